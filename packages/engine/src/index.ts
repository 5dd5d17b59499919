/**
 * The engine with all three games and the classic and random robots.
 * `@flying/engine/flying-chess`, `…/aeroplane` and `…/chessboard` are the same API carrying
 * one game each; the levelled robots and `analyze` are `@flying/engine/robots`, added to
 * any of them.
 */

import { drawAeroplane } from "./boards/aeroplane.js";
import { drawChessboard } from "./boards/chessboard.js";
import { drawFlyingChess } from "./boards/flying-chess.js";
import { boardGetter } from "./drawing.js";
import { BASIC_ROBOTS } from "./robots/basic.js";
import { registerRobot } from "./robots/registry.js";
import { aeroplane } from "./variants/aeroplane.js";
import { chessboard } from "./variants/chessboard.js";
import { flyingChess } from "./variants/flying-chess.js";
import { registerVariant } from "./variants/registry.js";

registerVariant(flyingChess, aeroplane, chessboard);
registerRobot(...BASIC_ROBOTS);

export * from "./api.js";

// Pure: an app that never draws a board drops it, and the drawings with it.
/**
 * The board of a variant as plain data: nodes with coordinates, paths, homes, sections
 * (docs/RULES.md §1.1, §2.1, §3.1). The same frozen object on every call: draw from it,
 * never change it.
 *
 * @throws {RuleError} UNKNOWN_VARIANT for an unknown variant, or one this entry does not
 *   load (`@flying/engine/aeroplane` has only Aeroplane's board).
 *
 * @example
 * ```ts
 * import { getBoard } from "@flying/engine";
 *
 * const board = getBoard("aeroplane");
 * board.colors; // ["red", "yellow", "green", "blue"]
 * board.starts.red; // "Pad_Red"
 * ```
 */
export const getBoard = /* @__PURE__ */ boardGetter({
  aeroplane: drawAeroplane,
  chessboard: drawChessboard,
  "flying-chess": drawFlyingChess,
});
