// Every error code of the engine, reached through the public API (types.ts: ErrorCode).
import { describe, expect, it, vi } from "vitest";
import type { AnySetup } from "./game.js";
import {
  type Action,
  type AeroplaneConfig,
  apply,
  createGame,
  type DieValue,
  defaultRules,
  type ErrorCode,
  fromRecord,
  type GameConfig,
  type GameState,
  getRobot,
  legalMoves,
  type PieceId,
  phase,
  pieceNode,
  type RobotId,
  RuleError,
  type RuleName,
  reduce,
  ruleChoices,
  SessionError,
  toRecord,
  type VariantId,
  winner,
} from "./index.js";
import { from, play, RULE_CHOICES, refusal, wonByRed } from "./test-utils.js";

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
  "UNKNOWN_ROBOT",
  "INVALID_COLORS",
  "INVALID_SEED",
  "UNKNOWN_RULE",
  "INVALID_RULE",
  "INVALID_POSITION",
  "INVALID_RECORD",
  "INTERNAL",
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

/** A roll action; `value` may be one no die shows (the run-time check refuses it). */
const roll = (value?: number): Action =>
  value === undefined ? { type: "roll" } : { type: "roll", value: value as DieValue };
const move = (piece: string): Action => ({ type: "move", piece: piece as PieceId });

/** Red to move with a given 3: red-1 on Waypoint_0, the rest at home. */
function redToMove(config: Omit<AnySetup, "position"> = {}): GameState {
  const state = play(from({ "red-1": "Waypoint_0" }, config), 3);
  expect(phase(state)).toBe("move");
  expect(state.turn).toBe("red");
  return state;
}

const VARIANT_IDS: readonly VariantId[] = ["flying-chess", "aeroplane", "chessboard"];

const RULE_VALUES: Record<VariantId, Partial<Record<RuleName, readonly unknown[]>>> = RULE_CHOICES;
const RULE_DEFAULTS = Object.fromEntries(
  VARIANT_IDS.map((v) => [
    v,
    Object.fromEntries(Object.entries(RULE_VALUES[v]).map(([name, values]) => [name, values?.[0]])),
  ]),
) as Record<VariantId, Record<string, unknown>>;
/** Every option name of any variant, with the values some variant allows. */
const ALL_VALUES: Partial<Record<RuleName, readonly unknown[]>> = Object.assign(
  {},
  ...VARIANT_IDS.map((v) => RULE_VALUES[v]),
);
const ALL_RULES = Object.keys(ALL_VALUES) as RuleName[];

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
    // A piece at home needs a 6 (docs/RULES.md §1, takeoff).
    expect(refused(redToMove(), move("red-2"))).toBe("ILLEGAL_MOVE");
    // Exact finish (default): Safe_Red_5 + 3 would pass Finish.
    const near = play(from({ "red-1": "Safe_Red_5", "red-2": "Waypoint_3" }), 3);
    expect(refused(near, move("red-1"))).toBe("ILLEGAL_MOVE");
    // A piece on Finish never moves again.
    const done = play(from({ "red-1": "Finish", "red-2": "Waypoint_3" }), 6);
    expect(refused(done, move("red-1"))).toBe("ILLEGAL_MOVE");
  });
});

describe("the action errors in aeroplane and chessboard", () => {
  const aeroplane = (pieces: Record<string, string>, rules: AeroplaneConfig["rules"] = {}) =>
    from(pieces, { variant: "aeroplane", rules });
  const chessboard = (pieces: Record<string, string>) => from(pieces, { variant: "chessboard" });

  it("UNKNOWN_PIECE: a piece of another variant", () => {
    const chess = play(createGame({ variant: "chessboard", seed: 1 }), 3);
    expect(refused(chess, move("red-1"))).toBe("UNKNOWN_PIECE");
    expect(refused(chess, move("white-5"))).toBe("UNKNOWN_PIECE");
    const plane = play(aeroplane({ "red-1": "Track_4" }), 3);
    expect(refused(plane, move("white-1"))).toBe("UNKNOWN_PIECE");
  });

  it("NOT_YOUR_PIECE: the other side's piece", () => {
    const chess = play(createGame({ variant: "chessboard", seed: 1 }), 3);
    expect(refused(chess, move("black-1"))).toBe("NOT_YOUR_PIECE");
    const plane = play(aeroplane({ "red-1": "Track_4" }), 3);
    expect(refused(plane, move("yellow-1"))).toBe("NOT_YOUR_PIECE");
  });

  it("ILLEGAL_MOVE: aeroplane takeoff needs the option's roll; exact finish; finished", () => {
    // takeoff 'even' (default): a 3 leaves the hangar closed.
    expect(refused(play(aeroplane({ "red-1": "Track_4" }), 3), move("red-2"))).toBe("ILLEGAL_MOVE");
    // takeoff 'six': a 4 is not enough.
    const six = play(aeroplane({ "red-1": "Track_4" }, { takeoff: "six" }), 4);
    expect(refused(six, move("red-2"))).toBe("ILLEGAL_MOVE");
    // finish 'exact': Lane_Red_5 + 3 would pass Finish_Red.
    const exact = aeroplane({ "red-1": "Lane_Red_5", "red-2": "Track_4" }, { finish: "exact" });
    expect(refused(play(exact, 3), move("red-1"))).toBe("ILLEGAL_MOVE");
    // A finished plane never moves again.
    const done = play(aeroplane({ "red-1": "Finish_Red", "red-2": "Track_4" }), 2);
    expect(refused(done, move("red-1"))).toBe("ILLEGAL_MOVE");
  });

  it("ILLEGAL_MOVE: chessboard entry onto an own piece, past d4, past an own piece", () => {
    // A 6 cannot bring white-2 in while white-1 stands on a1; white-1 can move.
    const entry = play(chessboard({ "white-1": "a1" }), 6);
    expect(refused(entry, move("white-2"))).toBe("ILLEGAL_MOVE");
    // c3 is diagonal index 30: a 2 would go beyond d4. white-2 on b1 can move.
    const beyond = play(chessboard({ "white-1": "c3", "white-2": "b1" }), 2);
    expect(refused(beyond, move("white-1"))).toBe("ILLEGAL_MOVE");
    // From a2 (index 27) a 3 onto the diagonal would pass the own piece on b2.
    const blocked = play(chessboard({ "white-1": "a2", "white-2": "b2", "white-3": "e1" }), 3);
    expect(refused(blocked, move("white-1"))).toBe("ILLEGAL_MOVE");
  });

  it("GAME_OVER: after a chessboard win", () => {
    // white-1 on a1 stands at index 0, so white has not won yet.
    const notYet = chessboard({
      "white-1": "a1",
      "white-2": "b2",
      "white-3": "c3",
      "white-4": "a2",
    });
    expect(notYet.over).toBe(false);
    // From a2 a 1 takes white-4 to a1 (index 28): all four on the diagonal.
    const almost = { "white-1": "d4", "white-2": "b2", "white-3": "c3", "white-4": "a2" };
    const over = play(chessboard({ ...almost, "black-1": "h8" }), 1, "white-4");
    expect(over.over).toBe(true);
    expect(winner(over)).toBe("white");
    expect(refused(over, roll())).toBe("GAME_OVER");
    expect(refused(over, move("black-1"))).toBe("GAME_OVER");
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
    const unknown: unknown[] = [
      "chess",
      "Flying-Chess",
      "Aeroplane",
      "aeroplane ",
      "chess-board",
      "flying_chess",
      "",
      7,
      {},
      ["aeroplane"],
    ];
    for (const variant of unknown) {
      const error = configError({ variant });
      expect(error.code, JSON.stringify(variant)).toBe("UNKNOWN_VARIANT");
      expect(error.message).toContain(JSON.stringify(variant));
    }
  });

  it("UNKNOWN_ROBOT: getRobot of an id that is no robot's", () => {
    for (const id of ["Expert", "grandmaster", "", "classic "]) {
      const error = ruleError(() => getRobot(id as RobotId));
      expect(error.code).toBe("UNKNOWN_ROBOT");
      expect(error.message).toContain(JSON.stringify(id));
    }
    // Here the levels are loaded (test-setup.ts); entries.test.ts refuses them without.
    expect(getRobot("expert").id).toBe("expert");
  });

  it("UNKNOWN_VARIANT: null is not a variant (it must not silently pick flying-chess)", () => {
    expect(configError({ variant: null }).code).toBe("UNKNOWN_VARIANT");
  });

  it("aeroplane and chessboard exist: createGame makes them with docs/RULES.md's defaults", () => {
    const aeroplane = createGame({ variant: "aeroplane", seed: 1 });
    expect(aeroplane.variant).toBe("aeroplane");
    expect(aeroplane.colors).toEqual(["red", "yellow", "green", "blue"]);
    expect(aeroplane.turn).toBe("red");
    expect(aeroplane.rules).toEqual(RULE_DEFAULTS.aeroplane);
    // Every plane waits in its hangar.
    expect(pieceNode(aeroplane, "red-1")).toBe("Hangar_Red_1");
    expect(pieceNode(aeroplane, "blue-4")).toBe("Hangar_Blue_4");
    const chessboard = createGame({ variant: "chessboard", seed: 1 });
    expect(chessboard.variant).toBe("chessboard");
    expect(chessboard.colors).toEqual(["white", "black"]);
    expect(chessboard.turn).toBe("white");
    expect(chessboard.rules).toEqual(RULE_DEFAULTS.chessboard);
    // One piece of each on its start square, the other three in reserve.
    const pieces: PieceId[] = ["white-1", "white-2", "black-1", "black-4"];
    expect(pieces.map((p) => pieceNode(chessboard, p))).toEqual([
      "a1",
      "Reserve_White_2",
      "h8",
      "Reserve_Black_4",
    ]);
    expect(createGame({ seed: 1 }).variant).toBe("flying-chess");
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

  it("INVALID_COLORS: a colour of another variant", () => {
    const cases: [VariantId, unknown[], RegExp][] = [
      ["flying-chess", ["red", "black"], /black/],
      ["aeroplane", ["red", "white"], /white/],
      ["aeroplane", ["black", "white"], /black|white/],
      ["chessboard", ["white", "red"], /red/],
      ["chessboard", ["blue", "black"], /blue/],
    ];
    for (const [variant, colors, message] of cases) {
      const error = configError({ variant, colors });
      expect(error.code, `${variant}: ${colors}`).toBe("INVALID_COLORS");
      expect(error.message).toMatch(message);
    }
  });

  it("INVALID_COLORS: the chessboard needs both its colours, each once", () => {
    expect(configError({ variant: "chessboard", colors: ["white"] }).message).toMatch(/two/);
    expect(configError({ variant: "chessboard", colors: ["black"] }).code).toBe("INVALID_COLORS");
    const twice = configError({ variant: "chessboard", colors: ["white", "white"] });
    expect(twice.message).toMatch(/twice/);
    // In either order: the colours come back in turn order.
    const game = createGame({ variant: "chessboard", colors: ["black", "white"], seed: 1 });
    expect(game.colors).toEqual(["white", "black"]);
    expect(game.turn).toBe("white");
  });

  it("aeroplane takes two to four of its colours, in turn order", () => {
    const game = createGame({ variant: "aeroplane", colors: ["blue", "yellow"], seed: 1 });
    expect(game.colors).toEqual(["yellow", "blue"]);
    expect(game.turn).toBe("yellow");
    expect(configError({ variant: "aeroplane", colors: ["green"] }).code).toBe("INVALID_COLORS");
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

  it.each(VARIANT_IDS)("UNKNOWN_RULE: %s refuses the options of the other variants", (variant) => {
    const own = Object.keys(RULE_VALUES[variant]);
    const others = ALL_RULES.filter((name) => !own.includes(name));
    expect(others.length).toBeGreaterThan(0);
    for (const name of others) {
      // A value the other variant allows, so only the name is wrong.
      const value = ALL_VALUES[name]?.[0];
      const error = configError({ variant, seed: 1, rules: { [name]: value } });
      expect(error.code, `${variant} with ${name}`).toBe("UNKNOWN_RULE");
      expect(error.message).toContain(name);
    }
  });

  it("UNKNOWN_RULE: the cases docs/RULES.md singles out", () => {
    const cases: [VariantId, RuleName, unknown][] = [
      ["aeroplane", "bonusRollOnSix", true],
      ["aeroplane", "captureOnPass", false],
      ["flying-chess", "takeoff", "six"],
      ["flying-chess", "tripleSix", "off"],
      ["chessboard", "finish", "exact"],
      ["chessboard", "playForPlaces", true],
      ["chessboard", "stacking", false],
    ];
    for (const [variant, name, value] of cases) {
      const error = configError({ variant, rules: { [name]: value } });
      expect(error.code, `${variant} with ${name}`).toBe("UNKNOWN_RULE");
      expect(error.message).toContain(name);
    }
  });

  it("INVALID_RULE: a bad value of each option names the values docs/RULES.md allows", () => {
    const cases: [VariantId, RuleName, unknown][] = [
      ["aeroplane", "takeoff", "odd"],
      ["aeroplane", "takeoff", 6],
      ["aeroplane", "takeoff", "Six"],
      ["aeroplane", "tripleSix", "return"],
      ["aeroplane", "tripleSix", true],
      ["aeroplane", "stacking", "yes"],
      ["aeroplane", "stacking", 1],
      ["aeroplane", "jumpAfterShortcut", "no"],
      ["aeroplane", "jumpAfterShortcut", 0],
      ["aeroplane", "finish", "jump"],
      ["aeroplane", "finish", "Bounce"],
      ["aeroplane", "playForPlaces", "false"],
      ["aeroplane", "playForPlaces", null],
      ["chessboard", "captureOnPass", "true"],
      ["chessboard", "captureOnPass", null],
      ["flying-chess", "finish", "exactly"],
      ["flying-chess", "playForPlaces", 1],
    ];
    for (const [variant, name, value] of cases) {
      const error = configError({ variant, rules: { [name]: value } });
      const shown = `${variant} ${name}: ${JSON.stringify(value)}`;
      expect(error.code, shown).toBe("INVALID_RULE");
      expect(error.message, shown).toContain(name);
      for (const allowed of RULE_VALUES[variant][name] ?? []) {
        expect(error.message, shown).toContain(JSON.stringify(allowed));
      }
    }
    for (const variant of VARIANT_IDS) {
      expect(configError({ variant, rules: "defaults" }).code).toBe("INVALID_RULE");
      expect(configError({ variant, rules: [] }).code).toBe("INVALID_RULE");
    }
  });

  it.each(VARIANT_IDS)(
    "ruleChoices(%s) lists exactly docs/RULES.md's options, default first",
    (v) => {
      const choices = ruleChoices(v) as Record<string, readonly unknown[]>;
      expect(Object.keys(choices).sort()).toEqual(Object.keys(RULE_VALUES[v]).sort());
      for (const [name, values] of Object.entries(RULE_VALUES[v])) {
        expect(choices[name], name).toEqual(values);
      }
      expect(defaultRules(v)).toEqual(RULE_DEFAULTS[v]);
      expect(createGame({ variant: v, seed: 1 }).rules).toEqual(RULE_DEFAULTS[v]);
    },
  );

  it.each(VARIANT_IDS)("accepts every combination of option values docs/RULES.md gives %s", (v) => {
    let combos: Record<string, unknown>[] = [{}];
    for (const [name, values] of Object.entries(RULE_VALUES[v])) {
      combos = combos.flatMap((rules) => (values ?? []).map((x) => ({ ...rules, [name]: x })));
    }
    expect(combos.length).toBeGreaterThan(1);
    for (const rules of combos) {
      expect(createGame({ variant: v, seed: 1, rules }).rules).toEqual(rules);
    }
    // Options left out take their defaults; undefined counts as left out.
    const [name, values] = Object.entries(RULE_VALUES[v])[0] as [string, unknown[]];
    const last = values[values.length - 1];
    expect(createGame({ variant: v, rules: { [name]: last } }).rules).toEqual({
      ...RULE_DEFAULTS[v],
      [name]: last,
    });
    expect(createGame({ variant: v, rules: { [name]: undefined } }).rules).toEqual(
      RULE_DEFAULTS[v],
    );
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
    // Red leaves the outer path after Waypoint_54 (docs/RULES.md §1).
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

  const aeroplane = (position: unknown, config: Omit<AeroplaneConfig, "variant"> = {}) =>
    positionError(position, { variant: "aeroplane", ...config });
  const chessboard = (position: unknown) => positionError(position, { variant: "chessboard" });

  it("aeroplane: two colours on one Track square", () => {
    const error = aeroplane({ pieces: { "red-1": "Track_5", "green-2": "Track_5" } });
    expect(error.message).toMatch(/red-1/);
    expect(error.message).toMatch(/green-2/);
    expect(error.message).toMatch(/Track_5/);
    // Also when one of the colours has a stack there, or stacking is off.
    const three = { "red-1": "Track_9", "red-2": "Track_9", "blue-1": "Track_9" };
    expect(aeroplane({ pieces: three }).message).toMatch(/blue-1/);
    const twoColours = { "red-1": "Track_0", "yellow-1": "Track_0" };
    aeroplane({ pieces: twoColours }, { rules: { stacking: false } });
  });

  it("aeroplane: a plane on another colour's Lane, Pad, Finish or Hangar", () => {
    expect(aeroplane({ pieces: { "red-1": "Lane_Blue_3" } }).message).toMatch(/Lane_Blue_3/);
    expect(aeroplane({ pieces: { "green-4": "Lane_Red_1" } }).message).toMatch(/green-4/);
    expect(aeroplane({ pieces: { "red-1": "Pad_Yellow" } }).message).toMatch(/Pad_Yellow/);
    expect(aeroplane({ pieces: { "red-1": "Finish_Green" } }).message).toMatch(/Finish_Green/);
    expect(aeroplane({ pieces: { "red-1": "Hangar_Blue_1" } }).message).toMatch(/red-1/);
  });

  it("aeroplane: unknown pieces and nodes, colours not in play", () => {
    expect(aeroplane({ pieces: { "white-1": "Track_3" } }).message).toMatch(/white-1/);
    for (const node of ["Track_52", "Waypoint_3", "Safe_Red_1", "Finish", "a1"]) {
      expect(aeroplane({ pieces: { "red-1": node } }).message, node).toMatch(/red-1/);
    }
    const error = aeroplane({ pieces: { "yellow-1": "Track_14" } }, { colors: ["red", "green"] });
    expect(error.message).toMatch(/yellow-1/);
    aeroplane({ turn: "white", pieces: {} });
  });

  it("chessboard: two pieces on one square, of one colour or of both", () => {
    const same = chessboard({ pieces: { "white-1": "c1", "white-2": "c1" } });
    expect(same.message).toMatch(/white-1/);
    expect(same.message).toMatch(/white-2/);
    expect(same.message).toMatch(/c1/);
    const both = chessboard({ pieces: { "white-3": "h4", "black-2": "h4" } });
    expect(both.message).toMatch(/white-3/);
    expect(both.message).toMatch(/black-2/);
    // a1 is white's start and diagonal square and on black's lap: still one piece only.
    chessboard({ pieces: { "white-1": "a1", "black-1": "a1" } });
  });

  it("chessboard: a piece off its path (white on e5, black on d4, an inner square)", () => {
    expect(chessboard({ pieces: { "white-1": "e5" } }).message).toMatch(/e5/);
    expect(chessboard({ pieces: { "black-2": "d4" } }).message).toMatch(/black-2/);
    expect(chessboard({ pieces: { "white-1": "c4" } }).message).toMatch(/c4/);
    expect(chessboard({ pieces: { "white-1": "Reserve_Black_1" } }).message).toMatch(/white-1/);
  });

  it("chessboard: unknown pieces and nodes, a turn that is not white or black", () => {
    expect(chessboard({ pieces: { "red-1": "a1" } }).message).toMatch(/red-1/);
    expect(chessboard({ pieces: { "white-5": "a1" } }).message).toMatch(/white-5/);
    for (const node of ["i1", "a9", "A1", "Home_Red_1", ""]) {
      expect(chessboard({ pieces: { "white-2": node } }).message, node).toMatch(/white-2/);
    }
    chessboard({ turn: "red", pieces: {} });
  });

  it("accepts what docs/RULES.md allows in aeroplane and chessboard positions", () => {
    // Own planes share a square and, with stacking on, form a stack that moves as one.
    const stack = from(
      { "red-1": "Track_3", "red-3": "Track_3", "blue-1": "Lane_Blue_2" },
      { variant: "aeroplane", turn: "red" },
    );
    expect(pieceNode(stack, "red-3")).toBe("Track_3");
    const moves = legalMoves(play(stack, 1));
    expect(moves.map((m) => m.piece)).toEqual(["red-1"]);
    expect(moves[0]?.pieces).toEqual(["red-1", "red-3"]);
    // A chessboard piece on its own start corner stands at the start of its path: a 1 takes
    // white from a1 along rank 1 to b1, not up the diagonal to b2.
    const corner = from({ "white-1": "a1", "black-1": "b8" }, { variant: "chessboard" });
    expect(pieceNode(play(corner, 1, "white-1"), "white-1")).toBe("b1");
    expect(corner.placings).toEqual([]);
    // Left-out pieces wait in reserve.
    expect(pieceNode(corner, "white-2")).toBe("Reserve_White_2");
  });

  it("accepts what docs/RULES.md allows: own pieces sharing a point, colours sharing Finish", () => {
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

describe("a failure inside the engine (INTERNAL)", () => {
  /**
   * Runs `fn` while Math.imul, which the game's own die uses (dice.ts), throws `thrown`:
   * the nearest thing to a bug in the engine that a test can cause from outside.
   */
  function withBrokenDie<T>(thrown: unknown, fn: () => T): T {
    const imul = Math.imul;
    Math.imul = () => {
      throw thrown;
    };
    try {
      return fn();
    } finally {
      Math.imul = imul;
    }
  }

  // Thrown values String() cannot convert, and one whose traps throw, as well as an Error.
  const hostile = new Proxy(
    {},
    {
      getPrototypeOf() {
        throw new Error("trap");
      },
    },
  );
  const thrownValues: [string, unknown][] = [
    ["an Error", new TypeError("broken")],
    ["a null-prototype object", Object.create(null)],
    [
      "an object whose toString throws",
      {
        toString: () => {
          throw new Error("no");
        },
      },
    ],
    ["a Proxy whose traps throw", hostile],
    ["undefined", undefined],
  ];

  it.each(thrownValues)(
    "apply reports INTERNAL, not INVALID_STATE, when %s is thrown inside",
    (_, thrown) => {
      const state = createGame({ seed: 1 });
      const before = JSON.stringify(state);
      const result = withBrokenDie(thrown, () => apply(state, roll()));
      expect(JSON.stringify(state)).toBe(before);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      reached.add(result.error.code);
      expect(result.error.code).toBe("INTERNAL");
      expect(result.error.message.length).toBeLessThan(200);
      // The engine works again once the fault is gone.
      expect(apply(state, roll()).ok).toBe(true);
    },
  );

  it("reduce and fromRecord throw a RuleError with code INTERNAL, never what was thrown", () => {
    const state = createGame({ seed: 1 });
    const record = toRecord(play(createGame({ seed: 2 }), 6, "red-1"));
    record.actions.push({ type: "roll", value: 1 });
    for (const [, thrown] of thrownValues) {
      expect(withBrokenDie(thrown, () => ruleError(() => reduce(state, roll())).code)).toBe(
        "INTERNAL",
      );
      expect(withBrokenDie(thrown, () => ruleError(() => fromRecord(record)).code)).toBe(
        "INTERNAL",
      );
    }
    // A die thrown outside the game does not use the broken generator.
    expect(withBrokenDie(new Error("x"), () => apply(state, roll(4)).ok)).toBe(true);
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

describe("errors from another copy of the package", () => {
  it("are instances of this copy's classes (an ESM and a CommonJS build side by side)", async () => {
    vi.resetModules();
    const other = await import("./index.js");
    expect(other.RuleError).not.toBe(RuleError);
    let thrown: unknown;
    try {
      other.createGame({ variant: "ludo" as "aeroplane" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RuleError);
    expect(thrown).not.toBeInstanceOf(SessionError);
    const refused = other.applyCommand(other.createSession({ seed: 1 }), { type: "undo" });
    expect(refused.ok).toBe(false);
    expect(() => other.reduceSession(other.createSession({ seed: 1 }), { type: "undo" })).toThrow(
      SessionError,
    );
    expect(new Error("plain")).not.toBeInstanceOf(RuleError);
    expect({ code: "UNKNOWN_VARIANT" }).not.toBeInstanceOf(RuleError);
  });
});
