// examples/next as a user builds it: installed from the packed tarballs, `next build` under
// its default config (Turbopack, cacheComponents on), `next start`; the server HTML has the
// board and its styles, and in Chromium the page hydrates with no warning and plays.
import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  collectConsole,
  freePort,
  installExample,
  launchChromium,
  packPackages,
  problems,
  removeTemp,
  run,
  startProcess,
  stopProcess,
  tempDir,
  timed,
  waitForUrl,
} from "./helpers.js";

// en.ts: ui.board "{variant} board" with variants.aeroplane, and ui.roll.
const BOARD = "Aeroplane Chess board";
const ROLL = "Roll the die";
// zh.ts: the same two labels in Chinese, on the page of the README's first example (/zh).
const ZH_BOARD = "经典飞行棋棋盘";
const ZH_ROLL = "掷骰子";
const root = fileURLToPath(new URL("../..", import.meta.url));

/** A page of the example: its path, and the board's and die's names in its language. */
interface Page {
  path: string;
  board: string;
  roll: string;
  /** The die's name once it shows a throw. */
  shows: RegExp;
}
const PAGES: Page[] = [
  { path: "/", board: BOARD, roll: ROLL, shows: /The die shows [1-6]/ },
  { path: "/zh", board: ZH_BOARD, roll: ZH_ROLL, shows: /骰子点数：[1-6]/ },
  // The README's composed example: its own set of client modules, loaded in its own order.
  { path: "/game", board: "Flying Chess board", roll: ROLL, shows: /The die shows [1-6]/ },
];

let packDir: string | undefined;
let app: string | undefined;
let server: ChildProcess | undefined;
let serverOutput = () => "";
let browser: Browser | undefined;
let url: string;
let buildOutput = "";

beforeAll(async () => {
  packDir = tempDir("packs-next");
  const packs = await packPackages(packDir);
  app = await installExample("next", packs);
  const dir = app;
  const next = join(dir, "node_modules/next/dist/bin/next");
  buildOutput = await timed("next build (examples/next)", () =>
    run(process.execPath, [next, "build"], { cwd: dir, timeout: 180_000 }),
  );
  ({ url, child: server, output: serverOutput } = await serve(dir, "start", 30_000));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await stopProcess(server);
  removeTemp(app && dirname(app));
  removeTemp(packDir);
});

describe("examples/next, built from the tarballs", () => {
  it("builds under the default config, the page prerendered", () => {
    expect(buildOutput).toMatch(/Turbopack/);
    expect(buildOutput).toMatch(/Cache Components enabled/);
    // "○ /": the page is static, prerendered at build time (no Math.random in a render).
    expect(buildOutput).toMatch(/○ \/\s*$/m);
    expect(buildOutput).toMatch(/○ \/zh\s*$/m);
    expect(buildOutput).toMatch(/○ \/game\s*$/m);
    // Next warns of a missing build cache when it runs under CI (the CI variable set): a note
    // about the machine, not the app. Any other warning fails.
    const warnings = buildOutput
      .split("\n")
      .filter((line) => /⚠|warn/i.test(line) && !/No build cache found/.test(line));
    expect(warnings).toEqual([]);
  });

  it("serves HTML with the board, the die and the styles of its components", async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`aria-label="${BOARD}"`);
    // The heading is made on the server by the package's pure helpers (format, en, themes).
    expect(html).toMatch(/<h1 style="color:#[0-9a-fA-F]{3,6}">Aeroplane Chess for 4 players<\/h1>/);
    // The unseeded opening: nothing rolled yet, the same for every visitor.
    const die = new RegExp(`<button[^>]*aria-label="${ROLL}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(die).not.toBe("");
    const styles = [...html.matchAll(/<style data-styled="[^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map(
      (match) => match[1],
    );
    expect(styles.length).toBeGreaterThan(0);
    const css = styles.join("");
    // The die's generated class has its rule in those styles (the registry collected it).
    const classes = /class="([^"]*)"/.exec(die)?.[1]?.split(/\s+/) ?? [];
    expect(classes.some((name) => css.includes(`.${name}{`))).toBe(true);
    const gz = (text: string) => gzipSync(text).length;
    console.log(
      `[examples] next HTML: ${html.length} B (${gz(html)} B gzipped), <style data-styled> ×${styles.length}, ${css.length} B of CSS (${gz(styles.map((style) => `<style>${style}</style>`).join(""))} B gzipped)`,
    );
  });

  it("paints the die styled before any script runs (JavaScript off)", async () => {
    const context = await (browser as Browser).newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.getByRole("button", { name: ROLL }).boundingBox();
    // Styled: a square cube some 4rem wide (unstyled, a 16×96 px strip of buttons' text).
    expect(box?.width).toBeGreaterThan(40);
    expect(box?.height).toBeCloseTo(box?.width ?? 0, 0);
    await context.close();
  });

  it("has the README's React examples as its /zh and /game pages, word for word", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const examples = [...readme.matchAll(/```tsx\n([\s\S]*?)```/g)].map((match) => match[1]);
    const first = readme.slice(readme.indexOf("## A board on your React page"));
    const zh = /```tsx\n([\s\S]*?)```/.exec(first)?.[1];
    expect(zh).toContain('locale="zh"');
    expect(readFileSync(join(root, "examples/next/app/zh/App.tsx"), "utf8")).toBe(zh);
    const composed = examples.find((example) => example?.includes("export function MyGame()"));
    expect(composed).toContain("useFlyingChess(");
    expect(readFileSync(join(root, "examples/next/app/game/MyGame.tsx"), "utf8")).toBe(composed);
  });

  it("serves the README's example in Chinese: its pack loaded where the board renders", async () => {
    const response = await fetch(`${url}zh`, { signal: AbortSignal.timeout(10_000) });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`aria-label="${ZH_BOARD}"`);
    expect(html).toContain(`aria-label="${ZH_ROLL}"`);
  });

  it.each(PAGES)("hydrates $path with no console message, and the die plays", async (page) => {
    const messages = await hydrateAndPlay(url, page);
    // Not even a log line: a clean production hydration is silent.
    expect(messages).toEqual([]);
    expect(serverOutput()).not.toMatch(/error|warn/i);
  });
});

// Development is where React says what is wrong (a hydration mismatch, a key, a hook
// misused): the same pages under `next dev`, beside the production server (Next 16 builds
// development into .next/dev).
describe("examples/next under next dev", () => {
  let devServer: ChildProcess | undefined;
  let devOutput = () => "";
  let devUrl = "";
  beforeAll(async () => {
    // The first request compiles the page.
    ({
      url: devUrl,
      child: devServer,
      output: devOutput,
    } = await serve(app as string, "dev", 120_000));
  });
  afterAll(() => stopProcess(devServer));

  it.each(PAGES)("hydrates $path with no warning or error from React", async (page) => {
    const messages = await hydrateAndPlay(devUrl, page);
    // React's development build logs an invitation to its DevTools, Next its HMR: info, not
    // problems.
    expect(problems(messages)).toEqual([]);
    expect(devOutput()).not.toMatch(/error|warn/i);
  });
});

/** `next start` or `next dev` of the app on a free port, once it answers. */
async function serve(dir: string, mode: "start" | "dev", timeout: number) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const next = join(dir, "node_modules/next/dist/bin/next");
  const args = [next, mode, "-H", "127.0.0.1", "-p", String(port)];
  const { child, output } = startProcess(process.execPath, args, dir);
  await timed(`next ${mode} (examples/next)`, () => waitForUrl(url, child, timeout));
  return { url, child, output };
}

/**
 * Opens `path`, waits for React to hydrate the server HTML (keeping the board element the
 * HTML parser made), rolls, and returns what the page logged meanwhile.
 */
async function hydrateAndPlay(base: string, { path, board: boardName, roll, shows }: Page) {
  const context = await (browser as Browser).newContext({ viewport: { width: 1280, height: 800 } });
  // A client re-render after a mismatch would replace the board element. (Code run in the
  // page is a string: no DOM types here.)
  const board = JSON.stringify(`[aria-label="${boardName}"]`);
  const button = JSON.stringify(`button[aria-label="${roll}"]`);
  await context.addInitScript({
    content: `{
      const observer = new MutationObserver(() => {
        const board = document.querySelector(${board});
        if (board) {
          window.ssrBoard = board;
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    }`,
  });
  const tab = await context.newPage();
  const messages = collectConsole(tab);
  await tab.goto(new URL(path, base).href);
  // React has hydrated the die once its fiber hangs on the server-rendered element.
  await tab.waitForFunction(
    `(() => {
      const button = document.querySelector(${button});
      return button !== null && Object.keys(button).some((key) => key.startsWith("__reactFiber"));
    })()`,
    undefined,
    { timeout: 30_000 },
  );
  expect(await tab.evaluate(`document.querySelector(${board}) === window.ssrBoard`)).toBe(true);
  // A mismatched attribute is neither patched nor reported in production: every element's
  // class, as the server wrote it, must be the one React rendered in the browser.
  const mismatched = await tab.evaluate(`(() => {
    const wrong = [];
    for (const element of document.querySelectorAll("[class]")) {
      const key = Object.keys(element).find((name) => name.startsWith("__reactProps$"));
      const wanted = key && element[key].className;
      if (typeof wanted === "string" && element.getAttribute("class") !== wanted)
        wrong.push(element.tagName + ": " + element.getAttribute("class") + " / " + wanted);
    }
    return wrong;
  })()`);
  expect(mismatched).toEqual([]);
  await tab.getByRole("button", { name: roll }).click();
  await tab.getByRole("button", { name: shows }).first().waitFor({ timeout: 10_000 });
  await expect.poll(() => tab.getByRole("log").locator("li").count()).toBeGreaterThan(0);
  // Leave the robots a moment to play on: still no warning.
  await tab.waitForTimeout(500);
  await context.close();
  return messages;
}
