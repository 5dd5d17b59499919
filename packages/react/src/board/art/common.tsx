import type { Board, BoardNode, Color } from "@flying/engine";
import type { FlyingTheme } from "../../themes.js";
import { type Point, turn } from "../geometry.js";
import { nodesOf } from "../nodes.js";
import { arrowHead, chevron, headingBetween, lineBetween, placed, round } from "./arrows.js";
import { mix, type PaintIds } from "./paint.js";

export interface ArtProps {
  board: Board;
  theme: FlyingTheme;
  ids: PaintIds;
  /** The board's turn in degrees, undone on text so that it reads upright. */
  rotation: number;
}

const WHITE = "#FFFFFF";
const BLACK = "#000000";

/** A gradient's stops: each an offset and its colour. */
function stops(list: readonly (readonly [offset: string, color: string])[]) {
  return list.map(([offset, color]) => <stop key={offset} offset={offset} stopColor={color} />);
}

/** Every gradient and filter of one board, once, under ids of its own. */
export function BoardDefs({ board, theme, ids, rotation }: ArtProps) {
  // The board's rim and field: the theme's own, or derived from its lines and surface.
  const frame = theme.board.frame ?? theme.board.line;
  const field = theme.board.field ?? theme.board.surface;
  // The light comes from the viewer's top whatever the board's turn.
  const lit = rotation ? `rotate(${-rotation} 0.5 0.5)` : undefined;
  // Each colour's tiles are lit from the top down.
  const downward = { x1: "0", y1: "0", x2: "0", y2: "1", gradientTransform: lit };
  return (
    <defs>
      <linearGradient id={ids.frame} x1="0" y1="0" x2="0.35" y2="1" gradientTransform={lit}>
        {stops([
          ["0", mix(frame, WHITE, 0.28)],
          ["0.5", frame],
          ["1", mix(frame, BLACK, 0.3)],
        ])}
      </linearGradient>
      <radialGradient id={ids.field} cx="0.5" cy="0.45" r="0.75">
        {stops([
          ["0.55", field],
          ["1", mix(field, theme.board.line, 0.1)],
        ])}
      </radialGradient>
      <radialGradient id={ids.gold} cx="0.38" cy="0.32" r="0.75">
        {stops([
          ["0", "#FFF3C4"],
          ["0.55", "#F2C230"],
          ["1", "#B07D0B"],
        ])}
      </radialGradient>
      {board.colors.map((color) => {
        const player = theme.players[color];
        return (
          <g key={color}>
            <linearGradient id={ids.tile(color)} {...downward}>
              {stops([
                ["0", mix(player.fill, WHITE, 0.3)],
                ["0.45", player.fill],
                ["1", mix(player.fill, BLACK, 0.14)],
              ])}
            </linearGradient>
            <linearGradient id={ids.tint(color)} {...downward}>
              {stops([
                ["0", mix(player.tint, WHITE, 0.15)],
                ["1", player.tint],
              ])}
            </linearGradient>
          </g>
        );
      })}
    </defs>
  );
}

/** The rim round the whole board with its shadow, and the field inside it. */
export function Frame({ board, ids, rotation }: ArtProps) {
  const rim = 0.2;
  // The shadow is two offset layers, not a blur filter: a filter would be worked out again on
  // every frame of every move's animation.
  return (
    <g>
      {[0.1, 0.05].map((drop) => {
        // Down and a little right as the viewer sees it, undoing the board's turn.
        const shift = turn({ x: drop / 2, y: drop }, -rotation);
        return (
          <rect
            key={drop}
            x={round(shift.x - rim)}
            y={round(shift.y - rim)}
            width={board.width + 2 * rim}
            height={board.height + 2 * rim}
            rx={0.36}
            fill={BLACK}
            opacity={0.14}
          />
        );
      })}
      <rect
        x={-rim}
        y={-rim}
        width={board.width + 2 * rim}
        height={board.height + 2 * rim}
        rx={0.32}
        fill={`url(#${ids.frame})`}
      />
      <rect
        x={0}
        y={0}
        width={board.width}
        height={board.height}
        rx={0.16}
        fill={`url(#${ids.field})`}
        stroke={BLACK}
        strokeOpacity={0.35}
        strokeWidth={0.03}
      />
    </g>
  );
}

/** The nodes of one colour's path, in order. */
export function pathOf(board: Board, color: Color): BoardNode[] {
  return nodesOf(board, board.paths[color]);
}

/** Whether a node of a path is of its home column: its last nodes, of their own kind. */
const inHomeColumn = (node: BoardNode) => node.kind === "lane" || node.kind === "safe";

/** The centre's four triangles, one per colour, each pointing in from its home column. */
export function CentreTriangles({
  board,
  theme,
  ids,
  reach,
}: ArtProps & { /** Half the side of the centre square. */ reach: number }) {
  const centre = { x: board.width / 2, y: board.height / 2 };
  return (
    <g>
      {board.colors.map((color) => {
        const last = pathOf(board, color).filter(inHomeColumn).at(-1);
        if (!last) return null;
        const dx = Math.sign(Math.round(last.x - centre.x));
        const dy = Math.sign(Math.round(last.y - centre.y));
        const base = { x: centre.x + dx * reach, y: centre.y + dy * reach };
        const a = { x: base.x + dy * reach, y: base.y + dx * reach };
        const b = { x: base.x - dy * reach, y: base.y - dx * reach };
        return (
          <path
            key={color}
            d={`${lineBetween(a, b)} L${centre.x},${centre.y} Z`}
            fill={`url(#${ids.tile(color)})`}
            stroke={theme.board.surface}
            strokeWidth={0.06}
            strokeLinejoin="round"
          />
        );
      })}
    </g>
  );
}

/**
 * Arrows that say where to go: one on the square where each colour turns into its home column,
 * pointing in, and a chevron on every square of the column, pointing to the centre.
 */
/** On each colour's first square, an arrow the way its pieces set off. */
export function StartArrows({ board, theme, size }: ArtProps & { size: number }) {
  return board.colors.map((color) => {
    const [start, next] = pathOf(board, color);
    if (!start || !next) return null;
    return (
      <path
        key={color}
        d={arrowHead(size)}
        transform={placed(start, headingBetween(start, next))}
        fill={theme.players[color].ink}
        stroke={theme.players[color].fill}
        strokeWidth={0.03}
      />
    );
  });
}

export function HomeColumnArrows({ board, theme }: ArtProps) {
  return (
    <g>
      {board.colors.map((color) => {
        const player = theme.players[color];
        const ink = player.ink;
        const path = pathOf(board, color);
        const first = path.findIndex(inHomeColumn);
        const turn = path[first - 1];
        const into = path[first];
        const column = path.slice(first, -1);
        return (
          <g key={color}>
            {turn && into && (
              <path
                d={arrowHead(0.62)}
                transform={placed(turn, headingBetween(turn, into))}
                // On a square of its own colour in ink; on a tinted one in the colour itself.
                fill={turn.kind === "track" && turn.color === color ? ink : player.fill}
                stroke={
                  turn.kind === "track" && turn.color === color
                    ? player.fill
                    : mix(player.fill, BLACK, 0.45)
                }
                strokeWidth={0.04}
              />
            )}
            {column.map((node, i) => {
              const next = path[first + i + 1];
              if (!next) return null;
              return (
                <path
                  key={node.id}
                  d={chevron(0.36)}
                  transform={placed(node, headingBetween(node, next))}
                  fill="none"
                  stroke={ink}
                  strokeOpacity={0.55}
                  strokeWidth={0.07}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              );
            })}
          </g>
        );
      })}
    </g>
  );
}

/** A rounded box around `points` snapped out to whole cells, `pad` inside them. */
/** The dashed line just inside a hangar's edge, where the parking spots sit. */
export function HangarInset({
  box,
  inset,
  stroke,
}: {
  box: { x: number; y: number; width: number; height: number };
  inset: number;
  stroke: string;
}) {
  return (
    <rect
      x={box.x + inset}
      y={box.y + inset}
      width={box.width - 2 * inset}
      height={box.height - 2 * inset}
      rx={1.5 * inset}
      fill="none"
      stroke={stroke}
      strokeOpacity={0.45}
      strokeWidth={inset / 5.5}
      strokeDasharray={`${0.7 * inset} ${0.45 * inset}`}
    />
  );
}

export function cellBox(points: readonly Point[], pad: number) {
  return boxAround(points, -pad, Math.floor, Math.ceil);
}

/**
 * The box round the cells of `points` (a unit square each), `grow` beyond them; its low and
 * high edges put through `low` and `high` (to snap them to whole cells).
 */
export function boxAround(
  points: readonly Point[],
  grow: number,
  low = (edge: number) => edge,
  high = low,
) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = low(Math.min(...xs) - 0.5) - grow;
  const y = low(Math.min(...ys) - 0.5) - grow;
  return {
    x,
    y,
    width: high(Math.max(...xs) + 0.5) + grow - x,
    height: high(Math.max(...ys) + 0.5) + grow - y,
  };
}

/** The nodes of a colour's home (hangar or home slots). */
export function homesOf(board: Board, color: Color): BoardNode[] {
  return nodesOf(board, board.homes[color]);
}
