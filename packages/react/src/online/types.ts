/**
 * What `useFlyingChessRoom` needs of a Colyseus room and client, as structural types: the
 * hook never imports colyseus.js (a colyseus.js 0.16 `Room` and `Client` fit them as they
 * are), and the room messages' shapes, as @flying/server's rooms send them. Types
 * only: no module here runs anything.
 */
import type { Color, GameEvent, GameState, RobotId, SessionErrorCode } from "@flying/engine";

/**
 * A joined room, as the hook uses it: colyseus.js 0.16's `Room` fits it, and so does a fake
 * one in a test. `onMessage` returns the function that removes the listener; `onLeave` is
 * called with the WebSocket close code (4000 when the leave was consented).
 *
 * @example
 * ```ts
 * import type { FlyingRoomConnection } from "@flying/react";
 * import { Client } from "colyseus.js";
 *
 * const room: FlyingRoomConnection = await new Client("ws://127.0.0.1:2567").joinById("AbCd");
 * room.send("roll");
 * ```
 */
export interface FlyingRoomConnection {
  /** The room's id: the code others join it by. */
  readonly roomId: string;
  /** This client's id in the room (a seat's `client` names it). */
  readonly sessionId: string;
  /** What `client.reconnect` takes to come back into the room after a drop. */
  readonly reconnectionToken: string;
  /** Sends a message; the payload is checked on the server, so nothing here narrows it. */
  send(type: string, message?: unknown): void;
  /**
   * A listener for one message type, typed by the caller: the room is the game's own server,
   * whose messages follow its protocol (`FlyingRoomState`, `FlyingRoomRefusal`).
   */
  onMessage<T = unknown>(type: string, callback: (message: T) => void): () => void;
  /** Registers a listener for the end of the connection; `onLeave.remove` takes it off. */
  onLeave: {
    (callback: (code: number, reason?: string) => void): unknown;
    remove(callback: (code: number, reason?: string) => void): void;
  };
  /** Leaves the room (consented: the server frees the seat at once); resolves with the close code. */
  leave(consented?: boolean): Promise<number>;
}

/**
 * A Colyseus client, as the hook uses it: colyseus.js 0.16's `Client` fits it. `joinById`
 * joins a room by its code, `create` makes one (its creator is the host), `reconnect` comes
 * back after a dropped connection.
 *
 * @example
 * ```ts
 * import type { FlyingRoomClient } from "@flying/react";
 * import { Client } from "colyseus.js";
 *
 * export const client: FlyingRoomClient = new Client("ws://127.0.0.1:2567");
 * ```
 */
export interface FlyingRoomClient {
  joinById(roomId: string, options?: unknown): Promise<FlyingRoomConnection>;
  create(roomName: string, options?: unknown): Promise<FlyingRoomConnection>;
  reconnect(reconnectionToken: string): Promise<FlyingRoomConnection>;
}

/**
 * One seat of a room as every client sees it (@flying/server's `SeatView`).
 *
 * @example
 * ```ts
 * import type { FlyingRoomSeat } from "@flying/react";
 *
 * const free: FlyingRoomSeat = {
 *   name: null, kind: "human", robot: null, client: null, connected: false, ready: false,
 * };
 * ```
 */
export interface FlyingRoomSeat {
  /** The name its player claimed it by; null while unclaimed and for a robot's seat. */
  name: string | null;
  /** Who plays it now: a person, or a robot (set up so, or standing in for one who left). */
  kind: "human" | "robot";
  /** The robot that plays it, when `kind` is "robot". */
  robot: RobotId | null;
  /** The sessionId of the client holding it, or null. */
  client: string | null;
  /** Whether a client holds it now (robots count as connected). */
  connected: boolean;
  /** Whether it is ready for the start (robots always are). */
  ready: boolean;
}

/**
 * The room as the server sends it in every `state` message (@flying/server's
 * `StateMessage`): a whole snapshot, never a patch.
 *
 * @example
 * ```ts
 * import type { FlyingRoomState } from "@flying/react";
 *
 * const whoIsIn = (room: FlyingRoomState) =>
 *   Object.entries(room.seats).map(([color, seat]) => `${color}: ${seat?.name ?? "free"}`);
 * ```
 */
export interface FlyingRoomState {
  /** The game, without its seed or die state (`publicView`). */
  game: GameState;
  seats: Partial<Record<Color, FlyingRoomSeat>>;
  started: boolean;
  /** The server session's step, what a roll's or a move's `at` refers to. */
  step: number;
  /** The sessionId of the client who may start the game, or null. */
  host: string | null;
  /** How many clients are connected, spectators included. */
  clients: number;
  /** The events of the game action that made this state; empty for any other change. */
  events: GameEvent[];
  /** The room's short code, when the server sends one (else the room id is the code). */
  code?: string;
}

/**
 * A message of the client's that the server refused (@flying/server's `RefusedMessage`):
 * the room's own code (NOT_YOUR_TURN, SEAT_TAKEN, RATE_LIMITED, …) or the engine's.
 *
 * @example
 * ```ts
 * import type { FlyingRoomRefusal } from "@flying/react";
 *
 * const refusal: FlyingRoomRefusal = { type: "claim", code: "SEAT_TAKEN", message: "red is taken" };
 * ```
 */
export interface FlyingRoomRefusal {
  /** The type of the message refused, or null when it was not a string. */
  type: string | null;
  code: FlyingRoomRefusalCode;
  message: string;
}

/**
 * Why the server refused a message (@flying/server's `RefusalCode`): the room's own codes,
 * or the engine's `SessionErrorCode` for a roll or move the game does not allow.
 *
 * @example
 * ```ts
 * import type { FlyingRoomRefusalCode } from "@flying/react";
 *
 * const retryLater = (code: FlyingRoomRefusalCode) => code === "RATE_LIMITED";
 * ```
 */
export type FlyingRoomRefusalCode =
  | SessionErrorCode
  /** The message type is not one the server knows. */
  | "UNKNOWN_MESSAGE"
  /** The payload has the wrong shape: not an object, a missing, extra or mistyped field. */
  | "INVALID_MESSAGE"
  /** The payload is too large once serialized. */
  | "MESSAGE_TOO_LARGE"
  /** A roll that names its value: only the server throws the die. */
  | "DIE_FROM_CLIENT"
  /** Too many messages too fast; keeping on gets the connection closed. */
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
  /** A start while a person's seat is free; the message names the seats. */
  | "SEATS_OPEN"
  /** A start while a claimed seat is not ready. */
  | "NOT_READY"
  /** A claim of a seat another client holds; a robot message for a seat a client holds. */
  | "SEAT_TAKEN"
  /** A claim of a robot's seat. */
  | "SEAT_IS_ROBOT"
  /** A claim from a client that already holds a seat. */
  | "ALREADY_SEATED";
