/**
 * Room codes and links. A room's id is a short code a person can read out or type
 * (`K7QM2X`): ROOM_CODE_LENGTH characters of ROOM_CODE_ALPHABET, no look-alikes. A link
 * carries it in the URL's fragment (`https://host/play#room=K7QM2X`), which browsers never
 * send to the web server, so the page's server logs no room codes.
 *
 * Pure and free of Node's modules (the Web Crypto `getRandomValues` is global in Node 20
 * and in browsers), so a client may use the link helpers too.
 */
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from "./protocol.js";

/** The fragment parameter a room link carries its code in. */
export const ROOM_LINK_PARAM = "room";

/** 248 = 31 × 8: the bytes below it split evenly over the alphabet; the rest are drawn again. */
const FAIR = Math.floor(256 / ROOM_CODE_ALPHABET.length) * ROOM_CODE_ALPHABET.length;

/** A random room code, each character uniform over the alphabet (a cryptographic source). */
export function randomRoomCode(): string {
  let code = "";
  const bytes = new Uint8Array(ROOM_CODE_LENGTH * 2);
  while (code.length < ROOM_CODE_LENGTH) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= FAIR) continue;
      code += ROOM_CODE_ALPHABET[byte % ROOM_CODE_ALPHABET.length];
      if (code.length === ROOM_CODE_LENGTH) break;
    }
  }
  return code;
}

const CODE = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

/** Whether `value` is a room code exactly as the server makes them (upper case, no spaces). */
export function isRoomCode(value: unknown): value is string {
  return typeof value === "string" && CODE.test(value);
}

/**
 * A code as a person typed it, made exact: case and spaces or dashes between characters do
 * not matter (`k7q-m2x` is `K7QM2X`); anything else that is not a code gives null.
 */
export function normalizeRoomCode(typed: string): string | null {
  if (typeof typed !== "string" || typed.length > 4 * ROOM_CODE_LENGTH) return null;
  const code = typed.replace(/[\s-]/g, "").toUpperCase();
  return isRoomCode(code) ? code : null;
}

/**
 * The link to a room: `baseUrl` (the page that plays, such as `https://host/play`) with
 * `#room=CODE` as its fragment; other fragment parameters the base carries are kept.
 *
 * @throws {TypeError} when `baseUrl` is not an absolute URL or `code` not a room code.
 */
export function roomLink(baseUrl: string | URL, code: string): string {
  if (!isRoomCode(code)) throw new TypeError(`${JSON.stringify(code)} is not a room code`);
  const url = new URL(baseUrl);
  const params = new URLSearchParams(url.hash.slice(1));
  params.set(ROOM_LINK_PARAM, code);
  url.hash = params.toString();
  return url.href;
}

/**
 * The room code a link points to (`#room=CODE`, or `?room=CODE` as a fallback), or a code
 * typed on its own; null when there is none. The code is normalised (`normalizeRoomCode`).
 */
export function readRoomLink(link: string | URL): string | null {
  if (typeof link === "string") {
    const typed = normalizeRoomCode(link);
    if (typed !== null) return typed;
  }
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const fromHash = new URLSearchParams(url.hash.slice(1)).get(ROOM_LINK_PARAM);
  const given = fromHash ?? url.searchParams.get(ROOM_LINK_PARAM);
  return given === null ? null : normalizeRoomCode(given);
}

/** The presence hash of the codes in use, over every process that shares the presence. */
export const ROOM_CODES_KEY = "flying:room-codes";
/** Draws before giving up: with 887 million codes, a second draw is already rare. */
const MAX_DRAWS = 32;

/** What `reserveRoomCode` needs of a Colyseus presence (local, or Redis for many processes). */
export interface CodePresence {
  hincrby(key: string, field: string, value: number): Promise<number>;
  hdel(key: string, field: string): Promise<boolean> | boolean | unknown;
}

/**
 * Draws codes until one is free and takes it, atomically over every process sharing the
 * presence (`hincrby` gives 1 to the first taker only, on Redis as in memory). A room calls
 * it in `onCreate` and gives the code back in `onDispose` (`releaseRoomCode`).
 */
export async function reserveRoomCode(presence: CodePresence): Promise<string> {
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const code = randomRoomCode();
    if ((await presence.hincrby(ROOM_CODES_KEY, code, 1)) === 1) return code;
  }
  throw new Error(`no free room code after ${MAX_DRAWS} draws`);
}

/** Gives a code back once its room is gone. */
export async function releaseRoomCode(presence: CodePresence, code: string): Promise<void> {
  await presence.hdel(ROOM_CODES_KEY, code);
}
