// examples/next as a user builds it: installed from the packed tarballs, `next build` under
// its default config (Turbopack, cacheComponents on), `next start`; the server HTML has the
// board and its styles, and in Chromium the page hydrates with no warning and plays.
import type { ChildProcess } from "node:child_process";
import { dirname, join } from "node:path";
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
  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  const started = startProcess(
    process.execPath,
    [next, "start", "-H", "127.0.0.1", "-p", String(port)],
    dir,
  );
  server = started.child;
  serverOutput = started.output;
  await timed("next start (examples/next)", () => waitForUrl(url, started.child, 30_000));
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
    console.log(
      `[examples] next HTML: ${html.length} B, <style data-styled> ×${styles.length}, ${css.length} B of CSS`,
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

  it("hydrates the server HTML with no console message, and the die plays", async () => {
    const context = await (browser as Browser).newContext({
      viewport: { width: 1280, height: 800 },
    });
    // The board element as the HTML parser made it: hydration keeps it, a client re-render
    // after a mismatch would replace it. (Code run in the page is a string: no DOM types here.)
    const board = JSON.stringify(`[aria-label="${BOARD}"]`);
    const button = JSON.stringify(`button[aria-label="${ROLL}"]`);
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
    const page = await context.newPage();
    const messages = collectConsole(page);
    await page.goto(url);
    const die = page.getByRole("button", { name: ROLL });
    // React has hydrated the die once its fiber hangs on the server-rendered element.
    await page.waitForFunction(
      `(() => {
        const button = document.querySelector(${button});
        return button !== null && Object.keys(button).some((key) => key.startsWith("__reactFiber"));
      })()`,
      undefined,
      { timeout: 15_000 },
    );
    expect(await page.evaluate(`document.querySelector(${board}) === window.ssrBoard`)).toBe(true);
    await die.click();
    await page
      .getByRole("button", { name: /The die shows [1-6]/ })
      .first()
      .waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByRole("log").locator("li").count()).toBeGreaterThan(0);
    // Leave the robots a moment to play on: still no warning.
    await page.waitForTimeout(500);
    expect(problems(messages)).toEqual([]);
    // Not even a log line: React's dev and prod builds both stay quiet on a clean hydration.
    expect(messages).toEqual([]);
    expect(serverOutput()).not.toMatch(/error|warn/i);
    await context.close();
  });
});
