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

/**
 * Own pieces sharing a square sit beside it rather than on top of each other: 1.1 units
 * apart, so each keeps a hit target of its own about a square wide (24 CSS px on a phone)
 * and no two of them overlap.
 */
const FAN = 0.55;
const SIDE_BY_SIDE: readonly Point[][] = [
  [],
  [{ x: 0, y: 0 }],
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

const ORIGIN: Point = { x: 0, y: 0 };

/**
 * `stacks` are the engine's groups of pieces that move as one (`stacks(state)`); `board`
 * lets a finish shared by every colour (Flying Chess) give each colour the arm of the
 * cross its lane comes in by.
 */
export function layoutPieces(
  pieces: readonly PieceView[],
  nodes: ReadonlyMap<NodeId, BoardNode>,
  stacks: readonly (readonly PieceId[])[],
  board?: Board,
): PieceSpot[] {
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
      byNode.set(piece.node, [...(byNode.get(piece.node) ?? []), piece]);
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
    const sorted = [...group].sort(byNumber);
    if (node.kind === "finish") {
      finished.push(...finishSpots(node, sorted, board, nodes, spot));
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
  board: Board | undefined,
  nodes: ReadonlyMap<NodeId, BoardNode>,
  spot: (node: BoardNode, piece: PieceView, rest?: Partial<PieceSpot>) => PieceSpot,
): PieceSpot[] {
  const shared = new Set(group.map((piece) => piece.color)).size > 1 || group.length > 4;
  return group.map((piece) => {
    const own = group.filter((other) => other.color === piece.color);
    const { cell: gap, scale } = FINISHED[Math.min(own.length, 4) - 1] as (typeof FINISHED)[0];
    // Three or four: each on the cell of its number; two: in number order, side by side.
    const n = own.length > 2 ? pieceNumber(piece.id) - 1 : own.indexOf(piece);
    const cell =
      own.length > 2
        ? { x: (n % 2 === 0 ? -1 : 1) * gap, y: (n < 2 ? -1 : 1) * gap }
        : { x: (n === 0 ? -1 : 1) * gap, y: 0 };
    let centre: Point = node;
    if (shared && board) {
      const path = board.paths[piece.color] ?? [];
      const before = nodes.get(path[path.length - 2] ?? "");
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

/** The point `distance` from `from` on the way to `to` (back from it when negative). */
export function along(from: Point, to: Point, distance: number): Point {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return {
    x: from.x + ((to.x - from.x) / length) * distance,
    y: from.y + ((to.y - from.y) / length) * distance,
  };
}

/** `point` turned by `degrees` about the origin. */
export function turn(point: Point, degrees: number): Point {
  const r = (degrees * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return { x: point.x * cos - point.y * sin, y: point.x * sin + point.y * cos };
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
  nodes: ReadonlyMap<NodeId, BoardNode>,
  rotation: number,
): Map<PieceId, Point> {
  const placed = new Map<PieceId, Point>();
  const centre = { x: board.width / 2, y: board.height / 2 };
  const onScreen = (p: Point) => turn({ x: p.x - centre.x, y: p.y - centre.y }, rotation);
  // A board and its turn give the same slots every state: worked out once, kept beside the board.
  let slotsOf = homeSlots.get(board);
  if (!slotsOf) {
    slotsOf = new Map();
    homeSlots.set(board, slotsOf);
  }
  // A fan lies across the screen unless that puts a piece onto a neighbouring square's piece
  // (a fan on the track, its next square taken): then it stands upright instead.
  const occupied = spots.filter((spot) => !spot.hidden).map((spot) => spot.node);
  const turns = new Map<string, number>();
  const fanTurn = (spot: PieceSpot): number => {
    if (spot.offset.x === 0 && spot.offset.y === 0) return 0;
    const key = `${spot.node.x},${spot.node.y}`;
    let best = turns.get(key);
    if (best === undefined) {
      const fan = spots.filter(
        (s) => !s.hidden && s.node.x === spot.node.x && s.node.y === spot.node.y,
      );
      const clearance = (degrees: number) => {
        let min = Number.POSITIVE_INFINITY;
        for (const s of fan) {
          const o = turn(turn(s.offset, degrees), -rotation);
          const p = { x: s.node.x + o.x, y: s.node.y + o.y };
          for (const c of occupied) {
            if (c.x === s.node.x && c.y === s.node.y) continue;
            min = Math.min(min, Math.hypot(p.x - c.x, p.y - c.y));
          }
        }
        return min;
      };
      // Upright only when clearly better, so fans read the same way wherever there is room.
      best = clearance(90) > clearance(0) + 0.05 ? 90 : 0;
      turns.set(key, best);
    }
    return best;
  };
  for (const spot of spots) {
    const { piece } = spot;
    const node = nodes.get(piece.node);
    if (node && WAITING.has(node.kind) && spot.offset.x === 0 && spot.offset.y === 0) {
      const key = `${rotation} ${piece.color}`;
      let slots = slotsOf.get(key);
      if (!slots) {
        slots = (board.homes[piece.color] ?? [])
          .flatMap((id) => nodes.get(id) ?? [])
          .map((slot) => ({ slot, screen: onScreen(slot) }))
          // Rows first (rounded, so slots a hair apart count as one row), then columns.
          .sort(
            (a, b) =>
              Math.round(a.screen.y * 4) - Math.round(b.screen.y * 4) || a.screen.x - b.screen.x,
          )
          .map(({ slot }) => ({ x: slot.x, y: slot.y }));
        slotsOf.set(key, slots);
      }
      const slot = slots[pieceNumber(piece.id) - 1];
      if (slot) {
        placed.set(piece.id, slot);
        continue;
      }
    }
    const offset = turn(turn(spot.offset, fanTurn(spot)), -rotation);
    placed.set(piece.id, { x: spot.node.x + offset.x, y: spot.node.y + offset.y });
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
      if (other === id || (q.x === p.x && q.y === p.y)) continue;
      radius = Math.min(radius, Math.hypot(p.x - q.x, p.y - q.y) / 2);
    }
    radii.set(id, radius);
  }
  return radii;
}
