/**
 * A whole game session beyond the rules: who sits in each seat, the robots'
 * next actions, undo and redo to the humans' decision points, reset, choosing
 * a colour before the first roll, and the event log. Pure and plain JSON like
 * the game state, with no timers: a browser, a worker and a server drive it
 * the same way, each with its own clock.
 */
import { fail, quote, RuleError } from "./errors.js";
import { apply, createGame, setUpGame } from "./game.js";
import { isPlainObject } from "./input.js";
import { type GameRecord, toRecord } from "./record.js";
import { actionOf, logOf, replay } from "./replay.js";
import { getRobot } from "./robots/registry.js";
import {
  checkSession,
  readAction,
  readCommand,
  reseat,
  seatPlayers,
  trust,
} from "./session-input.js";
import {
  canSelectColor,
  humans,
  isHumanAction,
  lastHumanAction,
  playerOf,
  robotToAct,
} from "./session-queries.js";
import {
  type CommandResult,
  type LogEntry,
  refuse,
  type Session,
  type SessionCommand,
  type SessionConfig,
  type SessionConfigOf,
  SessionError,
  type SessionFields,
} from "./session-types.js";
import type { Action, Color, GameEvent, GameState, VariantId } from "./types.js";
import { validateState } from "./validate.js";

/**
 * A new session; throws a RuleError on bad game options and a SessionError on bad players.
 * The game options are `createGame`'s; `players` seats people and robots (by default the
 * first colour a person, the others the `classic` robot), and `record` resumes a saved game
 * instead, its log replayed (its setup wins over the game options).
 *
 * @throws {RuleError} any code `createGame` throws on the game options (INVALID_CONFIG,
 *   UNKNOWN_VARIANT, INVALID_SEED, …), or INVALID_RECORD for a bad `record`.
 * @throws {SessionError} INVALID_PLAYERS when `players` names a colour not in play or a
 *   player that is neither `"human"` nor a known robot.
 *
 * @example
 * ```ts
 * import { createSession } from "@flying/engine";
 * import "@flying/engine/robots"; // the levels, to seat them by id
 *
 * const session = createSession({
 *   variant: "aeroplane",
 *   seed: 7,
 *   players: { red: "human", yellow: { robot: "expert", pace: 600 } },
 * }); // green and blue: the classic robot
 * ```
 */
export function createSession<V extends VariantId = "flying-chess">(
  config?: SessionConfigOf<V> & { variant?: V; record?: undefined },
): Session<V>;
/** A saved game resumed: its variant is the record's. */
export function createSession(config: SessionFields & { record: GameRecord }): Session;
/** A config whose variant (or record) is known only at run time. */
export function createSession(config?: SessionConfig): Session;
export function createSession(config: SessionConfig = {}): Session {
  if (!isPlainObject(config)) fail("INVALID_CONFIG", "createSession takes a config object");
  let players: unknown;
  let record: unknown;
  let options: Record<string, unknown>;
  try {
    ({ players, record, ...options } = config);
  } catch {
    return fail("INVALID_CONFIG", "the session's config cannot be read");
  }
  if (record !== undefined) {
    const replayed = replay(record);
    return trust({
      game: replayed.steps.at(-1)?.state ?? replayed.start,
      start: replayed.start,
      players: seatPlayers(replayed.start.colors, players),
      log: logOf(replayed.steps),
      redo: [],
      step: 0,
    });
  }
  const game = createGame(options);
  return trust({
    game,
    start: game,
    players: seatPlayers(game.colors, players),
    log: [],
    redo: [],
    step: 0,
  });
}

/**
 * Carries out a command. Never throws: a refused command gives `{ ok: false, error }`.
 * The session given is never changed; one restored from storage or sent by a client is
 * checked whole first (INVALID_SESSION).
 *
 * @returns The next session and the events of the game actions it played, or the error's
 *   code (any `SessionErrorCode`: the game's own codes such as ROLL_FIRST, or
 *   NOT_HUMAN_TURN, NOT_ROBOT_TURN, STALE_COMMAND, NOTHING_TO_UNDO, …) and message.
 *
 * @example
 * ```ts
 * import { applyCommand, createSession, robotToAct } from "@flying/engine";
 *
 * const session = createSession({ seed: 7 }); // red is a person, the others robots
 * const result = applyCommand(session, { type: "roll", at: session.step });
 * if (result.ok) robotToAct(result.session); // "classic": red could not move, yellow's turn
 * else console.log(result.error.code);
 * ```
 */
export function applyCommand<V extends VariantId>(
  session: Session<V>,
  command: SessionCommand,
): CommandResult<V> {
  try {
    const events: GameEvent[] = [];
    // The session's own variant is V: the check and the commands keep it, but for a sync to
    // another game, whose session SessionCommand's doc says to type as a plain Session.
    const next = trust(run(checkSession(session), command, events)) as unknown as Session<V>;
    return { ok: true, session: next, events };
  } catch (error) {
    if (error instanceof SessionError || error instanceof RuleError)
      return { ok: false, error: { code: error.code, message: error.message } };
    return { ok: false, error: { code: "INTERNAL", message: "the session failed unexpectedly" } };
  }
}

/**
 * The next session, for `useReducer` and the like; throws a SessionError on a refused
 * command (the game's refusals too: a RuleError's code comes as a SessionError's).
 *
 * @throws {SessionError} with the code `applyCommand` would give (ROLL_FIRST,
 *   NOT_HUMAN_TURN, STALE_COMMAND, NOTHING_TO_UNDO, INVALID_SESSION, …).
 *
 * @example
 * ```ts
 * import { createSession, reduceSession } from "@flying/engine";
 *
 * let session = createSession({ variant: "chessboard", seed: 7 });
 * session = reduceSession(session, { type: "roll" }); // white, a person, rolls
 * session = reduceSession(session, { type: "undo" }); // and takes it back
 * ```
 */
export function reduceSession<V extends VariantId>(
  session: Session<V>,
  command: SessionCommand,
): Session<V> {
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
      return play(session, getRobot(robot).act(session.game), events);
    }
    case "play":
      return play(session, readAction(command.action), events);
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

function asHuman(
  session: Session,
  command: Extract<SessionCommand, { type: "roll" | "move" }>,
  events: GameEvent[],
): Session {
  const { game } = session;
  if (command.at !== undefined && command.at !== session.step) {
    refuse(
      "STALE_COMMAND",
      `the ${command.type} was meant for step ${quote(command.at)} of the session, which is at step ${session.step}`,
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
  log.push(Object.freeze({ actor: session.game.turn, action, events: result.events }));
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

function undo(session: Session): Session {
  const { log } = session;
  const target = lastHumanAction(session);
  if (target < 0)
    refuse("NOTHING_TO_UNDO", "no person has acted yet, so there is nothing to take back");
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
  while (count < future.length && !isHumanAction(session, future[count] as LogEntry)) count++;
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
  const game = setUpGame({
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
  // What was undone was played by the old seats: redoing it under the new ones would make
  // a robot replay a person's roll.
  return { ...session, players, redo: [] };
}

/**
 * Adopts a game owned elsewhere, as a private copy (the owner may change or proxy its own).
 * A state that continues this session's game grows the log by the new actions only; any
 * other is replayed from its record. Either way the session's game is the engine's own
 * replay, which must come out as the state given.
 */
function sync(session: Session, given: unknown, events: GameEvent[]): Session {
  let game: GameState;
  try {
    game = JSON.parse(JSON.stringify(given)) as GameState;
  } catch {
    return refuse("INVALID_STATE", "the game state is not plain JSON");
  }
  const invalid = validateState(game);
  if (invalid) throw new SessionError(invalid.code, invalid.message);
  const current = session.game;
  if (sameJson(game, current)) return session;
  let next: Session;
  if (continues(current, game)) {
    next = session;
    const actions = toRecord(game).actions.slice(current.history.length);
    for (const recorded of actions) next = play(next, actionOf(recorded), events);
  } else {
    // A jump back or elsewhere is shown as it is, not animated.
    const { start, steps } = replay(toRecord(game));
    next = {
      game: steps.at(-1)?.state ?? start,
      start,
      players: reseat(start.colors, session.players),
      log: logOf(steps),
      redo: [],
      step: session.step,
    };
  }
  if (!sameJson(next.game, game))
    refuse("INVALID_STATE", "the game state is not where its own history leads");
  return { ...next, step: session.step + 1 };
}

/** Whether `game` is `current` with more actions played on it. */
function continues(current: GameState, game: GameState): boolean {
  return (
    game.history.length > current.history.length &&
    game.history.startsWith(current.history) &&
    game.variant === current.variant &&
    game.seed === current.seed &&
    sameJson(game.start, current.start) &&
    sameJson(game.rules, current.rules) &&
    sameJson(game.colors, current.colors)
  );
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
