/**
 * The engine with Aeroplane Chess alone: the whole API, one game's rules and board, and the
 * classic and random robots (the levels and `analyze` are `@flying/engine/robots`).
 */

import { drawAeroplane } from "./boards/aeroplane.js";
import { boardGetter } from "./drawing.js";
import { BASIC_ROBOTS } from "./robots/basic.js";
import { registerRobot } from "./robots/registry.js";
import { aeroplane } from "./variants/aeroplane.js";
import { registerVariant } from "./variants/registry.js";

registerVariant(aeroplane);
registerRobot(...BASIC_ROBOTS);

export * from "./api.js";

// Pure: an app that never draws a board drops it, and the drawing with it.
/**
 * The board of Aeroplane as plain data, as `getBoard` of `@flying/engine` gives it
 * (docs/RULES.md §2.1): nodes with coordinates, paths, homes, sections; the same frozen
 * object on every call.
 *
 * @throws {RuleError} UNKNOWN_VARIANT for any other variant: this entry plays one game.
 *
 * @example
 * ```ts
 * import { getBoard } from "@flying/engine/aeroplane";
 *
 * getBoard("aeroplane").starts.red; // "Pad_Red"
 * ```
 */
export const getBoard = /* @__PURE__ */ boardGetter({ aeroplane: drawAeroplane });
