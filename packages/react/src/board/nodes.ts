import type { Board, BoardNode, NodeId } from "@flying/engine";

// A board never changes once built (getBoard hands out the same object every time), so its
// index is built once and kept beside it; the WeakMap lets a board that is dropped go with it.
const indexes = new WeakMap<Board, ReadonlyMap<NodeId, BoardNode>>();

/** Every node of a board by id, built on first use and shared by every later lookup. */
export function nodeMap(board: Board): ReadonlyMap<NodeId, BoardNode> {
  let index = indexes.get(board);
  if (!index) {
    index = new Map(board.nodes.map((node) => [node.id, node]));
    indexes.set(board, index);
  }
  return index;
}

export function nodeById(board: Board, id: NodeId): BoardNode | undefined {
  return nodeMap(board).get(id);
}
