import type { Board, BoardNode, FourColor, NodeId } from "../types.js";
import { capitalize, type Point, range, rotate } from "./geometry.js";

/**
 * The Flying Chess cross on a 15×15 grid: red's arm points left and the
 * colours follow clockwise (red, blue, green, yellow); hangars sit in the
 * corners and each safety path runs down the middle of its arm to the centre.
 */
const SIZE = 15;
const TRACK_LENGTH = 56;
/**
 * Clockwise seat of each colour, in quarter turns from red's: its arm, its start point
 * (14 points a seat, red's Waypoint_0) and its 14-point section, which begins on its
 * safety entrance, two points before its start.
 */
const QUARTER_TURNS: Record<FourColor, number> = { red: 0, blue: 1, green: 2, yellow: 3 };
const SECTION = 14;
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

/** Waypoints from a colour's start point to its safety entrance, both on its path. */
const OUTER = TRACK_LENGTH - 1;

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
    const quarterTurns = QUARTER_TURNS[color];
    sections[color] = RED_SECTION.map((cell, j) => {
      const index = (SECTION * quarterTurns + OUTER - 1 + j) % TRACK_LENGTH;
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
    const quarterTurns = QUARTER_TURNS[color];
    RED_SAFE.forEach((cell, j) => {
      place(`Safe_${name}_${j + 1}`, "safe", color, rotate(cell, quarterTurns, SIZE));
    });
    homes[color] = RED_HOMES.map((cell, j) => {
      const id = `Home_${name}_${j + 1}`;
      place(id, "home", color, rotate(cell, quarterTurns, SIZE));
      return id;
    });
    const start = SECTION * quarterTurns;
    const outer = range(OUTER).map((i) => waypoint((start + i) % TRACK_LENGTH));
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
