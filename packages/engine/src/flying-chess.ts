/**
 * The engine with Flying Chess alone: the whole API, one game's rules and board, and the
 * classic and random robots (the levels and `analyze` are `@flying/engine/robots`).
 */

import { drawFlyingChess } from "./boards/flying-chess.js";
import { boardGetter } from "./drawing.js";
import { BASIC_ROBOTS } from "./robots/basic.js";
import { registerRobot } from "./robots/registry.js";
import { flyingChess } from "./variants/flying-chess.js";
import { registerVariant } from "./variants/registry.js";

registerVariant(flyingChess);
registerRobot(...BASIC_ROBOTS);

export * from "./api.js";

// Pure: an app that never draws a board drops it, and the drawing with it.
/**
 * The board of Flying Chess as plain data, as `getBoard` of `@flying/engine` gives it
 * (docs/RULES.md §1.1): nodes with coordinates, paths, homes, sections; the same frozen
 * object on every call.
 *
 * @throws {RuleError} UNKNOWN_VARIANT for any other variant: this entry plays one game.
 *
 * @example
 * ```ts
 * import { getBoard } from "@flying/engine/flying-chess";
 *
 * getBoard("flying-chess").colors; // ["red", "yellow", "green", "blue"]
 * ```
 */
export const getBoard = /* @__PURE__ */ boardGetter({ "flying-chess": drawFlyingChess });
