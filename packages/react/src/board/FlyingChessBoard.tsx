"use client";
import {
  type BoardNode,
  type ColorOf,
  type GameEvent,
  type GameState,
  getBoard,
  type Move,
  type NodeId,
  type PieceId,
  type VariantId,
} from "@flying/engine";
import { type CSSProperties, type ReactNode, type Ref, useCallback, useMemo, useRef } from "react";
import { checkGameState, FlyingPropError } from "../errors.js";
import { type LocaleInput, useLocalePart } from "../i18n/context.js";
import { type BoardStrings, enBoard } from "../i18n/en-board.js";
import { format, nodeName } from "../i18n/format.js";
import { mergeRefs } from "../propGetters.js";
import { type FlyingTheme, useFlyingTheme } from "../theme.js";
import { Announcer } from "./Announcer.js";
import { BoardDrawing } from "./BoardDrawing.js";
import { BoardFigure } from "./BoardFigure.js";
import { orientationDegrees, type PieceSpot, placeSpots } from "./geometry.js";
import { HintPath, HintRing } from "./HintMarker.js";
import { useKeyboardShortcuts } from "./keyboardShortcuts.js";
import { nodeMap } from "./nodes.js";
import { LastMoveMarker, PathPreview } from "./PathPreview.js";
import { PieceDrawing, type PieceDrawingProps } from "./Piece.js";
import { PiecesLayer } from "./PiecesLayer.js";
import { type PieceControls, usePieceControls } from "./pieceControls.js";
import { stepLength, useMoveAnimation, usePrefersReducedMotion } from "./useMoveAnimation.js";

/**
 * The props of `<FlyingChessBoard>`; `useFlyingChess().getBoardProps()` gives them all.
 * `FlyingChessBoardProps<V>` are a board's of a game of variant `V`, whose colours
 * `orientation` and `onSelectColor` take.
 *
 * @example
 * ```tsx
 * import { createGame } from "@flying/engine";
 * import type { FlyingChessBoardProps } from "@flying/react";
 *
 * const props: FlyingChessBoardProps = {
 *   state: createGame({ variant: "chessboard" }),
 *   orientation: "black",
 *   animation: { stepMs: 120 },
 * };
 * ```
 */
export interface FlyingChessBoardProps<V extends VariantId = VariantId> {
  /** The game to draw (`createGame`, the hook's `state`); anything else is a `FlyingPropError`. */
  state: GameState<V>;
  /**
   * The moves a human may make now (from `legalMoves`); their pieces become buttons.
   *
   * @default [] (nothing can move)
   */
  movable?: readonly Move[];
  /** Called with the piece a person moves: click, Enter, Space (digits with `keyboardShortcuts`). */
  onMove?: (piece: PieceId) => void;
  /**
   * The events of the last action, animated and announced.
   *
   * @default []
   */
  events?: readonly GameEvent[];
  /**
   * Changes with every new batch of events.
   *
   * @default 0
   */
  eventKey?: number;
  /** A move's animation starts, at `stepMs` a step (the game's sounds keep time with it). */
  onAnimationStart?: (animation: { stepMs: number }) => void;
  /** The move's animation has ended (the hook's robots wait for it). */
  onAnimationEnd?: () => void;
  /**
   * Turn the board so this colour sits at the bottom; a colour not on the board is a
   * `FlyingPropError`.
   *
   * @default the board as drawn, unturned
   */
  orientation?: ColorOf<V>;
  /**
   * false for none; the step length in ms otherwise. Reduced-motion users get none.
   *
   * @default true
   */
  animation?: boolean | { stepMs?: number };
  /**
   * The language of the labels and announcements: a loaded pack's code or a pack.
   *
   * @default the `<FlyingLocaleProvider>`'s, else English
   */
  locale?: LocaleInput;
  /**
   * The colours and font.
   *
   * @default a ThemeProvider's `flying` theme, else `defaultTheme`
   */
  theme?: FlyingTheme;
  /**
   * Draw pieces your own way; receives what the default drawing gets.
   *
   * @default PieceDrawing
   */
  renderPiece?: (props: PieceDrawingProps) => ReactNode;
  /**
   * The seeds' keys: R/Y/G/B pick a colour, Space rolls, 1-4 move piece 1-4.
   *
   * @default false (`<FlyingChessGame>` turns them on)
   */
  keyboardShortcuts?: boolean;
  /** Space asks for a roll, with `keyboardShortcuts` on (the board has no die of its own). */
  onRoll?: () => void;
  /**
   * A colour key (with `keyboardShortcuts`) picks a colour before the first roll. (A method:
   * a board's props of one game are any game's board props.)
   */
  onSelectColor?(color: ColorOf<V>): void;
  /**
   * A move to point out, such as the engine's suggestion (`useFlyingChess().shownHint`,
   * which `getBoardProps()` passes): its piece gets a thick ring and a "!" badge, its path a
   * dashed line and its target a crosshair. Only drawn: say it in words yourself, as
   * <FlyingChessGame hints> does in its status line. null or left out draws none.
   *
   * @default null
   */
  hint?: Move | null;
  /**
   * Announce rolls, moves, captures and turns in an aria-live region (default true).
   *
   * @default true
   */
  announce?: boolean;
  className?: string;
  style?: CSSProperties;
  /**
   * The board's accessible name.
   *
   * @default the pack's `ui.board`: "Aeroplane Chess board"
   */
  "aria-label"?: string;
  /**
   * Draw the pieces with these controls (`usePieceControls`) instead of the board's own, so
   * that the board and a UI of your own share one tab stop and one preview.
   * `useFlyingChess().getBoardProps()` passes the hook's. They must be made for the same
   * `state`; their movable set and `onMove` are the ones the pieces then use.
   */
  pieceControls?: PieceControls;
  /** The board's outer element, along with the board's own use of it. */
  ref?: Ref<HTMLDivElement>;
}

// Shared defaults: a fresh [] per render would look like new moves and new events to every
// memo below.
const NO_MOVES: readonly Move[] = [];
const NO_EVENTS: readonly GameEvent[] = [];

const SVG_STYLE: CSSProperties = { width: "100%", height: "100%", maxBlockSize: "100%" };

/**
 * Draws any variant's board from `getBoard()` data alone, with its pieces, moves and
 * announcements. It fills its container (an SVG with a viewBox). A client component (its
 * module is "use client").
 *
 * @example
 * ```tsx
 * import { FlyingChessBoard, useFlyingChess } from "@flying/react";
 *
 * export function Board() {
 *   const game = useFlyingChess({ variant: "aeroplane" });
 *   return <FlyingChessBoard {...game.getBoardProps({ orientation: "blue" })} keyboardShortcuts />;
 * }
 * ```
 */
export function FlyingChessBoard<V extends VariantId = VariantId>(props: FlyingChessBoardProps<V>) {
  checkGameState(props.state, "FlyingChessBoard");
  // Controls given (the hook's) are used as they are; only a board on its own makes its own,
  // so the pieces are laid out and named once per state, not twice.
  return props.pieceControls ? (
    <BoardView props={props} controls={props.pieceControls} />
  ) : (
    <BoardWithOwnControls props={props} />
  );
}

function BoardWithOwnControls({ props }: { props: FlyingChessBoardProps }) {
  const { state, movable = NO_MOVES, onMove } = props;
  const pack: BoardStrings = useLocalePart(props.locale, "FlyingChessBoard", enBoard);
  const controls = usePieceControls({ state, movable, onMove, pack });
  return <BoardView props={props} controls={controls} />;
}

function BoardView({ props, controls }: { props: FlyingChessBoardProps; controls: PieceControls }) {
  const { state, onMove, events = NO_EVENTS, eventKey = 0, orientation, animation = true } = props;
  const pack: BoardStrings = useLocalePart(props.locale, "FlyingChessBoard", enBoard);
  const theme = useFlyingTheme(props.theme);
  const board = getBoard(state.variant);
  if (orientation !== undefined && !board.colors.includes(orientation)) {
    throw new FlyingPropError(
      "FlyingChessBoard",
      "orientation",
      `must be one of ${board.colors.join(", ")}, not ${String(orientation)}`,
    );
  }
  const reducedMotion = usePrefersReducedMotion();
  const { positions, ms } = useMoveAnimation(
    events,
    eventKey,
    nodeMap(board),
    stepLength(animation),
    animation !== false && !reducedMotion,
    props.onAnimationStart,
    props.onAnimationEnd,
  );
  const figure = useRef<HTMLDivElement>(null);
  const figureRef = useMemo(() => mergeRefs(props.ref, figure), [props.ref]);
  useKeyboardShortcuts({
    enabled: props.keyboardShortcuts === true,
    state,
    moveOf: controls.moveOf,
    onRoll: props.onRoll,
    onSelectColor: props.onSelectColor,
    onMove,
    scope: figure,
  });
  // Stable per locale, so the memoised drawing of the board is not redrawn on every action.
  const nodeLabel = useCallback((node: BoardNode) => nodeName(pack, node), [pack]);

  const rotation = orientationDegrees(board, orientation);
  const placed = useMemo(
    () => placeSpots(controls.spots, board, rotation),
    [controls.spots, board, rotation],
  );
  const lastMove = useLastMove(events, eventKey, controls.spots);
  // The hint rings the piece where it is drawn: a stack is drawn by one of its pieces only.
  const { hint } = props;
  const hintSpot = controls.spots.find(
    (spot) => !spot.hidden && hint?.pieces.includes(spot.piece.id),
  );
  const hintAt =
    hintSpot && (positions.get(hintSpot.piece.id) ?? placed.get(hintSpot.piece.id) ?? hintSpot);
  const viewWidth = board.width + 0.5;
  const viewHeight = board.height + 0.5;
  const ownLabel = useMemo(
    () => format(pack.ui.board, { variant: pack.variants[state.variant] }),
    [pack, state.variant],
  );
  const label = props["aria-label"] ?? ownLabel;
  return (
    <BoardFigure
      ref={figureRef}
      $theme={theme}
      className={props.className}
      style={{
        // Fits its container both ways: as wide as it is, and no taller than a container of
        // definite height (the SVG keeps its proportions and centres itself in that box).
        blockSize: "100%",
        ...props.style,
        ["--flying-step" as string]: `${ms}ms`,
      }}
      lang={pack.code}
    >
      <svg
        viewBox={`-0.25 -0.25 ${viewWidth} ${viewHeight}`}
        role="group"
        aria-label={label}
        style={SVG_STYLE}
      >
        <rect
          x={-0.25}
          y={-0.25}
          width={viewWidth}
          height={viewHeight}
          rx={0.3}
          fill={theme.board.background}
        />
        <g transform={`rotate(${rotation} ${board.width / 2} ${board.height / 2})`}>
          <BoardDrawing board={board} theme={theme} nodeLabel={nodeLabel} rotation={rotation} />
          {lastMove && <LastMoveMarker move={lastMove} board={board} theme={theme} />}
          {hintAt && hint && <HintPath move={hint} board={board} theme={theme} />}
          {controls.preview && <PathPreview move={controls.preview} board={board} theme={theme} />}
          <PiecesLayer
            controls={controls}
            board={board}
            placed={placed}
            positions={positions}
            theme={theme}
            rotation={rotation}
            renderPiece={props.renderPiece ?? PieceDrawing}
          />
          {hintAt && hint && <HintRing move={hint} theme={theme} at={hintAt} rotation={rotation} />}
        </g>
      </svg>
      <Announcer events={events} board={board} pack={pack} enabled={props.announce !== false} />
    </BoardFigure>
  );
}

/** Where the last move went from and to: kept until the next move, whatever comes between. */
export interface LastMove {
  from: NodeId;
  to: NodeId;
}

/**
 * The last batch of events that moved a piece, remembered across the batches that did not
 * (rolls, passed turns), and forgotten once no piece stands where it ended (an undo, a new
 * game).
 */
function useLastMove(
  events: readonly GameEvent[],
  eventKey: number,
  spots: readonly PieceSpot[],
): LastMove | null {
  // Remembered in a ref, not in state: a state set while rendering would render the board a
  // second time on every action. Worked out once a batch (eventKey), and the same however
  // often React calls it (the ref ends where it started from for the same batch).
  const seen = useRef<LastMove | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new batch of events is told by eventKey alone
  const move = useMemo(() => {
    const next = moveOfEvents(events) ?? seen.current;
    seen.current = next;
    return next;
  }, [eventKey]);
  return useMemo(
    () => (move && spots.some((spot) => spot.piece.node === move.to) ? move : null),
    [move, spots],
  );
}

function moveOfEvents(events: readonly GameEvent[]): LastMove | null {
  let from: NodeId | undefined;
  let to: NodeId | undefined;
  for (const event of events) {
    // Every event that moves a piece has a from and a to (a passed turn's are colours).
    if ("from" in event && event.type !== "turnPassed") {
      from ??= event.from;
      to = event.to;
    }
  }
  return from !== undefined && to !== undefined ? { from, to } : null;
}
