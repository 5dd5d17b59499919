// Robot-only games through the public API (createGame, robots.classic.act, reduce), on one core.
// Runs against the built package: `npm run build` first (npm run bench does).
import { performance } from "node:perf_hooks";
import {
  applyCommand,
  createGame,
  createSession,
  reduce,
  robots,
} from "../packages/engine/dist/index.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const variants = (process.env.BENCH_VARIANTS ?? "flying-chess,aeroplane,chessboard").split(",");

function play(variant, seed) {
  let state = createGame({ variant, seed });
  let actions = 0;
  while (!state.over) {
    state = reduce(state, robots.classic.act(state));
    actions++;
  }
  return actions;
}

/** The same robot-only game through the session reducer: seats, log and all. */
function playSession(variant, seed) {
  const colors = createGame({ variant }).colors;
  const players = Object.fromEntries(colors.map((color) => [color, { robot: "classic" }]));
  let session = createSession({ variant, seed, players });
  while (!session.game.over) {
    const result = applyCommand(session, { type: "robot" });
    if (!result.ok) throw new Error(result.error.message);
    session = result.session;
  }
  return session.log.length;
}

/** Games and actions per second of `play` over SECONDS, after a warm-up. */
function measure(play, variant) {
  for (let seed = 0; seed < 200; seed++) play(variant, seed);
  let games = 0;
  let actions = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < SECONDS * 1000) {
    actions += play(variant, 1000 + games);
    games++;
    if (games % 64 === 0) elapsed = performance.now() - started;
  }
  elapsed = performance.now() - started;
  return {
    games: (games * 1000) / elapsed,
    actions: (actions * 1000) / elapsed,
    perGame: actions / games,
  };
}

const rate = (n) => Math.round(n).toLocaleString("en");

console.log(`robot-only games (robots.classic), ${SECONDS} s a variant, node ${process.version}`);
for (const variant of variants) {
  const engine = measure(play, variant);
  const session = measure(playSession, variant);
  console.log(
    `${variant.padEnd(13)} engine reduce ${rate(engine.games).padStart(7)} games/s ${rate(engine.actions).padStart(11)} actions/s ${engine.perGame.toFixed(1)} actions/game`,
  );
  console.log(
    `${"".padEnd(13)} session       ${rate(session.games).padStart(7)} games/s ${rate(session.actions).padStart(11)} actions/s (${(engine.actions / session.actions).toFixed(1)}x slower: events, log, seats)`,
  );
}
