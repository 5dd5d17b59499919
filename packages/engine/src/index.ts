/**
 * The engine with all three games and the classic and random robots.
 * `@flying/engine/flying-chess`, `…/aeroplane` and `…/chessboard` are the same API carrying
 * one game each; the levelled robots and `analyze` are `@flying/engine/robots`, added to
 * any of them.
 */

import { BASIC_ROBOTS } from "./robots/basic.js";
import { registerRobot } from "./robots/registry.js";
import { aeroplane } from "./variants/aeroplane.js";
import { chessboard } from "./variants/chessboard.js";
import { flyingChess } from "./variants/flying-chess.js";
import { registerVariant } from "./variants/registry.js";

registerVariant(flyingChess, aeroplane, chessboard);
registerRobot(...BASIC_ROBOTS);

export * from "./api.js";
