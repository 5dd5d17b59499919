import type { Board, BoardNode, NodeId } from "@flying/engine";
import { cached } from "../cache.js";

// A board never changes once built (getBoard hands out the same object every time), so its
// index is built once and kept beside it; the WeakMap lets a board that is dropped go with it.
const indexes = new WeakMap<Board, ReadonlyMap<NodeId, BoardNode>>();

/** Every node of a board by id, built on first use and shared by every later lookup. */
export function nodeMap(board: Board): ReadonlyMap<NodeId, BoardNode> {
  return cached(indexes, board, () => new Map(board.nodes.map((node) => [node.id, node])));
}

/** The node of this id on a board; undefined for none, or no id (a colour without a start). */
export function nodeById(board: Board, id: NodeId | undefined): BoardNode | undefined {
  return id === undefined ? undefined : nodeMap(board).get(id);
}

/** The nodes of these ids, in order, leaving out any the board does not have. */
export function nodesOf(board: Board, ids: readonly NodeId[] = []): BoardNode[] {
  const byId = nodeMap(board);
  return ids.flatMap((id) => byId.get(id) ?? []);
}
