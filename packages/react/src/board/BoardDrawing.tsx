"use client";
import type { Board, BoardNode } from "@flying/engine";
import { memo, type ReactNode, useId } from "react";
import type { FlyingTheme } from "../themes.js";
import { AeroplaneBackdrop, AeroplaneOverlay } from "./art/AeroplaneArt.js";
import { ChessboardBackdrop, ChessboardOverlay } from "./art/ChessboardArt.js";
import { type ArtProps, BoardDefs, Frame } from "./art/common.js";
import { FlyingChessBackdrop, FlyingChessOverlay } from "./art/FlyingChessArt.js";
import { edgeOf, mix, type PaintIds, paintIds } from "./art/paint.js";

export interface BoardDrawingProps {
  board: Board;
  theme: FlyingTheme;
  /** Each node's title; keep it stable (memoised by locale) or every node redraws. */
  nodeLabel: (node: BoardNode) => string;
  /**
   * The board's turn in degrees (`orientationDegrees`), so that the chessboard's files and
   * ranks stand upright on the edges the viewer sees at the bottom and the left. Default 0.
   */
  rotation?: number;
}

const ART: Record<
  Board["variant"],
  { backdrop: (props: ArtProps) => ReactNode; overlay: (props: ArtProps) => ReactNode }
> = {
  aeroplane: { backdrop: AeroplaneBackdrop, overlay: AeroplaneOverlay },
  "flying-chess": { backdrop: FlyingChessBackdrop, overlay: FlyingChessOverlay },
  chessboard: { backdrop: ChessboardBackdrop, overlay: ChessboardOverlay },
};

/**
 * The board itself, without pieces: a framed field, each variant's printed art (hangars,
 * centre, arrows, flight lines, coordinates) derived from the board data, and one titled
 * shape per node. Memoised because it is most of the SVG and depends on nothing a move or an
 * animation step changes; its props are stable as long as the board, theme, turn and locale are.
 */
export const BoardDrawing = memo(function BoardDrawing({
  board,
  theme,
  nodeLabel,
  rotation = 0,
}: BoardDrawingProps) {
  // Ids of this board's own: two boards on one page never share gradients.
  const ids = paintIds(useId());
  const starts = new Set(Object.values(board.starts));
  const art: ArtProps = { board, theme, ids, rotation };
  const { backdrop: Backdrop, overlay: Overlay } = ART[board.variant];
  return (
    <g aria-hidden="false">
      <g aria-hidden="true">
        <BoardDefs {...art} />
        <Frame {...art} />
        <Backdrop {...art} />
      </g>
      {board.nodes.map((node) => (
        <NodeShape
          key={node.id}
          node={node}
          theme={theme}
          ids={ids}
          start={starts.has(node.id)}
          label={nodeLabel(node)}
        />
      ))}
      <g aria-hidden="true" pointerEvents="none">
        <Overlay {...art} />
      </g>
    </g>
  );
});

function NodeShape({
  node,
  theme,
  ids,
  start,
  label,
}: {
  node: BoardNode;
  theme: FlyingTheme;
  ids: PaintIds;
  start: boolean;
  label: string;
}) {
  const player = node.color ? theme.players[node.color] : undefined;
  const title = <title>{label}</title>;
  // A coloured node's fill: its colour's tile gradient (`own`) or its tint; else the surface.
  const paint = (own: boolean) =>
    node.color ? `url(#${own ? ids.tile(node.color) : ids.tint(node.color)})` : theme.board.surface;
  switch (node.kind) {
    case "square":
      return (
        <rect
          x={node.x - 0.5}
          y={node.y - 0.5}
          width={1}
          height={1}
          fill={node.shade === "dark" ? theme.board.squareDark : theme.board.squareLight}
        >
          {title}
        </rect>
      );
    case "home":
    case "hangar":
      // A parking spot: a sunken well in the hangar, ringed in its colour.
      return (
        <circle
          cx={node.x}
          cy={node.y}
          r={node.kind === "home" ? 0.56 : 0.46}
          fill={theme.board.surface}
          stroke={player?.fill ?? theme.board.line}
          strokeWidth={0.07}
        >
          {title}
        </circle>
      );
    case "reserve":
      return (
        <circle
          cx={node.x}
          cy={node.y}
          r={0.38}
          fill={mix(theme.board.surface, theme.board.line, 0.12)}
          stroke={theme.board.line}
          strokeWidth={0.05}
        >
          {title}
        </circle>
      );
    case "pad":
      // The launch pad: a disc in its colour, ringed, its take-off arrow drawn over it.
      return (
        <circle
          cx={node.x}
          cy={node.y}
          r={0.45}
          fill={paint(true)}
          stroke={theme.board.surface}
          strokeWidth={0.07}
        >
          {title}
        </circle>
      );
    case "finish": {
      const shared = !node.color;
      return (
        <circle
          cx={node.x}
          cy={node.y}
          r={shared ? 0.62 : 0.4}
          fill={shared ? `url(#${ids.gold})` : paint(true)}
          stroke={shared ? theme.board.line : theme.board.surface}
          strokeWidth={shared ? 0.05 : 0.07}
        >
          {title}
        </circle>
      );
    }
    default: {
      // Track and home-column squares: the aeroplane's in full colour, Flying Chess's outer
      // track in a tint with its starts and safety paths in full colour.
      const own = node.kind === "track" || node.kind === "lane" || node.kind === "safe" || start;
      return (
        <rect
          x={node.x - 0.45}
          y={node.y - 0.45}
          width={0.9}
          height={0.9}
          rx={0.16}
          fill={paint(own)}
          stroke={own ? edgeOf(theme, node.color) : (player?.fill ?? theme.board.line)}
          strokeWidth={own ? 0.035 : 0.05}
        >
          {title}
        </rect>
      );
    }
  }
}
