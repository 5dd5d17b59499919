/**
 * A whole game session beyond the rules: who sits in each seat, the robots'
 * next actions, undo and redo to the humans' decision points, reset, choosing
 * a colour before the first roll, and the event log. Pure and plain JSON like
 * the game state, with no timers: a browser, a worker and a server drive it
 * the same way, each with its own clock.
 */
import { quote, RuleError } from "./errors.js";
import { apply, createGame } from "./game.js";
import { fromRecord, type GameRecord, type RecordedAction, toRecord } from "./record.js";
import { type RobotId, robots } from "./robots.js";
import type { Action, Color, ErrorCode, GameEvent, GameState, PieceId, Position } from "./types.js";
import { validateState } from "./validate.js";

/** Who plays a colour. `pace` is for hosts that time their robots; the session never waits. */
export type Player = "human" | { robot: RobotId; pace?: number };

/** One action of the game, with the colour that took it and what happened. */
export interface LogEntry {
  actor: Color;
  action: Action;
  events: GameEvent[];
}

export interface Session {
  /** The game as it stands. */
  game: GameState;
  /** The game the log starts from: `log` replayed on it gives `game`. */
  start: GameState;
  /** Every colour in play and who plays it. */
  players: Partial<Record<Color, Player>>;
  /** One entry per action since `start`, oldest first. */
  log: LogEntry[];
  /** The actions undo stepped back over, next first, kept for redo until a new action branches off. */
  redo: LogEntry[];
  /** Grows by one on every change of the game, so a UI tells a new batch of events from a re-render. */
  step: number;
}

export interface SessionConfig {
  variant?: GameState["variant"];
  colors?: readonly Color[];
  seed?: number;
  rules?: GameState["rules"];
  position?: Position;
  /** A saved game to resume (its setup wins over the options above). */
  record?: GameRecord;
  /** By default the first colour is human and the others the seeds' robot (RULES.md §1). */
  players?: Partial<Record<Color, Player>>;
}

export type SessionCommand =
  /** A person's roll; `at` is the number of actions the game had when they acted. */
  | { type: "roll"; value?: number; at?: number }
  /** A person's move. */
  | { type: "move"; piece: PieceId; at?: number }
  /** The robot whose turn it is takes its next action. */
  | { type: "robot" }
  /** Any game action for the colour to play, whoever sits there: for hosts that check seats themselves. */
  | { type: "play"; action: Action }
  | { type: "undo" }
  | { type: "redo" }
  /** A new game of the same setup; without a seed, a random one. */
  | { type: "reset"; seed?: number }
  /** Before the first roll, the one human takes this colour's seat (its robot takes theirs). */
  | { type: "selectColor"; color: Color }
  /** Adopt a game state owned elsewhere (a server, a store), growing the log to it. */
  | { type: "sync"; game: GameState };

export type SessionErrorCode =
  | ErrorCode
  | "INVALID_COMMAND"
  | "INVALID_PLAYERS"
  | "NOT_HUMAN_TURN"
  | "NOT_ROBOT_TURN"
  | "STALE_COMMAND"
  | "NOTHING_TO_UNDO"
  | "NOTHING_TO_REDO"
  | "COLOR_LOCKED";

export interface SessionFailure {
  code: SessionErrorCode;
  message: string;
}

export type CommandResult =
  | { ok: true; session: Session; events: GameEvent[] }
  | { ok: false; error: SessionFailure };

/** Thrown by `createSession` and `reduceSession`; `code` is stable, `message` names what was wrong. */
export class SessionError extends Error {
  readonly code: SessionErrorCode;

  constructor(code: SessionErrorCode, message: string) {
    super(message);
    this.name = "SessionError";
    this.code = code;
  }
}

function refuse(code: SessionErrorCode, message: string): never {
  throw new SessionError(code, message);
}

/** A new session; throws a RuleError on bad game options and a SessionError on bad players. */
export function createSession(config: SessionConfig = {}): Session {
  const { players, record, ...options } = config;
  if (record !== undefined) {
    const replayed = replay(record);
    return {
      game: replayed.steps.at(-1)?.state ?? replayed.start,
      start: replayed.start,
      players: seatPlayers(replayed.start.colors, players),
      log: replayed.steps.map(({ actor, action, events }) => ({ actor, action, events })),
      redo: [],
      step: 0,
    };
  }
  const game = createGame(options);
  return {
    game,
    start: game,
    players: seatPlayers(game.colors, players),
    log: [],
    redo: [],
    step: 0,
  };
}

/** Carries out a command. Never throws: a refused command gives `{ ok: false, error }`. */
export function applyCommand(session: Session, command: SessionCommand): CommandResult {
  try {
    const events: GameEvent[] = [];
    return { ok: true, session: run(session, command, events), events };
  } catch (error) {
    if (error instanceof SessionError || error instanceof RuleError)
      return { ok: false, error: { code: error.code, message: error.message } };
    return { ok: false, error: { code: "INTERNAL", message: "the session failed unexpectedly" } };
  }
}

/** The next session, for `useReducer` and the like; throws a SessionError on a refused command. */
export function reduceSession(session: Session, command: SessionCommand): Session {
  const result = applyCommand(session, command);
  if (!result.ok) throw new SessionError(result.error.code, result.error.message);
  return result.session;
}

function run(session: Session, raw: SessionCommand, events: GameEvent[]): Session {
  const command = readCommand(raw);
  switch (command.type) {
    case "roll":
    case "move":
      return asHuman(session, command, events);
    case "robot": {
      const robot = robotToAct(session);
      if (robot === null) refuse("NOT_ROBOT_TURN", `no robot plays ${session.game.turn} now`);
      return play(session, robots[robot].act(session.game), events);
    }
    case "play":
      return play(session, command.action, events);
    case "undo":
      return undo(session);
    case "redo":
      return redo(session, events);
    case "reset":
      return reset(session, command.seed);
    case "selectColor":
      return selectColor(session, command.color);
    case "sync":
      return sync(session, command.game, events);
  }
}

/** The fields of each command; the engine checks their values when it plays them. */
const COMMAND_FIELDS: Record<SessionCommand["type"], readonly string[]> = {
  roll: ["value", "at"],
  move: ["piece", "at"],
  robot: [],
  play: ["action"],
  undo: [],
  redo: [],
  reset: ["seed"],
  selectColor: ["color"],
  sync: ["game"],
};

/**
 * A private copy of a command from outside, each field read once: a getter that throws
 * or changes its answer, or a Proxy, is the command's fault and cannot reach the rules.
 */
function readCommand(raw: unknown): SessionCommand {
  const read = (key: string): unknown => {
    try {
      return (raw as Record<string, unknown>)[key];
    } catch {
      return refuse("INVALID_COMMAND", `the command's ${key} cannot be read`);
    }
  };
  if (typeof raw !== "object" || raw === null)
    refuse("INVALID_COMMAND", "a command is an object such as { type: 'roll' }");
  const type = read("type");
  if (typeof type !== "string" || !Object.hasOwn(COMMAND_FIELDS, type))
    refuse("INVALID_COMMAND", `unknown command type ${quote(type)}`);
  const command: Record<string, unknown> = { type };
  for (const key of COMMAND_FIELDS[type as SessionCommand["type"]]) {
    const value = read(key);
    if (value !== undefined) command[key] = value;
  }
  return command as SessionCommand;
}

function asHuman(
  session: Session,
  command: Extract<SessionCommand, { type: "roll" | "move" }>,
  events: GameEvent[],
): Session {
  const { game } = session;
  if (command.at !== undefined && command.at !== game.history.length) {
    refuse(
      "STALE_COMMAND",
      `the ${command.type} was meant for action ${quote(command.at)}, but the game is at action ${game.history.length}`,
    );
  }
  if (!game.over && playerOf(session, game.turn) !== "human")
    refuse("NOT_HUMAN_TURN", `it is ${game.turn}'s turn, and a robot plays ${game.turn}`);
  const action: Action =
    command.type === "move"
      ? { type: "move", piece: command.piece }
      : command.value === undefined
        ? { type: "roll" }
        : { type: "roll", value: command.value };
  return play(session, action, events);
}

/** Applies one game action, logging it; any action branches off what redo kept. */
function play(session: Session, action: Action, events: GameEvent[]): Session {
  const result = apply(session.game, action);
  if (!result.ok) throw new SessionError(result.error.code, result.error.message);
  for (const event of result.events) events.push(event);
  const log = session.log.slice();
  log.push({ actor: session.game.turn, action, events: result.events });
  // Built field by field: on this hot path an object spread costs more than the rules.
  return {
    game: result.state,
    start: session.start,
    players: session.players,
    log,
    redo: [],
    step: session.step + 1,
  };
}

/** Indices of the log's actions a human took: the points undo and redo stop at. */
function isHumanPoint(session: Session, entry: LogEntry | undefined): boolean {
  return entry !== undefined && playerOf(session, entry.actor) === "human";
}

function undo(session: Session): Session {
  const { log } = session;
  if (log.length === 0) refuse("NOTHING_TO_UNDO", "there is no action to take back");
  let target = log.length - 1;
  while (target > 0 && !isHumanPoint(session, log[target])) target--;
  let game = session.start;
  for (let i = 0; i < target; i++) game = replayAction(game, (log[i] as LogEntry).action);
  return {
    ...session,
    game,
    log: log.slice(0, target),
    redo: [...log.slice(target), ...session.redo],
    step: session.step + 1,
  };
}

function redo(session: Session, events: GameEvent[]): Session {
  const { redo: future } = session;
  if (future.length === 0) refuse("NOTHING_TO_REDO", "there is no undone action to play again");
  let count = 1;
  while (count < future.length && !isHumanPoint(session, future[count])) count++;
  let game = session.game;
  for (let i = 0; i < count; i++) {
    const entry = future[i] as LogEntry;
    game = replayAction(game, entry.action);
    events.push(...entry.events);
  }
  return {
    ...session,
    game,
    log: [...session.log, ...future.slice(0, count)],
    redo: future.slice(count),
    step: session.step + 1,
  };
}

/** An action the session has played before: the dice replay as recorded, so it cannot fail. */
function replayAction(game: GameState, action: Action): GameState {
  const result = apply(game, action);
  if (!result.ok) refuse("INTERNAL", `a logged action no longer plays: ${result.error.message}`);
  return result.state;
}

function reset(session: Session, seed: unknown): Session {
  const { variant, colors, rules, start } = session.start;
  const game = createGame({
    variant,
    colors,
    rules,
    ...(start !== null && { position: start }),
    ...(seed !== undefined && { seed: seed as number }),
  });
  return { ...session, game, start: game, log: [], redo: [], step: session.step + 1 };
}

function selectColor(session: Session, color: unknown): Session {
  const { game } = session;
  if (!game.colors.includes(color as Color))
    refuse("INVALID_COLORS", `${quote(color)} is not a colour in play (${game.colors.join(", ")})`);
  if (!canSelectColor(session))
    refuse(
      "COLOR_LOCKED",
      "a colour can be chosen only before the first roll, by the one human among robots",
    );
  const human = humans(session)[0] as Color;
  if (human === color) return session;
  // The human and the chosen colour's robot swap seats; the robot keeps its kind and pace.
  const players = {
    ...session.players,
    [color as Color]: "human",
    [human]: session.players[color as Color],
  };
  return { ...session, players };
}

/**
 * Adopts a game owned elsewhere. A state that continues this session's game
 * grows the log by the new actions only; any other is replayed from its record.
 */
function sync(session: Session, game: GameState, events: GameEvent[]): Session {
  const invalid = validateState(game);
  if (invalid) throw new SessionError(invalid.code, invalid.message);
  if (game === session.game) return session;
  const current = session.game;
  const continues =
    game.history.length >= current.history.length &&
    game.history.startsWith(current.history) &&
    game.variant === current.variant &&
    game.seed === current.seed &&
    sameJson(game.start, current.start) &&
    sameJson(game.rules, current.rules) &&
    sameJson(game.colors, current.colors);
  let next: Session | null = null;
  if (continues) {
    next = session;
    const actions = toRecord(game).actions.slice(current.history.length);
    for (const recorded of actions) next = play(next, actionOf(recorded), events);
    // A state that claims to continue the game but differs from playing it on is replayed whole.
    if (!sameJson(next.game, game)) {
      next = null;
      events.length = 0;
    }
  }
  if (next === null) {
    const replayed = replay(toRecord(game));
    next = {
      ...session,
      start: replayed.start,
      log: replayed.steps.map(({ actor, action, events }) => ({ actor, action, events })),
      redo: [],
      players: reseat(replayed.start.colors, session.players),
    };
    events.push(...(next.log.at(-1)?.events ?? []));
  }
  // The owner's state is the truth: the log explains it, the state itself is taken as given.
  return { ...next, game, step: session.step + 1 };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// ── queries ──────────────────────────────────────────────────────────────

export function playerOf(session: Session, color: Color): Player {
  return session.players[color] ?? "human";
}

/** The colours people play, in turn order. */
export function humans(session: Session): Color[] {
  return session.game.colors.filter((color) => playerOf(session, color) === "human");
}

/** The robot to act now, or null on a human's turn and once the game is over. */
export function robotToAct(session: Session): RobotId | null {
  if (session.game.over) return null;
  const player = playerOf(session, session.game.turn);
  return player === "human" ? null : player.robot;
}

/** What the robot to act would do now, or null when no robot is to act. */
export function nextRobotAction(session: Session): Action | null {
  const robot = robotToAct(session);
  return robot === null ? null : robots[robot].act(session.game);
}

export function isHumanTurn(session: Session): boolean {
  return !session.game.over && playerOf(session, session.game.turn) === "human";
}

export const canUndo = (session: Session): boolean => session.log.length > 0;
export const canRedo = (session: Session): boolean => session.redo.length > 0;

/** The seeds' "pick your colour": one human among robots, before the first roll. */
export function canSelectColor(session: Session): boolean {
  return session.game.history.length === 0 && humans(session).length === 1;
}

// ── replay ───────────────────────────────────────────────────────────────

export interface ReplayStep extends LogEntry {
  /** The game after this action. */
  state: GameState;
}

export interface Replay {
  start: GameState;
  steps: ReplayStep[];
}

/**
 * A record replayed as steps, for scrubbing through a game. A malformed or
 * tampered record is refused with fromRecord's INVALID_RECORD error.
 */
export function replay(record: unknown): Replay {
  const end = fromRecord(record);
  const start = fromRecord(record, { actions: 0 });
  const steps: ReplayStep[] = [];
  let state = start;
  for (const recorded of (record as GameRecord).actions) {
    const action = actionOf(recorded);
    const result = apply(state, action);
    if (!result.ok) refuse("INTERNAL", `a record that replays failed: ${result.error.message}`);
    steps.push({ actor: state.turn, action, events: result.events, state: result.state });
    state = result.state;
  }
  if (state.history !== end.history) refuse("INTERNAL", "a record replayed two ways disagrees");
  return { start, steps };
}

function actionOf(recorded: RecordedAction): Action {
  if (recorded.type === "move") return { type: "move", piece: recorded.piece };
  return recorded.given ? { type: "roll", value: recorded.value } : { type: "roll" };
}

// ── players ──────────────────────────────────────────────────────────────

/** Every colour in play seated: the defaults, then the given players, each checked. */
function seatPlayers(colors: readonly Color[], given: unknown): Partial<Record<Color, Player>> {
  const players: Partial<Record<Color, Player>> = {};
  colors.forEach((color, i) => {
    players[color] = i === 0 ? "human" : { robot: "classic" };
  });
  if (given === undefined) return players;
  if (typeof given !== "object" || given === null || Array.isArray(given))
    refuse("INVALID_PLAYERS", "players must map colours to players");
  for (const [color, player] of Object.entries(given as object)) {
    if (!colors.includes(color as Color)) {
      refuse(
        "INVALID_PLAYERS",
        `players names ${quote(color)}, which is not in play (${colors.join(", ")})`,
      );
    }
    if (!isPlayer(player)) {
      refuse(
        "INVALID_PLAYERS",
        `players.${color} must be "human" or { robot: "${Object.keys(robots).join('" | "')}", pace?: milliseconds }`,
      );
    }
    players[color as Color] = player as Player;
  }
  return players;
}

/** Seats for another set of colours: who sat at a colour keeps it; a new colour is a person's. */
function reseat(colors: readonly Color[], players: Session["players"]): Session["players"] {
  return Object.fromEntries(colors.map((color) => [color, players[color] ?? "human"]));
}

function isPlayer(value: unknown): value is Player {
  if (value === "human") return true;
  if (typeof value !== "object" || value === null) return false;
  const { robot, pace, ...rest } = value as { robot?: unknown; pace?: unknown };
  return (
    Object.keys(rest).length === 0 &&
    typeof robot === "string" &&
    Object.hasOwn(robots, robot) &&
    (pace === undefined || (typeof pace === "number" && Number.isFinite(pace) && pace >= 0))
  );
}
