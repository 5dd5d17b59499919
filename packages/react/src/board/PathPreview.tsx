import type { Board, BoardNode, Move } from "@flying/engine";
import { memo } from "react";
import type { FlyingTheme } from "../theme.js";
import { nodeMap } from "./nodes.js";

export interface PathPreviewProps {
  move: Move;
  board: Board;
  theme: FlyingTheme;
}

/** The way a hovered or focused piece would go: its path as a line, a ring on where it lands. */
export const PathPreview = memo(function PathPreview({ move, board, theme }: PathPreviewProps) {
  const nodes = nodeMap(board);
  const points = [move.from, ...move.path]
    .map((id) => nodes.get(id))
    .filter((node): node is BoardNode => node !== undefined);
  const target = nodes.get(move.to);
  // Drawn for sighted users only: the piece's own label already says where it can go.
  return (
    <g pointerEvents="none" aria-hidden="true">
      <polyline
        points={points.map((node) => `${node.x},${node.y}`).join(" ")}
        fill="none"
        stroke={theme.board.highlight}
        strokeWidth={0.12}
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity={0.8}
      />
      {target && (
        <circle
          cx={target.x}
          cy={target.y}
          r={0.46}
          fill="none"
          stroke={theme.board.highlight}
          strokeWidth={0.1}
        />
      )}
    </g>
  );
});
