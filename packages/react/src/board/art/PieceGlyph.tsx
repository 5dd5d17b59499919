import { type Board, getBoard, type NodeId, type PieceView, VARIANTS } from "@flying/engine";
import { cached } from "../../cache.js";
import type { Mark, PlayerStyle } from "../../themes.js";
import { nodeById } from "../nodes.js";
import { circlePath, diamondPath, headingOf, ringPath } from "./arrows.js";

export interface PieceGlyphProps {
  style: PlayerStyle;
  /** The piece's number, drawn upright inside its colour's mark. */
  number: string;
  /** "plane" (Flying Chess, Aeroplane Chess) or "counter" (the chessboard race). */
  shape?: "plane" | "counter";
  /** Degrees clockwise from up that the plane's nose points (`headingOf`). */
  heading?: number;
  /** Counter-rotation that keeps the number upright on a turned board. */
  upright?: number;
  lineColor: string;
}

/** A toy plane seen from above, nose up: about 0.93 long and 0.94 across. */
const PLANE =
  "M0,-0.46 C0.09,-0.46 0.135,-0.37 0.135,-0.24 L0.135,-0.13 L0.41,-0.01 Q0.47,0.02 0.47,0.08 L0.47,0.13 Q0.47,0.2 0.4,0.2 L0.135,0.165 L0.115,0.27 L0.23,0.325 Q0.265,0.345 0.265,0.38 L0.265,0.405 Q0.265,0.445 0.22,0.44 L0.05,0.42 Q0.02,0.46 0,0.46 Q-0.02,0.46 -0.05,0.42 L-0.22,0.44 Q-0.265,0.445 -0.265,0.405 L-0.265,0.38 Q-0.265,0.345 -0.23,0.325 L-0.115,0.27 L-0.135,0.165 L-0.4,0.2 Q-0.47,0.2 -0.47,0.13 L-0.47,0.08 Q-0.47,0.02 -0.41,-0.01 L-0.135,-0.13 L-0.135,-0.24 C-0.135,-0.37 -0.09,-0.46 0,-0.46 Z";
/** The light catching the nose and the left wing. */
const PLANE_SHINE =
  "M-0.07,-0.38 C-0.04,-0.43 0.03,-0.43 0.05,-0.37 L0.05,-0.2 L-0.07,-0.16 Z M-0.16,-0.08 L-0.41,0.03 Q-0.44,0.05 -0.44,0.08 L-0.16,0.02 Z";

// The same on every piece, made once: React skips an element it gets back.
const SHINE = <path d={PLANE_SHINE} fill="#FFFFFF" opacity={0.3} />;

/** Each mark as a badge big enough to hold the piece's number: [path, number's y, font size]. */
const BADGES: Record<Mark, { d: string; y: number; size: number; hollow?: boolean }> = {
  triangle: { d: "M0,-0.27 L0.26,0.18 L-0.26,0.18 Z", y: 0.12, size: 0.2 },
  circle: { d: circlePath(0.2), y: 0.085, size: 0.24 },
  square: {
    d: "M-0.15,-0.18 H0.15 Q0.18,-0.18 0.18,-0.15 V0.15 Q0.18,0.18 0.15,0.18 H-0.15 Q-0.18,0.18 -0.18,0.15 V-0.15 Q-0.18,-0.18 -0.15,-0.18 Z",
    y: 0.085,
    size: 0.24,
  },
  diamond: { d: diamondPath(0.25), y: 0.075, size: 0.21 },
  ring: { d: ringPath(0.21, 0.145), y: 0.07, size: 0.2, hollow: true },
  star: {
    d: "M0,-0.28 L0.07,-0.1 L0.27,-0.09 L0.115,0.04 L0.17,0.23 L0,0.125 L-0.17,0.23 L-0.115,0.04 L-0.27,-0.09 L-0.07,-0.1 Z",
    y: 0.08,
    size: 0.16,
  },
};

/** The colour's mark with the piece's number in it: shape, not colour alone, tells colours apart. */
export function MarkBadge({ style, number }: { style: PlayerStyle; number: string }) {
  const badge = BADGES[style.mark];
  return (
    <g>
      <path
        d={badge.d}
        fill={style.ink}
        fillRule="evenodd"
        stroke={style.fill}
        strokeWidth={0.025}
        strokeLinejoin="round"
      />
      <text
        y={badge.y}
        fontSize={badge.size}
        textAnchor="middle"
        fontWeight={800}
        fill={badge.hollow ? style.ink : style.fill}
      >
        {number}
      </text>
    </g>
  );
}

/**
 * The body of a piece: a plane pointing along its way for the flying games, a round counter
 * for the chessboard race, each with its colour's mark and number upright in the middle.
 */
export function PieceGlyph({
  style,
  number,
  shape = "plane",
  heading = 0,
  upright = 0,
  lineColor,
}: PieceGlyphProps) {
  const badge = (
    <g transform={`rotate(${upright})`}>
      <MarkBadge style={style} number={number} />
    </g>
  );
  if (shape === "counter") {
    return (
      <g>
        <circle
          className="flying-piece-body"
          r={0.4}
          fill={style.fill}
          stroke={lineColor}
          strokeWidth={0.035}
        />
        <circle r={0.32} fill="none" stroke={style.ink} strokeOpacity={0.45} strokeWidth={0.03} />
        <circle
          r={0.365}
          fill="none"
          stroke={style.ink}
          strokeOpacity={0.3}
          strokeWidth={0.04}
          strokeDasharray="0.04 0.045"
        />
        {badge}
      </g>
    );
  }
  return (
    <g>
      <g transform={`rotate(${heading})`}>
        <path
          className="flying-piece-body"
          d={PLANE}
          fill={style.fill}
          stroke={lineColor}
          strokeWidth={0.03}
          strokeLinejoin="round"
        />
        {SHINE}
      </g>
      {badge}
    </g>
  );
}

// Node ids are unique across the three boards, so a piece's node tells its board.
const boardOfNode = new Map<NodeId, Board | null>();

/** The board a piece stands on, found from its node (undefined for an unknown node). */
export function boardOfPiece(piece: Pick<PieceView, "node">): Board | undefined {
  const board = cached(
    boardOfNode,
    piece.node,
    () => VARIANTS.map((variant) => getBoard(variant)).find((b) => nodeById(b, piece.node)) ?? null,
  );
  return board ?? undefined;
}

/**
 * A piece's glyph props worked out from the piece alone: a counter on the chessboard, else a
 * plane heading along the piece's path (`headingOf`).
 */
export function glyphOf(piece: Pick<PieceView, "node" | "color">): {
  shape: "plane" | "counter";
  heading: number;
} {
  const board = boardOfPiece(piece);
  if (!board) return { shape: "plane", heading: 0 };
  if (board.variant === "chessboard") return { shape: "counter", heading: 0 };
  return { shape: "plane", heading: headingOf(board, piece.color, piece.node) };
}
