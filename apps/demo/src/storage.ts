/**
 * What the demo keeps in localStorage, versioned: the preferences, the setup of the game in
 * play with its record (so a reload or a closed tab resumes it), and the statistics. Each
 * value is read back through a check; one that is corrupt, of another version or of
 * something else is dropped with a notice, never a blank page. Storage that refuses (a
 * private window, a sandboxed frame) leaves the demo working for the visit.
 */
import {
  type Color,
  fromRecord,
  type GameRecord,
  type Player,
  type RobotId,
  type VariantId,
} from "@flying/engine";
// The server's limit: a longer stored name would be refused as the seat's claim.
import { MAX_NAME_LENGTH } from "@flying/server/protocol";
import { type GameSetup, type Preferences, readPreferences, readSetup, seatsOf } from "./setup.js";

export const STORAGE_VERSION = 1;
const KEYS = {
  preferences: `flying-demo/v${STORAGE_VERSION}/preferences`,
  game: `flying-demo/v${STORAGE_VERSION}/game`,
  stats: `flying-demo/v${STORAGE_VERSION}/stats`,
} as const;
/**
 * The online screen's name and server: kept apart from KEYS, as nothing is lost when they
 * cannot be read (the fields start empty, or on the default server), so no notice is due.
 */
const ONLINE_KEY = `flying-demo/v${STORAGE_VERSION}/online`;

/** The game in play: its setup (seats as they stand now) and its record. */
export interface SavedGame {
  setup: GameSetup;
  record: GameRecord;
}

export type StatsKey = `${VariantId}/${RobotId | "mixed" | "people"}`;
export type Stats = Partial<Record<StatsKey, { played: number; won: number }>>;

/** Which stored value was dropped, for the notice. */
export type DroppedValue = keyof typeof KEYS;

export interface Loaded {
  preferences: Preferences | null;
  game: SavedGame | null;
  stats: Stats;
  dropped: DroppedValue[];
}

function read(storage: Storage, key: string): { found: boolean; value: unknown; bad: boolean } {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return { found: false, value: undefined, bad: false };
  }
  if (text === null) return { found: false, value: undefined, bad: false };
  try {
    return { found: true, value: JSON.parse(text), bad: false };
  } catch {
    return { found: true, value: undefined, bad: true };
  }
}

function readGame(value: unknown): SavedGame | null {
  if (typeof value !== "object" || value === null) return null;
  const { setup, record } = value as Record<string, unknown>;
  const readable = readSetup(setup);
  if (!readable) return null;
  try {
    // The whole record replayed by the engine: a game that will not load is no game.
    const state = fromRecord(record);
    if (state.variant !== readable.variant) return null;
    if (state.colors.join() !== readable.colors.join()) return null;
  } catch {
    return null;
  }
  return { setup: readable, record: record as GameRecord };
}

function readStats(value: unknown): Stats | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const stats: Stats = {};
  for (const [key, row] of Object.entries(value)) {
    if (!/^[a-z-]+\/[a-z]+$/.test(key) || typeof row !== "object" || row === null) return null;
    const { played, won } = row as Record<string, unknown>;
    const count = (n: unknown) => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
    if (!count(played) || !count(won) || (won as number) > (played as number)) return null;
    stats[key as StatsKey] = { played: played as number, won: won as number };
  }
  return stats;
}

/** Everything stored, each value checked; the ones that fail the check are dropped and named. */
export function load(storage: Storage, fallback: Preferences): Loaded {
  const dropped: DroppedValue[] = [];
  const each = <T>(name: DroppedValue, check: (value: unknown) => T | null): T | null => {
    const { found, value, bad } = read(storage, KEYS[name]);
    if (!found) return null;
    const checked = bad ? null : check(value);
    if (checked === null) {
      dropped.push(name);
      forget(storage, name);
    }
    return checked;
  };
  const preferences = each("preferences", (value) => readPreferences(value, fallback));
  const game = each("game", readGame);
  const stats = each("stats", readStats) ?? {};
  return { preferences, game, stats, dropped };
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or refused: not kept this time; the game plays on.
  }
}

export function forget(storage: Storage, name: DroppedValue): void {
  try {
    storage.removeItem(KEYS[name]);
  } catch {
    // Nothing to do: storage refused.
  }
}

export const savePreferences = (storage: Storage, preferences: Preferences) =>
  write(storage, KEYS.preferences, preferences);

/** The game where it stands, with the seats as they are now (after a colour choice). */
export function saveGame(
  storage: Storage,
  setup: GameSetup,
  record: GameRecord,
  players: Partial<Record<Color, Player>>,
): void {
  write(storage, KEYS.game, { setup: { ...setup, seats: seatsOf(players) }, record });
}

/** What the online screen remembers between visits; either may be missing. */
export interface OnlineSaved {
  name?: string;
  server?: string;
}

/** Longer than any server address a person types: anything more is not one. */
const MAX_SERVER_LENGTH = 200;
// Control characters and bidirectional overrides: a name is shown to the other players,
// and one of these would garble the line it sits in. (Other format characters stay: the
// zero-width joiner is part of many emoji.)
const UNSHOWABLE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** A stored name as the name field would take it, else undefined. */
function readName(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const name = value.trim();
  if (name === "" || name.length > MAX_NAME_LENGTH || UNSHOWABLE.test(name)) return undefined;
  return name;
}

/** A stored server address the online screen can connect to (ws, wss, http, https), else undefined. */
export function readServer(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const server = value.trim();
  if (server === "" || server.length > MAX_SERVER_LENGTH || UNSHOWABLE.test(server))
    return undefined;
  try {
    const url = new URL(server);
    // No credentials in an address that sits in storage and in a text field.
    if (url.username || url.password) return undefined;
    return ["ws:", "wss:", "http:", "https:"].includes(url.protocol) ? server : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The name and server stored, each field checked on its own: one that is not a name or
 * an address is left out (and a value that is not even an object is removed), never thrown.
 */
export function loadOnline(storage: Storage): OnlineSaved {
  const { found, value, bad } = read(storage, ONLINE_KEY);
  if (!found) return {};
  if (bad || typeof value !== "object" || value === null || Array.isArray(value)) {
    try {
      storage.removeItem(ONLINE_KEY);
    } catch {
      // Storage refused: the value is ignored all the same.
    }
    return {};
  }
  const { name, server } = value as Record<string, unknown>;
  const saved: OnlineSaved = {};
  const readable = { name: readName(name), server: readServer(server) };
  if (readable.name !== undefined) saved.name = readable.name;
  if (readable.server !== undefined) saved.server = readable.server;
  return saved;
}

/** Remembers the name and server as the online screen last used them (checked as on loading). */
export function saveOnline(storage: Storage, saved: OnlineSaved): void {
  const name = readName(saved.name);
  const server = readServer(saved.server);
  write(storage, ONLINE_KEY, {
    ...(name !== undefined && { name }),
    ...(server !== undefined && { server }),
  });
}

export const saveStats = (storage: Storage, stats: Stats) => write(storage, KEYS.stats, stats);

/** The statistics with one more game of `key` played, and won if `won`. */
export function counted(stats: Stats, key: StatsKey, won: boolean): Stats {
  const row = stats[key] ?? { played: 0, won: 0 };
  return { ...stats, [key]: { played: row.played + 1, won: row.won + (won ? 1 : 0) } };
}
