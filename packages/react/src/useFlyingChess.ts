"use client";
import {
  type Action,
  analyze,
  type Board,
  type Color,
  type ConfigOf,
  canRedo,
  canSelectColor,
  canUndo,
  type DieValue,
  type GameEvent,
  type GameRecord,
  type GameState,
  getBoard,
  humans as humansOf,
  isHumanTurn as isHumanTurnOf,
  type LogEntry,
  lastRoll,
  legalMoves,
  type Move,
  type MoveAnalysis,
  type Phase,
  type PieceId,
  type Player,
  phase as phaseOf,
  playerOf,
  type Session,
  type SessionErrorCode,
  type SessionFailure,
  toRecord,
  type VariantId,
} from "@flying/engine";
import { useCallback, useMemo, useRef, useState } from "react";
import type { FlyingChessBoardProps } from "./board/FlyingChessBoard.js";
import { type PieceControls, usePieceControls } from "./board/pieceControls.js";
import type { DiceProps, DieStatus } from "./Dice.js";
import { FlyingPropError } from "./errors.js";
import { type LocaleInput, useLocalePack } from "./i18n/context.js";
import { format, narrate, robotName } from "./i18n/format.js";
import type { LocalePack } from "./i18n/types.js";
import { initialSession, isPace } from "./session/initial.js";
import { useAutoMove } from "./session/useAutoMove.js";
import { useCommands, type View } from "./session/useCommands.js";
import { useControlledSession } from "./session/useControlledSession.js";
import { useRobotTimer } from "./session/useRobotTimer.js";
import { useGameSound } from "./sound/useGameSound.js";

export type { MoveAnalysis, Player } from "@flying/engine";

/**
 * The game the hook sets up, for variant `V`: `createGame`'s config (`variant`, its own
 * `colors`, `rules` and `position`, and `seed`), with the seats and a saved game.
 */
export type UseFlyingChessSetupOf<V extends VariantId> = ConfigOf<V> & {
  /**
   * Who plays each colour. By default the first colour is human and the
   * others are the seeds' robot (the seeds' game); in controlled mode all are human.
   * Read when the hook mounts; `selectColor` changes it afterwards.
   */
  players?: Partial<Record<Color, Player>>;
  /** A saved game to resume; a corrupt one is reported in `loadError` and a new game starts. */
  record?: GameRecord;
};

/** The game the hook sets up: one per variant, discriminated on `variant` (as `GameConfig`). */
export type UseFlyingChessSetup = UseFlyingChessSetupOf<VariantId>;

/** `useFlyingChess`'s options: the game to set up (per variant) and the hook's own. */
export type UseFlyingChessOptions = UseFlyingChessSetup & UseFlyingChessHookOptions;

/** The hook's options other than the game's setup. */
export interface UseFlyingChessHookOptions {
  /** Milliseconds a robot waits before each action, so a person can follow; 0 acts at once. */
  robotPace?: number;
  /** Controlled mode: the game state, owned by a server or another store… */
  state?: GameState;
  /**
   * …which receives every action the hook's user or robots take. In controlled mode the
   * hook sends one action and waits for a new `state`; return false to say the action was
   * refused, and the hook lets the next one through.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a callback that returns nothing is the usual case
  onAction?: (action: Action) => boolean | void;
  /**
   * Make a person's move for them when their roll leaves exactly one legal move (default
   * off): after a pause of `delay` ms (default 700), so they see the die and the piece first.
   */
  autoMove?: boolean | { delay?: number };
  /**
   * Sounds for rolls, moves, captures, jumps, flights and the win (default off), synthesised
   * with the Web Audio API. The audio starts on the person's first click or key press after
   * it is turned on, as browsers require; where there is no Web Audio the game stays silent.
   */
  sound?: boolean;
  /** Called with the events of every action applied here. */
  onEvents?: (events: GameEvent[], state: GameState) => void;
  /**
   * Called with the new session after every change the hook makes (an action, undo, redo,
   * a new game, the colour choice): plain JSON, to save the game where it stands. Not in
   * controlled mode, whose owner has the state.
   */
  onSessionChange?: (session: Session) => void;
  locale?: LocaleInput;
}

/**
 * Why the hook refused a command: the engine's or the session's code, or the hook's own in
 * controlled mode: CONTROLLED_GAME (undo, redo, reset and the colour choice are the owner's),
 * ACTION_PENDING (an action was sent and the owner has not answered), ACTION_REFUSED (the
 * owner's `onAction` returned false).
 */
export interface GameError {
  code: SessionErrorCode | "CONTROLLED_GAME" | "ACTION_PENDING" | "ACTION_REFUSED";
  message: string;
}

/** What `useFlyingChess` returns: the game, its commands and the prop getters. */
export interface UseFlyingChessResult {
  /** The game as it stands (in controlled mode, the last valid `state` given). */
  state: GameState;
  phase: Phase;
  currentPlayer: Color;
  /** Whether a person is to act now (false once the game is over). */
  isHumanTurn: boolean;
  /** The colours people play, in turn order. */
  humans: Color[];
  players: Partial<Record<Color, Player>>;
  /** Every legal move with the current roll, whoever is to play. */
  legalMoves: Move[];
  /** A person's roll: the game's own die, or `value` as a die thrown outside. */
  roll(value?: DieValue): boolean;
  /** A person's move of a piece (any piece of a stack moves it all). */
  move(piece: PieceId): boolean;
  /**
   * The engine's best move (`analyze`) for the person to move now, with its win chance;
   * null outside a person's move phase. Worked out when first read, once per state: the
   * search takes up to about 10 ms, too much for every render.
   */
  readonly hint: MoveAnalysis | null;
  /** Whether there is a hint to show: a person is to move a piece. */
  canShowHint: boolean;
  /**
   * Shows `hint` on the board (`getBoardProps` passes its move as `hint`) until the game
   * moves on; false when there is none to show.
   */
  showHint(): boolean;
  /** The hint `showHint` put on the board for this state, or null. */
  readonly shownHint: MoveAnalysis | null;
  /** Any engine action for the colour to play, person or robot. */
  dispatch(action: Action): boolean;
  /** Before the first roll, the one human takes this colour (its robot takes theirs). */
  selectColor(color: Color): boolean;
  canSelectColor: boolean;
  /** Back to the person's previous action; recorded dice are never re-rolled. */
  undo(): boolean;
  redo(): boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** A new game of the same variant, colours, rules and starting position. */
  reset(): boolean;
  record: GameRecord;
  /** The session underneath (engine's `Session`): plain JSON, for saving or a worker. */
  session: Session;
  /** The events of the last action. */
  events: readonly GameEvent[];
  /** Changes with every new batch of events. */
  eventKey: number;
  /** Every action so far, oldest first, with its actor and events. */
  log: readonly LogEntry[];
  /** The last action's events as sentences in the hook's language. */
  narration: string[];
  /** The last refused command, cleared by the next one that succeeds. */
  error: GameError | null;
  /** Controlled mode: an action was sent and the game's owner has not answered yet. */
  pending: boolean;
  /**
   * A saved game (`record`) or controlled `state` that was refused: a new game started in
   * its place, or the last valid state is still shown. Cleared by a valid state or a reset.
   */
  loadError: LoadError | null;
  animating: boolean;
  locale: LocalePack;
  board: Board;
  getBoardProps(user?: Partial<FlyingChessBoardProps>): FlyingChessBoardProps;
  /** Props for your own drawing of a piece; the board's own pieces use the very same. */
  getPieceProps: PieceControls["getPieceProps"];
  getDiceProps(user?: Partial<DiceProps>): DiceProps;
}

export interface LoadError extends SessionFailure {
  source: "record" | "state";
}

export const DEFAULT_ROBOT_PACE = 700;
/** How long auto-move waits before making a person's only move. */
export const DEFAULT_AUTO_MOVE_DELAY = 700;
const NO_EVENTS: readonly GameEvent[] = [];

/**
 * The headless heart of @flying/react: a thin adapter over the engine's
 * session (React state, the robot timer, the animation hand-shake and the
 * prop getters), for a game of any variant with humans and robots.
 */
export function useFlyingChess(options: UseFlyingChessOptions = {}): UseFlyingChessResult {
  const pack = useLocalePack(options.locale, "useFlyingChess");
  const robotPace = options.robotPace ?? DEFAULT_ROBOT_PACE;
  if (!isPace(robotPace)) {
    throw new FlyingPropError(
      "useFlyingChess",
      "robotPace",
      `must be milliseconds (0 or more), not ${String(robotPace)}`,
    );
  }
  const autoMoveDelay = autoMoveDelayOf(options.autoMove);
  const [own, setOwn] = useState<View>(() => {
    const start = initialSession(options);
    const loadError = start.error && { ...start.error, source: "record" as const };
    return { session: start.session, events: NO_EVENTS, error: null, loadError, sentAt: null };
  });
  const controlled = useControlledSession(options.state, own.session);
  const view: View = controlled
    ? {
        session: controlled.session,
        events: controlled.events,
        error: own.error,
        loadError: controlled.error && { ...controlled.error, source: "state" },
        sentAt: own.sentAt,
      }
    : own;
  const { session } = view;
  const game = session.game;

  const run = useCommands(view, setOwn, options, controlled !== null);
  const [animating, setAnimating] = useState(false);
  // The step length of the animation the board has just started for this batch (0: none),
  // set in the board's layout effect before the sound's effect reads it.
  const animationStep = useRef(0);
  useRobotTimer(session, robotPace, animating, run);
  useAutoMove(session, autoMoveDelay, animating, run);
  useGameSound(options.sound === true, view.events, session.step, animationStep);

  const phase = phaseOf(game);
  const isHumanTurn = isHumanTurnOf(session);
  const moves = useMemo(() => legalMoves(game), [game]);
  const humanMoves = isHumanTurn ? moves : NO_MOVES;
  const board = getBoard(game.variant);
  const at = session.step;

  const roll = useCallback(
    (value?: DieValue) => run(value === undefined ? { type: "roll" } : { type: "roll", value }),
    [run],
  );
  const move = useCallback((piece: PieceId) => run({ type: "move", piece }), [run]);
  // What a person clicked was drawn for this step of the session: a second click in the
  // same task, after the first changed the game (or a reset started another), is stale.
  const rollHere = useCallback(() => run({ type: "roll", at }), [run, at]);
  const moveHere = useCallback((piece: PieceId) => run({ type: "move", piece, at }), [run, at]);
  const dispatch = useCallback((action: Action) => run({ type: "play", action }), [run]);
  const selectColor = useCallback((color: Color) => run({ type: "selectColor", color }), [run]);

  const pieceControls = usePieceControls({
    state: game,
    movable: humanMoves,
    onMove: moveHere,
    pack,
    board,
  });
  // Worked out only when read: a record is the whole game, too much to build on every
  // action, and the expert's search takes up to about 10 ms.
  const recordOf = useOncePerState(game, toRecord);
  const bestOf = useOncePerState(game, (state) => analyze(state)[0] ?? null);
  const canShowHint = isHumanTurn && phase === "move";
  const hintOf = (): MoveAnalysis | null => (canShowHint ? bestOf() : null);
  // Keyed by the state object, not a step number: an undo and a new move can come back to
  // the same step with another game, and the hint shown was for this one alone.
  const [hintFor, setHintFor] = useState<GameState | null>(null);
  const shownHintOf = () => (hintFor === game ? hintOf() : null);
  const events = view.events;
  const eventKey = session.step;
  const onAnimationStart = useCallback(({ stepMs }: { stepMs: number }) => {
    animationStep.current = stepMs;
    setAnimating(true);
  }, []);
  const onAnimationEnd = useCallback(() => setAnimating(false), []);
  const isControlled = controlled !== null;

  return {
    state: game,
    phase,
    currentPlayer: game.turn,
    isHumanTurn,
    humans: humansOf(session),
    players: session.players,
    legalMoves: moves,
    roll,
    move,
    dispatch,
    get hint() {
      return hintOf();
    },
    canShowHint,
    showHint: () => {
      if (hintOf() === null) return false;
      setHintFor(game);
      return true;
    },
    get shownHint() {
      return shownHintOf();
    },
    selectColor,
    canSelectColor: !isControlled && canSelectColor(session),
    undo: () => run({ type: "undo" }),
    redo: () => run({ type: "redo" }),
    canUndo: !isControlled && canUndo(session),
    canRedo: !isControlled && canRedo(session),
    reset: () => run({ type: "reset", ...(options.seed !== undefined && { seed: options.seed }) }),
    get record() {
      return recordOf();
    },
    session,
    events: view.events,
    eventKey,
    log: session.log,
    get narration() {
      return events.map((event) => narrate(pack, board, event));
    },
    error: view.error,
    loadError: view.loadError,
    pending: isControlled && view.sentAt === session.step,
    animating,
    locale: pack,
    board,
    getBoardProps: (user = {}) => ({
      ...user,
      state: game,
      movable: humanMoves,
      events: view.events,
      eventKey,
      locale: user.locale ?? pack,
      onMove: chain(user.onMove, moveHere),
      onRoll: chain(user.onRoll, () => {
        if (isHumanTurn && phase === "roll") rollHere();
      }),
      onSelectColor: chain(user.onSelectColor, selectColor),
      onAnimationStart: chain(user.onAnimationStart, onAnimationStart),
      onAnimationEnd: chain(user.onAnimationEnd, onAnimationEnd),
      pieceControls,
      hint: user.hint === undefined ? (shownHintOf()?.move ?? null) : user.hint,
    }),
    getPieceProps: pieceControls.getPieceProps,
    getDiceProps: (user = {}) => ({
      ...user,
      value: lastRoll(game),
      disabled: user.disabled === true || !isHumanTurn || phase !== "roll",
      status: user.status ?? dieStatus(phase, isHumanTurn, user.disabled === true),
      waitingFor: user.waitingFor ?? turnText(pack, game.turn, playerOf(session, game.turn)),
      eventKey,
      locale: user.locale ?? pack,
      onRoll: chain(user.onRoll, rollHere),
    }),
  };
}

const NO_MOVES: Move[] = [];

function autoMoveDelayOf(option: UseFlyingChessOptions["autoMove"]): number | null {
  if (option === undefined || option === false) return null;
  const delay =
    option === true ? DEFAULT_AUTO_MOVE_DELAY : (option.delay ?? DEFAULT_AUTO_MOVE_DELAY);
  if (!isPace(delay)) {
    throw new FlyingPropError(
      "useFlyingChess",
      "autoMove",
      `delay must be milliseconds (0 or more), not ${String(delay)}`,
    );
  }
  return delay;
}

/** What the die waits for, so its label says what is true now. */
function dieStatus(phase: Phase, isHumanTurn: boolean, disabled: boolean): DieStatus {
  if (phase === "over") return "over";
  if (!isHumanTurn) return "waiting";
  if (phase === "move") return "move";
  return disabled ? "waiting" : "roll";
}

/** Whose turn it is, as the turn indicator says it: "Yellow (Classic robot) is playing". */
function turnText(pack: LocalePack, color: Color, player: Player): string {
  return player === "human"
    ? format(pack.ui.turn, { color: pack.colors[color] })
    : format(pack.ui.robotTurn, { color: pack.colors[color], robot: robotName(pack, player) });
}

/** A value of the game worked out when first read, and once per state object. */
function useOncePerState<T>(game: GameState, compute: (game: GameState) => T): () => T {
  const cache = useRef<{ game: GameState | null; value?: T }>({ game: null });
  return () => {
    if (cache.current.game !== game) cache.current = { game, value: compute(game) };
    return cache.current.value as T;
  };
}

/**
 * The user's callback first, then the library's, unless the user's returns false: the
 * callbacks' way of `preventDefault()`.
 */
function chain<A extends unknown[]>(
  user: ((...args: A) => unknown) | undefined,
  own: (...args: A) => unknown,
): (...args: A) => void {
  return (...args) => {
    if (user?.(...args) !== false) own(...args);
  };
}
