"use client";
import {
  type Board,
  type GameState,
  getBoard,
  type Move,
  type PieceId,
  type PieceView,
  pieces as piecesOf,
  stacks,
} from "@flying/engine";
import {
  type FocusEventHandler,
  type KeyboardEvent,
  type KeyboardEventHandler,
  type MouseEventHandler,
  type Ref,
  type RefCallback,
  useMemo,
  useRef,
  useState,
} from "react";
import { cached } from "../cache.js";
import { FlyingPropError } from "../errors.js";
import type { BoardStrings } from "../i18n/en-board.js";
import { callAll, mergeRefs } from "../propGetters.js";
import { layoutPieces, type PieceSpot } from "./geometry.js";
import { pieceLabel } from "./labels.js";

/**
 * What `usePieceControls` needs: the game, what may move now, and how to move it.
 *
 * @example
 * ```tsx
 * import { createGame, legalMoves, reduce } from "@flying/engine";
 * import { en, type PieceControlsOptions } from "@flying/react";
 *
 * const state = reduce(createGame({ variant: "aeroplane", seed: 1 }), { type: "roll", value: 6 });
 * const options: PieceControlsOptions = { state, movable: legalMoves(state), pack: en };
 * ```
 */
export interface PieceControlsOptions {
  /** The game whose pieces are drawn. */
  state: GameState;
  /**
   * The moves a person may make now (`legalMoves`, or none on a robot's turn). Their pieces
   * become buttons and share one tab stop, in this order.
   */
  movable: readonly Move[];
  /** Called with the piece a person moves, by click, Enter or Space. */
  onMove?: ((piece: PieceId) => void) | undefined;
  /**
   * The language of the piece labels (`useLocalePack`, or `useFlyingChess().locale`): a whole
   * pack, or the part of one the board reads.
   */
  pack: BoardStrings;
  /**
   * The state's board; `getBoard(state.variant)` when left out.
   *
   * @default getBoard(state.variant)
   */
  board?: Board | undefined;
}

/**
 * What you may pass to `getPieceProps`. Your handlers run before the library's; one that
 * calls `event.preventDefault()` keeps the library's handling of that event out. Your ref
 * is filled along with the library's. Any other attribute is passed through as it is.
 * (The getters take `PieceUserProps & object`: without `& object`, TypeScript's weak-type check
 * would refuse props that name none of these keys, such as `{ className }` alone.)
 *
 * @example
 * ```tsx
 * import type { PieceUserProps } from "@flying/react";
 *
 * const mine: PieceUserProps<HTMLLIElement> = {
 *   // Runs first; preventDefault() would keep the library's move out.
 *   onClick: (event) => console.log("clicked", event.currentTarget.dataset.piece),
 * };
 * ```
 */
export interface PieceUserProps<E extends Element = Element> {
  onClick?: MouseEventHandler<E> | undefined;
  onKeyDown?: KeyboardEventHandler<E> | undefined;
  onFocus?: FocusEventHandler<E> | undefined;
  onBlur?: FocusEventHandler<E> | undefined;
  onMouseEnter?: MouseEventHandler<E> | undefined;
  onMouseLeave?: MouseEventHandler<E> | undefined;
  ref?: Ref<E> | undefined;
}

/**
 * What `getPieceProps` always sets. Role, tab index and name are the library's whatever you
 * pass: they are what keeps every view of the pieces on one roving tab stop.
 *
 * @example
 * ```tsx
 * import type { PieceProps } from "@flying/react";
 *
 * // A piece of your own that only shows whether it can move.
 * const Badge = (props: PieceProps<HTMLSpanElement>) => (
 *   <span {...props}>{props["aria-disabled"] ? "·" : "▲"}</span>
 * );
 * ```
 */
export interface PieceProps<E extends Element = Element> {
  role: "button";
  /** 0 for the one movable piece in the tab order, -1 for every other piece. */
  tabIndex: 0 | -1;
  /** Who the piece is, where, how far from home, where it can go and what is stacked with it. */
  "aria-label": string;
  /** True for a piece that cannot move now. */
  "aria-disabled": boolean;
  onClick: MouseEventHandler<E>;
  onKeyDown: KeyboardEventHandler<E>;
  onFocus: FocusEventHandler<E>;
  onBlur: FocusEventHandler<E>;
  onMouseEnter: MouseEventHandler<E>;
  onMouseLeave: MouseEventHandler<E>;
  ref: RefCallback<E>;
}

/**
 * A piece's props with the caller's own attributes kept and its handlers and ref merged in:
 * what `getPieceProps<E, P>` returns.
 *
 * @example
 * ```tsx
 * import type { MergedPieceProps } from "@flying/react";
 *
 * type ItemProps = MergedPieceProps<HTMLLIElement, { className: string }>;
 * // ItemProps has className, and role, tabIndex, aria-label, the handlers and ref.
 * const Item = (props: ItemProps) => <li {...props} />;
 * ```
 */
export type MergedPieceProps<
  E extends Element = Element,
  P extends PieceUserProps<E> & object = PieceUserProps<E>,
> = Omit<P, keyof PieceProps<E>> & PieceProps<E>;

/**
 * What `usePieceControls` returns (and `useFlyingChess().getBoardProps()` hands the board as
 * `pieceControls`): the pieces' props, the one tab stop, the path preview and the layout.
 *
 * @example
 * ```tsx
 * import type { PieceControls } from "@flying/react";
 *
 * function Movable({ controls }: { controls: PieceControls }) {
 *   const ids = [...controls.moveOf.keys()];
 *   return <p>{ids.map(controls.labelOf).join("; ")}</p>;
 * }
 * ```
 */
export interface PieceControls {
  /**
   * Props for the element that draws `piece`, downshift-style (see `PieceUserProps`). A piece
   * not in play is a `FlyingPropError` (`prop: "piece"`).
   */
  getPieceProps: <
    E extends Element = Element,
    P extends PieceUserProps<E> & object = PieceUserProps<E>,
  >(
    piece: PieceId,
    userProps?: P,
  ) => MergedPieceProps<E, P>;
  /** The move of the movable piece under the pointer or the focus, to draw its path. */
  preview: Move | null;
  /** The movable piece that holds the one tab stop; null when nothing can move. */
  tabStop: PieceId | null;
  /** Each movable piece's move; every piece of a stack maps to the stack's move. */
  moveOf: ReadonlyMap<PieceId, Move>;
  /** Where each piece is drawn (`layoutPieces`), the same pieces the labels speak of. */
  spots: readonly PieceSpot[];
  /** A piece's accessible name, as `getPieceProps` gives it. */
  labelOf: (piece: PieceId) => string;
}

interface Roving {
  /** The movable set this state belongs to; a new set starts over. */
  order: string;
  focused: PieceId | null;
  previewed: PieceId | null;
}

/**
 * The pieces as controls: one tab stop among the movable pieces (arrows, Home and End move
 * between them, Enter and Space move the piece), and the path preview on hover and focus.
 * The board draws its pieces with `getPieceProps`, and so can your own UI, so the two never
 * disagree about which piece is in the tab order. A client hook (its module is "use client");
 * `useFlyingChess` makes one itself, so use this for a board without the hook.
 *
 * @example
 * ```tsx
 * import { en, FlyingChessBoard, type PieceControlsOptions, usePieceControls } from "@flying/react";
 *
 * export function BoardAndList(props: Omit<PieceControlsOptions, "pack">) {
 *   const controls = usePieceControls({ ...props, pack: en });
 *   const list = props.movable.map(({ piece }) => (
 *     <span key={piece} {...controls.getPieceProps<HTMLSpanElement>(piece)}>{piece}</span>
 *   ));
 *   return <>{list}<FlyingChessBoard state={props.state} pieceControls={controls} /></>;
 * }
 * ```
 */
export function usePieceControls(options: PieceControlsOptions): PieceControls {
  const { state, movable, onMove, pack } = options;
  const board = options.board ?? getBoard(state.variant);

  const views = useMemo(() => piecesOf(state), [state]);
  const spots = useMemo(() => layoutPieces(views, stacks(state), board), [views, board, state]);
  const moveOf = useMemo(() => {
    const map = new Map<PieceId, Move>();
    for (const move of movable) for (const piece of move.pieces) map.set(piece, move);
    return map;
  }, [movable]);
  // A stack moves as one, so only its leading piece (each move's `piece`) takes part in the roving.
  const order = useMemo(() => movable.map((move) => move.piece), [movable]);
  const rank = useMemo(() => new Map(order.map((piece, i) => [piece, i])), [order]);
  // An action changes a piece or two: the others' labels are taken from the last state's,
  // keyed on all a label says (the piece, where it is, how far to go, where it can move).
  const lastLabels = useRef<{ pack: BoardStrings; board: Board; byKey: Map<string, string> }>(null);
  const labels = useMemo(() => {
    const last = lastLabels.current;
    const before = last?.pack === pack && last.board === board ? last.byKey : undefined;
    const byKey = new Map<string, string>();
    const viewLabel = (view: PieceView, move?: Move) => {
      const key = `${view.id} ${view.node} ${view.stepsToFinish} ${move?.to ?? ""}`;
      const label = byKey.get(key) ?? before?.get(key) ?? pieceLabel(pack, board, view, move);
      byKey.set(key, label);
      return label;
    };
    const map = new Map<PieceId, string>();
    for (const { piece, stackedWith } of spots) {
      // A stack's label names every piece in it, its leading piece first.
      const own = viewLabel(piece, moveOf.get(piece.id));
      map.set(piece.id, [own, ...stackedWith.map((view) => viewLabel(view))].join("; "));
    }
    lastLabels.current = { pack, board, byKey };
    return map;
  }, [spots, moveOf, pack, board]);

  const orderKey = order.join();
  const [roving, setRoving] = useState<Roving>({ order: orderKey, focused: null, previewed: null });
  let current = roving;
  if (roving.order !== orderKey) {
    // A new set of movable pieces starts the roving focus at its first piece. Adjusted while
    // rendering rather than in an effect: React re-runs this component before drawing
    // anything, so no commit ever shows a tab stop left over from the last set (or none).
    current = { order: orderKey, focused: null, previewed: null };
    setRoving(current);
  }
  const tabStop =
    current.focused !== null && rank.has(current.focused) ? current.focused : (order[0] ?? null);
  const preview = current.previewed === null ? null : (moveOf.get(current.previewed) ?? null);

  const update = (change: Partial<Omit<Roving, "order">>) =>
    setRoving((r) => {
      const next = { ...r, ...change };
      // The same state back lets React skip the render (a mouse leaving with no preview shown).
      return next.focused === r.focused && next.previewed === r.previewed ? r : next;
    });

  const elements = useRef(new Map<PieceId, Element>());
  // One ref callback per piece for the life of the component: a new one every render would
  // make React detach and reattach every piece's ref on every render.
  const ownRefs = useRef(new Map<PieceId, RefCallback<Element>>());
  const ownRef = (piece: PieceId) =>
    cached(
      ownRefs.current,
      piece,
      (): RefCallback<Element> => (element) => {
        if (element) elements.current.set(piece, element);
        else elements.current.delete(piece);
      },
    );

  // The same goes for a ref merged with the user's: one callback per piece and user ref.
  const merged = useRef(new Map<PieceId, { user: Ref<Element>; ref: RefCallback<Element> }>());
  const mergedRef = (piece: PieceId, user: Ref<Element>, own: RefCallback<Element>) => {
    let entry = merged.current.get(piece);
    if (entry?.user !== user) {
      entry = { user, ref: mergeRefs<Element>(user, own) };
      merged.current.set(piece, entry);
    }
    return entry.ref;
  };

  const focusAt = (index: number) => {
    const piece = order[(index + order.length) % order.length];
    if (piece === undefined) return;
    update({ focused: piece });
    // Duck-typed rather than instanceof: a piece may live in another window's document (an iframe).
    const element = elements.current.get(piece) as
      | (Element & Partial<HTMLOrSVGElement>)
      | undefined;
    element?.focus?.();
  };

  const onKey = (event: KeyboardEvent, piece: PieceId) => {
    const index = rank.get(piece);
    switch (event.key) {
      case "Enter":
      case " ":
        event.preventDefault();
        // The board's Space-to-roll shortcut listens on window: a press on a piece is its own.
        event.stopPropagation();
        if (moveOf.has(piece)) onMove?.(piece);
        return;
      case "ArrowRight":
      case "ArrowDown":
        event.preventDefault();
        focusAt(index === undefined ? 0 : index + 1);
        return;
      case "ArrowLeft":
      case "ArrowUp":
        event.preventDefault();
        focusAt(index === undefined ? -1 : index - 1);
        return;
      case "Home":
        event.preventDefault();
        focusAt(0);
        return;
      case "End":
        event.preventDefault();
        focusAt(-1);
        return;
    }
  };

  const getPieceProps = <
    E extends Element = Element,
    P extends PieceUserProps<E> & object = PieceUserProps<E>,
  >(
    piece: PieceId,
    userProps?: P,
  ): MergedPieceProps<E, P> => {
    const label = labels.get(piece);
    if (label === undefined) {
      throw new FlyingPropError("getPieceProps", "piece", `${piece} is not a piece in play`);
    }
    const user: PieceUserProps<E> = userProps ?? {};
    const move = moveOf.get(piece);
    const own = ownRef(piece);
    const props: PieceProps<E> = {
      role: "button",
      tabIndex: piece === tabStop ? 0 : -1,
      "aria-label": label,
      "aria-disabled": move === undefined,
      onClick: callAll(user.onClick, () => {
        if (move) onMove?.(piece);
      }),
      onKeyDown: callAll(user.onKeyDown, (event) => onKey(event, piece)),
      onFocus: callAll(user.onFocus, () =>
        update({ focused: rank.has(piece) ? piece : null, previewed: move ? piece : null }),
      ),
      onBlur: callAll(user.onBlur, () => update({ previewed: null })),
      onMouseEnter: callAll(user.onMouseEnter, () => update({ previewed: move ? piece : null })),
      onMouseLeave: callAll(user.onMouseLeave, () => update({ previewed: null })),
      ref: user.ref ? mergedRef(piece, user.ref as Ref<Element>, own) : own,
    };
    // The caller's own attributes kept; its handlers and ref give way to the merged ones.
    return { ...(userProps as P), ...props };
  };

  return {
    getPieceProps,
    preview,
    tabStop,
    moveOf,
    spots,
    labelOf: (piece) => labels.get(piece) ?? "",
  };
}
