import type { CompiledBoard } from "./board.js";
import { fail, quote } from "./errors.js";
import { isPlainObject, keysOf, readField, readFields } from "./input.js";
import type { Color, PieceId, Position } from "./types.js";
import { colorOf, nodeAt, seatOfPiece, type Table, type Variant } from "./variants/variant.js";

/**
 * A private copy of a position given to createGame, its shape checked. Each field is read
 * once, so the copy is what gets checked and kept, whatever getters the original has.
 */
export function copyPosition(position: unknown): Position {
  if (!isPlainObject(position))
    fail("INVALID_POSITION", "position must be an object { turn, pieces }");
  const { pieces, turn } = readFields(
    position,
    ["pieces", "turn"],
    "INVALID_POSITION",
    "position",
    "position has no field",
    "position.",
  );
  if (!isPlainObject(pieces))
    fail("INVALID_POSITION", "position.pieces must be an object mapping piece ids to node ids");
  // fromEntries defines own properties, so even a "__proto__" key stays a plain key.
  const copy: Position = {
    pieces: Object.fromEntries(
      keysOf(pieces, "INVALID_POSITION", "position.pieces").map((id) => [
        id,
        readField(pieces, id, "INVALID_POSITION", `position.pieces[${quote(id)}]`),
      ]),
    ),
  };
  if (turn !== undefined) copy.turn = turn as Color;
  return copy;
}

/** Each piece's progress in a loaded position (already copied by copyPosition), every problem named (docs/RULES.md §5). */
export function loadPieces(
  t: Table,
  variant: Variant,
  colors: readonly Color[],
  position: Position,
): number[] {
  const { g } = t;
  const pieces = g.pieceIds.map(() => -1);
  for (const [id, node] of Object.entries(position.pieces)) {
    const piece = g.pieceIds.indexOf(id as PieceId);
    if (piece < 0) fail("INVALID_POSITION", `position names an unknown piece ${quote(id)}`);
    const color = colorOf(g, piece);
    if (!colors.includes(color))
      fail("INVALID_POSITION", `position places ${id}, but ${color} is not in play`);
    if (typeof node !== "string" || !g.nodeIndex.has(node)) {
      fail("INVALID_POSITION", `position places ${id} on an unknown node ${quote(node)}`);
    }
    pieces[piece] = progressOn(g, piece, node);
  }
  const clash = findClash(t, variant, pieces);
  if (clash) {
    const [a, b, node] = clash;
    fail(
      "INVALID_POSITION",
      `position puts ${g.pieceIds[a]} and ${g.pieceIds[b]} together on ${g.board.nodes[node]?.id}`,
    );
  }
  return pieces;
}

function progressOn(g: CompiledBoard, piece: number, node: string): number {
  const id = g.pieceIds[piece] as PieceId;
  const index = g.nodeIndex.get(node) as number;
  if (index === g.homeNodes[piece]) return -1;
  const owner = g.homeNodes.indexOf(index);
  if (owner >= 0) {
    fail(
      "INVALID_POSITION",
      `position puts ${id} on ${node}, the home slot of ${g.pieceIds[owner]}`,
    );
  }
  // A chessboard piece on its own start corner stands at the start of its path.
  const progress = (g.pathNodes[seatOfPiece(piece)] as Int32Array).indexOf(index);
  if (progress < 0)
    fail("INVALID_POSITION", `position puts ${id} on ${node}, which is off its path`);
  return progress;
}

/**
 * Two pieces standing together where the variant never lets them (a move onto the node
 * would have captured one): `[first, second, node]`, or null. Loaded positions and the
 * states `apply` is handed are checked alike (docs/RULES.md §1.3, §2.3, §3.2).
 */
export function findClash(
  t: Table,
  variant: Variant,
  pieces: readonly number[],
): [number, number, number] | null {
  const seen = new Map<number, number>();
  for (let piece = 0; piece < pieces.length; piece++) {
    const progress = pieces[piece] as number;
    if (progress < 0) continue;
    const node = nodeAt(t.g, piece, progress);
    const other = seen.get(node);
    if (other !== undefined && !variant.mayShare(t, node, other, piece))
      return [other, piece, node];
    seen.set(node, piece);
  }
  return null;
}
