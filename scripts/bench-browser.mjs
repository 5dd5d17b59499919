// Robot-only games in headless Chromium: <FlyingChessGame> (the useFlyingChess hook and the whole
// game UI) next to <FlyingChessBoard> alone driven by the engine at the hook's cadence, in ms per
// action, animation off, robot pace 0; and the game once more with showLog={false}, to tell the
// log from the rest. Then the board with its move animation on: frames per second while a move
// plays (requestAnimationFrame callbacks counted between the board's onAnimationStart and
// onAnimationEnd) and the worst frame. A benchmark, not a test: it prints figures, asserts none.
//
// The page (scripts/bench-browser/) is built by vite in production mode from the packages'
// sources (as the demo is), so it needs no build of them first, and is served on 127.0.0.1 only.
//
//   BENCH_VARIANTS=flying-chess,aeroplane,chessboard  the variants (default all three)
//   BENCH_BROWSER_GAMES=5     measured games a variant and column (seeds 1…n), after
//   BENCH_BROWSER_WARMUP=1    warm-up games in the same page, not counted
//   BENCH_BROWSER_TIMEOUT=240 seconds the whole run may take before it gives up
//   BENCH_PROFILE=1           also take a CPU profile of one more page a variant and mode
//                             (unminified build, one chunk per package) and print where it went
//   BENCH_SOURCES=dir         the packages to build from (default ./packages); to compare
//                             with the last commit: mkdir -p node_modules/.cache/head &&
//                             git archive HEAD packages | tar -x -C node_modules/.cache/head
//                             then BENCH_SOURCES=node_modules/.cache/head/packages
//   BENCH_BASE=ref            also build the packages of a git commit (git archive ref packages,
//                             into node_modules/.cache/bench-browser/) and measure both in the same
//                             browser, page by page in turn, with the ratio (e.g. BENCH_BASE=HEAD)
//   BENCH_COLUMNS=game,noLog,board  the columns measured (e.g. board alone)
//   BENCH_ROUNDS=1            rounds a variant, the pages taking turns (reversed every other
//                             round) and their games pooled: on a busy machine, several
//                             rounds give a fairer ratio than one long run a page
//   BENCH_FPS_MOVES=20        animated moves measured a variant (0: no animation figures)
//   CHROME_PATH               the Chromium to drive (default /usr/bin/chromium)
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, relative, resolve as resolvePath, sep } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright-core";
import { build } from "vite";
import { chromiumLaunchOptions } from "./chromium.mjs";

const variants = (process.env.BENCH_VARIANTS ?? "flying-chess,aeroplane,chessboard").split(",");
const GAMES = Number(process.env.BENCH_BROWSER_GAMES ?? 5);
const WARMUP = Number(process.env.BENCH_BROWSER_WARMUP ?? 1);
const TIMEOUT_S = Number(process.env.BENCH_BROWSER_TIMEOUT ?? 240);
const PROFILE = Boolean(process.env.BENCH_PROFILE);
const BASE = process.env.BENCH_BASE;
const FPS_MOVES = Number(process.env.BENCH_FPS_MOVES ?? 20);
// What each column measures: the whole game, the whole game without its log, the board alone.
const COLUMNS_KEYS = (process.env.BENCH_COLUMNS ?? "game,noLog,board").split(",");
const ALL_COLUMNS = [
  { key: "game", query: { mode: "game" } },
  { key: "noLog", query: { mode: "game", showLog: "0" } },
  { key: "board", query: { mode: "board" } },
];
const COLUMNS = ALL_COLUMNS.filter((c) => COLUMNS_KEYS.includes(c.key));

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const pageDir = here("./bench-browser");
const cacheDir = here("../node_modules/.cache/bench-browser");
const sources = resolvePath(process.env.BENCH_SOURCES ?? here("../packages"));
const started = Date.now();
const deadline = started + TIMEOUT_S * 1000;
const remaining = () => Math.max(1000, deadline - Date.now());

// Whatever happens (a hung browser, a page that never reports), the process ends.
const hardStop = setTimeout(
  () => {
    console.error(`bench-browser: gave up after ${TIMEOUT_S + 15} s`);
    process.exit(1);
  },
  (TIMEOUT_S + 15) * 1000,
);
hardStop.unref();

/** Which package a profiled chunk holds, by its file name (the profile build's chunk groups). */
const CHUNKS = [
  { name: "engine", test: /[\\/]packages[\\/]engine[\\/]/ },
  { name: "flying-react", test: /[\\/]packages[\\/]react[\\/]/ },
  { name: "react-dom", test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
  {
    name: "styled-components",
    test: /[\\/]node_modules[\\/](styled-components|stylis|@emotion)[\\/]/,
  },
  { name: "react", test: /[\\/]node_modules[\\/]react[\\/]/ },
  { name: "vendor", test: /[\\/]node_modules[\\/]/ },
];

async function buildPage(outDir, profile, from = sources) {
  await build({
    root: pageDir,
    configFile: false,
    mode: "production",
    base: "./",
    logLevel: "warn",
    plugins: [react()],
    resolve: {
      // Exact names: "@flying/engine/robots" is an entry of its own.
      alias: [
        { find: /^@flying\/engine$/, replacement: join(from, "engine/src/index.ts") },
        { find: /^@flying\/engine\/robots$/, replacement: join(from, "engine/src/robots.ts") },
        { find: /^@flying\/react$/, replacement: join(from, "react/src/index.ts") },
      ],
      dedupe: ["react", "react-dom", "styled-components"],
    },
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      minify: !profile,
      ...(profile && {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: CHUNKS.map((c, i) => ({ ...c, priority: CHUNKS.length - i })),
            },
          },
        },
      }),
    },
  });
}

const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

/** A static server for the built page, on loopback only. */
async function serve(dir) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    const file = normalize(join(dir, path === "/" ? "index.html" : path));
    if (!file.startsWith(dir + sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    response.writeHead(200, { "content-type": type, "cache-control": "no-store" });
    response.end(readFileSync(file));
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no server address");
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

async function newPage(browser, origin, problems) {
  const page = await browser.newPage({ locale: "en-GB", viewport: { width: 1280, height: 900 } });
  // Nothing but the bench server: any other request is refused.
  await page.route("**/*", (route) =>
    route.request().url().startsWith(`${origin}/`) ? route.continue() : route.abort(),
  );
  page.on("pageerror", (error) => problems.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  return page;
}

/** Loads the page in one mode and waits for the figures it leaves in window.__result. */
async function runPage(page, origin, query) {
  await page.goto(`${origin}/index.html?${new URLSearchParams(query)}`);
  const handle = await page.waitForFunction(() => window.__result, null, {
    polling: 500,
    timeout: remaining(),
  });
  const result = await handle.jsonValue();
  if (!result.ok) throw new Error(`${query.mode} ${query.variant}: ${result.error}`);
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const perAction = (run) => run.ms / run.actions;

// Where V8 files time outside any JS function: (program) is the browser's own work
// (style, layout, paint, tasks), the rest are what they say.
const VM_STATES = new Set(["(program)", "(idle)", "(garbage collector)", "(root)"]);

/** Self and total time of a CPU profile by package (chunk) and by function. */
function summarise(profile, top = Number(process.env.BENCH_PROFILE_TOP ?? 12)) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const time = new Map();
  profile.samples.forEach((id, i) => {
    time.set(id, (time.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const chunkOf = (url) => {
    const file = url.split("/").at(-1) ?? "";
    return CHUNKS.find((c) => file.startsWith(`${c.name}-`))?.name ?? "bench page";
  };
  const label = ({ callFrame: f }) =>
    f.url
      ? `${f.functionName || "(anonymous)"} [${chunkOf(f.url)}:${f.lineNumber + 1}]`
      : f.functionName;
  const selfByChunk = new Map();
  const selfByFunction = new Map();
  const totalByFunction = new Map();
  let all = 0;
  for (const [id, ms] of time) {
    const node = byId.get(id);
    if (!node) continue;
    all += ms;
    const { url, functionName } = node.callFrame;
    const chunk = url ? chunkOf(url) : VM_STATES.has(functionName) ? functionName : "browser APIs";
    selfByChunk.set(chunk, (selfByChunk.get(chunk) ?? 0) + ms);
    selfByFunction.set(label(node), (selfByFunction.get(label(node)) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const ancestor = byId.get(at);
      if (!ancestor?.callFrame.url) continue;
      const name = label(ancestor);
      if (seen.has(name)) continue;
      seen.add(name);
      totalByFunction.set(name, (totalByFunction.get(name) ?? 0) + ms);
    }
  }
  const busy = all - (selfByChunk.get("(idle)") ?? 0);
  const rows = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `    ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${name}`);
  return [
    `  ${Math.round(all)} ms sampled, ${Math.round(busy)} ms busy (percentages of busy time)`,
    "  self time by package:",
    ...rows(new Map([...selfByChunk].filter(([name]) => name !== "(idle)")), selfByChunk.size),
    "  self time by function:",
    ...rows(selfByFunction, top),
    "  total time by function (page code):",
    ...rows(totalByFunction, top * 2),
  ].join("\n");
}

/** Chromium's own counters (Performance.getMetrics), durations in ms. */
async function metrics(cdp) {
  const { metrics: list } = await cdp.send("Performance.getMetrics");
  const value = (name) => list.find((m) => m.name === name)?.value ?? 0;
  return {
    task: value("TaskDuration") * 1000,
    script: value("ScriptDuration") * 1000,
    style: value("RecalcStyleDuration") * 1000,
    layout: value("LayoutDuration") * 1000,
    styles: value("RecalcStyleCount"),
    layouts: value("LayoutCount"),
  };
}

/** Each mode again, once, under the CPU profiler, with the game's log off as a third mode. */
async function profilePages(browser, variantList) {
  const outDir = join(cacheDir, "profile");
  await buildPage(outDir, true);
  const { server, origin } = await serve(outDir);
  const setups = COLUMNS.map((column) => column.query);
  try {
    for (const variant of variantList) {
      for (const setup of setups) {
        const problems = [];
        const page = await newPage(browser, origin, problems);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Performance.enable");
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
        const before = await metrics(cdp);
        await cdp.send("Profiler.start");
        const query = { ...setup, variant, seeds: "1", warmup: "1" };
        const result = await runPage(page, origin, query);
        const { profile } = await cdp.send("Profiler.stop");
        const after = await metrics(cdp);
        await page.close();
        const all = [...result.warmup, ...result.runs];
        const actions = all.reduce((n, r) => n + r.actions, 0);
        const each = (key) => ((after[key] - before[key]) / actions).toFixed(2);
        const name = `${setup.mode}${setup.showLog === "0" ? " showLog={false}" : ""}`;
        const runs = all.map((r) => perAction(r).toFixed(2)).join(", ");
        console.log(`\nprofile: ${name}, ${variant} (unminified build; ms/action ${runs})`);
        console.log(
          `  a action: ${each("task")} ms of tasks, ${each("script")} script, ` +
            `${each("style")} style in ${each("styles")} recalcs, ` +
            `${each("layout")} layout in ${each("layouts")} layouts`,
        );
        console.log(summarise(profile));
        if (problems.length) console.log(`  page problems: ${problems.join(" | ")}`);
      }
    }
  } finally {
    server.close();
  }
}

/** The packages of git commit `ref`, extracted under the cache (resolving from its node_modules). */
function extractBase(ref) {
  const commit = execFileSync("git", ["rev-parse", "--short", ref], { encoding: "utf8" }).trim();
  const dir = join(cacheDir, "bench-base", commit);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync("git", ["archive", commit, "packages"], {
    maxBuffer: 1 << 28,
  });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  return { label: `${ref} (${commit})`, dir: join(dir, "packages") };
}

/** The frames of animated moves: fps per move (median over moves), frame times, worst frame. */
function frameFigures(moves) {
  const frames = moves.flatMap((m) => m.frames);
  const fps = moves
    .filter((m) => m.frames.length > 0)
    .map((m) => (1000 * m.frames.length) / m.frames.reduce((a, b) => a + b, 0));
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    moves: moves.length,
    frames: frames.length,
    fps: fps.length ? median(fps) : 0,
    worstFps: fps.length ? Math.min(...fps) : 0,
    p50: at(0.5),
    p95: at(0.95),
    worst: sorted.at(-1) ?? 0,
    long: frames.filter((ms) => ms > 50).length,
    msPerMove: median(moves.map((m) => m.ms)),
  };
}

async function main() {
  mkdirSync(cacheDir, { recursive: true });
  const builds = [{ label: relative(process.cwd(), sources) || ".", dir: sources }];
  if (BASE) builds.push(extractBase(BASE));
  const pages = [];
  try {
    for (const [i, source] of builds.entries()) {
      const outDir = join(cacheDir, i === 0 ? "page" : "page-base");
      await buildPage(outDir, false, source.dir);
      pages.push({ ...source, ...(await serve(outDir)) });
    }
    await measure(pages);
  } finally {
    for (const { server } of pages) server.close();
  }
}

async function measure(pages) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const seeds = Array.from({ length: GAMES }, (_, i) => i + 1).join(",");
    const base = pages[1];
    console.log(
      `\nrobot-only games in Chromium ${browser.version()} (robots.classic, robot pace 0, animation off), ` +
        `${GAMES} games a variant after ${WARMUP} warm-up, median ms/action; ` +
        `sources ${pages[0].label}${base ? `, and ${base.label} (each page in turn)` : ""}`,
    );
    const cell = (value, width = 8) => String(value).padStart(width);
    const name = (variant, page) => (page === pages[0] ? variant : `  ${page.label}`);
    const nameWidth = Math.max(13, ...pages.map((p) => p.label.length + 3));
    console.log(
      `${"variant".padEnd(nameWidth)}${cell("game")}${cell("board")}${cell("ratio")}` +
        `${cell("no log", 9)}${cell("ratio")}${cell("actions/game", 14)}  game runs (ms/action)`,
    );
    const problems = [];
    const ms = (value) => (value === undefined || Number.isNaN(value) ? "-" : value.toFixed(2));
    for (const variant of variants) {
      const medians = new Map(pages.map((page) => [page, {}]));
      const runs = new Map(pages.map((page) => [page, {}]));
      for (const { key, query } of COLUMNS) {
        const pooled = new Map(pages.map((page) => [page, []]));
        for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 1); round++) {
          for (const page of round % 2 ? [...pages].reverse() : pages) {
            const tab = await newPage(browser, page.origin, problems);
            const result = await runPage(tab, page.origin, {
              ...query,
              variant,
              seeds,
              warmup: String(WARMUP),
            });
            await tab.close();
            pooled.get(page).push(...result.runs);
          }
        }
        for (const page of pages) {
          medians.get(page)[key] = median(pooled.get(page).map(perAction));
          runs.get(page)[key] = pooled.get(page);
        }
      }
      for (const page of pages) {
        const m = medians.get(page);
        const r = runs.get(page);
        const actions = median((r.game ?? r.board).map((run) => run.actions));
        const mismatch = COLUMNS.some(({ key }) =>
          r[key].some((run, i) => run.actions !== (r.game ?? r.board)[i]?.actions),
        );
        console.log(
          `${name(variant, page).padEnd(nameWidth)}${cell(ms(m.game))}${cell(ms(m.board))}` +
            `${cell(ms(m.game / m.board))}${cell(ms(m.noLog), 9)}` +
            `${cell(ms(m.noLog / m.board))}${cell(actions, 14)}  ` +
            (r.game ?? r.board).map((run) => ms(perAction(run))).join(" ") +
            (mismatch ? "  (the modes played different action counts!)" : ""),
        );
      }
      if (base) {
        const now = medians.get(pages[0]);
        const then = medians.get(base);
        console.log(
          `${"  now / base".padEnd(nameWidth)}${cell(ms(now.game / then.game))}` +
            `${cell(ms(now.board / then.board))}${cell("")}${cell(ms(now.noLog / then.noLog), 9)}`,
        );
      }
    }
    console.log(
      "game: <FlyingChessGame>; board: <FlyingChessBoard> alone, driven at the hook's cadence; " +
        "ratio: over board; no log: the game with showLog={false}",
    );
    if (FPS_MOVES > 0) {
      console.log(
        `\n<FlyingChessBoard> with its move animation on (default step), seed 1, the first ` +
          `${FPS_MOVES} animated moves a variant; frames are requestAnimationFrame callbacks ` +
          "while a move plays (1280x900 page)",
      );
      console.log(
        `${"variant".padEnd(nameWidth)}${cell("fps", 7)}${cell("min fps", 9)}` +
          `${cell("frame p50", 11)}${cell("p95", 7)}${cell("worst", 8)}${cell(">50ms", 7)}` +
          `${cell("ms/move", 9)}${cell("moves", 7)}${cell("frames", 8)}`,
      );
      for (const variant of variants) {
        const figures = new Map();
        for (const page of pages) {
          const tab = await newPage(browser, page.origin, problems);
          const result = await runPage(tab, page.origin, {
            mode: "animate",
            variant,
            seeds: "1",
            moves: String(FPS_MOVES),
          });
          await tab.close();
          figures.set(page, frameFigures(result.moves ?? []));
        }
        for (const page of pages) {
          const f = figures.get(page);
          console.log(
            `${name(variant, page).padEnd(nameWidth)}${cell(f.fps.toFixed(1), 7)}` +
              `${cell(f.worstFps.toFixed(1), 9)}${cell(ms(f.p50), 11)}${cell(ms(f.p95), 7)}` +
              `${cell(ms(f.worst), 8)}${cell(f.long, 7)}${cell(Math.round(f.msPerMove), 9)}` +
              `${cell(f.moves, 7)}${cell(f.frames, 8)}`,
          );
        }
        if (base) {
          const now = figures.get(pages[0]);
          const then = figures.get(base);
          console.log(
            `${"  now / base".padEnd(nameWidth)}${cell(ms(now.fps / then.fps), 7)}` +
              `${cell(ms(now.worstFps / then.worstFps), 9)}${cell(ms(now.p50 / then.p50), 11)}` +
              `${cell(ms(now.p95 / then.p95), 7)}${cell(ms(now.worst / then.worst), 8)}`,
          );
        }
      }
      console.log(
        "fps: median over moves of frames / time; min fps: the slowest move's; frame p50, p95, " +
          "worst: ms between frames over all moves; >50ms: frames that took longer",
      );
    }
    if (problems.length) console.log(`page problems: ${problems.join(" | ")}`);
    if (PROFILE) await profilePages(browser, variants);
  } finally {
    await browser.close();
  }
}

await main();
clearTimeout(hardStop);
