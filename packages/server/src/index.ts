/**
 * @flying/server: Colyseus rooms for the Flying games, the engine's session authoritative
 * on the server and dice no client can see or choose.
 */

export { randomSeed, rollDie } from "./dice.js";
export { excerpt, MAX_NAME_LENGTH, type ReadResult, readMessage } from "./messages.js";
export {
  DEFAULT_PACE,
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
export { type Actor, SeatTable, STAND_IN } from "./seats.js";
export {
  createServer,
  MAX_FRAME_BYTES,
  ROOM_NAME,
  type RunningServer,
  roomWithLimits,
  type ServerOptions,
  VARIANT_ROOMS,
} from "./server.js";
export { NEUTRAL_DICE, NEUTRAL_SEED, ownDieRolled, publicView } from "./view.js";
