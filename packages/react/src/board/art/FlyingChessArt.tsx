import { nodeById } from "../nodes.js";
import { blockArrow, chevron, headingBetween, placed, star } from "./arrows.js";
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
import { edgeOf } from "./paint.js";

/** Under the squares: the corner hangars, the take-off arrow to each start, the centre. */
export function FlyingChessBackdrop(props: ArtProps) {
  const { board, theme } = props;
  return (
    <g>
      {board.colors.map((color) => {
        const homes = homesOf(board, color);
        const start = nodeById(board, board.starts[color]);
        if (homes.length === 0) return null;
        const box = cellBox(homes, 0.15);
        const player = theme.players[color];
        // The take-off arrow runs from the hangar's nearest side to the start square.
        const cx = box.x + box.width / 2;
        const cy = box.y + box.height / 2;
        let arrow: { x: number; y: number; heading: number; length: number } | undefined;
        if (start) {
          const vertical = Math.abs(start.y - cy) > Math.abs(start.x - cx);
          const edge = vertical
            ? start.y > cy
              ? box.y + box.height
              : box.y
            : start.x > cx
              ? box.x + box.width
              : box.x;
          const near =
            (vertical ? start.y : start.x) + (edge > (vertical ? start.y : start.x) ? 0.45 : -0.45);
          const length = Math.abs(near - edge) - 0.08;
          const middle = (near + edge) / 2;
          arrow = {
            x: vertical ? start.x : middle,
            y: vertical ? middle : start.y,
            heading: vertical ? (start.y > cy ? 180 : 0) : start.x > cx ? 90 : 270,
            length,
          };
        }
        return (
          <g key={color}>
            {/* A plain tint, so that a theme's colours show as given. */}
            <rect {...box} rx={0.45} fill={player.tint} stroke={player.fill} strokeWidth={0.12} />
            <HangarInset box={box} inset={0.2} stroke={player.fill} />
            {arrow && arrow.length > 0.2 && (
              <path
                d={blockArrow(arrow.length, 0.26)}
                transform={placed(arrow, arrow.heading)}
                fill={player.fill}
                stroke={theme.board.surface}
                strokeWidth={0.04}
                strokeLinejoin="round"
              />
            )}
          </g>
        );
      })}
      <CentreTriangles {...props} reach={1.5} />
    </g>
  );
}

/** Over the squares: each start's arrow, the way round the track, the way home. */
export function FlyingChessOverlay(props: ArtProps) {
  const { board, theme } = props;
  const starts = new Set(Object.values(board.starts));
  const first = board.colors[0];
  const track = first ? pathOf(board, first).filter((node) => node.kind === "waypoint") : [];
  return (
    <g>
      {track.map((node, i) => {
        const next = track[i + 1];
        if (!next || i % 4 !== 2 || starts.has(node.id)) return null;
        return (
          <path
            key={node.id}
            d={chevron(0.3)}
            transform={placed(node, headingBetween(node, next))}
            fill="none"
            stroke={edgeOf(theme, node.color)}
            strokeOpacity={0.85}
            strokeWidth={0.06}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        );
      })}
      <StartArrows {...props} size={0.58} />
      <HomeColumnArrows {...props} />
      {board.nodes
        .filter((node) => node.kind === "finish")
        .map((node) => (
          <path
            key={node.id}
            d={star(0.4)}
            transform={placed(node, 0)}
            fill="#FFFFFF"
            fillOpacity={0.85}
            stroke="#B07D0B"
            strokeWidth={0.03}
            strokeLinejoin="round"
          />
        ))}
    </g>
  );
}
