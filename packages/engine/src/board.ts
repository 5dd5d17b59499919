import type { Board, Color, NodeId, PieceId, VariantId } from "./types.js";
import { variantOf } from "./variants/registry.js";

export { isVariant, VARIANTS } from "./variants/registry.js";

export const PIECES_PER_COLOR = 4;

/**
 * A board with its lookups precomputed, so that rules work on small integers:
 * pieces are indexed seat * 4 + (n - 1), nodes by their place in `board.nodes`.
 */
export interface CompiledBoard {
  board: Board;
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

/**
 * The board of a variant as plain data: nodes with coordinates, paths, homes, sections
 * (docs/RULES.md §1.1, §2.1, §3.1). The same frozen object on every call: draw from it,
 * never change it.
 *
 * @throws {RuleError} UNKNOWN_VARIANT for an unknown variant, or one this entry does not
 *   load (`@flying/engine/aeroplane` has only Aeroplane's board).
 *
 * @example
 * ```ts
 * import { getBoard } from "@flying/engine";
 *
 * const board = getBoard("aeroplane");
 * board.colors; // ["red", "yellow", "green", "blue"]
 * board.starts.red; // "Pad_Red"
 * ```
 */
export function getBoard(variant: VariantId): Board {
  // Frozen when first handed out, not when compiled: the rules never change it, and a game
  // played without drawing its board does not carry the freezing.
  return deepFreeze(compile(variant).board);
}

export function compile(variant: VariantId): CompiledBoard {
  let entry = compiled.get(variant);
  if (!entry) {
    entry = compileBoard(variantOf(variant).board());
    compiled.set(variant, entry);
  }
  return entry;
}

function compileBoard(board: Board): CompiledBoard {
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

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
