/**
 * Scaling out: with a Redis URL (the `redisUrl` option, else the REDIS_URL environment
 * variable), Colyseus' Redis presence and Redis driver, so that several server processes, on
 * one machine or many, share one matchmaking; without one, the in-memory defaults (one
 * process, no Redis needed).
 *
 * How a client reaches its room (Colyseus 0.16): joining is two requests.
 * 1. The seat reservation (colyseus.js' `create`, `join`, `joinById`, `reconnect`: an HTTP
 *    request to `/matchmake/…`) may go to ANY process: the driver lists every process's
 *    rooms in Redis, and the presence carries the request over Redis pub/sub to the process
 *    that holds the room (or that is to create it: the one with the fewest rooms), which
 *    reserves the seat. The answer carries that room's `processId` and `publicAddress`.
 * 2. The WebSocket then goes to `ws(s)://{publicAddress}/{processId}/{roomId}`: to the
 *    process that holds the room, directly. Colyseus 0.16 does not proxy a room's WebSocket
 *    from one process to another: a process accepts a connection only for a room of its own
 *    (any other is closed with "seat reservation expired"). So every process needs an
 *    address of its own that clients can reach: `publicAddress` (the option, else the
 *    PUBLIC_ADDRESS environment variable), `host:port` and an optional path, no scheme (the
 *    client's own `ws:`/`wss:` is used). Behind one domain, a reverse proxy can route a path
 *    per process (`play.example.com/p1` → the process on port 3001).
 */
import type { MatchMakerDriver, Presence } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";

export interface ScaleOptions {
  /**
   * Redis for the presence and the matchmaking driver, shared by every process of one
   * deployment: a `redis://` (or `rediss://`) URL. `false` keeps this server in memory even
   * when REDIS_URL is set.
   *
   * @default process.env.REDIS_URL, else none: in-memory presence and driver, one process
   */
  redisUrl?: string | false;
  /**
   * Where clients reach THIS process (`host:port`, optionally followed by a path; no scheme):
   * a seat reserved through any process tells the client to connect here for a room of this
   * process. Each process needs its own.
   *
   * @default process.env.PUBLIC_ADDRESS, else `host:port` when Redis is used
   */
  publicAddress?: string;
  /**
   * How long to wait for Redis at start before giving up with an error.
   *
   * @default 5000
   */
  redisTimeout?: number;
}

/** What `new Server(…)` takes from the scale-out: the in-memory defaults when all are unset. */
export interface Scale {
  presence?: Presence;
  driver?: MatchMakerDriver;
  publicAddress?: string;
  /** The Redis URL in use, its password hidden (for logs); undefined in memory. */
  redis?: string;
}

type Environment = Record<string, string | undefined>;

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]", ""]);

/** A Redis URL with its password (and user name) replaced, for messages and logs. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(an unparsable URL)";
  }
}

/**
 * The presence, driver and public address for a server listening on `host:port`: Redis ones
 * if a Redis URL is given (option, else REDIS_URL), after checking that Redis answers; else
 * none (Colyseus' in-memory defaults). Throws if Redis does not answer within `redisTimeout`,
 * or if this process would have no address of its own for clients (port 0 or a wildcard host
 * without `publicAddress`).
 */
export async function scaleOut(
  options: ScaleOptions & { port: number; host: string },
  env: Environment = process.env,
): Promise<Scale> {
  const redisUrl = options.redisUrl === false ? undefined : options.redisUrl || env.REDIS_URL;
  const publicAddress = options.publicAddress || env.PUBLIC_ADDRESS || undefined;
  if (!redisUrl) return publicAddress ? { publicAddress } : {};

  if (!/^rediss?:\/\//.test(redisUrl)) {
    throw new Error(
      `REDIS_URL must be a redis:// or rediss:// URL, not ${JSON.stringify(redactRedisUrl(redisUrl))}`,
    );
  }
  let address = publicAddress;
  if (!address) {
    if (options.port === 0 || WILDCARD_HOSTS.has(options.host)) {
      throw new Error(
        `with Redis, each process needs an address of its own that clients can reach: set publicAddress (or PUBLIC_ADDRESS) when listening on ${options.host}:${options.port}`,
      );
    }
    address = `${options.host.includes(":") ? `[${options.host}]` : options.host}:${options.port}`;
  }

  const presence = new RedisPresence(redisUrl);
  const driver = new RedisDriver(redisUrl);
  const shown = redactRedisUrl(redisUrl);
  const timeout = options.redisTimeout ?? 5000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // While waiting, the connections' errors are kept for the message (not printed by ioredis).
  let lastError: Error | undefined;
  const keep = (error: Error) => {
    lastError = error;
  };
  const connections = connectionsOf(presence, driver);
  for (const connection of connections) connection.on?.("error", keep);
  try {
    // Both connections answer (ioredis queues commands until it is connected).
    await Promise.race([
      Promise.all([presence.exists("flying:ping"), driver.has("flying:ping")]),
      new Promise((_, reject) => {
        timer = setTimeout(() => {
          const why = lastError ? ` (${lastError.message})` : "";
          reject(new Error(`Redis at ${shown} did not answer within ${timeout} ms${why}`));
        }, timeout);
      }),
    ]);
  } catch (error) {
    for (const connection of connections) connection.disconnect?.();
    throw error instanceof Error && error.message.startsWith("Redis at")
      ? error
      : new Error(`Redis at ${shown}: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
    for (const connection of connections) connection.off?.("error", keep);
  }
  return { presence, driver, publicAddress: address, redis: shown };
}

interface Connection {
  on?(event: "error", listener: (error: Error) => void): unknown;
  off?(event: "error", listener: (error: Error) => void): unknown;
  disconnect?(): void;
}

/**
 * The ioredis connections inside the presence (two: publish, subscribe) and the driver
 * (one), which they do not expose: to see their connection errors while checking Redis, and
 * to drop them at once if it does not answer (`shutdown()` sends QUIT, which ioredis keeps
 * queued, retrying the connection, while Redis does not answer).
 */
function connectionsOf(presence: RedisPresence, driver: RedisDriver): Connection[] {
  const inner = [
    (presence as unknown as { pub?: Connection }).pub,
    (presence as unknown as { sub?: Connection }).sub,
    (driver as unknown as { _client?: Connection })._client,
  ];
  return inner.filter((connection): connection is Connection => connection !== undefined);
}
