import {
  type Board,
  type BoardNode,
  type Color,
  type GameEvent,
  type GameState,
  getBoard,
  type Move,
  type NodeId,
  type PieceId,
  pieces as piecesOf,
  stacks,
} from "@flying/engine";
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { styled } from "styled-components";
import { checkGameState, FlyingPropError } from "../errors.js";
import { type LocaleInput, useLocalePack } from "../i18n/context.js";
import { format, narrate, nodeName } from "../i18n/format.js";
import { type FlyingTheme, useFlyingTheme } from "../theme.js";
import { VisuallyHidden } from "../VisuallyHidden.js";
import { layoutPieces, nodeMap, orientationDegrees } from "./geometry.js";
import { pieceLabel } from "./labels.js";
import { PieceDrawing, type PieceDrawingProps } from "./Piece.js";
import { useMoveAnimation, usePrefersReducedMotion } from "./useMoveAnimation.js";

export interface FlyingChessBoardProps {
  state: GameState;
  /** The moves a human may make now (from `legalMoves`); their pieces become buttons. */
  movable?: readonly Move[];
  onMove?: (piece: PieceId) => void;
  /** The events of the last action, animated and announced. */
  events?: readonly GameEvent[];
  /** Changes with every new batch of events. */
  eventKey?: number;
  onAnimationStart?: () => void;
  onAnimationEnd?: () => void;
  /** Turn the board so this colour sits at the bottom. */
  orientation?: Color;
  /** false for none; the step length in ms otherwise. Reduced-motion users get none. */
  animation?: boolean | { stepMs?: number };
  locale?: LocaleInput;
  theme?: FlyingTheme;
  /** Draw pieces your own way; receives what the default drawing gets. */
  renderPiece?: (props: PieceDrawingProps) => ReactNode;
  /** The seeds' keys: R/Y/G/B pick a colour, Space rolls, 1-4 move piece 1-4. */
  keyboardShortcuts?: boolean;
  onRoll?: () => void;
  onSelectColor?: (color: Color) => void;
  /** Announce rolls, moves, captures and turns in an aria-live region (default true). */
  announce?: boolean;
  className?: string;
  style?: CSSProperties;
  "aria-label"?: string;
}

const DEFAULT_STEP_MS = 160;
const SHORTCUT_COLORS: Record<string, Color> = {
  r: "red",
  y: "yellow",
  g: "green",
  b: "blue",
  w: "white",
  k: "black",
};

const Figure = styled.div<{ $theme: FlyingTheme }>`
  position: relative;
  width: 100%;
  font-family: ${({ $theme }) => $theme.font};
  color: ${({ $theme }) => $theme.board.text};
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  [role="button"] {
    cursor: pointer;
    outline: none;
  }
  [role="button"]:focus-visible .flying-focus {
    stroke: ${({ $theme }) => $theme.board.focus};
  }
  .flying-piece {
    transition: transform var(--flying-step, 160ms) ease-in-out;
  }
  .flying-movable-ring {
    animation: flying-spin 2.4s linear infinite;
    transform-origin: 0 0;
  }
  @keyframes flying-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .flying-piece {
      transition: none;
    }
    .flying-movable-ring {
      animation: none;
    }
  }
`;

/** Draws any variant's board from `getBoard()` data alone, with its pieces, moves and announcements. */
export function FlyingChessBoard(props: FlyingChessBoardProps) {
  const {
    state,
    movable = [],
    onMove,
    events = [],
    eventKey = 0,
    orientation,
    animation = true,
  } = props;
  checkGameState(state, "FlyingChessBoard");
  const pack = useLocalePack(props.locale, "FlyingChessBoard");
  const theme = useFlyingTheme(props.theme);
  const board = getBoard(state.variant);
  if (orientation !== undefined && !board.colors.includes(orientation)) {
    throw new FlyingPropError(
      "FlyingChessBoard",
      "orientation",
      `must be one of ${board.colors.join(", ")}, not ${String(orientation)}`,
    );
  }
  const nodes = useMemo(() => nodeMap(board), [board]);
  const reducedMotion = usePrefersReducedMotion();
  const stepMs =
    animation === false
      ? 0
      : typeof animation === "object"
        ? (animation.stepMs ?? DEFAULT_STEP_MS)
        : DEFAULT_STEP_MS;
  const { positions, ms } = useMoveAnimation(
    events,
    eventKey,
    nodes,
    stepMs,
    animation !== false && !reducedMotion,
    props.onAnimationStart,
    props.onAnimationEnd,
  );

  const views = useMemo(() => piecesOf(state), [state]);
  const spots = useMemo(() => layoutPieces(views, nodes, stacks(state)), [views, nodes, state]);
  const moveOf = useMemo(() => {
    const map = new Map<PieceId, Move>();
    for (const move of movable) for (const piece of move.pieces) map.set(piece, move);
    return map;
  }, [movable]);
  const rovingOrder = useMemo(() => movable.map((move) => move.piece), [movable]);
  const [focusIndex, setFocusIndex] = useState(0);
  const [preview, setPreview] = useState<Move | null>(null);
  const pieceRefs = useRef(new Map<PieceId, SVGGElement>());
  const rotation = orientationDegrees(board, orientation);

  // A new set of movable pieces starts the roving focus at the first of them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the movable set changes
  useEffect(() => {
    setFocusIndex(0);
    setPreview(null);
  }, [rovingOrder.join()]);

  const focusPiece = (index: number) => {
    const count = rovingOrder.length;
    if (count === 0) return;
    const next = (index + count) % count;
    setFocusIndex(next);
    pieceRefs.current.get(rovingOrder[next] as PieceId)?.focus();
  };

  const onPieceKey = (event: KeyboardEvent, piece: PieceId) => {
    const index = rovingOrder.indexOf(piece);
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      event.stopPropagation();
      if (moveOf.has(piece)) onMove?.(piece);
    } else if (event.key === "ArrowRight" || event.key === "ArrowDown") {
      event.preventDefault();
      focusPiece(index + 1);
    } else if (event.key === "ArrowLeft" || event.key === "ArrowUp") {
      event.preventDefault();
      focusPiece(index - 1);
    } else if (event.key === "Home") {
      event.preventDefault();
      focusPiece(0);
    } else if (event.key === "End") {
      event.preventDefault();
      focusPiece(rovingOrder.length - 1);
    }
  };

  const figure = useRef<HTMLDivElement>(null);
  useKeyboardShortcuts(props, state, moveOf, figure);

  const announcement =
    props.announce === false ? "" : events.map((event) => narrate(pack, board, event)).join(". ");
  const label =
    props["aria-label"] ?? format(pack.ui.board, { variant: pack.variants[state.variant] });
  const center = { x: board.width / 2, y: board.height / 2 };
  const render = props.renderPiece ?? PieceDrawing;

  return (
    <Figure
      ref={figure}
      $theme={theme}
      className={props.className}
      style={{ ...props.style, ["--flying-step" as string]: `${ms}ms` }}
      lang={pack.code}
    >
      <svg
        viewBox={`-0.25 -0.25 ${board.width + 0.5} ${board.height + 0.5}`}
        role="group"
        aria-label={label}
      >
        <rect
          x={-0.25}
          y={-0.25}
          width={board.width + 0.5}
          height={board.height + 0.5}
          rx={0.3}
          fill={theme.board.background}
        />
        <g transform={`rotate(${rotation} ${center.x} ${center.y})`}>
          <BoardDrawing board={board} theme={theme} nodeLabel={(node) => nodeName(pack, node)} />
          {preview && <PathPreview move={preview} nodes={nodes} theme={theme} />}
          {spots.map((spot) => {
            const { piece } = spot;
            const at = positions.get(piece.id) ?? spot;
            const move = moveOf.get(piece.id);
            const rovingIndex = rovingOrder.indexOf(piece.id);
            const drawing = render({
              piece,
              style: theme.players[piece.color],
              number: piece.id.split("-")[1] ?? "",
              movable: move !== undefined && !spot.hidden,
              count: 1 + spot.stackedWith.length,
              upright: -rotation,
              lineColor: theme.board.line,
              highlight: theme.board.highlight,
            });
            const common = {
              className: "flying-piece",
              style: { transform: `translate(${at.x}px, ${at.y}px)` },
              "data-piece": piece.id,
            };
            if (spot.hidden)
              return <g key={piece.id} {...common} aria-hidden="true" visibility="hidden" />;
            const name = pieceLabel(pack, board, piece, move);
            const stack = spot.stackedWith.map((p) => pieceLabel(pack, board, p)).join("; ");
            if (!move) {
              return (
                <g
                  key={piece.id}
                  {...common}
                  role="img"
                  aria-label={stack ? `${name}; ${stack}` : name}
                >
                  {drawing}
                </g>
              );
            }
            return (
              <g
                key={piece.id}
                {...common}
                ref={(element) => {
                  if (element) pieceRefs.current.set(piece.id, element);
                  else pieceRefs.current.delete(piece.id);
                }}
                role="button"
                tabIndex={rovingIndex === focusIndex ? 0 : -1}
                aria-label={stack ? `${name}; ${stack}` : name}
                onClick={() => onMove?.(piece.id)}
                onKeyDown={(event) => onPieceKey(event, piece.id)}
                onFocus={() => {
                  setFocusIndex(Math.max(0, rovingIndex));
                  setPreview(move);
                }}
                onBlur={() => setPreview(null)}
                onMouseEnter={() => setPreview(move)}
                onMouseLeave={() => setPreview(null)}
              >
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
          })}
        </g>
      </svg>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </Figure>
  );
}

/**
 * The seeds' keys, heard while the focus is in this game (its `[data-flying-game]`
 * container, or the board) or nowhere in particular: elsewhere on the page Space
 * still scrolls, and a second game on the page keeps its own keys.
 */
function useKeyboardShortcuts(
  props: FlyingChessBoardProps,
  state: GameState,
  moveOf: ReadonlyMap<PieceId, Move>,
  figure: RefObject<HTMLDivElement | null>,
) {
  const latest = useRef({ props, state, moveOf });
  latest.current = { props, state, moveOf };
  const enabled = props.keyboardShortcuts === true;
  const onKey = useCallback(
    (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (target?.closest?.("input, textarea, select, [contenteditable=true]")) return;
      const scope = figure.current?.closest("[data-flying-game]") ?? figure.current;
      const nowhere = !target || target === document.body || target === document.documentElement;
      if (!nowhere && !(target instanceof Node && scope?.contains(target))) return;
      const { props: p, state: s, moveOf: moves } = latest.current;
      const key = event.key.toLowerCase();
      if (key === " " || key === "spacebar") {
        // Space on a focused button or piece is that control's own click.
        if (target?.closest?.("button, [role=button]")) return;
        if (p.onRoll) {
          event.preventDefault();
          p.onRoll();
        }
        return;
      }
      const color = SHORTCUT_COLORS[key];
      if (color && s.history.length === 0 && s.colors.includes(color)) {
        p.onSelectColor?.(color);
        return;
      }
      if (/^[1-4]$/.test(key)) {
        const piece = `${s.turn}-${key}` as PieceId;
        if (moves.has(piece)) p.onMove?.(piece);
      }
    },
    [figure],
  );
  useEffect(() => {
    if (!enabled || typeof window === "undefined") return;
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, onKey]);
}

function BoardDrawing({
  board,
  theme,
  nodeLabel,
}: {
  board: Board;
  theme: FlyingTheme;
  nodeLabel: (node: BoardNode) => string;
}) {
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
}

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

function PathPreview({
  move,
  nodes,
  theme,
}: {
  move: Move;
  nodes: ReadonlyMap<NodeId, BoardNode>;
  theme: FlyingTheme;
}) {
  const points = [move.from, ...move.path]
    .map((id) => nodes.get(id))
    .filter((node): node is BoardNode => node !== undefined);
  const target = nodes.get(move.to);
  return (
    <g pointerEvents="none" aria-hidden="true">
      <polyline
        points={points.map((node) => `${node.x},${node.y}`).join(" ")}
        fill="none"
        stroke={theme.board.highlight}
        strokeWidth={0.12}
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity={0.8}
      />
      {target && (
        <circle
          cx={target.x}
          cy={target.y}
          r={0.46}
          fill="none"
          stroke={theme.board.highlight}
          strokeWidth={0.1}
        />
      )}
    </g>
  );
}
