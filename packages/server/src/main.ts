/**
 * `node packages/server/dist/main.js` (or `npm run server`): one server, in-memory presence,
 * on 127.0.0.1 and PORT (default 2567). HOST may widen it (HOST=0.0.0.0) on purpose.
 * With REDIS_URL, Redis presence and driver shared with the other processes; PUBLIC_ADDRESS
 * (default HOST:PORT) is where clients reach this one (see scale.ts).
 */
import { redactRedisUrl } from "./scale.js";
import { createServer } from "./server.js";

const port = Number(process.env.PORT ?? 2567);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT is ${JSON.stringify(process.env.PORT)}; it must be a port number`);
  process.exit(1);
}
const running = await createServer({ port, host: process.env.HOST ?? "127.0.0.1" }).catch(
  (error: Error) => {
    console.error(`Flying server not started: ${error.message}`);
    process.exit(1);
  },
);
const { REDIS_URL, PUBLIC_ADDRESS } = process.env;
const scale = REDIS_URL
  ? `Redis at ${redactRedisUrl(REDIS_URL)}, clients reach this process at ${PUBLIC_ADDRESS || `${running.host}:${running.port}`}`
  : "in-memory presence, one process";
console.log(
  `Flying server listening on ${running.url} (rooms: flying, flying-chess, aeroplane, chessboard; ${scale})`,
);
