// Scaling out on Redis: a redis-server of the test's own on a loopback port and two Flying
// servers as separate Node processes sharing it (test-redis.ts says why processes). A
// client may reserve its seat through either process; its WebSocket goes to the process
// that holds the room, at that process's publicAddress (Colyseus 0.16 does not proxy). A
// dropped client reconnects through either process too; a room whose process is gone is gone.
import type { Color } from "@flying/engine";
import { Client, type Room } from "colyseus.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLOSE_SERVER_SHUTDOWN } from "./protocol.js";
import { redactRedisUrl, scaleOut } from "./scale.js";
import { createServer } from "./server.js";
import {
  bundleServer,
  freePort,
  type RunningRedis,
  type ServerProcess,
  startRedis,
  startServerProcess,
} from "./test-redis.js";
import { autoplay, create, join, nextAction, Player, toAct } from "./test-utils.js";

let redis: RunningRedis | undefined;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let dispose: (() => void) | undefined;
/** The bundled main.ts, for a test that starts a process of its own. */
let entry: string | undefined;
/**
 * Why the processes did not start (redis-server missing, say): every test that needs them
 * fails with it. Not thrown from beforeAll, which Vitest reports as tests skipped.
 */
let notStarted: unknown;

beforeAll(async () => {
  const bundling = bundleServer().then((bundle) => {
    dispose = bundle.dispose;
    return bundle;
  });
  try {
    redis = await startRedis();
    const bundle = await bundling;
    entry = bundle.entry;
    const env = { REDIS_URL: redis.url };
    // One after the other: two processes starting at once is not what this is about.
    a = await startServerProcess(bundle.entry, env);
    b = await startServerProcess(bundle.entry, env);
  } catch (error) {
    notStarted = error;
    await bundling.catch(() => {});
  }
}, 30_000);

afterAll(async () => {
  if (process.env.FLYING_SCALE_DEBUG) console.log(a?.output(), b?.output());
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  dispose?.();
}, 20_000);

/** The processes, once beforeAll has started them. */
function servers(): [ServerProcess, ServerProcess] {
  if (notStarted) throw notStarted;
  if (!a || !b) throw new Error("the server processes did not start");
  return [a, b];
}

/** The port of the process a client's WebSocket is connected to. */
function connectedPort(room: Room): number {
  const transport = room.connection.transport as unknown as { ws?: { url?: string } };
  const url = transport.ws?.url;
  if (!url) throw new Error("no WebSocket URL on the client's transport");
  return Number(new URL(url).port);
}

/** The process that holds a room, by where its first client's WebSocket went. */
function holderOf(player: Player): ServerProcess {
  const port = connectedPort(player.room);
  const holder = servers().find((server) => server.port === port);
  if (!holder) throw new Error(`a WebSocket to port ${port}, which is neither server`);
  return holder;
}

const other = (server: ServerProcess) => servers().find((s) => s !== server) as ServerProcess;

describe("two server processes on one Redis", () => {
  it("a room created through one process is joined by id through the other, and both play and see each other", async () => {
    const [A, B] = servers();
    // Made through A; Colyseus puts it on the process with the fewest rooms, which may be B
    // (then A asked B over Redis to create it, and red's WebSocket went to B).
    const red = await create(A.url, { variant: "aeroplane", colors: ["red", "yellow"], pace: 0 });
    const code = red.room.roomId;
    const holder = holderOf(red);
    // Yellow's joinById goes to the process that does NOT hold the room: its matchmaking
    // runs there, the seat is reserved in the room over Redis, and the answer sends the
    // WebSocket to the holder's publicAddress.
    const yellow = await join(other(holder).url, code);
    // And a spectator through B, whichever holds the room.
    const watcher = await join(B.url, code);
    const all = [red, yellow, watcher];
    for (const player of all) {
      expect(player.room.roomId).toBe(code);
      expect(connectedPort(player.room)).toBe(holder.port);
    }
    await red.sends("claim", { seat: "red", name: "Red" });
    await yellow.sends("claim", { seat: "yellow", name: "Yellow" });
    await red.sends("ready");
    await yellow.sends("ready");
    await red.sends("start");
    await watcher.untilState((state) => state.started, "the start, seen by the spectator");

    // A few turns: whoever is to act does, and every client sees every action.
    const seats: Record<Color, Player> = { red, yellow } as Record<Color, Player>;
    const actedBy = { red: 0, yellow: 0 };
    while (red.state.step < 24 || actedBy.red === 0 || actedBy.yellow === 0) {
      if (red.state.step > 200) throw new Error("200 actions and one seat never acted");
      const turn = red.game.turn as "red" | "yellow";
      const player = seats[turn];
      await player.untilState((state) => state.step === red.state.step, "its own view in step");
      expect(toAct(player.state, turn)).toBe(true);
      const [type, payload] = nextAction(player.game);
      const state = await player.sends(type, { ...payload, at: player.state.step });
      actedBy[turn]++;
      for (const seen of all) {
        await seen.untilState((s) => s.step >= state.step, `step ${state.step}`);
      }
    }
    const last = red.state.step;
    for (const player of all) {
      await player.untilState((state) => state.step === last, `the last step ${last}`);
      expect(player.game).toEqual(red.game);
      // Nothing lost, nothing repeated: one state per step, in order.
      const steps = player.states.map((state) => state.step).filter((step) => step > 0);
      expect(steps).toEqual([...new Set(steps)].sort((x, y) => x - y));
      expect(player.refusals).toEqual([]);
    }
    expect(actedBy.red).toBeGreaterThan(0);
    expect(actedBy.yellow).toBeGreaterThan(0);
    await Promise.all(all.map((player) => player.leave()));
  });

  it("spreads rooms over both processes, and each is reached through either", async () => {
    const [A, B] = servers();
    // Colyseus creates a room on the process with the fewest rooms (the counts in Redis are
    // refreshed at most once a second): made through A, rooms land on A and on B.
    const made: Player[] = [];
    const on = new Set<ServerProcess>();
    for (let i = 0; i < 12 && on.size < 2; i++) {
      const player = await create(A.url, { variant: "chessboard", pace: 0 });
      made.push(player);
      on.add(holderOf(player));
      if (on.size < 2) await new Promise((resolve) => setTimeout(resolve, 400));
    }
    expect(on).toEqual(new Set([A, B]));
    const joined: Player[] = [];
    for (const first of made) {
      for (const through of [A, B]) {
        const player = await join(through.url, first.room.roomId);
        joined.push(player);
        expect(connectedPort(player.room)).toBe(holderOf(first).port);
        expect(player.state.code).toBe(first.room.roomId);
        expect(player.state.clients).toBeGreaterThanOrEqual(2);
      }
    }
    await Promise.all([...joined, ...made].map((player) => player.leave()));
  });

  it("routes by publicAddress: the process without the room refuses its WebSocket", async () => {
    const [A] = servers();
    const red = await create(A.url, { variant: "aeroplane", pace: 0 });
    const holder = holderOf(red);
    const wrong = other(holder);
    // A client that ignores the reservation's address and opens the WebSocket on the
    // process it asked: the seat is reserved in the room, but that process does not hold it.
    const astray = new Client(wrong.url, (url) => {
      url.port = String(wrong.port);
      return url.toString();
    });
    await expect(astray.joinById(red.room.roomId)).rejects.toThrow(/seat reservation expired/);
    await red.leave();
  });

  /**
   * Red and yellow seated, ready and started in a room made through A, yellow's WebSocket
   * on the holder; the two processes' outputs at the start, to tell new errors from old.
   */
  async function startedAcross(grace: number) {
    const [A] = servers();
    const red = await create(A.url, {
      variant: "aeroplane",
      colors: ["red", "yellow"],
      pace: 0,
      grace,
    });
    const holder = holderOf(red);
    const yellow = await join(other(holder).url, red.room.roomId);
    await red.sends("claim", { seat: "red", name: "Red" });
    await yellow.sends("claim", { seat: "yellow", name: "Yellow" });
    await red.sends("ready");
    await yellow.sends("ready");
    await red.sends("start");
    return { red, yellow, holder };
  }

  it("a dropped client reconnects through the process that does not hold its room, and plays its seat on", async () => {
    const { red, yellow, holder } = await startedAcross(20);
    const token = yellow.room.reconnectionToken;
    const yellowId = yellow.id;
    autoplay(red, "red");
    // A lost connection, not a leave: the seat is held for the grace period.
    yellow.room.connection.close();
    await red.untilState((s) => s.seats.yellow?.connected === false, "yellow dropped");
    const waiting = await red.untilState((s) => toAct(s, "yellow"), "yellow's turn, waiting");

    // The reconnection's HTTP request goes to the process without the room: it finds the
    // room in Redis and checks the token in it over Redis pub/sub; the WebSocket then goes
    // to the holder's publicAddress, as for a join.
    const through = other(holder);
    const back = new Player(await new Client(through.url).reconnect(token));
    expect(back.id).toBe(yellowId);
    expect(connectedPort(back.room)).toBe(holder.port);
    const first = await back.until(() => back.states[0], "the state on reconnecting");
    expect(first.step).toBe(waiting.step);
    expect(first.seats.yellow).toMatchObject({ client: yellowId, connected: true, kind: "human" });
    await red.untilState((s) => s.seats.yellow?.connected === true, "yellow back, seen by red");
    // The seat is its own again: it acts on its turn, and red sees the action.
    const [type, payload] = nextAction(back.game);
    const after = await back.sends(type, { ...payload, at: first.step });
    expect(after.step).toBe(first.step + 1);
    await red.untilState((s) => s.step >= after.step, "yellow's action, seen by red");
    expect(back.refusals).toEqual([]);
    await Promise.all([red.leave(), back.leave()]);
  });

  it("a reconnection through the other process after the grace period fails clearly, and both processes serve on", async () => {
    const { red, yellow, holder } = await startedAcross(0.3);
    const token = yellow.room.reconnectionToken;
    yellow.room.connection.close();
    await red.untilState((s) => s.seats.yellow?.kind === "robot", "a robot in yellow's seat");
    const through = other(holder);
    const error = await new Client(through.url).reconnect(token).then(
      () => null,
      (failed: unknown) => failed,
    );
    // colyseus.js rejects with the matchmaker's error: the token expired with the seat.
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/reconnection token invalid or expired/);
    // Neither process fell over: each still makes rooms and is still running.
    for (const server of servers()) {
      expect(server.process.exitCode).toBeNull();
      const player = await create(server.url, { variant: "chessboard", pace: 0 });
      expect(player.state.code).toBe(player.room.roomId);
      await player.leave();
    }
    expect(red.state.seats.yellow).toMatchObject({ kind: "robot", name: "Yellow", client: null });
    await red.leave();
  });

  it("a room whose process shut down is gone: a reconnection through another process fails clearly", async () => {
    const [A] = servers();
    if (!entry || !redis) throw new Error("no bundle or no Redis");
    // A third process of its own, as this one is shut down (the file's two serve on).
    const C = await startServerProcess(entry, { REDIS_URL: redis.url });
    const exited = new Promise<number | null>((resolve) =>
      C.process.once("exit", (code) => resolve(code)),
    );
    const made: Player[] = [];
    try {
      // A room on C: made through C, it lands on the process with the fewest rooms.
      let onC: Player | undefined;
      for (let i = 0; i < 12 && !onC; i++) {
        const player = await create(C.url, { variant: "chessboard", pace: 0, grace: 30 });
        made.push(player);
        if (connectedPort(player.room) === C.port) onC = player;
        else await new Promise((resolve) => setTimeout(resolve, 400));
      }
      if (!onC) throw new Error("no room landed on the third process");
      const watcher = await join(A.url, onC.room.roomId);
      made.push(watcher);
      await onC.sends("claim", { seat: "white", name: "White" });
      const token = onC.room.reconnectionToken;
      onC.room.connection.close();
      await watcher.untilState((s) => s.seats.white?.connected === false, "white dropped");

      C.process.kill("SIGTERM");
      expect(await watcher.until(() => watcher.closeCode, "the close")).toBe(CLOSE_SERVER_SHUTDOWN);
      expect(await exited).toBe(0);
      // Colyseus 0.16 keeps a room in its process's memory only: nothing moves it elsewhere.
      await expect(new Client(A.url).reconnect(token)).rejects.toThrow(/has been disposed/);
      // And A serves on, its new rooms on A or B, none on the process that is gone.
      const after = await create(A.url, { variant: "chessboard", pace: 0 });
      expect([A.port, other(A).port]).toContain(connectedPort(after.room));
      await after.leave();
    } finally {
      await C.stop(1_000);
      await Promise.allSettled(
        made.filter((player) => player.closeCode === null).map((player) => player.leave()),
      );
    }
  });

  it("without a Redis URL, keeps Colyseus' in-memory defaults (no Redis needed)", async () => {
    // The defaults: no Redis URL in the options or the environment, nothing to connect to.
    expect(await scaleOut({ port: 2567, host: "127.0.0.1" }, {})).toEqual({});
    expect(
      await scaleOut({ port: 2567, host: "127.0.0.1", redisUrl: false }, { REDIS_URL: "x" }),
    ).toEqual({});
  });
});

describe("starting on Redis", () => {
  it("fails at once and clearly when Redis does not answer", async () => {
    const port = await freePort();
    const started = Date.now();
    await expect(
      createServer({
        port: 0,
        host: "127.0.0.1",
        handleSignals: false,
        redisUrl: `redis://:secret@127.0.0.1:${port}`,
        publicAddress: "127.0.0.1:1",
        redisTimeout: 1_000,
      }),
    ).rejects.toThrow(
      new RegExp(
        `^Redis at redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port} did not answer .*ECONNREFUSED`,
      ),
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("needs an address of its own for each process", async () => {
    const url = redis?.url ?? "redis://127.0.0.1:1";
    await expect(scaleOut({ port: 0, host: "127.0.0.1", redisUrl: url })).rejects.toThrow(
      /publicAddress/,
    );
    await expect(scaleOut({ port: 3001, host: "0.0.0.0", redisUrl: url })).rejects.toThrow(
      /publicAddress/,
    );
    await expect(
      scaleOut({ port: 3001, host: "127.0.0.1", redisUrl: "localhost" }),
    ).rejects.toThrow(/redis:\/\//);
  });

  it("hides a Redis password in what it prints", () => {
    expect(redactRedisUrl("redis://user:hunter2@db:6379/0")).toBe("redis://user:***@db:6379/0");
    expect(redactRedisUrl("redis://127.0.0.1:6379")).toBe("redis://127.0.0.1:6379");
  });
});
