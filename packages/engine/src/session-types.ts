/** The session's data and its errors (`createSession` carries the commands out). */

import { errorBrand } from "./errors.js";
import type { GameRecord } from "./record.js";
import type { RobotId } from "./robots/registry.js";
import type {
  Action,
  Color,
  ColorOf,
  ConfigOf,
  DieValue,
  ErrorCode,
  GameEvent,
  GameState,
  PieceId,
  VariantId,
} from "./types.js";

/**
 * Who plays a colour. `pace` is for hosts that time their robots; the session never waits.
 *
 * @example
 * ```ts
 * import { createSession, type Player } from "@flying/engine";
 * import "@flying/engine/robots"; // the levels, to seat them by id
 *
 * const rival: Player = { robot: "hard", pace: 800 }; // milliseconds, for the host's timer
 * const session = createSession({ variant: "chessboard", players: { black: rival } });
 * ```
 */
export type Player = "human" | { robot: RobotId; pace?: number };

/**
 * One action of the game, with the colour that took it and what happened.
 *
 * @example
 * ```ts
 * import { createSession, reduceSession } from "@flying/engine";
 *
 * const session = reduceSession(createSession({ seed: 7 }), { type: "roll", value: 3 });
 * const [entry] = session.log;
 * // { actor: "red", action: { type: "roll", value: 3 }, events: [rolled, turnPassed] }
 * ```
 */
export interface LogEntry<V extends VariantId = VariantId> {
  actor: ColorOf<V>;
  action: Action;
  events: GameEvent[];
}

/**
 * A whole game session: the game, who plays each colour, the log and what undo kept for
 * redo. Plain JSON like the game state, and frozen when the engine makes it: change it only
 * through `applyCommand` or `reduceSession`. One saved and restored is checked whole on its
 * next command. `Session<V>` is a session of variant `V` (its game, seats and log that
 * variant's colours), as `createSession` gives it; `Session` alone is any variant's.
 *
 * @example
 * ```ts
 * import { applyCommand, createSession, type Session } from "@flying/engine";
 *
 * const session: Session = createSession({ variant: "aeroplane", seed: 7 });
 * localStorage.setItem("session", JSON.stringify(session));
 * const restored = JSON.parse(localStorage.getItem("session") ?? "") as Session;
 * applyCommand(restored, { type: "roll" }); // checked whole, then played
 * ```
 */
export interface Session<V extends VariantId = VariantId> {
  /** The game as it stands. */
  game: GameState<V>;
  /** The game the log starts from: `log` replayed on it gives `game`. */
  start: GameState<V>;
  /** Every colour in play and who plays it. */
  players: Partial<Record<ColorOf<V>, Player>>;
  /** One entry per action since `start`, oldest first. */
  log: LogEntry<V>[];
  /** The actions undo stepped back over, next first, kept for redo until a new action branches off. */
  redo: LogEntry<V>[];
  /** Grows by one on every change of the game, so a UI tells a new batch of events from a re-render. */
  step: number;
}

/**
 * What a session's config adds to the game's. The seats are any colours: the session checks
 * them against the colours in play (INVALID_PLAYERS), which a `record` may set instead.
 *
 * @example
 * ```ts
 * import { createGame, createSession, toRecord, type SessionFields } from "@flying/engine";
 *
 * const fields: SessionFields = { record: toRecord(createGame({ seed: 7 })), players: { blue: "human" } };
 * const session = createSession(fields);
 * ```
 */
export interface SessionFields {
  /** A saved game to resume (its setup wins over the options above). */
  record?: GameRecord;
  /**
   * Who plays each colour; colours left out keep their default seat. By default the first
   * colour is human and the others the seeds' robot (docs/RULES.md §1.6, §4).
   *
   * @default the first colour in play `"human"`, every other `{ robot: "classic" }`
   */
  players?: Partial<Record<Color, Player>>;
}

/**
 * `createSession`'s config for a game of variant `V`: `createGame`'s, with the seats.
 *
 * @example
 * ```ts
 * import { createSession, type SessionConfigOf } from "@flying/engine";
 * import "@flying/engine/robots"; // the levels, to seat them by id
 *
 * const config: SessionConfigOf<"chessboard"> = { variant: "chessboard", players: { white: { robot: "expert" } } };
 * const session = createSession(config);
 * ```
 */
export type SessionConfigOf<V extends VariantId> = ConfigOf<V> & SessionFields;

/**
 * `createSession`'s config: one per variant, discriminated on `variant` (as `GameConfig`).
 *
 * @example
 * ```ts
 * import { createSession, type SessionConfig } from "@flying/engine";
 *
 * const config: SessionConfig = { variant: "aeroplane", colors: ["red", "green"], seed: 7 };
 * const session = createSession(config); // red a person, green the classic robot
 * ```
 */
export type SessionConfig = SessionConfigOf<VariantId>;

/**
 * What `applyCommand` and `reduceSession` carry out: a person's roll or move, the robot's
 * turn, any game action, undo and redo (to the people's decision points), reset, choosing
 * a colour, and adopting a game state owned elsewhere.
 *
 * @example
 * ```ts
 * import { createSession, reduceSession, type SessionCommand } from "@flying/engine";
 *
 * let session = createSession({ seed: 7 });
 * const roll: SessionCommand = { type: "roll", at: session.step };
 * session = reduceSession(session, roll);
 * session = reduceSession(session, { type: "reset", seed: 8 });
 * ```
 */
export type SessionCommand =
  /**
   * A person's roll; `at` is the session's `step` when they acted (it also grows on undo,
   * redo, reset and sync), so a click meant for an earlier point is refused as stale.
   */
  | { type: "roll"; value?: DieValue; at?: number }
  /** A person's move. */
  | { type: "move"; piece: PieceId; at?: number }
  /** The robot whose turn it is takes its next action. */
  | { type: "robot" }
  /** Any game action for the colour to play, whoever sits there: for hosts that check seats themselves. */
  | { type: "play"; action: Action }
  | { type: "undo" }
  | { type: "redo" }
  /** A new game of the same setup; without a seed, a random one. */
  | { type: "reset"; seed?: number }
  /** Before the first roll, the one human takes this colour's seat (its robot takes theirs). */
  | { type: "selectColor"; color: Color }
  /**
   * Adopt a game state owned elsewhere (a server, a store), growing the log to it. A game of
   * another variant is adopted too (a host's first session may be of another game): the
   * session is then that game's, so type it as a `Session` of any variant.
   */
  | { type: "sync"; game: GameState };

/**
 * The stable code of a `SessionError` (and of `applyCommand`'s `{ ok: false, error }`): the
 * game's own `ErrorCode`s, and the session's own refusals.
 *
 * @example
 * ```ts
 * import { applyCommand, createSession, type SessionErrorCode } from "@flying/engine";
 *
 * const result = applyCommand(createSession({ seed: 7 }), { type: "undo" });
 * const code: SessionErrorCode | null = result.ok ? null : result.error.code; // "NOTHING_TO_UNDO"
 * ```
 */
export type SessionErrorCode =
  | ErrorCode
  | "INVALID_COMMAND"
  | "INVALID_PLAYERS"
  | "NOT_HUMAN_TURN"
  | "NOT_ROBOT_TURN"
  | "STALE_COMMAND"
  | "NOTHING_TO_UNDO"
  | "NOTHING_TO_REDO"
  | "COLOR_LOCKED"
  | "INVALID_SESSION";

/**
 * Why `applyCommand` refused a command: a stable code, and a message for people.
 *
 * @example
 * ```ts
 * import { applyCommand, createSession, type SessionFailure } from "@flying/engine";
 *
 * const result = applyCommand(createSession({ seed: 7 }), { type: "robot" });
 * const failure: SessionFailure | null = result.ok ? null : result.error;
 * // { code: "NOT_ROBOT_TURN", message: "no robot plays red now" }
 * ```
 */
export interface SessionFailure {
  code: SessionErrorCode;
  message: string;
}

/**
 * What `applyCommand` returns: the next session and the events of the game actions the
 * command played (a redo's too), or why it was refused (the session given stays as it was).
 *
 * @example
 * ```ts
 * import { applyCommand, createSession, type CommandResult } from "@flying/engine";
 *
 * const result: CommandResult = applyCommand(createSession({ seed: 7 }), { type: "roll" });
 * if (result.ok) console.log(result.events.map((event) => event.type)); // ["rolled", "turnPassed"]
 * ```
 */
export type CommandResult<V extends VariantId = VariantId> =
  | { ok: true; session: Session<V>; events: GameEvent[] }
  | { ok: false; error: SessionFailure };

const sessionErrors = errorBrand("SessionError");

/**
 * Thrown by `createSession` and `reduceSession`; `code` is stable, `message` names what was
 * wrong; `instanceof` holds across the package's copies, as RuleError's does.
 *
 * @example
 * ```ts
 * import { createSession, reduceSession, SessionError } from "@flying/engine";
 *
 * try {
 *   reduceSession(createSession({ seed: 7 }), { type: "redo" });
 * } catch (error) {
 *   if (error instanceof SessionError) console.log(error.code); // "NOTHING_TO_REDO"
 * }
 * ```
 */
export class SessionError extends Error {
  readonly code: SessionErrorCode;

  constructor(code: SessionErrorCode, message: string) {
    super(message);
    this.name = "SessionError";
    this.code = code;
    sessionErrors.mark(this);
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return sessionErrors.is(value);
  }
}

export function refuse(code: SessionErrorCode, message: string): never {
  throw new SessionError(code, message);
}
