/**
 * The engine with all three games. `@flying/engine/flying-chess`, `…/aeroplane` and
 * `…/chessboard` are the same API carrying one game each.
 */
import { aeroplane } from "./variants/aeroplane.js";
import { chessboard } from "./variants/chessboard.js";
import { flyingChess } from "./variants/flying-chess.js";
import { registerVariant } from "./variants/registry.js";

registerVariant(flyingChess, aeroplane, chessboard);

export * from "./api.js";
