import type { Board, BoardNode, Color, NodeId, PieceId, VariantId } from "./types.js";
import { variantOf } from "./variants/registry.js";

export { isVariant, VARIANTS } from "./variants/registry.js";

export const PIECES_PER_COLOR = 4;

/** A node as the rules see it: what it is and whose, not where it is drawn. */
export type RuleNode = Pick<BoardNode, "id" | "kind" | "color">;

/**
 * What the rules read of a variant's board. The Board `getBoard` gives adds what only
 * drawing needs (size, coordinates, shades, starts, sections): it is worked out by the
 * board's drawing (drawing.ts), which a game that never draws its board does not carry.
 */
export interface RuleBoard
  extends Pick<Board, "variant" | "colors" | "paths" | "homes" | "shortcuts"> {
  /** In a fixed order: a node's index here is how the rules name it. */
  nodes: readonly RuleNode[];
}

/**
 * A board with its lookups precomputed, so that rules work on small integers:
 * pieces are indexed seat * 4 + (n - 1), nodes by their place in `board.nodes`.
 */
export interface CompiledBoard {
  board: RuleBoard;
  pieceIds: readonly PieceId[];
  /** The seat of each colour of the variant. */
  seatOf: ReadonlyMap<Color, number>;
  nodeIndex: ReadonlyMap<NodeId, number>;
  /** For each seat, the node index of each step of its path. */
  pathNodes: readonly Int32Array[];
  /** For each piece, the node index of its home slot. */
  homeNodes: Int32Array;
  /** Progress of each seat's finish (the last index of its path). */
  finishAt: Int32Array;
}

const compiled = new Map<VariantId, CompiledBoard>();

export function compile(variant: VariantId): CompiledBoard {
  let entry = compiled.get(variant);
  if (!entry) {
    entry = compileBoard(variantOf(variant).board());
    compiled.set(variant, entry);
  }
  return entry;
}

function compileBoard(board: RuleBoard): CompiledBoard {
  const nodeIndex = new Map(board.nodes.map((node, i) => [node.id, i]));
  const indexOf = (id: NodeId): number => {
    const index = nodeIndex.get(id);
    if (index === undefined) throw new Error(`board ${board.variant} has no node ${id}`);
    return index;
  };
  const pieceIds: PieceId[] = [];
  const homeNodes = new Int32Array(board.colors.length * PIECES_PER_COLOR);
  board.colors.forEach((color, seat) => {
    const homes = board.homes[color] ?? [];
    for (let n = 0; n < PIECES_PER_COLOR; n++) {
      pieceIds.push(`${color}-${n + 1}` as PieceId);
      homeNodes[seat * PIECES_PER_COLOR + n] = indexOf(homes[n] as NodeId);
    }
  });
  const pathNodes = board.colors.map((color) => Int32Array.from(board.paths[color] ?? [], indexOf));
  return {
    board,
    pieceIds,
    seatOf: new Map(board.colors.map((color, seat) => [color, seat])),
    nodeIndex,
    pathNodes,
    homeNodes,
    finishAt: Int32Array.from(pathNodes, (path) => path.length - 1),
  };
}
