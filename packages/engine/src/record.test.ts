// toRecord / fromRecord: the versioned JSON record of a game, and every way to refuse one.
import { describe, expect, it } from "vitest";
import {
  type Action,
  apply,
  type ChessColor,
  createGame,
  type DieValue,
  defaultRules,
  type FourColor,
  fromRecord,
  type GameConfig,
  type GameEvent,
  type GameRecord,
  type GameState,
  type Position,
  phase,
  pieceNode,
  RuleError,
  type Rules,
  robots,
  toRecord,
} from "./index.js";
import { from, play } from "./test-utils.js";

const FIELDS = ["actions", "colors", "format", "position", "rules", "seed", "variant", "version"];

/** Plays actions one at a time, keeping every state (states[n] is after n actions). */
function history(start: GameState, actions: Action[]): GameState[] {
  const states = [start];
  for (const action of actions) {
    const result = apply(states[states.length - 1] as GameState, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.message}`);
    states.push(result.state);
  }
  return states;
}

/** A robot game of `count` actions, every third roll thrown outside the game. */
function robotGame(config: GameConfig, count: number): GameState[] {
  const states = [createGame(config)];
  let rolls = 0;
  while (states.length <= count) {
    const state = states[states.length - 1] as GameState;
    if (state.over) break;
    let action = robots.classic.act(state);
    if (action.type === "roll" && ++rolls % 3 === 0)
      action = { type: "roll", value: (((rolls / 3) % 6) + 1) as DieValue };
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    states.push(result.state);
  }
  return states;
}

function last(states: GameState[]): GameState {
  return states[states.length - 1] as GameState;
}

/** The INVALID_RECORD error fromRecord throws. */
function recordError(record: unknown, options?: { actions?: number }): RuleError {
  let caught: unknown;
  try {
    fromRecord(record, options);
  } catch (error) {
    caught = error;
  }
  expect(caught, "fromRecord accepted the record").toBeInstanceOf(RuleError);
  const error = caught as RuleError;
  expect(error.code).toBe("INVALID_RECORD");
  return error;
}

/** The record as plain JSON, to edit. */
function json(state: GameState): Record<string, unknown> & { actions: Record<string, unknown>[] } {
  return JSON.parse(JSON.stringify(toRecord(state)));
}

/** Red: red-1 on Waypoint_0; blue: blue-1 on Waypoint_14; the rest at home. */
const twoColours = (): GameState =>
  from({ "red-1": "Waypoint_0", "blue-1": "Waypoint_14" }, { colors: ["red", "blue"] });

describe("toRecord", () => {
  it("has the fields format, version, variant, rules, colors, seed, position, actions", () => {
    const state = createGame({ seed: 77, colors: ["blue", "red", "green"] });
    const record = toRecord(state);
    expect(Object.keys(record).sort()).toEqual(FIELDS);
    expect(record).toEqual({
      format: "flying-record",
      version: 1,
      variant: "flying-chess",
      rules: { finish: "exact", bonusRollOnSix: false, playForPlaces: false },
      colors: ["red", "green", "blue"],
      seed: 77,
      position: null,
      actions: [],
    });
  });

  it("keeps the game's rules and colours in turn order", () => {
    const rules = { finish: "bounce", bonusRollOnSix: true, playForPlaces: true } as const;
    const record = toRecord(createGame({ seed: 2, colors: ["yellow", "red"], rules }));
    expect(record.rules).toEqual(rules);
    expect(record.colors).toEqual(["red", "yellow"]);
  });

  it("writes own rolls as { type, value }, given rolls with given: true, moves by piece", () => {
    const start = createGame({ seed: 5, colors: ["red", "blue"] });
    const states = history(start, [
      { type: "roll", value: 6 },
      { type: "move", piece: "red-1" },
      { type: "roll" },
    ]);
    const ownValue = Number(last(states).history.at(-1));
    const { actions } = toRecord(last(states));
    expect(actions).toEqual([
      { type: "roll", value: 6, given: true },
      { type: "move", piece: "red-1" },
      { type: "roll", value: ownValue },
    ]);
    expect(Object.keys(actions[2] ?? {}).sort()).toEqual(["type", "value"]);
    expect(ownValue).toBeGreaterThanOrEqual(1);
    expect(ownValue).toBeLessThanOrEqual(6);
  });

  it("an own roll's recorded value is the value the game's die showed", () => {
    let state = createGame({ seed: 11 });
    const shown: number[] = [];
    for (let i = 0; i < 30 && !state.over; i++) {
      const action = robots.classic.act(state);
      const result = apply(state, action);
      if (!result.ok) throw new Error(result.error.message);
      for (const event of result.events) if (event.type === "rolled") shown.push(event.value);
      state = result.state;
    }
    const recorded = toRecord(state).actions.flatMap((a) => (a.type === "roll" ? [a.value] : []));
    expect(recorded).toEqual(shown);
  });

  it("does not share arrays or objects with the state", () => {
    const state = from({ "red-1": "Waypoint_3" }, { turn: "red" });
    const record = toRecord(state);
    record.colors.push("green");
    (record.rules as Record<string, unknown>).finish = "bounce";
    if (record.position) record.position.pieces["red-2"] = "Waypoint_9";
    expect(state.colors).toEqual(["red", "yellow", "green", "blue"]);
    expect(state.rules.finish).toBe("exact");
    expect(state.start?.pieces).toEqual({ "red-1": "Waypoint_3" });
  });
});

describe("fromRecord", () => {
  it("replays own and given rolls alike to the same state", () => {
    const states = robotGame({ seed: 21 }, 120);
    const record = toRecord(last(states));
    expect(record.actions.some((a) => a.type === "roll" && a.given === true)).toBe(true);
    expect(record.actions.some((a) => a.type === "roll" && a.given === undefined)).toBe(true);
    expect(fromRecord(record)).toStrictEqual(last(states));
    expect(fromRecord(JSON.parse(JSON.stringify(record)))).toStrictEqual(last(states));
  });

  it("round-trips a whole robot game to its end", () => {
    const states = robotGame({ seed: 3, rules: { finish: "bounce" } }, 100_000);
    expect(last(states).over).toBe(true);
    expect(fromRecord(JSON.parse(JSON.stringify(toRecord(last(states)))))).toStrictEqual(
      last(states),
    );
  });

  it("round-trips a game started from a position", () => {
    const position: Position<FourColor> = {
      turn: "blue",
      pieces: { "red-1": "Waypoint_50", "blue-1": "Waypoint_5", "blue-2": "Safe_Blue_4" },
    };
    const start = createGame({ seed: 8, colors: ["red", "blue"], position });
    const states = history(start, [
      { type: "roll", value: 1 },
      { type: "move", piece: "blue-2" },
      { type: "roll" },
    ]);
    const record = toRecord(last(states));
    expect(record.position).toEqual(position);
    expect(fromRecord(JSON.parse(JSON.stringify(record)))).toStrictEqual(last(states));
    expect(fromRecord(record, { actions: 0 })).toStrictEqual(start);
  });

  it("a position without a turn round-trips too", () => {
    const state = play(from({ "yellow-3": "Waypoint_44" }), 6, "red-1");
    const record = toRecord(state);
    expect(record.position).toEqual({ pieces: { "yellow-3": "Waypoint_44" } });
    expect(fromRecord(record)).toStrictEqual(state);
  });

  it("{ actions: n } restores the state after the first n actions, for every n", () => {
    const states = robotGame({ seed: 9, colors: ["red", "green"] }, 60);
    expect(states).toHaveLength(61);
    const record = toRecord(last(states));
    expect(record.actions).toHaveLength(60);
    for (let n = 0; n <= 60; n++) {
      expect(fromRecord(record, { actions: n }), `after ${n} actions`).toStrictEqual(states[n]);
    }
  });

  it("does not change the record it replays", () => {
    const record = toRecord(last(robotGame({ seed: 12 }, 40)));
    const before = JSON.stringify(record);
    fromRecord(record);
    fromRecord(record, { actions: 7 });
    expect(JSON.stringify(record)).toBe(before);
  });
});

describe("fromRecord refuses bad records with INVALID_RECORD", () => {
  const good = () => json(last(robotGame({ seed: 14, colors: ["red", "blue"] }, 40)));

  it("not an object", () => {
    for (const record of [null, undefined, 1, "record", [], [good()], true]) {
      expect(recordError(record).message).toMatch(/record/);
    }
  });

  it.each(FIELDS)("a missing field: %s", (field) => {
    const record = good();
    delete record[field];
    expect(recordError(record).message).toContain(field);
  });

  it("an extra field", () => {
    expect(recordError({ ...good(), comment: "hi" }).message).toContain("comment");
    expect(recordError({ ...good(), history: "6a" }).message).toContain("history");
  });

  it("a wrong format", () => {
    for (const format of ["flying-chess", "FLYING-RECORD", "", null, 1]) {
      expect(recordError({ ...good(), format }).message).toMatch(/format/);
    }
  });

  it("an unknown version", () => {
    for (const version of [0, 2, "1", 1.5, null]) {
      expect(recordError({ ...good(), version }).message).toMatch(/version/);
    }
  });

  it("a __proto__ key at the top level", () => {
    const text = JSON.stringify(good()).replace(/^\{/, '{"__proto__":{"polluted":true},');
    const record: unknown = JSON.parse(text);
    expect(Object.hasOwn(record as object, "__proto__")).toBe(true);
    expect(recordError(record).message).toContain("__proto__");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("a __proto__ key nested in an action names the action", () => {
    const record = good();
    record.actions[2] = JSON.parse(
      `{"__proto__":{"value":6},${JSON.stringify(record.actions[2]).slice(1)}`,
    );
    const message = recordError(record).message;
    expect(message).toContain("__proto__");
    expect(message).toMatch(/actions\[2\]/);
  });

  it("a constructor or prototype key anywhere", () => {
    const record = good();
    record.rules = JSON.parse('{"constructor":{"prototype":{"x":1}}}');
    expect(recordError(record).message).toMatch(/constructor|prototype/);
  });

  it("an illegal move names its index", () => {
    // red: roll 2, move red-1; blue: roll 4, then blue-2 (at home) cannot move with a 4.
    const record = toRecord(twoColours());
    record.actions = [
      { type: "roll", value: 2, given: true },
      { type: "move", piece: "red-1" },
      { type: "roll", value: 4, given: true },
      { type: "move", piece: "blue-2" },
    ];
    expect(recordError(record).message).toMatch(/actions\[3\]/);
    expect(fromRecord(record, { actions: 3 }).turn).toBe("blue");
  });

  it("an action out of turn names its index", () => {
    const record = toRecord(twoColours());
    record.actions = [
      { type: "roll", value: 2, given: true },
      { type: "roll", value: 2, given: true },
    ];
    expect(recordError(record).message).toMatch(/actions\[1\]/);
    record.actions = [{ type: "move", piece: "red-1" }];
    expect(recordError(record).message).toMatch(/actions\[0\]/);
  });

  it("a tampered own-die value (the game's die would show another number)", () => {
    const state = last(robotGame({ seed: 30 }, 50));
    const record = json(state);
    const own = record.actions
      .map((action, i) => ({ action, i }))
      .filter(({ action }) => action.type === "roll" && action.given === undefined);
    expect(own.length).toBeGreaterThan(3);
    for (const { action, i } of own.slice(0, 4)) {
      const tampered = json(state);
      tampered.actions[i] = { type: "roll", value: ((action.value as number) % 6) + 1 };
      expect(recordError(tampered).message).toMatch(new RegExp(`actions\\[${i}\\]`));
    }
    const missing = json(state);
    missing.actions[own[0]?.i ?? 0] = { type: "roll", value: "4" };
    recordError(missing);
  });

  it("an action with extra or missing fields", () => {
    const cases: [number, Record<string, unknown>][] = [
      [1, { type: "move", piece: "red-1", note: "x" }],
      [0, { type: "roll", value: 2, given: true, by: "red" }],
      [0, { type: "roll", value: 2, seed: 1 }],
      [0, { type: "roll" }],
      [1, { type: "move" }],
      [0, { type: "roll", value: 2, given: false }],
      [0, { type: "roll", value: 2, given: "yes" }],
    ];
    for (const [index, action] of cases) {
      const record = toRecord(twoColours());
      const actions: unknown[] = [
        { type: "roll", value: 2, given: true },
        { type: "move", piece: "red-1" },
      ];
      actions[index] = action;
      const message = recordError({ ...record, actions }).message;
      expect(message, JSON.stringify(action)).toMatch(new RegExp(`actions\\[${index}\\]`));
    }
  });

  it("an action that is not an action object", () => {
    for (const action of [null, "roll", 6, ["roll", 6]]) {
      const record = { ...toRecord(twoColours()), actions: [action] };
      expect(recordError(record).message).toMatch(/actions\[0\]/);
    }
  });

  it.each([
    { type: "pass" },
    { type: "pass", value: 3 },
    { type: "pass", value: 3, given: true },
    { type: "Roll", value: 3, given: true },
    { type: "move ", piece: "red-1" },
    { value: 3, given: true },
  ])("an action of an unknown type: %j", (action) => {
    const record = { ...toRecord(twoColours()), actions: [action] };
    expect(recordError(record).message).toMatch(/actions\[0\]/);
  });

  it("a bad variant, colours, seed, rules or position inside the record", () => {
    const cases: [string, unknown, RegExp][] = [
      ["variant", "chess", /chess/],
      ["variant", "aeroplane", /aeroplane/],
      ["variant", "chessboard", /chessboard/],
      ["colors", ["red"], /two/],
      ["colors", ["red", "purple"], /purple/],
      ["colors", "red,blue", /colou?rs/],
      ["seed", 1.5, /seed/],
      ["seed", "14", /seed/],
      ["rules", { finish: "jump" }, /finish/],
      ["rules", { takeoff: "six" }, /takeoff/],
      ["position", { pieces: { "red-1": "Waypoint_55" } }, /Waypoint_55/],
      ["position", { pieces: { "green-1": "Waypoint_28" } }, /green-1/],
      ["position", "start", /position/],
    ];
    for (const [field, value, message] of cases) {
      const record = { ...toRecord(twoColours()), [field]: value };
      expect(recordError(record).message, `${field}: ${JSON.stringify(value)}`).toMatch(message);
    }
  });

  it("actions that are not an array", () => {
    for (const actions of [null, "6a", { 0: { type: "roll" } }]) {
      expect(recordError({ ...good(), actions }).message).toMatch(/actions/);
    }
  });

  it("an `actions` option out of range", () => {
    const record = good();
    const length = record.actions.length;
    expect(fromRecord(record, { actions: length }).history).toHaveLength(length);
    for (const actions of [-1, length + 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(recordError(record, { actions }).message, String(actions)).toMatch(/actions|record/);
    }
    recordError(record, { actions: "3" as unknown as number });
  });

  it("a record made from a real game is accepted after JSON, every field intact", () => {
    const record: GameRecord = toRecord(last(robotGame({ seed: 40 }, 30)));
    const replayed = fromRecord(JSON.parse(JSON.stringify(record)));
    expect(toRecord(replayed)).toEqual(record);
    expect(phase(replayed)).not.toBe("over");
  });
});

// ---------------------------------------------------------------------------------------------
// Aeroplane and chessboard (docs/RULES.md §2, §3)

/**
 * A robot game to its end (or `limit` actions): `given(n)` may throw the n-th roll outside
 * the game; every event is kept.
 */
function scriptedGame(
  start: GameState,
  given: (n: number) => DieValue | undefined,
  limit = 100_000,
): { states: GameState[]; events: GameEvent[] } {
  const states = [start];
  const events: GameEvent[] = [];
  let rolls = 0;
  while (states.length <= limit && !last(states).over) {
    const state = last(states);
    let action = (states.length % 5 === 0 ? robots.random : robots.classic).act(state);
    if (action.type === "roll") {
      const value = given(rolls++);
      if (value !== undefined) action = { type: "roll", value };
    }
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    states.push(result.state);
    events.push(...result.events);
  }
  return { states, events };
}

/** Every third roll given, with runs of three 6s now and then (Aeroplane's triple six). */
const someGiven = (n: number): DieValue | undefined =>
  n % 40 < 3 ? 6 : n % 3 === 0 ? ((((n / 3) % 6) + 1) as DieValue) : undefined;

/** The whole record, after JSON, and each of its prefixes, replays to the same states. */
function expectRoundTrips(states: GameState[]): void {
  const record = JSON.parse(JSON.stringify(toRecord(last(states)))) as GameRecord;
  expect(record.actions).toHaveLength(states.length - 1);
  expect(record.actions.some((a) => a.type === "roll" && a.given === true)).toBe(true);
  expect(record.actions.some((a) => a.type === "roll" && a.given === undefined)).toBe(true);
  expect(fromRecord(record)).toStrictEqual(last(states));
  expect(toRecord(fromRecord(record))).toEqual(record);
  for (let n = 0; n < states.length; n++) {
    const replayed = fromRecord(record, { actions: n });
    if (!sameState(replayed, states[n] as GameState)) {
      expect(replayed, `after ${n} actions`).toStrictEqual(states[n]);
    }
  }
}

const sameState = (a: GameState, b: GameState): boolean => JSON.stringify(a) === JSON.stringify(b);

describe.each(["aeroplane", "chessboard"] as const)("records of %s games", (variant) => {
  it("a new game's record names the variant, its default rules and its colours", () => {
    const record = toRecord(createGame({ variant, seed: 6 }));
    expect(record.variant).toBe(variant);
    expect(record.rules).toEqual(defaultRules(variant));
    expect(record.colors).toEqual(
      variant === "aeroplane" ? ["red", "yellow", "green", "blue"] : ["white", "black"],
    );
    expect(record.position).toBeNull();
    expect(record.actions).toEqual([]);
    expect(fromRecord(record)).toStrictEqual(createGame({ variant, seed: 6 }));
  });

  it("a whole robot game with given dice round-trips, and so does every prefix", () => {
    const rules: Rules = variant === "aeroplane" ? { jumpAfterShortcut: true } : {};
    const { states } = scriptedGame(createGame({ variant, seed: 17, rules }), someGiven);
    expect(last(states).over).toBe(true);
    expectRoundTrips(states);
  });

  it("a record whose variant is changed to another is refused", () => {
    const { states } = scriptedGame(createGame({ variant, seed: 2 }), someGiven, 30);
    const record = toRecord(last(states));
    for (const other of ["flying-chess", "aeroplane", "chessboard"].filter((v) => v !== variant)) {
      expect(recordError({ ...record, variant: other }).message, other).toMatch(
        /rule|colou?r|actions\[\d+\]/,
      );
    }
  });
});

describe("records of aeroplane games: options, triple sixes, positions", () => {
  it.each([
    { tripleSix: "return-moved" },
    { tripleSix: "lose-turn", stacking: false },
    { tripleSix: "off", takeoff: "six", finish: "exact" },
    { takeoff: "five-six", playForPlaces: false },
  ] satisfies Rules[])("rules %j: the game and every prefix round-trip", (rules) => {
    const { states, events } = scriptedGame(
      createGame({ variant: "aeroplane", seed: 23, colors: ["red", "green", "blue"], rules }),
      someGiven,
    );
    expect(last(states).over).toBe(true);
    if (rules.tripleSix !== "off") expect(events.some((e) => e.type === "tripleSix")).toBe(true);
    expectRoundTrips(states);
  });

  it("a game from a loaded position (stacks, a plane in the home column) round-trips", () => {
    const position: Position<FourColor> = {
      turn: "green",
      pieces: {
        "red-1": "Track_5",
        "red-2": "Track_5",
        "green-1": "Lane_Green_2",
        "green-2": "Pad_Green",
        "green-3": "Track_30",
        "blue-1": "Finish_Blue",
        "blue-2": "Track_44",
      },
    };
    const start = createGame({
      variant: "aeroplane",
      seed: 31,
      position,
      colors: ["red", "green", "blue"],
    });
    const { states } = scriptedGame(start, someGiven);
    const record = toRecord(last(states));
    expect(record.position).toEqual(position);
    expect(last(states).over).toBe(true);
    expectRoundTrips(states);
    expect(fromRecord(record, { actions: 0 })).toStrictEqual(start);
  });
});

describe("records of chessboard games: options and positions", () => {
  it("captureOnPass false: the game and every prefix round-trip", () => {
    const start = createGame({ variant: "chessboard", seed: 4, rules: { captureOnPass: false } });
    const { states } = scriptedGame(start, someGiven);
    expect(last(states).over).toBe(true);
    expect(toRecord(last(states)).rules).toEqual({ captureOnPass: false });
    expectRoundTrips(states);
  });

  it("a game from a loaded position (white on its corner, black to move) round-trips", () => {
    const position: Position<ChessColor> = {
      turn: "black",
      pieces: {
        "white-1": "a1",
        "white-2": "h5",
        "white-3": "b2",
        "black-1": "c8",
        "black-2": "f6",
        "black-3": "a4",
      },
    };
    const start = createGame({ variant: "chessboard", seed: 12, position });
    const { states } = scriptedGame(start, someGiven);
    const record = toRecord(last(states));
    expect(record.position).toEqual(position);
    expect(last(states).over).toBe(true);
    expectRoundTrips(states);
    expect(fromRecord(record, { actions: 0 })).toStrictEqual(start);
  });

  it("given dice only: a scripted game replays from its record", () => {
    // white-1 a1 → d1, black-1 h8 → e8, then a 6 brings white-2 onto the freed a1.
    const start = createGame({ variant: "chessboard", seed: 1 });
    const states = history(start, [
      { type: "roll", value: 3 },
      { type: "move", piece: "white-1" },
      { type: "roll", value: 3 },
      { type: "move", piece: "black-1" },
      { type: "roll", value: 6 },
      { type: "move", piece: "white-2" },
    ]);
    expect(pieceNode(last(states), "white-2")).toBe("a1");
    expect(toRecord(last(states)).actions.every((a) => a.type === "move" || a.given)).toBe(true);
    for (let n = 0; n < states.length; n++) {
      expect(fromRecord(toRecord(last(states)), { actions: n })).toStrictEqual(states[n]);
    }
  });
});
