// examples/vite as a user builds it: installed from the packed tarballs, `vite build`, the
// dist served statically and played in Chromium, with a clean console.
import type { Server } from "node:http";
import { dirname, join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  collectConsole,
  installExample,
  launchChromium,
  packPackages,
  problems,
  removeTemp,
  run,
  serveStatic,
  tempDir,
  timed,
} from "./helpers.js";

let packDir: string | undefined;
let app: string | undefined;
let server: Server | undefined;
let browser: Browser | undefined;
let url: string;

beforeAll(async () => {
  packDir = tempDir("packs-vite");
  const packs = await packPackages(packDir);
  app = await installExample("vite", packs);
  const dir = app;
  await timed("vite build (examples/vite)", () =>
    run(join(dir, "node_modules/.bin/vite"), ["build"], { cwd: dir, timeout: 120_000 }),
  );
  ({ server, url } = await serveStatic(join(app, "dist")));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  removeTemp(app && dirname(app));
  removeTemp(packDir);
});

describe("examples/vite, built from the tarballs", () => {
  it("renders the board and the die in Chinese, and plays a roll, with a clean console", async () => {
    const page = await (browser as Browser).newPage({ viewport: { width: 1280, height: 800 } });
    const messages = collectConsole(page);
    await page.goto(url);
    // The example imports "@flying/react/locales/zh" and plays in 中文 (zh.ts's words).
    await expect.poll(() => page.getByLabel("经典飞行棋棋盘").count()).toBe(1);
    const die = page.getByRole("button", { name: /^掷骰子/ });
    await die.waitFor({ timeout: 10_000 });
    const box = await die.boundingBox();
    expect(box?.width).toBeGreaterThan(30);
    expect(box?.height).toBeCloseTo(box?.width ?? 0, 0);
    expect(await page.locator("svg [data-piece]").count()).toBe(16);
    await die.click();
    // The die says what it rolled ("骰子点数：n"), and the game log has its first line.
    await page
      .getByRole("button", { name: /骰子点数：[1-6]/ })
      .first()
      .waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByRole("log").locator("li").count()).toBeGreaterThan(0);
    expect(problems(messages)).toEqual([]);
    await page.close();
  });
});
