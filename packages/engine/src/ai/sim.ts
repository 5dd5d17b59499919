/**
 * A lean copy of the turn cycle (play.ts, docs/RULES.md §1–§3) for the robots' search: it runs
 * on bare piece arrays and small integers, with no events, checks or history, so that a
 * search can play thousands of hypothetical rolls within a few milliseconds. The moves
 * themselves are the variants' own `canMove` and `perform`, so the rules cannot drift.
 */
import { PIECES_PER_COLOR } from "../board.js";
import type { GameState, VariantId } from "../types.js";
import { chessboardEnds, type EndsOf } from "../variants/chessboard-ends.js";
import { tableOf, variantOf } from "../variants/index.js";
import type { Table, Variant } from "../variants/variant.js";

/** A position between actions, as the search sees it. */
export interface SimNode {
  pieces: number[];
  /** The seat to act. */
  seat: number;
  /** 6s rolled in a row this turn. */
  sixes: number;
  /** Pieces moved by those 6s, as a bit mask of piece indices (Aeroplane's triple six). */
  moved: number;
  /** Seats in the order they finished. */
  placings: number[];
  over: boolean;
}

/** What does not change during a game: its table, rules and seats in turn order. */
export interface SimGame {
  t: Table;
  variant: Variant;
  /** Seats in play, in turn order. */
  seats: number[];
  /** Whether three 6s in a row end the turn (Aeroplane). */
  limitsSixes: boolean;
  returnsMoved: boolean;
  endsAtFirstFinish: boolean;
  /** The variant's table of move ends, where it has one (the chessboard's), else null. */
  endsOf: EndsOf | null;
  /**
   * Whether the search may read each node's moves from the table of move ends (`endsOf`):
   * where the variant has one, and no roll gives a bonus roll or counts in a row.
   */
  byEnds: boolean;
  /** The evaluation's distance tables, by `waste` weight and seat (evaluate.ts fills it). */
  distances: Map<number, Float64Array[]>;
  /** A lone piece's moves by seat (evaluate.ts fills it). */
  moves: Int8Array[][];
  /** Scratch for evaluate.ts: who stands on each node. */
  standing?: Int32Array;
  /** Aeroplane's capturing nodes of a lone piece's moves, by seat (evaluate.ts fills it). */
  touches: Int16Array[];
}

const games = new WeakMap<object, Map<string, SimGame>>();

/**
 * The variants with a table of move ends: here rather than on their Variant, which every
 * game carries, since only the search reads them (a game without the levelled robots does
 * not carry the chessboard's). The robots entry cannot know which games an app loads, so it
 * carries every table.
 */
const ENDS: { readonly [V in VariantId]?: EndsOf } = { chessboard: chessboardEnds };

/** The tables shared by every game of one variant and rule options (see `shared`). */
interface SharedTables {
  distances: Map<number, Float64Array[]>;
  touches: Int16Array[];
}

/**
 * Distance and touch tables depend only on the variant and its rule options, and every new
 * game has a new rules object: shared by the options' values, so a game's first decision
 * does not rebuild them (a few milliseconds per colour).
 */
const sharedTables = new Map<string, SharedTables>();

function shared(state: GameState): SharedTables {
  const key = `${state.variant}|${JSON.stringify(Object.entries(state.rules).sort())}`;
  let tables = sharedTables.get(key);
  if (!tables) {
    tables = { distances: new Map(), touches: [] };
    sharedTables.set(key, tables);
  }
  return tables;
}

export function simGame(state: GameState): SimGame {
  // One SimGame per rules object and colour list: a game's states share both.
  let byColors = games.get(state.rules);
  if (!byColors) {
    byColors = new Map();
    games.set(state.rules, byColors);
  }
  const key = state.colors.join(",");
  let game = byColors.get(key);
  if (!game) {
    const t = tableOf(state.variant, state.rules);
    const tables = shared(state);
    const variant = variantOf(state.variant);
    const endsOf = ENDS[state.variant] ?? null;
    game = {
      t,
      variant,
      seats: state.colors.map((color) => t.g.seatOf.get(color) as number),
      limitsSixes: variant.limitsSixes(state.rules),
      returnsMoved: state.rules.tripleSix === "return-moved",
      endsAtFirstFinish: variant.endsAtFirstFinish(state.rules),
      endsOf,
      byEnds:
        endsOf !== null &&
        !variant.limitsSixes(state.rules) &&
        [1, 2, 3, 4, 5, 6].every((value) => !variant.bonusRoll(state.rules, value)),
      distances: tables.distances,
      touches: tables.touches,
      moves: [],
    };
    byColors.set(key, game);
  }
  return game;
}

export function simNode(game: SimGame, state: GameState): SimNode {
  let moved = 0;
  for (const id of state.movedOnSix) moved |= 1 << game.t.g.pieceIds.indexOf(id);
  return {
    pieces: state.pieces.slice(),
    seat: game.t.g.seatOf.get(state.turn) as number,
    sixes: state.sixes,
    moved,
    placings: state.placings.map((color) => game.t.g.seatOf.get(color) as number),
    over: state.over,
  };
}

/** The pieces of the seat to act that can move with `roll`, a stack once (as movablePieces). */
export function movable(game: SimGame, node: SimNode, roll: number): number[] {
  const { t, variant } = game;
  const first = node.seat * PIECES_PER_COLOR;
  const list: number[] = [];
  for (let piece = first; piece < first + PIECES_PER_COLOR; piece++) {
    if (variant.representative(t, node.pieces, piece) !== piece) continue;
    if (variant.canMove(t, node.pieces, piece, roll)) list.push(piece);
  }
  return list;
}

/**
 * After the roll `value`: the node to move from (with `movable` non-empty), or, when the
 * roll cannot be used or is Aeroplane's third 6, the node after the turn moves on.
 */
export function afterRoll(
  game: SimGame,
  node: SimNode,
  value: number,
): { node: SimNode; moves: number[] } {
  const sixes = value === 6 ? node.sixes + 1 : 0;
  if (sixes === 3 && game.limitsSixes) {
    let pieces = node.pieces;
    if (game.returnsMoved && node.moved !== 0) {
      pieces = pieces.slice();
      const finish = game.t.g.finishAt[node.seat] as number;
      for (let p = 0; p < pieces.length; p++) {
        if ((node.moved & (1 << p)) !== 0 && pieces[p] !== finish) pieces[p] = -1;
      }
    }
    return {
      node: passTurn(game, nodeOf(node, pieces, node.seat, node.sixes, node.moved)),
      moves: [],
    };
  }
  const rolled = nodeOf(node, node.pieces, node.seat, sixes, node.moved);
  const moves = movable(game, rolled, value);
  if (moves.length > 0) return { node: rolled, moves };
  // No move: a bonus roll if the variant gives one for this value, else the next colour.
  if (game.variant.bonusRoll(game.t.rules, value)) return { node: rolled, moves };
  return { node: passTurn(game, rolled), moves };
}

/** The node after the seat to act moves `piece` with `value` (a move `afterRoll` listed). */
export function afterMove(game: SimGame, node: SimNode, piece: number, value: number): SimNode {
  const { t, variant } = game;
  const pieces = node.pieces.slice();
  const group = variant.perform(t, pieces, piece, value, null);
  let moved = node.moved;
  if (value === 6 && game.limitsSixes) for (const p of group) moved |= 1 << p;
  return settle(game, node, pieces, moved, value);
}

/**
 * `afterMove` where the move's end and captures are known (`SimGame.endsOf`): `piece` goes
 * to progress `end`, the pieces in the mask `captured` back to reserve, as the chessboard's
 * `perform` does, without finding them again. Only for a game whose table `endsOf` gives.
 */
export function afterEnd(
  game: SimGame,
  node: SimNode,
  piece: number,
  end: number,
  captured: number,
  value: number,
): SimNode {
  const pieces = node.pieces.slice();
  pieces[piece] = end;
  for (let m = captured; m !== 0; m &= m - 1) pieces[31 - Math.clz32(m & -m)] = -1;
  return settle(game, node, pieces, node.moved, value);
}

/** The node after a move of the seat to act has left `pieces`: a finish, a bonus roll or the next colour. */
function settle(
  game: SimGame,
  node: SimNode,
  pieces: number[],
  moved: number,
  value: number,
): SimNode {
  const { t, variant } = game;
  const next = nodeOf(node, pieces, node.seat, node.sixes, moved);
  if (variant.hasFinished(t, pieces, node.seat)) {
    const placings = [...node.placings, node.seat];
    const remaining = game.seats.filter((seat) => !placings.includes(seat));
    if (remaining.length === 1 && !game.endsAtFirstFinish) placings.push(remaining[0] as number);
    next.placings = placings;
    if (game.endsAtFirstFinish || placings.length >= game.seats.length - 1) {
      next.over = true;
      return next;
    }
    return passTurn(game, next);
  }
  if (variant.bonusRoll(t.rules, value)) return next;
  return passTurn(game, next);
}

export function passTurn(game: SimGame, node: SimNode): SimNode {
  const { seats } = game;
  const at = seats.indexOf(node.seat);
  let seat = node.seat;
  for (let k = 1; k <= seats.length; k++) {
    const candidate = seats[(at + k) % seats.length] as number;
    if (!node.placings.includes(candidate)) {
      seat = candidate;
      break;
    }
  }
  return nodeOf(node, node.pieces, seat, 0, 0);
}

/**
 * A node like `node` with the fields that change on a roll or a move: built field by field,
 * not spread, as the search makes a few hundred thousand of them a second and every node
 * keeps one shape.
 */
function nodeOf(
  node: SimNode,
  pieces: number[],
  seat: number,
  sixes: number,
  moved: number,
): SimNode {
  return {
    pieces,
    seat,
    sixes,
    moved,
    placings: node.placings,
    over: node.over,
  };
}
