/**
 * The full check of a game state `apply` is handed (it may come from JSON, a server, a
 * hand edit or an attacker). A state passes only if it is exactly the state its history
 * leads to: every field of the right type and range, no field missing or extra, no hole
 * in an array; then the fields consistent with each other and with the rules (docs/RULES.md
 * §1–§3); then the history replayed from the seed and start, every field compared. The
 * first thing wrong is named.
 *
 * A full check costs a replay, so its verdict is kept: per state object in a WeakMap,
 * and for the states the engine has just produced from checked states in a small ring
 * (adding every state of a robot game to a WeakMap costs more than playing the game).
 * A state is a value: one changed in place after the engine has seen it is not looked
 * at again.
 */
import { compile, isVariant, PIECES_PER_COLOR, VARIANTS } from "./board.js";
import { dieFace, isDieValue } from "./dice.js";
import { asRuleError, fail, quote, RuleError } from "./errors.js";
import { isPlainObject, keysOf, readField, readList } from "./input.js";
import { hasMove, isOver, move, newGame, roll } from "./play.js";
import { copyPosition, findClash } from "./position.js";
import { ruleChoices, showChoices } from "./rules.js";
import type {
  Color,
  DieValue,
  ErrorCode,
  GameState,
  PieceId,
  Position,
  Rules,
  VariantId,
} from "./types.js";
import { tableOf, variantOf } from "./variants/index.js";
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
const FIELD_SET: ReadonlySet<string> = new Set(FIELDS);
const MAX_SEED = 2 ** 53;

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
  const keys = keysOf(input, "INVALID_STATE", "the game state");
  for (const key of keys) {
    if (!FIELD_SET.has(key)) bad(`the game state has an unknown field ${quote(key)}`);
  }
  if (keys.length < FIELDS.length) {
    bad(`the game state has no ${FIELDS.find((field) => !keys.includes(field))} field`);
  }
  // Every field read once, before any is judged: a getter cannot change its answer later.
  const raw = {} as Record<Field, unknown>;
  for (const field of FIELDS) raw[field] = readField(input, field, "INVALID_STATE", its(field));

  // 1. Each field on its own: type and range.
  const variantId = raw.variant;
  if (!isVariant(variantId))
    bad(`${its("variant")} is ${quote(variantId)}; it must be one of ${VARIANTS.join(", ")}`);
  const variant = variantOf(variantId);
  const g = compile(variantId);
  const rules = checkRules(variantId, raw.rules);
  const t = tableOf(variantId, rules);
  const colors = checkColors(variantId, raw.colors);
  const seed = raw.seed;
  if (typeof seed !== "number" || !Number.isInteger(seed) || Math.abs(seed) > MAX_SEED)
    bad(`${its("seed")} is ${quote(seed)}; it must be a whole number within ±2^53`);
  const dice = raw.dice;
  if (typeof dice !== "number" || (dice | 0) !== dice)
    bad(`${its("dice")} is ${quote(dice)}; it must be a 32-bit integer (the die's state)`);
  const turn = raw.turn as Color;
  if (!colors.includes(turn))
    bad(`${its("turn")} is ${quote(turn)}; it must be one of its colors (${colors.join(", ")})`);
  if (raw.roll !== null && !isDieValue(raw.roll))
    bad(`${its("roll")} is ${quote(raw.roll)}; it must be null or a die value 1 to 6`);
  const rolled = raw.roll as DieValue | null;
  const sixes = raw.sixes;
  if (typeof sixes !== "number" || !Number.isInteger(sixes) || sixes < 0)
    bad(`${its("sixes")} is ${quote(sixes)}; it must be a count of 6s rolled in a row`);
  // docs/RULES.md §2: a third 6 is never left waiting; without a bonus roll a 6 ends the count.
  const maxSixes = variant.limitsSixes(rules) ? 2 : variant.bonusRoll(rules, 6) ? null : 1;
  if (maxSixes !== null && sixes > maxSixes)
    bad(
      `${its("sixes")} is ${sixes}; it must be ${maxSixes === 1 ? "0 or 1" : "0 to 2"} (under its rules)`,
    );
  const moved = checkMoved(variantId, raw.movedOnSix);
  const pieces = checkPieces(t, raw.pieces);
  // Up to the variant's colours: one beyond those in play is named below, with its colors.
  const allColors = g.board.colors.length;
  const placings = readList(raw.placings, allColors, "INVALID_STATE", its("placings"), true);
  placings.forEach((color, i) => {
    if (!colors.includes(color as Color))
      bad(`${its(`placings[${i}]`)} is ${quote(color)}; it must be one of its colors`);
    if (placings.indexOf(color) !== i) bad(`${its("placings")} name ${color} twice`);
  });
  const over = raw.over;
  if (typeof over !== "boolean") bad(`${its("over")} is ${quote(over)}; it must be true or false`);
  const start = checkStart(raw.start);
  const history = raw.history;
  if (typeof history !== "string")
    bad(`${its("history")} is ${quote(history)}; it must be a string of action marks`);
  let rolls = 0;
  let lastRoll: DieValue | null = null;
  for (let i = 0; i < history.length; i++) {
    const code = history.charCodeAt(i);
    if ((code >= 49 && code <= 54) || (code >= 65 && code <= 70)) {
      rolls++;
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

  // 2. The fields together, as the rules make them.
  checkBoard(t, colors, pieces);
  const placed = placings as Color[];
  const finished = colors.filter((color) => variant.hasFinished(t, pieces, seat(t, color)));
  placed.forEach((color, i) => {
    // With playForPlaces the last colour left is placed without finishing (docs/RULES.md §2).
    const forPlaces = !variant.endsAtFirstFinish(rules);
    if (!finished.includes(color) && !(forPlaces && i === colors.length - 1))
      bad(
        `${its("placings")} name ${color}, whose pieces have not all finished (${forPlaces ? "under its rules only the last colour left may be placed so" : "its rules place no such colour"})`,
      );
  });
  for (const color of finished) {
    if (!placed.includes(color))
      bad(`${its("placings")} leave out ${color}, whose pieces have all finished`);
  }
  const ends = isOver(variant, t, colors, placed);
  if (over !== ends) {
    const shown = placed.join(", ") || "none";
    bad(
      `${its("over")} is ${over}, but its placings (${shown}) ${ends ? "end" : "do not end"} the game under its rules and colors`,
    );
  }
  if (!over && placed.includes(turn))
    bad(`${its("turn")} is ${turn}, which its placings list as finished`);
  if (over && rolled !== null) bad(`${its("roll")} is ${rolled}, but its over flag is true`);
  if (rolled !== null && !hasMove(t, variant, turn, pieces, rolled))
    bad(
      `${its("roll")} is ${rolled}, but none of the pieces of its turn (${turn}) can move with it under its rules: the turn would have passed`,
    );
  if (rolled === 6 && sixes === 0)
    bad(`${its("sixes")} is 0, but its roll is a 6 waiting to be played`);
  if (rolled !== null && rolled !== 6 && sixes !== 0)
    bad(`${its("sixes")} is ${sixes}, but its roll waiting is a ${rolled}`);
  if (rolled === null && !over && maxSixes === 1 && sixes !== 0)
    bad(
      `${its("sixes")} is ${sixes} with no roll waiting, but under its rules a 6 gives no bonus roll`,
    );
  if (sixes > rolls) bad(`${its("sixes")} is ${sixes}, but its history has ${rolls} rolls`);
  checkMovedConsistent(t, moved, { turn, pieces, rolled, sixes, over });

  // 3. The history, played again from the seed and start: it must lead to this very state.
  const replayed = replay(t, colors, seed, start, history);
  compare(t, replayed, {
    dice,
    turn,
    roll: rolled,
    sixes,
    movedOnSix: moved,
    pieces,
    placed,
    over,
  });
  // Its own string, not the replay's rebuilt one: a flat string reads faster later.
  replayed.history = history;
  return { state: replayed, lastRoll };
}

function seat(t: Table, color: Color): number {
  return t.g.seatOf.get(color) as number;
}

/** Exactly the variant's option names, each with a value docs/RULES.md allows: a fresh copy. */
function checkRules(variant: VariantId, given: unknown): Rules {
  const choices = ruleChoices(variant) as Record<string, readonly unknown[]>;
  const names = Object.keys(choices);
  if (!isPlainObject(given))
    bad(`${its("rules")} is ${quote(given)}; it must be an object of rule options`);
  for (const key of keysOf(given, "INVALID_STATE", its("rules"))) {
    if (!names.includes(key))
      bad(
        `${its("rules")} have an option ${quote(key)}, which its variant ${variant} lacks (it has: ${names.join(", ")})`,
      );
  }
  const rules: Record<string, unknown> = {};
  for (const name of names) {
    const value = readField(given, name, "INVALID_STATE", its(`rules.${name}`));
    const allowed = choices[name] as readonly unknown[];
    if (value === undefined) bad(`${its("rules")} lack the option ${name}`);
    if (!allowed.includes(value))
      bad(`${its(`rules.${name}`)} is ${quote(value)}; it must be one of ${showChoices(allowed)}`);
    rules[name] = value;
  }
  return rules as Rules;
}

/** Two or more of the variant's colours, each once, in turn order. */
function checkColors(variant: VariantId, given: unknown): Color[] {
  const all = compile(variant).board.colors;
  const colors = readList(given, all.length, "INVALID_STATE", its("colors"), true);
  colors.forEach((color, i) => {
    if (!all.includes(color as Color))
      bad(
        `${its(`colors[${i}]`)} is ${quote(color)}; it must be a colour of its variant ${variant}`,
      );
    if (colors.indexOf(color) !== i) bad(`${its("colors")} name ${color} twice`);
    if (i > 0 && all.indexOf(color as Color) < all.indexOf(colors[i - 1] as Color))
      bad(`${its("colors")} are not in turn order (${all.join(", ")})`);
  });
  if (colors.length < 2) bad(`${its("colors")} list ${colors.length} colours; at least two play`);
  return colors as Color[];
}

function checkMoved(variant: VariantId, given: unknown): PieceId[] {
  const ids = compile(variant).pieceIds;
  const moved = readList(given, PIECES_PER_COLOR, "INVALID_STATE", its("movedOnSix"), true);
  moved.forEach((id, i) => {
    if (!ids.includes(id as PieceId))
      bad(
        `${its(`movedOnSix[${i}]`)} is ${quote(id)}; it must be a piece of its variant ${variant}`,
      );
    if (moved.indexOf(id) !== i) bad(`${its("movedOnSix")} name ${id} twice`);
  });
  return moved as PieceId[];
}

/** One progress per piece of the board: -1 at home up to its finish. */
function checkPieces(t: Table, given: unknown): number[] {
  const { pieceIds, finishAt } = t.g;
  const pieces = readList(given, pieceIds.length, "INVALID_STATE", its("pieces"), true);
  if (pieces.length !== pieceIds.length)
    bad(
      `${its("pieces")} have ${pieces.length} entries; its variant ${t.g.board.variant} has ${pieceIds.length} pieces`,
    );
  pieces.forEach((progress, piece) => {
    const finish = finishAt[Math.floor(piece / PIECES_PER_COLOR)] as number;
    if (
      typeof progress !== "number" ||
      !Number.isInteger(progress) ||
      progress < -1 ||
      progress > finish
    )
      bad(
        `${its(`pieces[${piece}]`)} (${pieceIds[piece]}) is ${quote(progress)}; it must be -1 (home) to ${finish}`,
      );
  });
  // -0 would pass as 0 but not survive JSON.
  return pieces.map((progress) => (progress as number) + 0);
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

/** Pieces of colours out of play at home, and no two pieces where a capture would have parted them. */
function checkBoard(t: Table, colors: readonly Color[], pieces: readonly number[]): void {
  const { g } = t;
  pieces.forEach((progress, piece) => {
    const color = colorOf(g, piece);
    if (progress !== -1 && !colors.includes(color))
      bad(
        `${its(`pieces[${piece}]`)} (${g.pieceIds[piece]}) is ${progress}, but ${color} is not in its colors: it must be -1`,
      );
  });
  const clash = findClash(t, variantOf(g.board.variant), pieces);
  if (clash) {
    const [a, b, node] = clash;
    bad(
      `${its("pieces")} put ${g.pieceIds[a]} and ${g.pieceIds[b]} together on ${g.board.nodes[node]?.id}, where one would have captured the other`,
    );
  }
}

/**
 * docs/RULES.md §2: the planes the 6s of this turn moved, which a third 6 sends home: only
 * kept where that rule is on, only the mover's, none at home, none before a 6 was played.
 */
function checkMovedConsistent(
  t: Table,
  moved: readonly PieceId[],
  s: {
    turn: Color;
    pieces: readonly number[];
    rolled: number | null;
    sixes: number;
    over: boolean;
  },
): void {
  if (moved.length === 0) return;
  const first = moved[0] as PieceId;
  if (!variantOf(t.g.board.variant).limitsSixes(t.rules))
    bad(`${its("movedOnSix")} name ${first}, but its rules keep no pieces moved on a 6`);
  for (const id of moved) {
    const piece = t.g.pieceIds.indexOf(id);
    if (colorOf(t.g, piece) !== s.turn)
      bad(`${its("movedOnSix")} name ${id}, which is not a piece of its turn (${s.turn})`);
    if (s.pieces[piece] === -1)
      bad(`${its("movedOnSix")} name ${id}, which its pieces put at home`);
  }
  const noSixPlayed = s.rolled === null ? s.sixes === 0 : s.rolled === 6 && s.sixes === 1;
  if (!s.over && noSixPlayed)
    bad(`${its("movedOnSix")} name ${first}, but its roll and sixes show no 6 played this turn`);
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

interface Claimed {
  dice: number;
  turn: Color;
  roll: number | null;
  sixes: number;
  movedOnSix: readonly PieceId[];
  pieces: readonly number[];
  placed: readonly Color[];
  over: boolean;
}

/** Every field the replay produced against the state's own: the first that differs is named. */
function compare(t: Table, replayed: GameState, claimed: Claimed): void {
  const differs = (what: string, given: unknown, expected: unknown) =>
    bad(
      `${its(what)} is ${quote(given)}, but its history gives ${quote(expected)} (from its rules, colors, seed and start)`,
    );
  if (replayed.dice !== claimed.dice) differs("dice", claimed.dice, replayed.dice);
  if (replayed.turn !== claimed.turn) differs("turn", claimed.turn, replayed.turn);
  if (replayed.roll !== claimed.roll) differs("roll", claimed.roll, replayed.roll);
  if (replayed.sixes !== claimed.sixes) differs("sixes", claimed.sixes, replayed.sixes);
  if (!sameList(replayed.movedOnSix, claimed.movedOnSix))
    differs("movedOnSix", claimed.movedOnSix, replayed.movedOnSix);
  claimed.pieces.forEach((progress, piece) => {
    if (replayed.pieces[piece] !== progress)
      differs(`pieces[${piece}] (${t.g.pieceIds[piece]})`, progress, replayed.pieces[piece]);
  });
  if (!sameList(replayed.placings, claimed.placed))
    differs("placings", claimed.placed, replayed.placings);
  if (replayed.over !== claimed.over) differs("over", claimed.over, replayed.over);
}

const sameList = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);
