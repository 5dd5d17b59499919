/**
 * Expectimax over the dice for the robots and `analyze`: the seat to decide maximises
 * its win chance (evaluate.ts), every other colour is played by a quick greedy rule
 * (cheap enough to run inside the search, and close to what the field plays) or, when it
 * is known to play as the seeds' robot (models.ts), by that robot's rule, and each roll
 * is a chance node averaging the six faces. The leaves use the win-chance estimate.
 */
import { PIECES_PER_COLOR } from "../board.js";
import { raceCost, type Weights, winChance } from "./evaluate.js";
import { classicPiece, classicPieceOf, type Models } from "./models.js";
import { afterEnd, afterMove, afterRoll, passTurn, type SimGame, type SimNode } from "./sim.js";

export interface SearchContext {
  game: SimGame;
  w: Weights;
  root: number;
  /** Places taken when the search starts: the next one is what the root plays for. */
  base: number;
  /** Whether the leaves count the capture risk of the next round. */
  risk: boolean;
  /** Leaves evaluated so far, and the most allowed before the search gives up. */
  leaves: number;
  limit: number;
  /** How each other colour is expected to play, by seat (null: greedily). */
  models: Models | null;
}

export function context(game: SimGame, node: SimNode, w: Weights, risk: boolean): SearchContext {
  return {
    game,
    w,
    root: node.seat,
    base: node.placings.length,
    risk,
    leaves: 0,
    limit: Number.POSITIVE_INFINITY,
    models: null,
  };
}

/**
 * The greedy rule for the colours the search does not maximise: the move that most
 * widens the gap between its own distance and the others', captures included.
 */
export function greedyMove(
  game: SimGame,
  w: Weights,
  node: SimNode,
  moves: readonly number[],
  value: number,
): number {
  let best = moves[0] as number;
  if (moves.length === 1) return best;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const piece of moves) {
    const after = afterMove(game, node, piece, value);
    const score = gap(game, w, after.pieces, node.seat);
    if (score > bestScore) {
      bestScore = score;
      best = piece;
    }
  }
  return best;
}

/**
 * The others' distances less a seat's own: summed, not averaged, so that a capture counts
 * in full, as the field's stronger robots and people take one.
 */
export function gap(game: SimGame, w: Weights, pieces: readonly number[], seat: number): number {
  let others = 0;
  for (const s of game.seats) if (s !== seat) others += raceCost(game, w, pieces, s);
  return others - raceCost(game, w, pieces, seat);
}

/** The root's win chance at `node` with `depth` more rolls to look through. */
export function expectimax(ctx: SearchContext, node: SimNode, depth: number): number {
  if (node.placings.length > ctx.base) return node.placings[ctx.base] === ctx.root ? 1 : 0;
  if (node.over) return 0;
  if (depth === 0) {
    ctx.leaves++;
    return winChance(ctx.game, ctx.w, node, ctx.root, ctx.risk, ctx.models);
  }
  // Over budget: the caller discards this search for a shallower one (see scoreMoves).
  if (ctx.leaves > ctx.limit) return 0;
  if (ctx.game.byEnds) return byEnds(ctx, node, depth);
  let sum = 0;
  // Faces that cannot be used and pass the turn all lead to one node (a colour with every
  // piece at home in Flying Chess has five): searched once.
  let passed: SimNode | null = null;
  let passedValue = 0;
  for (let value = 1; value <= 6; value++) {
    const rolled = afterRoll(ctx.game, node, value);
    if (rolled.moves.length === 0) {
      const next = rolled.node;
      if (
        passed &&
        next.pieces === passed.pieces &&
        next.seat === passed.seat &&
        next.sixes === passed.sixes
      ) {
        sum += passedValue;
        continue;
      }
      passedValue = expectimax(ctx, next, depth - 1);
      passed = next;
      sum += passedValue;
    } else if (rolled.node.seat === ctx.root) {
      let best = 0;
      for (const piece of rolled.moves) {
        const v = expectimax(ctx, afterMove(ctx.game, rolled.node, piece, value), depth - 1);
        if (v > best) best = v;
      }
      sum += best;
    } else {
      const seat = rolled.node.seat;
      const piece =
        ctx.models?.[seat] === "classic"
          ? classicPiece(ctx.game, rolled.node.pieces, seat, value)
          : greedyMove(ctx.game, ctx.w, rolled.node, rolled.moves, value);
      sum += expectimax(ctx, afterMove(ctx.game, rolled.node, piece, value), depth - 1);
    }
  }
  return sum / 6;
}

/** Pieces on the largest board: four colours of four. */
const MAX_PIECES = 4 * PIECES_PER_COLOR;

/** Per depth of the search, the table of move ends and captures of the node's colour. */
const tables: { ends: Int8Array; captured: Int32Array }[] = [];

/**
 * `expectimax`'s chance node where the variant gives every move's end at once (the
 * chessboard's, `SimGame.byEnds`): the moves of all six faces, the seeds' robot's reply and
 * each move's captures come from one table, not from asking the rules piece by piece and
 * again to play the move. The same values, node for node.
 */
function byEnds(ctx: SearchContext, node: SimNode, depth: number): number {
  const { game } = ctx;
  const seat = node.seat;
  let table = tables[depth];
  if (!table) {
    table = { ends: new Int8Array(MAX_PIECES * 6), captured: new Int32Array(MAX_PIECES * 6) };
    tables[depth] = table;
  }
  const { ends, captured } = table;
  (game.endsOf as NonNullable<typeof game.endsOf>)(game.t, node.pieces, seat, ends, captured);
  const first = seat * PIECES_PER_COLOR;
  const classic = seat !== ctx.root && ctx.models?.[seat] === "classic";
  let sum = 0;
  let passedValue = -1;
  for (let value = 1; value <= 6; value++) {
    const moves: number[] = [];
    for (let piece = first; piece < first + PIECES_PER_COLOR; piece++) {
      if ((ends[piece * 6 + value - 1] as number) >= 0) moves.push(piece);
    }
    if (moves.length === 0) {
      // Every unusable face passes the turn to one and the same node: searched once.
      if (passedValue < 0) passedValue = expectimax(ctx, passTurn(game, node), depth - 1);
      sum += passedValue;
      continue;
    }
    if (seat === ctx.root) {
      let best = 0;
      for (const piece of moves) {
        const at = piece * 6 + value - 1;
        const next = afterEnd(game, node, piece, ends[at] as number, captured[at] as number, value);
        const v = expectimax(ctx, next, depth - 1);
        if (v > best) best = v;
      }
      sum += best;
    } else {
      const piece = classic
        ? classicPieceOf(game.t, ends, node.pieces, seat, value)
        : greedyByEnds(game, ctx.w, node, moves, value, ends, captured);
      const at = piece * 6 + value - 1;
      const next = afterEnd(game, node, piece, ends[at] as number, captured[at] as number, value);
      sum += expectimax(ctx, next, depth - 1);
    }
  }
  return sum / 6;
}

/** The pieces after a move read from the table, for the greedy rule: reused, never kept. */
const trial: number[] = [];

/** `greedyMove` with the moves read from a table of move ends (`byEnds`): the same choice. */
function greedyByEnds(
  game: SimGame,
  w: Weights,
  node: SimNode,
  moves: readonly number[],
  value: number,
  ends: Int8Array,
  captured: Int32Array,
): number {
  let best = moves[0] as number;
  if (moves.length === 1) return best;
  let bestScore = Number.NEGATIVE_INFINITY;
  const pieces = node.pieces;
  trial.length = pieces.length;
  for (const piece of moves) {
    for (let p = 0; p < pieces.length; p++) trial[p] = pieces[p] as number;
    const at = piece * 6 + value - 1;
    trial[piece] = ends[at] as number;
    for (let m = captured[at] as number; m !== 0; m &= m - 1) trial[31 - Math.clz32(m & -m)] = -1;
    const score = gap(game, w, trial, node.seat);
    if (score > bestScore) {
      bestScore = score;
      best = piece;
    }
  }
  return best;
}

/**
 * Each move of the seat to act with `value`, with its win chance after `depth` rolls.
 * Deeper searches run under a budget of `limit` leaves counted, not timed, so that the
 * same state always gets the same answer: a search that runs over it is thrown away for
 * the one a roll shallower (the decision-time ceiling, whatever the position).
 */
export function scoreMoves(
  ctx: SearchContext,
  node: SimNode,
  moves: readonly number[],
  value: number,
  depth: number,
  limit = Number.POSITIVE_INFINITY,
): { piece: number; value: number }[] {
  const children = moves.map((piece) => afterMove(ctx.game, node, piece, value));
  for (let d = depth; ; d--) {
    ctx.leaves = 0;
    ctx.limit = d > 1 ? limit : Number.POSITIVE_INFINITY;
    const list = children.map((child, i) => ({
      piece: moves[i] as number,
      value: expectimax(ctx, child, d),
    }));
    if (ctx.leaves <= ctx.limit) return list;
  }
}
