// React 18, the older of the two majors the peer range names: examples/vite installed from
// the tarballs with React 18.3 in place of 19, rendered on the server in development (where
// React 18 warns of a layout effect on the server) and built and played in Chromium.
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

const REACT_18 = [
  "react@18.3.1",
  "react-dom@18.3.1",
  "@types/react@18.3.32",
  "@types/react-dom@18.3.7",
];

let packDir: string | undefined;
let app: string | undefined;
let server: Server | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  packDir = tempDir("packs-react18");
  app = await installExample("vite", await packPackages(packDir), REACT_18);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  removeTemp(app && dirname(app));
  removeTemp(packDir);
});

describe("with React 18", () => {
  it("installs React 18", async () => {
    const out = await run(process.execPath, ["-p", 'require("react/package.json").version'], {
      cwd: app as string,
      timeout: 10_000,
    });
    expect(out.trim()).toBe("18.3.1");
  });

  it("renders every component on the server in development with not one warning", async () => {
    // Node, not Vitest, runs this: the packages as an app's server loads them.
    const script = `
      import { createElement as h } from "react";
      import { renderToString } from "react-dom/server";
      import { createGame } from "@flying/engine";
      import { Dice, FlyingChessBoard, FlyingChessGame, GameLog, Standings } from "@flying/react";
      const messages = [];
      for (const level of ["error", "warn"]) console[level] = (...args) => messages.push(args.join(" "));
      Math.random = () => { throw new Error("Math.random during render"); };
      const state = createGame({ variant: "aeroplane", seed: 1 });
      const html = [
        h(FlyingChessGame, { variant: "aeroplane" }),
        h(FlyingChessBoard, { state }),
        h(Dice, { value: 4 }),
        h(GameLog, { variant: "aeroplane", entries: [] }),
        h(Standings, { state }),
      ].map((element) => renderToString(element));
      process.stdout.write(JSON.stringify({ sizes: html.map((part) => part.length), board: html[0].includes('aria-label="Aeroplane Chess board"'), messages }));
    `;
    const out = await run(process.execPath, ["--input-type=module", "-e", script], {
      cwd: app as string,
      timeout: 30_000,
      env: { NODE_ENV: "development" },
    });
    const { sizes, board, messages } = JSON.parse(out);
    expect(messages).toEqual([]);
    expect(board).toBe(true);
    for (const size of sizes) expect(size).toBeGreaterThan(20);
  });

  it("builds with Vite and plays a roll in Chromium with a clean console", async () => {
    const dir = app as string;
    await timed("vite build (examples/vite, React 18)", () =>
      run(join(dir, "node_modules/.bin/vite"), ["build"], { cwd: dir, timeout: 120_000 }),
    );
    let url: string;
    ({ server, url } = await serveStatic(join(dir, "dist")));
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const messages = collectConsole(page);
    await page.goto(url);
    const die = page.getByRole("button", { name: /^掷骰子/ });
    await die.waitFor({ timeout: 10_000 });
    expect(await page.locator("svg [data-piece]").count()).toBe(16);
    await die.click();
    await expect.poll(() => page.getByRole("log").locator("li").count()).toBeGreaterThan(0);
    expect(problems(messages)).toEqual([]);
    await page.close();
  });
});
