/**
 * The chessboard race solved exactly for one colour alone on the board: the turns it
 * still needs on average, under its best play, from wherever its four pieces stand
 * (docs/RULES.md §3). A per-piece distance misjudges this race, which is mostly waiting:
 * a piece enters only on a 6, own pieces block each other on the perimeter, and the
 * diagonal fills from its far end on exact counts, so how many rolls go unused depends
 * on where all four pieces stand at once. The table knows. Solved once, on first use.
 */
import { PIECES_PER_COLOR } from "../board.js";
import { DIAGONAL_START } from "../boards/chessboard.js";

/** Progress runs from -1 (in reserve) to the last diagonal square. */
const LAST = DIAGONAL_START + 3;
const VALUES = LAST + 2;

/** C(n, k) for the small n and k of the index below. */
function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

const SIZE = choose(VALUES + 3, 4);

/** The index's terms by progress p (at p + 1): C(p + 4, 4), C(p + 3, 3) and C(p + 2, 2). */
const terms = [4, 3, 2].map((k) =>
  Int32Array.from({ length: VALUES }, (_, n) => choose(n + k - 1, k)),
);
const [FIRST, SECOND, THIRD] = terms as [Int32Array, Int32Array, Int32Array];

/**
 * The index of four progresses sorted from the highest, `a >= b >= c >= d`: their rank
 * among such sorted quadruples, so that the table holds one entry per position of
 * interchangeable pieces.
 */
export function raceIndex(a: number, b: number, c: number, d: number): number {
  return (FIRST[a + 1] as number) + (SECOND[b + 1] as number) + (THIRD[c + 1] as number) + (d + 1);
}

let solved: Float32Array | null = null;

/** Sorts four numbers from the highest, in place. */
function sortDown(list: number[]): void {
  for (let i = 1; i < 4; i++) {
    const x = list[i] as number;
    let j = i - 1;
    while (j >= 0 && (list[j] as number) < x) {
      list[j + 1] = list[j] as number;
      j--;
    }
    list[j + 1] = x;
  }
}

/** The square of a progress on the board: `a1` is the start (0) and the diagonal's first (28). */
const square = (at: number): number => (at === DIAGONAL_START ? 0 : at);

/** Whether the pieces on the board stand on different squares. */
function apart(list: readonly number[]): boolean {
  let seen = 0;
  for (const at of list) {
    if (at < 0) continue;
    const bit = 1 << square(at);
    if (seen & bit) return false;
    seen |= bit;
  }
  return true;
}

/** Whether a piece other than `mover` stands on the square of progress `at`. */
function holds(list: readonly number[], mover: number, at: number): boolean {
  for (let n = 0; n < PIECES_PER_COLOR; n++) {
    const other = list[n] as number;
    if (n !== mover && other >= 0 && square(other) === square(at)) return true;
  }
  return false;
}

/**
 * Where piece `n` of a colour alone on the board goes with `roll`, or -2 where it cannot
 * use it (docs/RULES.md §3.2: enter on a 6 onto a free corner; on the perimeter stop before
 * an own piece; onto the diagonal only on a full count past none). Its own copy of the
 * rules, for a solve over twice as quick as through `perform` (some 0.2 s, not 0.5);
 * race-table.test.ts checks the table against the variant's own moves.
 */
function soloMove(list: readonly number[], n: number, roll: number): number {
  const at = list[n] as number;
  if (at < 0) return roll === 6 && !holds(list, n, 0) ? 0 : -2;
  const full = at + roll;
  if (full > LAST) return -2;
  for (let k = at + 1; k <= full; k++) {
    if (!holds(list, n, k)) continue;
    return full >= DIAGONAL_START || k - 1 === at ? -2 : k - 1;
  }
  return full;
}

/**
 * The expected turns to finish, by `raceIndex` of the colour's sorted progresses (NaN
 * where pieces would share a square). Every move takes a piece forward or onto the
 * board, so solving positions from the most advanced back needs one pass, each position
 * reading only positions already solved.
 */
export function raceTable(): Float32Array {
  if (solved) return solved;
  const table = new Float32Array(SIZE).fill(Number.NaN);
  // The positions (four progresses + 1, six bits each), the most advanced first: ordered
  // by total progress, as a counting sort.
  const codes: number[] = [];
  const totals: number[] = [];
  const list = [0, 0, 0, 0];
  for (let a = LAST; a >= -1; a--)
    for (let b = a; b >= -1; b--)
      for (let c = b; c >= -1; c--)
        for (let d = c; d >= -1; d--) {
          list[0] = a;
          list[1] = b;
          list[2] = c;
          list[3] = d;
          if (!apart(list)) continue;
          codes.push(((a + 1) << 18) | ((b + 1) << 12) | ((c + 1) << 6) | (d + 1));
          totals.push(a + b + c + d + 4);
        }
  const starts = new Int32Array(4 * VALUES + 1);
  for (const total of totals)
    starts[4 * VALUES - total] = (starts[4 * VALUES - total] as number) + 1;
  for (let k = 1; k < starts.length; k++)
    starts[k] = (starts[k] as number) + (starts[k - 1] as number);
  const order = new Int32Array(codes.length);
  for (let i = codes.length - 1; i >= 0; i--) {
    const slot = 4 * VALUES - (totals[i] as number);
    starts[slot] = (starts[slot] as number) - 1;
    order[starts[slot] as number] = codes[i] as number;
  }
  const after = [0, 0, 0, 0];
  for (const code of order) {
    for (let n = 0; n < PIECES_PER_COLOR; n++) list[n] = ((code >> (18 - 6 * n)) & 63) - 1;
    const [a, b, c, d] = list as [number, number, number, number];
    const index = raceIndex(a, b, c, d);
    if (d >= DIAGONAL_START) {
      table[index] = 0;
      continue;
    }
    let sum = 0;
    let unused = 0;
    for (let roll = 1; roll <= 6; roll++) {
      let best = Number.POSITIVE_INFINITY;
      for (let n = 0; n < PIECES_PER_COLOR; n++) {
        // Pieces that stand alike (in reserve) move alike.
        if (n > 0 && list[n] === list[n - 1]) continue;
        const to = soloMove(list, n, roll);
        if (to === -2) continue;
        for (let m = 0; m < PIECES_PER_COLOR; m++) after[m] = list[m] as number;
        after[n] = to;
        sortDown(after);
        const [e, f, g, h] = after as [number, number, number, number];
        const turns = table[raceIndex(e, f, g, h)] as number;
        if (turns < best) best = turns;
      }
      if (best === Number.POSITIVE_INFINITY) unused++;
      else sum += best;
    }
    // A turn whose roll no piece can use leaves the position as it was.
    table[index] = (6 + sum) / (6 - unused);
  }
  solved = table;
  return table;
}

/** The turns a chessboard colour still needs alone, from the table. */
export function raceTurns(pieces: readonly number[], seat: number): number {
  const first = seat * PIECES_PER_COLOR;
  const list = [
    pieces[first] as number,
    pieces[first + 1] as number,
    pieces[first + 2] as number,
    pieces[first + 3] as number,
  ];
  sortDown(list);
  return raceTable()[
    raceIndex(list[0] as number, list[1] as number, list[2] as number, list[3] as number)
  ] as number;
}
