/**
 * A bounded load test on loopback: one server process, `rooms` rooms of `clients` real
 * colyseus.js clients each, all playing at once at a robot's pace, as seated people would:
 * each client, on its own turn, waits `pace` ms, then rolls or moves a legal piece chosen
 * from the engine's `legalMoves` on the view it received.
 *
 * It measures, per action, the time from the acting client's send to the moment every
 * client of the room has received the state it made (its `step` one higher); the actions
 * per second of the whole play; and the server process's memory per room. And it checks
 * that no game lost or duplicated an action: every client sees every step exactly once and
 * in order (each view's history one action longer than the last), the clients' final views
 * agree, and the room's signed record holds exactly the actions the clients sent, in order,
 * and replays to that final view.
 *
 * The server is a separate process (the server's real entry point, `main.js`, or in the
 * test `main.ts` bundled), so that its memory is its own and its event loop is not the
 * clients': Colyseus' matchmaker is one singleton per process, and 800 clients decoding
 * every state would otherwise weigh on the very latency measured. A preloaded module (a
 * data: URL, no file) answers memory questions over the IPC channel (`process.memoryUsage()`,
 * after a full GC with `--expose-gc`) and stops the server if this process goes away.
 *
 * Shared by `scripts/load.mjs` (`npm run load`, against `dist`) and `src/load.test.ts`. The
 * colyseus.js `Client` is passed in (a dev dependency: nothing in `dist` imports it).
 */
import { type ChildProcess, fork } from "node:child_process";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { isDeepStrictEqual, parseArgs } from "node:util";
import {
  type Color,
  createGame,
  fromRecord,
  type GameState,
  legalMoves,
  type VariantId,
} from "@flying/engine";
import type { Client, Room } from "colyseus.js";
import type { RecordMessage, RefusedMessage, StateMessage } from "./protocol.js";

export interface LoadOptions {
  /** The colyseus.js Client class (the script and the test import it). */
  Client: typeof Client;
  /** The server's entry point, run with plain node: `dist/main.js`, or a bundle of `main.ts`. */
  entry: string;
  /** @default 200 */
  rooms?: number;
  /** Clients per room: the first `colors` claim a seat each, any more watch. @default 4 */
  clients?: number;
  /** Game actions (rolls and moves) per room, at most; a game that ends sooner stops there. @default 60 */
  actions?: number;
  /** The milliseconds a client waits, on its turn, before each action. @default 600 (the robots' default) */
  pace?: number;
  /** A cap on the play, in seconds (0: none): no new action after it, those on their way land. @default 0 */
  seconds?: number;
  /** The variants, room by room in turn. @default ["flying-chess", "aeroplane"] */
  variants?: VariantId[];
  /** How many rooms are being created and seated at once. @default 20 */
  batch?: number;
  /** The hard cap on the whole run, in milliseconds, setup and shutdown included. @default 300 000 */
  timeout?: number;
  /** Progress lines (setup, play); none by default. */
  log?: (line: string) => void;
}

type Memory = NodeJS.MemoryUsage;

/** An event loop's delay (how late a timer fires), in milliseconds. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

export interface LoadReport {
  rooms: number;
  clientsPerRoom: number;
  clients: number;
  variants: VariantId[];
  pace: number;
  actionsPerRoom: number;
  /** Seconds to create and seat every room (before the first start). */
  setupSeconds: number;
  /** Seconds from the start of every game to the last action seen by every client. */
  playSeconds: number;
  /** Game actions played, all rooms. */
  actions: number;
  actionsPerSecond: number;
  /** Send → every client of the room has the new state, in milliseconds. */
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  /** The server process: after start-up, once every room is seated, after the play (each after a full GC); the highest RSS sampled during the play. */
  memory: {
    baseline: Memory;
    seated: Memory;
    played: Memory;
    peakRss: number;
    /** Bytes per room: (seated − baseline) / rooms and (played − baseline) / rooms. */
    perRoom: { seatedRss: number; seatedHeap: number; playedRss: number; playedHeap: number };
  };
  /** Rooms whose games ended (over) within the bound. */
  gamesOver: number;
  /** State messages received by all clients during the play. */
  statesReceived: number;
  /** How late timers fired during the play, in each process: the server's, and this one's (every client's). */
  eventLoopDelay: { server: LoopDelay; clients: LoopDelay };
  /** Everything wrong: a lost or duplicated step, a disagreement, a refusal, an error. Empty when all is well. */
  problems: string[];
}

export const LOAD_DEFAULTS = Object.freeze({
  rooms: 200,
  clients: 4,
  actions: 60,
  pace: 600,
  seconds: 0,
  variants: ["flying-chess", "aeroplane"] as VariantId[],
  batch: 20,
  timeout: 300_000,
});

/**
 * Preloaded into the server: answers `{ flyingLoad: "memory", id, gc, reset }` with the
 * process's memory (after a full GC if `gc`) and its event loop's delay since the last
 * `reset`; stops the server when its parent goes away.
 */
const REPORTER = `
import { monitorEventLoopDelay } from "node:perf_hooks";
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
process.on("message", (m) => {
  if (!m || m.flyingLoad !== "memory") return;
  if (m.gc && typeof globalThis.gc === "function") { globalThis.gc(); globalThis.gc(); }
  const delay = { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
  if (m.reset) loop.reset();
  process.send?.({ flyingLoad: "memory", id: m.id, usage: process.memoryUsage(), delay });
});
process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
`;

const WAIT = 20_000;

/** Until measured. */
const NO_DELAY: LoopDelay = Object.freeze({ p50: Number.NaN, p99: Number.NaN, max: Number.NaN });
/** Until measured. */
const NO_MEMORY: Memory = Object.freeze({
  rss: 0,
  heapTotal: 0,
  heapUsed: 0,
  external: 0,
  arrayBuffers: 0,
});

/** The server under load, as a child process. */
class ServerProcess {
  private output = "";
  private nextId = 0;
  private readonly exited: Promise<void>;
  readonly url: Promise<string>;

  constructor(
    entry: string,
    private readonly child: ChildProcess = fork(entry, [], {
      execArgv: ["--expose-gc", "--import", `data:text/javascript,${encodeURIComponent(REPORTER)}`],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: "0",
      },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    }),
  ) {
    this.exited = new Promise((resolve) => {
      child.once("exit", () => resolve());
      child.once("error", () => resolve());
    });
    this.url = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not start within ${WAIT} ms:\n${this.output}`)),
        WAIT,
      );
      const read = (chunk: unknown) => {
        this.output += String(chunk);
        const found = /listening on (ws:\/\/127\.0\.0\.1:\d+)/.exec(this.output);
        if (found?.[1]) {
          clearTimeout(timer);
          resolve(found[1]);
        }
      };
      child.stdout?.on("data", read);
      child.stderr?.on("data", read);
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code}) before it was ready:\n${this.output}`));
      });
    });
    this.url.catch(() => undefined);
  }

  /** What the server printed after its start-up line (room errors go to stderr). */
  errors(): string {
    return this.output.replace(/^.*listening on ws:\/\/\S+[^\n]*\n?/m, "").trim();
  }

  memory(gc: boolean, reset = false): Promise<{ usage: Memory; delay: LoopDelay }> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.child.off("message", answer);
        reject(new Error("the server did not report its memory"));
      }, WAIT);
      const answer = (message: {
        flyingLoad?: string;
        id?: number;
        usage?: Memory;
        delay?: LoopDelay;
      }) => {
        if (message?.flyingLoad !== "memory" || message.id !== id) return;
        if (!message.usage || !message.delay) return;
        clearTimeout(timer);
        this.child.off("message", answer);
        resolve({ usage: message.usage, delay: message.delay });
      };
      this.child.on("message", answer);
      this.child.send({ flyingLoad: "memory", id, gc, reset });
    });
  }

  /** SIGTERM (Colyseus' graceful shutdown), SIGKILL after `ms`. */
  async stop(ms = 10_000): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill("SIGTERM");
    const timer = setTimeout(() => this.child.kill("SIGKILL"), ms);
    await this.exited;
    clearTimeout(timer);
  }
}

/** One client of a room: its seat (or none), and what it has seen of the game. */
class LoadClient {
  /** The last step seen since the start, or -1 before the start. */
  lastStep = -1;
  lastHistory = "";
  last: StateMessage | null = null;
  refusals: RefusedMessage[] = [];
  record: RecordMessage | null = null;
  /** The step this client last acted on (so one state is acted on once). */
  actedAt = -1;
  leaving = false;
  private waiters: (() => void)[] = [];

  constructor(
    readonly room: Room,
    readonly color: Color | null,
    readonly index: number,
    private readonly onState: (client: LoadClient, state: StateMessage, at: number) => void,
    private readonly problem: (text: string) => void,
  ) {
    room.onMessage("state", (state: StateMessage) => {
      const at = performance.now();
      this.last = state;
      this.onState(this, state, at);
      this.wake();
    });
    room.onMessage("refused", (refused: RefusedMessage) => {
      this.refusals.push(refused);
      this.problem(`client ${index} refused ${refused.type}: ${refused.code}: ${refused.message}`);
      this.wake();
    });
    room.onMessage("record", (record: RecordMessage) => {
      this.record = record;
      this.wake();
    });
    room.onMessage("closing", ({ reason }: { reason: string }) => {
      if (!this.leaving) this.problem(`client ${index} told the room is closing (${reason})`);
    });
    room.onLeave((code: number) => {
      if (!this.leaving) this.problem(`client ${index} disconnected (${code})`);
      this.wake();
    });
    room.onError((code: number, message?: string) => {
      this.problem(`client ${index} error ${code}: ${message ?? ""}`);
    });
  }

  private wake(): void {
    for (const waiter of this.waiters.slice()) waiter();
  }

  until<T>(check: () => T | null | undefined | false, what: string, ms = WAIT): Promise<T> {
    return new Promise((resolve, reject) => {
      const done = check();
      if (done) return resolve(done);
      const finish = () => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== waiter);
      };
      const timer = setTimeout(() => {
        finish();
        reject(
          new Error(`client ${this.index} of room ${this.room.roomId}: no ${what} in ${ms} ms`),
        );
      }, ms);
      const waiter = () => {
        const value = check();
        if (value) {
          finish();
          resolve(value);
        }
      };
      this.waiters.push(waiter);
    });
  }

  async leave(): Promise<void> {
    this.leaving = true;
    await Promise.race([this.room.leave(true), sleep(5_000)]).catch(() => undefined);
  }
}

interface InFlight {
  sent: number;
  seen: number;
  lastArrival: number;
}

/** One room under load: its clients, the actions they sent, and the checks. */
class LoadRoom {
  clients: LoadClient[] = [];
  /** The actions the clients sent, by the step they were sent at. */
  readonly sent: ({ type: "roll" } | { type: "move"; piece: string })[] = [];
  readonly problems: string[] = [];
  /** By the step an action leads to. */
  readonly inFlight = new Map<number, InFlight>();
  timer: ReturnType<typeof setTimeout> | null = null;
  playing = false;
  stopped = false;
  finished = false;
  /** When the room's play ended (performance.now()). */
  finishedAt = 0;
  statesReceived = 0;
  private resolveDone: () => void = () => undefined;
  readonly done = new Promise<void>((resolve) => {
    this.resolveDone = resolve;
  });

  constructor(
    readonly index: number,
    readonly variant: VariantId,
    readonly colors: Color[],
    private readonly run: { actions: number; pace: number; latencies: number[] },
  ) {}

  get id(): string {
    return this.clients[0]?.room.roomId ?? `#${this.index}`;
  }

  problem(text: string): void {
    if (this.finished && this.clients.every((c) => c.leaving)) return;
    this.problems.push(`room ${this.id} (${this.variant}): ${text}`);
    if (this.playing) this.finish();
  }

  /** Every state any of its clients receives, during the play. */
  received(client: LoadClient, state: StateMessage, at: number): void {
    if (!this.playing || this.finished || !state.started) return;
    this.statesReceived++;
    const { step } = state;
    // Exactly once and in order: the start (step 0), then one step per game action.
    const expected = client.lastStep + 1;
    if (step !== expected) {
      this.problem(
        step < expected
          ? `client ${client.index} saw step ${step} again (after ${client.lastStep}): a duplicate`
          : `client ${client.index} saw step ${step} after ${client.lastStep}: step${step - expected > 1 ? "s" : ""} lost`,
      );
      return;
    }
    const history = state.game.history;
    if (
      !history.startsWith(client.lastHistory) ||
      Array.from(history).length !== Array.from(client.lastHistory).length + (step > 0 ? 1 : 0)
    ) {
      this.problem(`client ${client.index}: the history at step ${step} is not one action longer`);
      return;
    }
    client.lastStep = step;
    client.lastHistory = history;
    const flight = this.inFlight.get(step);
    if (flight) {
      flight.seen++;
      flight.lastArrival = Math.max(flight.lastArrival, at);
      if (flight.seen === this.clients.length) {
        this.run.latencies.push(flight.lastArrival - flight.sent);
        this.inFlight.delete(step);
      }
    } else if (step > 0 && this.sent[step - 1] === undefined) {
      this.problem(`client ${client.index} saw step ${step}, which no client's action made`);
      return;
    }
    this.maybeAct(client, state);
    this.check();
  }

  private maybeAct(client: LoadClient, state: StateMessage): void {
    const { game, step } = state;
    if (client.color === null || game.over || game.turn !== client.color) return;
    if (this.stopped || step >= this.run.actions || client.actedAt === step) return;
    if (this.timer !== null) {
      this.problem(`client ${client.index} is to act at step ${step} while an action is waiting`);
      return;
    }
    client.actedAt = step;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.stopped || this.finished) return this.check();
      this.act(client, game, step);
    }, this.run.pace);
  }

  private act(client: LoadClient, game: GameState, step: number): void {
    if (this.sent[step] !== undefined) {
      this.problem(`a second action at step ${step}`);
      return;
    }
    if (game.roll === null) {
      this.sent[step] = { type: "roll" };
      this.inFlight.set(step + 1, { sent: performance.now(), seen: 0, lastArrival: 0 });
      client.room.send("roll", { at: step });
      return;
    }
    const moves = legalMoves(game);
    const move = moves[Math.floor(Math.random() * moves.length)];
    if (!move) {
      this.problem(`a roll is waiting at step ${step} but there is no legal move`);
      return;
    }
    this.sent[step] = { type: "move", piece: move.piece };
    this.inFlight.set(step + 1, { sent: performance.now(), seen: 0, lastArrival: 0 });
    client.room.send("move", { piece: move.piece, at: step });
  }

  /** No more new actions (the time cap); the room finishes once those on their way land. */
  stop(): void {
    this.stopped = true;
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.check();
  }

  /** Whether the game has gone as far as it will: every client at the same last step, nothing on its way. */
  private check(): void {
    if (!this.playing || this.finished || this.timer !== null || this.inFlight.size > 0) return;
    const [first] = this.clients;
    const step = first?.lastStep ?? -1;
    if (step < 0 || this.clients.some((c) => c.lastStep !== step)) return;
    if (this.stopped || step >= this.run.actions || first?.last?.game.over) this.finish();
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.finishedAt = performance.now();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.resolveDone();
  }

  /** After the play: the clients agree, and the server's record is the actions sent. */
  async verify(): Promise<void> {
    const [host] = this.clients;
    if (!host?.last) return void this.problems.push(`room ${this.id}: no state`);
    const step = host.lastStep;
    const view = host.last.game;
    for (const client of this.clients) {
      if (client.lastStep !== step || !client.last)
        this.problems.push(
          `room ${this.id}: client ${client.index} ended at step ${client.lastStep}, not ${step}`,
        );
      else if (!isDeepStrictEqual(client.last.game, view))
        this.problems.push(
          `room ${this.id}: client ${client.index}'s final view differs from client 0's`,
        );
    }
    if (this.sent.length !== step || this.sent.some((a) => a === undefined))
      this.problems.push(`room ${this.id}: ${this.sent.length} actions sent for ${step} steps`);
    host.room.send("record");
    let message: RecordMessage;
    try {
      message = await host.until(() => host.record, "record");
    } catch (error) {
      this.problems.push(`room ${this.id}: ${(error as Error).message}`);
      return;
    }
    const { actions } = message.record;
    if (actions.length !== step)
      this.problems.push(
        `room ${this.id}: the record has ${actions.length} actions, the clients saw ${step} steps`,
      );
    for (const [i, action] of actions.entries()) {
      const sent = this.sent[i];
      if (
        !sent ||
        sent.type !== action.type ||
        (sent.type === "move" && action.type === "move" && sent.piece !== action.piece)
      ) {
        this.problems.push(
          `room ${this.id}: the record's action ${i} is ${JSON.stringify(action)}, the client sent ${JSON.stringify(sent)}`,
        );
        break;
      }
    }
    try {
      if (!isDeepStrictEqual(fromRecord(message.record), view))
        this.problems.push(`room ${this.id}: the record does not replay to the clients' view`);
    } catch (error) {
      this.problems.push(
        `room ${this.id}: the record does not replay: ${(error as Error).message}`,
      );
    }
  }
}

/** Creates and seats one room: the host creates it, the others join, every seat claimed and ready. */
async function seatRoom(
  url: string,
  options: Required<Pick<LoadOptions, "clients">> & { Client: typeof Client },
  room: LoadRoom,
): Promise<void> {
  const problem = (text: string) => room.problem(text);
  const received = (client: LoadClient, state: StateMessage, at: number) =>
    room.received(client, state, at);
  const hostRoom = await new options.Client(url).create("flying", {
    variant: room.variant,
    colors: room.colors,
    // Nothing closes a finished room before the run ends; a drop is a failure anyway.
    linger: 3600,
  });
  const host = new LoadClient(hostRoom, room.colors[0] ?? null, 0, received, problem);
  room.clients.push(host);
  const others = await Promise.all(
    Array.from({ length: options.clients - 1 }, async (_, i) => {
      const joined = await new options.Client(url).joinById(hostRoom.roomId);
      return new LoadClient(joined, room.colors[i + 1] ?? null, i + 1, received, problem);
    }),
  );
  room.clients.push(...others);
  await Promise.all(room.clients.map((c) => c.until(() => c.last, "first state")));
  for (const client of room.clients) {
    if (client.color === null) continue;
    client.room.send("claim", { seat: client.color, name: `load ${room.index}.${client.index}` });
    client.room.send("ready");
  }
  await host.until(
    () =>
      host.last &&
      room.colors.every((color) => {
        const seat = host.last?.seats[color];
        return seat?.kind === "human" && seat.ready && seat.client !== null;
      }) &&
      host.last.clients === options.clients,
    "state with every seat claimed and ready",
  );
}

/** Runs `count` tasks, `width` at a time. */
async function pool(count: number, width: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The nearest-rank percentile of sorted numbers. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
    Number.NaN
  );
}

/** Runs the load test; resolves with its figures and problems (it throws only on a setup failure of the harness itself). */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const rooms = options.rooms ?? LOAD_DEFAULTS.rooms;
  const clients = options.clients ?? LOAD_DEFAULTS.clients;
  const actions = options.actions ?? LOAD_DEFAULTS.actions;
  const pace = options.pace ?? LOAD_DEFAULTS.pace;
  const seconds = options.seconds ?? LOAD_DEFAULTS.seconds;
  const variants = options.variants ?? LOAD_DEFAULTS.variants;
  const batch = options.batch ?? LOAD_DEFAULTS.batch;
  const timeout = options.timeout ?? LOAD_DEFAULTS.timeout;
  const log = options.log ?? (() => undefined);
  for (const [name, value, min] of [
    ["rooms", rooms, 1],
    ["clients", clients, 2],
    ["actions", actions, 1],
    ["pace", pace, 0],
    ["seconds", seconds, 0],
    ["batch", batch, 1],
    ["timeout", timeout, 1],
  ] as const) {
    if (!Number.isFinite(value) || value < min)
      throw new Error(`${name} must be a number ≥ ${min}, not ${value}`);
  }
  if (variants.length === 0) throw new Error("no variants");

  const latencies: number[] = [];
  const problems: string[] = [];
  const server = new ServerProcess(options.entry);
  const all: LoadRoom[] = [];
  /** Set once the run has failed or timed out: no more rooms are seated. */
  let aborted = false;
  let hardTimer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    hardTimer = setTimeout(() => {
      aborted = true;
      reject(new Error(`the run took longer than its hard timeout of ${timeout} ms`));
    }, timeout);
  });
  deadline.catch(() => undefined);

  const report: LoadReport = {
    rooms,
    clientsPerRoom: clients,
    clients: rooms * clients,
    variants,
    pace,
    actionsPerRoom: actions,
    setupSeconds: Number.NaN,
    playSeconds: Number.NaN,
    actions: 0,
    actionsPerSecond: Number.NaN,
    latency: {
      p50: Number.NaN,
      p90: Number.NaN,
      p99: Number.NaN,
      max: Number.NaN,
      mean: Number.NaN,
    },
    memory: {
      baseline: NO_MEMORY,
      seated: NO_MEMORY,
      played: NO_MEMORY,
      peakRss: 0,
      perRoom: { seatedRss: 0, seatedHeap: 0, playedRss: 0, playedHeap: 0 },
    },
    gamesOver: 0,
    statesReceived: 0,
    eventLoopDelay: { server: NO_DELAY, clients: NO_DELAY },
    problems,
  };

  const main = async () => {
    const url = await server.url;
    log(`server at ${url}; creating ${rooms} rooms of ${clients} clients, ${batch} at a time`);
    const baseline = (await server.memory(true)).usage;
    const setupStart = performance.now();
    for (let i = 0; i < rooms; i++) {
      const variant = variants[i % variants.length] as VariantId;
      const colors = createGame({ variant }).colors.slice(0, clients) as Color[];
      all.push(new LoadRoom(i, variant, colors, { actions, pace, latencies }));
    }
    let seated = 0;
    await pool(rooms, batch, async (i) => {
      if (aborted) throw new Error("the run was aborted");
      await seatRoom(url, { clients, Client: options.Client }, all[i] as LoadRoom);
      seated++;
      if (seated % 50 === 0 || seated === rooms) log(`${seated} rooms seated`);
    });
    report.setupSeconds = (performance.now() - setupStart) / 1000;
    const seatedMemory = (await server.memory(true)).usage;
    // The server's event loop delay from here: after the GC's own pause has been recorded.
    await sleep(200);
    await server.memory(false, true);

    // Every game at once: the hosts start, the play is measured from here.
    log(`starting ${rooms} games`);
    let peakRss = seatedMemory.rss;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        await sleep(1_000);
        if (sampling) peakRss = Math.max(peakRss, (await server.memory(false)).usage.rss);
      }
    })();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const playStart = performance.now();
    for (const room of all) room.playing = true;
    for (const room of all) room.clients[0]?.room.send("start");
    const cap =
      seconds > 0
        ? setTimeout(() => {
            log(`time cap of ${seconds} s: no new actions`);
            for (const room of all) room.stop();
          }, seconds * 1000)
        : undefined;
    // An action every client has not seen within WAIT is lost (or the room hung).
    const watchdog = setInterval(() => {
      const now = performance.now();
      for (const room of all) {
        if (room.finished) continue;
        for (const [step, flight] of room.inFlight) {
          if (now - flight.sent > WAIT)
            room.problem(
              `the action sent at step ${step - 1} reached ${flight.seen} of ${room.clients.length} clients in ${WAIT} ms: lost`,
            );
        }
      }
    }, 1_000);
    let finished = 0;
    await Promise.all(
      all.map((room) =>
        room.done.then(() => {
          finished++;
          if (finished % 50 === 0 || finished === rooms) log(`${finished} rooms done`);
        }),
      ),
    );
    const playEnd = all.reduce((end, room) => Math.max(end, room.finishedAt), playStart);
    clearTimeout(cap);
    clearInterval(watchdog);
    loop.disable();
    sampling = false;
    await sampler;
    report.playSeconds = (playEnd - playStart) / 1000;
    const { usage: played, delay } = await server.memory(true);
    report.eventLoopDelay = {
      server: delay,
      clients: {
        p50: loop.percentile(50) / 1e6,
        p99: loop.percentile(99) / 1e6,
        max: loop.max / 1e6,
      },
    };
    report.memory = {
      baseline,
      seated: seatedMemory,
      played,
      peakRss: Math.max(peakRss, played.rss),
      perRoom: {
        seatedRss: (seatedMemory.rss - baseline.rss) / rooms,
        seatedHeap: (seatedMemory.heapUsed - baseline.heapUsed) / rooms,
        playedRss: (played.rss - baseline.rss) / rooms,
        playedHeap: (played.heapUsed - baseline.heapUsed) / rooms,
      },
    };
    await Promise.all(all.map((room) => room.verify()));
  };

  try {
    await Promise.race([main(), deadline]);
  } catch (error) {
    aborted = true;
    problems.push(`the run failed: ${(error as Error).message}`);
  } finally {
    aborted = true;
    clearTimeout(hardTimer);
    for (const room of all) {
      room.stopped = true;
      room.finished = true;
      if (room.timer !== null) clearTimeout(room.timer);
    }
    await Promise.all(all.flatMap((room) => room.clients.map((c) => c.leave())));
    await server.stop();
  }

  for (const room of all) problems.push(...room.problems);
  const errors = server.errors();
  if (errors) problems.push(`the server printed:\n${errors.slice(0, 4_000)}`);
  const sorted = latencies.slice().sort((a, b) => a - b);
  report.actions = all.reduce((sum, room) => sum + room.sent.filter(Boolean).length, 0);
  report.actionsPerSecond = report.actions / report.playSeconds;
  report.latency = {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.reduce((sum, x) => sum + x, 0) / sorted.length,
  };
  report.gamesOver = all.filter((room) => room.clients[0]?.last?.game.over).length;
  report.statesReceived = all.reduce((sum, room) => sum + room.statesReceived, 0);
  if (latencies.length !== report.actions && problems.length === 0)
    problems.push(`${report.actions} actions sent, ${latencies.length} seen by every client`);
  return report;
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The report as lines to print. */
export function formatReport(report: LoadReport): string {
  const { latency, memory } = report;
  const lines = [
    `rooms               ${report.rooms} × ${report.clientsPerRoom} clients = ${report.clients} clients, one server process (${report.variants.join(", ")})`,
    `pace                ${report.pace} ms per action, at most ${report.actionsPerRoom} actions per room`,
    `setup               ${report.setupSeconds.toFixed(1)} s to create and seat every room`,
    `play                ${report.actions} actions in ${report.playSeconds.toFixed(1)} s: ${report.actionsPerSecond.toFixed(0)} actions/s (${report.statesReceived} states received; ${report.gamesOver} games over)`,
    `latency             p50 ${ms(latency.p50)}, p90 ${ms(latency.p90)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)} (mean ${ms(latency.mean)}): send → every client of the room has the state`,
    `server memory       baseline RSS ${mb(memory.baseline.rss)}, heap ${mb(memory.baseline.heapUsed)}; seated RSS ${mb(memory.seated.rss)}, heap ${mb(memory.seated.heapUsed)}; played RSS ${mb(memory.played.rss)}, heap ${mb(memory.played.heapUsed)}; peak RSS ${mb(memory.peakRss)}`,
    `event loop delay    server p50 ${ms(report.eventLoopDelay.server.p50)}, p99 ${ms(report.eventLoopDelay.server.p99)}, max ${ms(report.eventLoopDelay.server.max)}; clients' process p50 ${ms(report.eventLoopDelay.clients.p50)}, p99 ${ms(report.eventLoopDelay.clients.p99)}, max ${ms(report.eventLoopDelay.clients.max)}`,
    `memory per room     seated: RSS ${kb(memory.perRoom.seatedRss)}, heap ${kb(memory.perRoom.seatedHeap)}; after the play: RSS ${kb(memory.perRoom.playedRss)}, heap ${kb(memory.perRoom.playedHeap)}`,
    report.problems.length === 0
      ? `checks              every client saw every step exactly once, in order; every room's clients agree; every record is the actions sent`
      : `PROBLEMS            ${report.problems.length}:\n${report.problems
          .slice(0, 20)
          .map((p) => `  ${p}`)
          .join(
            "\n",
          )}${report.problems.length > 20 ? `\n  … and ${report.problems.length - 20} more` : ""}`,
  ];
  return lines.join("\n");
}

/**
 * The options from command-line flags (`--rooms 200 --clients 4 --actions 60 --pace 600
 * --seconds 0 --batch 20 --timeout 300000 --variants flying-chess,aeroplane`), else from
 * LOAD_ROOMS, LOAD_CLIENTS, LOAD_ACTIONS, LOAD_PACE, LOAD_SECONDS, LOAD_BATCH, LOAD_TIMEOUT,
 * LOAD_VARIANTS, else the defaults.
 */
export function loadOptionsFrom(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Omit<LoadOptions, "Client" | "entry"> {
  const numbers = ["rooms", "clients", "actions", "pace", "seconds", "batch", "timeout"] as const;
  const names = [...numbers, "variants"] as const;
  const { values } = parseArgs({
    args,
    options: Object.fromEntries(names.map((name) => [name, { type: "string" as const }])),
    strict: true,
  });
  const read = (name: (typeof names)[number]) =>
    (values[name] as string | undefined) ?? env[`LOAD_${name.toUpperCase()}`];
  const variants = read("variants");
  const options: Omit<LoadOptions, "Client" | "entry"> = {};
  for (const name of numbers) {
    const text = read(name);
    if (text === undefined || text === "") continue;
    const value = Number(text);
    if (!Number.isFinite(value))
      throw new Error(`--${name} must be a number, not ${JSON.stringify(text)}`);
    options[name] = value;
  }
  if (variants) options.variants = variants.split(",").map((v) => v.trim()) as VariantId[];
  return options;
}
