/**
 * The engine with the Chessboard race alone: the whole API, one game's rules and board, and the
 * classic and random robots (the levels and `analyze` are `@flying/engine/robots`).
 */

import { drawChessboard } from "./boards/chessboard.js";
import { boardGetter } from "./drawing.js";
import { BASIC_ROBOTS } from "./robots/basic.js";
import { registerRobot } from "./robots/registry.js";
import { chessboard } from "./variants/chessboard.js";
import { registerVariant } from "./variants/registry.js";

registerVariant(chessboard);
registerRobot(...BASIC_ROBOTS);

export * from "./api.js";

// Pure: an app that never draws a board drops it, and the drawing with it.
/**
 * The board of the Chessboard race as plain data, as `getBoard` of `@flying/engine` gives
 * it (docs/RULES.md §3.1): nodes with coordinates, paths, homes, sections; the same frozen
 * object on every call.
 *
 * @throws {RuleError} UNKNOWN_VARIANT for any other variant: this entry plays one game.
 *
 * @example
 * ```ts
 * import { getBoard } from "@flying/engine/chessboard";
 *
 * getBoard("chessboard").colors; // ["white", "black"]
 * ```
 */
export const getBoard = /* @__PURE__ */ boardGetter({ chessboard: drawChessboard });
