import { fail, RuleError } from "./errors.js";
import { createGame, reduce } from "./game.js";
import { lastRollIn, readMark } from "./history.js";
import { isPlainObject } from "./rules.js";
import type { Color, GameState, PieceId, Position, Rules, VariantId } from "./types.js";
import { tableOf } from "./variants/index.js";

export const RECORD_FORMAT = "flying-record";
export const RECORD_VERSION = 1;

export type RecordedAction =
  | {
      type: "roll";
      value: number /** A die thrown outside the game rather than the game's own. */;
      given?: true;
    }
  | { type: "move"; piece: PieceId };

/** A whole game as versioned JSON: enough to replay it to the same state. */
export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  variant: VariantId;
  rules: Rules;
  colors: Color[];
  seed: number;
  position: Position | null;
  actions: RecordedAction[];
}

const RECORD_FIELDS = [
  "format",
  "version",
  "variant",
  "rules",
  "colors",
  "seed",
  "position",
  "actions",
];
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export function toRecord(state: GameState): GameRecord {
  const { pieceIds } = tableOf(state.variant, state.rules).g;
  const actions = Array.from(state.history, (mark): RecordedAction => {
    const entry = readMark(mark);
    if (entry.kind === "move") return { type: "move", piece: pieceIds[entry.piece] as PieceId };
    return entry.given
      ? { type: "roll", value: entry.value, given: true }
      : { type: "roll", value: entry.value };
  });
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    variant: state.variant,
    rules: { ...state.rules },
    colors: [...state.colors],
    seed: state.seed,
    position: state.start && { ...state.start, pieces: { ...state.start.pieces } },
    actions,
  };
}

export interface ReplayOptions {
  /** Replay only the first `actions` actions: an earlier point of the game. */
  actions?: number;
}

/**
 * Replays a record to its state. A malformed or tampered record is refused
 * with an INVALID_RECORD error naming what is wrong and where.
 */
export function fromRecord(record: unknown, options: ReplayOptions = {}): GameState {
  checkShape(record);
  const { actions } = record;
  const count = options.actions ?? actions.length;
  if (!Number.isInteger(count) || count < 0 || count > actions.length) {
    fail("INVALID_RECORD", `cannot replay ${count} actions of a record that has ${actions.length}`);
  }
  let state: GameState;
  try {
    state = createGame({
      variant: record.variant,
      colors: record.colors,
      seed: record.seed,
      rules: record.rules,
      ...(record.position === null ? {} : { position: record.position }),
    });
  } catch (error) {
    if (error instanceof RuleError)
      fail("INVALID_RECORD", `record does not set up a game: ${error.message}`);
    throw error;
  }
  for (let i = 0; i < count; i++) state = replayOne(state, actions[i], i);
  return state;
}

function replayOne(state: GameState, action: unknown, i: number): GameState {
  const where = `record.actions[${i}]`;
  if (!isPlainObject(action)) fail("INVALID_RECORD", `${where} is not an action object`);
  if (action.type !== "roll" && action.type !== "move") {
    fail("INVALID_RECORD", `${where} has an unknown type ${JSON.stringify(action.type)}`);
  }
  const keys = Object.keys(action).sort().join(",");
  const own = action.type === "roll" && action.given === undefined;
  const expected = action.type === "move" ? "piece,type" : own ? "type,value" : "given,type,value";
  if (keys !== expected)
    fail("INVALID_RECORD", `${where} has fields ${keys || "none"}; expected ${expected}`);
  if (action.type === "roll" && !own && action.given !== true) {
    fail("INVALID_RECORD", `${where}.given must be true when present`);
  }
  try {
    if (action.type === "move")
      return reduce(state, { type: "move", piece: action.piece as PieceId });
    if (!own) return reduce(state, { type: "roll", value: action.value as number });
    const next = reduce(state, { type: "roll" });
    const thrown = lastRollIn(next.history);
    if (thrown !== action.value) {
      fail(
        "INVALID_RECORD",
        `${where}: the game's die shows ${thrown} here, but the record says ${JSON.stringify(action.value)}`,
      );
    }
    return next;
  } catch (error) {
    if (error instanceof RuleError && error.code !== "INVALID_RECORD") {
      fail(
        "INVALID_RECORD",
        `${where} (${JSON.stringify(action)}) cannot be played: ${error.code}: ${error.message}`,
      );
    }
    throw error;
  }
}

function checkShape(record: unknown): asserts record is GameRecord {
  if (!isPlainObject(record)) fail("INVALID_RECORD", "a record is an object");
  findForbiddenKey(record, "record");
  for (const field of RECORD_FIELDS) {
    if (!Object.hasOwn(record, field))
      fail("INVALID_RECORD", `record is missing the field "${field}"`);
  }
  for (const field of Object.keys(record)) {
    if (!RECORD_FIELDS.includes(field))
      fail("INVALID_RECORD", `record has an unknown field "${field}"`);
  }
  if (record.format !== RECORD_FORMAT) {
    fail(
      "INVALID_RECORD",
      `record.format is ${JSON.stringify(record.format)}, not "${RECORD_FORMAT}"`,
    );
  }
  if (record.version !== RECORD_VERSION) {
    fail(
      "INVALID_RECORD",
      `record.version ${JSON.stringify(record.version)} is not one this engine reads (${RECORD_VERSION})`,
    );
  }
  if (!Array.isArray(record.actions)) fail("INVALID_RECORD", "record.actions must be an array");
}

function findForbiddenKey(value: unknown, where: string): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      findForbiddenKey(item, `${where}[${i}]`);
    });
  } else if (value !== null && typeof value === "object") {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) fail("INVALID_RECORD", `${where} has a forbidden key "${key}"`);
      findForbiddenKey((value as Record<string, unknown>)[key], `${where}.${key}`);
    }
  }
}
