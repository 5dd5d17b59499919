import {
  type Action,
  apply,
  type Color,
  createGame,
  currentPlayer,
  fromRecord,
  type GameEvent,
  type GameRecord,
  type GameState,
  getBoard,
  lastRoll,
  legalMoves,
  type Move,
  type Phase,
  type PieceId,
  type Position,
  phase as phaseOf,
  pieces,
  type RecordedAction,
  type RobotId,
  type RuleOptions,
  robots,
  toRecord,
  type VariantId,
} from "@flying/engine";
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { pieceLabel } from "./board/labels.js";
import { FlyingPropError } from "./errors.js";
import { type LocaleInput, useLocalePack } from "./i18n/context.js";
import { narrate } from "./i18n/format.js";

export type Player = "human" | { robot: RobotId; pace?: number };

export interface UseFlyingChessOptions {
  variant?: VariantId;
  colors?: Color[];
  seed?: number;
  rules?: Partial<RuleOptions>;
  /** Start from this position (as `createGame`'s `position`). */
  position?: Position;
  /**
   * Who plays each colour. By default the first colour is human and the
   * others are the seeds' robot (the seeds' game); in controlled mode all are human.
   * Read when the hook mounts; `selectColor` changes it afterwards.
   */
  players?: Partial<Record<Color, Player>>;
  /** Milliseconds a robot waits before each action, so a person can follow; 0 acts at once. */
  robotPace?: number;
  /** A saved game to resume. */
  record?: GameRecord;
  /** Controlled mode: the game state, owned by a server or another store… */
  state?: GameState;
  /** …which receives every action the hook's user or robots take. */
  onAction?: (action: Action) => void;
  /** Called with the events of every action applied here. */
  onEvents?: (events: GameEvent[], state: GameState) => void;
  locale?: LocaleInput;
}

export interface GameError {
  code: string;
  message: string;
}

interface Timeline {
  state: GameState;
  /** The events of the last action. */
  events: GameEvent[];
  /** Grows by one on every action, so components can tell a new batch of events from a re-render. */
  eventKey: number;
  /** The events of every action so far, oldest first. */
  log: GameEvent[][];
  /** The record undo stepped back from, kept for redo until a new action branches off. */
  redo: GameRecord | null;
  players: Partial<Record<Color, Player>>;
}

export const DEFAULT_ROBOT_PACE = 700;

function initialGame(options: UseFlyingChessOptions): GameState {
  if (options.record) return fromRecord(options.record);
  return createGame({
    ...(options.variant && { variant: options.variant }),
    ...(options.colors && { colors: options.colors }),
    ...(options.seed !== undefined && { seed: options.seed }),
    ...(options.rules && { rules: options.rules }),
    ...(options.position && { position: options.position }),
  });
}

const isPace = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

/** The players option, each entry checked: a wrong one names the colour and what it should be. */
function checkPlayers(players: unknown, colors: readonly Color[]): Partial<Record<Color, Player>> {
  if (players === undefined) return {};
  if (typeof players !== "object" || players === null) {
    throw new FlyingPropError("useFlyingChess", "players", "must map colours to players");
  }
  for (const [color, player] of Object.entries(players)) {
    if (!colors.includes(color as Color)) {
      throw new FlyingPropError(
        "useFlyingChess",
        "players",
        `names ${color}, which is not in play (${colors.join(", ")})`,
      );
    }
    const robot =
      typeof player === "object" && player !== null
        ? (player as { robot?: unknown; pace?: unknown })
        : null;
    const valid =
      player === "human" ||
      (robot !== null &&
        typeof robot.robot === "string" &&
        Object.hasOwn(robots, robot.robot) &&
        (robot.pace === undefined || isPace(robot.pace)));
    if (!valid) {
      throw new FlyingPropError(
        "useFlyingChess",
        "players",
        `.${color} must be "human" or { robot: "${Object.keys(robots).join('" | "')}", pace?: milliseconds }`,
      );
    }
  }
  return players as Partial<Record<Color, Player>>;
}

function defaultPlayers(state: GameState, controlled: boolean): Partial<Record<Color, Player>> {
  const players: Partial<Record<Color, Player>> = {};
  state.colors.forEach((color, i) => {
    players[color] = controlled || i === 0 ? "human" : { robot: "classic" };
  });
  return players;
}

/**
 * The headless heart of @flying/react: a game of any variant with humans and
 * robots, undo and redo, and prop getters for people who draw their own UI.
 */
export function useFlyingChess(options: UseFlyingChessOptions = {}) {
  const controlled = options.state !== undefined;
  const [timeline, setTimeline] = useState<Timeline>(() => {
    const state = options.state ?? initialGame(options);
    return {
      state,
      events: [],
      eventKey: 0,
      // A controlled state's log is worked out from each state it is given, below.
      log: controlled ? [] : eventLog(toRecord(state)),
      redo: null,
      players: {
        ...defaultPlayers(state, controlled),
        ...checkPlayers(options.players, state.colors),
      },
    };
  });
  const [error, setError] = useState<GameError | null>(null);
  const [animating, setAnimating] = useState(false);
  const pack = useLocalePack(options.locale, "useFlyingChess");

  const state = options.state ?? timeline.state;
  const players = timeline.players;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const stateRef = useRef(state);
  stateRef.current = state;

  // A controlled state brings its own events, worked out while rendering (so the board never
  // shows a move finished before it animates it); the state it mounted with animates nothing.
  const mountedWith = useRef(options.state);
  // Idempotent, so safe during render: once the state has moved on, every state animates.
  if (options.state !== mountedWith.current) mountedWith.current = undefined;
  const controlledLog = useMemo(
    () => (options.state ? eventLog(toRecord(options.state)) : null),
    [options.state],
  );
  const log = controlledLog ?? timeline.log;
  const events =
    controlledLog && mountedWith.current === undefined
      ? (controlledLog.at(-1) ?? [])
      : timeline.events;
  const eventKey = controlledLog ? state.history.length : timeline.eventKey;

  const dispatch = useCallback((action: Action): boolean => {
    const result = apply(stateRef.current, action);
    if (!result.ok) {
      setError(result.error);
      return false;
    }
    setError(null);
    const { onAction, onEvents } = optionsRef.current;
    if (optionsRef.current.state !== undefined) {
      onAction?.(action);
      return true;
    }
    stateRef.current = result.state;
    setTimeline((t) => ({
      ...t,
      state: result.state,
      events: result.events,
      eventKey: t.eventKey + 1,
      log: [...t.log, result.events],
      redo: null,
    }));
    onAction?.(action);
    onEvents?.(result.events, result.state);
    return true;
  }, []);

  const currentColor = currentPlayer(state);
  const phase: Phase = phaseOf(state);
  const player = players[currentColor] ?? "human";
  const isHumanTurn = phase !== "over" && player === "human";
  const moves = useMemo(() => legalMoves(state), [state]);

  // Robots act by themselves, one action per timer: a cleared timer (unmount,
  // a new state, StrictMode's second effect run) never acts.
  const robotPace = options.robotPace ?? DEFAULT_ROBOT_PACE;
  if (!isPace(robotPace)) {
    throw new FlyingPropError(
      "useFlyingChess",
      "robotPace",
      `must be milliseconds (0 or more), not ${String(robotPace)}`,
    );
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new state is a new turn to take
  useEffect(() => {
    if (phase === "over" || animating || player === "human") return;
    const robot = robots[player.robot];
    const timer = setTimeout(() => dispatch(robot.act(stateRef.current)), player.pace ?? robotPace);
    return () => clearTimeout(timer);
  }, [state, phase, animating, player, robotPace, dispatch]);

  // A person's roll and move: refused on a robot's turn (the robots act through dispatch).
  const asHuman = useCallback(
    (action: Action): boolean => {
      if (isHumanTurn || phase === "over") return dispatch(action);
      setError({
        code: "NOT_HUMAN_TURN",
        message: `it is ${currentColor}'s turn, and a robot plays ${currentColor}`,
      });
      return false;
    },
    [isHumanTurn, phase, currentColor, dispatch],
  );
  const roll = useCallback(
    (value?: number) => asHuman(value === undefined ? { type: "roll" } : { type: "roll", value }),
    [asHuman],
  );
  const move = useCallback((piece: PieceId) => asHuman({ type: "move", piece }), [asHuman]);

  const humans = state.colors.filter((color) => (players[color] ?? "human") === "human");
  // The seeds' "pick your colour": one human among robots, before the first roll.
  const canSelectColor = !controlled && state.history.length === 0 && humans.length === 1;
  const selectColor = useCallback(
    (color: Color): boolean => {
      if (!canSelectColor || !state.colors.includes(color)) return false;
      setTimeline((t) => {
        const human = state.colors.find((c) => (t.players[c] ?? "human") === "human");
        if (!human || human === color) return t;
        // The human and the chosen colour's robot swap seats; the robot keeps its kind and pace.
        return { ...t, players: { ...t.players, [color]: "human", [human]: t.players[color] } };
      });
      return true;
    },
    [canSelectColor, state.colors],
  );

  // Undo and redo step between the points where a human acted; the dice replay as recorded.
  const humanPoints = useCallback(
    ({ steps }: Replayed) =>
      steps.flatMap(({ actor }, i) =>
        (timeline.players[actor] ?? "human") === "human" ? [i] : [],
      ),
    [timeline.players],
  );
  const canUndo = !controlled && state.history.length > 0;
  const canRedo =
    !controlled && timeline.redo !== null && timeline.redo.actions.length > state.history.length;
  const undo = useCallback(() => {
    if (!canUndo) return false;
    setError(null);
    const at = stateRef.current.history.length;
    // The furthest record seen stays for redo: the current one is a prefix of it.
    const redo =
      timeline.redo && timeline.redo.actions.length > at
        ? timeline.redo
        : toRecord(stateRef.current);
    const replayed = replay(redo);
    const target =
      humanPoints(replayed)
        .filter((i) => i < at)
        .at(-1) ?? 0;
    setTimeline((t) => ({
      ...t,
      state: stateAt(replayed, target),
      events: [],
      eventKey: t.eventKey + 1,
      log: t.log.slice(0, target),
      redo,
    }));
    return true;
  }, [canUndo, humanPoints, timeline.redo]);
  const redo = useCallback(() => {
    const record = timeline.redo;
    if (!canRedo || !record) return false;
    setError(null);
    const at = stateRef.current.history.length;
    const replayed = replay(record);
    const target = humanPoints(replayed).find((i) => i > at) ?? record.actions.length;
    setTimeline((t) => ({
      ...t,
      state: stateAt(replayed, target),
      events: [],
      eventKey: t.eventKey + 1,
      log: replayed.steps.slice(0, target).map((step) => step.events),
    }));
    return true;
  }, [canRedo, humanPoints, timeline.redo]);

  const reset = useCallback(() => {
    if (optionsRef.current.state !== undefined) return;
    // A new game of the same setup: variant, colours and rules (a resumed game's too).
    const { variant, colors, rules } = stateRef.current;
    const fresh = initialGame({ ...optionsRef.current, record: undefined, variant, colors, rules });
    setTimeline((t) => ({
      ...t,
      state: fresh,
      events: [],
      eventKey: t.eventKey + 1,
      log: [],
      redo: null,
    }));
    setError(null);
  }, []);

  const board = getBoard(state.variant);
  const record = useMemo(() => toRecord(state), [state]);
  const movableById = useMemo(() => {
    const map = new Map<PieceId, Move>();
    if (isHumanTurn) for (const m of moves) for (const p of m.pieces) map.set(p, m);
    return map;
  }, [moves, isHumanTurn]);

  const narration = useMemo(
    () => events.map((event) => narrate(pack, board, event)),
    [events, pack, board],
  );

  const views = useMemo(() => new Map(pieces(state).map((view) => [view.id, view])), [state]);
  const getPieceProps = (piece: PieceId) => {
    const view = views.get(piece);
    if (!view)
      throw new FlyingPropError("getPieceProps", "piece", `${piece} is not a piece in play`);
    const movable = movableById.get(piece);
    return {
      role: "button" as const,
      tabIndex: movable ? 0 : -1,
      "aria-label": pieceLabel(pack, board, view, movable),
      "aria-disabled": !movable,
      onClick: () => {
        if (movable) move(piece);
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (movable && (event.key === "Enter" || event.key === " ")) {
          event.preventDefault();
          move(piece);
        }
      },
    };
  };

  const getDiceProps = () => ({
    value: lastRoll(state),
    disabled: !isHumanTurn || phase !== "roll",
    onRoll: () => roll(),
    eventKey,
    locale: pack,
  });

  const getBoardProps = () => ({
    state,
    movable: isHumanTurn ? moves : [],
    onMove: move,
    events,
    eventKey,
    onAnimationStart: () => setAnimating(true),
    onAnimationEnd: () => setAnimating(false),
    locale: pack,
  });

  return {
    state,
    phase,
    currentPlayer: currentColor,
    isHumanTurn,
    humans,
    players,
    legalMoves: moves,
    roll,
    move,
    dispatch,
    selectColor,
    canSelectColor,
    undo,
    redo,
    canUndo,
    canRedo,
    reset,
    record,
    events,
    eventKey,
    log,
    narration,
    error,
    animating,
    locale: pack,
    board,
    getBoardProps,
    getPieceProps,
    getDiceProps,
  };
}

export type FlyingChessGame = ReturnType<typeof useFlyingChess>;

function actionOf(recorded: RecordedAction): Action {
  if (recorded.type === "move") return recorded;
  return recorded.given ? { type: "roll", value: recorded.value } : { type: "roll" };
}

interface Replayed {
  start: GameState;
  /** For each action: the colour that took it, what happened, and the state after it. */
  steps: { actor: Color; events: GameEvent[]; after: GameState }[];
}

/** A record replayed once through the engine, for undo, redo and the log. */
function replay(record: GameRecord): Replayed {
  const start = fromRecord(record, { actions: 0 });
  const steps: Replayed["steps"] = [];
  let state = start;
  for (const recorded of record.actions) {
    const result = apply(state, actionOf(recorded));
    if (!result.ok) break;
    steps.push({ actor: state.turn, events: result.events, after: result.state });
    state = result.state;
  }
  return { start, steps };
}

const stateAt = ({ start, steps }: Replayed, actions: number): GameState =>
  actions === 0 ? start : (steps[actions - 1]?.after ?? start);

/** The events of each of the first `count` actions of a record. */
function eventLog(record: GameRecord, count = record.actions.length): GameEvent[][] {
  return replay(record)
    .steps.slice(0, count)
    .map((step) => step.events);
}
