/** The session's data and its errors (session.ts carries the commands out). */

import { errorBrand } from "./errors.js";
import type { GameRecord } from "./record.js";
import type { RobotId } from "./robots.js";
import type {
  Action,
  Color,
  ConfigOf,
  DieValue,
  ErrorCode,
  GameEvent,
  GameState,
  PieceId,
  VariantId,
} from "./types.js";

/** Who plays a colour. `pace` is for hosts that time their robots; the session never waits. */
export type Player = "human" | { robot: RobotId; pace?: number };

/** One action of the game, with the colour that took it and what happened. */
export interface LogEntry {
  actor: Color;
  action: Action;
  events: GameEvent[];
}

export interface Session {
  /** The game as it stands. */
  game: GameState;
  /** The game the log starts from: `log` replayed on it gives `game`. */
  start: GameState;
  /** Every colour in play and who plays it. */
  players: Partial<Record<Color, Player>>;
  /** One entry per action since `start`, oldest first. */
  log: LogEntry[];
  /** The actions undo stepped back over, next first, kept for redo until a new action branches off. */
  redo: LogEntry[];
  /** Grows by one on every change of the game, so a UI tells a new batch of events from a re-render. */
  step: number;
}

/**
 * What a session's config adds to the game's. The seats are any colours: the session checks
 * them against the colours in play (INVALID_PLAYERS), which a `record` may set instead.
 */
export interface SessionFields {
  /** A saved game to resume (its setup wins over the options above). */
  record?: GameRecord;
  /** By default the first colour is human and the others the seeds' robot (RULES.md §1). */
  players?: Partial<Record<Color, Player>>;
}

/** `createSession`'s config for a game of variant `V`: `createGame`'s, with the seats. */
export type SessionConfigOf<V extends VariantId> = ConfigOf<V> & SessionFields;

/** `createSession`'s config: one per variant, discriminated on `variant` (as `GameConfig`). */
export type SessionConfig = SessionConfigOf<VariantId>;

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
  /** Adopt a game state owned elsewhere (a server, a store), growing the log to it. */
  | { type: "sync"; game: GameState };

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

export interface SessionFailure {
  code: SessionErrorCode;
  message: string;
}

export type CommandResult =
  | { ok: true; session: Session; events: GameEvent[] }
  | { ok: false; error: SessionFailure };

const sessionErrors = errorBrand("SessionError");

/**
 * Thrown by `createSession` and `reduceSession`; `code` is stable, `message` names what was
 * wrong; `instanceof` holds across the package's copies, as RuleError's does.
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
