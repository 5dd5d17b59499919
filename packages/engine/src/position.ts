import type { CompiledBoard } from "./board.js";
import { fail } from "./errors.js";
import { isPlainObject } from "./rules.js";
import type { Color, PieceId, Position } from "./types.js";
import { colorOf, nodeAt, seatOfPiece, type Table, type Variant } from "./variants/variant.js";

/** A private copy of a position given to createGame, its shape checked. */
export function copyPosition(position: unknown): Position {
  if (!isPlainObject(position))
    fail("INVALID_POSITION", "position must be an object { turn, pieces }");
  for (const key of Object.keys(position)) {
    if (key !== "turn" && key !== "pieces")
      fail("INVALID_POSITION", `position has no field "${key}"`);
  }
  if (!isPlainObject(position.pieces))
    fail("INVALID_POSITION", "position.pieces must be an object mapping piece ids to node ids");
  const copy: Position = { pieces: { ...position.pieces } };
  if (position.turn !== undefined) copy.turn = position.turn as Color;
  return copy;
}

/** Each piece's progress in a loaded position (already copied by copyPosition), every problem named (RULES.md: positions). */
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
    if (piece < 0) fail("INVALID_POSITION", `position names an unknown piece "${id}"`);
    const color = colorOf(g, piece);
    if (!colors.includes(color))
      fail("INVALID_POSITION", `position places ${id}, but ${color} is not in play`);
    if (typeof node !== "string" || !g.nodeIndex.has(node)) {
      fail("INVALID_POSITION", `position places ${id} on an unknown node ${JSON.stringify(node)}`);
    }
    pieces[piece] = progressOn(g, piece, node);
  }
  checkSharing(t, variant, pieces);
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
      `position puts ${id} on ${node}, the home slot of ${g.pieceIds[owner]}: two pieces in one home slot`,
    );
  }
  // A chessboard piece on its own start corner stands at the start of its path.
  const progress = (g.pathNodes[seatOfPiece(piece)] as Int32Array).indexOf(index);
  if (progress < 0)
    fail("INVALID_POSITION", `position puts ${id} on ${node}, which is off ${id}'s path`);
  return progress;
}

function checkSharing(t: Table, variant: Variant, pieces: readonly number[]): void {
  const seen = new Map<number, number>();
  pieces.forEach((progress, piece) => {
    if (progress < 0) return;
    const node = nodeAt(t.g, piece, progress);
    const other = seen.get(node);
    if (other !== undefined && !variant.mayShare(t, node, other, piece)) {
      const name = t.g.board.nodes[node]?.id;
      fail(
        "INVALID_POSITION",
        `position puts ${t.g.pieceIds[other]} and ${t.g.pieceIds[piece]} together on ${name}`,
      );
    }
    seen.set(node, piece);
  });
}
