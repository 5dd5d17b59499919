import type { Board, BoardNode, Color, NodeId, PieceId, PieceView } from "@flying/engine";
import { nodeById } from "./nodes.js";

export interface Point {
  x: number;
  y: number;
}

/**
 * The quarter turns that bring `color`'s start to the lower left, so that
 * colour sits at the bottom, facing the player.
 */
export function orientationDegrees(board: Board, color: Color | undefined): number {
  if (!color) return 0;
  const id = board.starts[color];
  const start = id === undefined ? undefined : nodeById(board, id);
  if (!start) return 0;
  const angle = (Math.atan2(start.y - board.height / 2, start.x - board.width / 2) * 180) / Math.PI;
  return (((Math.round((135 - angle) / 90) * 90) % 360) + 360) % 360;
}

/** Where each piece is drawn: pieces sharing a node sit side by side, a stack as one. */
export interface PieceSpot extends Point {
  piece: PieceView;
  /** Pieces drawn under this one (a stack), counted on its badge. */
  stackedWith: PieceView[];
  hidden: boolean;
}

const SIDE_BY_SIDE: readonly Point[][] = [
  [],
  [{ x: 0, y: 0 }],
  [
    { x: -0.2, y: 0 },
    { x: 0.2, y: 0 },
  ],
  [
    { x: -0.2, y: -0.15 },
    { x: 0.2, y: -0.15 },
    { x: 0, y: 0.18 },
  ],
  [
    { x: -0.2, y: -0.2 },
    { x: 0.2, y: -0.2 },
    { x: -0.2, y: 0.2 },
    { x: 0.2, y: 0.2 },
  ],
];

/** `stacks` are the engine's groups of pieces that move as one (`stacks(state)`). */
export function layoutPieces(
  pieces: readonly PieceView[],
  nodes: ReadonlyMap<NodeId, BoardNode>,
  stacks: readonly (readonly PieceId[])[],
): PieceSpot[] {
  const stackOf = new Map<PieceId, readonly PieceId[]>();
  for (const stack of stacks) for (const piece of stack) stackOf.set(piece, stack);
  const byId = new Map(pieces.map((piece) => [piece.id, piece]));
  const byNode = new Map<NodeId, PieceView[]>();
  const spots: PieceSpot[] = [];
  for (const piece of pieces) {
    const node = nodes.get(piece.node);
    const stack = stackOf.get(piece.id);
    if (!node) continue;
    if (!stack) {
      byNode.set(piece.node, [...(byNode.get(piece.node) ?? []), piece]);
      continue;
    }
    // A stack is drawn once, as its first piece, with a count.
    const head = stack[0] === piece.id;
    const rest = head ? stack.slice(1).flatMap((id) => byId.get(id) ?? []) : [];
    spots.push({ x: node.x, y: node.y, piece, stackedWith: rest, hidden: !head });
  }
  for (const [id, group] of byNode) {
    const node = nodes.get(id) as BoardNode;
    // More than four on one node (Flying Chess's shared Finish): one drawing per colour, counted.
    const crowd = group.length > 4;
    const shown = crowd
      ? group.filter((p, i) => group.findIndex((q) => q.color === p.color) === i)
      : group;
    const offsets = SIDE_BY_SIDE[Math.min(shown.length, 4)] ?? [];
    shown.forEach((piece, i) => {
      const offset = offsets[i % offsets.length] ?? { x: 0, y: 0 };
      const same = crowd ? group.filter((p) => p.color === piece.color && p !== piece) : [];
      spots.push({
        x: node.x + offset.x,
        y: node.y + offset.y,
        piece,
        stackedWith: same,
        hidden: false,
      });
      for (const other of same)
        spots.push({
          x: node.x + offset.x,
          y: node.y + offset.y,
          piece: other,
          stackedWith: [],
          hidden: true,
        });
    });
  }
  return spots;
}
