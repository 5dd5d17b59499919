import { type CompiledBoard, PIECES_PER_COLOR, type RuleBoard } from "../board.js";
import type {
  Color,
  GameEvent,
  GameState,
  NodeId,
  PieceId,
  RuleName,
  RuleOptions,
  Rules,
  VariantId,
} from "../types.js";

/** The values each option of a variant may take, the default first (docs/RULES.md §1.5, §2.8, §3.4). */
export type RuleChoices = { [K in RuleName]?: readonly RuleOptions[K][] };

/** What a variant's rules see of a game: its board and its options. */
export interface Table {
  g: CompiledBoard;
  rules: Rules;
}

/**
 * The rules that differ between the games. The turn cycle, records and
 * queries are shared (game.ts); a variant answers what a roll allows and
 * carries a move out.
 */
export interface Variant {
  id: VariantId;
  /** What its rules read of its board, built once when first asked for (board.ts compiles it). */
  board(): RuleBoard;
  /** Its rule options and their choices. */
  options: RuleChoices;
  /** Progress of piece `n` (0-based) of each colour at the start: -1 waits at home. */
  initialProgress(n: number): number;
  canMove(t: Table, pieces: readonly number[], piece: number, roll: number): boolean;
  /**
   * Carries out a legal move on `pieces` (a fresh copy the caller owns),
   * reporting what happens to `events` when given. Returns the pieces that moved.
   */
  perform(
    t: Table,
    pieces: number[],
    piece: number,
    roll: number,
    events: GameEvent[] | null,
  ): readonly number[];
  /** Whether this roll gives the same colour another roll. */
  bonusRoll(rules: Rules, roll: number): boolean;
  /** Whether three 6s in a row end the turn (Aeroplane). */
  limitsSixes(rules: Rules): boolean;
  /**
   * How a variant that limits sixes (`limitsSixes`) keeps count of them and deals with the
   * third; left out by the games that never do, so that they do not carry it.
   */
  sixes?: SixesRule;
  /** Whether all of a colour's pieces are home and dry. */
  hasFinished(t: Table, pieces: readonly number[], seat: number): boolean;
  /** Whether the game ends when the first colour finishes. */
  endsAtFirstFinish(rules: Rules): boolean;
  /**
   * The piece that stands for `piece` in the list of legal moves: a stack is
   * listed once, under its first piece.
   */
  representative(t: Table, pieces: readonly number[], piece: number): number;
  /** Whether pieces `a` and `b` may stand together on `node` in a loaded position. */
  mayShare(t: Table, node: number, a: number, b: number): boolean;
  /**
   * Where the variant has it: the progress a legal move ends on (what `perform` moves the
   * piece to), or -1 where the piece cannot use the roll, for a variant whose move captures
   * only on the square it ends on (the chessboard's). The robots read captures from it
   * without playing each move out (the search reads all of a colour's at once from the
   * variant's table of move ends, `SimGame.endsOf`, which only it needs).
   */
  endOf?(t: Table, pieces: readonly number[], piece: number, roll: number): number;
}

/** A limit on sixes in a row (Aeroplane's triple six, docs/RULES.md §2). */
export interface SixesRule {
  /** The pieces moved on 6s this turn, `moved` (by a move with a 6) added: `movedOnSix`. */
  moved(t: Table, movedOnSix: readonly PieceId[], moved: readonly number[]): PieceId[];
  /** The third 6 in a row, rolled into `state` (the roll's own fresh copy): its turn ends. */
  third(t: Table, state: GameState, events: GameEvent[] | null): GameState;
}

export const seatOfPiece = (piece: number): number => Math.floor(piece / PIECES_PER_COLOR);

/** The bit mask of a seat's pieces (bit `piece` set for each), as capture masks are kept. */
export const seatMask = (seat: number): number =>
  ((1 << PIECES_PER_COLOR) - 1) << (seat * PIECES_PER_COLOR);

/** The node a piece stands on at a given progress along its path. */
export function nodeAt(g: CompiledBoard, piece: number, progress: number): number {
  if (progress < 0) return g.homeNodes[piece] as number;
  return (g.pathNodes[seatOfPiece(piece)] as Int32Array)[progress] as number;
}

export function nodeId(g: CompiledBoard, node: number): NodeId {
  return (g.board.nodes[node] as { id: NodeId }).id;
}

/** The id of the node a piece stands on at a given progress. */
export function nodeOn(g: CompiledBoard, piece: number, progress: number): NodeId {
  return nodeId(g, nodeAt(g, piece, progress));
}

export function colorOf(g: CompiledBoard, piece: number): Color {
  return g.board.colors[seatOfPiece(piece)] as Color;
}

export function pieceId(g: CompiledBoard, piece: number): PieceId {
  return g.pieceIds[piece] as PieceId;
}

/** Node ids walked from `from` to `to` (exclusive of `from`), bouncing back past the finish. */
export function walk(g: CompiledBoard, piece: number, from: number, steps: number): NodeId[] {
  const finish = g.finishAt[seatOfPiece(piece)] as number;
  const path: NodeId[] = [];
  let at = from;
  let direction = 1;
  for (let i = 0; i < steps; i++) {
    if (at === finish) direction = -1;
    at += direction;
    path.push(nodeOn(g, piece, at));
  }
  return path;
}

/** Where a move of `steps` from `from` ends, bouncing back from the finish. */
export function landing(finish: number, from: number, steps: number): number {
  const target = from + steps;
  return target > finish ? 2 * finish - target : target;
}

/**
 * Sends home every piece of another colour standing on `node`,
 * reporting each capture.
 */
export function captureAt(
  t: Table,
  pieces: number[],
  mover: number,
  node: number,
  events: GameEvent[] | null,
): void {
  const seat = seatOfPiece(mover);
  for (let other = 0; other < pieces.length; other++) {
    const progress = pieces[other] as number;
    if (progress < 0 || seatOfPiece(other) === seat) continue;
    if (nodeAt(t.g, other, progress) !== node) continue;
    pieces[other] = -1;
    events?.push({
      type: "captured",
      piece: pieceId(t.g, other),
      by: pieceId(t.g, mover),
      at: nodeId(t.g, node),
      home: nodeId(t.g, t.g.homeNodes[other] as number),
    });
  }
}
