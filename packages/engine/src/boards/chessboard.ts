import type { RuleBoard, RuleNode } from "../board.js";
import type { Board, ChessColor, NodeId } from "../types.js";
import { capitalize, range } from "./geometry.js";

/**
 * An ordinary chessboard (a1 lower left as white sees it) with each side's
 * reserve beside it: white's left of the first ranks, black's right of the last.
 */
const FILES = "abcdefgh";
const square = (file: number, rank: number): NodeId => `${FILES[file]}${rank + 1}`;

/** White's lap, counter-clockwise from a1: along rank 1, up the h-file, back along rank 8, down the a-file. */
const WHITE_LAP: readonly NodeId[] = [
  ...range(8).map((f) => square(f, 0)),
  ...range(7, 1).map((r) => square(7, r)),
  ...range(7).map((i) => square(6 - i, 7)),
  ...range(6).map((i) => square(0, 6 - i)),
];
const WHITE_DIAGONAL: readonly NodeId[] = ["a1", "b2", "c3", "d4"];
/** Black's lap is white's turned half way round, starting from h8. */
const BLACK_LAP: readonly NodeId[] = [...WHITE_LAP.slice(14), ...WHITE_LAP.slice(0, 14)];
const BLACK_DIAGONAL: readonly NodeId[] = ["h8", "g7", "f6", "e5"];

export const CHESS_COLORS: readonly ChessColor[] = ["white", "black"];
/** Path index of the first diagonal square. */
export const DIAGONAL_START = 28;

/**
 * What the rules read of the board: the squares rank by rank from a1, then white's reserve
 * and black's. `drawChessboard` adds the rest.
 */
export function chessboardBoard(): RuleBoard {
  const nodes: RuleNode[] = [];
  for (let rank = 0; rank < 8; rank++) {
    for (let file = 0; file < 8; file++) nodes.push({ id: square(file, rank), kind: "square" });
  }
  const homes: Record<string, NodeId[]> = {};
  for (const color of CHESS_COLORS) {
    homes[color] = range(4, 1).map((i) => `Reserve_${capitalize(color)}_${i}`);
    for (const id of homes[color]) nodes.push({ id, kind: "reserve", color });
  }
  return {
    variant: "chessboard",
    colors: CHESS_COLORS,
    nodes,
    paths: { white: [...WHITE_LAP, ...WHITE_DIAGONAL], black: [...BLACK_LAP, ...BLACK_DIAGONAL] },
    homes,
    shortcuts: [],
  };
}

/**
 * The whole board `getBoard` gives: the rules' board with each square's shade, each node's
 * centre (white's reserve up the left edge from the bottom, black's down the right from
 * the top), each colour's start and its diagonal as its section.
 */
export function drawChessboard(board: RuleBoard): Board {
  const squares = 64;
  return {
    variant: board.variant,
    width: 10,
    height: 8,
    colors: board.colors,
    nodes: board.nodes.map((node, i) => {
      if (i < squares) {
        const file = i % 8;
        const rank = Math.floor(i / 8);
        const shade = (file + rank) % 2 === 0 ? "dark" : "light";
        return { ...node, shade, x: file + 1.5, y: 7.5 - rank };
      }
      const slot = (i - squares) % 4;
      return node.color === "white"
        ? { ...node, x: 0.5, y: 7.5 - slot }
        : { ...node, x: 9.5, y: 0.5 + slot };
    }),
    paths: board.paths,
    homes: board.homes,
    starts: { white: "a1", black: "h8" },
    sections: { white: WHITE_DIAGONAL, black: BLACK_DIAGONAL },
    shortcuts: board.shortcuts,
  };
}
