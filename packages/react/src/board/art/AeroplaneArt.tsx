import type { Color } from "@flying/engine";
import { along } from "../geometry.js";
import { nodeById } from "../nodes.js";
import { arrowHead, headingBetween, lineBetween, placed, star } from "./arrows.js";
import {
  type ArtProps,
  CentreTriangles,
  cellBox,
  HangarInset,
  HomeColumnArrows,
  homesOf,
  pathOf,
  StartArrows,
} from "./common.js";

/** Under the squares: each colour's hangar (its parking spots and launch pad) and the centre. */
export function AeroplaneBackdrop(props: ArtProps) {
  const { board, theme, ids } = props;
  return (
    <g>
      {board.colors.map((color) => {
        const pad = pathOf(board, color)[0];
        const homes = homesOf(board, color);
        if (homes.length === 0) return null;
        const box = cellBox(pad ? [...homes, pad] : homes, 0.1);
        const player = theme.players[color];
        return (
          <g key={color}>
            <rect
              {...box}
              rx={0.35}
              fill={`url(#${ids.tint(color)})`}
              stroke={player.fill}
              strokeWidth={0.1}
            />
            <HangarInset box={box} inset={0.16} stroke={player.fill} />
          </g>
        );
      })}
      <CentreTriangles {...props} reach={1.5} />
    </g>
  );
}

/** Over the squares: take-off arrows, the turn into each home column, and the flight lines. */
export function AeroplaneOverlay(props: ArtProps) {
  const { board, theme } = props;
  return (
    <g>
      <StartArrows {...props} size={0.56} />
      <HomeColumnArrows {...props} />
      {board.nodes
        .filter((node) => node.kind === "finish" && node.color)
        .map((node) => (
          <path
            key={node.id}
            d={star(0.26)}
            transform={placed(node, 0)}
            // Each colour's own finish (the filter keeps those alone).
            fill={theme.players[node.color as Color].ink}
            fillOpacity={0.9}
          />
        ))}
      {board.shortcuts.map((shortcut) => {
        const from = nodeById(board, shortcut.from);
        const to = nodeById(board, shortcut.to);
        if (!from || !to) return null;
        const player = theme.players[shortcut.color];
        // The flight line's ends stop short of the squares' centres, where the pieces stand.
        const a = along(from, to, 0.42);
        const b = along(to, from, 0.42);
        const line = lineBetween(a, b);
        return (
          <g key={shortcut.from}>
            <path d={line} stroke={theme.board.surface} strokeWidth={0.2} strokeLinecap="round" />
            <path
              d={line}
              stroke={player.fill}
              strokeWidth={0.11}
              strokeDasharray="0.26 0.14"
              strokeLinecap="round"
            />
            <path
              d={arrowHead(0.42)}
              transform={placed(b, headingBetween(from, to))}
              fill={player.fill}
              stroke={theme.board.surface}
              strokeWidth={0.04}
            />
            <circle
              cx={a.x}
              cy={a.y}
              r={0.09}
              fill={player.fill}
              stroke={theme.board.surface}
              strokeWidth={0.04}
            />
          </g>
        );
      })}
    </g>
  );
}
