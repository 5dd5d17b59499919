/** The engine with Aeroplane Chess alone: the whole API, and one game's rules and board. */
import { aeroplane } from "./variants/aeroplane.js";
import { registerVariant } from "./variants/registry.js";

registerVariant(aeroplane);

export * from "./api.js";
