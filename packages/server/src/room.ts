/**
 * FlyingRoom: one game of any variant, the engine's session authoritative inside it. The
 * clients only ask (roll, move, claim, ready, start, leave, record, robot); the room checks
 * who asks and what for, throws the dice itself, lets the engine judge every action, drives
 * the robots on its own clock, and sends everyone a view of the game with the die's secrets
 * removed.
 */
import { type Client, Room } from "@colyseus/core";
import {
  type Action,
  applyCommand,
  type Color,
  type GameEvent,
  type GameRecord,
  type GameState,
  getRobot,
  type PieceId,
  type Session,
  type SessionCommand,
  toRecord,
  type VariantId,
} from "@flying/engine";
// The levelled robots: a room seats any level, and a player who leaves gets one (STAND_IN).
import "@flying/engine/robots";
import { releaseRoomCode, reserveRoomCode } from "./codes.js";
import { rollDie } from "./dice.js";
import { readMessage } from "./messages.js";
import { setUpRoom } from "./options.js";
import {
  CLOSE_RATE_LIMITED,
  CLOSE_ROOM_FINISHED,
  CLOSE_SERVER_SHUTDOWN,
  type ClientMessage,
  type ClosingMessage,
  type ClosingReason,
  type RecordMessage,
  type RefusalCode,
  type RefusedMessage,
  type StateMessage,
} from "./protocol.js";
import { DEFAULT_RATE_LIMITS, type RateLimits, TokenBucket } from "./rate-limit.js";
import { SeatTable } from "./seats.js";
import { defaultRecordKey, type RecordKey, signRecord } from "./signing.js";
import { publicView } from "./view.js";

/** What the matchmaker lists of a room (for a lobby, and for `join` filters later). */
export interface FlyingRoomMetadata {
  variant: VariantId;
  colors: Color[];
  started: boolean;
  over: boolean;
}

interface Refusal {
  code: RefusalCode;
  message: string;
}

/** Four players and a crowd of spectators; beyond that the room is locked (Colyseus does it). */
export const MAX_CLIENTS = 32;
/**
 * The longest the room's clock goes between ticks. Its timers fire on ticks only, and a
 * tick credits a timer with the whole time since the tick before, so a robot acts within
 * one tick of its pace: the room ticks every tenth of its pace (every millisecond at least,
 * for the tests' pace 0; every MAX_TICK at most, to cost little for slow paces).
 */
const MAX_TICK = 50;

type Delayed = ReturnType<Room["clock"]["setTimeout"]>;

export class FlyingRoom extends Room<object, FlyingRoomMetadata> {
  override maxClients = MAX_CLIENTS;
  /** Flood control per client; a subclass (or `createServer`'s `limits`) may change it. */
  protected limits: RateLimits = DEFAULT_RATE_LIMITS;
  /**
   * The key records are signed with; null takes `defaultRecordKey()` (FLYING_RECORD_KEY, or
   * a random key per process). A subclass (or `createServer`'s `recordKey`) may set it.
   */
  protected recordKey: RecordKey | null = null;

  // Set in onCreate, which Colyseus always runs first.
  #session!: Session;
  #seats!: SeatTable;
  #pace = 0;
  #started = false;
  #host: string | null = null;
  #robotTimer: Delayed | null = null;
  #grace = 0;
  #linger = 0;
  #lingerTimer: Delayed | null = null;
  /** Set once the room is closing (shutdown, or a finished room's time is up). */
  #closing = false;
  /** Whether onCreate took a room code from the presence (and onDispose must give it back). */
  #code = false;
  readonly #buckets = new Map<string, TokenBucket>();
  /** Clients disconnected for flooding: they get no grace period. */
  readonly #kicked = new Set<string>();

  /** The authoritative session (server side only: it holds the real seed). */
  get session(): Session {
    return this.#session;
  }

  /** The game as it stands, with its real seed: never send this to a client. */
  get game(): GameState {
    return this.#session.game;
  }

  /**
   * The full record of the game so far, its real seed included: server side only. Every
   * roll in it was thrown outside, so the seed decides nothing and `publicRecord` (what
   * the clients get) replays to the same game.
   */
  get record(): GameRecord {
    return toRecord(this.#session.game);
  }

  /** The record a client gets: the public view's (seed NEUTRAL_SEED, every roll given). */
  publicRecord(): GameRecord {
    return toRecord(publicView(this.#session.game));
  }

  /** The public record and the server's signature of it: the answer to a `record` message. */
  recordMessage(): RecordMessage {
    const record = this.publicRecord();
    return {
      record,
      signature: signRecord(record, this.recordKey ?? defaultRecordKey()),
      over: this.#session.game.over,
    };
  }

  get started(): boolean {
    return this.#started;
  }

  override async onCreate(options: unknown): Promise<void> {
    // Throws a RoomOptionsError on bad options: Colyseus then refuses to create the room
    // and hands the error's code and message to the client that asked.
    const { session, seats, pace, grace, linger } = setUpRoom(options);
    this.#session = session;
    this.#seats = new SeatTable(seats);
    this.#pace = pace;
    this.#grace = grace;
    this.#linger = linger;
    // The room's id is a short code, unique among the rooms of every process sharing the
    // presence (Colyseus lets onCreate replace the roomId it drew).
    this.roomId = await reserveRoomCode(this.presence);
    this.#code = true;
    // No schema state to patch: the room sends whole snapshots as messages. The clock
    // (robots' pace) ticks from a simulation interval instead of the patch loop.
    this.patchRate = 0;
    this.setSimulationInterval(() => undefined, tickOf(pace));
    this.onMessage("*", (client, type, payload: unknown) => this.receive(client, type, payload));
    this.publishMetadata();
  }

  override onJoin(client: Client): void {
    this.#buckets.set(client.sessionId, new TokenBucket(this.limits));
    // The first client (the creator, as Colyseus joins it first) is the host.
    this.#host ??= client.sessionId;
    this.changed();
  }

  /**
   * A client left. One that left on purpose (`room.leave()`), or was cut off for flooding,
   * gives its seat up at once. One whose connection dropped keeps it for the grace period:
   * its seat shows `connected: false` and its turns wait; if it reconnects
   * (`client.reconnect(room.reconnectionToken)`, same sessionId) it is sent the room as it
   * stands and plays on; if not, it gives the seat up then (a robot takes it once started).
   */
  override async onLeave(client: Client, consented?: boolean): Promise<void> {
    const id = client.sessionId;
    if (this.#closing) return;
    if (consented || this.#grace <= 0 || this.#kicked.delete(id)) {
      this.release(id);
      return;
    }
    this.#seats.drop(id);
    this.changed();
    try {
      await this.allowReconnection(client, this.#grace);
    } catch {
      // The grace period ran out, or the room is closing.
      if (!this.#closing) this.release(id);
      return;
    }
    if (this.#closing) return;
    this.#seats.rejoin(id);
    this.changed();
  }

  /** A client gives up its place in the room for good: seat, flood bucket, host. */
  private release(id: string): void {
    this.#buckets.delete(id);
    this.#seats.release(id, this.#started);
    if (this.#host === id) this.#host = this.clients[0]?.sessionId ?? null;
    this.changed();
  }

  /**
   * The server is shutting down (SIGTERM, SIGINT, or `RunningServer.close()`): rooms are
   * not persisted, so every client is told (`closing`, reason "server-shutdown") and
   * disconnected with CLOSE_SERVER_SHUTDOWN. Colyseus calls it from `gracefullyShutdown`.
   */
  override onBeforeShutdown(): void {
    this.close("server-shutdown", CLOSE_SERVER_SHUTDOWN);
  }

  override async onDispose(): Promise<void> {
    this.#closing = true;
    if (this.#code) await releaseRoomCode(this.presence, this.roomId);
  }

  /** Tells every client why, then disconnects them all and disposes of the room. */
  private close(reason: ClosingReason, code: number): void {
    if (this.#closing) return;
    this.#closing = true;
    const message: ClosingMessage = { reason };
    this.broadcast("closing", message);
    this.disconnect(code).catch((error: unknown) =>
      console.error(`FlyingRoom ${this.roomId}: disconnect failed:`, error),
    );
  }

  override onUncaughtException(error: Error, method: string): void {
    // A bug must not take the process (and every other room) down with it.
    console.error(`FlyingRoom ${this.roomId}: ${method} failed:`, error);
  }

  /** Every message from a client: flood control, then its shape, then what it asks. */
  private receive(client: Client, type: string | number, payload: unknown): void {
    const bucket = this.#buckets.get(client.sessionId);
    if (!bucket) return;
    const verdict = bucket.take();
    if (verdict === "disconnect") {
      this.#kicked.add(client.sessionId);
      client.leave(CLOSE_RATE_LIMITED, "too many messages");
      return;
    }
    if (verdict === "refuse") {
      this.refuse(client, type, {
        code: "RATE_LIMITED",
        message: "too many messages: wait before sending more",
      });
      return;
    }
    const read = readMessage(type, payload);
    if (!read.ok) {
      this.refuse(client, type, read);
      return;
    }
    if (read.message.type === "record") {
      client.send("record", this.recordMessage());
      return;
    }
    const refusal = this.handle(client.sessionId, read.message);
    if (refusal) this.refuse(client, type, refusal);
  }

  private refuse(client: Client, type: string | number, refusal: Refusal): void {
    const message: RefusedMessage = {
      type: typeof type === "string" ? type.slice(0, 16) : null,
      code: refusal.code,
      message: refusal.message,
    };
    client.send("refused", message);
  }

  /** Carries out a message read whole; returns why it is refused, or null when it was done. */
  private handle(client: string, message: ClientMessage): Refusal | null {
    switch (message.type) {
      case "roll":
      case "move":
        return this.act(client, message);
      case "claim": {
        const refusal = this.#seats.claim(client, message.seat, message.name, this.#started);
        if (!refusal) this.changed();
        return refusal;
      }
      case "ready": {
        if (this.#started)
          return { code: "ALREADY_STARTED", message: "the game has started: no need to be ready" };
        const refusal = this.#seats.setReady(client, message.ready);
        if (!refusal) this.changed();
        return refusal;
      }
      case "start":
        return this.start(client);
      case "leave": {
        const color = this.#seats.release(client, this.#started);
        if (color === null) return { code: "NOT_SEATED", message: "you hold no seat" };
        this.changed();
        return null;
      }
      case "record":
        // Answered in receive(), which holds the client to send it to.
        return null;
      case "robot":
        return this.setRobot(client, message);
    }
  }

  /** The host puts a robot in a free seat, or makes a robot's seat a person's, before the start. */
  private setRobot(client: string, message: Extract<ClientMessage, { type: "robot" }>) {
    if (this.#started)
      return refusal("ALREADY_STARTED", "the game has started: its seats are as they are");
    if (client !== this.#host) return refusal("NOT_HOST", "only the host seats robots");
    const refused = this.#seats.setRobot(message.seat, message.robot);
    if (!refused) this.changed();
    return refused;
  }

  private start(client: string): Refusal | null {
    if (this.#started) return { code: "ALREADY_STARTED", message: "the game has started" };
    if (client !== this.#host)
      return { code: "NOT_HOST", message: "only the host starts the game" };
    const free = this.#seats.free();
    if (free.length > 0)
      return {
        code: "SEATS_OPEN",
        message: `nobody sits at ${free.join(", ")}: someone must, or the host makes ${free.length > 1 ? "them robots" : "it a robot"}`,
      };
    const waiting = this.#seats.notReady();
    if (waiting.length > 0)
      return { code: "NOT_READY", message: `not ready yet: ${waiting.join(", ")}` };
    this.#started = true;
    this.publishMetadata();
    this.changed();
    return null;
  }

  /** A person's roll or move: only for the seat the client holds, only on its turn. */
  private act(client: string, message: Extract<ClientMessage, { type: "roll" | "move" }>) {
    if (!this.#started) return refusal("NOT_STARTED", "the host has not started the game");
    const color = this.#seats.seatOf(client);
    if (color === null) return refusal("NOT_SEATED", "spectators cannot act: claim a seat");
    const { game } = this.#session;
    if (game.over) return refusal("GAME_OVER", "the game is over");
    if (game.turn !== color)
      return refusal("NOT_YOUR_TURN", `it is ${game.turn}'s turn, not ${color}'s`);
    const at = message.at === undefined ? {} : { at: message.at };
    // The engine checks the rest (ROLL_FIRST, MOVE_PENDING, ILLEGAL_MOVE, NOT_YOUR_PIECE,
    // UNKNOWN_PIECE, STALE_COMMAND); the die is the server's, thrown only now.
    const command: SessionCommand =
      message.type === "roll"
        ? { type: "roll", value: rollDie(), ...at }
        : { type: "move", piece: message.piece as PieceId, ...at };
    return this.play(command);
  }

  /** Plays a command on the session; on success every client is sent the new state. */
  private play(command: SessionCommand): Refusal | null {
    const result = applyCommand(this.#session, command);
    if (!result.ok) return result.error;
    const last = result.session.log.at(-1)?.action;
    if (last?.type === "roll" && last.value === undefined) {
      // Never: every roll the room plays is thrown here. Refused rather than adopted, as
      // a roll of the game's own die would be foreseeable from the seed.
      return refusal("INTERNAL", "a roll without a thrown die");
    }
    this.#session = result.session;
    if (result.session.game.over) {
      this.publishMetadata();
      // A finished room stays a while for its record, then closes (sooner if emptied).
      this.#lingerTimer ??= this.clock.setTimeout(
        () => this.close("game-over", CLOSE_ROOM_FINISHED),
        this.#linger * 1000,
      );
    }
    this.changed(result.events);
    return null;
  }

  /** A robot's turn, when the clock says: the robot picks, the server throws its die. */
  private robotTurn(): void {
    this.#robotTimer = null;
    const robot = this.robotToPlay();
    if (robot === null) return;
    const picked = getRobot(robot).act(this.#session.game);
    const action: Action = picked.type === "roll" ? { type: "roll", value: rollDie() } : picked;
    const failed = this.play({ type: "play", action });
    if (failed) console.error(`FlyingRoom ${this.roomId}: ${robot} robot refused:`, failed);
  }

  /** The robot to play now (a robot seat's, or one standing in), or null. */
  private robotToPlay() {
    const { game } = this.#session;
    if (!this.#started || game.over) return null;
    const actor = this.#seats.actorOf(game.turn);
    return actor !== null && "robot" in actor ? actor.robot : null;
  }

  /** After every change: everyone gets the new state, and a robot to play is timed. */
  private changed(events: GameEvent[] = []): void {
    if (this.#closing) return;
    this.broadcast("state", this.stateMessage(events));
    if (this.#robotTimer === null && this.robotToPlay() !== null)
      this.#robotTimer = this.clock.setTimeout(() => this.robotTurn(), this.#pace);
  }

  /** The room as every client sees it. */
  stateMessage(events: GameEvent[] = []): StateMessage {
    return {
      code: this.roomId,
      game: publicView(this.#session.game),
      seats: this.#seats.view(),
      started: this.#started,
      step: this.#session.step,
      host: this.#host,
      clients: this.clients.length,
      events,
    };
  }

  private publishMetadata(): void {
    const { variant, colors, over } = this.#session.game;
    void this.setMetadata({ variant, colors, started: this.#started, over });
  }
}

/** The room clock's tick for a pace (see MAX_TICK). */
export function tickOf(pace: number): number {
  return Math.min(MAX_TICK, Math.max(1, Math.floor(pace / 10)));
}

function refusal(code: RefusalCode, message: string): Refusal {
  return { code, message };
}
