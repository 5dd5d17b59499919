/** What a UI or a host asks of a session: whose seat, which robot, what may be done now. */
import { legalMoves } from "./queries.js";
import { getRobot, type RobotId } from "./robots/registry.js";
import type { LogEntry, Player, Session, SessionCommand } from "./session-types.js";
import type { Action, Color } from "./types.js";

/**
 * Who plays `color` in the session: `"human"` or `{ robot, pace? }` (a colour without a
 * seat counts as a person's).
 *
 * @example
 * ```ts
 * import { createSession, playerOf } from "@flying/engine";
 *
 * const session = createSession({ seed: 7 });
 * playerOf(session, "red"); // "human"
 * playerOf(session, "yellow"); // { robot: "classic" }
 * ```
 */
export function playerOf(session: Session, color: Color): Player {
  return session.players[color] ?? "human";
}

/**
 * The colours people play, in turn order.
 *
 * @example
 * ```ts
 * import { createSession, humans } from "@flying/engine";
 *
 * const session = createSession({ seed: 7, players: { green: "human" } });
 * humans(session); // ["red", "green"]
 * ```
 */
export function humans(session: Session): Color[] {
  return session.game.colors.filter((color) => playerOf(session, color) === "human");
}

/**
 * The robot to act now, or null on a human's turn and once the game is over. A host
 * drives the robots with it: while it names one, wait its `pace` and send `{ type: "robot" }`.
 *
 * @example
 * ```ts
 * import { applyCommand, createSession, robotToAct } from "@flying/engine";
 * import "@flying/engine/robots"; // the levels, to seat them by id
 *
 * let session = createSession({ seed: 7, players: { red: { robot: "easy" } } });
 * robotToAct(session); // "easy"
 * const result = applyCommand(session, { type: "robot" });
 * if (result.ok) session = result.session;
 * ```
 */
export function robotToAct(session: Session): RobotId | null {
  if (session.game.over) return null;
  const player = playerOf(session, session.game.turn);
  return player === "human" ? null : player.robot;
}

/**
 * What the robot to act would do now, or null when no robot is to act: for showing a
 * robot's intent (a highlighted piece) before it acts.
 *
 * @example
 * ```ts
 * import { createSession, nextRobotAction } from "@flying/engine";
 *
 * const session = createSession({ seed: 7, players: { red: { robot: "classic" } } });
 * nextRobotAction(session); // { type: "roll" }
 * ```
 */
export function nextRobotAction(session: Session): Action | null {
  const robot = robotToAct(session);
  return robot === null ? null : getRobot(robot).act(session.game);
}

/**
 * Whether a person is to act now (false once the game is over): when a UI enables its die
 * and pieces.
 *
 * @example
 * ```ts
 * import { createSession, isHumanTurn } from "@flying/engine";
 *
 * const session = createSession({ seed: 7 });
 * isHumanTurn(session); // true: red is a person's by default
 * ```
 */
export function isHumanTurn(session: Session): boolean {
  return !session.game.over && playerOf(session, session.game.turn) === "human";
}

/** Whether a person took this logged action: the points undo and redo stop at. */
export function isHumanAction(session: Session, entry: LogEntry): boolean {
  return playerOf(session, entry.actor) === "human";
}

/** The index in the log of the last action a person took, or -1. */
export function lastHumanAction(session: Session): number {
  for (let i = session.log.length - 1; i >= 0; i--)
    if (isHumanAction(session, session.log[i] as LogEntry)) return i;
  return -1;
}

/**
 * Whether undo has a person's action to take back (the robots' alone it leaves be).
 *
 * @example
 * ```ts
 * import { canUndo, createSession, reduceSession } from "@flying/engine";
 *
 * const session = createSession({ seed: 7 });
 * canUndo(session); // false
 * canUndo(reduceSession(session, { type: "roll" })); // true
 * ```
 */
export const canUndo = (session: Session): boolean => lastHumanAction(session) >= 0;
/**
 * Whether redo has an undone action to play again (an action since the undo drops them).
 *
 * @example
 * ```ts
 * import { canRedo, createSession, reduceSession } from "@flying/engine";
 *
 * let session = reduceSession(createSession({ seed: 7 }), { type: "roll" });
 * session = reduceSession(session, { type: "undo" });
 * canRedo(session); // true
 * ```
 */
export const canRedo = (session: Session): boolean => session.redo.length > 0;

/**
 * The seeds' "pick your colour": one human among robots, before the first roll
 * (docs/RULES.md §1.6). Then `{ type: "selectColor", color }` swaps the person's seat with
 * that colour's robot.
 *
 * @example
 * ```ts
 * import { canSelectColor, createSession, reduceSession } from "@flying/engine";
 *
 * let session = createSession({ seed: 7 });
 * if (canSelectColor(session)) session = reduceSession(session, { type: "selectColor", color: "blue" });
 * session.players.blue; // "human"
 * ```
 */
export function canSelectColor(session: Session): boolean {
  return session.game.history.length === 0 && humans(session).length === 1;
}

/**
 * The move a person has no choice about: on a person's move with exactly one legal move
 * (a stack counts once), that move as a command pinned to this step, so that a UI can make
 * it for them after a pause. Pinned by `at`, a second try, or one after the game moved on
 * (an undo, a reset), is refused as STALE_COMMAND and never moves twice. Null otherwise.
 *
 * @example
 * ```ts
 * import { applyCommand, createSession, onlyMove, reduceSession } from "@flying/engine";
 *
 * const session = reduceSession(createSession({ variant: "chessboard", seed: 7 }), { type: "roll" });
 * const only = onlyMove(session); // { type: "move", piece: "white-1", at: 1 }
 * if (only) setTimeout(() => applyCommand(session, only), 500);
 * ```
 */
export function onlyMove(session: Session): Extract<SessionCommand, { type: "move" }> | null {
  if (!isHumanTurn(session)) return null;
  const moves = legalMoves(session.game);
  const only = moves.length === 1 ? moves[0] : undefined;
  return only === undefined ? null : { type: "move", piece: only.piece, at: session.step };
}
