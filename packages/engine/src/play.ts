/**
 * The turn cycle shared by the three games (docs/RULES.md §1–§3: rolls, moves, bonus rolls,
 * Aeroplane's triple six, places and the end). These functions trust their state: `apply`
 * and `reduce` (game.ts) check a state first (validate.ts), and `fromRecord` and the
 * state check itself replay through them from a game they set up.
 */
import { PIECES_PER_COLOR } from "./board.js";
import { advanceDice, dieFace, isDieValue, seedDice } from "./dice.js";
import { fail, quote } from "./errors.js";
import { moveMark, rollMark } from "./history.js";
import { loadPieces } from "./position.js";
import type {
  Color,
  DieValue,
  GameEvent,
  GameState,
  PieceId,
  Position,
  Rules,
  TurnPassReason,
  VariantId,
} from "./types.js";
import { tableOf, variantOf } from "./variants/index.js";
import { colorOf, type Table, type Variant } from "./variants/variant.js";

/**
 * A new game from checked parts: rules resolved, colours in turn order, a whole seed and
 * a copied position or null. A position that does not fit is an INVALID_POSITION error.
 */
export function newGame(
  variantId: VariantId,
  rules: Rules,
  colors: Color[],
  seed: number,
  start: Position | null,
): GameState {
  const variant = variantOf(variantId);
  const t = tableOf(variantId, rules);
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
    fail("INVALID_POSITION", `position.turn ${quote(turn)} is not a colour in play`);
  if (placings.includes(turn))
    fail("INVALID_POSITION", `position.turn is ${turn}, whose pieces have all finished`);
  const whole = seed === 0 ? 0 : seed; // -0 would not survive JSON
  return {
    variant: variantId,
    rules,
    colors,
    seed: whole,
    dice: seedDice(whole % 2 ** 32),
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

/** A roll: `given` undefined throws the game's own die, a number is a die thrown outside. */
export function roll(
  t: Table,
  state: GameState,
  given: unknown,
  events: GameEvent[] | null,
): GameState {
  if (state.over) fail("GAME_OVER", "the game is over");
  if (state.roll !== null)
    fail(
      "MOVE_PENDING",
      `${state.turn} must move with the ${state.roll} rolled before rolling again`,
    );
  let dice = state.dice;
  let value: DieValue;
  if (given === undefined) {
    dice = advanceDice(dice);
    value = dieFace(dice);
  } else {
    if (!isDieValue(given)) fail("INVALID_DIE", `a die shows 1 to 6, not ${quote(given)}`);
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
  if (sixes === 3 && variant.sixes && variant.limitsSixes(state.rules))
    return variant.sixes.third(t, rolled, events);
  // The loop of hasMove, written out: one call less keeps the variants' move rules inlined
  // on this, the hottest path of a game (the chessboard race loses a tenth of its speed).
  const seat = seatOf(t, state.turn);
  for (let n = 0; n < PIECES_PER_COLOR; n++) {
    if (variant.canMove(t, state.pieces, seat * PIECES_PER_COLOR + n, value)) return rolled;
  }
  return endTurn(t, variant, rolled, state.pieces, "no-move", events);
}

/** Whether the colour to play has a legal move with `value` (otherwise the turn passes). */
export function hasMove(
  t: Table,
  variant: Variant,
  turn: Color,
  pieces: readonly number[],
  value: number,
): boolean {
  const seat = seatOf(t, turn);
  for (let n = 0; n < PIECES_PER_COLOR; n++) {
    if (variant.canMove(t, pieces, seat * PIECES_PER_COLOR + n, value)) return true;
  }
  return false;
}

/** A move of the piece `id` (any value: one that is not a piece id is UNKNOWN_PIECE). */
export function move(
  t: Table,
  state: GameState,
  id: unknown,
  events: GameEvent[] | null,
): GameState {
  if (state.over) fail("GAME_OVER", "the game is over");
  if (state.roll === null) fail("ROLL_FIRST", `${state.turn} must roll before moving`);
  const piece = typeof id === "string" ? t.g.pieceIds.indexOf(id as PieceId) : -1;
  if (piece < 0) fail("UNKNOWN_PIECE", `there is no piece ${quote(id)} in ${state.variant}`);
  const name = t.g.pieceIds[piece] as PieceId;
  if (colorOf(t.g, piece) !== state.turn)
    fail("NOT_YOUR_PIECE", `${name} is not ${state.turn}'s piece`);
  const variant = variantOf(state.variant);
  if (!variant.canMove(t, state.pieces, piece, state.roll)) {
    fail("ILLEGAL_MOVE", `${name} cannot move with a ${state.roll}`);
  }
  const pieces = state.pieces.slice();
  const moved = variant.perform(t, pieces, piece, state.roll, events);
  const after = copy(state);
  after.pieces = pieces;
  if (state.roll === 6 && variant.sixes && variant.limitsSixes(state.rules))
    after.movedOnSix = variant.sixes.moved(t, state.movedOnSix, moved);
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

/** The turn passed on to the next colour still playing (`state` is the action's fresh copy). */
export function passTurn(
  state: GameState,
  reason: TurnPassReason,
  events: GameEvent[] | null,
): GameState {
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
 * functions above change only such copies, never a state they were given.
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

/** Whether these placings end the game: at the first finish, or when one colour is left. */
export function isOver(
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
