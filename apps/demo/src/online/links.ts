/**
 * The demo's side of room links: the room a page was opened on, and the server to play on.
 * The codes and links themselves are @flying/server's own (its browser-safe
 * `@flying/server/protocol` entry), so the demo reads and writes them exactly as the server
 * makes them.
 */
import { normalizeRoomCode, ROOM_LINK_PARAM } from "@flying/server/protocol";

/** The code in the page's own address, if it is a room link. */
export function roomOfAddress(): string | null {
  if (typeof location === "undefined" || !location.hash) return null;
  const given = new URLSearchParams(location.hash.slice(1)).get(ROOM_LINK_PARAM);
  return given === null ? null : normalizeRoomCode(given);
}

/** The server to play on: the build's VITE_FLYING_SERVER, else port 2567 of the page's host. */
export function defaultServer(): string {
  const configured = import.meta.env.VITE_FLYING_SERVER as string | undefined;
  if (configured) return configured;
  if (typeof location === "undefined") return "ws://127.0.0.1:2567";
  const secure = location.protocol === "https:";
  return `${secure ? "wss" : "ws"}://${location.hostname || "127.0.0.1"}:2567`;
}
