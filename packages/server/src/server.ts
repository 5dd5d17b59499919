/**
 * One Colyseus server with the Flying rooms defined: in-memory presence and matchmaking (one
 * process, no Redis), WebSockets on one port. `createServer` is what `main.ts`, the tests and
 * an embedding app call; the Redis presence and driver will come in through its options.
 */
import type { AddressInfo } from "node:net";
import { Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import "./ws-compat.js";
import type { VariantId } from "@flying/engine";
import { MAX_MESSAGE_BYTES } from "./protocol.js";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./rate-limit.js";
import { FlyingRoom } from "./room.js";
import { type ScaleOptions, scaleOut } from "./scale.js";
import { checkRecordKey, defaultRecordKey, type RecordKey } from "./signing.js";

/** The room name for any variant (chosen by the `variant` option). */
export const ROOM_NAME = "flying";
/** A room name per variant too, whose `variant` the server sets (a client's is overridden). */
export const VARIANT_ROOMS: readonly VariantId[] = ["flying-chess", "aeroplane", "chessboard"];

/**
 * The largest WebSocket frame accepted: room messages are capped at MAX_MESSAGE_BYTES of
 * JSON; this leaves room for Colyseus' framing and the matchmaking handshake, and a
 * larger frame closes the connection before it is decoded.
 */
export const MAX_FRAME_BYTES = 4 * MAX_MESSAGE_BYTES;

/** Also the scale-out (scale.ts): `redisUrl` (else REDIS_URL) and `publicAddress`. */
export interface ServerOptions extends ScaleOptions {
  /** 0 picks a free port (the tests do): `port` on the result says which. */
  port: number;
  /** @default "127.0.0.1" */
  host?: string;
  /** Flood control for every client of every room. @default DEFAULT_RATE_LIMITS */
  limits?: Partial<RateLimits>;
  /**
   * Whether SIGINT and SIGTERM shut the server down and exit the process (Colyseus' own
   * graceful shutdown). Off for servers inside another program, such as a test run.
   *
   * @default true
   */
  handleSignals?: boolean;
  /**
   * The key every room signs records with (at least 16 bytes).
   *
   * @default FLYING_RECORD_KEY, else a random key per process (`defaultRecordKey`)
   */
  recordKey?: RecordKey;
}

export interface RunningServer {
  /** The Colyseus server, to define more rooms on. */
  server: Server;
  /** The port it listens on. */
  port: number;
  host: string;
  /** The WebSocket endpoint for colyseus.js' `new Client(url)`. */
  url: string;
  /** Disconnects every client, disposes every room and closes the port. */
  close(): Promise<void>;
}

/** FlyingRoom with other rate limits: Colyseus constructs rooms itself, so they go on the class. */
export function roomWithLimits(limits: Partial<RateLimits>): typeof FlyingRoom {
  const merged: RateLimits = Object.freeze({ ...DEFAULT_RATE_LIMITS, ...limits });
  return class LimitedFlyingRoom extends FlyingRoom {
    protected override limits = merged;
  };
}

/** A room class that signs records with `key` (checked now, so a bad key fails at start-up). */
export function roomWithKey(room: typeof FlyingRoom, key?: RecordKey): typeof FlyingRoom {
  if (key === undefined) {
    // FLYING_RECORD_KEY, if set, is checked now rather than at the first record asked for.
    defaultRecordKey();
    return room;
  }
  const checked = checkRecordKey(key);
  return class KeyedFlyingRoom extends room {
    protected override recordKey: RecordKey | null = checked;
  };
}

/**
 * Starts a server with the room "flying" (any variant, by its options) and one room per
 * variant ("flying-chess", "aeroplane", "chessboard"), listening on `host:port`.
 */
export async function createServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? "127.0.0.1";
  const transport = new WebSocketTransport({ maxPayload: MAX_FRAME_BYTES });
  // The room class first: a bad record key fails before any connection to Redis is made.
  const room = roomWithKey(
    options.limits ? roomWithLimits(options.limits) : FlyingRoom,
    options.recordKey,
  );
  // Redis presence and driver with a Redis URL (option or REDIS_URL), else in memory.
  const scale = await scaleOut({ ...options, host });
  const server = new Server({
    transport,
    presence: scale.presence,
    driver: scale.driver,
    publicAddress: scale.publicAddress,
    greet: false,
    gracefullyShutdown: options.handleSignals ?? true,
  });
  server.define(ROOM_NAME, room);
  for (const variant of VARIANT_ROOMS) server.define(variant, room, { variant });
  try {
    await server.listen(options.port, host);
  } catch (error) {
    // A port in use: let go of Redis too, or its connections keep the process alive.
    await Promise.allSettled([scale.presence?.shutdown(), scale.driver?.shutdown()]);
    throw error;
  }
  const address = transport.server?.address() as AddressInfo | null;
  const port = address?.port ?? options.port;
  return {
    server,
    port,
    host,
    url: `ws://${host}:${port}`,
    close: () => server.gracefullyShutdown(false),
  };
}
