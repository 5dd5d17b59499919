/**
 * Room codes and links in the browser, as @flying/server makes them (its codes.ts:
 * six characters of ROOM_CODE_ALPHABET, a link's code in the fragment, `#room=CODE`).
 * Written out here rather than imported: "@flying/server" exports only its Node entry (the
 * Colyseus server), which the demo's bundle must not pull in. The server's tests hold the
 * format; links.test.ts holds these to it on the server's own examples.
 */

/** The server's ROOM_CODE_ALPHABET: no 0/O, 1/I/L. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const CODE = new RegExp(`^[${ALPHABET}]{6}$`);
/** The fragment parameter a room link carries its code in (the server's ROOM_LINK_PARAM). */
export const ROOM_PARAM = "room";

/** A code as typed (case, spaces and dashes ignored), or null. */
export function normalizeCode(typed: string): string | null {
  if (typed.length > 24) return null;
  const code = typed.replace(/[\s-]/g, "").toUpperCase();
  return CODE.test(code) ? code : null;
}

/** The code of a link (`#room=CODE`, or `?room=CODE`) or of a code typed alone; else null. */
export function readRoomLink(link: string): string | null {
  const typed = normalizeCode(link.trim());
  if (typed !== null) return typed;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const given =
    new URLSearchParams(url.hash.slice(1)).get(ROOM_PARAM) ?? url.searchParams.get(ROOM_PARAM);
  return given === null ? null : normalizeCode(given);
}

/** The link to a room on the page at `base`: its fragment `#room=CODE`. */
export function roomLink(base: string, code: string): string {
  const url = new URL(base);
  const params = new URLSearchParams(url.hash.slice(1));
  params.set(ROOM_PARAM, code);
  url.hash = params.toString();
  return url.href;
}

/** The code in the page's own address, if it is a room link. */
export function roomOfAddress(): string | null {
  if (typeof location === "undefined" || !location.hash) return null;
  const given = new URLSearchParams(location.hash.slice(1)).get(ROOM_PARAM);
  return given === null ? null : normalizeCode(given);
}

/** The server to play on: the build's VITE_FLYING_SERVER, else port 2567 of the page's host. */
export function defaultServer(): string {
  const configured = import.meta.env.VITE_FLYING_SERVER as string | undefined;
  if (configured) return configured;
  if (typeof location === "undefined") return "ws://127.0.0.1:2567";
  const secure = location.protocol === "https:";
  return `${secure ? "wss" : "ws"}://${location.hostname || "127.0.0.1"}:2567`;
}
