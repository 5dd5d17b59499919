"use client";
import type { Board, Move } from "@flying/engine";
import { memo } from "react";
import type { FlyingTheme } from "../themes.js";
import type { LastMove } from "./FlyingChessBoard.js";
import { nodeById, nodesOf } from "./nodes.js";

export interface PathPreviewProps {
  move: Move;
  board: Board;
  theme: FlyingTheme;
}

/**
 * The way a hovered or focused piece would go: its path as a line, and its target square
 * marked by a filled, framed square with corner ticks, unmistakable on any square colour.
 */
export const PathPreview = memo(function PathPreview({ move, board, theme }: PathPreviewProps) {
  const points = nodesOf(board, [move.from, ...move.path]);
  const target = nodeById(board, move.to);
  const ink = theme.board.highlight;
  // Drawn for sighted users only: the piece's own label already says where it can go.
  return (
    <g pointerEvents="none" aria-hidden="true" className="flying-preview">
      <polyline
        points={points.map((node) => `${node.x},${node.y}`).join(" ")}
        fill="none"
        stroke={ink}
        strokeWidth={0.12}
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity={0.8}
      />
      {target && (
        <g transform={`translate(${target.x} ${target.y})`} data-preview-target={move.to}>
          <rect x={-0.5} y={-0.5} width={1} height={1} rx={0.16} fill={ink} opacity={0.35} />
          <rect
            x={-0.47}
            y={-0.47}
            width={0.94}
            height={0.94}
            rx={0.14}
            fill="none"
            stroke={ink}
            strokeWidth={0.1}
          />
          <circle r={0.12} fill={ink} />
        </g>
      )}
    </g>
  );
});

/**
 * The last move's squares: a dashed frame where it left, a solid one where it ended, kept
 * until the next move so a robot's move can be followed after it is made.
 */
export const LastMoveMarker = memo(function LastMoveMarker({
  move,
  board,
  theme,
}: {
  move: LastMove;
  board: Board;
  theme: FlyingTheme;
}) {
  const from = nodeById(board, move.from);
  const to = nodeById(board, move.to);
  const ink = theme.board.text;
  return (
    <g
      className="flying-last-move"
      pointerEvents="none"
      aria-hidden="true"
      data-last-from={move.from}
      data-last-to={move.to}
    >
      {from && (
        <rect
          x={from.x - 0.48}
          y={from.y - 0.48}
          width={0.96}
          height={0.96}
          rx={0.14}
          fill="none"
          stroke={ink}
          strokeWidth={0.06}
          strokeDasharray="0.14 0.1"
          opacity={0.7}
        />
      )}
      {to && (
        <rect
          x={to.x - 0.5}
          y={to.y - 0.5}
          width={1}
          height={1}
          rx={0.16}
          fill={ink}
          fillOpacity={0.12}
          stroke={ink}
          strokeWidth={0.08}
        />
      )}
    </g>
  );
});
