/**
 * The levelled robots' decisions and `analyze`. Every level reads only the position
 * (pieces, turn, roll, sixes, placings) and never the game's own die `state.dice`, whose
 * next throws the robot would otherwise know; what noise the lower levels add comes
 * from a hash of the position.
 */
import { unitHash } from "../dice.js";
import { legalMoves } from "../queries.js";
import type { Level } from "../robots/registry.js";
import type { GameState, Move, VariantId } from "../types.js";
import { type Weights, weightsFor } from "./evaluate.js";
import { inferModels, type Models } from "./models.js";
import { context, gap, scoreMoves } from "./search.js";
import { afterMove, movable, type SimGame, type SimNode, simGame, simNode } from "./sim.js";

/**
 * A legal move with the expert's estimate of the mover's chance to win after it.
 *
 * @example
 * ```ts
 * import { createGame, reduce } from "@flying/engine";
 * import { analyze, type MoveAnalysis } from "@flying/engine/robots";
 *
 * const rolled = reduce(createGame({ variant: "chessboard", seed: 7 }), { type: "roll", value: 5 });
 * const [best]: MoveAnalysis[] = analyze(rolled);
 * // { move: { piece: "white-1", to: "f1", … }, winChance: 0.5… }
 * ```
 */
export interface MoveAnalysis {
  move: Move;
  /** 0…1: the chance to take the next place (the win, until someone has finished). */
  winChance: number;
}

/**
 * The expert's search, by variant, colours still racing and whether every other colour is
 * known to play as the seeds' robot (`known`, models.ts): how many rolls it looks through
 * after the move, and how many leaves it may evaluate before it falls back to a roll less
 * (counted, not timed, so that the same state always gets the same answer).
 *
 * Measured with the arena against greedy replies: one roll more (the next colour's reply
 * alone) gains nothing over the one-move look with capture risk; two rolls gain where they
 * reach the mover's own next decision (two colours racing), and on the chessboard three,
 * the reply to that decision included: 71.7% against one `random` on seeds 1–2000, where
 * two won 69.8%; against one `classic` (seeds 1–4000) 61.9%, where two won 59.9%, and
 * 58.6% without the known replies (three under 800 leaves: 71.1% and 60.8%). Aeroplane with three or four colours racing once
 * searched two rolls too, for its bonus rolls; side by side on seeds 1–2000 one roll does
 * as well (86.5% against 86.2% facing three `classic`, 78.8% against 78.7% facing three
 * `random`) at half the time or less; with the replies known, one roll wins 86.7% over
 * seeds 1–4000 and two (under 400 leaves) 87.2% over seeds 1–1000 at a p99 of 13 ms. Since
 * its leaves read captures from a table (evaluate.ts touchCaptures) depth is cheap but still
 * gains nothing: unbudgeted, two rolls win 87.2% on seeds 1–2000 where one wins 87.0% (p99
 * 3.7 ms against 1.0 ms CPU); on seeds 1–1000 one roll wins 88.1%, two 87.6% and three
 * 88.2% (p99 16 ms); on seeds 1–300 one 86.7% and four, the expert's own next decision
 * included, 87.3% (p99 95 ms). Nor do the weights move it (evaluate.ts weightsFor).
 *
 * Where the replies are known they cost no choice, and in Flying Chess with three or four
 * colours racing the search reaches the whole round up to the expert's own next roll
 * (47.9% against three `classic` on seeds 1–2000, where the one-roll search won 42.9%).
 */
function searchOf(
  level: Level,
  variant: VariantId,
  racing: number,
  known: boolean,
): { rolls: number; leaves: number } {
  if (level !== "expert") return { rolls: 0, leaves: Number.POSITIVE_INFINITY };
  if (known && variant === "flying-chess" && racing >= 3) {
    return { rolls: racing - 1, leaves: Number.POSITIVE_INFINITY };
  }
  if (variant === "chessboard") return { rolls: 3, leaves: CHESSBOARD_LEAF_LIMIT };
  return { rolls: racing <= 2 ? 2 : 1, leaves: LEAF_LIMIT };
}

/**
 * The share of decisions (with a choice to make) on which a level slips: set in the arena
 * so that each level is a clear step above the one below (see README, robots).
 */
const SLIP: Record<VariantId, Record<Level, number>> = {
  "flying-chess": { easy: 0.5, medium: 0.25, hard: 0.15, expert: 0 },
  aeroplane: { easy: 0.5, medium: 0.25, hard: 0.25, expert: 0 },
  chessboard: { easy: 0.7, medium: 0.25, hard: 0.03, expert: 0 },
};

/**
 * Leaves a two-roll search (two colours racing) may evaluate in Flying Chess and Aeroplane
 * before it falls back to one roll: bonus rolls can make those trees deep, and a leaf costs
 * some 20–60 µs in Aeroplane when its captures were played out (some 10 µs since they are
 * read from a table). At 60 the two-colour Aeroplane expert's p99 is 3.5 ms a decision (when
 * four-colour Aeroplane searched two rolls too, 100 gave 12 ms against three `random` and
 * 60 gave 9.3, no weaker).
 */
const LEAF_LIMIT = 60;

/**
 * Leaves the chessboard's three-roll search may evaluate before it falls back to two rolls:
 * none, the whole search. With every move's end read from one table (`SimGame.endsOf`) a
 * leaf costs some 2.4 µs, not 4.9, and the largest three-roll tree some 3,300 leaves: the
 * whole search wins 61.9% against `classic` on seeds 1–4000 at a p99 of 4.2 ms CPU a
 * decision (under 800 leaves it won 60.8% at 8.5 ms), and 71.7% against `random` on seeds
 * 1–2000 (71.1%), at 3.8 ms. A fourth roll does not help: where the three-roll tree is
 * small enough (its leaves times 12 under 2,500) it won 61.4% on seeds 1–4000, and the
 * whole four-roll search 59.5% on seeds 1–1000, where 800 leaves of three won 57.7%, at a
 * p99 of 57 ms. Nor does the leaves' capture risk weigh more or less with the deeper look:
 * 61.4% at 1.5 times, 60.5% at 0.6.
 */
const CHESSBOARD_LEAF_LIMIT = Number.POSITIVE_INFINITY;

/**
 * The expert's capture hazard in Flying Chess, where the lower levels have 1 (evaluate.ts):
 * a piece long on the open track is worth bringing to safety sooner than the lower levels
 * think. Measured in the arena on seeds 1–2000 and 2001–4000, against three `random`:
 * 67.3% and 69.0% with 3, where 1 wins 66.3% and 64.8% (2 and 4 were no stronger than 3);
 * against three `classic` (seeds 1–4000) 51.0% against 47.0%. The lower levels keep the
 * weight their slips were set on. Aeroplane's track is weaker with any hazard (78.0% with 1,
 * 73.5% with 2, against 78.8% without, seeds 1–2000 against `random`).
 */
const EXPERT_HAZARD = 3;

function weightsOf(level: Level, game: SimGame): Weights {
  const w = weightsFor(game);
  return level === "expert" && game.t.g.board.variant === "flying-chess"
    ? { ...w, hazard: EXPERT_HAZARD }
    : w;
}

/** A hash of the position in [0, 1): the same position always gives the same draw. */
export function positionHash(state: GameState, salt: number): number {
  let h = Math.imul(salt + 0x9e3779b1, 0x85ebca6b) ^ state.history.length;
  for (const at of state.pieces) h = Math.imul(h ^ (at + 2), 0x27d4eb2d) + 0x165667b1;
  h = Math.imul(h ^ (state.roll ?? 0), 0xc2b2ae35) ^ state.sixes;
  for (const c of state.turn) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return unitHash(h);
}

function racingCount(game: SimGame, node: SimNode): number {
  return game.seats.filter((seat) => !node.placings.includes(seat)).length;
}

/** Each movable piece index with its value for `level`, in piece order. */
function scored(level: Level, state: GameState): { piece: number; value: number }[] {
  const game = simGame(state);
  const node = simNode(game, state);
  const value = state.roll as number;
  const moves = movable(game, node, value);
  const w = weightsOf(level, game);
  // easy is a greedy racer: it takes the obvious capture or the long walk, no more.
  if (level === "easy") {
    return moves.map((piece) => ({
      piece,
      value: gap(game, w, afterMove(game, node, piece, value).pieces, node.seat),
    }));
  }
  // medium races and captures but does not see the dice that threaten its pieces.
  const ctx = context(game, node, w, level !== "medium");
  ctx.models = level === "expert" ? knownReplies(game, state, node) : null;
  const search = searchOf(level, state.variant, racingCount(game, node), ctx.models !== null);
  return scoreMoves(ctx, node, moves, value, search.rolls, search.leaves);
}

/**
 * The others' models (models.ts) where every other colour racing has played as the seeds'
 * robot so far: their replies are then certain once the dice are known, and the leaves
 * count the capture risk of that robot's own moves (evaluate.ts captureRisk). In Flying
 * Chess the whole-round search against three `classic` wins 47.9% with that risk at its
 * leaves and 45.8% without; on seeds 1–1000 the same search with greedy replies wins 39.8%.
 * Null where any other colour has shown it plays otherwise: the search plays them greedily.
 */
function knownReplies(game: SimGame, state: GameState, node: SimNode): Models | null {
  const models = inferModels(game, state);
  const known = game.seats.every(
    (seat) => seat === node.seat || node.placings.includes(seat) || models[seat] === "classic",
  );
  return known ? models : null;
}

/**
 * The piece index the level moves: the best value (the first in piece order on a tie),
 * except on the level's share of slips, drawn from a hash of the position, where it
 * moves a piece picked by the hash as a player who does not look would.
 */
export function choose(level: Level, state: GameState): number {
  const list = scored(level, state);
  if (list.length > 1 && positionHash(state, 1) < SLIP[state.variant][level]) {
    return (list[Math.floor(positionHash(state, 2) * list.length)] as { piece: number }).piece;
  }
  let best = list[0] as { piece: number; value: number };
  for (const entry of list) if (settled(entry.value) > settled(best.value)) best = entry;
  return best.piece;
}

/**
 * For the colour to move, every legal move with the expert's estimate of its win chance,
 * best first (ties in piece order); empty unless a move is to be made. For hints and
 * post-game review: it costs an expert robot's search (docs/RULES.md §4). From
 * `@flying/engine/robots`, with the levels whose search it shares.
 *
 * @example
 * ```ts
 * import { apply, createGame } from "@flying/engine/aeroplane";
 * import { analyze } from "@flying/engine/robots";
 *
 * const rolled = apply(createGame({ variant: "aeroplane", seed: 7 }), { type: "roll", value: 6 });
 * const hints = rolled.ok ? analyze(rolled.state) : [];
 * hints.map(({ move, winChance }) => `${move.piece}: ${Math.round(winChance * 100)}%`);
 * ```
 */
export function analyze(state: GameState): MoveAnalysis[] {
  if (state.over || state.roll === null) return [];
  const moves = legalMoves(state);
  const values = scored("expert", state);
  return moves
    .map((move, i) => ({ move, winChance: clamp(settled((values[i] as { value: number }).value)) }))
    .sort((a, b) => b.winChance - a.winChance);
}

const clamp = (x: number): number => Math.max(0, Math.min(x, 1));

/**
 * A value to nine places: moves that are the same move in effect (four planes taking off
 * from one hangar) sum their chances in different orders and differ in the last bits,
 * which must not decide between them.
 */
const settled = (x: number): number => Math.round(x * 1e9) / 1e9;
