/**
 * Saved games and share links: a game record as a file to download, a file read back, and
 * the record carried in a link's fragment. Whatever comes in is checked by the engine's own
 * `fromRecord`, which replays the whole game: nothing is trusted because it looks right.
 */
import {
  type Color,
  type DieValue,
  fromRecord,
  type GameEvent,
  type GameRecord,
  type GameState,
  getBoard,
  type PieceId,
  type Position,
  RECORD_FORMAT,
  type RecordedAction,
  type ReplayStep,
  RuleError,
  type Rules,
  toRecord,
  type VariantId,
} from "@flying/engine";

/** Why a file or a link was refused. */
export type RecordProblem =
  /** Bigger than MAX_RECORD_SIZE: refused before it is read. */
  | "too-large"
  /** Not JSON at all (a picture, a text file). */
  | "not-json"
  /** JSON cut short: a download or a copy that stopped half-way. */
  | "truncated"
  /** JSON, but not a Flying record (or a broken one: a field missing, a wrong type). */
  | "not-a-record"
  /** A Flying record of a format version this engine does not read. */
  | "unsupported-version"
  /** A well-formed record whose game cannot be played: a move or a die the rules refuse. */
  | "illegal-move"
  /** A link whose fragment is not a game: a wrong key, or characters no encoding gives. */
  | "bad-link";

export type RecordResult =
  | {
      ok: true;
      /** The engine's own copy of the record (`toRecord` of the replayed game). */
      record: GameRecord;
      /** The game the record replays to. */
      state: GameState;
    }
  | {
      ok: false;
      reason: RecordProblem;
      /** What was wrong, in English: the engine's message, for a console or a bug report. */
      detail: string;
      /** For an illegal move: the index of the action refused in the record's actions. */
      action?: number;
    };

/** The largest file or link read, in characters: a record of a long game is some 50 kB. */
export const MAX_RECORD_SIZE = 2 * 1024 * 1024;

/** The key of a share link's fragment: `#game=…`. */
export const HASH_KEY = "game";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * A record as a file to download: pretty JSON, one action a line, named after the variant
 * and the local time (`flying-aeroplane-2026-12-01-1342.json`).
 */
export function exportRecord(
  record: GameRecord,
  date: Date = new Date(),
): { fileName: string; text: string } {
  const stamp = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${pad(
    date.getHours(),
  )}${pad(date.getMinutes())}`;
  const { actions, ...setup } = record;
  // Every field but the actions as JSON.stringify lays them out; the actions one a line, so a
  // game of 300 actions is 300 lines and not 1,200.
  const head = JSON.stringify(setup, null, 2).replace(/\n}$/, "");
  const list =
    actions.length === 0
      ? "[]"
      : `[\n${actions.map((action) => `    ${JSON.stringify(action)}`).join(",\n")}\n  ]`;
  const separator = head === "{" ? "\n" : ",\n";
  return {
    fileName: `flying-${record.variant}-${stamp}.json`,
    text: `${head}${separator}  "actions": ${list}\n}\n`,
  };
}

/** A file's text as a record, or why it is not one. Never throws. */
export function parseRecordFile(text: string): RecordResult {
  if (text.length > MAX_RECORD_SIZE) {
    return refuse("too-large", `${text.length} characters, more than ${MAX_RECORD_SIZE}`);
  }
  const parsed = parseJson(text);
  return parsed.ok ? check(parsed.value) : parsed;
}

/**
 * A record as a share link's fragment, `#game=…`: the record in a compact form (each action
 * one character), as JSON, as UTF-8, in base64url. A four-colour robot game (some 800
 * actions) takes about 1,300 characters, a Chessboard race about 500.
 */
export function recordToHash(record: GameRecord): string {
  const compact: CompactRecord = {
    v: record.version,
    g: record.variant,
    r: record.rules,
    c: record.colors,
    s: record.seed,
    p: record.position,
    a: actionsToText(record) ?? record.actions,
  };
  return `#${HASH_KEY}=${toBase64Url(new TextEncoder().encode(JSON.stringify(compact)))}`;
}

/**
 * A share link's fragment (`location.hash`, with or without its `#`) as a record, or why it
 * is not one. Never throws.
 */
export function recordFromHash(hash: string): RecordResult {
  if (hash.length > MAX_RECORD_SIZE) {
    return refuse("too-large", `${hash.length} characters, more than ${MAX_RECORD_SIZE}`);
  }
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  const prefix = `${HASH_KEY}=`;
  if (!fragment.startsWith(prefix)) return refuse("bad-link", `the fragment has no "${prefix}"`);
  const bytes = fromBase64Url(fragment.slice(prefix.length));
  if (!bytes.ok) return bytes;
  let json: string;
  try {
    json = new TextDecoder("utf-8", { fatal: true }).decode(bytes.value);
  } catch {
    return refuse("bad-link", "the link's data is not UTF-8 text");
  }
  const parsed = parseJson(json);
  if (!parsed.ok) return parsed.reason === "not-json" ? { ...parsed, reason: "bad-link" } : parsed;
  const record = expand(parsed.value);
  return record.ok ? check(record.value) : record;
}

/** The fragment's game, if the fragment is a share link at all (`#game=…`). */
export const isRecordHash = (hash: string): boolean =>
  (hash.startsWith("#") ? hash.slice(1) : hash).startsWith(`${HASH_KEY}=`);

/**
 * A record of the game cut after its first `actions` actions, to play on from there: the
 * engine's `fromRecord(record, { actions })`, recorded again.
 */
export function recordUpTo(record: GameRecord, actions: number): GameRecord {
  return toRecord(fromRecord(record, { actions }));
}

/** What a replay shows at step `i` of its steps (0 is the start, before any action). */
export interface ReplayFrame {
  state: GameState;
  /** The events of the action that led here (none at the start). */
  events: readonly GameEvent[];
  /**
   * The events of the last action up to here that moved a piece, for the board's last-move
   * marker after a jump along the timeline.
   */
  lastMoveEvents: readonly GameEvent[];
  /** The log lines of the actions up to here, as `<GameLog entries>` takes them. */
  log: readonly ReplayStep[];
}

const NO_EVENTS: readonly GameEvent[] = [];
const MOVED = new Set<GameEvent["type"]>(["moved", "tookOff", "entered", "jumped", "flew"]);

/** Step `i` of a replay (clamped to 0…steps.length). */
export function replayFrame(
  replay: { start: GameState; steps: readonly ReplayStep[] },
  i: number,
): ReplayFrame {
  const at = Math.max(0, Math.min(replay.steps.length, Math.trunc(i) || 0));
  const step = at > 0 ? replay.steps[at - 1] : undefined;
  let lastMoveEvents = NO_EVENTS;
  for (let k = at - 1; k >= 0; k--) {
    const events = (replay.steps[k] as ReplayStep).events;
    if (events.some((event) => MOVED.has(event.type))) {
      lastMoveEvents = events;
      break;
    }
  }
  return {
    state: step ? step.state : replay.start,
    events: step ? step.events : NO_EVENTS,
    lastMoveEvents,
    // The steps are log entries themselves (actor, action, events): no copy of each is made.
    log: replay.steps.slice(0, at),
  };
}

// --- Checking a record ---------------------------------------------------------------------

type Failure = Extract<RecordResult, { ok: false }>;

function refuse(reason: RecordProblem, detail: string, action?: number): Failure {
  return action === undefined
    ? { ok: false, reason, detail }
    : { ok: false, reason, detail, action };
}

/** The engine replays the record: it alone says whether the record is a game. */
function check(value: unknown): RecordResult {
  let state: GameState;
  try {
    state = fromRecord(value);
  } catch (error) {
    return refusalOf(value, error);
  }
  return { ok: true, record: toRecord(state), state };
}

/**
 * What fromRecord's refusal means. Its messages name the place: an action that "cannot be
 * played" or a die that "shows" another face is an illegal move in a well-formed record;
 * anything else is a malformed record (or, with the format's name, another version of it).
 */
function refusalOf(value: unknown, error: unknown): Failure {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof RuleError) || error.code !== "INVALID_RECORD") {
    return refuse("not-a-record", message);
  }
  const played =
    /^record\.actions\[(\d+)\](?: \(.*\) cannot be played|: the game's die shows)/s.exec(message);
  if (played) return refuse("illegal-move", message, Number(played[1]));
  if (/^record\.version /.test(message) && isFlyingRecord(value)) {
    return refuse("unsupported-version", message);
  }
  return refuse("not-a-record", message);
}

function isFlyingRecord(value: unknown): boolean {
  return (
    typeof value === "object" && value !== null && Reflect.get(value, "format") === RECORD_FORMAT
  );
}

type Parsed = { ok: true; value: unknown } | Failure;

/** JSON.parse, telling a file cut short from one that never was JSON. */
function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return refuse(looksCutShort(text) ? "truncated" : "not-json", detail);
  }
}

/**
 * Whether a text that is not JSON reads as the start of a JSON object cut short: it opens
 * with `{` and ends inside a string or with brackets still open. (A JSON parser's "unexpected
 * end" message says the same, but each browser words it its own way.)
 */
function looksCutShort(text: string): boolean {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (!body.startsWith("{")) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      // Closed and something else after it: not a cut, a broken file.
      if (depth === 0) return false;
    }
  }
  return inString || depth > 0;
}

// --- The compact form of a share link -------------------------------------------------------

/** A record in short keys, its actions one character each (or as they are, if they must be). */
interface CompactRecord {
  v: number;
  g: VariantId;
  r: Rules;
  c: Color[];
  s: number;
  p: Position | null;
  a: string | RecordedAction[];
}

/**
 * One character an action, as the engine's own history spells them: `1`…`6` a roll of the
 * game's die, `A`…`F` a die thrown outside, `a`…`p` a move of the variant's piece 1…16
 * (`red-1`, `red-2`, … in the board's colour order).
 */
const OWN_ROLLS = "123456";
const GIVEN_ROLLS = "ABCDEF";
const MOVES = "abcdefghijklmnop";

function piecesOf(variant: VariantId): PieceId[] | null {
  try {
    return getBoard(variant).colors.flatMap((color) =>
      [1, 2, 3, 4].map((n) => `${color}-${n}` as PieceId),
    );
  } catch {
    return null;
  }
}

/** The actions as one character each; null if some action has no character (a made-up one). */
function actionsToText(record: GameRecord): string | null {
  const pieces = piecesOf(record.variant);
  if (!pieces) return null;
  let text = "";
  for (const action of record.actions) {
    let c: string | undefined;
    if (action.type === "move") {
      const index = pieces.indexOf(action.piece);
      c = index >= 0 ? MOVES[index] : undefined;
    } else if (Number.isInteger(action.value)) {
      c = (action.given ? GIVEN_ROLLS : OWN_ROLLS)[action.value - 1];
    }
    if (c === undefined) return null;
    text += c;
  }
  return text;
}

/** The record a link's compact form stands for; its game is checked afterwards, by the engine. */
function expand(value: unknown): { ok: true; value: unknown } | Failure {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return refuse("bad-link", "the link's data is not a game");
  }
  const compact = value as Partial<Record<keyof CompactRecord, unknown>>;
  const keys = ["v", "g", "r", "c", "s", "p", "a"] as const;
  const missing = keys.find((key) => !Object.hasOwn(compact, key));
  if (missing !== undefined) return refuse("bad-link", `the link's data has no "${missing}"`);
  let actions: unknown = compact.a;
  if (typeof compact.a === "string") {
    const pieces = typeof compact.g === "string" ? piecesOf(compact.g as VariantId) : null;
    const list: RecordedAction[] = [];
    for (const [i, c] of Array.from(compact.a).entries()) {
      const own = OWN_ROLLS.indexOf(c);
      const given = GIVEN_ROLLS.indexOf(c);
      const piece = pieces?.[MOVES.indexOf(c)];
      // OWN_ROLLS and GIVEN_ROLLS have six marks each: index + 1 is a die value.
      if (own >= 0) list.push({ type: "roll", value: (own + 1) as DieValue });
      else if (given >= 0) list.push({ type: "roll", value: (given + 1) as DieValue, given: true });
      else if (piece !== undefined) list.push({ type: "move", piece });
      else return refuse("bad-link", `the link's action ${i} is ${JSON.stringify(c)}`);
    }
    actions = list;
  }
  return {
    ok: true,
    value: {
      format: RECORD_FORMAT,
      version: compact.v,
      variant: compact.g,
      rules: compact.r,
      colors: compact.c,
      seed: compact.s,
      position: compact.p,
      actions,
    },
  };
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  // In slices: String.fromCharCode(...bytes) of a long game would pass too many arguments.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): { ok: true; value: Uint8Array } | Failure {
  if (!BASE64URL.test(text)) return refuse("bad-link", "the link's data is not base64url");
  // One character past a whole group cannot come from any bytes: the link was cut.
  if (text.length % 4 === 1) return refuse("truncated", "the link's data is cut short");
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return { ok: true, value: bytes };
}
