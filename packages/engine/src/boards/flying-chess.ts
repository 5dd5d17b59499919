import type { Board, BoardNode, FourColor, NodeId } from "../types.js";
import { capitalize, type Point, range, rotate } from "./geometry.js";

/**
 * The Flying Chess cross on a 15×15 grid: red's arm points left and the
 * colours follow clockwise (red, blue, green, yellow); hangars sit in the
 * corners and each safety path runs down the middle of its arm to the centre.
 */
const SIZE = 15;
const TRACK_LENGTH = 56;
/** Clockwise seat of each colour, and the waypoint its 14-point section starts on. */
const SEATS: Record<FourColor, { quarterTurns: number; sectionStart: number }> = {
  red: { quarterTurns: 0, sectionStart: 54 },
  blue: { quarterTurns: 1, sectionStart: 12 },
  green: { quarterTurns: 2, sectionStart: 26 },
  yellow: { quarterTurns: 3, sectionStart: 40 },
};
const TURN_ORDER: readonly FourColor[] = ["red", "yellow", "green", "blue"];

/** Red's section, in grid cells: the tip of its arm, its top row, the corner, the next arm's side. */
const RED_SECTION: readonly Point[] = [
  [0, 7],
  [0, 6],
  ...range(5, 1).map((x): Point => [x, 6]),
  [6, 6],
  ...range(5, 1).map((i): Point => [6, 6 - i]),
  [6, 0],
];
const RED_SAFE: readonly Point[] = range(5, 1).map((x): Point => [x, 7]);
const RED_HOMES: readonly Point[] = [
  [1.5, 1.5],
  [3.5, 1.5],
  [1.5, 3.5],
  [3.5, 3.5],
];

export const START_POINT: Record<FourColor, number> = { red: 0, blue: 14, green: 28, yellow: 42 };
/** The last outer waypoint of each colour before its safety path. */
export const SAFETY_ENTRANCE: Record<FourColor, number> = {
  red: 54,
  blue: 12,
  green: 26,
  yellow: 40,
};

const waypoint = (i: number): NodeId => `Waypoint_${i}`;

export function flyingChessBoard(): Board {
  const nodes: BoardNode[] = [];
  const place = (id: NodeId, kind: BoardNode["kind"], color: FourColor | undefined, at: Point) => {
    const node: BoardNode = { id, kind, x: at[0] + 0.5, y: at[1] + 0.5 };
    if (color) node.color = color;
    nodes.push(node);
  };
  const waypoints: BoardNode[] = [];
  const sections: Record<string, NodeId[]> = {};
  for (const color of TURN_ORDER) {
    const { quarterTurns, sectionStart } = SEATS[color];
    sections[color] = RED_SECTION.map((cell, j) => {
      const index = (sectionStart + j) % TRACK_LENGTH;
      const at = rotate(cell, quarterTurns, SIZE);
      waypoints[index] = {
        id: waypoint(index),
        kind: "waypoint",
        color,
        x: at[0] + 0.5,
        y: at[1] + 0.5,
      };
      return waypoint(index);
    });
  }
  nodes.push(...waypoints);

  const paths: Record<string, NodeId[]> = {};
  const homes: Record<string, NodeId[]> = {};
  const starts: Record<string, NodeId> = {};
  for (const color of TURN_ORDER) {
    const name = capitalize(color);
    const { quarterTurns } = SEATS[color];
    RED_SAFE.forEach((cell, j) => {
      place(`Safe_${name}_${j + 1}`, "safe", color, rotate(cell, quarterTurns, SIZE));
    });
    homes[color] = RED_HOMES.map((cell, j) => {
      const id = `Home_${name}_${j + 1}`;
      place(id, "home", color, rotate(cell, quarterTurns, SIZE));
      return id;
    });
    const start = START_POINT[color];
    const outer = range(
      SAFETY_ENTRANCE[color] - start + (SAFETY_ENTRANCE[color] < start ? TRACK_LENGTH : 0) + 1,
    ).map((i) => waypoint((start + i) % TRACK_LENGTH));
    paths[color] = [...outer, ...range(5, 1).map((j) => `Safe_${name}_${j}`), "Finish"];
    starts[color] = waypoint(start);
  }
  place("Finish", "finish", undefined, [7, 7]);

  return {
    variant: "flying-chess",
    width: SIZE,
    height: SIZE,
    colors: TURN_ORDER,
    nodes,
    paths,
    homes,
    starts,
    sections,
    shortcuts: [],
  };
}
