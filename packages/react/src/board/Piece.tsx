import type { PieceView } from "@flying/engine";
import type { Mark, PlayerStyle } from "../theme.js";

/** What a piece drawing is given; `renderPiece` receives the same. */
export interface PieceDrawingProps {
  piece: PieceView;
  style: PlayerStyle;
  /** The piece's number, 1 to 4 (the keys that move it). */
  number: string;
  movable: boolean;
  /** How many pieces this drawing stands for (a stack). */
  count: number;
  /** Counter-rotation that keeps the number upright on a turned board. */
  upright: number;
  lineColor: string;
  highlight: string;
}

const MARKS: Record<Mark, string> = {
  triangle: "M0,-0.17 L0.15,0.1 L-0.15,0.1 Z",
  circle: "M0.13,0 A0.13,0.13 0 1 1 -0.13,0 A0.13,0.13 0 1 1 0.13,0 Z",
  square: "M-0.12,-0.12 H0.12 V0.12 H-0.12 Z",
  diamond: "M0,-0.16 L0.16,0 L0,0.16 L-0.16,0 Z",
  ring: "M0.14,0 A0.14,0.14 0 1 1 -0.14,0 A0.14,0.14 0 1 1 0.14,0 Z M0.07,0 A0.07,0.07 0 1 0 -0.07,0 A0.07,0.07 0 1 0 0.07,0 Z",
  star: "M0,-0.17 L0.05,-0.05 L0.17,-0.05 L0.07,0.03 L0.1,0.16 L0,0.08 L-0.1,0.16 L-0.07,0.03 L-0.17,-0.05 L-0.05,-0.05 Z",
};

export function MarkShape({ mark, fill }: { mark: Mark; fill: string }) {
  return <path d={MARKS[mark]} fill={fill} fillRule="evenodd" />;
}

/** A colour's disc and mark, as a small inline badge beside its name. */
export function ColorBadge({
  style,
  line,
  size,
}: {
  style: PlayerStyle;
  line: string;
  size: string;
}) {
  return (
    <svg viewBox="-0.5 -0.5 1 1" width={size} height={size} aria-hidden="true">
      <circle r={0.45} fill={style.fill} stroke={line} strokeWidth={0.05} />
      <g transform="scale(1.5)">
        <MarkShape mark={style.mark} fill={style.ink} />
      </g>
    </svg>
  );
}

/** The default piece: a disc in the player's colour with its mark and number. */
export function PieceDrawing({
  style,
  number,
  movable,
  count,
  upright,
  lineColor,
  highlight,
}: PieceDrawingProps) {
  return (
    <g>
      {movable && (
        <circle
          r={0.43}
          fill="none"
          stroke={highlight}
          strokeWidth={0.06}
          strokeDasharray="0.12 0.08"
          className="flying-movable-ring"
        />
      )}
      <circle r={0.33} fill={style.fill} stroke={lineColor} strokeWidth={0.04} />
      <g transform={`rotate(${upright})`}>
        <g transform="translate(0 -0.06) scale(0.9)">
          <MarkShape mark={style.mark} fill={style.ink} />
        </g>
        <text y={0.27} fontSize={0.17} textAnchor="middle" fill={style.ink} fontWeight={700}>
          {number}
        </text>
        {count > 1 && (
          <g transform="translate(0.28 -0.28)">
            <circle r={0.15} fill={lineColor} />
            <text y={0.055} fontSize={0.16} textAnchor="middle" fill="#FFFFFF" fontWeight={700}>
              {`×${count}`}
            </text>
          </g>
        )}
      </g>
    </g>
  );
}
