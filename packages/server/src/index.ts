/**
 * @flying/server: Colyseus rooms for the Flying games, the engine's session authoritative
 * on the server and dice no client can see or choose.
 */

export {
  type CodePresence,
  isRoomCode,
  normalizeRoomCode,
  ROOM_CODES_KEY,
  ROOM_LINK_PARAM,
  randomRoomCode,
  readRoomLink,
  releaseRoomCode,
  reserveRoomCode,
  roomLink,
} from "./codes.js";
export { randomSeed, rollDie } from "./dice.js";
export { excerpt, type ReadResult, readMessage } from "./messages.js";
export {
  DEFAULT_GRACE,
  DEFAULT_LINGER,
  DEFAULT_PACE,
  MAX_GRACE,
  MAX_LINGER,
  MAX_OPTIONS_BYTES,
  MAX_PACE,
  type RoomOptions,
  RoomOptionsError,
  type RoomOptionsOf,
  type RoomSetup,
  type SeatChoice,
  setUpRoom,
} from "./options.js";
export * from "./protocol.js";
export { DEFAULT_RATE_LIMITS, type RateLimits, TokenBucket, type Verdict } from "./rate-limit.js";
export { FlyingRoom, type FlyingRoomMetadata, MAX_CLIENTS } from "./room.js";
export { redactRedisUrl, type Scale, type ScaleOptions, scaleOut } from "./scale.js";
export { type Actor, SeatTable, STAND_IN } from "./seats.js";
export {
  createServer,
  MAX_FRAME_BYTES,
  ROOM_NAME,
  type RunningServer,
  roomWithKey,
  roomWithLimits,
  type ServerOptions,
  VARIANT_ROOMS,
} from "./server.js";
export {
  CanonicalJsonError,
  canonicalJson,
  checkRecordKey,
  defaultRecordKey,
  MIN_KEY_BYTES,
  RECORD_KEY_ENV,
  type RecordKey,
  signRecord,
  verifyRecord,
} from "./signing.js";
export { NEUTRAL_DICE, NEUTRAL_SEED, ownDieRolled, publicView } from "./view.js";
