/**
 * The full check of a game state `apply` is handed (it may come from JSON, a server, a
 * hand edit or an attacker). A state passes only if it is exactly the state its history
 * leads to: no field missing or extra, no hole in an array; what the replay starts from (the
 * variant, rules, colours, seed, start and history) of the right type and range; then the
 * history replayed, and every other field compared with what it gives. A state equal to its
 * replay is consistent with the rules (docs/RULES.md §1–§3) by construction, so the rules are
 * not checked a second way here. The first thing wrong is named.
 *
 * A full check costs a replay, so its verdict is kept: per state object in a WeakMap,
 * and for the states the engine has just produced from checked states in a small ring
 * (adding every state of a robot game to a WeakMap costs more than playing the game).
 * A state is a value: one changed in place after the engine has seen it is not looked
 * at again.
 */
import { compile, isVariant, PIECES_PER_COLOR, VARIANTS } from "./board.js";
import { dieFace } from "./dice.js";
import { asRuleError, fail, quote, RuleError } from "./errors.js";
import { isPlainObject, readFields, readList } from "./input.js";
import { move, newGame, roll } from "./play.js";
import { copyPosition } from "./position.js";
import { checkColors, checkRules, checkSeed } from "./setup.js";
import type { Color, DieValue, ErrorCode, GameState, Position } from "./types.js";
import { tableOf } from "./variants/index.js";
import { colorOf, type Table } from "./variants/variant.js";

const FIELDS = [
  "variant",
  "rules",
  "colors",
  "seed",
  "dice",
  "turn",
  "roll",
  "sixes",
  "movedOnSix",
  "pieces",
  "placings",
  "over",
  "start",
  "history",
] as const satisfies readonly (keyof GameState)[];
type Field = (typeof FIELDS)[number];

interface Verdict {
  /** The engine's own copy of the state, to play on: it is read once, and never again. */
  state: GameState;
  /** The value of the latest roll in its history (queries' lastRoll), null before any. */
  lastRoll: DieValue | null;
}

const checked = new WeakMap<object, Verdict>();

/**
 * The latest roll `remember` is told of when it was the game's own die: its face is the
 * state's own `dieFace(dice)`, worked out only if a query asks (not on every action).
 */
export const OWN_DIE = 0;

/** How many of the latest states the engine produced it trusts without a look (a power of 2). */
const RECENT = 8;
// Filled with a private object at first, so that no value a caller passes (null) matches.
const nobody = Object.freeze({});
const recentStates: unknown[] = Array.from({ length: RECENT }, () => nobody);
const recentRolls: (DieValue | typeof OWN_DIE | null)[] = Array.from(
  { length: RECENT },
  () => null,
);
let newest = 0;

/**
 * Marks a state the engine has just made from a checked state (or from a config it
 * checked) as valid; `lastRoll` is its latest roll (1 to 6), OWN_DIE or null. A ring, not
 * the WeakMap: a WeakMap insert per action made robot games 4 to 6 times slower (measured
 * on `npm run bench`), and a game goes on from its latest states. An older state (an undo)
 * costs one full check, and then its verdict is kept in the WeakMap.
 */
export function remember(state: GameState, lastRoll: DieValue | typeof OWN_DIE | null): void {
  newest = (newest + 1) & (RECENT - 1);
  recentStates[newest] = state;
  recentRolls[newest] = lastRoll;
}

function recentIndex(state: unknown): number {
  for (let k = 0; k < RECENT; k++) {
    const i = (newest - k) & (RECENT - 1);
    if (recentStates[i] === state) return i;
  }
  return -1;
}

/**
 * The state to play on for `state`: itself if the engine made it, otherwise its checked
 * copy. Throws an INVALID_STATE RuleError naming the first thing wrong.
 */
export function checkState(state: unknown): GameState {
  if (recentStates[newest] === state || recentIndex(state) >= 0) return state as GameState;
  return verdictOf(state).state;
}

function verdictOf(state: unknown): Verdict {
  const known = typeof state === "object" && state !== null ? checked.get(state) : undefined;
  if (known) return known;
  const verdict = fullCheck(state);
  checked.set(state as object, verdict);
  return verdict;
}

/** The latest roll of a state whose verdict is known, without reading its history (undefined if unknown). */
export function knownLastRoll(state: GameState): DieValue | null | undefined {
  const i = recentIndex(state);
  if (i >= 0) {
    const roll = recentRolls[i] as DieValue | typeof OWN_DIE | null;
    return roll === OWN_DIE ? dieFace(state.dice) : roll;
  }
  return typeof state === "object" && state !== null ? checked.get(state)?.lastRoll : undefined;
}

/**
 * Null for a state `apply` plays on, otherwise the INVALID_STATE error it would refuse
 * the state with (INTERNAL if the check itself failed). Never throws. The state passes only
 * if it is exactly where its history leads from its seed and start (docs/RULES.md §1–§3),
 * so a hand-edited or tampered one is caught; on a single-game entry a state of another
 * variant gives UNKNOWN_VARIANT. The verdict is kept, so `apply` does not check it twice.
 *
 * @example
 * ```ts
 * import { createGame, validateState } from "@flying/engine";
 *
 * const state = createGame({ seed: 7 });
 * validateState(JSON.parse(JSON.stringify(state))); // null
 * validateState({ ...state, turn: "blue" }); // { code: "INVALID_STATE", message: "the game state's turn is …" }
 * ```
 */
export function validateState(state: unknown): { code: ErrorCode; message: string } | null {
  try {
    checkState(state);
    return null;
  } catch (error) {
    const { code, message } = asRuleError(error);
    return { code, message };
  }
}

function bad(message: string): never {
  return fail("INVALID_STATE", message);
}

/** `the game state's <what>`: how every message names the part that is wrong. */
const its = (what: string) => `the game state's ${what}`;

function fullCheck(input: unknown): Verdict {
  if (!isPlainObject(input)) bad("that is not a game state made by createGame");
  // Every field read once, before any is judged: a getter cannot change its answer later.
  const raw = readFields(
    input,
    FIELDS,
    "INVALID_STATE",
    "the game state",
    "the game state has an unknown field",
    its(""),
    true,
  );

  // 1. What the replay starts from, each on its own: type and range.
  const variantId = raw.variant;
  if (!isVariant(variantId))
    bad(`${its("variant")} is ${quote(variantId)}; it must be one of ${VARIANTS.join(", ")}`);
  const g = compile(variantId);
  const rules = checkRules(variantId, raw.rules, true);
  const t = tableOf(variantId, rules);
  const colors = checkColors(variantId, raw.colors, true);
  const seed = checkSeed(raw.seed, true);
  const start = checkStart(raw.start);
  const history = raw.history;
  if (typeof history !== "string")
    bad(`${its("history")} is ${quote(history)}; it must be a string of action marks`);
  let lastRoll: DieValue | null = null;
  for (let i = 0; i < history.length; i++) {
    const code = history.charCodeAt(i);
    if ((code >= 49 && code <= 54) || (code >= 65 && code <= 70)) {
      lastRoll = (code - (code >= 65 ? 64 : 48)) as DieValue;
    } else if (code >= 97 && code < 97 + g.pieceIds.length) {
      const color = colorOf(g, code - 97);
      if (!colors.includes(color))
        bad(
          `${its(`history[${i}]`)} moves ${g.pieceIds[code - 97]}, but ${color} is not in its colors`,
        );
    } else {
      bad(`${its(`history[${i}]`)} is ${quote(history.charAt(i))}, which is not an action mark`);
    }
  }

  // 2. The history, played again from there: every other field must be what it leads to.
  // That alone makes them consistent with each other and with the rules (docs/RULES.md
  // §1–§3), so no rule is checked twice here; the first field that differs is named.
  const replayed = replay(t, colors, seed, start, history);
  compare(t, replayed, raw);
  // Its own string, not the replay's rebuilt one: a flat string reads faster later.
  replayed.history = history;
  return { state: replayed, lastRoll };
}

/** A copy of the position the game was loaded from, its shape checked (its fit comes with the replay). */
function checkStart(given: unknown): Position | null {
  if (given === null) return null;
  try {
    return copyPosition(given);
  } catch (error) {
    if (error instanceof RuleError) bad(`${its("start")} is not a position: ${error.message}`);
    throw error;
  }
}

/** The state the history leads to from the seed and start; an action it cannot play is named. */
function replay(
  t: Table,
  colors: Color[],
  seed: number,
  start: Position | null,
  history: string,
): GameState {
  let state: GameState;
  try {
    state = newGame(t.g.board.variant, t.rules, colors, seed, start);
  } catch (error) {
    if (error instanceof RuleError) bad(`${its("start")} does not fit the game: ${error.message}`);
    throw error;
  }
  for (let i = 0; i < history.length; i++) {
    const code = history.charCodeAt(i);
    try {
      if (code >= 97) state = move(t, state, t.g.pieceIds[code - 97], null);
      else if (code >= 65) state = roll(t, state, code - 64, null);
      else state = roll(t, state, undefined, null);
    } catch (error) {
      if (error instanceof RuleError) {
        const what =
          code >= 97
            ? `a move of ${t.g.pieceIds[code - 97]}`
            : `a roll of ${code - (code >= 65 ? 64 : 48)}`;
        bad(
          `${its(`history[${i}]`)} (${what}) cannot be played from its rules, colors, seed and start: ${error.message}`,
        );
      }
      throw error;
    }
    if (code < 65 && dieFace(state.dice) !== code - 48)
      bad(
        `${its(`history[${i}]`)} is a roll of ${code - 48} by the game's own die, but its seed gives a ${dieFace(state.dice)} there`,
      );
  }
  return state;
}

/**
 * Every field the replay produced against the state's own (read once, as given): the first
 * that differs is named, with what the history gives.
 */
function compare(t: Table, replayed: GameState, given: Record<Field, unknown>): void {
  const differs = (what: string, value: unknown, expected: unknown) =>
    bad(
      `${its(what)} is ${quote(value)}, but its history gives ${quote(expected)} (from its rules, colors, seed and start)`,
    );
  for (const field of ["dice", "turn", "roll", "sixes"] as const) {
    if (given[field] !== replayed[field]) differs(field, given[field], replayed[field]);
  }
  const pieces = readList(given.pieces, t.g.pieceIds.length, "INVALID_STATE", its("pieces"), true);
  if (pieces.length !== replayed.pieces.length)
    bad(
      `${its("pieces")} have ${pieces.length} entries; its variant ${t.g.board.variant} has ${replayed.pieces.length} pieces`,
    );
  replayed.pieces.forEach((progress, piece) => {
    if (pieces[piece] !== progress)
      differs(`pieces[${piece}] (${t.g.pieceIds[piece]})`, pieces[piece], progress);
  });
  // At most a colour's pieces moved on 6s, and at most every colour placed.
  const longest = { movedOnSix: PIECES_PER_COLOR, placings: t.g.board.colors.length };
  for (const field of ["movedOnSix", "placings"] as const) {
    const list = readList(given[field], longest[field], "INVALID_STATE", its(field), true);
    const expected: readonly unknown[] = replayed[field];
    if (list.length !== expected.length || list.some((item, n) => item !== expected[n]))
      differs(field, list, expected);
  }
  if (given.over !== replayed.over) differs("over", given.over, replayed.over);
}
