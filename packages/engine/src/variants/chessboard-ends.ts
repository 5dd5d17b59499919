/**
 * The chessboard's table of move ends (`EndsOf`): every move of a colour at once, for the
 * robots' search. Only the search reads it, so it is not part of the chessboard's Variant,
 * which every game carries: an app without the levelled robots does not carry it either.
 */
import { PIECES_PER_COLOR } from "../board.js";
import { DIAGONAL_START } from "../boards/chessboard.js";
import { LAST, NO_MOVE, START } from "./chessboard.js";
import { nodeAt, seatMask, type Table } from "./variant.js";

/**
 * For a variant whose move captures only on the square it ends on (the chessboard's): the
 * variant's `endOf` of each piece of `seat` with each roll, written to
 * `ends[piece * 6 + roll - 1]`, and the pieces that move captures (a bit mask) to `hits` at
 * the same place; all at once, more cheaply than piece by piece. Both arrays hold six
 * entries per piece of the game; those of other colours are left as they were.
 */
export type EndsOf = (
  t: Table,
  pieces: readonly number[],
  seat: number,
  ends: Int8Array,
  hits: Int32Array,
) => void;

/** Who stands on each square, as a bit mask of pieces: `chessboardEnds`'s scratch, left all zero. */
let standing = new Int32Array(0);

/**
 * The chessboard's `endOf` for each of a colour's pieces and each roll at once: one walk of
 * the six squares ahead of each piece gives all six rolls, where `endOf` reads every piece's
 * square again for each roll. The robots' capture risk asks this for both colours at every
 * leaf of the search, and the search for the colour to roll at each of its nodes.
 */
export const chessboardEnds: EndsOf = (t, pieces, seat, ends, hits) => {
  const { g } = t;
  if (standing.length < g.board.nodes.length) standing = new Int32Array(g.board.nodes.length);
  for (let p = 0; p < pieces.length; p++) {
    const at = pieces[p] as number;
    if (at < 0) continue;
    const node = nodeAt(g, p, at);
    standing[node] = (standing[node] as number) | (1 << p);
  }
  const first = seat * PIECES_PER_COLOR;
  const own = seatMask(seat);
  const onPass = t.rules.captureOnPass !== false;
  const path = g.pathNodes[seat] as Int32Array;
  for (let piece = first; piece < first + PIECES_PER_COLOR; piece++) {
    const from = pieces[piece] as number;
    const row = piece * 6;
    ends.fill(NO_MOVE, row, row + 6);
    hits.fill(0, row, row + 6);
    if (from < 0) {
      const there = standing[path[START] as number] as number;
      if ((there & own) === 0) {
        ends[row + 5] = START;
        hits[row + 5] = there & ~own;
      }
      continue;
    }
    const others = own & ~(1 << piece);
    let firstOwn = LAST + 1;
    let firstEnemy = LAST + 1;
    for (let roll = 1; roll <= 6; roll++) {
      const full = from + roll;
      if (full > LAST) break;
      const there = standing[path[full] as number] as number;
      if (firstOwn > LAST && (there & others) !== 0) firstOwn = full;
      if (firstEnemy > LAST && (there & ~own) !== 0) firstEnemy = full;
      // As `destination`: no partial move onto the diagonal; on the edge, stop before an
      // own piece; then the first enemy passed ends the move.
      let end = full;
      if (firstOwn <= full) {
        if (full >= DIAGONAL_START) continue;
        end = firstOwn - 1;
      }
      if (end === from) continue;
      if (onPass && firstEnemy < end) end = firstEnemy;
      ends[row + roll - 1] = end;
      hits[row + roll - 1] = (standing[path[end] as number] as number) & ~own;
    }
  }
  for (let p = 0; p < pieces.length; p++) {
    const at = pieces[p] as number;
    if (at >= 0) standing[nodeAt(g, p, at)] = 0;
  }
};
