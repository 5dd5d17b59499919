/** The engine with the Chessboard race alone: the whole API, and one game's rules and board. */
import { chessboard } from "./variants/chessboard.js";
import { registerVariant } from "./variants/registry.js";

registerVariant(chessboard);

export * from "./api.js";
