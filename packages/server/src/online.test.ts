// Issue 12's online play over real WebSockets on 127.0.0.1: rooms by short code and link,
// dropped connections (a player back within the grace period resumes its seat; one that
// does not is replaced by a robot), signed records (no seed while the game runs), and a
// finished room that stays a while, then closes with a message.
import { fromRecord } from "@flying/engine";
import { Client } from "colyseus.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isRoomCode, readRoomLink, roomLink } from "./codes.js";
import {
  CLOSE_ROOM_FINISHED,
  type ClosingMessage,
  type RecordMessage,
  type StateMessage,
} from "./protocol.js";
import type { RunningServer } from "./server.js";
import { verifyRecord } from "./signing.js";
import {
  autoplay,
  create,
  join,
  nextAction,
  Player,
  serverRoom,
  startServer,
  toAct,
  UNLIMITED_ROOM,
} from "./test-utils.js";
import { NEUTRAL_SEED, publicView } from "./view.js";

const KEY = "the online tests' record key";

let running: RunningServer;
beforeAll(async () => {
  running = await startServer({ recordKey: KEY });
});
afterAll(async () => {
  await running?.close();
});

/** Red (the host) and yellow seated, ready and started, in a 2-colour aeroplane game. */
async function started(options: Record<string, unknown>) {
  const red = await create(
    running.url,
    { variant: "aeroplane", colors: ["red", "yellow"], pace: 0, ...options },
    UNLIMITED_ROOM,
  );
  const yellow = await join(running.url, red.room.roomId);
  await red.sends("claim", { seat: "red", name: "Red" });
  await yellow.sends("claim", { seat: "yellow", name: "Yellow" });
  await red.sends("ready");
  await yellow.sends("ready");
  await red.sends("start");
  return { red, yellow };
}

/** Drops a client's connection without a leave (as a lost network does). */
function drop(player: Player): void {
  player.room.connection.close();
}

/** Asks for the record, and waits for it. */
async function askRecord(player: Player): Promise<RecordMessage> {
  const before = player.received.length;
  player.room.send("record");
  return player.until(
    () =>
      player.received.slice(before).find((received) => received.type === "record")
        ?.message as RecordMessage,
    "the record",
  );
}

/** Autoplay acts on states to come: this acts on the one at hand, if it is `color`'s turn. */
function kick(player: Player, color: "red" | "yellow"): void {
  const state = player.state;
  if (!toAct(state, color)) return;
  const [type, payload] = nextAction(state.game);
  player.room.send(type, { ...payload, at: state.step });
}

const seat = (state: StateMessage, color: "red" | "yellow") => state.seats[color];

describe("rooms by code and link", () => {
  it("are named by a short code, shown in every state, joined by it and by a link", async () => {
    const host = await create(running.url, { variant: "flying-chess" });
    const code = host.room.roomId;
    expect(isRoomCode(code)).toBe(true);
    expect(host.state.code).toBe(code);
    const link = roomLink("https://flying.example/play", code);
    const guest = await join(running.url, readRoomLink(link) as string);
    expect(guest.state.code).toBe(code);
    expect(guest.room.roomId).toBe(code);
    await expect(new Client(running.url).joinById("ZZZZZZ")).rejects.toThrow();
    await Promise.all([host.leave(), guest.leave()]);
  });

  it("gives every room of a busy server its own code", async () => {
    const hosts = await Promise.all(
      Array.from({ length: 12 }, () => create(running.url, { variant: "aeroplane" })),
    );
    const codes = hosts.map((host) => host.state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every(isRoomCode)).toBe(true);
    await Promise.all(hosts.map((host) => host.leave()));
  });
});

describe("a dropped connection", () => {
  it("keeps the seat for the grace period: its turn waits, and the player resumes and acts", async () => {
    const { red, yellow } = await started({ grace: 20 });
    const token = yellow.room.reconnectionToken;
    const yellowId = yellow.id;
    autoplay(red, "red");
    drop(yellow);
    // Everyone is told the seat is held but not connected.
    await red.untilState((s) => seat(s, "yellow")?.connected === false, "yellow dropped");
    expect(seat(red.state, "yellow")).toMatchObject({ client: yellowId, kind: "human" });
    // Red plays on until yellow is to play; then the game waits for yellow.
    const waiting = await red.untilState((s) => toAct(s, "yellow"), "yellow's turn");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(red.state.step).toBe(waiting.step);
    expect(serverRoom(red.room.roomId).session.step).toBe(waiting.step);

    // Back within the grace period: the same session, sent the room as it stands at once.
    const back = new Player(await new Client(running.url).reconnect(token));
    expect(back.id).toBe(yellowId);
    const first = await back.until(() => back.states[0], "the state on reconnecting");
    expect(first.step).toBe(waiting.step);
    expect(seat(first, "yellow")).toMatchObject({ client: yellowId, connected: true });
    await red.untilState((s) => seat(s, "yellow")?.connected === true, "yellow back");
    // And it plays its seat again.
    const after = await back.sends("roll", { at: first.step });
    expect(after.step).toBe(first.step + 1);
    expect(seat(after, "yellow")?.kind).toBe("human");
    await Promise.all([red.leave(), back.leave()]);
  });

  it("is replaced by a robot once the grace period is over, which plays its turns", async () => {
    const { red, yellow } = await started({ grace: 0.3 });
    const yellowId = yellow.id;
    const token = yellow.room.reconnectionToken;
    autoplay(red, "red");
    drop(yellow);
    await red.untilState((s) => seat(s, "yellow")?.connected === false, "yellow dropped");
    const robot = await red.untilState(
      (s) => seat(s, "yellow")?.kind === "robot",
      "a robot in yellow's seat",
    );
    expect(seat(robot, "yellow")).toMatchObject({
      robot: "medium",
      client: null,
      name: "Yellow",
    });
    // Too late to come back.
    await expect(new Client(running.url).reconnect(token)).rejects.toThrow();
    // The robot plays yellow's turns (states where yellow was to act, then a later step),
    // and the game goes on to its end.
    let robotActed = 0;
    let previous = red.state;
    red.onState((state) => {
      if (toAct(previous, "yellow") && state.step > previous.step) robotActed++;
      previous = state;
    });
    kick(red, "red");
    const over = await red.untilState((s) => s.game.over, "the end of the game", 25_000);
    expect(robotActed).toBeGreaterThan(0);
    expect(over.game.over).toBe(true);
    expect(seat(over, "yellow")).toMatchObject({ kind: "robot", client: null });
    expect(serverRoom(red.room.roomId).stateMessage().seats.yellow?.client).not.toBe(yellowId);
    await red.leave();
  });

  it("before the start, holds the start back, and frees the seat after the grace period", async () => {
    const host = await create(running.url, {
      variant: "aeroplane",
      colors: ["red", "yellow"],
      grace: 0.3,
    });
    const guest = await join(running.url, host.room.roomId);
    await host.sends("claim", { seat: "red", name: "Red" });
    await guest.sends("claim", { seat: "yellow", name: "Yellow" });
    await host.sends("ready");
    await guest.sends("ready");
    drop(guest);
    await host.untilState((s) => seat(s, "yellow")?.connected === false, "yellow dropped");
    expect((await host.refused("start")).code).toBe("NOT_READY");
    const freed = await host.untilState((s) => seat(s, "yellow")?.client === null, "seat freed");
    expect(seat(freed, "yellow")).toMatchObject({ kind: "human", name: null });
    // A free seat does not start (nobody would play it): a robot takes it, as the host says.
    expect((await host.refused("start")).code).toBe("SEATS_OPEN");
    await host.sends("robot", { seat: "yellow", robot: "easy" }, (s) =>
      Boolean(seat(s, "yellow")?.kind === "robot"),
    );
    await host.sends("start");
    await host.leave();
  });

  it("a consented leave gives the seat up at once", async () => {
    const { red, yellow } = await started({ grace: 20 });
    await yellow.leave();
    const robot = await red.untilState(
      (s) => seat(s, "yellow")?.kind === "robot",
      "a robot for yellow",
    );
    expect(seat(robot, "yellow")?.robot).toBe("medium");
    await red.leave();
  });
});

describe("records", () => {
  it("are sent signed, seedless, replaying to the game every client sees", async () => {
    const { red, yellow } = await started({});
    autoplay(red, "red");
    autoplay(yellow, "yellow");
    kick(red, "red");
    kick(yellow, "yellow");
    await red.untilState((s) => s.step >= 20, "twenty steps");
    const { record, signature, over } = await askRecord(yellow);
    expect(over).toBe(false);
    expect(verifyRecord(record, signature, KEY)).toBe(true);
    expect(record.seed).toBe(NEUTRAL_SEED);
    const room = serverRoom(red.room.roomId);
    expect(room.game.seed).not.toBe(NEUTRAL_SEED);
    expect(record.actions.every((a) => a.type === "move" || a.given)).toBe(true);
    // What the record replays to is the game as the room had it when it answered.
    const replayed = fromRecord(record);
    expect(record.actions.length).toBeLessThanOrEqual(room.session.step);
    expect(room.record.actions.slice(0, record.actions.length)).toEqual(record.actions);
    expect(replayed.history).toBe(room.game.history.slice(0, replayed.history.length));
    // Tampered: a prefix does not verify.
    expect(verifyRecord({ ...record, actions: record.actions.slice(1) }, signature, KEY)).toBe(
      false,
    );
    await Promise.all([red.leave(), yellow.leave()]);
  });

  it("a spectator may ask for it; the request carries no payload", async () => {
    const host = await create(running.url, { variant: "chessboard" });
    const watcher = await join(running.url, host.room.roomId);
    const { record, signature } = await askRecord(watcher);
    expect(record.actions).toEqual([]);
    expect(verifyRecord(record, signature, KEY)).toBe(true);
    expect((await watcher.refused("record", { all: true })).code).toBe("INVALID_MESSAGE");
    await Promise.all([host.leave(), watcher.leave()]);
  });

  it("a finished room answers for `linger` seconds, then says so and closes", async () => {
    const host = await create(
      running.url,
      {
        variant: "aeroplane",
        colors: ["red", "yellow"],
        seats: { red: { robot: "random" }, yellow: { robot: "random" } },
        pace: 0,
        linger: 1.5,
      },
      UNLIMITED_ROOM,
    );
    await host.sends("start");
    const over = await host.untilState((s) => s.game.over, "the end of the game", 25_000);
    const { record, signature, over: done } = await askRecord(host);
    expect(done).toBe(true);
    expect(verifyRecord(record, signature, KEY)).toBe(true);
    expect(fromRecord(record)).toEqual(over.game);
    expect(fromRecord(record)).toEqual(publicView(serverRoom(host.room.roomId).game));
    const closing = await host.until(
      () => host.received.find((r) => r.type === "closing")?.message as ClosingMessage,
      "closing",
    );
    expect(closing).toEqual({ reason: "game-over" });
    const code = await host.until(() => host.closeCode, "the close");
    expect(code).toBe(CLOSE_ROOM_FINISHED);
  });
});
