// Property tests over thousands of seeded robot games of Flying Chess (RULES.md §1).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Action,
  apply,
  createGame,
  currentPlayer,
  type ErrorCode,
  type FourColor,
  fromRecord,
  type GameConfig,
  type GameEvent,
  type GameState,
  getBoard,
  legalMoves,
  type NodeId,
  type PieceId,
  phase,
  pieceNode,
  type RuleOptions,
  reduce,
  robots,
  standings,
  toRecord,
  winner,
} from "./index.js";

const board = getBoard("flying-chess");
/** RULES.md §1: turn order red → yellow → green → blue. */
const TURN_ORDER: readonly FourColor[] = ["red", "yellow", "green", "blue"];
const PIECES: readonly PieceId[] = TURN_ORDER.flatMap((color) =>
  ([1, 2, 3, 4] as const).map((n): PieceId => `${color}-${n}`),
);
const PATH_SETS = new Map(TURN_ORDER.map((c) => [c, new Set(board.paths[c])]));
const WAYPOINTS = new Set(board.nodes.filter((n) => n.kind === "waypoint").map((n) => n.id));
/** Far more actions than any real game needs (robot games take about a thousand). */
const MAX_ACTIONS = 50_000;

const home = (piece: PieceId): NodeId => {
  const [color, n] = piece.split("-") as [FourColor, string];
  return board.homes[color]?.[Number(n) - 1] as NodeId;
};
const colorOf = (piece: PieceId): FourColor => piece.split("-")[0] as FourColor;

/** Room for the heavier properties on a slow machine (they take a few seconds). */
const SLOW = { timeout: 60_000 };

// ---------------------------------------------------------------------------------------------
// Games

type RobotName = "classic" | "random";
type FlyingRules = Partial<Pick<RuleOptions, "finish" | "bonusRollOnSix" | "playForPlaces">>;

interface Setup {
  seed: number;
  colors: FourColor[];
  rules: FlyingRules;
  robots: Record<FourColor, RobotName>;
  /** Some rolls are thrown outside the game ({ type: 'roll', value }). */
  given: boolean;
}

const robotArb = fc.constantFrom<RobotName>("classic", "random");
const setupArb: fc.Arbitrary<Setup> = fc.record({
  seed: fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 32 }), fc.maxSafeInteger()),
  colors: fc.shuffledSubarray([...TURN_ORDER], { minLength: 2 }),
  rules: fc.record(
    {
      finish: fc.constantFrom<RuleOptions["finish"]>("exact", "bounce"),
      bonusRollOnSix: fc.boolean(),
      playForPlaces: fc.boolean(),
    },
    { requiredKeys: [] },
  ),
  robots: fc.record({ red: robotArb, yellow: robotArb, green: robotArb, blue: robotArb }),
  given: fc.boolean(),
});

function configOf(setup: Setup): GameConfig {
  return { seed: setup.seed, colors: setup.colors, rules: setup.rules };
}

/** A 32-bit hash, to pick given die values reproducibly. */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 13;
  return h >>> 0;
}

/** The next action of a setup's game: its robot's, with some rolls given from outside. */
function nextAction(setup: Setup, state: GameState): Action {
  const action = robots[setup.robots[state.turn as FourColor]].act(state);
  if (action.type !== "roll" || !setup.given) return action;
  const h = mix(setup.seed, state.history.length);
  return h % 2 === 0 ? { type: "roll", value: 1 + ((h >>> 1) % 6) } : action;
}

interface Step {
  before: GameState;
  action: Action;
  after: GameState;
  events: GameEvent[];
}

/** Plays a setup's game to its end, calling `visit` after every action. */
function playGame(setup: Setup, visit?: (step: Step) => void): GameState {
  let state = createGame(configOf(setup));
  for (let i = 0; !state.over; i++) {
    if (i >= MAX_ACTIONS) throw new Error(`no end after ${MAX_ACTIONS} actions`);
    const action = nextAction(setup, state);
    const result = apply(state, action);
    if (!result.ok) {
      throw new Error(`robot action ${JSON.stringify(action)} refused: ${result.error.message}`);
    }
    visit?.({ before: state, action, after: result.state, events: result.events });
    state = result.state;
  }
  return state;
}

/** Every state of a setup's game, the first being the new game. */
function allStates(setup: Setup): GameState[] {
  const states = [createGame(configOf(setup))];
  playGame(setup, ({ after }) => states.push(after));
  return states;
}

// ---------------------------------------------------------------------------------------------
// Helpers

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Strict structural equality: same prototypes, same own keys, Object.is on primitives. */
function sameData(a: unknown, b: unknown): boolean {
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) {
    return Object.is(a, b);
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((key) => Object.hasOwn(rb, key) && sameData(ra[key], rb[key]));
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const isDie = (v: unknown): boolean =>
  typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 6;

/** Codes `apply` may give for a bad action on a good state. */
const ACTION_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "INVALID_ACTION",
  "GAME_OVER",
  "ROLL_FIRST",
  "MOVE_PENDING",
  "INVALID_DIE",
  "UNKNOWN_PIECE",
  "NOT_YOUR_PIECE",
  "ILLEGAL_MOVE",
]);

/**
 * Why `action` is not legal in `state`, worked out from RULES.md and the action contract
 * alone: every reason that applies (the engine may report any one). Empty when legal.
 */
function reasons(state: GameState, action: unknown): Set<ErrorCode> {
  const why = new Set<ErrorCode>();
  if (!isPlain(action) || (action.type !== "roll" && action.type !== "move")) {
    why.add("INVALID_ACTION");
    return why;
  }
  if (state.over) why.add("GAME_OVER");
  if (action.type === "roll") {
    if (phase(state) === "move") why.add("MOVE_PENDING");
    if (action.value !== undefined && !isDie(action.value)) why.add("INVALID_DIE");
    return why;
  }
  if (phase(state) === "roll") why.add("ROLL_FIRST");
  const piece = action.piece;
  if (typeof piece !== "string" || !(PIECES as readonly string[]).includes(piece)) {
    why.add("UNKNOWN_PIECE");
  } else if (colorOf(piece as PieceId) !== state.turn) {
    why.add("NOT_YOUR_PIECE");
  } else if (!legalMoves(state).some((m) => m.piece === piece)) {
    why.add("ILLEGAL_MOVE");
  }
  return why;
}

/** The same action with nothing but its own fields. */
function canonical(action: Record<string, unknown>): Action {
  if (action.type === "move") return { type: "move", piece: action.piece as PieceId };
  return action.value === undefined
    ? { type: "roll" }
    : { type: "roll", value: action.value as number };
}

/** RULES.md §1 "Players and robots": the move the classic robot must pick. */
function classicChoice(state: GameState): PieceId | undefined {
  const legal = legalMoves(state)
    .map((m) => m.piece)
    .sort((a, b) => PIECES.indexOf(a) - PIECES.indexOf(b));
  const onBoard = legal.find((p) => pieceNode(state, p) !== home(p));
  return onBoard ?? legal.find((p) => pieceNode(state, p) === home(p));
}

/** Fails the property; used in hot loops instead of `expect`, which is slow per call. */
function violated(message: string): never {
  throw new Error(message);
}

const sameList = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** The invariants every state of a game keeps. */
function checkState(state: GameState, setup: Setup): void {
  if (state.pieces.length !== 16) violated(`${state.pieces.length} entries in state.pieces`);
  const inPlay = TURN_ORDER.filter((c) => setup.colors.includes(c));
  if (!sameList(state.colors, inPlay)) violated(`colors ${state.colors} instead of ${inPlay}`);
  const owner = new Map<NodeId, FourColor>();
  const finished = new Map<FourColor, number>();
  for (const piece of PIECES) {
    const color = colorOf(piece);
    const at = pieceNode(state, piece);
    if (!inPlay.includes(color)) {
      if (at !== home(piece)) violated(`${piece} is not in play but stands on ${at}`);
      continue;
    }
    if (at !== home(piece) && !PATH_SETS.get(color)?.has(at)) {
      violated(`${piece} stands on ${at}, neither its home nor its path`);
    }
    if (at === "Finish") finished.set(color, (finished.get(color) ?? 0) + 1);
    if (WAYPOINTS.has(at)) {
      const other = owner.get(at);
      if (other !== undefined && other !== color) violated(`${other} and ${color} share ${at}`);
      owner.set(at, color);
    }
  }
  if (!inPlay.includes(currentPlayer(state) as FourColor)) violated(`turn ${state.turn}`);
  for (const [color, count] of finished) {
    if (count === 4 && !state.placings.includes(color)) violated(`${color} finished, not placed`);
  }
  if (!state.over) {
    // A finished colour gets no further roll.
    if (state.placings.includes(state.turn)) violated(`${state.turn} has finished but plays on`);
    // A roll is left waiting only when some move is legal (otherwise the turn passes).
    if (phase(state) === "move" && legalMoves(state).length === 0) {
      violated(`a ${state.roll} waits for a move but no move is legal`);
    }
  }
}

/** The end of a game: RULES.md §1 "End" and option playForPlaces. */
function checkEnd(state: GameState, setup: Setup): void {
  expect(state.over).toBe(true);
  expect(phase(state)).toBe("over");
  const first = winner(state);
  expect(first).not.toBeNull();
  const finished = (color: string) =>
    PIECES.filter((p) => colorOf(p) === color && pieceNode(state, p) === "Finish").length;
  expect(finished(first as string)).toBe(4);
  if (setup.rules.playForPlaces === true) {
    // Everyone is ranked; all but the last colour left have brought their four pieces home.
    expect([...state.placings].sort()).toEqual([...setup.colors].sort());
    for (const color of state.placings.slice(0, -1)) expect(finished(color)).toBe(4);
  } else {
    expect(state.placings).toEqual([first]);
    for (const color of setup.colors) if (color !== first) expect(finished(color)).toBeLessThan(4);
  }
  expect(standings(state)[0]?.color).toBe(first);
}

// ---------------------------------------------------------------------------------------------

describe("robot games: invariants after every action", () => {
  it(
    "pieces home or on their own path, colours not in play at home, one colour per waypoint",
    SLOW,
    () => {
      fc.assert(
        fc.property(setupArb, (setup) => {
          const end = playGame(setup, ({ before, action, after, events }) => {
            checkState(after, setup);
            if (after.history.length !== before.history.length + 1) violated("history length");
            // The robots keep to RULES.md: classic's habit, random's legal pick.
            if (action.type === "move") {
              const legal = legalMoves(before).map((m) => m.piece);
              if (!legal.includes(action.piece)) violated(`${action.piece} is not a legal move`);
              const robot = setup.robots[before.turn as FourColor];
              if (robot === "classic" && action.piece !== classicChoice(before)) {
                violated(`classic moved ${action.piece}, RULES.md says ${classicChoice(before)}`);
              }
            }
            // Turns pass red → yellow → green → blue, skipping colours out of play or finished.
            for (const event of events) {
              if (event.type !== "turnPassed" || after.over) continue;
              const order = after.colors.filter((c) => !after.placings.includes(c));
              const from = TURN_ORDER.indexOf(event.from as FourColor);
              const expected = [1, 2, 3, 4]
                .map((k) => TURN_ORDER[(from + k) % 4] as FourColor)
                .find((c) => order.includes(c));
              if (event.to !== expected) violated(`turn passed to ${event.to}, not ${expected}`);
            }
          });
          checkEnd(end, setup);
        }),
        { numRuns: 600 },
      );
    },
  );

  it("every game ends, and the winner has four pieces on Finish", SLOW, () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        checkEnd(playGame(setup), setup);
      }),
      { numRuns: 500 },
    );
  });

  it("the same seed and config give the same game", () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const a = playGame(setup);
        const b = playGame(structuredClone(setup));
        expect(b.history).toBe(a.history);
        expect(sameData(a, b)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("the robots decide by the state alone: a JSON copy gets the same action", () => {
    fc.assert(
      fc.property(setupArb, fc.nat(), (setup, pick) => {
        const states = allStates(setup);
        const state = states[pick % states.length] as GameState;
        const copy = JSON.parse(JSON.stringify(state)) as GameState;
        for (const robot of [robots.classic, robots.random]) {
          expect(robot.act(copy)).toEqual(robot.act(state));
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe("robot games: records and plain data", () => {
  it("fromRecord(JSON of toRecord(s)) equals s, at the end and at any earlier point", SLOW, () => {
    fc.assert(
      fc.property(setupArb, fc.nat(), (setup, pick) => {
        const states = allStates(setup);
        const n = pick % states.length;
        const end = states[states.length - 1] as GameState;
        for (const state of [end, states[n] as GameState]) {
          const record = JSON.parse(JSON.stringify(toRecord(state)));
          expect(fromRecord(record)).toStrictEqual(state);
        }
        expect(fromRecord(toRecord(end), { actions: n })).toStrictEqual(states[n]);
      }),
      { numRuns: 250 },
    );
  });

  it("a seed of -0 gives a state that survives JSON (the seed is stored as 0)", () => {
    const state = createGame({ seed: -0 });
    expect(Object.is(JSON.parse(JSON.stringify(state)).seed, state.seed)).toBe(true);
    expect(sameData(fromRecord(JSON.parse(JSON.stringify(toRecord(state)))), state)).toBe(true);
  });

  it("every state survives JSON.stringify/parse and structuredClone unchanged", SLOW, () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        playGame(setup, ({ after }) => {
          if (!sameData(JSON.parse(JSON.stringify(after)), after)) {
            expect(JSON.parse(JSON.stringify(after))).toStrictEqual(after);
            expect.fail("a state changed through JSON");
          }
          if (!sameData(structuredClone(after), after)) {
            expect(structuredClone(after)).toStrictEqual(after);
            expect.fail("a state changed through structuredClone");
          }
        });
      }),
      { numRuns: 120 },
    );
  });

  it(
    "no function mutates the state it is given (deep-frozen states, JSON before and after)",
    SLOW,
    () => {
      fc.assert(
        fc.property(setupArb, (setup) => {
          const config = deepFreeze(structuredClone(configOf(setup)));
          let state = deepFreeze(createGame(config));
          while (!state.over) {
            const before = JSON.stringify(state);
            const action = deepFreeze(nextAction(setup, state));
            legalMoves(state);
            standings(state);
            winner(state);
            pieceNode(state, "red-1");
            robots.classic.act(state);
            robots.random.act(state);
            const reduced = reduce(state, action);
            const result = apply(state, action);
            if (!result.ok) expect.fail(`${result.error.code}: ${result.error.message}`);
            expect(JSON.stringify(state)).toBe(before);
            expect(sameData(reduced, result.state)).toBe(true);
            state = deepFreeze(result.state);
          }
          const record = deepFreeze(toRecord(state));
          expect(fromRecord(record)).toStrictEqual(state);
          expect(JSON.stringify(state)).toBe(JSON.stringify(fromRecord(record)));
        }),
        { numRuns: 120 },
      );
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Junk

const pieceLikeArb = fc.oneof(
  fc.constantFrom(...PIECES),
  fc.constantFrom("red-9", "red-0", "red-5", "white-1", "black-2", "Red-1", "red-1 ", "red1", ""),
  fc.string({ maxLength: 8 }),
  fc.anything({ maxDepth: 1 }),
);
const dieLikeArb = fc.oneof(
  fc.integer({ min: -2, max: 9 }),
  fc.constantFrom(2.5, 6.0000001, -0, Number.NaN, Number.POSITIVE_INFINITY, "3", null, true),
  fc.double(),
  fc.anything({ maxDepth: 1 }),
);
const junkActionArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.record({ type: fc.constant("move"), piece: pieceLikeArb }),
  fc.record({ type: fc.constant("roll"), value: dieLikeArb }),
  fc.record(
    {
      type: fc.constantFrom("roll", "move", "Roll", "MOVE", "jump", "", "pass"),
      value: dieLikeArb,
      piece: pieceLikeArb,
    },
    { requiredKeys: [] },
  ),
);

describe("junk never breaks apply", () => {
  it("junk actions are refused with a fitting code and leave the state alone", SLOW, () => {
    fc.assert(
      fc.property(
        setupArb,
        fc.array(junkActionArb, { minLength: 8, maxLength: 24 }),
        (setup, junk) => {
          let i = 0;
          const check = (state: GameState) => {
            const action = junk[i++ % junk.length];
            const shown = String(JSON.stringify(action));
            const before = JSON.stringify(state);
            const result = apply(deepFreeze(state), action as Action);
            if (JSON.stringify(state) !== before) violated(`${shown} changed the state`);
            const why = reasons(state, action);
            if (result.ok) {
              if (why.size) violated(`accepted ${shown}, though ${[...why].join("/")}`);
              const expected = apply(state, canonical(action as Record<string, unknown>));
              if (!expected.ok || !sameData(expected.state, result.state)) {
                violated(`${shown} did not do what its plain form does`);
              }
            } else {
              const { code, message } = result.error;
              if (!ACTION_CODES.has(code)) violated(`${shown} refused with ${code}`);
              if (!why.has(code)) violated(`${shown} refused with ${code}, not ${[...why]}`);
              if (message.length === 0) violated(`${shown} refused without a message`);
            }
          };
          const end = playGame(setup, ({ before }) => check(before));
          check(end);
        },
      ),
      { numRuns: 250 },
    );
  });

  it("near-miss actions get the code RULES.md implies", () => {
    fc.assert(
      fc.property(setupArb, fc.nat(), (setup, pick) => {
        const states = allStates(setup);
        const state = states[pick % states.length] as GameState;
        const other = TURN_ORDER.find((c) => c !== state.turn) as FourColor;
        const nearMisses: unknown[] = [
          { type: "move", piece: "red-9" },
          { type: "move", piece: `${other}-1` },
          { type: "roll", value: 7 },
          { type: "roll", value: 2.5 },
          { type: "roll", value: 0 },
          { type: "roll", value: "6" },
          { type: "move", piece: `${state.turn}-1`, extra: true },
          { type: "roll ", value: 3 },
        ];
        for (const action of nearMisses) {
          const before = JSON.stringify(state);
          const result = apply(state, action as Action);
          expect(JSON.stringify(state)).toBe(before);
          const why = reasons(state, action);
          if (result.ok) expect(why).toEqual(new Set());
          else expect([...why]).toContain(result.error.code);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("junk states (anything at all) give INVALID_STATE, never a throw", () => {
    fc.assert(
      fc.property(fc.anything(), junkActionArb, (state, action) => {
        for (const a of [action, { type: "roll" }, { type: "move", piece: "red-1" }]) {
          const result = apply(state as GameState, a as Action);
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.error.code).toBe("INVALID_STATE");
        }
      }),
      { numRuns: 500 },
    );
  });

  /** A state from a random point of a random game, cut short by `cut`. */
  const truncatedStates = (cut: (state: GameState, keep: number) => unknown) =>
    fc.property(setupArb, fc.nat(), fc.nat({ max: 15 }), (setup, pick, keep) => {
      const states = allStates(setup);
      const state = states[pick % states.length] as GameState;
      const junk = cut(state, keep);
      for (const action of [nextAction(setup, state), { type: "roll" }]) {
        const result = apply(junk as GameState, action as Action);
        expect(result.ok ? "accepted" : result.error.code, JSON.stringify(junk)).toBe(
          "INVALID_STATE",
        );
      }
    });

  it("states with a truncated pieces array give INVALID_STATE", () => {
    const cut = (state: GameState, keep: number) => ({
      ...state,
      pieces: state.pieces.slice(0, keep),
    });
    fc.assert(truncatedStates(cut), { numRuns: 40 });
  });

  it("states whose colours list is cut to the one colour to play give INVALID_STATE", () => {
    // At least two colours play (createGame refuses fewer), so such a state is corrupt.
    const cut = (state: GameState) => ({ ...state, colors: [state.turn] });
    fc.assert(truncatedStates(cut), { numRuns: 40 });
  });

  const FIELDS = Object.keys(createGame({ seed: 1 })) as (keyof GameState)[];

  it.each(FIELDS)("a state without its %s field gives INVALID_STATE", (field) => {
    const setup: Setup = {
      seed: 5,
      colors: ["red", "green"],
      rules: {},
      robots: { red: "classic", yellow: "classic", green: "random", blue: "random" },
      given: false,
    };
    const states = allStates(setup);
    const samples = [
      states[0] as GameState,
      states.find((s) => phase(s) === "move") as GameState,
      states[Math.floor(states.length / 2)] as GameState,
    ];
    for (const state of samples) {
      const truncated: Record<string, unknown> = { ...state };
      delete truncated[field];
      const action = nextAction(setup, state);
      const result = apply(truncated as unknown as GameState, action);
      expect(result.ok ? "accepted" : result.error.code, `${phase(state)}: ${action.type}`).toBe(
        "INVALID_STATE",
      );
    }
  });
});
