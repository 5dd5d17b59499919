"use client";
import {
  type Action,
  type Color,
  createGame,
  type GameState,
  type Move,
  type Phase,
  type Player,
} from "@flying/engine";
import { useCallback, useEffect, useRef, useState } from "react";
import { usePieceControls } from "../board/pieceControls.js";
import type { DieStatus } from "../Dice.js";
import { format, robotName } from "../i18n/format.js";
import type { LocaleInput } from "../i18n/registry.js";
import type { LocalePack } from "../i18n/types.js";
import { useCommitEffect } from "../useCommitEffect.js";
import { type GameError, type UseFlyingChessResult, useFlyingChess } from "../useFlyingChess.js";
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
  code:
    | GameError["code"]
    | "NOT_CONNECTED"
    | "NOT_SEATED"
    | "NOT_STARTED"
    | "NOT_YOUR_TURN"
    | "DIE_FROM_CLIENT"
    | (string & {});
  message: string;
}

/**
 * The room's side of `useFlyingChessRoom`'s result: the connection, the seats and the
 * room's own commands. The commands return whether the message was sent (the server may
 * still refuse it: `refused`, and the hook's `error`).
 *
 * @example
 * ```tsx
 * import type { FlyingRoomOnline } from "@flying/react";
 *
 * export function Lobby({ online }: { online: FlyingRoomOnline }) {
 *   return (
 *     <p>
 *       {online.status} · room {online.code}
 *       {online.isHost && <button type="button" onClick={online.start}>Start</button>}
 *     </p>
 *   );
 * }
 * ```
 */
export interface FlyingRoomOnline {
  /** "connecting" until joined, "open", "reconnecting" after a drop, "closed" for good. */
  status: FlyingRoomStatus;
  /** Why the connection is closed (or was lost), else null. */
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
  /** The host starts the game once every claimed seat is ready. */
  start(): boolean;
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
}

/**
 * The stand-in game shown until the room's state comes: its seed is not the view's
 * neutral 0, so the first real state replaces it outright instead of animating its moves.
 */
const STAND_IN: GameState = createGame({ seed: 1 });
const NO_MOVES: Move[] = [];
const NO_SEATS: Partial<Record<Color, FlyingRoomSeat>> = {};

/**
 * `useFlyingChess` over an online room of @flying/server: the same result, so a custom UI
 * (and the prop getters for `<FlyingChessBoard>` and `<Dice>`) plays online unchanged, with
 * `online` for the connection and the seats. The server owns the game: the hook runs
 * `useFlyingChess` in controlled mode on the room's state, sends this client's rolls
 * (never a value: the server throws the die) and moves, and only this client's own seat
 * can act; the others are played elsewhere. A refusal from the server is the hook's
 * `error`. When the connection drops, it reconnects by itself (`client.reconnect`, for
 * `reconnect.timeout`). colyseus.js is not imported: any client and room of its shape do.
 *
 * @example
 * ```tsx
 * import { Dice, FlyingChessBoard, useFlyingChessRoom } from "@flying/react";
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
  const innerError = useRef<GameError | null>(null);

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
      onRefused: (refusal) =>
        setOwn({
          error: { code: refusal.code, message: refusal.message },
          inner: innerError.current,
        }),
    });
    link.current = next;
    const unsubscribe = next.subscribe(() => setSnapshot(next.snapshot));
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
      if (link.current === next) link.current = null;
    };
  }, [client, code, create, given]);

  const { status, room, state: roomState } = snapshot;
  const game = roomState?.game ?? STAND_IN;
  const sessionId = room?.sessionId ?? null;
  const seats = roomState?.seats ?? NO_SEATS;
  const mySeat = sessionId === null ? null : seatOf(seats, sessionId);
  const started = roomState?.started ?? false;
  const blocked = whyNot(status, roomState, mySeat, game);
  const myTurn = blocked === null;

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
    (action: Action): boolean => {
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
      return true;
    },
    [refuse],
  );

  const inner = useFlyingChess({
    state: game,
    onAction,
    // Made only on this client's own turn: on another's it would be refused, and say so.
    autoMove: myTurn ? options.autoMove : false,
    ...(options.sound !== undefined && { sound: options.sound }),
    ...(options.locale !== undefined && { locale: options.locale }),
  });
  const innerShown = inner.error?.code === "ACTION_REFUSED" ? null : inner.error;
  useCommitEffect(() => {
    innerError.current = innerShown;
  });
  const error = own !== null && own.inner === innerShown ? own.error : innerShown;

  const pack = inner.locale;
  const phase = inner.phase;
  const myMoves = myTurn ? inner.legalMoves : NO_MOVES;
  const innerBoard = inner.getBoardProps();
  const pieceControls = usePieceControls({
    state: inner.state,
    movable: myMoves,
    onMove: innerBoard.onMove,
    pack,
    board: inner.board,
  });

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
    leaveSeat: () => send("leave"),
    leave: () => link.current?.leave() ?? Promise.resolve(),
  };

  const players = playersOf(game.colors, seats);
  const isMine = () => shown.current.blocked === null;
  return {
    state: inner.state,
    phase,
    currentPlayer: inner.currentPlayer,
    isHumanTurn: myTurn,
    humans: mySeat === null ? [] : [mySeat],
    players,
    legalMoves: inner.legalMoves,
    roll: inner.roll,
    move: inner.move,
    dispatch: inner.dispatch,
    get hint() {
      return myTurn ? inner.hint : null;
    },
    canShowHint: myTurn && inner.canShowHint,
    showHint: () => myTurn && inner.showHint(),
    get shownHint() {
      return myTurn ? inner.shownHint : null;
    },
    selectColor: inner.selectColor,
    canSelectColor: false,
    undo: inner.undo,
    redo: inner.redo,
    canUndo: false,
    canRedo: false,
    reset: inner.reset,
    get record() {
      return inner.record;
    },
    session: inner.session,
    events: inner.events,
    eventKey: inner.eventKey,
    log: inner.log,
    get narration() {
      return inner.narration;
    },
    error,
    pending: inner.pending,
    loadError: inner.loadError,
    animating: inner.animating,
    locale: pack,
    board: inner.board,
    getBoardProps: (user = {}) => {
      const props = inner.getBoardProps(user);
      return {
        ...props,
        movable: myMoves,
        pieceControls,
        // Another seat's turn: the user's callback, not the roll.
        onRoll: () => (isMine() ? props.onRoll?.() : user.onRoll?.()),
        hint: user.hint === undefined ? (myTurn ? props.hint : null) : user.hint,
      };
    },
    getPieceProps: pieceControls.getPieceProps,
    getDiceProps: (user = {}) => {
      const disabled = user.disabled === true;
      const props = inner.getDiceProps({
        ...user,
        disabled: disabled || !myTurn,
        status: user.status ?? dieStatus(phase, myTurn, disabled),
        waitingFor: user.waitingFor ?? turnText(pack, game.turn, seats[game.turn]),
      });
      return {
        ...props,
        onRoll: (...args) => {
          if (isMine()) props.onRoll?.(...args);
          else user.onRoll?.(...args);
        },
      };
    },
    online,
  };
}

interface OwnError {
  error: FlyingRoomGameError;
  /** The inner hook's error when this one was made: a newer one of its own replaces it. */
  inner: GameError | null;
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

/** What the die waits for (as useFlyingChess's), this client's turn standing for a person's. */
function dieStatus(phase: Phase, mine: boolean, disabled: boolean): DieStatus {
  if (phase === "over") return "over";
  if (!mine) return "waiting";
  if (phase === "move") return "move";
  return disabled ? "waiting" : "roll";
}

/** Whose turn it is, in the pack's words: a robot named, anyone else by colour. */
function turnText(pack: LocalePack, color: Color, seat: FlyingRoomSeat | undefined): string {
  return seat?.kind === "robot" && seat.robot !== null
    ? format(pack.ui.robotTurn, {
        color: pack.colors[color],
        robot: robotName(pack, { robot: seat.robot }),
      })
    : format(pack.ui.turn, { color: pack.colors[color] });
}
