import { fail, quote } from "../errors.js";
import type { Action, GameState } from "../types.js";

/**
 * A computer player: a pure function from a game to its next action, so a seeded game
 * between robots replays exactly (docs/RULES.md §4). It rolls when a roll is due and never
 * reads the game's own die, so it does not know the coming throws.
 *
 * @example
 * ```ts
 * import { createGame, reduce, robots, type Robot } from "@flying/engine";
 *
 * const robot: Robot = robots.classic;
 * let state = createGame({ seed: 7 });
 * state = reduce(state, robot.act(state)); // it rolls: { type: "roll" }
 * ```
 */
export interface Robot {
  /** Its id: for the engine's own, a `RobotId`. */
  id: string;
  /** The action this robot takes next in `state`: always the same for the same state. */
  act(state: GameState): Action;
}

/**
 * A levelled robot's id, weakest first: `easy` < `medium` < `hard` < `expert`. Their
 * searches and tables are an entry of their own, `@flying/engine/robots`.
 *
 * @example
 * ```ts
 * import { createGame, reduce } from "@flying/engine";
 * import { type Level, robots } from "@flying/engine/robots";
 *
 * const level: Level = "hard";
 * const start = createGame({ seed: 7 });
 * const next = reduce(start, robots[level].act(start)); // hard rolls first
 * ```
 */
export type Level = "easy" | "medium" | "hard" | "expert";

/**
 * The id of one of the engine's robots, and what a session's seat names (`Player`):
 * `classic` and `random`, which every game entry carries, or a `Level`, which
 * `@flying/engine/robots` loads.
 *
 * @example
 * ```ts
 * import { createGame, getRobot, type RobotId } from "@flying/engine";
 *
 * const id: RobotId = "random";
 * const action = getRobot(id).act(createGame({ seed: 7 })); // { type: "roll" }
 * ```
 */
export type RobotId = "classic" | "random" | Level;

/** Every robot id, loaded or not: the levels are told apart from ids nobody knows. */
export const ROBOT_IDS: readonly RobotId[] = [
  "classic",
  "random",
  "easy",
  "medium",
  "hard",
  "expert",
];

export function isRobotId(value: unknown): value is RobotId {
  return typeof value === "string" && (ROBOT_IDS as readonly string[]).includes(value);
}

const registered = new Map<RobotId, Robot>();

/** Each entry registers the robots it carries: a game entry classic and random, the robots entry all. */
export function registerRobot(...list: (Robot & { id: RobotId })[]): void {
  for (const robot of list) registered.set(robot.id, robot);
}

/** Whether `id` names a robot this copy of the engine carries. */
export function isLoadedRobot(id: unknown): id is RobotId {
  return isRobotId(id) && registered.has(id);
}

/** Why `id` cannot be seated: unknown, or a level the app did not import. */
export function unloadedReason(id: RobotId): string {
  return `the ${id} robot is not loaded: import "@flying/engine/robots" (the levelled robots and analyze)`;
}

/**
 * The robot with this id, as a session seats it. `classic` and `random` come with every
 * game entry; the levels (`easy` … `expert`) once `@flying/engine/robots` is imported
 * anywhere in the app, and until then they are refused with a message that says so.
 *
 * @throws {RuleError} UNKNOWN_ROBOT for an id that is no robot's, or a level that is not
 *   loaded (import "@flying/engine/robots").
 *
 * @example
 * ```ts
 * import { createGame, getRobot } from "@flying/engine";
 * import "@flying/engine/robots"; // the levels: without it, "expert" is refused
 *
 * const action = getRobot("expert").act(createGame({ variant: "aeroplane", seed: 7 }));
 * ```
 */
export function getRobot(id: RobotId): Robot {
  const robot = registered.get(id);
  if (robot) return robot;
  if (!isRobotId(id)) fail("UNKNOWN_ROBOT", `unknown robot ${quote(id)}`);
  return fail("UNKNOWN_ROBOT", unloadedReason(id));
}
