"use client";
import {
  type Action,
  type Color,
  createGame,
  type GameState,
  type Player,
  type RobotId,
} from "@flying/engine";
import { useCallback, useEffect, useRef, useState } from "react";
import type { LocaleInput } from "../i18n/registry.js";
import { useCommitEffect } from "../useCommitEffect.js";
import {
  type GameError,
  type UseFlyingChessOptions,
  type UseFlyingChessResult,
  useFlyingChess,
} from "../useFlyingChess.js";
import {
  DEFAULT_RECONNECT,
  type FlyingRoomError,
  type FlyingRoomStatus,
  type LinkSnapshot,
  type LinkTarget,
  type ReconnectOptions,
  RoomLink,
} from "./connection.js";
import type {
  FlyingRoomClient,
  FlyingRoomConnection,
  FlyingRoomRefusal,
  FlyingRoomRefusalCode,
  FlyingRoomSeat,
  FlyingRoomState,
} from "./types.js";

/**
 * Which room `useFlyingChessRoom` plays in: one to join by its code, one to create (its
 * creator is the host), or one already joined. Give the hook the `client` in every case: it
 * reconnects with it. A room already joined must be handed over at once (in the task its
 * join resolved in): colyseus.js drops a message no listener waits for, and the server sends
 * the room's `state` on joining.
 *
 * @example
 * ```ts
 * import type { FlyingRoomTarget } from "@flying/react";
 * import { Client } from "colyseus.js";
 *
 * const client = new Client("ws://127.0.0.1:2567");
 * const join: FlyingRoomTarget = { client, code: "AbCd" };
 * const host: FlyingRoomTarget = { client, create: "aeroplane", roomOptions: { seats: { blue: { robot: "hard" } } } };
 * ```
 */
export type FlyingRoomTarget =
  | {
      client: FlyingRoomClient;
      /** The room's code (its id): `client.joinById(code, roomOptions)`. */
      code: string;
      create?: undefined;
      room?: undefined;
      roomOptions?: object;
    }
  | {
      client: FlyingRoomClient;
      /** The room type to create (`"flying"`, `"aeroplane"`…): `client.create(create, roomOptions)`. */
      create: string;
      code?: undefined;
      room?: undefined;
      /** The room's options (`{ variant, colors, rules, seats, pace }`). */
      roomOptions?: object;
    }
  | {
      /** A room already joined; the hook never leaves it on unmount (its owner does). */
      room: FlyingRoomConnection;
      /** Without one, a dropped connection is not restored. */
      client?: FlyingRoomClient;
      code?: undefined;
      create?: undefined;
      roomOptions?: undefined;
    };

/**
 * `useFlyingChessRoom`'s options: the room, the seat to claim on joining, how to reconnect,
 * and the `useFlyingChess` options that still make sense when a server owns the game.
 *
 * @example
 * ```ts
 * import type { UseFlyingChessRoomOptions } from "@flying/react";
 * import { Client } from "colyseus.js";
 *
 * const options: UseFlyingChessRoomOptions = {
 *   client: new Client("ws://127.0.0.1:2567"),
 *   code: "AbCd",
 *   seat: "red",
 *   name: "Ada",
 *   reconnect: { timeout: 30_000 },
 * };
 * ```
 */
export type UseFlyingChessRoomOptions = FlyingRoomTarget & {
  /** A seat to claim as soon as the room is open (and again after a reconnection, if lost), by `name`. */
  seat?: Color;
  /** The name to claim `seat` by. @default "Player" */
  name?: string;
  /**
   * How to come back after a dropped connection; false closes at once.
   *
   * @default DEFAULT_RECONNECT (tries for 20 s)
   */
  reconnect?: ReconnectOptions | false;
  /** As `useFlyingChess`'s; made only on this client's own turn. */
  autoMove?: boolean | { delay?: number };
  /** As `useFlyingChess`'s. */
  sound?: boolean;
  /** As `useFlyingChess`'s. */
  locale?: LocaleInput;
};

/**
 * Why a command was refused online: the hook's own reasons (as `useFlyingChess`'s), the
 * server's `refused` codes (NOT_YOUR_TURN, SEAT_TAKEN, RATE_LIMITED, the engine's…), and
 * NOT_CONNECTED (the room is not open), NOT_SEATED, NOT_STARTED and DIE_FROM_CLIENT (a roll
 * with a value: the server throws every die) found before sending.
 *
 * @example
 * ```tsx
 * import { type FlyingRoomClient, useFlyingChessRoom } from "@flying/react";
 *
 * export function Refusal({ client }: { client: FlyingRoomClient }) {
 *   const game = useFlyingChessRoom({ client, code: "AbCd" });
 *   return game.error && <p role="alert">{game.error.message}</p>;
 * }
 * ```
 */
export interface FlyingRoomGameError {
  code: GameError["code"] | FlyingRoomRefusalCode | "NOT_CONNECTED";
  message: string;
}

/**
 * The room's side of `useFlyingChessRoom`'s result: the connection, the seats and the
 * room's own commands. The commands return whether the message was sent (the server may
 * still refuse it: `refused`, and the hook's `error`).
 *
 * @example
 * ```tsx
 * import type { Color } from "@flying/engine";
 * import type { FlyingRoomOnline } from "@flying/react";
 *
 * export function Lobby({ online }: { online: FlyingRoomOnline }) {
 *   // Nobody came for these: the game does not start until someone sits there, or a robot.
 *   const free = (Object.keys(online.seats) as Color[]).filter(
 *     (color) => online.seats[color]?.kind === "human" && online.seats[color]?.client === null,
 *   );
 *   return (
 *     <p>
 *       {online.status} · room {online.code}
 *       {online.isHost && free.map((color) => (
 *         <button key={color} type="button" onClick={() => online.setRobot(color, "medium")}>
 *           A robot plays {color}
 *         </button>
 *       ))}
 *       {online.isHost && (
 *         <button type="button" disabled={free.length > 0} onClick={online.start}>Start</button>
 *       )}
 *     </p>
 *   );
 * }
 * ```
 */
export interface FlyingRoomOnline {
  /** "connecting" until joined, "open", "reconnecting" after a drop, "closed" for good. */
  status: FlyingRoomStatus;
  /**
   * Why the connection is closed (or was lost), else null. A room the server closed
   * (SERVER_SHUTDOWN, ROOM_FINISHED, ROOM_CLOSED) is not reconnected to: it is gone.
   */
  error: FlyingRoomError | null;
  /** The room's code, to share: the server's `code`, else the room id; null before joining. */
  code: string | null;
  /** Every seat as the server shows it. */
  seats: Partial<Record<Color, FlyingRoomSeat>>;
  /** The colour this client holds, or null (a spectator). */
  mySeat: Color | null;
  /** This client's id in the room, or null before joining. */
  sessionId: string | null;
  /** The sessionId of the client who may start the game. */
  host: string | null;
  isHost: boolean;
  started: boolean;
  /** How many clients are in the room, spectators included. */
  clients: number;
  /** Whether the server has sent the room's state yet (before that `state` is a stand-in). */
  synced: boolean;
  /** The server's last refusal of one of this client's messages. */
  refused: FlyingRoomRefusal | null;
  /** The room as last sent by the server, or null. */
  room: FlyingRoomState | null;
  /** Claims a free human seat by a name. */
  claim(seat: Color, name: string): boolean;
  /** Says this seat is ready (or not) for the start. */
  ready(ready?: boolean): boolean;
  /**
   * The host starts the game, once every person's seat is claimed (or made a robot's:
   * `setRobot`) and every claimed seat is ready; the server refuses it before (SEATS_OPEN,
   * NOT_READY) and from anyone else (NOT_HOST).
   */
  start(): boolean;
  /**
   * The host, before the start: a robot of level `robot` plays `seat`, one no client holds,
   * so that the game can start without a person there; `null` makes it a person's seat
   * again, free to claim. Refused by the server as SEAT_TAKEN for a seat a client holds (a
   * dropped one's too), NOT_HOST, ALREADY_STARTED.
   */
  setRobot(seat: Color, robot: RobotId | null): boolean;
  /** Gives the seat up and stays to watch (a robot plays it out once started). */
  leaveSeat(): boolean;
  /** Leaves the room for good: status "closed", nothing reconnects. */
  leave(): Promise<void>;
}

/**
 * What `useFlyingChessRoom` returns: `useFlyingChess`'s result (the game, its commands and
 * the prop getters, only this client's seat able to act) and `online`.
 *
 * @example
 * ```tsx
 * import { type FlyingRoomClient, useFlyingChessRoom, type UseFlyingChessRoomResult } from "@flying/react";
 *
 * const whose = (game: UseFlyingChessRoomResult) =>
 *   game.isHumanTurn ? "Your turn" : `Waiting for ${game.currentPlayer}`;
 * export function Line({ client }: { client: FlyingRoomClient }) {
 *   return <p>{whose(useFlyingChessRoom({ client, code: "AbCd" }))}</p>;
 * }
 * ```
 */
export interface UseFlyingChessRoomResult extends Omit<UseFlyingChessResult, "error"> {
  /** The last refused command: the hook's, or the server's `refused`. */
  error: FlyingRoomGameError | null;
  online: FlyingRoomOnline;
  /**
   * `useFlyingChess`'s controlled-mode options for this room (`state`, `onAction`, `local`:
   * this client's seat, `players`: the room's seats, `paused` while the room is not open or
   * the game not started, and `locale`), to play it with `<FlyingChessGame {...gameProps} />`
   * or another `useFlyingChess`. The sounds and auto-moves stay this hook's: they are not in
   * them, so they are not made twice.
   */
  gameProps: UseFlyingChessOptions;
}

/**
 * The stand-in game shown until the room's state comes: its seed is not the view's
 * neutral 0, so the first real state replaces it outright instead of animating its moves.
 */
const STAND_IN: GameState = createGame({ seed: 1 });
const NO_COLORS: readonly Color[] = [];
const NO_SEATS: Partial<Record<Color, FlyingRoomSeat>> = {};

/**
 * `useFlyingChess` over an online room of @flying/server: the same result, so a custom UI
 * (and the prop getters for `<FlyingChessBoard>` and `<Dice>`) plays online unchanged, with
 * `online` for the connection and the seats, and `gameProps` for `<FlyingChessGame>`. The
 * server owns the game: the hook runs `useFlyingChess` in controlled mode on the room's
 * state, this client's seat `local` (the others played elsewhere, the robots on the server)
 * and the game `paused` while the room is not open or not started; it sends this client's
 * rolls (never a value: the server throws the die) and moves. A refusal from the server is
 * the hook's `error`, and lets the next action through. When the connection drops, it
 * reconnects by itself (`client.reconnect`, for `reconnect.timeout`), unless the server
 * closed the room (it shut down, or a finished game's room closed: `online.error` says
 * which, at once). colyseus.js is not imported: a client and room of its shape do.
 *
 * @example
 * ```tsx
 * import { Dice, FlyingChessBoard, FlyingChessGame, useFlyingChessRoom } from "@flying/react";
 * import { Client } from "colyseus.js";
 *
 * const client = new Client("ws://127.0.0.1:2567");
 *
 * export function OnlineGame({ code }: { code: string }) {
 *   const game = useFlyingChessRoom({ client, code, seat: "red", name: "Ada" });
 *   const { online } = game;
 *   if (online.status === "closed") return <p role="alert">{online.error?.message}</p>;
 *   return (
 *     <>
 *       <p>{online.status === "reconnecting" ? "Reconnecting…" : `Room ${online.code}`}</p>
 *       {!online.started && <button type="button" onClick={() => online.ready()}>Ready</button>}
 *       {online.isHost && !online.started && <button type="button" onClick={online.start}>Start</button>}
 *       <FlyingChessBoard {...game.getBoardProps()} />
 *       <Dice {...game.getDiceProps()} />
 *     </>
 *   );
 * }
 *
 * // Or the whole game, as offline:
 * export function OnlineWhole({ code }: { code: string }) {
 *   const { gameProps } = useFlyingChessRoom({ client, code, seat: "red", name: "Ada" });
 *   return <FlyingChessGame {...gameProps} hints />;
 * }
 * ```
 */
export function useFlyingChessRoom(options: UseFlyingChessRoomOptions): UseFlyingChessRoomResult {
  const { client, code, create, room: given } = options;
  const latest = useRef(options);
  useCommitEffect(() => {
    latest.current = options;
  });

  const [snapshot, setSnapshot] = useState<LinkSnapshot>(INITIAL);
  const link = useRef<RoomLink | null>(null);
  // The hook's own refusals, and the inner hook's error when each was made (see errorOf).
  const [own, setOwn] = useState<OwnError | null>(null);
  const innerError = useRef<FlyingRoomGameError | null>(null);
  // The answer to the roll or move sent last, which the server gives later: a refusal (or a
  // lost connection) settles it false, so that useFlyingChess lets the next action through.
  const answer = useRef<((ok: boolean) => void) | null>(null);
  const settle = useCallback((ok: boolean) => {
    const resolve = answer.current;
    answer.current = null;
    resolve?.(ok);
  }, []);

  useEffect(() => {
    const target = targetOf({
      client,
      code,
      create,
      room: given,
      roomOptions: latest.current.roomOptions,
    });
    const retry = latest.current.reconnect;
    const reconnect = retry === false ? false : { ...DEFAULT_RECONNECT, ...retry };
    let claimedIn: FlyingRoomConnection | null = null;
    const next = new RoomLink(target, reconnect, {
      onState: (state, room) => {
        // The seat asked for, once per connection, while this client holds none and it is free.
        const { seat, name } = latest.current;
        if (seat === undefined || claimedIn === room) return;
        if (seatOf(state.seats, room.sessionId) !== null) return;
        const wanted = state.seats[seat];
        if (wanted?.kind !== "human" || wanted.client !== null) return;
        claimedIn = room;
        next.send("claim", { seat, name: name ?? "Player" });
      },
      onRefused: (refusal) => {
        setOwn({
          error: { code: refusal.code, message: refusal.message },
          inner: innerError.current,
        });
        if (refusal.type === "roll" || refusal.type === "move") settle(false);
      },
    });
    link.current = next;
    const unsubscribe = next.subscribe(() => {
      // A message sent before a drop may be lost: its answer may never come.
      if (next.snapshot.status !== "open") settle(false);
      setSnapshot(next.snapshot);
    });
    setSnapshot(next.snapshot);
    // A room given is listened to at once (its messages would be lost); a join waits a task,
    // so that StrictMode's effect, cleanup and effect again join once, not twice.
    let timer: ReturnType<typeof setTimeout> | null = null;
    if (target.kind === "room") next.start();
    else timer = setTimeout(() => next.start(), 0);
    return () => {
      if (timer !== null) clearTimeout(timer);
      unsubscribe();
      next.dispose();
      settle(false);
      if (link.current === next) link.current = null;
    };
  }, [client, code, create, given, settle]);

  const { status, room, state: roomState } = snapshot;
  const game = roomState?.game ?? STAND_IN;
  const sessionId = room?.sessionId ?? null;
  const seats = roomState?.seats ?? NO_SEATS;
  const mySeat = sessionId === null ? null : seatOf(seats, sessionId);
  const started = roomState?.started ?? false;
  const blocked = whyNot(status, roomState, mySeat, game);

  // What the last committed render showed: onAction is called from its event handlers.
  const shown = useRef({ blocked, step: roomState?.step ?? 0 });
  useCommitEffect(() => {
    shown.current = { blocked, step: roomState?.step ?? 0 };
  });

  const refuse = useCallback((error: FlyingRoomGameError) => {
    // The inner hook clears its error as it calls onAction: the refusal is the newest.
    setOwn({ error, inner: null });
    return false;
  }, []);
  const onAction = useCallback(
    (action: Action): boolean | Promise<boolean> => {
      const { blocked: why, step } = shown.current;
      if (why !== null) return refuse(why);
      if (action.type === "roll" && action.value !== undefined)
        return refuse({
          code: "DIE_FROM_CLIENT",
          message: "the server throws every die: a roll takes no value",
        });
      const sent =
        action.type === "roll"
          ? link.current?.send("roll", { at: step })
          : link.current?.send("move", { piece: action.piece, at: step });
      if (!sent) return refuse(NOT_CONNECTED);
      setOwn(null);
      // The server answers with a new state, or later with a refusal.
      settle(true);
      return new Promise<boolean>((resolve) => {
        answer.current = resolve;
      });
    },
    [refuse, settle],
  );

  // useFlyingChess in controlled mode: only this client's seat is played here, the others
  // (people elsewhere, the server's robots) as the room's seats say; nobody acts here while
  // the room is not open or its game not started.
  const gameProps: UseFlyingChessOptions = {
    state: game,
    onAction,
    local: mySeat === null ? NO_COLORS : [mySeat],
    players: playersOf(game.colors, seats),
    paused: status !== "open" || !started,
    ...(options.locale !== undefined && { locale: options.locale }),
  };
  const inner = useFlyingChess({
    ...gameProps,
    ...(options.autoMove !== undefined && { autoMove: options.autoMove }),
    ...(options.sound !== undefined && { sound: options.sound }),
  });
  const innerShown = useRoomWords(inner.error, blocked);
  useCommitEffect(() => {
    innerError.current = innerShown;
  });
  const error = own !== null && own.inner === innerShown ? own.error : innerShown;

  const send = (type: string, message?: object): boolean => {
    if (link.current?.send(type, message)) {
      setOwn(null);
      return true;
    }
    setOwn({ error: NOT_CONNECTED, inner: innerShown });
    return false;
  };
  const host = roomState?.host ?? null;
  const online: FlyingRoomOnline = {
    status,
    error: snapshot.error,
    code: roomState?.code ?? room?.roomId ?? code ?? null,
    seats,
    mySeat,
    sessionId,
    host,
    isHost: sessionId !== null && host === sessionId,
    started,
    clients: roomState?.clients ?? 0,
    synced: roomState !== null,
    refused: snapshot.refused?.refusal ?? null,
    room: roomState,
    claim: (seat, name) => send("claim", { seat, name }),
    ready: (ready = true) => send("ready", { ready }),
    start: () => send("start"),
    setRobot: (seat, robot) => send("robot", { seat, robot }),
    leaveSeat: () => send("leave"),
    leave: () => link.current?.leave() ?? Promise.resolve(),
  };

  // The inner hook's result as it is (its getters stay getters: a hint is worked out only
  // when read), with the room's error, the connection and the options for <FlyingChessGame>.
  return Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(inner),
      ...Object.getOwnPropertyDescriptors({ error, online, gameProps }),
    },
  ) as UseFlyingChessRoomResult;
}

/**
 * The inner hook's error in the room's words: its refusal of another seat's turn, or of any
 * action while the room is not open or the game not started, is the room's reason
 * (NOT_YOUR_TURN, NOT_SEATED, NOT_CONNECTED, NOT_STARTED), as found when it was made; its
 * ACTION_REFUSED is none, the room's own refusal saying why. One object per inner error.
 */
function useRoomWords(
  inner: GameError | null,
  blocked: FlyingRoomGameError | null,
): FlyingRoomGameError | null {
  const seen = useRef<{ inner: GameError | null; shown: FlyingRoomGameError | null }>({
    inner: null,
    shown: null,
  });
  if (seen.current.inner !== inner) {
    const here = inner?.code === "NOT_LOCAL_TURN" || inner?.code === "PAUSED";
    const shown = inner?.code === "ACTION_REFUSED" ? null : here ? (blocked ?? inner) : inner;
    seen.current = { inner, shown };
  }
  return seen.current.shown;
}

interface OwnError {
  error: FlyingRoomGameError;
  /** The inner hook's error when this one was made: a newer one of its own replaces it. */
  inner: FlyingRoomGameError | null;
}

const INITIAL: LinkSnapshot = {
  status: "connecting",
  room: null,
  state: null,
  error: null,
  refused: null,
};
const NOT_CONNECTED: FlyingRoomGameError = {
  code: "NOT_CONNECTED",
  message: "the room is not connected: wait for it to open",
};

function targetOf(options: {
  client: FlyingRoomClient | undefined;
  code: string | undefined;
  create: string | undefined;
  room: FlyingRoomConnection | undefined;
  roomOptions: object | undefined;
}): LinkTarget {
  const { client, code, create, room, roomOptions } = options;
  const extra = roomOptions === undefined ? {} : { options: roomOptions };
  if (room !== undefined)
    return client === undefined ? { kind: "room", room } : { kind: "room", room, client };
  if (client === undefined)
    throw new TypeError("useFlyingChessRoom: `client` is required to join or create a room");
  if (code !== undefined) return { kind: "join", client, code, ...extra };
  if (create !== undefined) return { kind: "create", client, roomName: create, ...extra };
  throw new TypeError(
    "useFlyingChessRoom: give a room `code`, a room type to `create`, or a joined `room`",
  );
}

/** The colour a client holds, or null. */
function seatOf(seats: Partial<Record<Color, FlyingRoomSeat>>, sessionId: string): Color | null {
  for (const [color, seat] of Object.entries(seats))
    if (seat?.client === sessionId) return color as Color;
  return null;
}

/** Why this client may not act now, or null when it is its turn. */
function whyNot(
  status: FlyingRoomStatus,
  room: FlyingRoomState | null,
  mySeat: Color | null,
  game: GameState,
): FlyingRoomGameError | null {
  if (status !== "open" || room === null) return NOT_CONNECTED;
  if (mySeat === null)
    return { code: "NOT_SEATED", message: "spectators cannot act: claim a seat" };
  if (!room.started) return { code: "NOT_STARTED", message: "the host has not started the game" };
  if (game.over) return { code: "GAME_OVER", message: "the game is over" };
  if (game.turn !== mySeat)
    return { code: "NOT_YOUR_TURN", message: `it is ${game.turn}'s turn, not ${mySeat}'s` };
  return null;
}

/** Who plays each colour as the server says: its robots as robots, everyone else a person. */
function playersOf(
  colors: readonly Color[],
  seats: Partial<Record<Color, FlyingRoomSeat>>,
): Partial<Record<Color, Player>> {
  const players: Partial<Record<Color, Player>> = {};
  for (const color of colors) {
    const seat = seats[color];
    players[color] =
      seat?.kind === "robot" && seat.robot !== null ? { robot: seat.robot } : "human";
  }
  return players;
}
