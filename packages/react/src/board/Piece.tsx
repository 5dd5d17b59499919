import type { PieceView } from "@flying/engine";
import type { Mark, PlayerStyle } from "../themes.js";
import { circlePath, diamondPath, ringPath } from "./art/arrows.js";
import { glyphOf, PieceGlyph } from "./art/PieceGlyph.js";

/**
 * What a piece drawing is given; `renderPiece` receives the same. Drawn in board units,
 * centred on 0,0 (the default piece's ring has a radius of 0.5).
 *
 * @example
 * ```tsx
 * import type { PieceDrawingProps } from "@flying/react";
 *
 * // A renderPiece of one's own: a disc in the colour, its number upright.
 * export const Disc = ({ style, number, upright }: PieceDrawingProps) => (
 *   <g transform={`rotate(${upright})`}>
 *     <circle r={0.35} fill={style.fill} />
 *     <text y={0.1} fontSize={0.3} textAnchor="middle" fill={style.ink}>{number}</text>
 *   </g>
 * );
 * ```
 */
export interface PieceDrawingProps {
  /** The piece, where it stands (`pieces(state)`). */
  piece: PieceView;
  /** Its colour's fill, tint, ink and mark in the theme. */
  style: PlayerStyle;
  /** The piece's number, 1 to 4 (the keys that move it). */
  number: string;
  /** Whether the piece can move now (the default drawing lifts it on a halo). */
  movable: boolean;
  /** How many pieces this drawing stands for (a stack). */
  count: number;
  /** Counter-rotation that keeps the number upright on a turned board. */
  upright: number;
  /** The theme's line colour (`board.line`), for outlines. */
  lineColor: string;
  /** The theme's highlight colour (`board.highlight`), for the movable cue. */
  highlight: string;
}

const MARKS: Record<Mark, string> = {
  triangle: "M0,-0.17 L0.15,0.1 L-0.15,0.1 Z",
  circle: circlePath(0.13),
  square: "M-0.12,-0.12 H0.12 V0.12 H-0.12 Z",
  diamond: diamondPath(0.16),
  ring: ringPath(0.14, 0.07),
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

// The parts that are the same on every piece, made once: React skips an element it gets back.
const SHADOW = <ellipse cx={0.03} cy={0.09} rx={0.36} ry={0.33} fill="#000000" opacity={0.28} />;
const RIM = <circle r={0.5} fill="none" stroke="#FFFFFF" strokeWidth={0.13} opacity={0.9} />;

/**
 * The default piece: its body (`PieceBody`), lifted on a glowing, pulsing halo while it can
 * move (a still halo and ring under reduced motion, see BoardFigure), and a stack's count.
 * A plain module (no "use client"): a server component may render it too. Wrap it in a
 * `renderPiece` of your own to add to it.
 *
 * @example
 * ```tsx
 * import { FlyingChessBoard, type FlyingChessBoardProps, PieceDrawing } from "@flying/react";
 *
 * export const Board = (props: FlyingChessBoardProps) => (
 *   <FlyingChessBoard
 *     {...props}
 *     renderPiece={(piece) => <g opacity={piece.movable ? 1 : 0.7}><PieceDrawing {...piece} /></g>}
 *   />
 * );
 * ```
 */
export function PieceDrawing(props: PieceDrawingProps) {
  const { movable, count, upright, highlight } = props;
  return (
    <g>
      {movable && (
        <g className="flying-movable-cue">
          <circle className="flying-movable-glow" r={0.56} fill={highlight} opacity={0.4} />
          {/* A light rim outside the ring keeps it visible on dark squares and themes; both
          stay inside the piece's square, clear of a neighbour's halo and of a square's label. */}
          {RIM}
          <circle
            className="flying-movable-ring"
            r={0.5}
            fill="none"
            stroke={highlight}
            strokeWidth={0.09}
          />
        </g>
      )}
      {/* A movable piece stands a little above its shadow: it reads as picked up. */}
      {SHADOW}
      <g className={movable ? "flying-lift" : undefined}>
        <PieceBody {...props} />
        {count > 1 && <StackBadge count={count} upright={upright} />}
      </g>
    </g>
  );
}

/**
 * The piece's body itself, in one place so a drawing of another shape can take its place:
 * a plane pointing along its way (a round counter on the chessboard) in the player's colour,
 * its number upright inside its colour's mark (`PieceGlyph`).
 */
export function PieceBody({ piece, style, number, upright, lineColor }: PieceDrawingProps) {
  return (
    <PieceGlyph
      style={style}
      number={number}
      upright={upright}
      lineColor={lineColor}
      {...glyphOf(piece)}
    />
  );
}

/** A stack's count, large enough to read on a phone, kept upright at the piece's corner. */
function StackBadge({ count, upright }: { count: number; upright: number }) {
  return (
    <g transform={`rotate(${upright}) translate(0.34 -0.36)`} className="flying-stack-badge">
      <rect
        x={-0.34}
        y={-0.23}
        width={0.68}
        height={0.46}
        rx={0.23}
        // Near-black with a white rim reads on every theme's board and every colour.
        fill="#1A1A1A"
        stroke="#FFFFFF"
        strokeWidth={0.04}
      />
      <text y={0.12} fontSize={0.34} textAnchor="middle" fill="#FFFFFF" fontWeight={800}>
        {`×${count}`}
      </text>
    </g>
  );
}
