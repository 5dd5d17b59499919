/**
 * The engine with Flying Chess alone: the whole API, one game's rules and board, and the
 * classic and random robots (the levels and `analyze` are `@flying/engine/robots`).
 */

import { BASIC_ROBOTS } from "./robots/basic.js";
import { registerRobot } from "./robots/registry.js";
import { flyingChess } from "./variants/flying-chess.js";
import { registerVariant } from "./variants/registry.js";

registerVariant(flyingChess);
registerRobot(...BASIC_ROBOTS);

export * from "./api.js";
