/**
 * `@flying/engine/robots`: the levelled robots (`easy` < `medium` < `hard` < `expert`) and
 * `analyze`, with the searches and tables they need. Imported once anywhere in an app, next
 * to any game entry, it loads the levels into the engine, so a session seats them by id
 * (`{ robot: "expert" }`); the game entries alone carry `classic` and `random`. It plays the
 * games the app's game entries load (a worker imports one too).
 */
import { BASIC_ROBOTS } from "./robots/basic.js";
import { easy, expert, hard, medium } from "./robots/levels.js";
import { type Robot, type RobotId, registerRobot } from "./robots/registry.js";

registerRobot(...BASIC_ROBOTS, easy, medium, hard, expert);

export { analyze, type MoveAnalysis } from "./ai/analyze.js";
export type { Level, Robot, RobotId } from "./robots/registry.js";

/**
 * Every robot of the engine by id (docs/RULES.md §4): `classic` (the original description's:
 * the first piece in play that can move, else the first waiting at home), `random`, and the
 * levels `easy` < `medium` < `hard` < `expert`. Each is a `Robot`; importing this entry also
 * lets a session seat the levels by id (`{ robot: "expert" }`).
 *
 * @example
 * ```ts
 * import { apply, createGame } from "@flying/engine/chessboard";
 * import { robots } from "@flying/engine/robots";
 *
 * let state = createGame({ variant: "chessboard", seed: 7 });
 * while (!state.over) {
 *   const result = apply(state, robots.expert.act(state));
 *   if (result.ok) state = result.state;
 * }
 * ```
 */
export const robots = {
  classic: BASIC_ROBOTS[0],
  random: BASIC_ROBOTS[1],
  easy,
  medium,
  hard,
  expert,
} as const satisfies Record<RobotId, Robot>;
