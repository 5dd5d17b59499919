import { dieFace } from "./dice.js";
import { asRuleError, cut, fail, quote, RuleError } from "./errors.js";
import { setUpGame } from "./game.js";
import { readMark } from "./history.js";
import { isArrayValue, isPlainObject, keysOf, readField } from "./input.js";
import { move, roll } from "./play.js";
import type { Color, DieValue, GameState, PieceId, Position, Rules, VariantId } from "./types.js";
import { remember } from "./validate.js";
import { tableOf } from "./variants/index.js";

/**
 * The `format` of every game record, so that a file or message can be recognised as one.
 *
 * @example
 * ```ts
 * import { createGame, RECORD_FORMAT, toRecord } from "@flying/engine";
 *
 * toRecord(createGame({ seed: 7 })).format === RECORD_FORMAT; // true: "flying-record"
 * ```
 */
export const RECORD_FORMAT = "flying-record";
/**
 * The record `version` this engine writes and reads; `fromRecord` refuses any other with
 * INVALID_RECORD.
 *
 * @example
 * ```ts
 * import { RECORD_VERSION } from "@flying/engine";
 *
 * const saved = JSON.parse(localStorage.getItem("game") ?? "{}");
 * if (saved.version !== RECORD_VERSION) console.warn("saved by another version of the engine");
 * ```
 */
export const RECORD_VERSION = 1;

/**
 * One action of a record: a move, or a roll with the value it showed. A roll of the game's
 * own die is checked against the seed on replay; `given: true` marks a die thrown outside
 * the game (`{ type: "roll", value }` in `apply`).
 *
 * @example
 * ```ts
 * import type { RecordedAction } from "@flying/engine";
 *
 * const actions: RecordedAction[] = [
 *   { type: "roll", value: 6, given: true },
 *   { type: "move", piece: "red-1" },
 * ];
 * ```
 */
export type RecordedAction =
  | {
      type: "roll";
      value: DieValue;
      /** A die thrown outside the game rather than the game's own. */
      given?: true;
    }
  | { type: "move"; piece: PieceId };

/**
 * A whole game as versioned JSON: enough to replay it to the same state. Made by
 * `toRecord`, read by `fromRecord`, `replay` and `createSession({ record })`; unlike a
 * `GameState` its actions are spelt out, for saving, sharing and reading.
 *
 * @example
 * ```ts
 * import { createGame, reduce, toRecord, type GameRecord } from "@flying/engine";
 *
 * const record: GameRecord = toRecord(reduce(createGame({ seed: 7 }), { type: "roll", value: 3 }));
 * // { format: "flying-record", version: 1, variant: "flying-chess", rules: {…},
 * //   colors: ["red", "yellow", "green", "blue"], seed: 7, position: null,
 * //   actions: [{ type: "roll", value: 3, given: true }] }
 * ```
 */
export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  variant: VariantId;
  rules: Rules;
  colors: Color[];
  seed: number;
  position: Position | null;
  actions: RecordedAction[];
}

const RECORD_FIELDS = [
  "format",
  "version",
  "variant",
  "rules",
  "colors",
  "seed",
  "position",
  "actions",
];
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The game so far as a record: its setup and every action, for saving or sharing.
 * `fromRecord(toRecord(state))` gives the same state back. The state is read as it is,
 * not checked: pass one the engine made or `apply` accepted.
 *
 * @example
 * ```ts
 * import { apply, createGame, toRecord } from "@flying/engine";
 *
 * const rolled = apply(createGame({ seed: 7 }), { type: "roll", value: 6 });
 * if (rolled.ok) localStorage.setItem("game", JSON.stringify(toRecord(rolled.state)));
 * ```
 */
export function toRecord(state: GameState): GameRecord {
  const { pieceIds } = tableOf(state.variant, state.rules).g;
  const actions = Array.from(state.history, (mark): RecordedAction => {
    const entry = readMark(mark);
    if (entry.kind === "move") return { type: "move", piece: pieceIds[entry.piece] as PieceId };
    return entry.given
      ? { type: "roll", value: entry.value, given: true }
      : { type: "roll", value: entry.value };
  });
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    variant: state.variant,
    rules: { ...state.rules },
    colors: [...state.colors],
    seed: state.seed,
    position: state.start && { ...state.start, pieces: { ...state.start.pieces } },
    actions,
  };
}

/**
 * How much of a record `fromRecord` replays.
 *
 * @example
 * ```ts
 * import { createGame, fromRecord, reduce, toRecord, type ReplayOptions } from "@flying/engine";
 *
 * const record = toRecord(reduce(createGame({ seed: 7 }), { type: "roll", value: 3 }));
 * const options: ReplayOptions = { actions: 0 }; // the game before its first action
 * const start = fromRecord(record, options);
 * ```
 */
export interface ReplayOptions {
  /**
   * Replay only the first `actions` actions: an earlier point of the game. A whole number
   * from 0 to the record's length, or the record refuses with INVALID_RECORD.
   *
   * @default every action of the record
   */
  actions?: number;
}

/**
 * Replays a record to its state. A malformed or tampered record is refused
 * with an INVALID_RECORD error naming what is wrong and where; nothing else is
 * thrown (INTERNAL if the engine itself fails). The replay takes time linear in
 * the record's length, and no record, however deep, overflows the stack.
 *
 * @param record - A `GameRecord`, typically parsed from JSON: it is checked whole.
 * @param options - `{ actions: n }` stops after the first `n` actions.
 * @throws {RuleError} INVALID_RECORD (a bad shape or version, a setup `createGame` refuses,
 *   an action that cannot be played, a roll the seed does not give, or `options.actions`
 *   out of range); INTERNAL on a bug.
 *
 * @example
 * ```ts
 * import { createGame, fromRecord, reduce, toRecord } from "@flying/engine";
 *
 * const state = reduce(createGame({ seed: 7 }), { type: "roll", value: 6 });
 * const record = JSON.parse(JSON.stringify(toRecord(state)));
 * fromRecord(record); // the same state as `state`
 * fromRecord(record, { actions: 0 }); // the game before the roll
 * ```
 */
export function fromRecord(record: unknown, options?: ReplayOptions): GameState {
  try {
    return replay(record, options);
  } catch (error) {
    throw asRuleError(error);
  }
}

function replay(record: unknown, options: unknown): GameState {
  const fields = checkShape(record);
  const actions = fields.actions as unknown[];
  const length = readField(actions, "length", "INVALID_RECORD", "record.actions");
  // A Proxy may claim any length; only a real count can be compared safely.
  if (typeof length !== "number") fail("INVALID_RECORD", "record.actions has no length");
  const count = actionCount(options, length);
  let state: GameState;
  try {
    state = setUpGame({
      variant: fields.variant as VariantId,
      colors: fields.colors as Color[],
      seed: fields.seed as number,
      rules: fields.rules as Rules,
      ...(fields.position === null ? {} : { position: fields.position as Position }),
    });
  } catch (error) {
    if (error instanceof RuleError && error.code !== "INTERNAL")
      fail("INVALID_RECORD", `record does not set up a game: ${error.message}`);
    throw error;
  }
  const t = tableOf(state.variant, state.rules);
  let lastRoll: DieValue | null = null;
  for (let i = 0; i < count; i++) {
    // Messages are built only on failure: the loop runs once per action of a long record.
    let action: unknown;
    try {
      action = actions[i];
    } catch {
      fail("INVALID_RECORD", `${at(i)} cannot be read`);
    }
    const before = state;
    const kind = readAction(action, i);
    const field = actionField;
    try {
      if (kind === MOVE) {
        state = move(t, state, field, null);
        lastRoll = before.roll;
      } else if (kind === GIVEN_ROLL) {
        state = roll(t, state, field, null);
        // roll checked it: a die value.
        lastRoll = field as DieValue;
      } else {
        state = roll(t, state, undefined, null);
        // The die's own state gives the face thrown: no need to read the history back.
        lastRoll = dieFace(state.dice);
        if (lastRoll !== field) {
          fail(
            "INVALID_RECORD",
            `${at(i)}: the game's die shows ${lastRoll} here, but the record says ${quote(field)}`,
          );
        }
      }
    } catch (error) {
      if (
        error instanceof RuleError &&
        error.code !== "INVALID_RECORD" &&
        error.code !== "INTERNAL"
      ) {
        fail(
          "INVALID_RECORD",
          `${at(i)} (${quote(action)}) cannot be played: ${error.code}: ${error.message}`,
        );
      }
      throw error;
    }
  }
  remember(state, lastRoll);
  return state;
}

const at = (i: number) => `record.actions[${i}]`;

/** What readAction found: a move, a roll of the game's own die, or a die thrown outside. */
const MOVE = 0;
const OWN_ROLL = 1;
const GIVEN_ROLL = 2;
/**
 * The piece or value readAction read. Handed over in a variable rather than a fresh
 * object: the replay reads one action after another, hundreds of thousands of them.
 */
let actionField: unknown;

/** The fields an action of a record may have, one bit each; any other key is OTHER. */
const TYPE = 1;
const VALUE = 2;
const PIECE = 4;
const GIVEN = 8;
const OTHER = 16;
const KEY_BITS: Readonly<Record<string, number>> = {
  type: TYPE,
  value: VALUE,
  piece: PIECE,
  given: GIVEN,
};

/**
 * Checks an action of a record, `{ type: "move", piece }`, `{ type: "roll", value }` (the
 * game's own die) or `{ type: "roll", value, given: true }`, and reads its fields once.
 * A forbidden key is named, as anywhere in a record.
 */
function readAction(action: unknown, i: number): number {
  if (!isPlainObject(action)) fail("INVALID_RECORD", `${at(i)} is not an action object`);
  let keys = 0;
  let type: unknown;
  try {
    // The own keys as bits, without building the array Object.keys would.
    for (const key in action) {
      if (Object.hasOwn(action, key))
        keys |= Object.hasOwn(KEY_BITS, key) ? (KEY_BITS[key] as number) : OTHER;
    }
    type = action.type;
  } catch {
    return fail("INVALID_RECORD", `${at(i)} cannot be read`);
  }
  const expected =
    type === "move" ? TYPE | PIECE : keys & GIVEN ? TYPE | VALUE | GIVEN : TYPE | VALUE;
  if ((type !== "roll" && type !== "move") || keys !== expected) wrongKeys(action, i, type);
  try {
    if (type === "move") {
      actionField = action.piece;
      return MOVE;
    }
    if (keys & GIVEN && action.given !== true)
      fail("INVALID_RECORD", `${at(i)}.given must be true when present`);
    actionField = action.value;
    return keys & GIVEN ? GIVEN_ROLL : OWN_ROLL;
  } catch (error) {
    if (error instanceof RuleError) throw error;
    return fail("INVALID_RECORD", `${at(i)} cannot be read`);
  }
}

/** The error of an action with an unknown type or the wrong fields, naming a forbidden key first. */
function wrongKeys(action: Record<string, unknown>, i: number, type: unknown): never {
  const keys = keysOf(action, "INVALID_RECORD", at(i));
  forbiddenKey(keys, i);
  if (type !== "roll" && type !== "move")
    fail("INVALID_RECORD", `${at(i)} has an unknown type ${quote(type)}`);
  const expected =
    type === "move" ? "piece, type" : keys.includes("given") ? "given, type, value" : "type, value";
  const shown = keys.length ? keys.slice(0, 4).map(quote).join(", ") : "none";
  return fail(
    "INVALID_RECORD",
    `${at(i)} has the fields ${shown}${keys.length > 4 ? ", …" : ""}; expected ${expected}`,
  );
}

/** Names a forbidden key among an action's keys (only looked for once the keys are wrong). */
function forbiddenKey(keys: readonly string[], i: number): void {
  for (const key of keys) {
    if (FORBIDDEN_KEYS.has(key)) fail("INVALID_RECORD", `${at(i)} has a forbidden key "${key}"`);
  }
}

/** How many actions `options` asks for: all of them by default. */
function actionCount(options: unknown, length: number): number {
  if (options === undefined) return length;
  if (!isPlainObject(options))
    fail("INVALID_RECORD", "fromRecord's options must be an object such as { actions: 10 }");
  for (const key of keysOf(options, "INVALID_RECORD", "fromRecord's options")) {
    if (key !== "actions") fail("INVALID_RECORD", `fromRecord has no option ${quote(key)}`);
  }
  const given = readField(options, "actions", "INVALID_RECORD", "options.actions");
  const count = given === undefined ? length : given;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0 || count > length) {
    fail("INVALID_RECORD", `cannot replay ${quote(count)} actions of a record that has ${length}`);
  }
  return count;
}

/** The record's fields, each read once, its shape checked (its actions are checked as they replay). */
function checkShape(record: unknown): Record<string, unknown> {
  if (!isPlainObject(record)) fail("INVALID_RECORD", "a record is an object");
  const keys = keysOf(record, "INVALID_RECORD", "record");
  for (const key of keys) {
    if (FORBIDDEN_KEYS.has(key)) fail("INVALID_RECORD", `record has a forbidden key "${key}"`);
  }
  for (const field of RECORD_FIELDS) {
    if (!keys.includes(field)) fail("INVALID_RECORD", `record is missing the field "${field}"`);
  }
  for (const field of keys) {
    if (!RECORD_FIELDS.includes(field))
      fail("INVALID_RECORD", `record has an unknown field ${quote(field)}`);
  }
  const fields: Record<string, unknown> = {};
  for (const field of RECORD_FIELDS) {
    fields[field] = readField(record, field, "INVALID_RECORD", `record.${field}`);
  }
  if (fields.format !== RECORD_FORMAT) {
    fail("INVALID_RECORD", `record.format is ${quote(fields.format)}, not "${RECORD_FORMAT}"`);
  }
  if (fields.version !== RECORD_VERSION) {
    fail(
      "INVALID_RECORD",
      `record.version ${quote(fields.version)} is not one this engine reads (${RECORD_VERSION})`,
    );
  }
  if (!isArrayValue(fields.actions, "INVALID_RECORD", "record.actions"))
    fail("INVALID_RECORD", "record.actions must be an array");
  for (const field of ["variant", "rules", "colors", "seed", "position"]) {
    findForbiddenKey(fields[field], `record.${field}`);
  }
  return fields;
}

/**
 * Refuses a `__proto__`, `constructor` or `prototype` key at any depth, walking with an
 * explicit stack (a record nested a hundred thousand deep must not overflow the call
 * stack) and each object once (a record made in code may hold cycles).
 */
function findForbiddenKey(root: unknown, where: string): void {
  const stack: [unknown, string][] = [[root, where]];
  const seen = new Set<object>();
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [value, at] = top;
    if (typeof value !== "object" || value === null || seen.has(value)) continue;
    seen.add(value);
    const array = isArrayValue(value, "INVALID_RECORD", at);
    for (const key of keysOf(value, "INVALID_RECORD", at)) {
      if (FORBIDDEN_KEYS.has(key)) fail("INVALID_RECORD", `${at} has a forbidden key "${key}"`);
      stack.push([readField(value, key, "INVALID_RECORD", at), pathTo(at, key, array)]);
    }
  }
}

/** `at.key` or `at[3]`, its middle cut once it is long: a message never grows with the depth. */
function pathTo(at: string, key: string, array: boolean): string {
  const step = array ? `[${key}]` : `.${cut(key, 20)}`;
  return at.length > 60 ? `${at.slice(0, 30)}…${step}` : `${at}${step}`;
}
