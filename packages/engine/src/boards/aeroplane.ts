import type { Board, BoardNode, FourColor, NodeId, Shortcut } from "../types.js";
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
const RED_LANE: readonly Point[] = range(5, 1).map((x): Point => [x, 7]);
const RED_FINISH: Point = [6, 7];
const RED_PAD: Point = [0, 3];
const RED_HANGAR: readonly Point[] = [
  [1.2, 0.8],
  [2.6, 0.8],
  [1.2, 2.2],
  [2.6, 2.2],
];

const track = (i: number): NodeId => `Track_${((i % TRACK_LENGTH) + TRACK_LENGTH) % TRACK_LENGTH}`;

export function aeroplaneBoard(): Board {
  const nodes: BoardNode[] = [];
  const place = (id: NodeId, kind: BoardNode["kind"], color: FourColor, at: Point) => {
    nodes.push({ id, kind, color, x: at[0] + 0.5, y: at[1] + 0.5 });
  };
  const trackNodes: BoardNode[] = [];
  SEAT_ORDER.forEach((_, seat) => {
    RED_SEGMENT.forEach((cell, j) => {
      const index = (TURN_IN + SEAT_SQUARES * seat + j) % TRACK_LENGTH;
      const at = rotate(cell, seat, SIZE);
      trackNodes[index] = {
        id: track(index),
        kind: "track",
        color: SQUARE_COLORS[index % 4] as FourColor,
        x: at[0] + 0.5,
        y: at[1] + 0.5,
      };
    });
  });
  nodes.push(...trackNodes);

  const paths: Record<string, NodeId[]> = {};
  const homes: Record<string, NodeId[]> = {};
  const starts: Record<string, NodeId> = {};
  const sections: Record<string, NodeId[]> = {};
  const shortcuts: Shortcut[] = [];
  SEAT_ORDER.forEach((color, seat) => {
    const name = capitalize(color);
    const zero = SEAT_SQUARES * seat;
    homes[color] = RED_HANGAR.map((cell, j) => {
      const id = `Hangar_${name}_${j + 1}`;
      place(id, "hangar", color, rotate(cell, seat, SIZE));
      return id;
    });
    place(`Pad_${name}`, "pad", color, rotate(RED_PAD, seat, SIZE));
    RED_LANE.forEach((cell, j) => {
      place(`Lane_${name}_${j + 1}`, "lane", color, rotate(cell, seat, SIZE));
    });
    place(`Finish_${name}`, "finish", color, rotate(RED_FINISH, seat, SIZE));
    paths[color] = [
      `Pad_${name}`,
      ...range(TURN_IN + 1).map((k) => track(zero + k)),
      ...range(5, 1).map((j) => `Lane_${name}_${j}`),
      `Finish_${name}`,
    ];
    starts[color] = `Pad_${name}`;
    sections[color] = range(13).map((k) => track(zero + 1 + 4 * k));
    const opposite = capitalize(SEAT_ORDER[(seat + 2) % 4] as FourColor);
    shortcuts.push({
      color,
      from: track(zero + FLYING_SQUARE),
      to: track(zero + FLIGHT_LANDING),
      crosses: `Lane_${opposite}_${CROSSED_LANE}`,
    });
  });

  return {
    variant: "aeroplane",
    width: SIZE,
    height: SIZE,
    colors: SEAT_ORDER,
    nodes,
    paths,
    homes,
    starts,
    sections,
    shortcuts,
  };
}
