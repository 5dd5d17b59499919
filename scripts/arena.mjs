// Seeded robot-only games between any robots, on the built package (npm run arena builds it):
//   npm run arena -- --hero expert --field classic --games 2000 --variant aeroplane
//   npm run arena -- --hero expert --field classic --rules '{"bonusRollOnSix":true}'
// The hero takes every seat in turn (game g puts it on seat g mod n), the field robot(s)
// take the others. Prints the hero's win rate with a 95% Wilson interval against the
// 1/n of equal robots, the win rate of each seat (the seat advantage), the average game
// length, and each robot's decision times (median and p99 over its move decisions, by the
// wall clock and in CPU time).
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

// ENGINE_DIST=/path/to/a/copy/of/dist plays another build, so that two versions of the
// robots can be compared side by side on the same seeds while the package is rebuilt.
// The levels are the robots entry's (dist/robots.js, which older builds have too).
const dist = (file) =>
  process.env.ENGINE_DIST
    ? pathToFileURL(resolve(process.env.ENGINE_DIST, file)).href
    : `../packages/engine/dist/${file}`;
const { createGame, legalMoves, reduce } = await import(dist("index.js"));
const { robots } = await import(dist("robots.js"));

const { values } = parseArgs({
  options: {
    hero: { type: "string", default: "expert" },
    field: { type: "string", default: "classic" },
    games: { type: "string", default: "400" },
    variant: { type: "string", default: "flying-chess" },
    rules: { type: "string", default: "{}" },
    players: { type: "string" },
    seed: { type: "string", default: "1" },
  },
});

const games = Number(values.games);
const seed0 = Number(values.seed);
const rules = JSON.parse(values.rules);
const allColors = createGame({ variant: values.variant, seed: 0 }).colors;
const n = values.players === undefined ? allColors.length : Number(values.players);
const colors = allColors.slice(0, n);
const field = values.field.split(",");
for (const id of [values.hero, ...field]) {
  if (!Object.hasOwn(robots, id)) throw new Error(`no robot ${id} (${Object.keys(robots)})`);
}

const times = new Map();
const timeOf = (id) => {
  let list = times.get(id);
  if (!list) {
    list = [];
    times.set(id, list);
  }
  return list;
};

// CPU time per decision beside the wall clock: on a shared machine the wall clock also
// counts the time other processes held the core, the CPU time only this decision's.
const cpuTimes = new Map();
const cpuOf = (id) => {
  let list = cpuTimes.get(id);
  if (!list) {
    list = [];
    cpuTimes.set(id, list);
  }
  return list;
};

let heroWins = 0;
let actions = 0;
const seatWins = new Array(n).fill(0);
const heroSeatWins = new Array(n).fill(0);
const heroSeatGames = new Array(n).fill(0);

for (let g = 0; g < games; g++) {
  const heroSeat = g % n;
  const seats = [];
  let k = 0;
  for (let s = 0; s < n; s++) seats.push(s === heroSeat ? values.hero : field[k++ % field.length]);
  const robotOf = Object.fromEntries(colors.map((color, s) => [color, seats[s]]));
  let state = createGame({ variant: values.variant, seed: seed0 + g, colors, rules });
  while (!state.over) {
    const id = robotOf[state.turn];
    let action;
    if (state.roll !== null && legalMoves(state).length > 1) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      action = robots[id].act(state);
      timeOf(id).push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuOf(id).push((used.user + used.system) / 1000);
    } else action = robots[id].act(state);
    state = reduce(state, action);
    actions++;
  }
  const winnerSeat = colors.indexOf(state.placings[0]);
  seatWins[winnerSeat]++;
  heroSeatGames[heroSeat]++;
  if (winnerSeat === heroSeat) {
    heroWins++;
    heroSeatWins[heroSeat]++;
  }
}

/** Wilson score interval at 95% for k successes in m trials. */
function wilson(k, m) {
  const z = 1.96;
  const p = k / m;
  const d = 1 + (z * z) / m;
  const centre = (p + (z * z) / (2 * m)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / m + (z * z) / (4 * m * m))) / d;
  return [centre - half, centre + half];
}

const pct = (x) => `${(100 * x).toFixed(1)}%`;
const quantile = (list, q) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const [lo, hi] = wilson(heroWins, games);
console.log(
  `${values.variant} ${JSON.stringify(rules)}: ${values.hero} vs ${field.join(",")} ×${n - 1}, ${games} games, seeds ${seed0}…${seed0 + games - 1}`,
);
console.log(
  `hero ${values.hero} wins ${pct(heroWins / games)} [95% CI ${pct(lo)}, ${pct(hi)}] (equal robots: ${pct(1 / n)})`,
);
console.log(
  `seat advantage (wins by seat, any robot): ${seatWins.map((w, s) => `${colors[s]} ${pct(w / games)}`).join(", ")}`,
);
console.log(
  `hero by seat: ${heroSeatWins.map((w, s) => `${colors[s]} ${pct(w / Math.max(1, heroSeatGames[s]))}`).join(", ")}`,
);
console.log(`average game length: ${(actions / games).toFixed(1)} actions`);
for (const [id, list] of times) {
  const cpu = cpuTimes.get(id);
  console.log(
    `decisions ${id}: ${list.length}, median ${quantile(list, 0.5).toFixed(3)} ms, p99 ${quantile(list, 0.99).toFixed(3)} ms` +
      ` (CPU time: median ${quantile(cpu, 0.5).toFixed(3)} ms, p99 ${quantile(cpu, 0.99).toFixed(3)} ms)`,
  );
}
