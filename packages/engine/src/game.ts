import { compile, isVariant, PIECES_PER_COLOR } from "./board.js";
import { advanceDice, dieFace, isDieValue, seedDice } from "./dice.js";
import { fail, RuleError } from "./errors.js";
import { moveMark, rollMark } from "./history.js";
import { copyPosition, loadPieces } from "./position.js";
import { isPlainObject, resolveRules } from "./rules.js";
import type {
  Action,
  ApplyResult,
  Color,
  GameConfig,
  GameEvent,
  GameState,
  PieceId,
  TurnPassReason,
  VariantId,
} from "./types.js";
import { tableOf, variantOf } from "./variants/index.js";
import { colorOf, type Table, type Variant } from "./variants/variant.js";

const CONFIG_KEYS = new Set(["variant", "colors", "seed", "rules", "position"]);
const MAX_SEED = 2 ** 53;

/** A new game; with `config.position`, a game from that position. Throws a RuleError on bad config. */
export function createGame(config: GameConfig = {}): GameState {
  if (!isPlainObject(config)) fail("INVALID_CONFIG", "createGame takes a config object");
  for (const key of Object.keys(config)) {
    if (!CONFIG_KEYS.has(key)) fail("INVALID_CONFIG", `createGame has no option "${key}"`);
  }
  const variantId: unknown = config.variant === undefined ? "flying-chess" : config.variant;
  if (!isVariant(variantId))
    fail("UNKNOWN_VARIANT", `unknown variant ${JSON.stringify(variantId)}`);
  const variant = variantOf(variantId);
  const rules = resolveRules(variantId, config.rules);
  const t = tableOf(variantId, rules);
  const colors = resolveColors(variantId, config.colors);
  // Without a seed a game is unrepeatable by choice: this is the engine's one impure default.
  const given: unknown =
    config.seed === undefined ? Math.floor(Math.random() * 2 ** 32) : config.seed;
  if (typeof given !== "number" || !Number.isInteger(given) || Math.abs(given) > MAX_SEED) {
    fail("INVALID_SEED", `seed must be a whole number, not ${JSON.stringify(given)}`);
  }
  const seed = given === 0 ? 0 : given; // -0 would not survive JSON
  const start = config.position === undefined ? null : copyPosition(config.position);
  const pieces = start
    ? loadPieces(t, variant, colors, start)
    : t.g.pieceIds.map((_, piece) =>
        colors.includes(colorOf(t.g, piece))
          ? variant.initialProgress(piece % PIECES_PER_COLOR)
          : -1,
      );
  const placings = colors.filter((color) => variant.hasFinished(t, pieces, seatOf(t, color)));
  const turn =
    start?.turn ?? colors.find((color) => !placings.includes(color)) ?? (colors[0] as Color);
  if (!colors.includes(turn))
    fail("INVALID_POSITION", `position.turn ${JSON.stringify(turn)} is not a colour in play`);
  if (placings.includes(turn))
    fail("INVALID_POSITION", `position.turn is ${turn}, whose pieces have all finished`);
  return {
    variant: variantId,
    rules,
    colors,
    seed,
    dice: seedDice(seed % 2 ** 32),
    turn,
    roll: null,
    sixes: 0,
    movedOnSix: [],
    pieces,
    placings,
    over: isOver(variant, t, colors, placings),
    start,
    history: "",
  };
}

function resolveColors(variant: VariantId, given: unknown): Color[] {
  const all = compile(variant).board.colors;
  if (given === undefined) return [...all];
  if (!Array.isArray(given)) fail("INVALID_COLORS", "colors must be an array of colours");
  for (const color of given) {
    if (!all.includes(color)) {
      fail(
        "INVALID_COLORS",
        `${JSON.stringify(color)} is not a colour of ${variant} (${all.join(", ")})`,
      );
    }
  }
  if (new Set(given).size !== given.length) fail("INVALID_COLORS", "colors names a colour twice");
  if (given.length < 2) fail("INVALID_COLORS", "at least two colours must play");
  return all.filter((color) => given.includes(color));
}

/** Applies an action. Never throws: a bad action or state gives `{ ok: false, error }`. */
export function apply(state: GameState, action: Action): ApplyResult {
  try {
    const events: GameEvent[] = [];
    return { ok: true, state: advance(checkState(state), state, action, events), events };
  } catch (error) {
    if (error instanceof RuleError)
      return { ok: false, error: { code: error.code, message: error.message } };
    return {
      ok: false,
      error: { code: "INVALID_STATE", message: `the game state is corrupt (${String(error)})` },
    };
  }
}

/** The next state, for `useReducer` and the like; throws a RuleError on a bad action. */
export function reduce(state: GameState, action: Action): GameState {
  return advance(checkedTable(state), state, action, null);
}

function advance(
  t: Table,
  state: GameState,
  action: Action,
  events: GameEvent[] | null,
): GameState {
  if (!isObject(action)) fail("INVALID_ACTION", "an action is an object such as { type: 'roll' }");
  if (action.type === "roll") return roll(t, state, action.value, events);
  if (action.type === "move") return move(t, state, action.piece, events);
  const type: unknown = (action as { type?: unknown }).type;
  return fail(
    "INVALID_ACTION",
    `unknown action type ${JSON.stringify(type)} (expected "roll" or "move")`,
  );
}

/** The hot path's cheap shape check; configs and records get the stricter isPlainObject. */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function checkedTable(state: GameState): Table {
  if (
    !isObject(state) ||
    !isVariant(state.variant) ||
    !isObject(state.rules) ||
    !Array.isArray(state.pieces) ||
    !Array.isArray(state.colors) ||
    typeof state.history !== "string"
  ) {
    fail("INVALID_STATE", "that is not a game state made by createGame");
  }
  const t = tableOf(state.variant, state.rules);
  if (state.pieces.length !== t.g.pieceIds.length || !t.g.seatOf.has(state.turn)) {
    fail("INVALID_STATE", "the game state's pieces or turn do not fit its board");
  }
  return t;
}

/** The deeper look `apply` takes at a state it is handed, which may come from anywhere. */
function checkState(state: GameState): Table {
  const t = checkedTable(state);
  const finishes = t.g.finishAt;
  const broken = (what: string) => fail("INVALID_STATE", `the game state's ${what} is corrupt`);
  state.pieces.forEach((progress, piece) => {
    const finish = finishes[Math.floor(piece / PIECES_PER_COLOR)] as number;
    if (!Number.isInteger(progress) || progress < -1 || progress > finish)
      broken(`piece ${t.g.pieceIds[piece]}`);
  });
  const { colors } = state;
  if (
    colors.length < 2 ||
    new Set(colors).size !== colors.length ||
    !colors.every((color) => t.g.seatOf.has(color)) ||
    !colors.includes(state.turn)
  ) {
    broken("colours or turn");
  }
  if (!Number.isInteger(state.seed)) broken("seed");
  if (state.start !== null && !isPlainObject(state.start)) broken("start position");
  if (state.roll !== null && !isDieValue(state.roll)) broken("roll");
  if (!Array.isArray(state.placings) || !Array.isArray(state.movedOnSix)) broken("placings");
  if (!Number.isInteger(state.dice) || !Number.isInteger(state.sixes)) broken("dice");
  if (typeof state.over !== "boolean") broken("over flag");
  return t;
}

function roll(t: Table, state: GameState, given: unknown, events: GameEvent[] | null): GameState {
  if (state.over) fail("GAME_OVER", "the game is over");
  if (state.roll !== null)
    fail(
      "MOVE_PENDING",
      `${state.turn} must move with the ${state.roll} rolled before rolling again`,
    );
  let dice = state.dice;
  let value: number;
  if (given === undefined) {
    dice = advanceDice(dice);
    value = dieFace(dice);
  } else {
    if (!isDieValue(given)) fail("INVALID_DIE", `a die shows 1 to 6, not ${JSON.stringify(given)}`);
    value = given;
  }
  events?.push({ type: "rolled", color: state.turn, value });
  const variant = variantOf(state.variant);
  const sixes = value === 6 ? state.sixes + 1 : 0;
  const rolled = copy(state);
  rolled.dice = dice;
  rolled.roll = value;
  rolled.sixes = sixes;
  rolled.history = state.history + rollMark(value, given !== undefined);
  if (sixes === 3 && variant.limitsSixes(state.rules)) return tripleSix(t, rolled, events);
  const seat = seatOf(t, state.turn);
  for (let n = 0; n < PIECES_PER_COLOR; n++) {
    if (variant.canMove(t, state.pieces, seat * PIECES_PER_COLOR + n, value)) return rolled;
  }
  return endTurn(t, variant, rolled, state.pieces, "no-move", events);
}

function tripleSix(t: Table, state: GameState, events: GameEvent[] | null): GameState {
  const pieces = state.pieces.slice();
  const sentHome: PieceId[] = [];
  if (state.rules.tripleSix === "return-moved") {
    for (const id of state.movedOnSix) {
      const piece = t.g.pieceIds.indexOf(id);
      if (pieces[piece] !== t.g.finishAt[seatOf(t, state.turn)]) {
        pieces[piece] = -1;
        sentHome.push(id);
      }
    }
  }
  events?.push({ type: "tripleSix", color: state.turn, sentHome });
  const next = copy(state);
  next.pieces = pieces;
  return passTurn(next, "triple-six", events);
}

function move(t: Table, state: GameState, id: unknown, events: GameEvent[] | null): GameState {
  if (state.over) fail("GAME_OVER", "the game is over");
  if (state.roll === null) fail("ROLL_FIRST", `${state.turn} must roll before moving`);
  const piece = typeof id === "string" ? t.g.pieceIds.indexOf(id as PieceId) : -1;
  if (piece < 0)
    fail("UNKNOWN_PIECE", `there is no piece ${JSON.stringify(id)} in ${state.variant}`);
  if (colorOf(t.g, piece) !== state.turn)
    fail("NOT_YOUR_PIECE", `${String(id)} is not ${state.turn}'s piece`);
  const variant = variantOf(state.variant);
  if (!variant.canMove(t, state.pieces, piece, state.roll)) {
    fail("ILLEGAL_MOVE", `${String(id)} cannot move with a ${state.roll}`);
  }
  const pieces = state.pieces.slice();
  const moved = variant.perform(t, pieces, piece, state.roll, events);
  let movedOnSix = state.movedOnSix;
  if (state.roll === 6 && variant.limitsSixes(state.rules)) {
    movedOnSix = [
      ...movedOnSix,
      ...moved.map((m) => t.g.pieceIds[m] as PieceId).filter((m) => !movedOnSix.includes(m)),
    ];
  }
  const after = copy(state);
  after.pieces = pieces;
  after.movedOnSix = movedOnSix;
  after.history = state.history + moveMark(piece);
  return endTurn(t, variant, after, pieces, "moved", events);
}

/**
 * After a roll is used or found unusable: places, the end of the game, a bonus
 * roll or the next colour. `state` is the action's own fresh copy.
 */
function endTurn(
  t: Table,
  variant: Variant,
  state: GameState,
  pieces: readonly number[],
  reason: TurnPassReason,
  events: GameEvent[] | null,
): GameState {
  let placings = state.placings;
  if (reason === "moved" && variant.hasFinished(t, pieces, seatOf(t, state.turn))) {
    placings = [...placings, state.turn];
    events?.push({ type: "placed", color: state.turn, place: placings.length });
    if (placings.length === 1) events?.push({ type: "won", color: state.turn });
    const remaining = state.colors.filter((color) => !placings.includes(color));
    if (remaining.length === 1 && !variant.endsAtFirstFinish(state.rules)) {
      placings = [...placings, remaining[0] as Color];
      events?.push({ type: "placed", color: remaining[0] as Color, place: placings.length });
    }
    state.placings = placings;
    if (!isOver(variant, t, state.colors, placings)) return passTurn(state, "finished", events);
    state.roll = null;
    state.over = true;
    return state;
  }
  if (variant.bonusRoll(state.rules, state.roll as number)) {
    events?.push({ type: "bonusRoll", color: state.turn });
    state.roll = null;
    return state;
  }
  return passTurn(state, reason, events);
}

function passTurn(state: GameState, reason: TurnPassReason, events: GameEvent[] | null): GameState {
  const { colors, placings, turn } = state;
  const at = colors.indexOf(turn);
  let next = turn;
  for (let k = 1; k <= colors.length; k++) {
    const color = colors[(at + k) % colors.length] as Color;
    if (!placings.includes(color)) {
      next = color;
      break;
    }
  }
  events?.push({ type: "turnPassed", from: turn, to: next, reason });
  state.turn = next;
  state.roll = null;
  state.sixes = 0;
  if (state.movedOnSix.length) state.movedOnSix = [];
  return state;
}

/**
 * A fresh copy of a state for the action being applied to fill in; the
 * functions below change only such copies, never a state they were given.
 */
function copy(s: GameState): GameState {
  return {
    variant: s.variant,
    rules: s.rules,
    colors: s.colors,
    seed: s.seed,
    dice: s.dice,
    turn: s.turn,
    roll: s.roll,
    sixes: s.sixes,
    movedOnSix: s.movedOnSix,
    pieces: s.pieces,
    placings: s.placings,
    over: s.over,
    start: s.start,
    history: s.history,
  };
}

function isOver(
  variant: Variant,
  t: Table,
  colors: readonly Color[],
  placings: readonly Color[],
): boolean {
  if (placings.length === 0) return false;
  return variant.endsAtFirstFinish(t.rules) || placings.length >= colors.length - 1;
}

export function seatOf(t: Table, color: Color): number {
  return t.g.seatOf.get(color) as number;
}
