// Hostile input, grown by fast-check: the engine refuses whatever it cannot play and never
// throws from apply. Exotic actions (getters and Proxy traps that throw values String()
// cannot convert, BigInt, cycles, frozen, sparse and null-prototype objects, huge strings),
// every one-field tampering of states from seeded robot games of all three variants, and
// deep and huge records and configs.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Action,
  apply,
  type Color,
  createGame,
  type FourColor,
  fromRecord,
  type GameConfig,
  type GameState,
  getBoard,
  type PieceId,
  RuleError,
  type Rules,
  reduce,
  robots,
  ruleChoices,
  toRecord,
  type VariantId,
  validateState,
} from "./index.js";
import { ACTION_CODES } from "./test-utils.js";

type Loose = Record<string, unknown>;

const VARIANTS: readonly VariantId[] = ["flying-chess", "aeroplane", "chessboard"];
const FIELDS = Object.keys(createGame({ seed: 1 }));
/** Heavier properties get room on a slow, shared machine. */
const SLOW = { timeout: 120_000 };
const PIECE_IDS: Record<VariantId, PieceId[]> = {
  "flying-chess": pieceIdsOf("flying-chess"),
  aeroplane: pieceIdsOf("aeroplane"),
  chessboard: pieceIdsOf("chessboard"),
};
const ALL_PIECES: readonly string[] = [...new Set(Object.values(PIECE_IDS).flat())];

function pieceIdsOf(variant: VariantId): PieceId[] {
  return getBoard(variant).colors.flatMap((c) => [1, 2, 3, 4].map((n) => `${c}-${n}` as PieceId));
}

/** Fails a property; cheaper than `expect` in loops over thousands of cases. */
function violated(message: string): never {
  throw new Error(message);
}

/** Test-side description of anything, for failure messages (it must not throw either). */
function shown(value: unknown): string {
  try {
    const text = JSON.stringify(value, (_, v) => (typeof v === "bigint" ? `${v}n` : v));
    return (text ?? String(value)).slice(0, 120);
  } catch {
    return `(a ${typeof value})`;
  }
}

// ---------------------------------------------------------------------------------------------
// States from seeded robot games of every variant, with rule options and colours picked

interface Setup {
  variant: VariantId;
  seed: number;
  colors: Color[];
  rules: Rules;
}

const setupArb: fc.Arbitrary<Setup> = fc.constantFrom(...VARIANTS).chain((variant) => {
  const options: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, values] of Object.entries(ruleChoices(variant))) {
    options[name] = fc.constantFrom(...((values ?? []) as readonly unknown[]));
  }
  return fc.record({
    variant: fc.constant(variant),
    seed: fc.integer({ min: -(2 ** 31), max: 2 ** 32 }),
    colors: fc.shuffledSubarray([...getBoard(variant).colors], { minLength: 2 }),
    rules: fc.record(options, { requiredKeys: [] }) as fc.Arbitrary<Rules>,
  });
});

/**
 * Every state of a robot game of `setup`: the classic robot, the random one on every third
 * action, and every fifth roll thrown outside (mostly 6s, so Aeroplane's triple six and
 * its movedOnSix come up).
 */
function statesOf(setup: Setup): GameState[] {
  const states = [createGame(setup as GameConfig)];
  for (let n = 0; n < 20_000; n++) {
    const state = states[states.length - 1] as GameState;
    if (state.over) break;
    let action = (n % 3 === 0 ? robots.random : robots.classic).act(state);
    if (action.type === "roll" && n % 5 === 0) action = { type: "roll", value: n % 15 ? 6 : 2 };
    states.push(reduce(state, action));
  }
  return states;
}

const copyOf = (state: GameState): Loose => JSON.parse(JSON.stringify(state));

// ---------------------------------------------------------------------------------------------
// Exotic values

const thrower = (thrown: unknown) => (): never => {
  throw thrown;
};

/** A Proxy every trap of which throws `thrown` (its handler is itself a Proxy). */
function allTrapsThrow(thrown: unknown): object {
  return new Proxy({}, new Proxy({}, { get: () => thrower(thrown) }));
}

function cycle(): Loose {
  const a: Loose = { type: "roll" };
  a.self = a;
  a.value = a;
  return a;
}

function nested(depth: number, kind: "array" | "object"): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = kind === "array" ? [value] : { deeper: value };
  return value;
}

function sparse(length: number): unknown[] {
  const array: unknown[] = [];
  array.length = length;
  array[Math.floor(length / 2)] = "roll";
  return array;
}

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/**
 * Arbitraries below give factories, and a property builds its hostile value when it runs:
 * fast-check looks into every value it generates (for a clone method), and a revoked Proxy
 * or one whose traps throw would break fast-check itself rather than the engine.
 */
type Make<T = unknown> = () => T;
const made =
  <T>(value: T): Make<T> =>
  () =>
    value;

/** Values String() cannot convert, or whose conversion throws, and one whose traps throw. */
const thrownArb: fc.Arbitrary<Make> = fc.constantFrom<Make>(
  () => Object.create(null),
  () => ({ toString: thrower(new Error("toString")), valueOf: thrower(new Error("valueOf")) }),
  () => allTrapsThrow(new Error("trap")),
  () => Symbol("thrown"),
  () => undefined,
  () => 10n,
  () => new RangeError("Maximum call stack size exceeded"),
  cycle,
);

const exoticArb: fc.Arbitrary<Make> = fc.oneof(
  fc
    .anything({
      maxDepth: 2,
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withNullPrototype: true,
      withObjectString: true,
      withSet: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
    })
    .map(made),
  fc.bigInt().map(made),
  fc.constant(() => 2n ** 20_000n),
  fc.string().map((s) => () => Symbol(s)),
  thrownArb.map((thrown) => () => allTrapsThrow(thrown())),
  fc.constant(() => ({
    toString: thrower(Object.create(null)),
    toJSON: thrower(new Error("toJSON")),
    [Symbol.toPrimitive]: thrower(new Error("toPrimitive")),
  })),
  fc.integer({ min: 41, max: 300_000 }).map((n) => () => "x".repeat(n)),
  fc
    .tuple(
      fc.integer({ min: 1, max: 100_000 }),
      fc.constantFrom("array" as const, "object" as const),
    )
    .map(
      ([depth, kind]) =>
        () =>
          nested(depth, kind),
    ),
  fc.constant(cycle),
  fc.anything({ maxDepth: 1 }).map((v) => () => Object.freeze([v, { v }])),
  fc.nat({ max: 2 ** 32 - 2 }).map((n) => () => sparse(n)),
  fc.constant(() => () => "roll"),
  fc.constant(revoked),
);

const isDie = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 6;
const isPiece = (v: unknown) => typeof v === "string" && ALL_PIECES.includes(v);
/** Whether a value would pass for a roll or a move by its type (read safely, here in the test). */
function hasActionType(value: unknown): boolean {
  try {
    const type = (value as Loose).type;
    return type === "roll" || type === "move";
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Bad actions: each is wrong whatever state it meets

/** Plain objects that are wrong actions: an unknown type, a roll's bad die, a move's bad piece. */
const wrongObjectArb: fc.Arbitrary<Make<Loose>> = fc.oneof(
  exoticArb.map((make) => () => {
    const type = make();
    return { type: type === "roll" || type === "move" ? "jump" : type };
  }),
  exoticArb.map((make) => () => {
    const value = make();
    return { type: "roll", value: value === undefined || isDie(value) ? 7 : value };
  }),
  exoticArb.map((make) => () => {
    const piece = make();
    return { type: "move", piece: isPiece(piece) ? "red-9" : piece };
  }),
);

const TRAPS = [
  "get",
  "has",
  "ownKeys",
  "getPrototypeOf",
  "getOwnPropertyDescriptor",
  "defineProperty",
  "set",
  "isExtensible",
] as const;

const badActionArb: fc.Arbitrary<Make> = fc.oneof(
  // Not an action object at all (an object that happens to have a good type is swapped).
  exoticArb.map((make) => () => {
    const value = make();
    return hasActionType(value) ? [value] : value;
  }),
  wrongObjectArb,
  wrongObjectArb.map((make) => () => Object.freeze(make())),
  wrongObjectArb.map((make) => () => Object.assign(Object.create(null), make())),
  // A getter that throws, on the field the action's type makes the engine read.
  fc
    .tuple(
      fc.constantFrom(["type", "roll"], ["type", "move"], ["value", "roll"], ["piece", "move"]),
      thrownArb,
    )
    .map(
      ([[key, type], thrown]) =>
        () =>
          Object.defineProperty({ type }, key as string, {
            enumerable: true,
            get: thrower(thrown()),
          }),
    ),
  // A Proxy: a good action whose reads throw, or a wrong one whatever trap throws.
  fc
    .tuple(fc.constantFrom<Loose>({ type: "roll" }, { type: "move", piece: "red-1" }), thrownArb)
    .map(
      ([action, thrown]) =>
        () =>
          new Proxy({ ...action }, { get: thrower(thrown()) }),
    ),
  fc.tuple(wrongObjectArb, fc.constantFrom(...TRAPS), thrownArb).map(
    ([action, trap, thrown]) =>
      () =>
        new Proxy(action(), { [trap]: thrower(thrown()) }),
  ),
  thrownArb.map((thrown) => () => allTrapsThrow(thrown())),
);

describe("apply never throws on exotic actions, and blames the action", () => {
  it(
    "every bad action is refused with an action code, a short message, the state untouched",
    SLOW,
    () => {
      fc.assert(
        fc.property(
          setupArb,
          fc.nat(),
          fc.array(badActionArb, { minLength: 1, maxLength: 6 }),
          (setup, pick, actions) => {
            const states = statesOf(setup);
            const state = states[pick % states.length] as GameState;
            const before = JSON.stringify(state);
            for (const make of actions) {
              const action = make();
              let result: ReturnType<typeof apply>;
              try {
                result = apply(state, action as Action);
              } catch (error) {
                violated(`apply threw ${shown(error)} on ${shown(action)}`);
              }
              if (result.ok) violated(`accepted ${shown(action)}`);
              const { code, message } = result.error;
              if (!ACTION_CODES.has(code)) violated(`${shown(action)}: ${code}: ${message}`);
              if (message.length >= 200) violated(`a message of ${message.length} characters`);
              let thrown: unknown;
              try {
                reduce(state, action as Action);
              } catch (error) {
                thrown = error;
              }
              if (!(thrown instanceof RuleError) || thrown.code !== code)
                violated(`reduce threw ${shown(thrown)}, not a RuleError ${code}`);
              if (JSON.stringify(state) !== before) violated(`${shown(action)} changed the state`);
            }
          },
        ),
        { numRuns: 150 },
      );
    },
  );

  it.each(["type", "value", "piece"])(
    "a getter on %s that throws is INVALID_ACTION, whatever it throws",
    (key) => {
      const state = reduce(
        createGame({ seed: 3, position: { pieces: { "red-1": "Waypoint_2" } } }),
        {
          type: "roll",
          value: 4,
        },
      );
      const rolling = createGame({ seed: 3 });
      fc.assert(
        fc.property(thrownArb, (thrown) => {
          const action = Object.defineProperty({ type: key === "piece" ? "move" : "roll" }, key, {
            enumerable: true,
            get: thrower(thrown),
          });
          const result = apply(key === "piece" ? state : rolling, action as Action);
          expect(result.ok ? "accepted" : result.error.code).toBe("INVALID_ACTION");
          if (!result.ok) expect(result.error.message).toContain(`action's ${key}`);
        }),
      );
    },
  );

  it(
    "each field of an action is read once: a getter cannot answer the check and the move apart",
    SLOW,
    () => {
      const answerArb = fc.oneof(
        fc.constantFrom<unknown>("roll", "move", 1, 3, 6, 7, undefined, null),
        fc.constantFrom(...ALL_PIECES),
      );
      fc.assert(
        fc.property(
          setupArb,
          fc.nat(),
          fc.constantFrom("type", "value", "piece"),
          fc.array(answerArb, { minLength: 2, maxLength: 5 }),
          (setup, pick, key, answers) => {
            const states = statesOf(setup);
            const state = states[pick % states.length] as GameState;
            const base: Loose = key === "type" ? {} : { type: key === "value" ? "roll" : "move" };
            let reads = 0;
            const action = Object.defineProperty({ ...base }, key, {
              enumerable: true,
              get: () => answers[reads++ % answers.length],
            });
            const result = apply(state, action as Action);
            expect(reads).toBe(1);
            expect(result).toEqual(apply(state, { ...base, [key]: answers[0] } as Action));
          },
        ),
        { numRuns: 200 },
      );
    },
  );
});

// ---------------------------------------------------------------------------------------------
// One-field tamperings of reachable states

/** The piece ids and colours of a variant, or none for a name that is not one. */
const idsOf = (variant: unknown): readonly string[] =>
  VARIANTS.includes(variant as VariantId) ? PIECE_IDS[variant as VariantId] : [];

/** Deep equality of plain data: same keys, `===` on primitives. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && same((a as Loose)[k], (b as Loose)[k]));
}

/**
 * The oracle: whether a state is one a game really reaches, worked out from outside the
 * state check, by replaying its own history through fromRecord and comparing every field.
 */
function reachable(state: Loose): boolean {
  const keys = Object.keys(state);
  if (keys.length !== FIELDS.length || !FIELDS.every((f) => keys.includes(f))) return false;
  const { history } = state;
  if (typeof history !== "string") return false;
  const ids = idsOf(state.variant);
  const actions: Loose[] = [];
  for (const mark of history) {
    const code = mark.charCodeAt(0);
    if (code >= 49 && code <= 54) actions.push({ type: "roll", value: code - 48 });
    else if (code >= 65 && code <= 70)
      actions.push({ type: "roll", value: code - 64, given: true });
    else if (code >= 97 && code - 97 < ids.length)
      actions.push({ type: "move", piece: ids[code - 97] });
    else return false;
  }
  const record = {
    format: "flying-record",
    version: 1,
    variant: state.variant,
    rules: state.rules,
    colors: state.colors,
    seed: state.seed,
    position: state.start,
    actions,
  };
  try {
    return same(fromRecord(record), state);
  } catch (error) {
    if (error instanceof RuleError) return false;
    throw error;
  }
}

const junkArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<unknown>(Number.NaN, Number.POSITIVE_INFINITY, -1, 1.5, 2 ** 53 + 2, 2 ** 60),
  fc.constantFrom<unknown>(10n, undefined, null, true, "", [], {}, [[]], [null]),
);

interface Tampering {
  field: string;
  kind: "delete" | "extra" | "junk" | "nudge";
  junk: unknown;
  a: number;
  b: number;
}

const tamperingArb: fc.Arbitrary<Tampering> = fc.record({
  field: fc.constantFrom(...FIELDS),
  kind: fc.constantFrom("delete", "extra", "junk", "nudge", "nudge"),
  junk: junkArb,
  a: fc.nat(),
  b: fc.nat(),
});

/**
 * A change to one field that keeps it of its kind (another colour, another progress, a
 * history one mark longer…): the state may stay reachable or become subtly wrong.
 */
function nudge(state: Loose, field: string, a: number, b: number): void {
  const variant = state.variant as VariantId;
  const ids = PIECE_IDS[variant];
  const board = getBoard(variant);
  const colors = state.colors as Color[];
  const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
  switch (field) {
    case "variant":
      state.variant = pick(
        VARIANTS.filter((v) => v !== variant),
        a,
      );
      return;
    case "rules": {
      const rules = { ...(state.rules as Loose) };
      const choices = ruleChoices(variant) as Record<string, readonly unknown[]>;
      const name = pick(Object.keys(choices), a);
      if (b % 3 === 0) rules[name] = pick(choices[name] ?? [], b);
      else if (b % 3 === 1) delete rules[name];
      else
        rules[pick(["takeoff", "captureOnPass", "bonusRollOnSix", "finish"], b)] = pick(
          [true, "six", "exact"],
          a,
        );
      state.rules = rules;
      return;
    }
    case "colors": {
      const all = board.colors;
      const options = [
        colors.slice(1),
        [...colors].reverse(),
        all.filter((c) => colors.includes(c) || c === pick(all, a)),
        [...colors.slice(0, -1), pick(["white", "red"], a)],
      ];
      state.colors = pick(options, b);
      return;
    }
    case "seed":
      state.seed = pick(
        [(state.seed as number) + 1, (state.seed as number) + 2 ** 32, -(state.seed as number)],
        a,
      );
      return;
    case "dice":
      state.dice = pick(
        [
          ((state.dice as number) + 1) | 0,
          (state.dice as number) ^ (1 << (a % 31)),
          Math.imul(a, 2654435761),
        ],
        b,
      );
      return;
    case "turn":
      state.turn = pick(board.colors, a);
      return;
    case "roll":
      state.roll = pick([null, 1, 2, 3, 4, 5, 6], a);
      return;
    case "sixes":
      state.sixes = a % 4;
      return;
    case "movedOnSix":
      state.movedOnSix = pick(
        [[], [...(state.movedOnSix as string[]), pick(ids, a)], [pick(ids, a)]],
        b,
      );
      return;
    case "pieces": {
      const pieces = [...(state.pieces as number[])];
      const piece = a % pieces.length;
      const finish = (board.paths[pick(board.colors, Math.floor(piece / 4))]?.length ?? 1) - 1;
      pieces[piece] = (b % (finish + 2)) - 1;
      state.pieces = pieces;
      return;
    }
    case "placings": {
      const placings = [...(state.placings as Color[])];
      const options = [
        [],
        [...placings, pick(colors, a)],
        placings.slice(0, -1),
        [...placings].reverse(),
      ];
      state.placings = pick(options, b);
      return;
    }
    case "over":
      state.over = !state.over;
      return;
    case "start": {
      const piece = pick(ids, a) as PieceId;
      const path = board.paths[piece.split("-")[0] as string] ?? [];
      const options = [
        null,
        { pieces: {} },
        { pieces: { [piece]: pick(path, b) } },
        { pieces: {}, turn: pick(colors, b) },
      ];
      state.start = pick(options, a + b);
      return;
    }
    default: {
      const history = state.history as string;
      const marks = `123456ABCDEF${ids.map((_, i) => String.fromCharCode(97 + i)).join("")}`;
      const mark = pick([...marks], a);
      const at = history.length ? b % history.length : 0;
      const options = [
        history.slice(0, -1),
        history + mark,
        history.slice(0, at) + mark + history.slice(at + 1),
      ];
      state.history = pick(options, a + b);
    }
  }
}

/** Tampers with one field; returns the name a refusal must mention. */
function tamper(state: Loose, t: Tampering): string {
  switch (t.kind) {
    case "delete":
      delete state[t.field];
      return t.field;
    case "extra": {
      const key = `note${t.a % 50}`;
      state[key] = t.junk;
      return key;
    }
    case "junk":
      state[t.field] = t.junk;
      return t.field;
    default:
      nudge(state, t.field, t.a, t.b);
      return t.field;
  }
}

describe("every one-field tampering of a reachable state", () => {
  it(
    "is refused as INVALID_STATE naming the field, unless the result is itself reachable",
    SLOW,
    () => {
      let refused = 0;
      let accepted = 0;
      fc.assert(
        fc.property(setupArb, fc.nat(), tamperingArb, (setup, pick, tampering) => {
          const states = statesOf(setup);
          const original = states[pick % states.length] as GameState;
          const state = copyOf(original);
          const name = tamper(state, tampering);
          const error = validateState(state);
          const result = apply(state as unknown as GameState, { type: "roll" });
          if (reachable(state)) {
            accepted++;
            if (error) violated(`a reachable state was refused: ${error.message}`);
            if (!state.over) {
              const action = robots.classic.act(state as unknown as GameState);
              const played = apply(state as unknown as GameState, action);
              if (!played.ok) violated(`${shown(action)} refused: ${played.error.message}`);
              expect(validateState(copyOf(played.state))).toBeNull();
            }
            return;
          }
          refused++;
          if (error === null) violated(`accepted a tampered state (${tampering.kind} ${name})`);
          if (error.code !== "INVALID_STATE") violated(`${error.code}: ${error.message}`);
          if (!error.message.includes(name))
            violated(`${tampering.kind} ${name}: the message does not name it: ${error.message}`);
          if (error.message.length >= 200) violated(`a message of ${error.message.length} chars`);
          if (result.ok || result.error.message !== error.message)
            violated(`apply and validateState disagree on ${name}`);
        }),
        { numRuns: 600 },
      );
      // Both branches are exercised, so the property tests what it claims.
      expect(refused).toBeGreaterThan(300);
      expect(accepted).toBeGreaterThan(0);
    },
  );

  it("never throws when the state's own reads throw, however (Proxies and getters)", () => {
    fc.assert(
      fc.property(
        setupArb,
        fc.nat(),
        fc.constantFrom(...FIELDS),
        fc.constantFrom(...TRAPS),
        thrownArb,
        (setup, pick, field, trap, makeThrown) => {
          const thrown = makeThrown();
          const states = statesOf(setup);
          const plain = copyOf(states[pick % states.length] as GameState);
          const getter = Object.defineProperty({ ...plain }, field, {
            enumerable: true,
            get: thrower(thrown),
          });
          const proxy = new Proxy(plain, { [trap]: thrower(thrown) });
          for (const state of [getter, proxy, allTrapsThrow(thrown)]) {
            const error = validateState(state);
            const result = apply(state as GameState, { type: "roll" });
            if (state === getter) expect(error?.message).toContain(`${field} cannot be read`);
            if (error !== null) {
              expect(error.code).toBe("INVALID_STATE");
              expect(result.ok ? null : result.error).toEqual(error);
            } else {
              // Only traps the check never calls leave the state readable, and then it is fine.
              expect(state).toBe(proxy);
              expect(["set", "defineProperty", "isExtensible", "has"]).toContain(trap);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Deep, huge and hostile records and configs

const someRecord = (): Loose =>
  JSON.parse(
    JSON.stringify(
      toRecord(
        statesOf({
          variant: "aeroplane",
          seed: 4,
          colors: ["red", "blue"],
          rules: {},
        })[40] as GameState,
      ),
    ),
  );

/** Where a record can hold a bad value: a field, something inside one, an action, an option. */
const RECORD_PLACES = [
  "format",
  "version",
  "variant",
  "rules",
  "rules.finish",
  "colors",
  "colors.0",
  "seed",
  "position",
  "position.pieces",
  "position.pieces.red-1",
  "position.turn",
  "actions",
  "actions.0",
  "actions.3.piece",
  "actions.0.value",
  "actions.0.type",
  "extra",
  "option",
] as const;

/** fromRecord of `record` with `value` put at `place`: a RuleError with INVALID_RECORD, or a state. */
function replayWith(place: (typeof RECORD_PLACES)[number], value: unknown): RuleError | GameState {
  const record = someRecord();
  if (place === "position" || place.startsWith("position.")) record.position = { pieces: {} };
  let options: unknown;
  if (place === "option") options = { actions: value };
  else {
    const path = place.split(".");
    let at = record as Loose;
    for (const key of path.slice(0, -1)) at = at[key] as Loose;
    at[path[path.length - 1] as string] = value;
  }
  try {
    return fromRecord(record, options as { actions?: number });
  } catch (error) {
    if (error instanceof RuleError) return error;
    return violated(`fromRecord threw ${shown(error)} for ${place}`);
  }
}

describe("records and configs, however deep, huge or hostile", () => {
  it("a record nested 3,000 or 100,000 deep anywhere is refused, never a stack overflow", () => {
    for (const depth of [3_000, 100_000]) {
      for (const kind of ["array", "object"] as const) {
        for (const place of RECORD_PLACES) {
          const outcome = replayWith(place, nested(depth, kind));
          if (!(outcome instanceof RuleError)) violated(`accepted a ${depth}-deep ${place}`);
          expect(outcome.code, place).toBe("INVALID_RECORD");
          expect(outcome.message.length, place).toBeLessThan(300);
        }
      }
    }
  });

  it(
    "exotic values anywhere in a record: INVALID_RECORD with a short message, never a throw",
    SLOW,
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...RECORD_PLACES), exoticArb, (place, value) => {
          const outcome = replayWith(place, value);
          if (outcome instanceof RuleError) {
            if (outcome.code !== "INVALID_RECORD") violated(`${place}: ${outcome.code}`);
            if (outcome.message.length >= 300)
              violated(`${place}: ${outcome.message.length} chars`);
          }
        }),
        { numRuns: 400 },
      );
    },
  );

  it("a record with cycles or getters that throw is refused", () => {
    const looped = someRecord();
    const rules = looped.rules as Loose;
    rules.self = rules;
    expect(replayWith("rules", rules)).toBeInstanceOf(RuleError);
    const position: Loose = { pieces: {} };
    (position.pieces as Loose).back = position;
    const back = replayWith("position", position);
    expect(back instanceof RuleError && back.message).toMatch(/back/);
    for (const thrown of [Object.create(null), allTrapsThrow(1), Symbol("s")]) {
      const record = Object.defineProperty(someRecord(), "seed", {
        get: thrower(thrown),
        enumerable: true,
      });
      expect(() => fromRecord(record)).toThrow(/record\.seed cannot be read/);
      expect(() => fromRecord(allTrapsThrow(thrown))).toThrow(RuleError);
      const actions = new Proxy([], { get: thrower(thrown) });
      expect(() => fromRecord({ ...someRecord(), actions })).toThrow(RuleError);
    }
  });

  it("fromRecord checks its options: not an object, unknown keys, a bad count", () => {
    const record = someRecord();
    for (const options of [
      null,
      5,
      "all",
      [],
      [3],
      () => 3,
      { actions: 2, extra: 1 },
      { steps: 1 },
    ]) {
      expect(() => fromRecord(record, options as { actions?: number })).toThrow(RuleError);
      try {
        fromRecord(record, options as { actions?: number });
      } catch (error) {
        expect((error as RuleError).code).toBe("INVALID_RECORD");
        expect((error as RuleError).message).toMatch(/option/);
      }
    }
    expect(() => fromRecord(record, allTrapsThrow(1) as { actions?: number })).toThrow(RuleError);
    expect(fromRecord(record, {}).history).toHaveLength((record.actions as unknown[]).length);
    expect(fromRecord(record, { actions: undefined }).history).toHaveLength(
      (record.actions as unknown[]).length,
    );
  });

  it("a huge legal record (100,000 actions) replays, and its state checks in full", () => {
    const game = createGame({ seed: 7 });
    // With every piece at home only a 6 moves (docs/RULES.md §1): a 1 passes the turn, for ever.
    const actions = Array.from({ length: 100_000 }, () => ({
      type: "roll",
      value: 1,
      given: true,
    }));
    const state = fromRecord({ ...toRecord(game), actions });
    expect(state.history).toHaveLength(100_000);
    expect(state.turn).toBe("red");
    expect(validateState(copyOf(state))).toBeNull();
    expect(toRecord(state).actions).toEqual(actions);
    const broken = [...actions, { type: "move", piece: "red-1" }];
    expect(() => fromRecord({ ...toRecord(game), actions: broken })).toThrow(/actions\[100000\]/);
  });

  it("exotic configs make createGame throw a RuleError with a short message, never anything else", () => {
    const keys = ["variant", "colors", "seed", "rules", "position"];
    fc.assert(
      fc.property(fc.constantFrom(...keys), exoticArb, fc.boolean(), (key, make, inside) => {
        const value = make();
        const config: Loose = {};
        if (!inside) config[key] = value;
        else if (key === "rules") config.rules = { finish: value };
        else if (key === "position") config.position = { pieces: { "red-1": value } };
        else if (key === "colors") config.colors = ["red", value];
        else config[key] = [value];
        try {
          createGame(config as GameConfig);
        } catch (error) {
          if (!(error instanceof RuleError)) violated(`createGame threw ${shown(error)}`);
          if (error.message.length >= 200) violated(`${key}: ${error.message.length} chars`);
          if (error.code === "INTERNAL") violated(`${key}: INTERNAL: ${error.message}`);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("no message grows with its input: a megabyte string is quoted in a few dozen characters", () => {
    const huge = "é".repeat(1_000_000);
    const state = createGame({ seed: 1 });
    const messages: string[] = [];
    const catchMessage = (fn: () => unknown) => {
      try {
        fn();
        messages.push("(accepted)");
      } catch (error) {
        messages.push((error as RuleError).message);
      }
    };
    catchMessage(() => createGame({ variant: huge as VariantId }));
    catchMessage(() => createGame({ colors: ["red", huge as FourColor] }));
    catchMessage(() => createGame({ rules: { finish: huge as "exact" } }));
    catchMessage(() => createGame({ rules: { [huge]: true } }));
    catchMessage(() => createGame({ [huge]: 1 } as GameConfig));
    catchMessage(() => createGame({ position: { pieces: { [huge]: "Waypoint_0" } } }));
    catchMessage(() => createGame({ position: { pieces: { "red-1": huge } } }));
    catchMessage(() => createGame({ position: { pieces: {}, turn: huge as FourColor } }));
    catchMessage(() => reduce(state, { type: huge } as unknown as Action));
    catchMessage(() => reduce(state, { type: "roll", value: huge } as unknown as Action));
    catchMessage(() =>
      reduce(reduce(state, { type: "roll", value: 6 }), { type: "move", piece: huge as PieceId }),
    );
    catchMessage(() => reduce({ ...state, [huge]: 1 } as GameState, { type: "roll" }));
    catchMessage(() => reduce({ ...state, turn: huge as FourColor }, { type: "roll" }));
    catchMessage(() => reduce({ ...state, history: `${huge}` }, { type: "roll" }));
    const record = someRecord();
    catchMessage(() => fromRecord({ ...record, format: huge }));
    catchMessage(() => fromRecord({ ...record, [huge]: 1 }));
    catchMessage(() => fromRecord({ ...record, actions: [{ type: huge }] }));
    catchMessage(() => fromRecord({ ...record, actions: [{ type: "move", piece: huge }] }));
    for (const message of messages) {
      expect(message).not.toBe("(accepted)");
      expect(message.length).toBeLessThan(200);
    }
  });
});
