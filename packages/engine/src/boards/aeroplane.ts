import type { RuleBoard, RuleNode } from "../board.js";
import type { Board, FourColor, NodeId, Shortcut } from "../types.js";
import { capitalize, type Point, range, rotate } from "./geometry.js";

/**
 * The classic 飞行棋 board on a 15×15 grid: red's home column points left,
 * seats follow clockwise (red, yellow, green, blue). The track wraps wide
 * around each home column's outer end and runs along the hangars' inner
 * edges, so that each flight line (local 17 → 29) crosses the opposite
 * colour's home column exactly at its third square.
 */
const SIZE = 15;
const TRACK_LENGTH = 52;
export const SEAT_ORDER: readonly FourColor[] = ["red", "yellow", "green", "blue"];
/** Track_i is painted in SQUARE_COLORS[i mod 4]. */
export const SQUARE_COLORS: readonly FourColor[] = ["blue", "red", "yellow", "green"];
/** Track squares a seat: the first after each colour's launch pad is Track_(13 × seat). */
const SEAT_SQUARES = 13;
export const TURN_IN = 49;
export const FLYING_SQUARE = 17;
export const FLIGHT_LANDING = 29;
export const CROSSED_LANE = 3;

const track = (i: number): NodeId => `Track_${((i % TRACK_LENGTH) + TRACK_LENGTH) % TRACK_LENGTH}`;

/**
 * What the rules read of the board: the track in order, then each seat's hangar slots, pad,
 * lane and finish (in seat order). `drawAeroplane` adds the rest.
 */
export function aeroplaneBoard(): RuleBoard {
  const nodes: RuleNode[] = range(TRACK_LENGTH).map((i) => ({
    id: track(i),
    kind: "track",
    color: SQUARE_COLORS[i % 4] as FourColor,
  }));
  const paths: Record<string, NodeId[]> = {};
  const homes: Record<string, NodeId[]> = {};
  const shortcuts: Shortcut[] = [];
  SEAT_ORDER.forEach((color, seat) => {
    const name = capitalize(color);
    const zero = SEAT_SQUARES * seat;
    const lane = range(5, 1).map((j) => `Lane_${name}_${j}`);
    homes[color] = range(4, 1).map((j) => `Hangar_${name}_${j}`);
    for (const id of homes[color]) nodes.push({ id, kind: "hangar", color });
    nodes.push({ id: `Pad_${name}`, kind: "pad", color });
    for (const id of lane) nodes.push({ id, kind: "lane", color });
    nodes.push({ id: `Finish_${name}`, kind: "finish", color });
    paths[color] = [
      `Pad_${name}`,
      ...range(TURN_IN + 1).map((k) => track(zero + k)),
      ...lane,
      `Finish_${name}`,
    ];
    const opposite = capitalize(SEAT_ORDER[(seat + 2) % 4] as FourColor);
    shortcuts.push({
      color,
      from: track(zero + FLYING_SQUARE),
      to: track(zero + FLIGHT_LANDING),
      crosses: `Lane_${opposite}_${CROSSED_LANE}`,
    });
  });
  return { variant: "aeroplane", colors: SEAT_ORDER, nodes, paths, homes, shortcuts };
}

// Only drawing needs what follows, so a game that never draws its board does not carry it.

/** Red's seat: its turn-in square and the 12 squares after it (Track_49 … Track_9). */
const RED_SEGMENT: readonly Point[] = [
  [0, 7],
  [0, 6],
  [0, 5],
  [0, 4],
  [1, 4],
  [2, 4],
  [3, 4],
  [4, 3],
  [4, 2],
  [4, 1],
  [4, 0],
  [5, 0],
  [6, 0],
];
// A literal, not built with range(): a call at the top of a module stays in every bundle.
const RED_LANE: readonly Point[] = [
  [1, 7],
  [2, 7],
  [3, 7],
  [4, 7],
  [5, 7],
];
const RED_FINISH: Point = [6, 7];
const RED_PAD: Point = [0, 3];
const RED_HANGAR: readonly Point[] = [
  [1.2, 0.8],
  [2.6, 0.8],
  [1.2, 2.2],
  [2.6, 2.2],
];

/** The whole board `getBoard` gives: the rules' board with each node's centre, each colour's start and section. */
export function drawAeroplane(board: RuleBoard): Board {
  // The grid cell of each node, in the order aeroplaneBoard lists them.
  const cells: Point[] = [];
  SEAT_ORDER.forEach((_, seat) => {
    RED_SEGMENT.forEach((cell, j) => {
      cells[(TURN_IN + SEAT_SQUARES * seat + j) % TRACK_LENGTH] = rotate(cell, seat, SIZE);
    });
  });
  const starts: Record<string, NodeId> = {};
  const sections: Record<string, NodeId[]> = {};
  SEAT_ORDER.forEach((color, seat) => {
    for (const cell of [...RED_HANGAR, RED_PAD, ...RED_LANE, RED_FINISH])
      cells.push(rotate(cell, seat, SIZE));
    starts[color] = `Pad_${capitalize(color)}`;
    sections[color] = range(13).map((k) => track(SEAT_SQUARES * seat + 1 + 4 * k));
  });
  return {
    variant: board.variant,
    width: SIZE,
    height: SIZE,
    colors: board.colors,
    nodes: board.nodes.map((node, i) => {
      const [x, y] = cells[i] as Point;
      return { ...node, x: x + 0.5, y: y + 0.5 };
    }),
    paths: board.paths,
    homes: board.homes,
    starts,
    sections,
    shortcuts: board.shortcuts,
  };
}
