/** The engine with Flying Chess alone: the whole API, and one game's rules and board. */
import { flyingChess } from "./variants/flying-chess.js";
import { registerVariant } from "./variants/registry.js";

registerVariant(flyingChess);

export * from "./api.js";
