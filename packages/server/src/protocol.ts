/**
 * The wire protocol between a FlyingRoom and its clients: every message type, its payload,
 * and the codes a refusal carries. Types only (and a few constants), so that a client (the
 * React hook, a bot, a test) imports them without pulling in the server: it is part of the
 * browser-safe entry `@flying/server/protocol` (client-protocol.ts), so nothing here may
 * import a module at run time.
 */
import type {
  Color,
  GameEvent,
  GameRecord,
  GameState,
  RobotId,
  SessionErrorCode,
} from "@flying/engine";

/** The message types a client may send; any other type is refused as UNKNOWN_MESSAGE. */
export const CLIENT_MESSAGE_TYPES = [
  "roll",
  "move",
  "claim",
  "ready",
  "start",
  "leave",
  "record",
  "robot",
] as const;
export type ClientMessageType = (typeof CLIENT_MESSAGE_TYPES)[number];

/**
 * A client's message, as the room reads it once its shape is checked. `at` (optional on
 * `roll` and `move`) is the `step` of the state the client acted on: a second click meant
 * for an earlier point is refused as the engine's STALE_COMMAND instead of acting twice.
 * A roll never carries a value: the server throws the die.
 */
export type ClientMessage =
  | { type: "roll"; at?: number }
  | { type: "move"; piece: string; at?: number }
  | { type: "claim"; seat: string; name: string }
  | { type: "ready"; ready: boolean }
  | { type: "start" }
  | { type: "leave" }
  /** Asks for the game's record so far, signed by the server: answered by a `record` message. */
  | { type: "record" }
  /**
   * The host, before the start: a robot of that level plays `seat` (a seat nobody holds),
   * or, with `robot: null`, the seat is a person's again, free to claim. What a host does
   * about a seat nobody came for, since a game does not start with one (SEATS_OPEN).
   */
  | { type: "robot"; seat: string; robot: RobotId | null };

/** The longest name a seat may be claimed by (characters, after trimming). */
export const MAX_NAME_LENGTH = 24;

/**
 * The room's own refusal codes; a refusal may also carry any of the engine's
 * (`SessionErrorCode`: ROLL_FIRST, ILLEGAL_MOVE, NOT_YOUR_PIECE, STALE_COMMAND, GAME_OVER,
 * INVALID_COLORS, …).
 */
export type RoomErrorCode =
  /** The message type is not one of CLIENT_MESSAGE_TYPES. */
  | "UNKNOWN_MESSAGE"
  /** The payload has the wrong shape: not an object, a missing, extra or mistyped field. */
  | "INVALID_MESSAGE"
  /** The payload is larger than MAX_MESSAGE_BYTES once serialized. */
  | "MESSAGE_TOO_LARGE"
  /** A roll that names its value (or is a bare number): only the server throws the die. */
  | "DIE_FROM_CLIENT"
  /** Too many messages too fast; keeping on gets the connection closed (CLOSE_RATE_LIMITED). */
  | "RATE_LIMITED"
  /** An action, ready or leave from a client that holds no seat (a spectator). */
  | "NOT_SEATED"
  /** A roll or move from a seated client while another colour is to play. */
  | "NOT_YOUR_TURN"
  /** A roll or move before the host started the game. */
  | "NOT_STARTED"
  /** A start, a ready or a robot message once the game has started. */
  | "ALREADY_STARTED"
  /** A start, or a robot message, from a client that is not the host. */
  | "NOT_HOST"
  /**
   * A start while a person's seat is free: nobody would play it, and its turns would wait
   * for ever. The message names the seats; someone sits there, or the host makes them robots
   * (the `robot` message).
   */
  | "SEATS_OPEN"
  /** A start while a claimed seat is not ready. */
  | "NOT_READY"
  /** A claim of a seat another client holds; a robot message for a seat a client holds. */
  | "SEAT_TAKEN"
  /** A claim of a robot's seat (one set up as a robot, or one a robot took over). */
  | "SEAT_IS_ROBOT"
  /** A claim from a client that already holds a seat. */
  | "ALREADY_SEATED";

export type RefusalCode = RoomErrorCode | SessionErrorCode;

/** Sent to the one client whose message was refused; the room's game is unchanged. */
export interface RefusedMessage {
  /** The type of the message refused, as sent (cut short), or null when it was not a string. */
  type: string | null;
  code: RefusalCode;
  message: string;
}

/** One seat as every client sees it. */
export interface SeatView {
  /**
   * The name its player claimed it by: null while unclaimed and for a seat set up as a
   * robot; a robot standing in for a player who left keeps that player's name.
   */
  name: string | null;
  /** Who plays it now: a person, or a robot (set up so, or standing in for a player who left). */
  kind: "human" | "robot";
  /** The robot that plays it, when `kind` is "robot". */
  robot: RobotId | null;
  /** The Colyseus sessionId of the client holding it, or null. */
  client: string | null;
  /**
   * Whether its player is connected now (robots count as connected). False while the
   * client holding it has dropped and the grace period runs: the seat stays its (`client`
   * unchanged), its turns wait, and after the grace period a robot takes it over.
   */
  connected: boolean;
  /** Whether it is ready for the start (robots always are). */
  ready: boolean;
}

/**
 * The whole room as every client sees it, broadcast after every change and sent on join:
 * a snapshot, never a patch, so a client that missed one loses nothing.
 */
export interface StateMessage {
  /** The room's code: its Colyseus roomId, for `joinById(code)` and `roomLink`. */
  code: string;
  /** The game, as `publicView` shows it: `seed` and `dice` are NEUTRAL_SEED and NEUTRAL_DICE. */
  game: GameState;
  seats: Partial<Record<Color, SeatView>>;
  started: boolean;
  /** The session's step: grows with every game action; what `at` refers to. */
  step: number;
  /** The sessionId of the client who may start the game (the first to join), or null. */
  host: string | null;
  /** How many clients are connected, spectators included. */
  clients: number;
  /** The events of the game action that made this state; empty for any other change. */
  events: GameEvent[];
}

/** What the server sends, by message type. */
export interface ServerMessages {
  state: StateMessage;
  refused: RefusedMessage;
  record: RecordMessage;
  closing: ClosingMessage;
}

/**
 * The answer to a client's `record`: the game so far as the engine's record, and the
 * server's signature of it (`verifyRecord(record, signature, key)` with the server's key).
 * The record is the public view's (`toRecord(publicView(game))`): its `seed` is
 * NEUTRAL_SEED and every roll a die thrown outside (`given: true`), so it gives nothing
 * away while the game runs, and `fromRecord` replays it to the game the clients see.
 */
export interface RecordMessage {
  record: GameRecord;
  /** HMAC-SHA256 of the record's canonical JSON with the server's key, base64url. */
  signature: string;
  /** Whether the game is over: the record is then the whole game. */
  over: boolean;
}

/** Why the room is closing; the connection is closed right after, with the code given. */
export type ClosingReason =
  /** The server process is shutting down (CLOSE_SERVER_SHUTDOWN): nothing is persisted. */
  | "server-shutdown"
  /** The game ended `linger` seconds ago (CLOSE_ROOM_FINISHED). */
  | "game-over";

/** Sent to every client just before the room disconnects them all. */
export interface ClosingMessage {
  reason: ClosingReason;
}

/** The most bytes a client message's payload may take, serialized as JSON. */
export const MAX_MESSAGE_BYTES = 512;

/** The WebSocket close code of a client disconnected for flooding (4000–4999 are the application's). */
export const CLOSE_RATE_LIMITED = 4429;
/** The close code when the server shuts down (after a `closing` message, reason "server-shutdown"). */
export const CLOSE_SERVER_SHUTDOWN = 4503;
/** The close code when a finished room closes, `linger` seconds after the game ended ("game-over"). */
export const CLOSE_ROOM_FINISHED = 4410;

/**
 * Room codes: ROOM_CODE_LENGTH characters of ROOM_CODE_ALPHABET, which leaves out the
 * look-alikes 0/O, 1/I/L: 31^6, about 887 million codes. The code is the room's Colyseus
 * roomId.
 */
export const ROOM_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const ROOM_CODE_LENGTH = 6;
