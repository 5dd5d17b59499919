import type { Board, BoardNode, ChessColor, NodeId } from "../types.js";
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

export function chessboardBoard(): Board {
  const nodes: BoardNode[] = [];
  for (let rank = 0; rank < 8; rank++) {
    for (let file = 0; file < 8; file++) {
      nodes.push({
        id: square(file, rank),
        kind: "square",
        shade: (file + rank) % 2 === 0 ? "dark" : "light",
        x: file + 1.5,
        y: 7.5 - rank,
      });
    }
  }
  const homes: Record<string, NodeId[]> = {};
  for (const color of CHESS_COLORS) {
    homes[color] = range(4).map((i) => {
      const id = `Reserve_${capitalize(color)}_${i + 1}`;
      nodes.push(
        color === "white"
          ? { id, kind: "reserve", color, x: 0.5, y: 7.5 - i }
          : { id, kind: "reserve", color, x: 9.5, y: 0.5 + i },
      );
      return id;
    });
  }
  return {
    variant: "chessboard",
    width: 10,
    height: 8,
    colors: CHESS_COLORS,
    nodes,
    paths: { white: [...WHITE_LAP, ...WHITE_DIAGONAL], black: [...BLACK_LAP, ...BLACK_DIAGONAL] },
    homes,
    starts: { white: "a1", black: "h8" },
    sections: { white: WHITE_DIAGONAL, black: BLACK_DIAGONAL },
    shortcuts: [],
  };
}
