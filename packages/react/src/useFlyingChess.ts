"use client";
import {
  type Action,
  type Board,
  type Color,
  type ColorOf,
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
  type Phase,
  type PieceId,
  type Player,
  phase as phaseOf,
  type Session,
  type SessionErrorCode,
  type SessionFailure,
  toRecord,
  type VariantId,
} from "@flying/engine";
// The levelled robots and analyze (the hints): loading them lets every setup seat any level.
import { analyze, type MoveAnalysis } from "@flying/engine/robots";
import { useCallback, useMemo, useRef, useState } from "react";
import type { FlyingChessBoardProps } from "./board/FlyingChessBoard.js";
import { type PieceControls, usePieceControls } from "./board/pieceControls.js";
import type { DiceProps, DieStatus } from "./Dice.js";
import { FlyingPropError } from "./errors.js";
import { type LocaleInput, useLocalePack } from "./i18n/context.js";
import { format, narrate, robotName } from "./i18n/format.js";
import type { LocalePack } from "./i18n/types.js";
import { initialSession, isPace } from "./session/initial.js";
import { DEFAULT_AUTO_MOVE_DELAY, DEFAULT_ROBOT_PACE } from "./session/timing.js";
import { useAutoMove } from "./session/useAutoMove.js";
import { useCommands, type View } from "./session/useCommands.js";
import { useControlledSession } from "./session/useControlledSession.js";
import { useRobotTimer } from "./session/useRobotTimer.js";
import { useSeats } from "./session/useSeats.js";
import { useGameSound } from "./sound/useGameSound.js";

export type { Player } from "@flying/engine";
export type { MoveAnalysis } from "@flying/engine/robots";

/**
 * The game the hook sets up, for variant `V`: `createGame`'s config (`variant`, its own
 * `colors`, `rules` and `position`, and `seed`), with the seats and a saved game. The rule
 * options are the variant's (@flying/engine's docs/RULES.md §1.5, §2.8, §3.4), a position as
 * its §5 gives it.
 *
 * @example
 * ```tsx
 * import type { UseFlyingChessSetupOf } from "@flying/react";
 *
 * const setup: UseFlyingChessSetupOf<"aeroplane"> = {
 *   variant: "aeroplane",
 *   rules: { takeoff: "six", stacking: false },
 *   players: { red: "human", yellow: { robot: "expert" } },
 * };
 * ```
 */
export type UseFlyingChessSetupOf<V extends VariantId> = ConfigOf<V> & {
  /**
   * Who plays each colour. By default the first colour is human and the
   * others are the seeds' robot (the seeds' game); in controlled mode all are human.
   * Read when the hook mounts; `selectColor` changes it afterwards. A robot seat's own `pace`
   * wins over `robotPace`; the robots are those of @flying/engine's docs/RULES.md §4. In controlled mode with
   * `local`, read on every render instead, and only shown: the owner plays every robot.
   *
   * @default the first colour "human", the others `{ robot: "classic" }` (all "human" in controlled mode)
   */
  players?: Partial<Record<ColorOf<V>, Player>>;
  /**
   * A saved game to resume (`toRecord`, or `useFlyingChess().record`); a corrupt one is
   * reported in `loadError` and a new game starts. A record keeps the game, not the seats:
   * pass `players` again.
   */
  record?: GameRecord;
};

/**
 * The game the hook sets up: one per variant, discriminated on `variant` (as `GameConfig`).
 *
 * @example
 * ```tsx
 * import type { UseFlyingChessSetup } from "@flying/react";
 *
 * const games: UseFlyingChessSetup[] = [
 *   { variant: "chessboard", colors: ["white", "black"], seed: 42 },
 *   { variant: "flying-chess", rules: { bonusRollOnSix: true } },
 * ];
 * ```
 */
export type UseFlyingChessSetup = UseFlyingChessSetupOf<VariantId>;

/**
 * `useFlyingChess`'s options: the game to set up (per variant) and the hook's own. All are
 * optional: with none it is the seeds' game, Flying Chess, a person (red) against three
 * `classic` robots.
 *
 * @example
 * ```tsx
 * import type { UseFlyingChessOptions } from "@flying/react";
 *
 * const options: UseFlyingChessOptions = {
 *   variant: "aeroplane",
 *   players: { red: "human", green: "human" },
 *   robotPace: 400,
 *   autoMove: true,
 * };
 * ```
 */
export type UseFlyingChessOptions<V extends VariantId = VariantId> = UseFlyingChessSetupOf<V> &
  UseFlyingChessHookOptions<V>;

/**
 * The hook's options other than the game's setup; `UseFlyingChessHookOptions<V>` those of a
 * game of variant `V` (its state, colours and session).
 *
 * @example
 * ```tsx
 * import { type UseFlyingChessHookOptions, useFlyingChess } from "@flying/react";
 *
 * const own: UseFlyingChessHookOptions = { robotPace: 0, sound: true, locale: "en" };
 * export function Fast() {
 *   const game = useFlyingChess({ variant: "chessboard", ...own });
 *   return <p>{game.narration.join(" ")}</p>;
 * }
 * ```
 */
export interface UseFlyingChessHookOptions<V extends VariantId = VariantId> {
  /**
   * Milliseconds a robot waits before each action, so a person can follow; 0 acts at once.
   * A seat's own `pace` wins. Not milliseconds (negative, NaN) is a `FlyingPropError`.
   *
   * @default 700 (`DEFAULT_ROBOT_PACE`)
   */
  robotPace?: number;
  /**
   * Controlled mode: the game state, owned by a server or another store… A state that is
   * not a valid game is refused (`loadError`, `source: "state"`) and the last valid one shown.
   */
  state?: GameState<V>;
  /**
   * …which receives every action the hook's user or robots take. In controlled mode the
   * hook sends one action and waits for a new `state`; return false to say the action was
   * refused, and the hook lets the next one through. An owner that answers later (a server)
   * returns a promise: settling to false, or rejecting, is a refusal (`ACTION_REFUSED`) that
   * lets the next action through, if the game has not moved on meanwhile; any other value
   * waits for the new `state` as ever.
   */
  onAction?: (
    action: Action,
    // biome-ignore lint/suspicious/noConfusingVoidType: a callback that returns nothing is the usual case
  ) => boolean | void | PromiseLike<boolean | void>;
  /**
   * Controlled mode: the colours this hook's user plays; the others are played elsewhere (a
   * server's other clients, its robots). Read on every render. Only on a local colour's turn
   * is a person to act here (`isHumanTurn`, the movable pieces, the die, the hint, auto-move);
   * a command on another's turn is refused with `NOT_LOCAL_TURN` before `onAction`. `players`
   * is read on every render too and only shown (by default every colour a person's): no
   * robot plays here, the owner runs them all. `humans` are the local colours people play.
   * `[]`: a spectator. Give it from the first render; ignored outside controlled mode.
   *
   * @default every colour is played here (and the robots of `players` by the hook)
   */
  local?: readonly ColorOf<V>[];
  /**
   * Controlled mode: nobody can act here for now (the connection to the owner is down, the
   * game has not started). The game is shown as it is, but no one is to act (`isHumanTurn`
   * false, the die waits, no piece moves, no robot plays here) and every game action is
   * refused with `PAUSED` before `onAction`. Read on every render.
   *
   * @default false
   */
  paused?: boolean;
  /**
   * Make a person's move for them when their roll leaves exactly one legal move (default
   * off): after a pause of `delay` ms (default 700), so they see the die and the piece first.
   *
   * @default false (and `delay` 700, `DEFAULT_AUTO_MOVE_DELAY`)
   */
  autoMove?: boolean | { delay?: number };
  /**
   * Sounds for rolls, moves, captures, jumps, flights and the win (default off), synthesised
   * with the Web Audio API. The audio starts on the person's first click or key press after
   * it is turned on, as browsers require; where there is no Web Audio the game stays silent.
   *
   * @default false
   */
  sound?: boolean;
  /**
   * Called with the events of every action applied here. (Methods, as `onSessionChange`:
   * one game's options are any game's options.)
   */
  onEvents?(events: GameEvent[], state: GameState<V>): void;
  /**
   * Called with the new session after every change the hook makes (an action, undo, redo,
   * a new game, the colour choice): plain JSON, to save the game where it stands. Not in
   * controlled mode, whose owner has the state.
   */
  onSessionChange?(session: Session<V>): void;
  /**
   * The language of `narration`, of the die's and board's words through the prop getters,
   * and of `locale` in the result: a code whose pack is loaded (`"zh"` after
   * `import "@flying/react/locales/zh"`) or a pack.
   *
   * @default the `<FlyingLocaleProvider>`'s, else English
   */
  locale?: LocaleInput;
}

/**
 * Why the hook refused a command: the engine's or the session's code, or the hook's own in
 * controlled mode: CONTROLLED_GAME (undo, redo, reset and the colour choice are the owner's),
 * ACTION_PENDING (an action was sent and the owner has not answered), ACTION_REFUSED (the
 * owner's `onAction` returned false, or its promise settled so), NOT_LOCAL_TURN (the colour
 * to play is not one of `local`: it is played elsewhere), PAUSED (`paused`). The messages
 * are English, for developers: a UI words the codes it shows in its own language.
 *
 * @example
 * ```tsx
 * import { useFlyingChess } from "@flying/react";
 *
 * export function Refusals() {
 *   const game = useFlyingChess({ variant: "aeroplane" });
 *   // e.g. "NOT_HUMAN_TURN: …" after a click on a robot's turn
 *   return game.error && <p role="alert">{`${game.error.code}: ${game.error.message}`}</p>;
 * }
 * ```
 */
export interface GameError {
  code:
    | SessionErrorCode
    | "CONTROLLED_GAME"
    | "ACTION_PENDING"
    | "ACTION_REFUSED"
    | "NOT_LOCAL_TURN"
    | "PAUSED";
  message: string;
}

/**
 * What `useFlyingChess` returns: the game, its commands and the prop getters; a new object on
 * every render. Each command returns true when it was carried out and false when it was
 * refused (the reason is then in `error`). `UseFlyingChessResult<V>` is a game of variant
 * `V` (its state, colours, seats, session and log that variant's), as the hook gives it for
 * a `variant` or a `state` it knows by type.
 *
 * @example
 * ```tsx
 * import { type UseFlyingChessResult, useFlyingChess } from "@flying/react";
 *
 * function UndoButton({ game }: { game: UseFlyingChessResult }) {
 *   return <button type="button" onClick={game.undo} disabled={!game.canUndo}>Undo</button>;
 * }
 * export function Game() {
 *   const game = useFlyingChess({ variant: "chessboard" });
 *   return <UndoButton game={game} />;
 * }
 * ```
 */
export interface UseFlyingChessResult<V extends VariantId = VariantId> {
  /** The game as it stands (in controlled mode, the last valid `state` given). */
  state: GameState<V>;
  /** "roll", "move" or "over". */
  phase: Phase;
  /** The colour to play (`state.turn`). */
  currentPlayer: ColorOf<V>;
  /**
   * Whether a person is to act now, here (false once the game is over; with `local`, only on
   * a local colour's turn; false while `paused`).
   */
  isHumanTurn: boolean;
  /** The colours people play, in turn order (with `local`, the local ones). */
  humans: ColorOf<V>[];
  /** Who plays each colour: "human" or `{ robot, pace? }` (with `local`, as `players` says now). */
  players: Partial<Record<ColorOf<V>, Player>>;
  /** Every legal move with the current roll, whoever is to play: check `isHumanTurn` first. */
  legalMoves: Move[];
  /**
   * A person's roll: the game's own die, or `value` as a die thrown outside. Refused with
   * `NOT_HUMAN_TURN` on a robot's turn. Not pinned to a step, as the getters' clicks are.
   */
  roll(value?: DieValue): boolean;
  /** A person's move of a piece (any piece of a stack moves it all); `NOT_HUMAN_TURN` on a robot's turn. */
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
  selectColor(color: ColorOf<V>): boolean;
  /** Whether `selectColor` would be carried out now (false in controlled mode). */
  canSelectColor: boolean;
  /** Back to the person's previous action; recorded dice are never re-rolled. */
  undo(): boolean;
  /** Forward again after an undo, the dice as recorded. */
  redo(): boolean;
  /** Whether there is an action to undo (false in controlled mode). */
  canUndo: boolean;
  /** Whether there is an undone action to redo (false in controlled mode). */
  canRedo: boolean;
  /** A new game of the same variant, colours, rules and starting position (and `seed`, if given). */
  reset(): boolean;
  /** The game as a versioned JSON `GameRecord` (`toRecord`), built when read. */
  record: GameRecord;
  /** The session underneath (engine's `Session`): plain JSON, for saving or a worker. */
  session: Session<V>;
  /** The events of the last action. */
  events: readonly GameEvent[];
  /** Changes with every new batch of events. */
  eventKey: number;
  /** Every action so far, oldest first, with its actor and events. */
  log: readonly LogEntry<V>[];
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
  /** The board is playing a move's animation; robots wait for it to end. */
  animating: boolean;
  /** The pack the hook speaks (its `locale` option resolved). */
  locale: LocalePack;
  /** The variant's board (`getBoard(state.variant)`). */
  board: Board;
  /**
   * Every prop `<FlyingChessBoard>` needs, with yours merged in: your callbacks (`onMove`,
   * `onRoll`…) run first, and one that returns false keeps the library's out.
   */
  getBoardProps(user?: Partial<FlyingChessBoardProps<V>>): FlyingChessBoardProps<V>;
  /** Props for your own drawing of a piece; the board's own pieces use the very same. */
  getPieceProps: PieceControls["getPieceProps"];
  /**
   * Every prop `<Dice>` needs, with yours merged in: your `onClick` runs before the roll
   * (`preventDefault()` keeps it out), your `onRoll` too (returning false keeps it out).
   */
  getDiceProps(user?: Partial<DiceProps>): DiceProps;
}

/**
 * A saved game or a controlled state the hook refused (`useFlyingChess().loadError`): the
 * session's `{ code, message }`, and which of the two it was.
 *
 * @example
 * ```tsx
 * import type { GameRecord } from "@flying/engine";
 * import { useFlyingChess } from "@flying/react";
 *
 * export function Resume({ saved }: { saved: GameRecord }) {
 *   const game = useFlyingChess({ variant: "aeroplane", record: saved });
 *   if (game.loadError?.source === "record") console.warn(game.loadError.message);
 *   return null;
 * }
 * ```
 */
export interface LoadError extends SessionFailure {
  /** "record": the `record` did not load, a new game started; "state": a controlled `state` was refused. */
  source: "record" | "state";
}

const NO_EVENTS: readonly GameEvent[] = [];

/**
 * The headless heart of @flying/react: a thin adapter over the engine's
 * session (React state, the robot timer, the animation hand-shake and the
 * prop getters), for a game of any variant with humans and robots.
 *
 * In controlled mode (`state` and `onAction`) a server or store owns the game; `local` says
 * which colours this hook's user plays there, the others played elsewhere (as
 * `useFlyingChessRoom` does for an online room), and `paused` that nobody acts for now.
 *
 * It loads `@flying/engine/robots` (its hints are `analyze`'s), so `players` may seat any
 * robot level.
 *
 * A client hook (its module is "use client"). A bad option is thrown while rendering: a
 * `FlyingPropError` (`robotPace`, `autoMove`, `players`, `local`, `locale`) or the engine's
 * `RuleError` (`variant`, `colors`, `seed`, `rules`, `position`). A refused command is
 * returned (false) and kept in `error`.
 *
 * @example
 * ```tsx
 * import type { Action, GameState } from "@flying/engine";
 * import { Dice, FlyingChessBoard, useFlyingChess } from "@flying/react";
 *
 * export function MyGame() {
 *   const game = useFlyingChess({ variant: "aeroplane", players: { blue: { robot: "expert" } } });
 *   return (
 *     <>
 *       <FlyingChessBoard {...game.getBoardProps()} keyboardShortcuts />
 *       <Dice {...game.getDiceProps()} />
 *     </>
 *   );
 * }
 *
 * // Controlled: a server owns the game, this user plays blue, the others play elsewhere.
 * export function Seat({ state, send }: { state: GameState; send: (a: Action) => Promise<boolean> }) {
 *   const game = useFlyingChess({ state, onAction: send, local: ["blue"] });
 *   return <Dice {...game.getDiceProps()} />;
 * }
 * ```
 */
export function useFlyingChess<V extends VariantId>(
  options: UseFlyingChessOptions<V> & { variant: V },
): UseFlyingChessResult<V>;
/** The seeds' game, Flying Chess, when no variant (nor record) says another. */
export function useFlyingChess(
  options?: UseFlyingChessOptions<"flying-chess"> & { record?: undefined; state?: undefined },
): UseFlyingChessResult<"flying-chess">;
/** Controlled mode: a game of the `state`'s variant. */
export function useFlyingChess<V extends VariantId>(
  options: UseFlyingChessHookOptions<V> & {
    state: GameState<V>;
    variant?: V;
    players?: Partial<Record<ColorOf<V>, Player>>;
  },
): UseFlyingChessResult<V>;
/** A saved game (its variant the record's), or options whose variant is known only at run time. */
export function useFlyingChess(options?: UseFlyingChessOptions): UseFlyingChessResult;
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
  const game = view.session.game;
  // The session as shown: with `local`, its seats are `players` as given on this render.
  const { shown: session, seating } = useSeats(view.session, options, controlled !== null);
  const { local, paused } = seating;
  // Whether the colour to play is played here, by a person or a robot (always, without `local`).
  const playedHere = !paused && (local === null || local.includes(game.turn));

  const run = useCommands(view, setOwn, options, controlled !== null, seating);
  const [animating, setAnimating] = useState(false);
  // The step length of the animation the board has just started for this batch (0: none),
  // set in the board's layout effect before the sound's effect reads it.
  const animationStep = useRef(0);
  // With `local` (or paused), the game's owner plays the robots: none plays here.
  useRobotTimer(session, robotPace, animating, run, local === null && !paused);
  useAutoMove(session, playedHere ? autoMoveDelay : null, animating, run);
  useGameSound(options.sound === true, view.events, session.step, animationStep);

  const phase = phaseOf(game);
  const isHumanTurn = playedHere && isHumanTurnOf(session);
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
    humans: local === null ? humansOf(session) : humansOf(session).filter((c) => local.includes(c)),
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
      waitingFor:
        user.waitingFor ?? turnText(pack, game.turn, session.players[game.turn] ?? "human"),
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
