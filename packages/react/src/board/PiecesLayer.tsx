import type { PieceId } from "@flying/engine";
import type { ReactNode } from "react";
import type { FlyingTheme } from "../theme.js";
import type { Point } from "./geometry.js";
import type { PieceDrawingProps } from "./Piece.js";
import type { PieceControls } from "./pieceControls.js";

export interface PiecesLayerProps {
  controls: PieceControls;
  /** Where the pieces on their way are drawn now; the others stand on their spots. */
  positions: ReadonlyMap<PieceId, Point>;
  theme: FlyingTheme;
  /** The board's turn in degrees, undone on each piece so its number stays upright. */
  rotation: number;
  renderPiece: (props: PieceDrawingProps) => ReactNode;
}

/**
 * Every piece in play: a button (with `getPieceProps`, as a UI of your own would) for each piece
 * that can move, a named image for the others, and a hidden placeholder for the pieces a
 * stack or a crowd draws as one.
 */
export function PiecesLayer({
  controls,
  positions,
  theme,
  rotation,
  renderPiece,
}: PiecesLayerProps) {
  const { spots, moveOf, getPieceProps, labelOf } = controls;
  return spots.map((spot) => {
    const { piece } = spot;
    const at = positions.get(piece.id) ?? spot;
    const movable = moveOf.has(piece.id);
    const common = {
      className: "flying-piece",
      style: { transform: `translate(${at.x}px, ${at.y}px)` },
      "data-piece": piece.id,
    };
    if (spot.hidden) return <g key={piece.id} {...common} aria-hidden="true" visibility="hidden" />;
    const drawing = renderPiece({
      piece,
      style: theme.players[piece.color],
      number: piece.id.split("-")[1] ?? "",
      movable,
      count: 1 + spot.stackedWith.length,
      upright: -rotation,
      lineColor: theme.board.line,
      highlight: theme.board.highlight,
    });
    if (!movable) {
      return (
        <g key={piece.id} {...common} role="img" aria-label={labelOf(piece.id)}>
          {drawing}
        </g>
      );
    }
    return (
      <g key={piece.id} {...getPieceProps<SVGGElement, typeof common>(piece.id, common)}>
        <circle
          className="flying-focus"
          r={0.52}
          fill="none"
          stroke="transparent"
          strokeWidth={0.06}
        />
        {drawing}
      </g>
    );
  });
}
