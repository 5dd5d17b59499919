"use client";
import type { Board, BoardNode, PieceId, PieceView } from "@flying/engine";
import { memo, type ReactNode, useMemo } from "react";
import type { FlyingTheme } from "../themes.js";
import { HIT_RADIUS, hitRadii, type Point } from "./geometry.js";
import { nodeById } from "./nodes.js";
import type { PieceDrawingProps } from "./Piece.js";
import type { MergedPieceProps, PieceControls } from "./pieceControls.js";

export interface PiecesLayerProps {
  controls: PieceControls;
  board: Board;
  /** Where each piece stands when still (`placeSpots`). */
  placed: ReadonlyMap<PieceId, Point>;
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
 * stack draws as one. Each piece's hit target is a circle of its own (`hitRadii`) and the
 * drawing inside it takes no pointer events, so a tap always moves the piece under it; the
 * squares under movable pieces take taps too.
 *
 * Each piece is memoised on plain values (`PieceItem`), so an action redraws only the pieces
 * it changed: the others are neither rendered nor committed again.
 */
export function PiecesLayer({
  controls,
  board,
  placed,
  positions,
  theme,
  rotation,
  renderPiece,
}: PiecesLayerProps) {
  const { spots, moveOf, getPieceProps, labelOf } = controls;
  const radii = useMemo(
    () =>
      hitRadii(
        placed,
        spots
          .filter((spot) => !spot.hidden && moveOf.has(spot.piece.id))
          .map((spot) => spot.piece.id),
      ),
    [spots, placed, moveOf],
  );
  // One tap target per square holding a movable piece: its first such piece (a fan's pieces
  // on one square all go the same way with the same roll).
  const squares = useMemo(() => {
    const first = new Map<BoardNode, PieceId>();
    for (const spot of spots) {
      const square = nodeById(board, spot.piece.node);
      if (square && !spot.hidden && moveOf.has(spot.piece.id) && !first.has(square)) {
        first.set(square, spot.piece.id);
      }
    }
    return [...first];
  }, [spots, moveOf, board]);
  return (
    <>
      <g className="flying-square-targets" aria-hidden="true">
        {squares.map(([at, piece]) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: a larger pointer target for a piece that is itself a focusable button; keyboards use the piece.
          <rect
            key={at.id}
            data-square-target={piece}
            x={at.x - 0.5}
            y={at.y - 0.5}
            width={1}
            height={1}
            fill="none"
            // "fill", not "all": "all" adds the stroke's area too (1 unit wide by default).
            pointerEvents="fill"
            style={SQUARE_TARGET_STYLE}
            onClick={(event) => getPieceProps(piece).onClick(event)}
          />
        ))}
      </g>
      {spots.map((spot) => {
        const { piece } = spot;
        const at = positions.get(piece.id) ?? placed.get(piece.id) ?? spot;
        const movable = moveOf.has(piece.id);
        return (
          <PieceItem
            key={piece.id}
            piece={piece}
            x={at.x}
            y={at.y}
            hidden={spot.hidden}
            movable={movable}
            scale={spot.scale}
            count={1 + spot.stackedWith.length}
            label={spot.hidden ? "" : labelOf(piece.id)}
            radius={radii.get(piece.id) ?? HIT_RADIUS}
            theme={theme}
            rotation={rotation}
            renderPiece={renderPiece}
            // New handlers every render: a movable piece renders with the board, its drawing not.
            button={movable && !spot.hidden ? getPieceProps<SVGGElement>(piece.id) : undefined}
          />
        );
      })}
    </>
  );
}

const SQUARE_TARGET_STYLE = { cursor: "pointer" } as const;

interface PieceItemProps {
  piece: PieceView;
  x: number;
  y: number;
  hidden: boolean;
  movable: boolean;
  scale: number;
  count: number;
  label: string;
  radius: number;
  theme: FlyingTheme;
  rotation: number;
  renderPiece: (props: PieceDrawingProps) => ReactNode;
  /** A movable piece's button props (`getPieceProps`); undefined for the others. */
  button: MergedPieceProps<SVGGElement> | undefined;
}

/**
 * Two piece views alike field by field (`pieces(state)` hands out new objects every state);
 * the colour goes with the id ("red-2").
 */
function samePiece(a: PieceView, b: PieceView): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.node === b.node &&
      a.progress === b.progress &&
      a.stepsToFinish === b.stepsToFinish)
  );
}

/** Props alike: the piece by its fields, everything else by identity. */
function sameProps<P extends { piece: PieceView }>(a: P, b: P): boolean {
  const keys = Object.keys(b) as (keyof P)[];
  if (Object.keys(a).length !== keys.length) return false;
  for (const key of keys) {
    if (key === "piece" ? !samePiece(a.piece, b.piece) : !Object.is(a[key], b[key])) return false;
  }
  return true;
}

/** One piece: its place, its name or button, its hit circle and its drawing. */
const PieceItem = memo(function PieceItem({
  piece,
  x,
  y,
  hidden,
  movable,
  scale,
  count,
  label,
  radius,
  theme,
  rotation,
  renderPiece,
  button,
}: PieceItemProps) {
  const common = {
    className: movable ? "flying-piece flying-movable" : "flying-piece",
    style: { transform: `translate(${x}px, ${y}px)` },
    "data-piece": piece.id,
  };
  if (hidden) {
    return <g {...common} aria-hidden="true" visibility="hidden" />;
  }
  const drawing = (
    // The drawing never takes the pointer: only the hit circle below decides whose tap it is.
    <g pointerEvents="none" transform={scale === 1 ? undefined : `scale(${scale})`}>
      <PieceArt
        renderPiece={renderPiece}
        piece={piece}
        style={theme.players[piece.color]}
        number={piece.id.split("-")[1] ?? ""}
        movable={movable}
        count={count}
        upright={-rotation}
        lineColor={theme.board.line}
        highlight={theme.board.highlight}
      />
    </g>
  );
  // A finished piece, drawn small beside the others, keeps its small box; every other
  // piece is as large as a hit target, so it can be found and tapped on a phone.
  const target = scale === 1 && (
    <circle
      className="flying-hit"
      r={radius}
      fill="none"
      // "fill", not "all": "all" would add the (unpainted, 1 unit wide) stroke's area.
      pointerEvents={movable ? "fill" : "none"}
    />
  );
  if (!button) {
    return (
      <g {...common} role="img" aria-label={label} pointerEvents="none">
        {target}
        {drawing}
      </g>
    );
  }
  return (
    <g {...common} {...button}>
      {target}
      <circle
        className="flying-focus"
        r={radius - 0.03}
        fill="none"
        stroke="transparent"
        strokeWidth={0.06}
        pointerEvents="none"
      />
      {drawing}
    </g>
  );
}, sameProps);

/** The drawing (`renderPiece`), redrawn only when what it is given changes. */
const PieceArt = memo(function PieceArt({
  renderPiece,
  ...props
}: PieceDrawingProps & { renderPiece: (props: PieceDrawingProps) => ReactNode }) {
  return renderPiece(props);
}, sameProps);
