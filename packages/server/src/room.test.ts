// A room's refusals and its robots, over real WebSockets on 127.0.0.1: every message a
// client may not send is refused with a code, the room's game unchanged; spectators watch;
// floods are cut off; robots play on the server at the room's pace.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLOSE_RATE_LIMITED, MAX_MESSAGE_BYTES, type StateMessage } from "./protocol.js";
import { DEFAULT_RATE_LIMITS } from "./rate-limit.js";
import { tickOf } from "./room.js";
import type { RunningServer } from "./server.js";
import {
  autoplay,
  create,
  join,
  type Player,
  serverRoom,
  startServer,
  toAct,
  UNLIMITED_ROOM,
} from "./test-utils.js";
import { NEUTRAL_DICE, NEUTRAL_SEED } from "./view.js";

let running: RunningServer;
beforeAll(async () => {
  running = await startServer();
});
afterAll(async () => {
  await running?.close();
});

/** Sends a message, expects it refused with `code`, and the room's session untouched. */
async function refusedUnchanged(
  player: Player,
  code: string,
  type: string | number,
  payload?: unknown,
) {
  const room = serverRoom(player.room.roomId);
  const session = room.session;
  const seats = JSON.stringify(room.stateMessage().seats);
  const refusal = await player.refused(type, payload);
  expect(refusal).toMatchObject({ code, message: expect.any(String) });
  // The very same session object: nothing was played, not even a die thrown and dropped;
  // and the seats as they were.
  expect(room.session).toBe(session);
  expect(JSON.stringify(room.stateMessage().seats)).toBe(seats);
  // The server sends in order: every state broadcast before the refusal has arrived, and
  // the latest is the room as it stands.
  expect(player.state.step).toBe(session.step);
  return refusal;
}

/** Two seated players, red (the host) and yellow, and a spectator, in a started 2-colour game. */
async function twoPlayers(started = true, room = "flying") {
  const red = await create(
    running.url,
    { variant: "aeroplane", colors: ["red", "yellow"], pace: 0 },
    room,
  );
  const yellow = await join(running.url, red.room.roomId);
  const spectator = await join(running.url, red.room.roomId);
  await red.sends("claim", { seat: "red", name: "Red" });
  await yellow.sends("claim", { seat: "yellow", name: "Yellow" });
  if (started) {
    await red.sends("ready");
    await yellow.sends("ready");
    await red.sends("start");
  }
  return { red, yellow, spectator, all: [red, yellow, spectator] };
}

const leaveAll = (players: Player[]) => Promise.all(players.map((player) => player.leave()));

describe("creating a room", () => {
  it.each([
    [{ variant: "ludo" }, "UNKNOWN_VARIANT", /ludo/],
    [{}, "INVALID_CONFIG", /"variant" is required/],
    [{ variant: "aeroplane", colors: ["red", "purple"] }, "INVALID_COLORS", /purple/],
    [{ variant: "aeroplane", rules: { takeoff: "never" } }, "INVALID_RULE", /takeoff/],
    [
      { variant: "aeroplane", seats: { red: { robot: "genius" } } },
      "INVALID_PLAYERS",
      /seats\.red/,
    ],
    [{ variant: "chessboard", seats: { red: "human" } }, "INVALID_PLAYERS", /not in play/],
    [{ variant: "aeroplane", pace: -5 }, "INVALID_CONFIG", /"pace"/],
    [{ variant: "aeroplane", seed: 7 }, "INVALID_CONFIG", /"seed"/],
  ])("refuses %j with %s, naming the option", async (options, code, message) => {
    const error = await create(running.url, options).then(
      () => null,
      (error: unknown) => error,
    );
    // colyseus.js rejects with the code and message the room's error carried.
    expect(error).toBeInstanceOf(Error);
    expect((error as { code: unknown }).code).toBe(code);
    expect((error as Error).message).toMatch(message);
  });

  it("creates a room per variant by its name, the variant set by the server", async () => {
    const player = await create(running.url, { pace: 0 }, "chessboard");
    expect(player.game.variant).toBe("chessboard");
    expect(Object.keys(player.state.seats)).toEqual(["white", "black"]);
    expect(player.state.host).toBe(player.id);
    await player.leave();
  });
});

describe("a client's messages", () => {
  it("refuses a die value from a client, however it is sent", async () => {
    const { red, all } = await twoPlayers();
    await refusedUnchanged(red, "DIE_FROM_CLIENT", "roll", { value: 6 });
    await refusedUnchanged(red, "DIE_FROM_CLIENT", "roll", { value: 6, at: red.state.step });
    await refusedUnchanged(red, "DIE_FROM_CLIENT", "roll", 6);
    // And the roll the server throws is an outside die the client never chose.
    await red.sends("roll");
    const room = serverRoom(red.room.roomId);
    expect(room.session.log[0]?.action).toEqual({ type: "roll", value: expect.any(Number) });
    await leaveAll(all);
  });

  it("refuses actions out of turn, for another seat, and those the engine refuses", async () => {
    // Yellow's scripted turns below come faster than a person's, and a long run of red misses
    // would drain the default flood allowance; this test is about the refusals, not the flood.
    const { red, yellow, all } = await twoPlayers(true, UNLIMITED_ROOM);
    expect(red.game.turn).toBe("red");
    await refusedUnchanged(yellow, "NOT_YOUR_TURN", "roll");
    await refusedUnchanged(yellow, "NOT_YOUR_TURN", "move", { piece: "yellow-1" });
    await refusedUnchanged(red, "ROLL_FIRST", "move", { piece: "red-1" });
    // Roll until red has a move to make (a 2, 4 or 6 takes off under the default rules);
    // yellow's turns in between are played by yellow.
    autoplay(yellow, "yellow");
    for (let i = 0; i < 60 && red.game.roll === null; i++) {
      await red.untilState((state) => toAct(state, "red"), "red's turn");
      if (red.game.roll === null) await red.sends("roll", { at: red.state.step });
    }
    expect(red.game.roll).not.toBeNull();
    await refusedUnchanged(red, "NOT_YOUR_PIECE", "move", { piece: "yellow-1" });
    await refusedUnchanged(red, "UNKNOWN_PIECE", "move", { piece: "purple-1" });
    await refusedUnchanged(red, "MOVE_PENDING", "roll");
    await refusedUnchanged(red, "STALE_COMMAND", "move", {
      piece: "red-1",
      at: red.state.step - 1,
    });
    await refusedUnchanged(yellow, "NOT_YOUR_TURN", "move", { piece: "yellow-1" });
    await leaveAll(all);
  });

  it("refuses malformed messages: unknown types, non-objects, extra or mistyped fields", async () => {
    const { red, all } = await twoPlayers();
    await refusedUnchanged(red, "UNKNOWN_MESSAGE", "cheat", {});
    await refusedUnchanged(red, "UNKNOWN_MESSAGE", 7, {});
    await refusedUnchanged(red, "INVALID_MESSAGE", "move", "red-1");
    await refusedUnchanged(red, "INVALID_MESSAGE", "move", ["red-1"]);
    await refusedUnchanged(red, "INVALID_MESSAGE", "move", {});
    await refusedUnchanged(red, "INVALID_MESSAGE", "move", { piece: 1 });
    await refusedUnchanged(red, "INVALID_MESSAGE", "move", { piece: "red-1", extra: true });
    await refusedUnchanged(red, "INVALID_MESSAGE", "roll", { at: -1 });
    await refusedUnchanged(red, "INVALID_MESSAGE", "roll", { at: 1.5 });
    await refusedUnchanged(red, "INVALID_MESSAGE", "start", { now: true });
    await refusedUnchanged(red, "INVALID_MESSAGE", "claim", { seat: "red", name: "\u202eevil" });
    await refusedUnchanged(red, "INVALID_MESSAGE", "claim", { seat: "red", name: "   " });
    await refusedUnchanged(red, "INVALID_MESSAGE", "claim", { seat: "red", name: { first: "x" } });
    // Binary payloads are not messages of this protocol.
    const before = red.refusals.length;
    red.room.sendBytes("move", new Uint8Array([1, 2, 3]));
    const binary = await red.until(() => red.refusals[before], "the binary refusal");
    expect(binary.code).toBe("INVALID_MESSAGE");
    await leaveAll(all);
  });

  it("refuses oversized messages, and cuts a connection whose frame is far too large", async () => {
    const { red, yellow, all } = await twoPlayers();
    const big = "x".repeat(MAX_MESSAGE_BYTES);
    const refusal = await refusedUnchanged(red, "MESSAGE_TOO_LARGE", "claim", {
      seat: "red",
      name: big,
    });
    expect(refusal.message).toContain(String(MAX_MESSAGE_BYTES));
    await refusedUnchanged(red, "MESSAGE_TOO_LARGE", "roll", { at: 1, pad: big });
    // Beyond the WebSocket frame limit the transport closes the connection undecoded.
    yellow.room.send("claim", { seat: "yellow", name: "y".repeat(16 * MAX_MESSAGE_BYTES) });
    const code = await yellow.until(() => yellow.closeCode, "the close");
    expect(code).toBe(1009);
    await leaveAll([red, all[2] as Player]);
  });

  it("lets spectators see everything and do nothing", async () => {
    const { red, spectator, all } = await twoPlayers(false);
    await refusedUnchanged(spectator, "NOT_HOST", "start");
    await refusedUnchanged(spectator, "NOT_SEATED", "ready");
    await refusedUnchanged(spectator, "NOT_SEATED", "leave");
    await refusedUnchanged(spectator, "SEAT_TAKEN", "claim", { seat: "red", name: "Thief" });
    await refusedUnchanged(spectator, "INVALID_COLORS", "claim", { seat: "green", name: "Nobody" });
    await refusedUnchanged(red, "ALREADY_SEATED", "claim", { seat: "yellow", name: "Greedy" });
    await refusedUnchanged(red, "NOT_STARTED", "roll");
    await refusedUnchanged(red, "NOT_READY", "start");
    await red.sends("ready");
    await refusedUnchanged(red, "NOT_READY", "start"); // yellow is not ready yet
    await all[1]?.sends("ready");
    await refusedUnchanged(spectator, "NOT_HOST", "start");
    await red.sends("start");
    await refusedUnchanged(red, "ALREADY_STARTED", "start");
    await refusedUnchanged(spectator, "NOT_SEATED", "roll");
    await refusedUnchanged(spectator, "NOT_SEATED", "move", { piece: "red-1" });
    // The spectator sees the game as the players do.
    await red.sends("roll");
    await spectator.untilState((state) => state.step === red.state.step, "red's roll");
    expect(spectator.state).toEqual(red.state);
    expect(spectator.game.seed).toBe(NEUTRAL_SEED);
    expect(spectator.game.dice).toBe(NEUTRAL_DICE);
    await leaveAll(all);
  });

  it("refuses a flood, then disconnects it with its close code", async () => {
    const { red, yellow, all } = await twoPlayers();
    const session = serverRoom(red.room.roomId).session;
    for (let i = 0; i < 200; i++) yellow.room.send("ready");
    const code = await yellow.until(() => yellow.closeCode, "the disconnect");
    expect(code).toBe(CLOSE_RATE_LIMITED);
    const limited = yellow.refusals.filter((refusal) => refusal.code === "RATE_LIMITED");
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.length).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.strikes);
    // Only the messages within the burst were read at all (and refused as out of place).
    expect(yellow.refusals.length).toBeLessThanOrEqual(
      DEFAULT_RATE_LIMITS.burst + DEFAULT_RATE_LIMITS.strikes + 2,
    );
    // The game is as it was; yellow's seat is now played by a robot.
    const room = serverRoom(red.room.roomId);
    expect(room.session.game).toBe(session.game);
    const state = await red.untilState((s) => s.seats.yellow?.kind === "robot", "the stand-in");
    expect(state.seats.yellow).toMatchObject({ name: "Yellow", robot: "medium", connected: false });
    await leaveAll([red, all[2] as Player]);
  });
});

describe("starting a game", () => {
  it("is refused while a person's seat is free, naming every free seat (SEATS_OPEN)", async () => {
    const host = await create(running.url, {
      variant: "aeroplane",
      pace: 0,
      seats: { green: { robot: "easy" } },
    });
    const guest = await join(running.url, host.room.roomId);
    await host.sends("claim", { seat: "red", name: "Red" });
    await host.sends("ready");
    const open = await refusedUnchanged(host, "SEATS_OPEN", "start");
    // Yellow and blue are free; red is held and green is a robot's.
    expect(open.message).toMatch(/\byellow, blue\b/);
    expect(open.message).not.toMatch(/red|green/);
    await guest.sends("claim", { seat: "yellow", name: "Yellow" });
    await guest.sends("ready");
    const still = await refusedUnchanged(host, "SEATS_OPEN", "start");
    expect(still.message).toMatch(/\bblue\b/);
    expect(still.message).not.toMatch(/yellow/);
    // A free seat is the bigger problem: named before the claimed seats not ready.
    await guest.sends("ready", { ready: false });
    expect((await refusedUnchanged(host, "SEATS_OPEN", "start")).message).toMatch(/\bblue\b/);
    expect(host.state.started).toBe(false);
    await leaveAll([host, guest]);
  });

  it("starts once the host makes the free seats robots, who then play them", async () => {
    const host = await create(running.url, {
      variant: "aeroplane",
      colors: ["red", "yellow", "green"],
      pace: 0,
    });
    const guest = await join(running.url, host.room.roomId);
    const spectator = await join(running.url, host.room.roomId);
    await host.sends("claim", { seat: "red", name: "Red" });
    await guest.sends("claim", { seat: "yellow", name: "Yellow" });
    // Only the host, only for a seat nobody holds, only a colour in play.
    await refusedUnchanged(guest, "NOT_HOST", "robot", { seat: "green", robot: "easy" });
    await refusedUnchanged(spectator, "NOT_HOST", "robot", { seat: "green", robot: "easy" });
    await refusedUnchanged(host, "SEAT_TAKEN", "robot", { seat: "yellow", robot: "easy" });
    await refusedUnchanged(host, "INVALID_COLORS", "robot", { seat: "blue", robot: "easy" });
    await refusedUnchanged(host, "INVALID_MESSAGE", "robot", { seat: "green", robot: "genius" });
    await refusedUnchanged(host, "INVALID_MESSAGE", "robot", { seat: "green" });

    const robot = await host.sends("robot", { seat: "green", robot: "easy" }, (state) =>
      Boolean(state.seats.green?.kind === "robot"),
    );
    expect(robot.seats.green).toEqual({
      name: null,
      kind: "robot",
      robot: "easy",
      client: null,
      connected: true,
      ready: true,
    });
    // Everyone sees it, and nobody can claim it now.
    await spectator.untilState((state) => state.seats.green?.robot === "easy", "the robot seen");
    await refusedUnchanged(spectator, "SEAT_IS_ROBOT", "claim", { seat: "green", name: "Late" });
    // The host changes its mind: a person's seat again, which the spectator takes…
    await host.sends("robot", { seat: "green", robot: null }, (state) =>
      Boolean(state.seats.green?.kind === "human"),
    );
    await spectator.sends("claim", { seat: "green", name: "Green" });
    await spectator.sends("leave");
    // …and gives back: free again, so the start is refused until a robot has it.
    await host.sends("ready");
    await guest.sends("ready");
    expect((await refusedUnchanged(host, "SEATS_OPEN", "start")).message).toMatch(/\bgreen\b/);
    await host.sends("robot", { seat: "green", robot: "hard" }, (state) =>
      Boolean(state.seats.green?.robot === "hard"),
    );
    autoplay(host, "red");
    autoplay(guest, "yellow");
    await host.sends("start");
    // (The game moves on meanwhile, robots and autoplay: not a check of the room unchanged.)
    expect((await host.refused("robot", { seat: "green", robot: null })).code).toBe(
      "ALREADY_STARTED",
    );
    // The robot the host chose plays green's turns on the server.
    await host.until(
      () => serverRoom(host.room.roomId).session.log.some((entry) => entry.actor === "green"),
      "a green robot action",
    );
    expect(host.refusals.filter((r) => r.type !== "robot" && r.type !== "start")).toEqual([]);
    await leaveAll([host, guest, spectator]);
  });
});

describe("robots", () => {
  it("play their seats on the server at the room's pace", async () => {
    const pace = 40;
    const red = await create(running.url, {
      variant: "aeroplane",
      pace,
      seats: { yellow: { robot: "easy" }, green: { robot: "medium" }, blue: { robot: "random" } },
    });
    expect(red.state.seats.yellow).toMatchObject({ kind: "robot", robot: "easy", ready: true });
    await red.sends("claim", { seat: "red", name: "Solo" });
    await red.sends("ready");
    autoplay(red, "red");
    await red.sends("start");
    await red.untilState((state) => state.step >= 30, "30 actions", 20_000);
    const { log } = serverRoom(red.room.roomId).session;
    // Each robot action came a pace after the state before it (and not much later: the
    // room's clock ticks at the pace). Red's own actions come as fast as the client answers.
    const gaps: number[] = [];
    for (let i = 1; i < red.states.length; i++) {
      const state = red.states[i] as StateMessage;
      const actor = log[state.step - 1]?.actor;
      if (state.step === 0 || actor === undefined || actor === "red") continue;
      if ((red.states[i - 1] as StateMessage).step !== state.step - 1) continue;
      gaps.push((red.arrivals[i] as number) - (red.arrivals[i - 1] as number));
    }
    expect(gaps.length).toBeGreaterThan(10);
    // Within a tick of the room's clock (tickOf) on average. Arrival times are the client's,
    // in the process that also runs the server, so a late arrival before an action shortens
    // one gap by what it lengthened the one before: single gaps are not held to the pace.
    const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
    expect(mean).toBeGreaterThanOrEqual(pace - tickOf(pace) - 1);
    gaps.sort((a, b) => a - b);
    expect(gaps[Math.floor(gaps.length / 2)]).toBeLessThan(pace * 3);
    expect(red.refusals).toEqual([]);
    await red.leave();
  });

  it("play a robots' game to its end, watched by a spectator host", async () => {
    const robotsOnly = { red: { robot: "hard" }, yellow: { robot: "classic" } } as const;
    const host = await create(running.url, {
      variant: "chessboard",
      pace: 0,
      seats: { white: robotsOnly.red, black: robotsOnly.yellow },
    });
    expect(Object.values(host.state.seats).every((seat) => seat?.kind === "robot")).toBe(true);
    await host.sends("start");
    await host.untilState((state) => state.game.over, "the game's end", 20_000);
    const { game } = serverRoom(host.room.roomId);
    expect(host.game.history).toBe(game.history);
    expect(
      host.states.every(
        (state) => state.game.seed === NEUTRAL_SEED && state.game.dice === NEUTRAL_DICE,
      ),
    ).toBe(true);
    expect(JSON.stringify(host.received)).not.toContain(String(game.seed));
    await host.leave();
  });

  it("take over the seat of a player who leaves a started game", async () => {
    const { red, yellow, spectator } = await twoPlayers();
    await yellow.sends("leave");
    const state = await red.untilState((s) => s.seats.yellow?.kind === "robot", "the stand-in");
    expect(state.seats.yellow).toMatchObject({
      name: "Yellow",
      robot: "medium",
      client: null,
      connected: false,
    });
    // Yellow is a spectator now; its old seat is the robot's, not to be claimed back.
    await refusedUnchanged(yellow, "NOT_SEATED", "roll");
    await refusedUnchanged(spectator, "SEAT_IS_ROBOT", "claim", { seat: "yellow", name: "Late" });
    // Red plays on, the robot answering for yellow.
    autoplay(red, "red");
    await red.sends("roll", { at: red.state.step });
    await red.until(
      () => serverRoom(red.room.roomId).session.log.some((entry) => entry.actor === "yellow"),
      "a yellow robot action",
    );
    await leaveAll([red, yellow, spectator]);
  });
});
