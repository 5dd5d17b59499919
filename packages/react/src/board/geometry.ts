import type { Board, BoardNode, Color, NodeId, PieceId, PieceView } from "@flying/engine";
import { cached } from "../cache.js";
import { nodeById, nodeMap, nodesOf } from "./nodes.js";

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
  const start = nodeById(board, board.starts[color]);
  if (!start) return 0;
  const angle = (Math.atan2(start.y - board.height / 2, start.x - board.width / 2) * 180) / Math.PI;
  return (((Math.round((135 - angle) / 90) * 90) % 360) + 360) % 360;
}

/** Where each piece is drawn: pieces sharing a node fanned out around it, a stack as one. */
export interface PieceSpot extends Point {
  piece: PieceView;
  /** Pieces drawn under this one (a stack), counted on its badge. */
  stackedWith: PieceView[];
  hidden: boolean;
  /** The centre of the piece's node; `x`, `y` are it plus `offset` on an unturned board. */
  node: Point;
  /**
   * Where the piece sits from its node's centre, as seen on screen: a fan keeps its shape
   * (and its reading order) on a turned board.
   */
  offset: Point;
  /** The drawing's size: 1 on the track, smaller where many finished pieces share a finish. */
  scale: number;
}

/** The point (0, 0), as an offset of none: one object shared by every use, so never changed. */
export const ORIGIN: Point = { x: 0, y: 0 };

/**
 * Own pieces sharing a square sit beside it rather than on top of each other: 1.1 units
 * apart, so each keeps a hit target of its own about a square wide (24 CSS px on a phone)
 * and no two of them overlap.
 */
const FAN = 0.55;
const SIDE_BY_SIDE: readonly Point[][] = [
  [],
  [ORIGIN],
  [
    { x: -FAN, y: 0 },
    { x: FAN, y: 0 },
  ],
  [
    { x: -FAN, y: -FAN * 0.9 },
    { x: FAN, y: -FAN * 0.9 },
    { x: 0, y: FAN * 0.9 },
  ],
  [
    { x: -FAN, y: -FAN },
    { x: FAN, y: -FAN },
    { x: -FAN, y: FAN },
    { x: FAN, y: FAN },
  ],
];

/**
 * Finished pieces never move again: side by side, every number in sight, as large as the
 * square beside the finish holds them (by how many of the colour are in): one piece
 * nearly full size, two side by side, three or four in a grid of two columns.
 */
const FINISHED: readonly { cell: number; scale: number }[] = [
  { cell: 0, scale: 0.85 },
  { cell: 0.25, scale: 0.6 },
  { cell: 0.25, scale: 0.52 },
  { cell: 0.25, scale: 0.52 },
];

/**
 * `stacks` are the engine's groups of pieces that move as one (`stacks(state)`); on the
 * `board`, a finish shared by every colour (Flying Chess) gives each colour the arm of the
 * cross its lane comes in by.
 */
export function layoutPieces(
  pieces: readonly PieceView[],
  stacks: readonly (readonly PieceId[])[],
  board: Board,
): PieceSpot[] {
  const nodes = nodeMap(board);
  const stackOf = new Map<PieceId, readonly PieceId[]>();
  for (const stack of stacks) for (const piece of stack) stackOf.set(piece, stack);
  const byId = new Map(pieces.map((piece) => [piece.id, piece]));
  const byNode = new Map<NodeId, PieceView[]>();
  const spots: PieceSpot[] = [];
  const spot = (node: BoardNode, piece: PieceView, rest: Partial<PieceSpot> = {}): PieceSpot => {
    const offset = rest.offset ?? ORIGIN;
    return {
      x: node.x + offset.x,
      y: node.y + offset.y,
      piece,
      stackedWith: [],
      hidden: false,
      node: { x: node.x, y: node.y },
      offset,
      scale: 1,
      ...rest,
    };
  };
  for (const piece of pieces) {
    const node = nodes.get(piece.node);
    const stack = stackOf.get(piece.id);
    if (!node) continue;
    if (!stack) {
      cached(byNode, piece.node, (): PieceView[] => []).push(piece);
      continue;
    }
    // A stack is drawn once, as its first piece, with a count.
    const head = stack[0] === piece.id;
    const rest = head ? stack.slice(1).flatMap((id) => byId.get(id) ?? []) : [];
    spots.push(spot(node, piece, { stackedWith: rest, hidden: !head }));
  }
  // Finished pieces first, so that the pieces still racing are drawn over them.
  const finished: PieceSpot[] = [];
  for (const [id, group] of byNode) {
    const node = nodes.get(id) as BoardNode;
    // The group's array is this layout's own: sorted in place.
    const sorted = group.sort(byNumber);
    if (node.kind === "finish") {
      finished.push(...finishSpots(node, sorted, board, spot));
      continue;
    }
    const offsets = SIDE_BY_SIDE[Math.min(sorted.length, 4)] ?? [];
    sorted.forEach((piece, i) => {
      spots.push(spot(node, piece, { offset: offsets[i % offsets.length] ?? ORIGIN }));
    });
  }
  return [...finished, ...spots];
}

function byNumber(a: PieceView, b: PieceView): number {
  return a.color === b.color ? pieceNumber(a.id) - pieceNumber(b.id) : 0;
}

export function pieceNumber(id: PieceId): number {
  return Number(id.split("-")[1] ?? 0);
}

/**
 * A finish's pieces as a small grid of two columns, each piece on the cell of its number;
 * on a finish every colour shares (Flying Chess's), each colour's grid sits on the square
 * beside it that its lane comes in by.
 */
function finishSpots(
  node: BoardNode,
  group: readonly PieceView[],
  board: Board,
  spot: (node: BoardNode, piece: PieceView, rest?: Partial<PieceSpot>) => PieceSpot,
): PieceSpot[] {
  const shared = new Set(group.map((piece) => piece.color)).size > 1 || group.length > 4;
  return group.map((piece) => {
    const own = group.filter((other) => other.color === piece.color);
    const { cell: gap, scale } = FINISHED[Math.min(own.length, 4) - 1] as (typeof FINISHED)[0];
    // Three or four: each on the cell of its number (two columns); two: in number order,
    // side by side.
    const grid = own.length > 2;
    const n = grid ? pieceNumber(piece.id) - 1 : own.indexOf(piece);
    const cell = { x: (n % 2 === 0 ? -1 : 1) * gap, y: grid ? (n < 2 ? -1 : 1) * gap : 0 };
    let centre: Point = node;
    if (shared) {
      const path = board.paths[piece.color] ?? [];
      const before = nodeById(board, path.at(-2));
      // One square out along the lane: the empty square of the colour's own in the middle
      // of the cross, beside the finish, where no piece ever stops.
      if (before) centre = along(node, before, 1);
    }
    // A board coordinate, not a screen one: the arms turn with the board, so the grid's
    // place is its "node" and it has no screen offset.
    const at = { x: centre.x + cell.x, y: centre.y + cell.y };
    return { ...spot(node, piece, { scale }), ...at, node: at };
  });
}

/** Whether two points are the same place. */
const samePoint = (a: Point, b: Point) => a.x === b.x && a.y === b.y;

/** How far apart two points are. */
export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The point `howFar` from `from` on the way to `to` (back from it when negative). */
export function along(from: Point, to: Point, howFar: number): Point {
  const length = distance(from, to) || 1;
  return {
    x: from.x + ((to.x - from.x) / length) * howFar,
    y: from.y + ((to.y - from.y) / length) * howFar,
  };
}

/** `point` turned by `degrees` about the origin. */
export function turn(point: Point, degrees: number): Point {
  const r = (degrees * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return { x: point.x * cos - point.y * sin, y: point.x * sin + point.y * cos };
}

/** Where `point` is as the viewer sees it: from the board's centre, turned by `rotation`. */
export function onScreen(board: Board, rotation: number, point: Point): Point {
  return turn({ x: point.x - board.width / 2, y: point.y - board.height / 2 }, rotation);
}

const WAITING = new Set(["home", "hangar", "reserve"]);

/** Each board's home slots in reading order on screen, by turn and colour (`placeSpots`). */
const homeSlots = new WeakMap<Board, Map<string, readonly Point[]>>();

/**
 * Where each spot is drawn on a board turned by `rotation` degrees, in board coordinates:
 * a fan's offset is turned back so it reads the same on screen, and the pieces waiting at
 * home take their colour's slots in reading order on screen (piece 1 top left, then along
 * the row), so their numbers never come scrambled on a turned board.
 */
export function placeSpots(
  spots: readonly PieceSpot[],
  board: Board,
  rotation: number,
): Map<PieceId, Point> {
  const placed = new Map<PieceId, Point>();
  // A board and its turn give the same slots every state: worked out once, kept beside the board.
  const slotsOf = cached(homeSlots, board, () => new Map<string, readonly Point[]>());
  // A fan lies across the screen unless that puts a piece onto a neighbouring square's piece
  // (a fan on the track, its next square taken): then it stands upright instead.
  const occupied = spots.filter((spot) => !spot.hidden).map((spot) => spot.node);
  // A spot's place with its offset turned by `degrees` on screen (and back to the board's turn).
  const shifted = (spot: PieceSpot, degrees: number): Point => {
    const offset = turn(turn(spot.offset, degrees), -rotation);
    return { x: spot.node.x + offset.x, y: spot.node.y + offset.y };
  };
  const turns = new Map<string, number>();
  const fanTurn = (spot: PieceSpot): number => {
    if (samePoint(spot.offset, ORIGIN)) return 0;
    return cached(turns, `${spot.node.x},${spot.node.y}`, () => {
      const fan = spots.filter((s) => !s.hidden && samePoint(s.node, spot.node));
      const clearance = (degrees: number) => {
        let min = Number.POSITIVE_INFINITY;
        for (const s of fan) {
          const p = shifted(s, degrees);
          for (const c of occupied) {
            if (samePoint(c, s.node)) continue;
            min = Math.min(min, distance(c, p));
          }
        }
        return min;
      };
      // Upright only when clearly better, so fans read the same way wherever there is room.
      return clearance(90) > clearance(0) + 0.05 ? 90 : 0;
    });
  };
  for (const spot of spots) {
    const { piece } = spot;
    const node = nodeById(board, piece.node);
    if (node && WAITING.has(node.kind) && samePoint(spot.offset, ORIGIN)) {
      const slots = cached(slotsOf, `${rotation} ${piece.color}`, () =>
        nodesOf(board, board.homes[piece.color])
          .map((slot) => ({ slot, screen: onScreen(board, rotation, slot) }))
          // Rows first (rounded, so slots a hair apart count as one row), then columns.
          .sort(
            (a, b) =>
              Math.round(a.screen.y * 4) - Math.round(b.screen.y * 4) || a.screen.x - b.screen.x,
          )
          // A node is a point itself (its x and y).
          .map(({ slot }) => slot),
      );
      const slot = slots[pieceNumber(piece.id) - 1];
      if (slot) {
        placed.set(piece.id, slot);
        continue;
      }
    }
    placed.set(piece.id, shifted(spot, fanTurn(spot)));
  }
  return placed;
}

/** The largest hit target a piece gets: a circle about a square across. */
export const HIT_RADIUS = 0.56;

/**
 * Each movable piece's hit radius: as large as `HIT_RADIUS`, but never reaching into the
 * target of another movable piece, so a tap at a piece's centre is always that piece's.
 */
export function hitRadii(
  points: ReadonlyMap<PieceId, Point>,
  movable: Iterable<PieceId>,
): Map<PieceId, number> {
  const ids = [...movable].filter((id) => points.has(id));
  const radii = new Map<PieceId, number>();
  for (const id of ids) {
    const p = points.get(id) as Point;
    let radius = HIT_RADIUS;
    for (const other of ids) {
      const q = points.get(other) as Point;
      if (other === id || samePoint(q, p)) continue;
      radius = Math.min(radius, distance(q, p) / 2);
    }
    radii.set(id, radius);
  }
  return radii;
}
