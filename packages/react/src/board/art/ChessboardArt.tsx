import type { BoardNode } from "@flying/engine";
import { along, distance, onScreen, turn } from "../geometry.js";
import { nodesOf } from "../nodes.js";
import { MarkShape } from "../Piece.js";
import { arrowHead, chevron, headingBetween, lineBetween, placed } from "./arrows.js";
import { type ArtProps, boxAround, homesOf, pathOf } from "./common.js";

const squaresOf = (props: ArtProps) => props.board.nodes.filter((node) => node.kind === "square");

/** Under the squares: the chessboard's own border and each side's reserve tray. */
export function ChessboardBackdrop(props: ArtProps) {
  const { board, theme } = props;
  const squares = squaresOf(props);
  if (squares.length === 0) return null;
  return (
    <g>
      <rect
        {...boxAround(squares, 0.08)}
        rx={0.06}
        fill={theme.board.squareDark}
        stroke={theme.board.line}
        strokeWidth={0.04}
      />
      {board.colors.map((color) => {
        const homes = homesOf(board, color);
        if (homes.length === 0) return null;
        return (
          <rect
            key={color}
            {...boxAround(homes, -0.04)}
            rx={0.4}
            fill={theme.board.surface}
            stroke={theme.board.line}
            strokeWidth={0.05}
          />
        );
      })}
    </g>
  );
}

/**
 * Over the squares: files and ranks on the edges the viewer sees at the bottom and the left
 * (upright whatever the turn), the way round, each start corner, each finishing diagonal.
 */
export function ChessboardOverlay(props: ArtProps) {
  const { board, theme, rotation } = props;
  const squares = squaresOf(props);
  if (squares.length === 0) return null;
  const views = squares.map((node) => ({ node, at: onScreen(board, rotation, node) }));
  const bottom = Math.max(...views.map((v) => v.at.y));
  const left = Math.min(...views.map((v) => v.at.x));
  const near = (a: number, b: number) => Math.abs(a - b) < 0.01;
  // Which of a square's names runs along the viewer's bottom edge: files unless turned a quarter.
  const sideways = Math.round(rotation / 90) % 2 !== 0;
  const ink = (node: BoardNode) =>
    node.shade === "dark" ? theme.board.squareLight : theme.board.squareDark;
  const labels: { key: string; node: BoardNode; text: string; dx: number; dy: number }[] = [];
  for (const { node, at } of views) {
    const file = node.id.slice(0, 1);
    const rank = node.id.slice(1);
    if (near(at.y, bottom))
      labels.push({ key: `b${node.id}`, node, text: sideways ? rank : file, dx: 0.38, dy: 0.36 });
    if (near(at.x, left))
      labels.push({ key: `l${node.id}`, node, text: sideways ? file : rank, dx: -0.38, dy: -0.24 });
  }
  const first = board.colors[0];
  const around = first ? pathOf(board, first).filter((node) => node.kind === "square") : [];
  const corners = new Set(Object.values(board.starts));
  return (
    <g>
      {around.map((node, i) => {
        const next = around[i + 1];
        if (!next || i % 2 !== 1 || corners.has(node.id) || i >= 28) return null;
        if (near(distance(node, next), Math.SQRT2)) return null;
        return (
          <path
            key={node.id}
            d={chevron(0.34)}
            transform={placed(node, headingBetween(node, next))}
            fill="none"
            stroke={ink(node)}
            strokeWidth={0.07}
            strokeLinecap="round"
            strokeLinejoin="round"
            opacity={0.9}
          />
        );
      })}
      {board.colors.map((color) => {
        const player = theme.players[color];
        const diagonal = nodesOf(board, board.sections[color]);
        const start = diagonal[0];
        const end = diagonal.at(-1);
        if (!start || !end) return null;
        const tail = along(start, end, 0.3);
        const tip = along(end, start, 0.42);
        const line = lineBetween(tail, tip);
        // The start corner's flag sits in the square's outer corner, away from the centre.
        const corner = along(start, end, -0.28);
        return (
          <g key={color}>
            <path d={line} stroke={theme.board.line} strokeWidth={0.17} strokeLinecap="round" />
            <path
              d={line}
              stroke={player.fill}
              strokeWidth={0.09}
              strokeLinecap="round"
              strokeDasharray="0.22 0.1"
            />
            <path
              d={arrowHead(0.34)}
              transform={placed(tip, headingBetween(start, end))}
              fill={player.fill}
              stroke={theme.board.line}
              strokeWidth={0.035}
            />
            <circle
              cx={end.x}
              cy={end.y}
              r={0.36}
              fill="none"
              stroke={theme.board.line}
              strokeWidth={0.11}
            />
            <circle
              cx={end.x}
              cy={end.y}
              r={0.36}
              fill="none"
              stroke={player.fill}
              strokeWidth={0.055}
            />
            <g transform={placed(corner, -rotation)}>
              <circle r={0.2} fill={player.fill} stroke={theme.board.line} strokeWidth={0.035} />
              <g transform="scale(0.95)">
                <MarkShape mark={player.mark} fill={player.ink} />
              </g>
            </g>
          </g>
        );
      })}
      {board.colors.map((color) => {
        // Each reserve tray carries its colour's mark at its far end.
        const homes = homesOf(board, color);
        const last = homes.at(-1);
        const before = homes.at(-2);
        if (!last || !before) return null;
        const player = theme.players[color];
        const at = {
          x: last.x + (last.x - before.x) * 0.95,
          y: last.y + (last.y - before.y) * 0.95,
        };
        return (
          <g key={color} transform={placed(at, -rotation)}>
            <circle r={0.3} fill={player.fill} stroke={theme.board.line} strokeWidth={0.04} />
            <g transform="scale(1.3)">
              <MarkShape mark={player.mark} fill={player.ink} />
            </g>
          </g>
        );
      })}
      {labels.map(({ key, node, text, dx, dy }) => {
        // The viewer's offset (right, down) in the board's own units, undoing its turn.
        const offset = turn({ x: dx, y: dy }, -rotation);
        return (
          <text
            key={key}
            transform={placed({ x: node.x + offset.x, y: node.y + offset.y }, -rotation)}
            fontSize={0.2}
            fontWeight={700}
            textAnchor="middle"
            dominantBaseline="central"
            fill={theme.board.text}
            stroke={theme.board.background}
            strokeWidth={0.06}
            strokeLinejoin="round"
            paintOrder="stroke"
          >
            {text}
          </text>
        );
      })}
    </g>
  );
}
