import { asRuleError, fail, quote } from "./errors.js";
import { isPlainObject, readFields } from "./input.js";
import { move, newGame, roll } from "./play.js";
import { copyPosition } from "./position.js";
import { checkColors, checkRules, checkSeed } from "./setup.js";
import type {
  Action,
  ApplyResult,
  Color,
  ConfigOf,
  DieValue,
  GameConfig,
  GameEvent,
  GameState,
  Position,
  Rules,
  VariantId,
} from "./types.js";
import { checkState, OWN_DIE, remember } from "./validate.js";
import { tableOf, variantOf } from "./variants/index.js";

export { seatOf } from "./play.js";

const CONFIG_KEYS = ["variant", "colors", "seed", "rules", "position"] as const;

/**
 * A new game; with `config.position`, a game from that position (docs/RULES.md §5). Left
 * out, the variant is Flying Chess, every colour of it plays, every rule option takes its
 * default and the seed is random; give a seed for a game that can be played again.
 * Throws a RuleError on bad config, and only a RuleError (INTERNAL if the engine itself
 * fails).
 *
 * @param config - The variant, colours, seed, rule options and position (`GameConfig`).
 * @returns The game before its first roll, as plain JSON.
 * @throws {RuleError} INVALID_CONFIG (not an object, or an unknown option),
 *   UNKNOWN_VARIANT (an unknown variant, or one this entry does not load), INVALID_COLORS,
 *   INVALID_SEED, UNKNOWN_RULE, INVALID_RULE or INVALID_POSITION; INTERNAL on a bug.
 *
 * @example
 * ```ts
 * import { createGame, phase } from "@flying/engine";
 *
 * const state = createGame({ variant: "aeroplane", seed: 7, rules: { takeoff: "six" } });
 * phase(state); // "roll"
 * createGame({ colors: ["red", "blue"], seed: 1 }); // Flying Chess for two
 * ```
 */
export function createGame<V extends VariantId = "flying-chess">(
  config?: ConfigOf<V> & { variant?: V },
): GameState<V> {
  // The config's own variant is V: the run-time checks hold the state to it.
  return setUpGame(config === undefined ? {} : config) as unknown as GameState<V>;
}

/**
 * A setup of any variant, its colours, rules and position not tied to it by type: the engine's
 * own calls pass a state's or a record's setup, which `createGame`'s run-time checks cover.
 */
export interface AnySetup {
  variant?: VariantId;
  colors?: readonly Color[];
  seed?: number;
  rules?: Rules;
  position?: Position;
}

/** `createGame` for the engine's own callers (the same checks, the same errors). */
export function setUpGame(config: GameConfig | AnySetup): GameState {
  try {
    const state = setUp(config);
    remember(state, null);
    return state;
  } catch (error) {
    throw asRuleError(error);
  }
}

function setUp(config: unknown): GameState {
  if (!isPlainObject(config)) fail("INVALID_CONFIG", "createGame takes a config object");
  // Each option is read once: what is checked is what is used.
  const {
    variant: variantGiven,
    colors: colorsGiven,
    seed: seedGiven,
    rules: rulesGiven,
    position: positionGiven,
  } = readFields(
    config,
    CONFIG_KEYS,
    "INVALID_CONFIG",
    "the config",
    "createGame has no option",
    "config.",
  );
  // The lookup refuses an unknown variant, and one this entry does not load (UNKNOWN_VARIANT),
  // first: a default the entry lacks says to name a variant.
  const variant = variantOf(
    (variantGiven === undefined ? "flying-chess" : variantGiven) as VariantId,
    variantGiven === undefined,
  ).id;
  const rules = checkRules(variant, rulesGiven, false);
  const colors = checkColors(variant, colorsGiven, false);
  // Without a seed a game is unrepeatable by choice: this is the engine's one impure default.
  const seed = checkSeed(
    seedGiven === undefined ? Math.floor(Math.random() * 2 ** 32) : seedGiven,
    false,
  );
  const start = positionGiven === undefined ? null : copyPosition(positionGiven);
  return newGame(variant, rules, colors, seed, start);
}

/**
 * Applies an action. Never throws, whatever it is given: a bad action or state gives
 * `{ ok: false, error }`, with INTERNAL if the engine itself fails. A state the engine did
 * not just make (from storage, a server) is checked whole first, as `validateState` does.
 *
 * @param state - The game to act on; it is never changed.
 * @param action - `{ type: "roll" }` (the game's own die), `{ type: "roll", value }` (a die
 *   thrown outside) or `{ type: "move", piece }`.
 * @returns The next state and the events of the action, or the error's code and message:
 *   INVALID_ACTION, INVALID_STATE, GAME_OVER, ROLL_FIRST, MOVE_PENDING, INVALID_DIE,
 *   UNKNOWN_PIECE, NOT_YOUR_PIECE, ILLEGAL_MOVE, UNKNOWN_VARIANT or INTERNAL.
 *
 * @example
 * ```ts
 * import { apply, createGame } from "@flying/engine";
 *
 * const state = createGame({ variant: "aeroplane", seed: 7 });
 * const next = apply(state, { type: "roll", value: 6 });
 * if (next.ok) console.log(next.events); // [{ type: "rolled", color: "red", value: 6 }]
 * else console.log(next.error.code);
 * ```
 */
export function apply<V extends VariantId>(state: GameState<V>, action: Action): ApplyResult<V> {
  try {
    const events: GameEvent[] = [];
    // A move never changes the variant: the next state is V's as this one is.
    const next = advance(checkState(state), action, events) as unknown as GameState<V>;
    return { ok: true, state: next, events };
  } catch (error) {
    const { code, message } = asRuleError(error);
    return { ok: false, error: { code, message } };
  }
}

/**
 * The next state, for `useReducer` and the like; throws a RuleError (and only that) on a
 * bad action. `apply` is the same without the throw, and with the events.
 *
 * @throws {RuleError} with any code `apply` refuses with (ROLL_FIRST, ILLEGAL_MOVE,
 *   INVALID_STATE, …).
 *
 * @example
 * ```ts
 * import { createGame, reduce } from "@flying/engine";
 *
 * let state = createGame({ seed: 7 });
 * state = reduce(state, { type: "roll", value: 6 });
 * state = reduce(state, { type: "move", piece: "red-1" }); // red-1 takes off
 * ```
 */
export function reduce<V extends VariantId>(state: GameState<V>, action: Action): GameState<V> {
  try {
    return advance(checkState(state), action, null) as unknown as GameState<V>;
  } catch (error) {
    throw asRuleError(error);
  }
}

const NOT_AN_ACTION = "an action is an object such as { type: 'roll' }";

/** The fields an action may have, as `advance` reads them (each may be anything at all). */
interface ActionFields {
  type?: unknown;
  value?: unknown;
  piece?: unknown;
}

/**
 * Plays an action on a checked state. The action is read once, field by field, so a
 * getter cannot show one value to the check and another to the move; whatever reading it
 * throws is the action's fault (INVALID_ACTION), never the state's. The reads are spelt
 * out rather than left to input.ts's readField: this is the hot path of every robot game,
 * and a named property load is several times faster than readField's keyed one.
 */
function advance(state: GameState, action: unknown, events: GameEvent[] | null): GameState {
  if (typeof action !== "object" || action === null) fail("INVALID_ACTION", NOT_AN_ACTION);
  let array: boolean;
  try {
    array = Array.isArray(action);
  } catch {
    return fail("INVALID_ACTION", "the action cannot be read");
  }
  if (array) fail("INVALID_ACTION", NOT_AN_ACTION);
  const fields = action as ActionFields;
  let type: unknown;
  try {
    type = fields.type;
  } catch {
    return fail("INVALID_ACTION", "the action's type cannot be read");
  }
  const t = tableOf(state.variant, state.rules);
  if (type === "roll") {
    let value: unknown;
    try {
      value = fields.value;
    } catch {
      return fail("INVALID_ACTION", "the action's value cannot be read");
    }
    const next = roll(t, state, value, events);
    remember(next, value === undefined ? OWN_DIE : (value as DieValue));
    return next;
  }
  if (type === "move") {
    let piece: unknown;
    try {
      piece = fields.piece;
    } catch {
      return fail("INVALID_ACTION", "the action's piece cannot be read");
    }
    const next = move(t, state, piece, events);
    remember(next, state.roll);
    return next;
  }
  return fail("INVALID_ACTION", `unknown action type ${quote(type)} (expected "roll" or "move")`);
}
