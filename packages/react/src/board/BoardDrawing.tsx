import type { Board, BoardNode, Color, NodeId } from "@flying/engine";
import { memo } from "react";
import type { FlyingTheme } from "../theme.js";
import { nodeMap } from "./nodes.js";

export interface BoardDrawingProps {
  board: Board;
  theme: FlyingTheme;
  /** Each node's title; keep it stable (memoised by locale) or every node redraws. */
  nodeLabel: (node: BoardNode) => string;
}

/**
 * The board itself, without pieces: home zones, shortcuts and one titled shape per node.
 * Memoised because it is most of the SVG and depends on nothing a move or an animation
 * step changes; its props are stable as long as the board, theme and locale are.
 */
export const BoardDrawing = memo(function BoardDrawing({
  board,
  theme,
  nodeLabel,
}: BoardDrawingProps) {
  const starts = new Set(Object.values(board.starts));
  const byId = nodeMap(board);
  return (
    <g aria-hidden="false">
      {board.colors.map((color) => (
        <HomeZone key={color} board={board} color={color} theme={theme} />
      ))}
      {board.shortcuts.map((shortcut) => {
        const from = byId.get(shortcut.from);
        const to = byId.get(shortcut.to);
        if (!from || !to) return null;
        return (
          <line
            key={shortcut.from}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
            stroke={theme.players[shortcut.color].fill}
            strokeWidth={0.08}
            strokeDasharray="0.2 0.12"
          />
        );
      })}
      {board.nodes.map((node) => (
        <NodeShape
          key={node.id}
          node={node}
          theme={theme}
          start={starts.has(node.id)}
          label={nodeLabel(node)}
        />
      ))}
    </g>
  );
});

function HomeZone({ board, color, theme }: { board: Board; color: Color; theme: FlyingTheme }) {
  const ids = new Set<NodeId>(board.homes[color] ?? []);
  const homes = board.nodes.filter(
    (node) => ids.has(node.id) || (node.kind === "pad" && node.color === color),
  );
  if (homes.length === 0 || board.variant === "chessboard") return null;
  const xs = homes.map((node) => node.x);
  const ys = homes.map((node) => node.y);
  const pad = 0.6;
  const x = Math.min(...xs) - pad;
  const y = Math.min(...ys) - pad;
  return (
    <rect
      x={x}
      y={y}
      width={Math.max(...xs) + pad - x}
      height={Math.max(...ys) + pad - y}
      rx={0.4}
      fill={theme.players[color].tint}
      stroke={theme.players[color].fill}
      strokeWidth={0.05}
    />
  );
}

function NodeShape({
  node,
  theme,
  start,
  label,
}: {
  node: BoardNode;
  theme: FlyingTheme;
  start: boolean;
  label: string;
}) {
  const player = node.color ? theme.players[node.color] : undefined;
  const title = <title>{label}</title>;
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
    case "reserve":
    case "pad":
    case "finish": {
      // Slots where pieces wait are dashed outlines; pads and finishes are filled discs.
      const slot = node.kind !== "pad" && node.kind !== "finish";
      const shared = node.kind === "finish" && !node.color;
      return (
        <circle
          cx={node.x}
          cy={node.y}
          r={slot ? 0.38 : shared ? 0.7 : 0.42}
          fill={slot ? theme.board.surface : (player?.fill ?? theme.board.surface)}
          stroke={slot ? (player?.fill ?? theme.board.line) : theme.board.line}
          strokeWidth={0.05}
          strokeDasharray={slot ? "0.1 0.07" : undefined}
        >
          {title}
        </circle>
      );
    }
    default:
      return (
        <rect
          x={node.x - 0.44}
          y={node.y - 0.44}
          width={0.88}
          height={0.88}
          rx={0.14}
          fill={
            start ? (player?.fill ?? theme.board.surface) : (player?.tint ?? theme.board.surface)
          }
          stroke={player?.fill ?? theme.board.line}
          strokeWidth={node.kind === "safe" || node.kind === "lane" ? 0.08 : 0.04}
        >
          {title}
        </rect>
      );
  }
}
