/**
 * `@flying/server/protocol`: what a client of the Flying rooms needs, and nothing of the
 * server: every message type and payload, the refusal and close codes, and the room-code
 * and link helpers. A browser bundle (the demo, the React hook, an embedding page) imports
 * it without pulling in Node's modules or Colyseus: protocol.ts holds types and constants,
 * codes.ts pure functions on the global Web Crypto. client-protocol.test.ts walks the built
 * entry's imports to keep it so.
 */

export {
  isRoomCode,
  normalizeRoomCode,
  ROOM_LINK_PARAM,
  readRoomLink,
  roomLink,
} from "./codes.js";
export * from "./protocol.js";
