import type { RuleBoard, RuleNode } from "../board.js";
import type { Board, FourColor, NodeId } from "../types.js";
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
/** The colours by quarter turns from red's, clockwise. */
const CLOCKWISE: readonly FourColor[] = ["red", "blue", "green", "yellow"];
const SECTION = 14;
/** A section begins this many points before its colour's start. */
const SECTION_LEAD = 2;
const TURN_ORDER: readonly FourColor[] = ["red", "yellow", "green", "blue"];

/** Waypoints from a colour's start point to its safety entrance, both on its path. */
const OUTER = TRACK_LENGTH - 1;

const waypoint = (i: number): NodeId => `Waypoint_${i}`;
/** The colour whose section holds Waypoint_i. */
const sectionOf = (i: number) =>
  CLOCKWISE[Math.floor(((i + SECTION_LEAD) % TRACK_LENGTH) / SECTION)] as FourColor;

/**
 * What the rules read of the board: the waypoints in order, then each colour's safety path
 * and home slots (in turn order), then the finish. `drawFlyingChess` adds the rest.
 */
export function flyingChessBoard(): RuleBoard {
  const nodes: RuleNode[] = range(TRACK_LENGTH).map((i) => ({
    id: waypoint(i),
    kind: "waypoint",
    color: sectionOf(i),
  }));
  const paths: Record<string, NodeId[]> = {};
  const homes: Record<string, NodeId[]> = {};
  for (const color of TURN_ORDER) {
    const name = capitalize(color);
    const safe = range(5, 1).map((j) => `Safe_${name}_${j}`);
    homes[color] = range(4, 1).map((j) => `Home_${name}_${j}`);
    for (const id of safe) nodes.push({ id, kind: "safe", color });
    for (const id of homes[color]) nodes.push({ id, kind: "home", color });
    const start = SECTION * QUARTER_TURNS[color];
    const outer = range(OUTER).map((i) => waypoint((start + i) % TRACK_LENGTH));
    paths[color] = [...outer, ...safe, "Finish"];
  }
  nodes.push({ id: "Finish", kind: "finish" });
  return { variant: "flying-chess", colors: TURN_ORDER, nodes, paths, homes, shortcuts: [] };
}

// Only drawing needs what follows, so a game that never draws its board does not carry it.

/** Red's section, in grid cells: the tip of its arm, its top row, the corner, the next arm's side. */
const RED_SECTION: readonly Point[] = [
  [0, 7],
  [0, 6],
  [1, 6],
  [2, 6],
  [3, 6],
  [4, 6],
  [5, 6],
  [6, 6],
  [6, 5],
  [6, 4],
  [6, 3],
  [6, 2],
  [6, 1],
  [6, 0],
];
// Literals, not built with range(): a call at the top of a module stays in every bundle.
const RED_SAFE: readonly Point[] = [
  [1, 7],
  [2, 7],
  [3, 7],
  [4, 7],
  [5, 7],
];
const RED_HOMES: readonly Point[] = [
  [1.5, 1.5],
  [3.5, 1.5],
  [1.5, 3.5],
  [3.5, 3.5],
];

/** The whole board `getBoard` gives: the rules' board with each node's centre, each colour's start and section. */
export function drawFlyingChess(board: RuleBoard): Board {
  // The grid cell of each node, in the order flyingChessBoard lists them.
  const cells: Point[] = range(TRACK_LENGTH).map((i) => {
    const j = (i + SECTION_LEAD) % TRACK_LENGTH;
    return rotate(RED_SECTION[j % SECTION] as Point, Math.floor(j / SECTION), SIZE);
  });
  const starts: Record<string, NodeId> = {};
  const sections: Record<string, NodeId[]> = {};
  for (const color of TURN_ORDER) {
    const quarterTurns = QUARTER_TURNS[color];
    for (const cell of [...RED_SAFE, ...RED_HOMES]) cells.push(rotate(cell, quarterTurns, SIZE));
    const start = SECTION * quarterTurns;
    starts[color] = waypoint(start);
    sections[color] = range(SECTION).map((j) =>
      waypoint((start - SECTION_LEAD + j + TRACK_LENGTH) % TRACK_LENGTH),
    );
  }
  cells.push([7, 7]);
  return {
    variant: board.variant,
    width: SIZE,
    height: SIZE,
    colors: board.colors,
    nodes: board.nodes.map((node, i) => {
      const [x, y] = cells[i] as Point;
      const at = { x: x + 0.5, y: y + 0.5 };
      // The JSON getBoard has always given: a waypoint's colour before its centre, the
      // other nodes' after it.
      if (node.kind === "waypoint") return { ...node, ...at };
      const { color, ...rest } = node;
      return color ? { ...rest, ...at, color } : { ...rest, ...at };
    }),
    paths: board.paths,
    homes: board.homes,
    starts,
    sections,
    shortcuts: board.shortcuts,
  };
}
