"use client";
import type { Board, Move } from "@flying/engine";
import { memo } from "react";
import type { FlyingTheme } from "../themes.js";
import type { Point } from "./geometry.js";
import { nodeById, nodesOf } from "./nodes.js";

export interface HintMarkerProps {
  move: Move;
  board: Board;
  theme: FlyingTheme;
  /** Where the hinted piece is drawn now. */
  at: Point;
  /** The board's turn in degrees, undone on the badge so its "!" stays upright. */
  rotation: number;
}

/**
 * A suggested move, told apart from the hover preview by shape as well as colour: a dashed
 * path and a target's crosshair where it lands (drawn under the pieces, so no piece on the
 * way is hidden), and a thick ring and a "!" badge on the piece (`HintRing`, over them).
 * Drawn for sighted users; the game's status line says the same in words.
 */
export const HintPath = memo(function HintPath({
  move,
  board,
  theme,
}: Omit<HintMarkerProps, "at" | "rotation">) {
  const points = nodesOf(board, [move.from, ...move.path]);
  const target = nodeById(board, move.to);
  const ink = theme.board.text;
  return (
    <g className="flying-hint-path" pointerEvents="none" aria-hidden="true">
      <polyline
        points={points.map((node) => `${node.x},${node.y}`).join(" ")}
        fill="none"
        stroke={ink}
        strokeWidth={0.09}
        strokeDasharray="0.22 0.14"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {target && (
        <g transform={`translate(${target.x} ${target.y})`} data-hint-target={move.to}>
          <circle r={0.44} fill="none" stroke={ink} strokeWidth={0.08} />
          <circle r={0.2} fill="none" stroke={theme.board.highlight} strokeWidth={0.07} />
          <path
            d="M0,-0.56 V-0.3 M0,0.3 V0.56 M-0.56,0 H-0.3 M0.3,0 H0.56"
            stroke={ink}
            strokeWidth={0.07}
          />
        </g>
      )}
    </g>
  );
});

/** The hinted piece's ring and "!" badge, drawn over the pieces (see `HintPath`). */
export function HintRing({ move, theme, at, rotation }: Omit<HintMarkerProps, "board">) {
  const ink = theme.board.text;
  return (
    <g
      className="flying-hint"
      pointerEvents="none"
      aria-hidden="true"
      data-hint-piece={move.piece}
      data-hint-to={move.to}
      transform={`translate(${at.x} ${at.y})`}
    >
      <circle className="flying-hint-ring" r={0.54} fill="none" stroke={ink} strokeWidth={0.1} />
      <g transform={`rotate(${-rotation}) translate(-0.4 -0.4)`}>
        <circle r={0.17} fill={ink} stroke={theme.board.background} strokeWidth={0.04} />
        <text
          y={0.07}
          fontSize={0.22}
          textAnchor="middle"
          fontWeight={800}
          fill={theme.board.background}
        >
          !
        </text>
      </g>
    </g>
  );
}
