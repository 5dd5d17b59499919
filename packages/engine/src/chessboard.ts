/**
 * The engine with the Chessboard race alone: the whole API, one game's rules and board, and the
 * classic and random robots (the levels and `analyze` are `@flying/engine/robots`).
 */

import { BASIC_ROBOTS } from "./robots/basic.js";
import { registerRobot } from "./robots/registry.js";
import { chessboard } from "./variants/chessboard.js";
import { registerVariant } from "./variants/registry.js";

registerVariant(chessboard);
registerRobot(...BASIC_ROBOTS);

export * from "./api.js";
