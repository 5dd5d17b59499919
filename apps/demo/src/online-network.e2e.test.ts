// The online screen between two machines, as a deployment has it: one host (a network
// namespace, 10.231.0.1, see packages/server/src/test-netns.ts) serves the built demo
// (`vite preview`) and runs the server's real entry on port 2567 of its LAN address; two
// other hosts (ada at .2, bo at .3) each run a Chromium of their own, which reaches that
// host only over its eth0 and the LAN's bridge. The demo is built with no
// VITE_FLYING_SERVER, so the server it offers is the one of the page's own host. Ada creates
// a room, Bo opens its link on the other machine, and they play turns that each sees.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  createLan,
  type Host,
  type Lan,
  lanHost,
  listening,
  runIn,
  traffic,
  untilOutput,
} from "../../../packages/server/src/test-netns.js";
import { bundleServer, type Child } from "../../../packages/server/src/test-redis.js";
import { chromiumLaunchOptions } from "../../../scripts/chromium.mjs";
import { onlineStrings } from "./online/onlineStrings.js";
import { logOf, playTurns } from "./online-e2e.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const words = onlineStrings.en;
/** The demo's default server port, on the page's host: what the server listens on here. */
const GAME_PORT = 2567;
const SITE_PORT = 8080;

let lan: Lan | undefined;
let server: Child | undefined;
let site: Child | undefined;
const browsers: Browser[] = [];
const folders: string[] = [];
let dispose: (() => void) | undefined;
/** Why the hosts did not come up: the test fails with it rather than being skipped. */
let notStarted: unknown;

beforeAll(async () => {
  try {
    const bundling = bundleServer();
    lan = createLan(["server", "ada", "bo"]);
    const host = hostOf("server");
    // The build's own default, not the loopback e2e's: the page's host, port 2567.
    delete process.env.VITE_FLYING_SERVER;
    const outDir = mkdtempSync(join(tmpdir(), "flying-demo-network-"));
    folders.push(outDir);
    await build({ root, logLevel: "silent", build: { outDir, emptyOutDir: true } });
    const bundle = await bundling;
    dispose = bundle.dispose;
    server = runIn(host, process.execPath, [bundle.entry], {
      NODE_ENV: "production",
      HOST: host.address,
      PORT: String(GAME_PORT),
    });
    // Vite's own command line, as `npm run preview` runs it (its exports map hides bin/).
    const vite = join(
      dirname(createRequire(import.meta.url).resolve("vite/package.json")),
      "bin/vite.js",
    );
    site = runIn(host, process.execPath, [
      vite,
      "preview",
      root,
      "--outDir",
      outDir,
      "--host",
      host.address,
      "--port",
      String(SITE_PORT),
      "--strictPort",
    ]);
    await untilOutput(server, /listening on ws:\/\//, "the game server");
    await untilOutput(site, new RegExp(`${host.address}:${SITE_PORT}`), "the demo's site");
  } catch (error) {
    notStarted = error;
  }
}, 60_000);

afterAll(async () => {
  for (const browser of browsers) await browser.close().catch(() => {});
  await site?.stop(1_000);
  await server?.stop(2_000);
  lan?.dispose();
  dispose?.();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}, 20_000);

const hostOf = (name: string): Host => lanHost(lan, name, notStarted);

/**
 * A Chromium that runs on `host`: Playwright starts it through a wrapper that enters the
 * namespace first (`ip netns exec` execs it, so Playwright's pipe to it and its pid are the
 * browser's own). Everything the browser opens goes out of that host's eth0.
 */
async function browserOn(host: Host): Promise<Browser> {
  const folder = mkdtempSync(join(tmpdir(), "flying-chromium-netns-"));
  folders.push(folder);
  const wrapper = join(folder, "chromium");
  writeFileSync(
    wrapper,
    `#!/bin/sh\nexec ip netns exec ${host.namespace} ${chromiumLaunchOptions.executablePath} "$@"\n`,
  );
  chmodSync(wrapper, 0o755);
  const browser = await chromium.launch({ ...chromiumLaunchOptions, executablePath: wrapper });
  browsers.push(browser);
  return browser;
}

/** A page of its own browser on `host`, with everything it reached and complained of kept. */
async function personOn(host: Host, problems: string[], reached: string[]): Promise<Page> {
  const browser = await browserOn(host);
  const context = await browser.newContext({ locale: "en-GB", reducedMotion: "reduce" });
  context.setDefaultTimeout(10_000);
  await context.addInitScript(() => {
    localStorage.setItem(
      "flying-demo/v1/preferences",
      JSON.stringify({ locale: "en", theme: "default", pace: "instant", sound: false }),
    );
  });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${host.host}: ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${host.host}: ${String(error)}`));
  page.on("request", (request) => reached.push(request.url()));
  page.on("websocket", (socket) => reached.push(socket.url()));
  return page;
}

/** Takes a seat, gets ready, and waits until the seat says so. */
async function sitReady(page: Page, color: string, name: string): Promise<void> {
  await page.getByRole("button", { name: `Sit at ${color}` }).click();
  const row = page.locator(`tr[data-seat=${color.toLowerCase()}]`);
  await row.getByText(`${name} (${words.you}`).waitFor();
  await page.getByRole("button", { name: words.imReady }).click();
  await row.getByText(words.ready, { exact: true }).waitFor();
}

it("two people on two machines play one room through the demo, served by the server's host", async () => {
  const [host, adaHost, boHost] = [hostOf("server"), hostOf("ada"), hostOf("bo")];
  // Bound to the LAN address, not to a loopback the browsers could have shared.
  expect(listening(host).sort()).toEqual(
    [`${host.address}:${GAME_PORT}`, `${host.address}:${SITE_PORT}`].sort(),
  );
  const before = { ada: traffic(adaHost), bo: traffic(boHost) };
  const problems: string[] = [];
  const reached: string[] = [];
  const site = `http://${host.address}:${SITE_PORT}/`;
  const game = `ws://${host.address}:${GAME_PORT}`;
  const [ada, bo] = [
    await personOn(adaHost, problems, reached),
    await personOn(boHost, problems, reached),
  ];

  await ada.goto(site);
  await ada.locator(".demo-new").click();
  await ada.getByRole("button", { name: words.playOnline }).click();
  // The server offered is the one on the page's own host: nothing was configured.
  await expect(ada.getByRole("textbox", { name: words.server }).inputValue()).resolves.toBe(game);
  await ada.getByRole("textbox", { name: words.yourName }).fill("Ada");
  const form = ada.getByRole("form", { name: words.createRoom });
  await form.locator("input[name=variant][value=chessboard]").check();
  await form.getByRole("button", { name: words.create }).click();
  await ada.locator("[data-status=open]").waitFor();
  const code = (await ada.locator("[data-room-code]").getAttribute("data-room-code")) ?? "";
  const link = await ada.getByRole("textbox", { name: words.shareLink }).inputValue();
  expect(link).toBe(`${site}#room=${code}`);

  // The link, opened on the other machine.
  await bo.goto(link);
  await bo.locator("[data-status=open]").waitFor();
  await expect(bo.locator("[data-room-code]").getAttribute("data-room-code")).resolves.toBe(code);
  await bo.getByRole("textbox", { name: words.yourName }).fill("Bo");
  await sitReady(ada, "White", "Ada");
  await sitReady(bo, "Black", "Bo");
  await ada.locator("tr[data-seat=black]").getByText("Bo").waitFor();
  await bo.locator("tr[data-seat=white]").getByText("Ada (host)").waitFor();
  await ada.getByRole("button", { name: words.start }).click();
  for (const page of [ada, bo]) await page.locator("[data-flying-game]").waitFor();
  await ada.getByText("You play White").waitFor();
  await bo.getByText("You play Black").waitFor();

  // Every action goes to the server on the other host and back to both machines.
  const rolls = await playTurns([ada, bo], 3, 30_000);
  expect(rolls.every((n) => n >= 3)).toBe(true);
  const log = await logOf(ada);
  expect(log.some((line) => line.startsWith("White rolled"))).toBe(true);
  expect(log.some((line) => line.startsWith("Black rolled"))).toBe(true);
  await expect(logOf(bo)).resolves.toEqual(log);

  // Everything either browser reached was on the server's host: the site, the matchmaker's
  // HTTP and the room's WebSocket on the game's port; and every byte of it came in through
  // the players' eth0.
  expect(reached.filter((address) => new URL(address).hostname !== host.address)).toEqual([]);
  const matchmaker = `http://${host.address}:${GAME_PORT}/matchmake/`;
  expect(reached).toContain(`${matchmaker}create/flying`);
  expect(reached).toContain(`${matchmaker}joinById/${code}`);
  expect(reached.filter((address) => address.startsWith(`${game}/`)).length).toBe(2);
  const after = { ada: traffic(adaHost), bo: traffic(boHost) };
  // The demo's scripts alone are hundreds of kilobytes: they came over the LAN to each.
  expect(after.ada.rx - before.ada.rx).toBeGreaterThan(200_000);
  expect(after.bo.rx - before.bo.rx).toBeGreaterThan(200_000);
  expect(problems).toEqual([]);
}, 60_000);
