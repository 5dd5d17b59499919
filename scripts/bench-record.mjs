// fromRecord on one very long legal record (about 10 MB of JSON) against reducing the same
// actions one by one: the replay must stay linear in the record's length, within ~1.2x of
// the reducer. Run by hand against the built package: `npm run build` first, then
// `node scripts/bench-record.mjs`, or `npm run bench:record` (RECORD_MB=10, ROUNDS=5 by default).
import { performance } from "node:perf_hooks";
import {
  createGame,
  fromRecord,
  legalMoves,
  reduce,
  toRecord,
} from "../packages/engine/dist/index.js";

const MEGABYTES = Number(process.env.RECORD_MB ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 5);

// A chessboard race ends when a colour has all four pieces on its diagonal (RULES.md §3).
// This driver never steps onto a diagonal, so the game goes on for as long as we like:
// pieces circle the board, capture each other, go back to reserve and come in again.
const DIAGONAL = {
  white: new Set(["a1", "b2", "c3", "d4"]),
  black: new Set(["h8", "g7", "f6", "e5"]),
};
const offDiagonal = (state) =>
  legalMoves(state).filter((m) => m.kind !== "advance" || !DIAGONAL[state.turn].has(m.to));

/** A 32-bit hash, so the driver's picks are varied but the same on every run. */
function mix(n) {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  return Math.imul(h, 0xc2b2ae35) >>> 0;
}

/** The next action: the game's own die, unless it leaves only diagonal moves; then a die thrown outside that does not. */
function nextAction(state, n) {
  if (state.roll === null) {
    const own = reduce(state, { type: "roll" });
    if (own.roll === null || offDiagonal(own).length > 0) return { type: "roll" };
    for (let k = 0; k < 6; k++) {
      const value = 1 + ((mix(n) + k) % 6);
      const given = reduce(state, { type: "roll", value });
      if (given.roll === null || offDiagonal(given).length > 0) return { type: "roll", value };
    }
    return { type: "roll" };
  }
  const moves = offDiagonal(state);
  const pick = moves.length > 0 ? moves : legalMoves(state);
  return { type: "move", piece: pick[mix(n) % pick.length].piece };
}

function buildRecordJson() {
  let state = createGame({ variant: "chessboard", seed: 2024 });
  // About 29 bytes of JSON an action; check the real size once the estimate is reached.
  let target = Math.ceil((MEGABYTES * 1e6) / 29);
  for (let n = 0; ; n++) {
    if (state.over) throw new Error(`the game ended after ${n} actions`);
    if (n >= target) {
      const json = JSON.stringify(toRecord(state));
      if (json.length >= MEGABYTES * 1e6) return json;
      target = Math.ceil((n * (1.02 * MEGABYTES * 1e6)) / json.length);
    }
    state = reduce(state, nextAction(state, n));
  }
}

const started = performance.now();
const json = buildRecordJson();
// Parsed from text, as a record loaded from a file or a server would be.
const record = JSON.parse(json);
const actions = record.actions.map((a) =>
  a.type === "move"
    ? { type: "move", piece: a.piece }
    : a.given
      ? { type: "roll", value: a.value }
      : { type: "roll" },
);
const config = {
  variant: record.variant,
  colors: record.colors,
  seed: record.seed,
  rules: record.rules,
};
const own = actions.filter((a) => a.type === "roll" && a.value === undefined).length;
const moves = actions.filter((a) => a.type === "move").length;
console.log(
  `record: ${(json.length / 1e6).toFixed(1)} MB, ${actions.length.toLocaleString("en")} actions ` +
    `(${own.toLocaleString("en")} own rolls, ${(actions.length - own - moves).toLocaleString("en")} given, ` +
    `${moves.toLocaleString("en")} moves), built in ${((performance.now() - started) / 1000).toFixed(1)} s; node ${process.version}`,
);

function reduceAll() {
  let state = createGame(config);
  for (const action of actions) state = reduce(state, action);
  return state;
}

const time = (fn) => {
  const t = performance.now();
  const state = fn();
  return { ms: performance.now() - t, state };
};

// Both once to warm up, checking they agree.
const a = reduceAll();
const b = fromRecord(record);
if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error("fromRecord and reduce disagree");

const reduced = [];
const replayed = [];
for (let round = 0; round < ROUNDS; round++) {
  // Alternating, so a noisy machine slows both alike.
  reduced.push(time(reduceAll).ms);
  replayed.push(time(() => fromRecord(record)).ms);
}
const median = (list) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)];
const show = (list) =>
  `median ${median(list).toFixed(0)} ms, best ${Math.min(...list).toFixed(0)} ms`;
console.log(`reduce, action by action: ${show(reduced)}`);
console.log(`fromRecord:               ${show(replayed)}`);
console.log(
  `fromRecord / reduce: ${(median(replayed) / median(reduced)).toFixed(2)}x (median), ` +
    `${(Math.min(...replayed) / Math.min(...reduced)).toFixed(2)}x (best)`,
);
