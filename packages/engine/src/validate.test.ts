// The full check `apply` makes of a state it did not make itself (validate.ts), and
// validateState, which the React package uses on a controlled state: every way a hand-edited
// or forged state is refused, and every state a game can reach accepted.
import { describe, expect, it } from "vitest";
import {
  type Action,
  apply,
  createGame,
  type GameConfig,
  type GameState,
  lastRoll,
  type PieceId,
  RuleError,
  reduce,
  robots,
  toRecord,
  validateState,
} from "./index.js";
import { from, play, wonByRed } from "./test-utils.js";

type Loose = Record<string, unknown>;

/** A plain copy the engine has never seen, so that it gets the full check. */
const copyOf = (state: GameState): Loose => JSON.parse(JSON.stringify(state));

/** `state` with some fields replaced, as a hand edit would make it. */
const edited = (state: GameState, fields: Loose): Loose => ({ ...copyOf(state), ...fields });

const ROLL: Action = { type: "roll" };

/**
 * The INVALID_STATE error a state is refused with: validateState, apply and reduce agree on
 * it, whatever the action, and the message matches `pattern` and stays short.
 */
function refusal(state: unknown, pattern: RegExp): string {
  const error = validateState(state);
  if (error === null) throw new Error(`accepted: ${JSON.stringify(state)}`);
  expect(error.code).toBe("INVALID_STATE");
  expect(error.message).toMatch(pattern);
  expect(error.message.length).toBeLessThan(200);
  for (const action of [ROLL, { type: "move", piece: "red-1" } as Action]) {
    const result = apply(state as GameState, action);
    expect(result.ok ? "accepted" : result.error).toEqual(error);
    let thrown: unknown;
    try {
      reduce(state as GameState, action);
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).toBeInstanceOf(RuleError);
    expect((thrown as RuleError).message).toBe(error.message);
  }
  return error.message;
}

/** Every state of a robot game (the classic robot, or random on every third action). */
function robotStates(config: GameConfig, limit = 100_000): GameState[] {
  const states = [createGame(config)];
  for (let i = 0; i < limit; i++) {
    const state = states[states.length - 1] as GameState;
    if (state.over) break;
    const robot = i % 3 === 0 ? robots.random : robots.classic;
    states.push(reduce(state, robot.act(state)));
  }
  return states;
}

/** The value of the last roll of a state, from its record (not from the engine's query). */
function recordedLastRoll(state: GameState): number | null {
  const rolls = toRecord(state).actions.flatMap((a) => (a.type === "roll" ? [a.value] : []));
  return rolls.at(-1) ?? null;
}

/** Red has rolled a 6 and moved red-1 with it, so it rolls again: movedOnSix is [red-1]. */
function aeroplaneAfterSix(): GameState {
  const start = from(
    { "red-1": "Pad_Red", "yellow-1": "Track_20" },
    { variant: "aeroplane", colors: ["red", "yellow"] },
  );
  const state = play(start, 6, "red-1");
  expect(state.turn).toBe("red");
  expect(state.movedOnSix).toEqual(["red-1"]);
  expect(state.sixes).toBe(1);
  return state;
}

describe("the hand-edited states the issue reported as accepted are refused", () => {
  const fresh = createGame({ seed: 5 });

  it("a field that a game state does not have", () => {
    expect(refusal(edited(fresh, { comment: "hi" }), /unknown field "comment"/)).toBeTruthy();
    refusal(edited(fresh, { __proto__: null, extra: 1 }), /unknown field "extra"/);
  });

  it("a pieces array with holes", () => {
    const pieces = fresh.pieces.slice();
    delete pieces[3];
    refusal(edited(fresh, { pieces }), /pieces has a hole at index 3/);
    refusal(edited(fresh, { pieces: new Array(16) }), /pieces has a hole at index 0/);
    const colors = ["red", "yellow", "green", "blue"];
    delete colors[1];
    refusal(edited(fresh, { colors }), /colors has a hole at index 1/);
  });

  it("rule values and rule options that do not exist", () => {
    refusal(
      edited(fresh, { rules: { ...fresh.rules, finish: "jump" } }),
      /rules\.finish is "jump"; it must be one of "exact", "bounce"/,
    );
    refusal(edited(fresh, { rules: { ...fresh.rules, playForPlaces: "yes" } }), /playForPlaces/);
    refusal(edited(fresh, { rules: { ...fresh.rules, takeoff: "six" } }), /option "takeoff"/);
    const { bonusRollOnSix: _, ...fewer } = fresh.rules;
    refusal(edited(fresh, { rules: fewer }), /lack the option bonusRollOnSix/);
  });

  it("a colour placed that never finished", () => {
    refusal(
      edited(fresh, { placings: ["blue"] }),
      /placings is \["blue"\], but its history gives \[\]/,
    );
    refusal(edited(fresh, { placings: ["blue"], over: true }), /placings is \["blue"\]/);
  });

  it("a six count of 99", () => {
    refusal(edited(fresh, { sixes: 99 }), /the game state's sixes is 99, but its history gives 0/);
    const plane = createGame({ variant: "aeroplane", seed: 5 });
    refusal(edited(plane, { sixes: 99 }), /sixes is 99, but its history gives 0/);
    const bonus = createGame({ seed: 5, rules: { bonusRollOnSix: true } });
    refusal(edited(bonus, { sixes: 99 }), /sixes is 99, but its history gives 0/);
  });

  it("a triple six sending an opponent's plane home (movedOnSix naming another colour's plane)", () => {
    const state = aeroplaneAfterSix();
    refusal(
      edited(state, { movedOnSix: ["yellow-1"] }),
      /movedOnSix is \["yellow-1"\], but its history gives \["red-1"\]/,
    );
    refusal(edited(state, { movedOnSix: ["red-1", "yellow-1"] }), /yellow-1/);
    // The state as the game made it plays on: two more 6s send red-1 home.
    const third = play(state, 6, "red-1", 6);
    expect(third.pieces[0]).toBe(-1);
    expect(third.turn).toBe("yellow");
  });

  it("a die state of 2^60", () => {
    refusal(
      edited(fresh, { dice: 2 ** 60 }),
      /dice is 1152921504606847000, but its history gives -?\d+/,
    );
    refusal(edited(fresh, { dice: 2 ** 31 }), /dice is 2147483648/);
    refusal(edited(fresh, { dice: 1.5 }), /dice is 1\.5/);
  });

  it("a pending roll no piece can use", () => {
    // Every piece at home needs a 6 (docs/RULES.md §1): with a 3 the turn would have passed.
    refusal(edited(fresh, { roll: 3 }), /roll is 3, but its history gives null/);
    const chess = createGame({ variant: "chessboard", seed: 5 });
    // White's piece on a1 could move with a 3, but the history has no roll.
    refusal(edited(chess, { roll: 3 }), /roll is 3, but its history gives null/);
  });
});

describe("every field is checked: type, range, no field missing or extra", () => {
  const state = play(from({ "red-1": "Waypoint_3", "blue-1": "Waypoint_30" }), 6);

  it.each([
    ["variant", "chess", /variant is "chess"/],
    ["variant", 7, /variant is 7/],
    ["rules", null, /rules is null/],
    ["rules", [], /rules is \[\]/],
    ["colors", "red,blue", /colors is "red,blue"; it must be an array/],
    ["colors", ["red"], /colors name one colour; at least two must play/],
    ["colors", ["red", "purple"], /colors\[1\] is "purple"/],
    ["colors", ["red", "red"], /colors name red twice/],
    ["colors", ["blue", "red"], /colors are not in turn order/],
    ["colors", ["red", "yellow", "green", "blue", "red"], /colors has 5 entries/],
    ["seed", 1.5, /seed is 1\.5/],
    ["seed", 2 ** 54, /seed is 18014398509481984/],
    ["seed", "1", /seed is "1"/],
    ["dice", null, /dice is null/],
    ["dice", 10n, /dice is 10n/],
    ["turn", "purple", /turn is "purple"/],
    ["turn", null, /turn is null/],
    ["roll", 7, /roll is 7/],
    ["roll", 0, /roll is 0/],
    ["roll", "6", /roll is "6"/],
    ["sixes", -1, /sixes is -1/],
    ["sixes", 0.5, /sixes is 0\.5/],
    ["movedOnSix", null, /movedOnSix is null/],
    ["movedOnSix", ["red-9"], /movedOnSix is \["red-9"\], but its history gives \[\]/],
    ["movedOnSix", ["red-1", "red-1"], /movedOnSix is \["red-1","red-1"\]/],
    ["movedOnSix", ["red-1", "red-1", "red-1", "red-1", "red-1"], /movedOnSix has 5 entries/],
    ["pieces", state.pieces.slice(0, 15), /pieces have 15 entries/],
    ["pieces", [...state.pieces, -1], /pieces has 17 entries/],
    ["pieces", state.pieces.map((p, i) => (i === 5 ? 61 : p)), /pieces\[5\] \(yellow-2\) is 61/],
    ["pieces", state.pieces.map((p, i) => (i === 5 ? -2 : p)), /pieces\[5\] \(yellow-2\) is -2/],
    ["pieces", state.pieces.map((p, i) => (i === 0 ? "3" : p)), /pieces\[0\] \(red-1\) is "3"/],
    ["placings", {}, /placings is \{\}; it must be an array/],
    ["placings", ["purple"], /placings is \["purple"\], but its history gives \[\]/],
    ["placings", ["red", "red"], /placings is \["red","red"\]/],
    ["over", "no", /over is "no"/],
    ["start", "start", /start is not a position/],
    ["start", { pieces: {}, dice: 3 }, /start is not a position: position has no field "dice"/],
    ["start", { pieces: { "red-1": "Nowhere" } }, /start does not fit the game.*Nowhere/],
    ["history", 5, /history is 5/],
    ["history", "6z", /history\[1\] is "z", which is not an action mark/],
    ["history", "60", /history\[1\] is "0"/],
  ] as const)("%s = %s", (field, value, pattern) => {
    refusal(edited(state, { [field]: value }), pattern);
  });

  it.each(Object.keys(createGame({ seed: 1 })))("a state without %s", (field) => {
    const copy = copyOf(state);
    delete copy[field];
    refusal(copy, new RegExp(`has no ${field} field`));
  });

  it("things that are not states at all", () => {
    for (const junk of [null, undefined, 5, "state", [], [state], () => state, new Date()]) {
      refusal(junk, /not a game state/);
    }
  });
});

// A state must be where its history leads (docs/RULES.md §1–§3): a field that breaks a rule
// is refused as the field its history gives otherwise, with both values.
describe("the fields must be what the history gives, which keeps them by the rules", () => {
  it("pieces of a colour not in play stay home", () => {
    const two = createGame({ seed: 1, colors: ["red", "blue"] });
    const pieces = two.pieces.map((p, i) => (i === 8 ? 5 : p));
    refusal(edited(two, { pieces }), /pieces\[8\] \(green-1\) is 5, but its history gives -1/);
  });

  it("no two colours on a square where a move onto it would have captured", () => {
    const fresh = createGame({ seed: 1 });
    // red-1 at 20 is Waypoint_20; blue starts on Waypoint_14, so blue-1 at 6 is there too.
    const pieces = fresh.pieces.map((p, i) => (i === 0 ? 20 : i === 12 ? 6 : p));
    refusal(edited(fresh, { pieces }), /pieces\[0\] \(red-1\) is 20, but its history gives -1/);
    const plane = createGame({ variant: "aeroplane", seed: 1 });
    const planes = plane.pieces.map((p, i) => (i === 0 ? 14 : i === 4 ? 1 : p));
    refusal(edited(plane, { pieces: planes }), /pieces\[0\] \(red-1\) is 14/);
    const chess = createGame({ variant: "chessboard", seed: 1 });
    const squares = chess.pieces.map((p, i) => (i === 0 ? 14 : p));
    refusal(edited(chess, { pieces: squares }), /pieces\[0\] \(white-1\) is 14/);
  });

  it("own pieces may share a point, and colours may share the finish", () => {
    const shared = from({ "red-1": "Waypoint_7", "red-2": "Waypoint_7", "blue-1": "Finish" });
    expect(validateState(copyOf(shared))).toBeNull();
    const stack = from(
      { "red-1": "Track_3", "red-3": "Track_3", "blue-1": "Lane_Blue_2" },
      { variant: "aeroplane" },
    );
    expect(validateState(copyOf(play(stack, 2)))).toBeNull();
  });

  it("placings are exactly the colours that have finished; the over flag follows them", () => {
    const fresh = createGame({ seed: 1 });
    refusal(edited(fresh, { over: true }), /over is true, but its history gives false/);
    const won = wonByRed();
    expect(validateState(copyOf(won))).toBeNull();
    refusal(edited(won, { placings: [] }), /placings is \[\], but its history gives \["red"\]/);
    refusal(edited(won, { over: false }), /over is false, but its history gives true/);
    refusal(edited(won, { placings: ["red", "yellow"] }), /placings is \["red","yellow"\]/);
  });

  it("with playForPlaces the last colour left is placed without finishing", () => {
    const pieces: Partial<Record<PieceId, string>> = {};
    for (const color of ["red", "yellow", "green"] as const) {
      for (const n of [1, 2, 3, 4] as const) pieces[`${color}-${n}`] = "Finish";
    }
    pieces["green-4"] = "Safe_Green_5";
    const start = from(pieces, { rules: { playForPlaces: true }, turn: "green" });
    expect(start.placings).toEqual(["red", "yellow"]);
    const ended = play(start, 1, "green-4");
    expect(ended.placings).toEqual(["red", "yellow", "green", "blue"]);
    expect(ended.over).toBe(true);
    expect(validateState(copyOf(ended))).toBeNull();
    // Not so when the game ends at the first finish: there the first colour home wins.
    refusal(
      edited(ended, { rules: { ...ended.rules, playForPlaces: false } }),
      /history\[\d+\] \(a roll of \d\) cannot be played .*: the game is over/,
    );
    refusal(
      edited(ended, { placings: ["red", "yellow", "blue", "green"] }),
      /placings is \["red","yellow","blue","green"\], but its history gives \["red","yellow","green","blue"\]/,
    );
    const last = robotStates({ seed: 3, colors: ["red", "blue"], rules: { playForPlaces: true } });
    expect(last.at(-1)?.placings).toHaveLength(2);
    expect(validateState(copyOf(last.at(-1) as GameState))).toBeNull();
  });

  it("the colour to play has not finished, unless the game is over", () => {
    const start = from(
      { "red-1": "Finish", "red-2": "Finish", "red-3": "Finish", "red-4": "Safe_Red_4" },
      { rules: { playForPlaces: true } },
    );
    const placed = play(start, 2, "red-4");
    expect(placed.placings).toEqual(["red"]);
    expect(placed.turn).toBe("yellow");
    refusal(edited(placed, { turn: "red" }), /turn is "red", but its history gives "yellow"/);
  });

  it("the six count agrees with the roll waiting", () => {
    const state = play(from({ "red-1": "Waypoint_3" }), 6);
    expect(state.sixes).toBe(1);
    refusal(edited(state, { sixes: 0 }), /sixes is 0, but its history gives 1/);
    const three = play(from({ "red-1": "Waypoint_3" }), 3);
    refusal(edited(three, { sixes: 1 }), /sixes is 1, but its history gives 0/);
    refusal(edited(createGame({ seed: 1 }), { sixes: 1 }), /sixes is 1, but its history gives 0/);
    refusal(edited(three, { roll: null, over: false, sixes: 0 }), /roll is null, but its history/);
  });

  it("movedOnSix: only where the triple-six rule is on, only the mover's, only after a 6", () => {
    const fresh = createGame({ seed: 1 });
    refusal(
      edited(play(from({ "red-1": "Waypoint_3" }), 6), { movedOnSix: ["red-1"] }),
      /movedOnSix is \["red-1"\], but its history gives \[\]/,
    );
    expect(fresh.movedOnSix).toEqual([]);
    const state = aeroplaneAfterSix();
    expect(validateState(copyOf(state))).toBeNull();
    refusal(
      edited(state, { movedOnSix: ["red-2"] }),
      /movedOnSix is \["red-2"\], but its history gives \["red-1"\]/,
    );
    const off = createGame({ variant: "aeroplane", seed: 1, rules: { tripleSix: "off" } });
    refusal(edited(off, { movedOnSix: ["red-1"] }), /movedOnSix is \["red-1"\]/);
  });

  it("the history: marks of actions, moves of colours in play, each playable", () => {
    const two = createGame({ seed: 1, colors: ["red", "blue"] });
    refusal(edited(two, { history: "Fi" }), /history\[1\] moves green-1, but green is not in/);
    refusal(edited(two, { history: "q" }), /history\[0\] is "q"/);
    refusal(edited(two, { history: "a" }), /history\[0\] \(a move of red-1\) cannot be played/);
    refusal(edited(two, { history: "FF" }), /history\[1\] \(a roll of 6\) cannot be played/);
  });

  it("an own-die roll must be what the seed's die shows there", () => {
    const rolled = reduce(createGame({ seed: 9 }), ROLL);
    const shown = Number(rolled.history);
    const other = (shown % 6) + 1;
    const state = edited(rolled, { history: String(other) });
    refusal(
      state,
      new RegExp(`roll of ${other} by the game's own die, but its seed gives a ${shown}`),
    );
    // The same value thrown outside the game is fine as far as the history goes.
    expect(validateState(copyOf(play(createGame({ seed: 9 }), other)))).toBeNull();
  });

  it("every field must be the one its history leads to", () => {
    const state = play(from({ "red-1": "Waypoint_3" }), 3, "red-1");
    expect(state.pieces[0]).toBe(6);
    refusal(
      edited(state, { pieces: state.pieces.map((p, i) => (i === 0 ? 7 : p)) }),
      /pieces\[0\] \(red-1\) is 7, but its history gives 6/,
    );
    refusal(edited(state, { dice: state.dice + 1 }), /dice is -?\d+, but its history gives/);
    refusal(edited(state, { turn: "green" }), /turn is "green", but its history gives "yellow"/);
    refusal(edited(state, { seed: 2 }), /dice is .* \(from its rules, colors, seed and start\)/);
  });
});

describe("what the check accepts, and what it reads", () => {
  const variants = [
    { variant: "flying-chess", seed: 11, rules: { finish: "bounce", bonusRollOnSix: true } },
    {
      variant: "flying-chess",
      seed: 12,
      colors: ["yellow", "blue"],
      rules: { playForPlaces: true },
    },
    { variant: "aeroplane", seed: 13 },
    {
      variant: "aeroplane",
      seed: 14,
      colors: ["red", "green", "blue"],
      rules: { stacking: false },
    },
    { variant: "aeroplane", seed: 15, rules: { tripleSix: "lose-turn", takeoff: "six" } },
    { variant: "chessboard", seed: 16 },
    { variant: "chessboard", seed: 17, rules: { captureOnPass: false } },
  ] satisfies GameConfig[];

  it.each(variants)("every state of a robot game, as plain JSON: %j", (config) => {
    const states = robotStates(config);
    expect(states.at(-1)?.over).toBe(true);
    for (const [i, state] of states.entries()) {
      // A long game checked in full at every state would be slow: every state of the first
      // hundred actions, then every tenth.
      if (i > 100 && i % 10 !== 0 && i !== states.length - 1) continue;
      const copy = copyOf(state);
      const error = validateState(copy);
      if (error) expect.fail(`state ${i} refused: ${error.message}`);
      expect(lastRoll(copy as unknown as GameState)).toBe(recordedLastRoll(state));
      expect(lastRoll(state)).toBe(recordedLastRoll(state));
      if (state.over) continue;
      const action = robots.classic.act(state);
      expect(reduce(copy as unknown as GameState, action)).toEqual(reduce(state, action));
    }
  });

  it("frozen and null-prototype copies are states like any other", () => {
    const state = play(from({ "red-1": "Waypoint_3" }), 4);
    const frozen = Object.freeze(copyOf(state));
    expect(validateState(frozen)).toBeNull();
    const bare = Object.assign(Object.create(null), copyOf(state));
    expect(validateState(bare)).toBeNull();
    expect(reduce(bare, { type: "move", piece: "red-1" })).toEqual(
      reduce(state, { type: "move", piece: "red-1" }),
    );
  });

  it("a state is read once, field by field, however often it is played on", () => {
    const reads = new Map<PropertyKey, number>();
    const state = new Proxy(copyOf(play(createGame({ seed: 2 }), 6)), {
      get(target, key, receiver) {
        reads.set(key, (reads.get(key) ?? 0) + 1);
        return Reflect.get(target, key, receiver);
      },
    });
    const first = apply(state as unknown as GameState, { type: "move", piece: "red-1" });
    const again = apply(state as unknown as GameState, { type: "move", piece: "red-1" });
    expect(first.ok && again.ok).toBe(true);
    expect(validateState(state)).toBeNull();
    for (const field of Object.keys(createGame({ seed: 1 }))) expect(reads.get(field)).toBe(1);
  });

  it("a getter that changes its answer cannot slip a bad value past the check", () => {
    const plain = copyOf(play(createGame({ seed: 2 }), 6));
    let calls = 0;
    const tricky = Object.defineProperty({ ...plain }, "sixes", {
      enumerable: true,
      get: () => (calls++ === 0 ? 1 : 99),
    });
    const result = apply(tricky as unknown as GameState, { type: "move", piece: "red-1" });
    if (!result.ok) expect.fail(result.error.message);
    expect(result.state).toEqual(
      reduce(plain as unknown as GameState, { type: "move", piece: "red-1" }),
    );
    expect(calls).toBe(1);
  });

  it("a state whose reading throws is INVALID_STATE, naming what could not be read", () => {
    const plain = copyOf(createGame({ seed: 2 }));
    const throwing = (trap: keyof ProxyHandler<object>, thrown: unknown) =>
      new Proxy(plain, {
        [trap]: (...args: unknown[]) => {
          if (trap === "get" && args[1] !== "pieces") return Reflect.get(plain, args[1] as string);
          throw thrown;
        },
      });
    refusal(throwing("get", Object.create(null)), /pieces cannot be read/);
    refusal(throwing("ownKeys", Symbol("x")), /the game state cannot be read/);
    refusal(throwing("getPrototypeOf", new Error("x")), /not a game state/);
    const { proxy, revoke } = Proxy.revocable(plain, {});
    revoke();
    refusal(proxy, /not a game state/);
    const getter = Object.defineProperty({ ...plain }, "dice", {
      enumerable: true,
      get() {
        throw {
          toString: () => {
            throw new Error("no");
          },
        };
      },
    });
    refusal(getter, /dice cannot be read/);
  });
});
