// @ts-check
/**
 * `npm run load` (from the repository root; it builds @flying/server first): the bounded load
 * test on loopback. One server process (`dist/main.js`, a child of this one) and, by
 * default, 200 rooms of 4 colyseus.js clients on 127.0.0.1, each client playing its seat at
 * a robot's pace; prints the actions per second, the latency from a client's action to every
 * client's update (p50, p90, p99, max), the server's memory per room, and whether any game
 * lost or duplicated an action (exit code 1 if so, or on any error).
 *
 * Options, as flags or environment variables (see `loadOptionsFrom` in src/load.ts):
 *   --rooms N      LOAD_ROOMS     rooms at once (200)
 *   --clients N    LOAD_CLIENTS   clients per room, the first ones seated (4)
 *   --actions N    LOAD_ACTIONS   game actions per room, at most (60)
 *   --pace MS      LOAD_PACE      a client's wait before each of its actions (600)
 *   --seconds S    LOAD_SECONDS   a cap on the play, 0 for none (0)
 *   --batch N      LOAD_BATCH     rooms being created and seated at once (20)
 *   --timeout MS   LOAD_TIMEOUT   the hard cap on the whole run (300000)
 *   --variants A,B LOAD_VARIANTS  variants, room by room (flying-chess,aeroplane)
 *
 * e.g. `npm run load -- --rooms 300 --pace 200`.
 */
import { fileURLToPath } from "node:url";
import { Client } from "colyseus.js";
import { formatReport, loadOptionsFrom, runLoad } from "../dist/load.js";

/** @type {ReturnType<typeof loadOptionsFrom>} */
let options;
try {
  options = loadOptionsFrom(process.argv.slice(2));
} catch (error) {
  console.error(`load: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const report = await runLoad({
  ...options,
  Client,
  entry: fileURLToPath(new URL("../dist/main.js", import.meta.url)),
  log: (line) => console.error(`load: ${line}`),
});
console.log(formatReport(report));
process.exit(report.problems.length === 0 ? 0 : 1);
