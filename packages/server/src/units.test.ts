// The server's pure parts on their own: the public view, the die, reading messages and
// options, the seats, and the token bucket.
import { apply, createGame, type GameState, VARIANTS, validateState } from "@flying/engine";
import { robots } from "@flying/engine/robots";
import { describe, expect, it } from "vitest";
import { randomSeed, rollDie } from "./dice.js";
import { MAX_NAME_LENGTH, readMessage } from "./messages.js";
import { RoomOptionsError, setUpRoom } from "./options.js";
import { MAX_MESSAGE_BYTES } from "./protocol.js";
import { TokenBucket } from "./rate-limit.js";
import { SeatTable, STAND_IN } from "./seats.js";
import { NEUTRAL_DICE, NEUTRAL_SEED, ownDieRolled, publicView } from "./view.js";

/** A robots' game as a room plays it: every roll thrown outside. */
function roomGame(variant: (typeof VARIANTS)[number], seed: number): GameState[] {
  let state = createGame({ variant, seed });
  const states = [state];
  while (!state.over) {
    const picked = robots.medium.act(state);
    const result = apply(
      state,
      picked.type === "roll" ? { type: "roll", value: rollDie() } : picked,
    );
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    states.push(state);
  }
  return states;
}

describe("publicView", () => {
  it.each(VARIANTS)(
    "shows a %s game with neutral seed and dice, still a valid state",
    (variant) => {
      const seed = randomSeed();
      const states = roomGame(variant, seed);
      for (const state of states.filter((_, i) => i % 7 === 0 || i === states.length - 1)) {
        const view = publicView(state);
        expect(view.seed).toBe(NEUTRAL_SEED);
        expect(view.dice).toBe(NEUTRAL_DICE);
        expect({ ...view, seed: state.seed, dice: state.dice }).toEqual(state);
        expect(validateState(JSON.parse(JSON.stringify(view)))).toBeNull();
        expect(JSON.stringify(view)).not.toContain(String(seed));
        expect(ownDieRolled(state)).toBe(false);
      }
    },
  );

  it("tells a state whose own die rolled, whose view would not replay", () => {
    const result = apply(createGame({ seed: 12345 }), { type: "roll" });
    if (!result.ok) throw new Error(result.error.message);
    expect(ownDieRolled(result.state)).toBe(true);
    expect(validateState(publicView(result.state))).not.toBeNull();
  });
});

describe("the server's die", () => {
  it("throws every face, evenly", () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) {
      const face = rollDie() - 1;
      counts[face] = (counts[face] ?? 0) + 1;
    }
    // Each face within 5% of n/6 (about 10 standard deviations: never by chance).
    for (const count of counts) expect(Math.abs(count - n / 6)).toBeLessThan(n / 6 / 20);
  });

  it("seeds games at random, never with the neutral seed", () => {
    const seeds = new Set(Array.from({ length: 100 }, randomSeed));
    expect(seeds.size).toBeGreaterThan(95);
    expect(seeds.has(NEUTRAL_SEED)).toBe(false);
  });
});

describe("readMessage", () => {
  it("reads the exact shapes, a fresh object each", () => {
    expect(readMessage("roll", undefined)).toEqual({ ok: true, message: { type: "roll" } });
    expect(readMessage("roll", { at: 3 })).toEqual({ ok: true, message: { type: "roll", at: 3 } });
    expect(readMessage("move", { piece: "red-1" })).toEqual({
      ok: true,
      message: { type: "move", piece: "red-1" },
    });
    expect(readMessage("claim", { seat: "red", name: "  Ada " })).toEqual({
      ok: true,
      message: { type: "claim", seat: "red", name: "Ada" },
    });
    expect(readMessage("ready", null)).toEqual({
      ok: true,
      message: { type: "ready", ready: true },
    });
    expect(readMessage("ready", { ready: false })).toEqual({
      ok: true,
      message: { type: "ready", ready: false },
    });
    expect(readMessage("start", {})).toEqual({ ok: true, message: { type: "start" } });
    expect(readMessage("robot", { seat: "blue", robot: "hard" })).toEqual({
      ok: true,
      message: { type: "robot", seat: "blue", robot: "hard" },
    });
    expect(readMessage("robot", { seat: "blue", robot: null })).toEqual({
      ok: true,
      message: { type: "robot", seat: "blue", robot: null },
    });
  });

  it.each([
    ["roll", { value: 6 }, "DIE_FROM_CLIENT"],
    ["roll", Object.assign(Object.create(null), { value: 1 }), "DIE_FROM_CLIENT"],
    ["roll", 4, "DIE_FROM_CLIENT"],
    ["roll", "6", "INVALID_MESSAGE"],
    ["roll", { dice: 1 }, "INVALID_MESSAGE"],
    ["jump", {}, "UNKNOWN_MESSAGE"],
    [3, {}, "UNKNOWN_MESSAGE"],
    ["__proto__", {}, "UNKNOWN_MESSAGE"],
    ["move", { piece: "red-1".repeat(10) }, "INVALID_MESSAGE"],
    ["move", new Map([["piece", "red-1"]]), "INVALID_MESSAGE"],
    ["move", new Uint8Array(4), "INVALID_MESSAGE"],
    ["claim", { seat: "red", name: "a".repeat(MAX_NAME_LENGTH + 1) }, "INVALID_MESSAGE"],
    ["claim", { seat: "red", name: "a\u0000b" }, "INVALID_MESSAGE"],
    ["claim", { seat: "red", name: "x".repeat(MAX_MESSAGE_BYTES) }, "MESSAGE_TOO_LARGE"],
    ["ready", { ready: "yes" }, "INVALID_MESSAGE"],
    ["leave", { seat: "red" }, "INVALID_MESSAGE"],
    ["move", { piece: "red-1", at: 10n }, "MESSAGE_TOO_LARGE"],
    // A robot message names its robot, or null for a person: never a guess.
    ["robot", { seat: "blue" }, "INVALID_MESSAGE"],
    ["robot", { seat: "blue", robot: "genius" }, "INVALID_MESSAGE"],
    ["robot", { seat: "blue", robot: ["easy"] }, "INVALID_MESSAGE"],
    ["robot", { seat: "blue", robot: "toString" }, "INVALID_MESSAGE"],
    ["robot", { robot: "easy" }, "INVALID_MESSAGE"],
    ["robot", { seat: "blue", robot: "easy", level: 2 }, "INVALID_MESSAGE"],
  ])("refuses %s %o with %s", (type, payload, code) => {
    const read = readMessage(type, payload);
    expect(read).toMatchObject({ ok: false, code, message: expect.any(String) });
  });
});

describe("setUpRoom", () => {
  it("seats people where the options name no robot, with a random seed", () => {
    const { session, seats, pace } = setUpRoom({
      variant: "aeroplane",
      colors: ["blue", "red"],
      seats: { blue: { robot: "expert" } },
      pace: 0,
    });
    expect(session.game.colors).toEqual(["red", "blue"]);
    expect(seats).toEqual({ red: "human", blue: { robot: "expert" } });
    expect(session.players).toEqual({ red: "human", blue: { robot: "expert", pace: 0 } });
    expect(session.game.seed).not.toBe(NEUTRAL_SEED);
    expect(pace).toBe(0);
    expect(setUpRoom({ variant: "chessboard" }).pace).toBe(600);
  });

  it.each([
    [null, "INVALID_CONFIG"],
    [{ variant: "aeroplane", extra: 1 }, "INVALID_CONFIG"],
    [{ variant: "aeroplane", pace: 1.5 }, "INVALID_CONFIG"],
    [{ variant: "aeroplane", pace: 60_000 }, "INVALID_CONFIG"],
    [{ variant: "aeroplane", rules: { nope: true } }, "UNKNOWN_RULE"],
    [{ variant: "aeroplane", seats: "robots" }, "INVALID_PLAYERS"],
    [{ variant: "aeroplane", seats: { red: "robot" } }, "INVALID_PLAYERS"],
    [{ variant: "aeroplane", colors: ["red", "x".repeat(3000)] }, "INVALID_CONFIG"],
  ])("refuses %j with %s", (options, code) => {
    expect(() => setUpRoom(options)).toThrow(RoomOptionsError);
    try {
      setUpRoom(options);
    } catch (error) {
      expect((error as RoomOptionsError).code).toBe(code);
      expect((error as Error).message.startsWith(`${code}: `)).toBe(true);
    }
  });
});

describe("SeatTable", () => {
  it("claims, readies, frees before the start and stands a robot in after it", () => {
    const seats = new SeatTable({ red: "human", yellow: "human", green: { robot: "easy" } });
    expect(seats.claim("a", "red", "Ada", false)).toBeNull();
    expect(seats.claim("b", "red", "Bob", false)?.code).toBe("SEAT_TAKEN");
    expect(seats.claim("b", "green", "Bob", false)?.code).toBe("SEAT_IS_ROBOT");
    expect(seats.claim("b", "blue", "Bob", false)?.code).toBe("INVALID_COLORS");
    expect(seats.claim("a", "yellow", "Ada", false)?.code).toBe("ALREADY_SEATED");
    expect(seats.notReady()).toEqual(["red"]);
    expect(seats.setReady("a", true)).toBeNull();
    expect(seats.setReady("b", true)?.code).toBe("NOT_SEATED");
    expect(seats.notReady()).toEqual([]);
    expect(seats.actorOf("red")).toEqual({ client: "a" });
    expect(seats.actorOf("yellow")).toBeNull();
    expect(seats.actorOf("green")).toEqual({ robot: "easy" });
    expect(seats.release("a", false)).toBe("red");
    expect(seats.view().red).toEqual({
      name: null,
      kind: "human",
      robot: null,
      client: null,
      connected: false,
      ready: false,
    });
    expect(seats.claim("b", "red", "Bob", true)).toBeNull();
    expect(seats.view().red?.ready).toBe(true);
    expect(seats.release("b", true)).toBe("red");
    expect(seats.actorOf("red")).toEqual({ robot: STAND_IN });
    expect(seats.view().red).toMatchObject({ name: "Bob", kind: "robot", connected: false });
    expect(seats.claim("c", "red", "Cy", true)?.code).toBe("SEAT_IS_ROBOT");
  });

  it("lists the free people's seats, and lets a robot take one or give it back", () => {
    const seats = new SeatTable({ red: "human", yellow: "human", green: { robot: "easy" } });
    expect(seats.free()).toEqual(["red", "yellow"]);
    expect(seats.claim("a", "red", "Ada", false)).toBeNull();
    expect(seats.free()).toEqual(["yellow"]);
    // A seat whose player dropped is still held: not free, and not the host's to give away.
    seats.drop("a");
    expect(seats.free()).toEqual(["yellow"]);
    expect(seats.setRobot("red", "hard")?.code).toBe("SEAT_TAKEN");
    expect(seats.setRobot("blue", "hard")?.code).toBe("INVALID_COLORS");
    expect(seats.setRobot("yellow", "hard")).toBeNull();
    expect(seats.free()).toEqual([]);
    expect(seats.actorOf("yellow")).toEqual({ robot: "hard" });
    expect(seats.view().yellow).toEqual({
      name: null,
      kind: "robot",
      robot: "hard",
      client: null,
      connected: true,
      ready: true,
    });
    expect(seats.claim("b", "yellow", "Bo", false)?.code).toBe("SEAT_IS_ROBOT");
    // And back: a person's seat again, free to claim; a seat set up as a robot too.
    expect(seats.setRobot("yellow", null)).toBeNull();
    expect(seats.setRobot("green", null)).toBeNull();
    expect(seats.free()).toEqual(["yellow", "green"]);
    expect(seats.claim("b", "yellow", "Bo", false)).toBeNull();
    expect(seats.view().green).toMatchObject({ kind: "human", robot: null, ready: false });
  });
});

describe("TokenBucket", () => {
  it("lets a burst through, refuses the excess, then disconnects; refills with time", () => {
    let now = 0;
    const bucket = new TokenBucket({ burst: 3, perSecond: 2, strikes: 2 }, () => now);
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual(["pass", "pass", "pass"]);
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([
      "refuse",
      "refuse",
      "disconnect",
    ]);
    now += 500;
    expect(bucket.take()).toBe("pass");
    expect(bucket.take()).toBe("refuse");
    now += 10_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
      "pass",
      "pass",
      "pass",
      "refuse",
    ]);
  });
});
