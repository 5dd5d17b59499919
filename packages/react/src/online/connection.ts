/**
 * The connection behind `useFlyingChessRoom`, without React: joins (or takes) a room,
 * follows its `state` and `refused` messages, and on a connection lost without consent
 * comes back with `client.reconnect`, waiting longer after each failed try, for a bounded
 * time. Its snapshot is immutable: a new object on every change, for React to render.
 */
import type {
  FlyingRoomClient,
  FlyingRoomConnection,
  FlyingRoomRefusal,
  FlyingRoomState,
} from "./types.js";

/**
 * Where the connection stands: "connecting" until joined, "open" (messages go through),
 * "reconnecting" after a drop, "closed" for good.
 *
 * @example
 * ```ts
 * import type { FlyingRoomStatus } from "@flying/react";
 *
 * const label: Record<FlyingRoomStatus, string> = {
 *   connecting: "Joining…", open: "Online", reconnecting: "Reconnecting…", closed: "Offline",
 * };
 * ```
 */
export type FlyingRoomStatus = "connecting" | "open" | "reconnecting" | "closed";

/**
 * Why the connection is not open: joining failed, the connection dropped and could not be
 * restored in time (or there was no client to restore it with), the server closed the room
 * (ROOM_CLOSED; SERVER_SHUTDOWN when the server shut down, ROOM_FINISHED when a finished
 * game's room closed: nothing to reconnect to, so none is tried), or the server cut this
 * client off for flooding it.
 *
 * @example
 * ```tsx
 * import type { FlyingRoomClient, FlyingRoomError } from "@flying/react";
 * import { useFlyingChessRoom } from "@flying/react";
 *
 * const say = (error: FlyingRoomError) =>
 *   error.code === "RECONNECT_FAILED" ? "Connection lost" : error.message;
 * export function Status({ client }: { client: FlyingRoomClient }) {
 *   const { online } = useFlyingChessRoom({ client, code: "AbCd" });
 *   return online.error && <p role="alert">{say(online.error)}</p>;
 * }
 * ```
 */
export interface FlyingRoomError {
  code:
    | "JOIN_FAILED"
    | "CONNECTION_LOST"
    | "RECONNECT_FAILED"
    | "ROOM_CLOSED"
    | "SERVER_SHUTDOWN"
    | "ROOM_FINISHED"
    | "RATE_LIMITED";
  message: string;
  /** The WebSocket close code, when the connection closed. */
  closeCode?: number;
}

/**
 * How the hook comes back after a dropped connection: it tries `client.reconnect` after
 * each delay in turn (the last one repeated) until `timeout` ms have passed since the drop;
 * `false` gives up at once.
 *
 * @example
 * ```ts
 * import type { ReconnectOptions } from "@flying/react";
 *
 * const patient: ReconnectOptions = { timeout: 60_000, delays: [500, 1000, 2000, 5000] };
 * ```
 */
export interface ReconnectOptions {
  /**
   * How long after the drop the last try may start, in ms.
   *
   * @default 20000 (`DEFAULT_RECONNECT.timeout`)
   */
  timeout?: number;
  /**
   * The waits before each try, in ms; the last is repeated.
   *
   * @default [250, 500, 1000, 2000, 4000] (`DEFAULT_RECONNECT.delays`)
   */
  delays?: readonly number[];
}

/**
 * The reconnection's defaults: tries after 250 ms, 500 ms, 1 s, 2 s, then every 4 s, for 20 s.
 *
 * @example
 * ```ts
 * import { DEFAULT_RECONNECT, type ReconnectOptions } from "@flying/react";
 *
 * const longer: ReconnectOptions = { ...DEFAULT_RECONNECT, timeout: 2 * DEFAULT_RECONNECT.timeout };
 * ```
 */
export const DEFAULT_RECONNECT: Readonly<Required<ReconnectOptions>> = Object.freeze({
  timeout: 20_000,
  delays: Object.freeze([250, 500, 1000, 2000, 4000]),
});

/** What the connection shows now. */
export interface LinkSnapshot {
  status: FlyingRoomStatus;
  room: FlyingRoomConnection | null;
  /** The last `state` the server sent, kept through a reconnection. */
  state: FlyingRoomState | null;
  error: FlyingRoomError | null;
  /** The last refusal, with a count so that two alike refusals are two changes. */
  refused: { refusal: FlyingRoomRefusal; count: number } | null;
}

/** How the link reaches its room. */
export type LinkTarget =
  | { kind: "join"; client: FlyingRoomClient; code: string; options?: object }
  | { kind: "create"; client: FlyingRoomClient; roomName: string; options?: object }
  | { kind: "room"; room: FlyingRoomConnection; client?: FlyingRoomClient };

/** What the link tells its owner as it happens, besides the snapshot. */
export interface LinkEvents {
  /** Every `state`, once the snapshot has it (the hook claims a seat from here). */
  onState?: (state: FlyingRoomState, room: FlyingRoomConnection) => void;
  /** Every `refused`. */
  onRefused?: (refusal: FlyingRoomRefusal) => void;
}

/** The WebSocket close code of a consented leave (colyseus' CloseCode.CONSENTED). */
const CLOSE_CONSENTED = 4000;
// @flying/server's close codes, written out: the package is published, the server is not,
// so it cannot import them from `@flying/server/protocol`.
/** CLOSE_RATE_LIMITED: the server cut a flooding client off. */
const CLOSE_RATE_LIMITED = 4429;
/** CLOSE_SERVER_SHUTDOWN: the server shuts down; its rooms are gone with it (none persisted). */
const CLOSE_SERVER_SHUTDOWN = 4503;
/** CLOSE_ROOM_FINISHED: a finished game's room closed once it had lingered. */
const CLOSE_ROOM_FINISHED = 4410;

/** The `closing` message the server sends every client just before it closes the room. */
interface ClosingMessage {
  reason?: unknown;
}

type Gone = Omit<FlyingRoomError, "closeCode">;
const SHUT_DOWN: Gone = {
  code: "SERVER_SHUTDOWN",
  message: "the server closed the room: it is shutting down",
};
const FINISHED: Gone = {
  code: "ROOM_FINISHED",
  message: "the server closed the room: its game is over",
};
/** The closes after which the room is gone: reconnecting could only fail, for 20 s. */
const GONE_BY_CODE: Readonly<Record<number, Gone>> = {
  [CLOSE_SERVER_SHUTDOWN]: SHUT_DOWN,
  [CLOSE_ROOM_FINISHED]: FINISHED,
};

/** Why the room is gone, by the reason of the server's `closing` message (any other: closed). */
function goneByReason(closing: ClosingMessage | undefined): Gone {
  const reason = closing?.reason;
  if (reason === "server-shutdown") return SHUT_DOWN;
  if (reason === "game-over") return FINISHED;
  return { code: "ROOM_CLOSED", message: "the server closed the room" };
}

export class RoomLink {
  #snapshot: LinkSnapshot = {
    status: "connecting",
    room: null,
    state: null,
    error: null,
    refused: null,
  };
  readonly #listeners = new Set<() => void>();
  #detach: (() => void) | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #disposed = false;
  #leaving = false;
  #refusals = 0;
  /**
   * Why the room is closing, as the server's `closing` message said just before the close:
   * a proxy between may pass on another close code (1006, 1001), the room gone all the same.
   */
  #announced: Gone | null = null;

  constructor(
    private readonly target: LinkTarget,
    private readonly reconnect: Required<ReconnectOptions> | false,
    private readonly events: LinkEvents = {},
  ) {}

  get snapshot(): LinkSnapshot {
    return this.#snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Joins, creates or takes the room. */
  start(): void {
    const { target } = this;
    if (target.kind === "room") {
      this.#open(target.room);
      return;
    }
    const joining =
      target.kind === "join"
        ? target.client.joinById(target.code, target.options)
        : target.client.create(target.roomName, target.options);
    joining.then(
      (room) => {
        // Unmounted while joining: the room is left at once.
        if (this.#disposed) void room.leave(true).catch(() => {});
        else this.#open(room);
      },
      (error: unknown) => {
        if (this.#disposed) return;
        this.#set({ status: "closed", error: { code: "JOIN_FAILED", message: messageOf(error) } });
      },
    );
  }

  /** Sends a message when the room is open; false when it is not. */
  send(type: string, message?: object): boolean {
    const { status, room } = this.#snapshot;
    if (status !== "open" || room === null) return false;
    try {
      if (message === undefined) room.send(type);
      else room.send(type, message);
      return true;
    } catch {
      return false;
    }
  }

  /** Leaves the room for good (consented): no reconnection follows. */
  async leave(): Promise<void> {
    this.#leaving = true;
    this.#clearTimer();
    const { room, status } = this.#snapshot;
    if (status === "closed") return;
    this.#set({ status: "closed", error: null });
    if (room) await room.leave(true).catch(() => {});
  }

  /** Unmounted: listeners off, and a room the link joined itself left. */
  dispose(): void {
    this.#disposed = true;
    this.#leaving = true;
    this.#clearTimer();
    this.#detach?.();
    this.#detach = null;
    const room = this.#snapshot.room;
    if (room && this.target.kind !== "room" && this.#snapshot.status !== "closed")
      void room.leave(true).catch(() => {});
    this.#listeners.clear();
  }

  #open(room: FlyingRoomConnection): void {
    this.#detach?.();
    const offState = room.onMessage("state", (state: FlyingRoomState) => {
      if (this.#disposed) return;
      this.#set({ state });
      this.events.onState?.(state, room);
    });
    const offRefused = room.onMessage("refused", (refusal: FlyingRoomRefusal) => {
      if (this.#disposed) return;
      this.#refusals += 1;
      this.#set({ refused: { refusal, count: this.#refusals } });
      this.events.onRefused?.(refusal);
    });
    // Also keeps colyseus.js from warning of a message nobody listens to.
    const offClosing = room.onMessage("closing", (closing: ClosingMessage | undefined) => {
      this.#announced = goneByReason(closing);
    });
    const onLeave = (code: number, reason?: string) => this.#dropped(code, reason);
    room.onLeave(onLeave);
    this.#detach = () => {
      offState();
      offRefused();
      offClosing();
      room.onLeave.remove(onLeave);
    };
    this.#set({ status: "open", room, error: null });
  }

  #dropped(code: number, reason?: string): void {
    if (this.#disposed || this.#snapshot.status === "closed") return;
    this.#detach?.();
    this.#detach = null;
    if (this.#leaving) {
      this.#set({ status: "closed", error: null });
      return;
    }
    // Said why first: the server's `closing` names the reason better than a plain 4000.
    const gone = GONE_BY_CODE[code] ?? this.#announced;
    if (gone) {
      this.#set({ status: "closed", error: { ...gone, closeCode: code } });
      return;
    }
    const why = reason ? `: ${reason}` : "";
    if (code === CLOSE_CONSENTED) {
      const error = {
        code: "ROOM_CLOSED",
        message: `the server closed the room${why}`,
        closeCode: code,
      } as const;
      this.#set({ status: "closed", error });
      return;
    }
    if (code === CLOSE_RATE_LIMITED) {
      const error = {
        code: "RATE_LIMITED",
        message: `disconnected for sending too many messages${why}`,
        closeCode: code,
      } as const;
      this.#set({ status: "closed", error });
      return;
    }
    const client = this.target.client;
    const token = this.#snapshot.room?.reconnectionToken;
    if (this.reconnect === false || client === undefined || !token) {
      const error = {
        code: "CONNECTION_LOST",
        message: `the connection was lost (${code})${why}`,
        closeCode: code,
      } as const;
      this.#set({ status: "closed", error });
      return;
    }
    this.#set({ status: "reconnecting" });
    this.#retry(client, token, code, Date.now() + this.reconnect.timeout, 0);
  }

  #retry(
    client: FlyingRoomClient,
    token: string,
    closeCode: number,
    deadline: number,
    tries: number,
  ) {
    const { delays } = this.reconnect as Required<ReconnectOptions>;
    const delay = delays[Math.min(tries, delays.length - 1)] ?? 1000;
    const giveUp = (message: string) =>
      this.#set({
        status: "closed",
        error: { code: "RECONNECT_FAILED", message, closeCode },
      });
    if (Date.now() + delay > deadline) {
      giveUp(`the connection was lost (${closeCode}) and could not be restored`);
      return;
    }
    this.#timer = setTimeout(() => {
      this.#timer = null;
      client.reconnect(token).then(
        (room) => {
          if (this.#disposed) void room.leave(true).catch(() => {});
          else this.#open(room);
        },
        (error: unknown) => {
          if (this.#disposed || this.#leaving) return;
          if (Date.now() >= deadline)
            giveUp(`the connection was lost and could not be restored: ${messageOf(error)}`);
          else this.#retry(client, token, closeCode, deadline, tries + 1);
        },
      );
    }, delay);
  }

  #clearTimer(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #set(change: Partial<LinkSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...change };
    for (const listener of [...this.#listeners]) listener();
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
