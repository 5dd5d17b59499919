import { PIECES_PER_COLOR } from "../board.js";
import { chessboardBoard, DIAGONAL_START } from "../boards/chessboard.js";
import type { RuleChoicesOf } from "../types.js";
import {
  captureAt,
  colorOf,
  nodeAt,
  nodeOn,
  pieceId,
  seatOfPiece,
  type Table,
  type Variant,
  walk,
} from "./variant.js";

/*
 * Progress along a piece's path: -1 in reserve, 0 … 27 the perimeter from the
 * start corner, 28 … 31 the finishing diagonal (docs/RULES.md §3). Squares, not
 * progress, block and capture: a1 is white's 0 and 28 and black's 14.
 */
export const START = 0;
export const LAST = DIAGONAL_START + 3;
export const NO_MOVE = -1;

/** Whether a piece of the mover's colour other than itself stands on `node`. */
function ownOn(t: Table, pieces: readonly number[], mover: number, node: number): boolean {
  const first = seatOfPiece(mover) * PIECES_PER_COLOR;
  for (let p = first; p < first + PIECES_PER_COLOR; p++) {
    const progress = pieces[p] as number;
    if (p !== mover && progress >= 0 && nodeAt(t.g, p, progress) === node) return true;
  }
  return false;
}

/** Squares of the mover's other pieces and of the enemy's, filled by `destination`. */
const ownSquares = new Int32Array(PIECES_PER_COLOR);
const enemySquares = new Int32Array(PIECES_PER_COLOR);

function holds(squares: Int32Array, count: number, node: number): boolean {
  for (let n = 0; n < count; n++) if (squares[n] === node) return true;
  return false;
}

/**
 * Where a piece on the board ends with this roll, or NO_MOVE. The search's hottest rule:
 * the squares held are read once, not once a step.
 */
function destination(t: Table, pieces: readonly number[], piece: number, roll: number): number {
  const from = pieces[piece] as number;
  const full = from + roll;
  if (full > LAST) return NO_MOVE;
  const seat = seatOfPiece(piece);
  let own = 0;
  let enemies = 0;
  for (let other = 0; other < t.g.pathNodes.length; other++) {
    const squares = t.g.pathNodes[other] as Int32Array;
    for (let p = other * PIECES_PER_COLOR; p < (other + 1) * PIECES_PER_COLOR; p++) {
      const progress = pieces[p] as number;
      if (p === piece || progress < 0) continue;
      if (other === seat) ownSquares[own++] = squares[progress] as number;
      else enemySquares[enemies++] = squares[progress] as number;
    }
  }
  const path = t.g.pathNodes[seat] as Int32Array;
  const diagonal = full >= DIAGONAL_START;
  let end = full;
  for (let k = from + 1; k <= full; k++) {
    if (!holds(ownSquares, own, path[k] as number)) continue;
    // Onto the diagonal only on a count it can really walk, past no own piece; on the
    // perimeter an own piece cannot be passed: stop on the square before it.
    if (diagonal) return NO_MOVE;
    end = k - 1;
    break;
  }
  if (end === from) return NO_MOVE;
  if (t.rules.captureOnPass !== false) {
    for (let k = from + 1; k < end; k++)
      if (holds(enemySquares, enemies, path[k] as number)) return k;
  }
  return end;
}

function mayEnter(t: Table, pieces: readonly number[], piece: number, roll: number): boolean {
  return roll === 6 && !ownOn(t, pieces, piece, nodeAt(t.g, piece, START));
}

/** Where a piece ends with this roll, entering included, or NO_MOVE. */
function endOf(t: Table, pieces: readonly number[], piece: number, roll: number): number {
  const progress = pieces[piece] as number;
  if (progress < 0) return mayEnter(t, pieces, piece, roll) ? START : NO_MOVE;
  return progress < LAST ? destination(t, pieces, piece, roll) : NO_MOVE;
}

export const chessboard: Variant = {
  id: "chessboard",
  board: chessboardBoard,
  // The first choice of each is the default.
  options: {
    captureOnPass: [true, false],
  } satisfies RuleChoicesOf<"chessboard">,

  initialProgress: (n) => (n === 0 ? START : -1),

  canMove: (t, pieces, piece, roll) => endOf(t, pieces, piece, roll) !== NO_MOVE,
  endOf,

  perform(t, pieces, piece, roll, events) {
    const from = pieces[piece] as number;
    const to = endOf(t, pieces, piece, roll);
    pieces[piece] = to;
    if (events) {
      const id = pieceId(t.g, piece);
      const fromNode = nodeOn(t.g, piece, from);
      const toNode = nodeOn(t.g, piece, to);
      if (from < 0) events.push({ type: "entered", piece: id, from: fromNode, to: toNode });
      else {
        const path = walk(t.g, piece, from, to - from);
        events.push({ type: "moved", piece: id, pieces: [id], from: fromNode, to: toNode, path });
      }
    }
    captureAt(t, pieces, piece, nodeAt(t.g, piece, to), events);
    if (to === LAST) {
      const color = colorOf(t.g, piece);
      events?.push({ type: "finished", piece: pieceId(t.g, piece), color });
    }
    return [piece];
  },

  bonusRoll: () => false,
  limitsSixes: () => false,

  hasFinished(_t, pieces, seat) {
    for (let n = 0; n < PIECES_PER_COLOR; n++) {
      if ((pieces[seat * PIECES_PER_COLOR + n] as number) < DIAGONAL_START) return false;
    }
    return true;
  },

  endsAtFirstFinish: () => true,
  representative: (_t, _pieces, piece) => piece,
  mayShare: () => false,
};
