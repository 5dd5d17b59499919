/**
 * The levelled robots' decisions and `analyze`. Every level reads only the position
 * (pieces, turn, roll, sixes, placings) and never the game's own die `state.dice`, whose
 * next throws the robot would otherwise know; what noise the lower levels add comes
 * from a hash of the position.
 */
import { unitHash } from "../dice.js";
import { legalMoves } from "../queries.js";
import type { GameState, Move } from "../types.js";
import { type Weights, weightsFor } from "./evaluate.js";
import { context, gap, scoreMoves } from "./search.js";
import { afterMove, movable, type SimGame, type SimNode, simGame, simNode } from "./sim.js";

/** A legal move with the expert's estimate of the mover's chance to win after it. */
export interface MoveAnalysis {
  move: Move;
  /** 0…1: the chance to take the next place (the win, until someone has finished). */
  winChance: number;
}

export type Level = "easy" | "medium" | "hard" | "expert";

/**
 * Rolls the search looks through after the move, by level and colours still racing.
 * Measured with the arena: one roll more (the next colour's reply alone) gains nothing
 * over the one-move look with capture risk; two rolls gain where they reach the mover's
 * own next decision (two colours racing) and in Aeroplane's bonus-roll-rich game.
 */
function depthOf(level: Level, racing: number, variant: string): number {
  if (level !== "expert") return 0;
  return racing <= 2 || variant === "aeroplane" ? 2 : 1;
}

const TREMBLE: Record<Level, number> = { easy: 0, medium: 0.4, hard: 0.25, expert: 0 };

/** Leaves a two-roll search may evaluate (some 20–30 µs each in Aeroplane) before it falls back to one roll. */
const LEAF_LIMIT = 100;

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
export function scored(
  level: Level,
  state: GameState,
  weights?: Weights,
  depth?: number,
): { piece: number; value: number }[] {
  const game = simGame(state);
  const node = simNode(game, state);
  const value = state.roll as number;
  const moves = movable(game, node, value);
  const w = weights ?? weightsFor(game);
  if (level === "easy") {
    // A greedy race with a hashed tremble of a few steps: it mostly takes the obvious
    // capture or the long walk, but misjudges close calls as a beginner does.
    return moves.map((piece, i) => ({
      piece,
      value:
        gap(game, w, afterMove(game, node, piece, value).pieces, node.seat) +
        12 * positionHash(state, i + 1),
    }));
  }
  // medium races and captures but does not see the dice that threaten its pieces.
  const ctx = context(game, node, w, level !== "medium");
  const rolls = depth ?? depthOf(level, racingCount(game, node), state.variant);
  const list = scoreMoves(ctx, node, moves, value, rolls, LEAF_LIMIT);
  // medium and hard tremble on close calls: a hashed share of the spread between the
  // best and the worst move, so that each level is a clear step above the one below.
  const tremble = TREMBLE[level];
  if (tremble > 0 && list.length > 1) {
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (const e of list) {
      lo = Math.min(lo, e.value);
      hi = Math.max(hi, e.value);
    }
    for (const [i, e] of list.entries())
      e.value += tremble * (hi - lo) * positionHash(state, i + 1);
  }
  return list;
}

/** The piece index the level moves: the best value, the first in piece order on a tie. */
export function choose(level: Level, state: GameState, weights?: Weights, depth?: number): number {
  const list = scored(level, state, weights, depth);
  let best = list[0] as { piece: number; value: number };
  for (const entry of list) if (entry.value > best.value) best = entry;
  return best.piece;
}

/**
 * For the colour to move, every legal move with the expert's estimate of its win chance,
 * best first (ties in piece order); empty unless a move is to be made.
 */
export function analyze(state: GameState): MoveAnalysis[] {
  if (state.over || state.roll === null) return [];
  const moves = legalMoves(state);
  const values = scored("expert", state);
  return moves
    .map((move, i) => ({ move, winChance: clamp((values[i] as { value: number }).value) }))
    .sort((a, b) => b.winChance - a.winChance);
}

const clamp = (x: number): number => Math.max(0, Math.min(x, 1));
