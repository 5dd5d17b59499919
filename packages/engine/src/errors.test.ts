// Every error code of the engine, reached through the public API (types.ts: ErrorCode).
import { describe, expect, it } from "vitest";
import {
  type Action,
  apply,
  createGame,
  type ErrorCode,
  fromRecord,
  type GameConfig,
  type GameState,
  type PieceId,
  phase,
  pieceNode,
  RuleError,
  reduce,
  toRecord,
  winner,
} from "./index.js";
import { from, play, refusal } from "./test-utils.js";

/** Every member of the ErrorCode union; the type check below keeps the list complete. */
const ALL_CODES = [
  "INVALID_ACTION",
  "INVALID_STATE",
  "GAME_OVER",
  "ROLL_FIRST",
  "MOVE_PENDING",
  "INVALID_DIE",
  "UNKNOWN_PIECE",
  "NOT_YOUR_PIECE",
  "ILLEGAL_MOVE",
  "INVALID_CONFIG",
  "UNKNOWN_VARIANT",
  "INVALID_COLORS",
  "INVALID_SEED",
  "UNKNOWN_RULE",
  "INVALID_RULE",
  "INVALID_POSITION",
  "INVALID_RECORD",
] as const satisfies readonly ErrorCode[];
type Unlisted = Exclude<ErrorCode, (typeof ALL_CODES)[number]>;
const listComplete: [Unlisted] extends [never] ? true : false = true;

/** Codes produced by the tests of this file, checked at the end. */
const reached = new Set<string>();

/** The RuleError a call throws; fails the test if it throws nothing or something else. */
function ruleError(fn: () => unknown): RuleError {
  expect(fn).toThrow(RuleError);
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleError) {
      reached.add(error.code);
      expect(error.message.length).toBeGreaterThan(0);
      return error;
    }
    throw error;
  }
  throw new Error("expected a RuleError");
}

function configError(config: unknown): RuleError {
  return ruleError(() => createGame(config as GameConfig));
}

/**
 * The code `apply` refuses an action with: the state is left untouched, the refusal
 * carries a message, and `reduce` throws a RuleError with the same code.
 */
function refused(state: GameState, action: unknown): string {
  const before = JSON.stringify(state);
  const result = apply(state, action as Action);
  expect(JSON.stringify(state)).toBe(before);
  if (result.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  const { code, message } = result.error;
  expect(typeof message).toBe("string");
  expect(message.length).toBeGreaterThan(0);
  // test-utils' refusal takes object actions as they are (other steps it turns into actions).
  if (typeof action === "object" && action !== null)
    expect(refusal(state, action as Action)).toBe(code);
  const thrown = ruleError(() => reduce(state, action as Action));
  expect(thrown.code).toBe(code);
  reached.add(code);
  return code;
}

const roll = (value?: number): Action =>
  value === undefined ? { type: "roll" } : { type: "roll", value };
const move = (piece: string): Action => ({ type: "move", piece: piece as PieceId });

/** Red to move with a given 3: red-1 on Waypoint_0, the rest at home. */
function redToMove(config: Omit<GameConfig, "position"> = {}): GameState {
  const state = play(from({ "red-1": "Waypoint_0" }, config), 3);
  expect(phase(state)).toBe("move");
  expect(state.turn).toBe("red");
  return state;
}

/** A game red has just won: three pieces on Finish, the fourth brought in with a 1. */
function wonByRed(): GameState {
  const state = play(
    from({
      "red-1": "Finish",
      "red-2": "Finish",
      "red-3": "Finish",
      "red-4": "Safe_Red_5",
      "yellow-1": "Waypoint_45",
    }),
    1,
    "red-4",
  );
  expect(state.over).toBe(true);
  expect(winner(state)).toBe("red");
  return state;
}

describe("apply and reduce refuse bad actions", () => {
  it("INVALID_ACTION: an action that is not { type: 'roll' | 'move' }", () => {
    const state = createGame({ seed: 1 });
    for (const action of [null, undefined, 3, "roll", [], ["roll"], {}, { type: "jump" }]) {
      expect(refused(state, action), JSON.stringify(action)).toBe("INVALID_ACTION");
    }
    expect(refused(state, { type: "ROLL" })).toBe("INVALID_ACTION");
    expect(refused(redToMove(), { type: "Move", piece: "red-1" })).toBe("INVALID_ACTION");
  });

  it("INVALID_STATE: something that is not a game state", () => {
    const good = createGame({ seed: 1 });
    const junk: unknown[] = [
      null,
      undefined,
      42,
      "state",
      [],
      {},
      { ...good, variant: "chess" },
      { ...good, pieces: good.pieces.slice(0, 15) },
      { ...good, pieces: "aaaa" },
      { ...good, colors: undefined },
      { ...good, turn: "purple" },
      { ...good, history: 5 },
      { ...good, rules: null },
    ];
    for (const state of junk) {
      expect(refused(state as GameState, roll()), JSON.stringify(state)).toBe("INVALID_STATE");
      expect(refused(state as GameState, move("red-1"))).toBe("INVALID_STATE");
    }
  });

  it("GAME_OVER: rolling or moving after the game has ended", () => {
    const over = wonByRed();
    expect(phase(over)).toBe("over");
    expect(refused(over, roll())).toBe("GAME_OVER");
    expect(refused(over, roll(6))).toBe("GAME_OVER");
    expect(refused(over, move("yellow-1"))).toBe("GAME_OVER");
    expect(refused(over, move("red-4"))).toBe("GAME_OVER");
  });

  it("ROLL_FIRST: moving before rolling", () => {
    const state = from({ "red-1": "Waypoint_0" });
    expect(phase(state)).toBe("roll");
    expect(refused(state, move("red-1"))).toBe("ROLL_FIRST");
    expect(refused(createGame({ seed: 3 }), move("red-1"))).toBe("ROLL_FIRST");
  });

  it("MOVE_PENDING: rolling again while a move is waiting", () => {
    const state = redToMove();
    expect(refused(state, roll())).toBe("MOVE_PENDING");
    expect(refused(state, roll(6))).toBe("MOVE_PENDING");
  });

  it("INVALID_DIE: a given die that is not a whole number 1 to 6", () => {
    const state = createGame({ seed: 1 });
    const values: unknown[] = [
      0,
      7,
      -1,
      2.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      "3",
      null,
      true,
    ];
    for (const value of values) {
      expect(refused(state, { type: "roll", value }), String(value)).toBe("INVALID_DIE");
    }
  });

  it("UNKNOWN_PIECE: a piece id the variant does not have", () => {
    const state = redToMove();
    for (const piece of ["red-5", "red-0", "red-9", "purple-1", "white-1", "Red-1", "", 1, null]) {
      expect(refused(state, { type: "move", piece }), String(piece)).toBe("UNKNOWN_PIECE");
    }
    expect(refused(state, { type: "move" })).toBe("UNKNOWN_PIECE");
    expect(ruleError(() => pieceNode(state, "red-9" as PieceId)).code).toBe("UNKNOWN_PIECE");
  });

  it("NOT_YOUR_PIECE: a piece of another colour, in play or not", () => {
    const state = redToMove({ colors: ["red", "blue"] });
    expect(refused(state, move("blue-1"))).toBe("NOT_YOUR_PIECE");
    expect(refused(state, move("green-1"))).toBe("NOT_YOUR_PIECE");
    const result = apply(state, move("blue-1"));
    if (!result.ok) expect(result.error.message).toMatch(/blue-1/);
  });

  it("ILLEGAL_MOVE: a piece of the right colour that cannot move with this roll", () => {
    // A piece at home needs a 6 (RULES.md §1, takeoff).
    expect(refused(redToMove(), move("red-2"))).toBe("ILLEGAL_MOVE");
    // Exact finish (default): Safe_Red_5 + 3 would pass Finish.
    const near = play(from({ "red-1": "Safe_Red_5", "red-2": "Waypoint_3" }), 3);
    expect(refused(near, move("red-1"))).toBe("ILLEGAL_MOVE");
    // A piece on Finish never moves again.
    const done = play(from({ "red-1": "Finish", "red-2": "Waypoint_3" }), 6);
    expect(refused(done, move("red-1"))).toBe("ILLEGAL_MOVE");
  });
});

describe("createGame refuses bad config", () => {
  it("INVALID_CONFIG: not an object, or an unknown config key", () => {
    for (const config of [null, 42, "flying-chess", [], [{ seed: 1 }]]) {
      expect(configError(config).code, JSON.stringify(config)).toBe("INVALID_CONFIG");
    }
    const unknown = configError({ seed: 1, players: 4 });
    expect(unknown.code).toBe("INVALID_CONFIG");
    expect(unknown.message).toMatch(/players/);
  });

  it("UNKNOWN_VARIANT: a variant id that does not exist", () => {
    for (const variant of ["chess", "Flying-Chess", "", 7]) {
      const error = configError({ variant });
      expect(error.code).toBe("UNKNOWN_VARIANT");
      expect(error.message).toContain(JSON.stringify(variant));
    }
  });

  it.each(["aeroplane", "chessboard"])("UNKNOWN_VARIANT: '%s' is not available yet", (variant) => {
    const error = configError({ variant });
    expect(error.code).toBe("UNKNOWN_VARIANT");
    expect(error.message).toContain(variant);
  });

  it("INVALID_COLORS: not an array, unknown colour, a duplicate, fewer than two", () => {
    const cases: [unknown, RegExp][] = [
      ["red,blue", /array/],
      [{ red: true, blue: true }, /array/],
      [null, /array/],
      [["red", "purple"], /purple/],
      [["red", "white"], /white/],
      [["red", "Red"], /Red/],
      [["red", "blue", "red"], /twice/],
      [["red"], /two/],
      [[], /two/],
    ];
    for (const [colors, message] of cases) {
      const error = configError({ colors });
      expect(error.code, JSON.stringify(colors)).toBe("INVALID_COLORS");
      expect(error.message).toMatch(message);
    }
  });

  it("INVALID_SEED: a seed that is not a whole number", () => {
    const seeds: unknown[] = [1.5, "7", Number.NaN, Number.POSITIVE_INFINITY, true, {}, [3]];
    for (const seed of seeds) {
      expect(configError({ seed }).code, String(seed)).toBe("INVALID_SEED");
    }
  });

  it("INVALID_SEED: null is not a seed (it must not silently pick a random one)", () => {
    expect(configError({ seed: null }).code).toBe("INVALID_SEED");
  });

  it("UNKNOWN_RULE: the message names the unknown option", () => {
    for (const name of ["takeoff", "stacking", "captureOnPass", "bonusRoll", "toString"]) {
      const error = configError({ rules: { [name]: true } });
      expect(error.code, name).toBe("UNKNOWN_RULE");
      expect(error.message).toContain(name);
    }
    const proto = configError({ rules: JSON.parse('{"__proto__": {"finish": "bounce"}}') });
    expect(proto.code).toBe("UNKNOWN_RULE");
    expect(proto.message).toContain("__proto__");
  });

  it("INVALID_RULE: the message names the allowed values", () => {
    const finish = configError({ rules: { finish: "jump" } });
    expect(finish.code).toBe("INVALID_RULE");
    expect(finish.message).toMatch(/finish/);
    expect(finish.message).toMatch(/"exact"/);
    expect(finish.message).toMatch(/"bounce"/);
    const bonus = configError({ rules: { bonusRollOnSix: "yes" } });
    expect(bonus.code).toBe("INVALID_RULE");
    expect(bonus.message).toMatch(/true/);
    expect(bonus.message).toMatch(/false/);
    expect(configError({ rules: { playForPlaces: 1 } }).code).toBe("INVALID_RULE");
    expect(configError({ rules: "exact" }).code).toBe("INVALID_RULE");
    expect(configError({ rules: null }).code).toBe("INVALID_RULE");
  });

  it("accepts every option value RULES.md gives flying-chess", () => {
    for (const finish of ["exact", "bounce"] as const) {
      for (const bonusRollOnSix of [false, true]) {
        for (const playForPlaces of [false, true]) {
          const rules = { finish, bonusRollOnSix, playForPlaces };
          expect(createGame({ seed: 1, rules }).rules).toEqual(rules);
        }
      }
    }
  });
});

describe("createGame refuses bad positions (INVALID_POSITION)", () => {
  const positionError = (position: unknown, config: GameConfig = {}) => {
    const error = configError({ seed: 1, ...config, position });
    expect(error.code).toBe("INVALID_POSITION");
    return error;
  };

  it("position or position.pieces not an object, or an unknown field", () => {
    positionError("red-1@Waypoint_0");
    positionError(null);
    positionError({ pieces: [] });
    positionError({ pieces: null });
    positionError({});
    expect(positionError({ pieces: {}, dice: 3 }).message).toMatch(/dice/);
  });

  it("an unknown piece", () => {
    expect(positionError({ pieces: { "red-5": "Waypoint_0" } }).message).toMatch(/red-5/);
    expect(positionError({ pieces: { "white-1": "Waypoint_0" } }).message).toMatch(/white-1/);
  });

  it("a piece of a colour not in play", () => {
    const error = positionError(
      { pieces: { "green-1": "Waypoint_28" } },
      { colors: ["red", "blue"] },
    );
    expect(error.message).toMatch(/green-1/);
  });

  it("an unknown node", () => {
    for (const node of ["Waypoint_56", "Waypoint_-1", "Nowhere", "finish", 5, null]) {
      const error = positionError({ pieces: { "red-1": node } });
      expect(error.message, String(node)).toMatch(/red-1/);
    }
  });

  it("a node off that piece's path", () => {
    // Red leaves the outer path after Waypoint_54 (RULES.md §1).
    expect(positionError({ pieces: { "red-1": "Waypoint_55" } }).message).toMatch(/Waypoint_55/);
    expect(positionError({ pieces: { "red-1": "Safe_Blue_1" } }).message).toMatch(/Safe_Blue_1/);
    // Blue leaves after Waypoint_12, so Waypoint_13 is not on its path.
    expect(positionError({ pieces: { "blue-2": "Waypoint_13" } }).message).toMatch(/blue-2/);
  });

  it("two pieces in one home slot", () => {
    const error = positionError({ pieces: { "red-1": "Home_Red_2" } });
    expect(error.message).toMatch(/red-1/);
    expect(error.message).toMatch(/Home_Red_2/);
    positionError({ pieces: { "red-1": "Home_Blue_1" } });
  });

  it("two colours on one waypoint", () => {
    const error = positionError({ pieces: { "red-1": "Waypoint_20", "blue-1": "Waypoint_20" } });
    expect(error.message).toMatch(/red-1/);
    expect(error.message).toMatch(/blue-1/);
    expect(error.message).toMatch(/Waypoint_20/);
  });

  it("a turn that is not a colour in play, or a colour that has finished", () => {
    expect(
      positionError({ turn: "green", pieces: {} }, { colors: ["red", "blue"] }).message,
    ).toMatch(/green/);
    positionError({ turn: "white", pieces: {} });
    positionError({ turn: "purple", pieces: {} });
    positionError({ turn: 3, pieces: {} });
    const finished = {
      "red-1": "Finish",
      "red-2": "Finish",
      "red-3": "Finish",
      "red-4": "Finish",
    };
    positionError({ turn: "red", pieces: finished }, { rules: { playForPlaces: true } });
  });

  it("accepts what RULES.md allows: own pieces sharing a point, colours sharing Finish", () => {
    const shared = from({ "red-1": "Waypoint_7", "red-2": "Waypoint_7" });
    expect(pieceNode(shared, "red-2")).toBe("Waypoint_7");
    const centre = from({ "red-1": "Finish", "blue-1": "Finish", "red-2": "Home_Red_2" });
    expect(pieceNode(centre, "blue-1")).toBe("Finish");
    expect(pieceNode(centre, "red-2")).toBe("Home_Red_2");
  });
});

describe("records", () => {
  it("INVALID_RECORD: fromRecord refuses what is not a record", () => {
    for (const record of [null, 42, "record", [], {}]) {
      expect(ruleError(() => fromRecord(record)).code).toBe("INVALID_RECORD");
    }
    const good = toRecord(play(createGame({ seed: 4 }), 6, "red-1"));
    expect(ruleError(() => fromRecord({ ...good, version: 99 })).code).toBe("INVALID_RECORD");
  });
});

describe("error codes", () => {
  it("the list above names every ErrorCode", () => {
    expect(listComplete).toBe(true);
    expect(new Set(ALL_CODES).size).toBe(ALL_CODES.length);
  });

  it("every ErrorCode was produced by the tests above", () => {
    const missing = ALL_CODES.filter((code) => !reached.has(code));
    expect(missing).toEqual([]);
    for (const code of reached) expect(ALL_CODES as readonly string[]).toContain(code);
  });
});
