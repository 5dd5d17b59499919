/**
 * What a session is handed from outside: commands, players, and sessions themselves
 * (restored from storage, or sent by a client), each read and checked before use.
 */
import { quote } from "./errors.js";
import { apply } from "./game.js";
import { isPlainObject } from "./input.js";
import { isLoadedRobot, isRobotId, ROBOT_IDS, unloadedReason } from "./robots/registry.js";
import {
  type LogEntry,
  type Player,
  refuse,
  type Session,
  type SessionCommand,
  SessionError,
} from "./session-types.js";
import type { Action, Color, DieValue, GameState, PieceId } from "./types.js";
import { validateState } from "./validate.js";

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
export function readCommand(raw: unknown): SessionCommand {
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

/** Every colour in play seated: the defaults, then the given players, each checked. */
export function seatPlayers(
  colors: readonly Color[],
  given: unknown,
): Partial<Record<Color, Player>> {
  const players: Partial<Record<Color, Player>> = {};
  colors.forEach((color, i) => {
    players[color] = i === 0 ? "human" : { robot: "classic" };
  });
  if (given === undefined) return players;
  if (typeof given !== "object" || given === null || Array.isArray(given))
    refuse("INVALID_PLAYERS", "players must map colours to players");
  let entries: [string, unknown][];
  try {
    entries = Object.entries(given as object);
  } catch {
    return refuse("INVALID_PLAYERS", "players cannot be read");
  }
  for (const [color, given] of entries) {
    if (!colors.includes(color as Color)) {
      refuse(
        "INVALID_PLAYERS",
        `players names ${quote(color)}, which is not in play (${colors.join(", ")})`,
      );
    }
    const player = readPlayer(given);
    if (player === null) {
      refuse(
        "INVALID_PLAYERS",
        `players.${color} must be "human" or { robot: "${ROBOT_IDS.join('" | "')}", pace?: milliseconds }`,
      );
    }
    const unloaded = unloadedRobot(player);
    if (unloaded !== null) refuse("INVALID_PLAYERS", `players.${color}: ${unloaded}`);
    players[color as Color] = player;
  }
  return players;
}

/** Seats for another set of colours: who sat at a colour keeps it; a new colour is a person's. */
export function reseat(colors: readonly Color[], players: Session["players"]): Session["players"] {
  return Object.fromEntries(colors.map((color) => [color, players[color] ?? "human"]));
}

/** The longest pace a timer can wait (setTimeout's limit, about 24 days). */
const MAX_PACE = 2 ** 31 - 1;

/**
 * Why a well-formed player cannot be seated in this app, or null: a level of
 * `@flying/engine/robots` that the app has not imported.
 */
function unloadedRobot(player: Player): string | null {
  return player === "human" || isLoadedRobot(player.robot) ? null : unloadedReason(player.robot);
}

/**
 * A private copy of a player, each field read once, or null for what is not a player. A
 * level that is not loaded is still a player here; `unloadedRobot` tells it apart.
 */
function readPlayer(value: unknown): Player | null {
  if (value === "human") return "human";
  if (typeof value !== "object" || value === null) return null;
  try {
    const { robot, pace, ...rest } = value as { robot?: unknown; pace?: unknown };
    if (Object.keys(rest).length > 0 || !isRobotId(robot)) return null;
    if (pace === undefined) return { robot };
    const valid =
      typeof pace === "number" && Number.isFinite(pace) && pace >= 0 && pace <= MAX_PACE;
    return valid ? { robot, pace } : null;
  } catch {
    return null;
  }
}

/**
 * A private copy of a game action from outside, each field read once, so what is logged
 * is what was played; the engine checks the values.
 */
export function readAction(raw: unknown): Action {
  if (typeof raw !== "object" || raw === null)
    refuse("INVALID_ACTION", "an action is an object such as { type: 'roll' }");
  const read = (key: string): unknown => {
    try {
      return (raw as Record<string, unknown>)[key];
    } catch {
      return refuse("INVALID_ACTION", `the action's ${key} cannot be read`);
    }
  };
  const type = read("type");
  if (type === "move") return { type, piece: read("piece") as PieceId };
  if (type !== "roll")
    refuse("INVALID_ACTION", `unknown action type ${quote(type)} (expected "roll" or "move")`);
  const value = read("value");
  return value === undefined ? { type: "roll" } : { type: "roll", value: value as DieValue };
}

/**
 * Sessions made here, or checked once, with the lengths of their log and redo then: the
 * verdict is kept, so no command checks twice. A session is frozen when trusted (its arrays
 * are not: a frozen array is slow to copy), and one whose arrays have changed length since
 * is checked again.
 */
const trusted = new WeakMap<object, { log: number; redo: number }>();

export function trust(session: Session): Session {
  if (!trusted.has(session)) {
    Object.freeze(session);
    Object.freeze(session.players);
    trusted.set(session, { log: session.log.length, redo: session.redo.length });
  }
  return session;
}

function isTrusted(session: unknown): session is Session {
  if (typeof session !== "object" || session === null) return false;
  const seen = trusted.get(session);
  const { log, redo } = session as Session;
  return seen !== undefined && seen.log === log.length && seen.redo === redo.length;
}

const SESSION_FIELDS = ["game", "start", "players", "log", "redo", "step"].sort().join();
const ENTRY_FIELDS = ["action", "actor", "events"].join();

/**
 * The session a command is given: one made here as it is, anything else (restored from
 * storage, sent by a client) as a plain copy checked whole: its games valid, its seats
 * valid players for exactly the colours in play, its log replaying from its start to its
 * game with the events it claims, and its redo playable from there. Refused with
 * INVALID_SESSION naming the first thing wrong; never thrown out as anything else.
 */
export function checkSession(session: unknown): Session {
  if (isTrusted(session)) return session;
  let copy: unknown;
  try {
    // A plain copy: getters, Proxies and prototypes cannot answer differently later.
    copy = JSON.parse(JSON.stringify(session));
  } catch {
    return refuse("INVALID_SESSION", "the session is not plain JSON");
  }
  try {
    return trust(checkCopy(copy));
  } catch (error) {
    if (error instanceof SessionError) throw error;
    return refuse("INVALID_SESSION", "the session cannot be read");
  }
}

function checkCopy(copy: unknown): Session {
  const wrong = (what: string): never => refuse("INVALID_SESSION", `the session's ${what}`);
  if (!isPlainObject(copy)) return wrong("shape is not an object made by createSession");
  if (Object.keys(copy).sort().join() !== SESSION_FIELDS)
    wrong(`fields are ${quote(Object.keys(copy).join(", "))}, not ${SESSION_FIELDS}`);
  const { game, start, players, log, redo, step } = copy as unknown as Session;
  if (isPlainObject(start) && start.history !== "")
    wrong("start must be a game before its first action");
  for (const [name, state] of [
    ["start", start],
    ["game", game],
  ] as const) {
    const invalid = validateState(state);
    if (invalid) wrong(`${name} is not a valid game: ${invalid.message}`);
  }
  if (!Number.isSafeInteger(step) || step < 0) wrong(`step is ${quote(step)}`);
  if (
    !isPlainObject(players) ||
    Object.keys(players).sort().join() !== [...game.colors].sort().join()
  )
    wrong(`players must seat exactly the colours in play (${game.colors.join(", ")})`);
  for (const color of game.colors) {
    const player = readPlayer(players[color]);
    if (player === null) return wrong(`player of ${color} is not "human" or a known robot`);
    const unloaded = unloadedRobot(player);
    if (unloaded !== null) wrong(`player of ${color}: ${unloaded}`);
  }
  if (!Array.isArray(log) || !Array.isArray(redo)) wrong("log and redo must be arrays");
  const end = playEntries(start, log, "log", wrong);
  if (JSON.stringify(end) !== JSON.stringify(game)) wrong("log does not replay to its game");
  playEntries(game, redo, "redo", wrong);
  return copy as unknown as Session;
}

/** Plays logged entries on `state`, each by the colour to play with the events it claims. */
function playEntries(
  state: GameState,
  entries: readonly unknown[],
  where: string,
  wrong: (what: string) => never,
): GameState {
  let game = state;
  entries.forEach((entry, i) => {
    if (!isPlainObject(entry) || Object.keys(entry).sort().join() !== ENTRY_FIELDS)
      wrong(`${where}[${i}] must have exactly the fields ${ENTRY_FIELDS}`);
    const { actor, action, events } = entry as unknown as LogEntry;
    if (actor !== game.turn) wrong(`${where}[${i}] is not ${game.turn}'s action`);
    let clean: Action;
    try {
      clean = readAction(action);
    } catch {
      wrong(`${where}[${i}].action is not an action`);
    }
    if (JSON.stringify(clean) !== JSON.stringify(action))
      wrong(`${where}[${i}].action has fields an action does not have`);
    const result = apply(game, action as Action);
    if (!result.ok) wrong(`${where}[${i}] cannot be played: ${result.error.message}`);
    if (JSON.stringify(result.events) !== JSON.stringify(events))
      wrong(`${where}[${i}] claims events that did not happen`);
    game = result.state;
  });
  return game;
}
