// Robot-only games through the public API (createGame, robots.classic.act, reduce), on one core.
// Runs against the built package: `npm run build` first (npm run bench does).
import { performance } from "node:perf_hooks";
import { createGame, reduce, robots } from "../packages/engine/dist/index.js";

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

console.log(`robot-only games (robots.classic), ${SECONDS} s a variant, node ${process.version}`);
for (const variant of variants) {
  for (let seed = 0; seed < 200; seed++) play(variant, seed); // warm up
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
  const perSecond = (n) => Math.round((n * 1000) / elapsed).toLocaleString("en");
  console.log(
    `${variant.padEnd(13)} ${perSecond(games).padStart(9)} games/s  ${perSecond(actions).padStart(12)} actions/s  ${(actions / games).toFixed(1)} actions/game`,
  );
}
