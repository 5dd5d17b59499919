/**
 * Helpers for the server tests: a server on 127.0.0.1 and a free port, and players that are
 * real colyseus.js clients over WebSockets, recording every message they receive (decoded,
 * and the raw frames) so that a test can look at all of it afterwards.
 */
import { matchMaker } from "@colyseus/core";
import type { Color, GameState } from "@flying/engine";
import { legalMoves } from "@flying/engine";
import { Client, type Room } from "colyseus.js";
import type { RefusedMessage, StateMessage } from "./protocol.js";
import type { FlyingRoom } from "./room.js";
import {
  createServer,
  type RunningServer,
  roomWithKey,
  roomWithLimits,
  type ServerOptions,
} from "./server.js";

/** A room name whose flood control never gets in the way of a fast scripted game. */
export const UNLIMITED_ROOM = "flying-unlimited";

export async function startServer(extra: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const running = await createServer({
    port: 0,
    host: "127.0.0.1",
    handleSignals: false,
    ...extra,
  });
  running.server.define(
    UNLIMITED_ROOM,
    roomWithKey(
      roomWithLimits({ burst: 1_000_000, perSecond: 1_000_000, strikes: 1_000_000 }),
      extra.recordKey,
    ),
  );
  return running;
}

/** The room instance behind a client's room, in this process (to read its real session). */
export function serverRoom(roomId: string): FlyingRoom {
  const room = matchMaker.getLocalRoomById(roomId);
  if (!room) throw new Error(`no room ${roomId} in this process`);
  return room as FlyingRoom;
}

export interface Received {
  type: string | number;
  message: unknown;
}

const WAIT = 10_000;

/** A client in a room, with everything it received. */
export class Player {
  readonly received: Received[] = [];
  readonly frames: Uint8Array[] = [];
  readonly states: StateMessage[] = [];
  /** When each state arrived (performance.now()), index for index. */
  readonly arrivals: number[] = [];
  readonly refusals: RefusedMessage[] = [];
  closeCode: number | null = null;
  private listeners: (() => void)[] = [];
  private stateListeners: ((state: StateMessage) => void)[] = [];

  constructor(readonly room: Room) {
    room.onMessage("*", (type: string | number, message: unknown) => {
      this.received.push({ type, message });
      if (type === "state") {
        this.states.push(message as StateMessage);
        this.arrivals.push(performance.now());
        for (const listener of this.stateListeners) listener(message as StateMessage);
      }
      if (type === "refused") this.refusals.push(message as RefusedMessage);
      for (const listener of this.listeners.slice()) listener();
    });
    room.onLeave((code: number) => {
      this.closeCode = code;
      for (const listener of this.listeners.slice()) listener();
    });
    // The raw frames too: what travels on the wire, before colyseus.js decodes it.
    const transport = room.connection.transport as unknown as {
      ws?: {
        addEventListener?(type: "message", listener: (event: { data: unknown }) => void): void;
      };
    };
    transport.ws?.addEventListener?.("message", (event) => {
      const { data } = event;
      if (data instanceof ArrayBuffer) this.frames.push(new Uint8Array(data));
      else if (data instanceof Uint8Array) this.frames.push(new Uint8Array(data));
    });
  }

  /**
   * Calls `listener` on every state received (colyseus.js calls one handler a message:
   * a handler of "state" would hide the states from the recording "*" one).
   */
  onState(listener: (state: StateMessage) => void): void {
    this.stateListeners.push(listener);
  }

  get id(): string {
    return this.room.sessionId;
  }

  /** The latest state received (throws before the first). */
  get state(): StateMessage {
    const state = this.states.at(-1);
    if (!state) throw new Error(`${this.id} has received no state`);
    return state;
  }

  get game(): GameState {
    return this.state.game;
  }

  /** Resolves once `check` holds (checked now and after every message), or fails after `ms`. */
  until<T>(check: () => T | undefined | null | false, what: string, ms = WAIT): Promise<T> {
    return new Promise((resolve, reject) => {
      const done = check();
      if (done) return resolve(done);
      const timer = setTimeout(() => {
        this.listeners = this.listeners.filter((l) => l !== listener);
        // The last refusal is often why: a scripted action refused leaves the game waiting.
        const refusal = this.refusals.at(-1);
        const last = refusal ? ` (its last refusal: ${refusal.code}: ${refusal.message})` : "";
        reject(new Error(`${this.id}: timed out waiting for ${what}${last}`));
      }, ms);
      const listener = () => {
        let value: T | undefined | null | false;
        try {
          value = check();
        } catch (error) {
          clearTimeout(timer);
          this.listeners = this.listeners.filter((l) => l !== listener);
          reject(error);
          return;
        }
        if (value) {
          clearTimeout(timer);
          this.listeners = this.listeners.filter((l) => l !== listener);
          resolve(value);
        }
      };
      this.listeners.push(listener);
    });
  }

  /** Waits for a state `check` accepts. */
  untilState(check: (state: StateMessage) => boolean, what: string, ms = WAIT) {
    return this.until(
      () => {
        const state = this.states.at(-1);
        return state && check(state) ? state : undefined;
      },
      what,
      ms,
    );
  }

  /** Sends a message and waits for its refusal. */
  async refused(type: string | number, payload?: unknown): Promise<RefusedMessage> {
    const before = this.refusals.length;
    this.room.send(type, payload);
    return this.until(() => this.refusals[before], `a refusal of ${String(type)}`);
  }

  /**
   * Sends a message and waits for the state it causes. States from earlier changes (another
   * client's join) may still be on their way, so "the next state" is not it: the state is
   * told by what the message changes (`until`, or by default for its type). A refusal fails.
   */
  async sends(
    type: string,
    payload?: Record<string, unknown>,
    until?: (state: StateMessage) => boolean,
  ): Promise<StateMessage> {
    const step = this.states.at(-1)?.step ?? -1;
    const mine = (state: StateMessage) =>
      Object.entries(state.seats).find(([, seat]) => seat?.client === this.id)?.[1];
    const caused =
      until ??
      ((state: StateMessage) => {
        switch (type) {
          case "roll":
          case "move":
            return state.step > step;
          case "claim":
            return state.seats[payload?.seat as Color]?.client === this.id;
          case "ready":
            return mine(state)?.ready === (payload?.ready ?? true);
          case "start":
            return state.started;
          case "leave":
            return mine(state) === undefined;
          default:
            throw new Error(`no default wait for ${type}`);
        }
      });
    const refusals = this.refusals.length;
    const from = this.states.length;
    this.room.send(type, payload);
    return this.until(() => {
      const refusal = this.refusals[refusals];
      if (refusal) throw new Error(`${type} refused: ${refusal.code}: ${refusal.message}`);
      return this.states.slice(from).find(caused);
    }, `the state after ${type}`);
  }

  leave(): Promise<number> {
    return this.room.leave(true);
  }
}

export async function create(url: string, options: unknown, room = "flying"): Promise<Player> {
  const player = new Player(await new Client(url).create(room, options));
  await player.until(() => player.states[0], "the first state");
  return player;
}

export async function join(url: string, roomId: string): Promise<Player> {
  const player = new Player(await new Client(url).joinById(roomId));
  // Its first state is sent as it joins.
  await player.until(() => player.states[0], "the first state");
  return player;
}

/** What a seated client does on its turn: roll if it must, else the first legal move. */
export function nextAction(
  game: GameState,
): ["roll", Record<string, never>] | ["move", { piece: string }] {
  if (game.roll === null) return ["roll", {}];
  const [move] = legalMoves(game);
  if (!move) throw new Error("a roll is waiting but there is no legal move");
  return ["move", { piece: move.piece }];
}

/** Plays `color` for `player` from now on: on each state where it is to act, one action, pinned to that step. */
export function autoplay(player: Player, color: Color): void {
  let acted = -1;
  player.onState((state) => {
    if (!toAct(state, color) || state.step === acted) return;
    acted = state.step;
    const [type, payload] = nextAction(state.game);
    player.room.send(type, { ...payload, at: state.step });
  });
}

/** Whether `color` is to act in this state. */
export function toAct(state: StateMessage, color: Color): boolean {
  return state.started && !state.game.over && state.game.turn === color;
}
