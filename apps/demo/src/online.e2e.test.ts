// The online screen as two players meet it: a real @flying/server on 127.0.0.1 (its
// sources, started here on a free port), the demo built with VITE_FLYING_SERVER set to it
// and served on loopback, and two Chromium pages, each its own browser context (its own
// storage), that create or join one room, take seats, get ready, start and play turns that
// each sees.
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { build, type PreviewServer, preview } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createServer, type RunningServer } from "../../../packages/server/src/server.js";
import { chromiumLaunchOptions } from "../../../scripts/chromium.mjs";
import { onlineStrings } from "./online/onlineStrings.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const words = onlineStrings.en;
let game: RunningServer;
let site: PreviewServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  game = await createServer({ port: 0, host: "127.0.0.1", handleSignals: false });
  // The build reads VITE_* from the environment: the online screen's default server.
  process.env.VITE_FLYING_SERVER = game.url;
  const outDir = mkdtempSync(join(tmpdir(), "flying-demo-online-"));
  await build({ root, logLevel: "silent", build: { outDir, emptyOutDir: true } });
  site = await preview({ root, logLevel: "silent", build: { outDir }, preview: { port: 0 } });
  browser = await chromium.launch(chromiumLaunchOptions);
}, 90_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await site?.close();
  await game?.close();
});

const url = () => site.resolvedUrls?.local[0] ?? "";

/** A page of its own browser context, its console errors and warnings kept in `problems`. */
async function player(problems: string[]): Promise<Page> {
  const context = await browser.newContext({ locale: "en-GB", reducedMotion: "reduce" });
  contexts.push(context);
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
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  return page;
}

/** From the game, by the start screen's "Play online", to the online screen. */
async function openOnline(page: Page, name: string): Promise<void> {
  await page.goto(url());
  await page.locator(".demo-new").click();
  await page.getByRole("button", { name: words.playOnline }).click();
  await page.getByRole("heading", { name: words.playOnline }).waitFor();
  await expect(page.getByRole("textbox", { name: words.server }).inputValue()).resolves.toBe(
    game.url,
  );
  await page.getByRole("textbox", { name: words.yourName }).fill(name);
}

/** Creates a room of `variant` with `robots` seats, and gives its code. */
async function createRoom(
  page: Page,
  variant: string,
  robots: Record<string, string> = {},
): Promise<string> {
  const form = page.getByRole("form", { name: words.createRoom });
  await form.locator(`input[name=variant][value=${variant}]`).check();
  for (const [color, robot] of Object.entries(robots))
    await form.locator(`select[name=seat-${color}]`).selectOption(robot);
  await form.getByRole("button", { name: words.create }).click();
  await page.locator("[data-status=open]").waitFor();
  const code = await page.locator("[data-room-code]").getAttribute("data-room-code");
  expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
  return code ?? "";
}

/** Takes a seat, gets ready, and waits until the seat says so. */
async function sitReady(page: Page, color: string, name: string): Promise<void> {
  await page.getByRole("button", { name: `Sit at ${color}` }).click();
  const row = page.locator(`tr[data-seat=${color.toLowerCase()}]`);
  await row.getByText(`${name} (you`).waitFor();
  await page.getByRole("button", { name: words.imReady }).click();
  await row.getByText(words.ready, { exact: true }).waitFor();
}

/** axe's violations on the page as it is now: rule id and the first offending element. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve("axe-core/axe.min.js") });
  return page.evaluate(async () => {
    type Results = { violations: { id: string; nodes: { html: string }[] }[] };
    const axe = (window as unknown as { axe: { run: () => Promise<Results> } }).axe;
    return (await axe.run()).violations.map((v) => `${v.id}: ${v.nodes[0]?.html ?? ""}`);
  });
}

const logOf = (page: Page) => page.getByRole("log").getByRole("listitem").allTextContents();

/**
 * Plays until each page has rolled `turns` times: whichever page's die says "Roll the die"
 * rolls it, then moves its first movable piece, if any. Each roll and move goes through the
 * server, so the other page must show it: the logs are the same after every action.
 */
async function playTurns(pages: Page[], turns: number): Promise<number[]> {
  const rolls = pages.map(() => 0);
  const deadline = Date.now() + 60_000;
  while (rolls.some((n) => n < turns)) {
    if (Date.now() > deadline) throw new Error(`still playing after 60 s: rolls ${rolls}`);
    let acted = false;
    for (const [i, page] of pages.entries()) {
      const die = page.locator("button[data-value]");
      const label = (await die.getAttribute("aria-label")) ?? "";
      if (!label.startsWith("Roll the die") || !(await die.isEnabled())) continue;
      const before = (await logOf(page)).length;
      await die.click();
      rolls[i] = (rolls[i] ?? 0) + 1;
      acted = true;
      // The roll is back from the server once the log tells it.
      await expect
        .poll(async () => (await logOf(page)).length, { timeout: 5_000 })
        .toBeGreaterThan(before);
      if ((await die.getAttribute("aria-label"))?.includes("Move a piece")) {
        const rolled = (await logOf(page)).length;
        await page.locator(".flying-movable[data-piece]").first().click();
        await expect
          .poll(async () => (await logOf(page)).length, { timeout: 5_000 })
          .toBeGreaterThan(rolled);
      }
      // Both pages show the same game log once the server's state has reached them.
      await expect
        .poll(async () => JSON.stringify(await logOf(pages[1 - i] as Page)), { timeout: 5_000 })
        .toBe(JSON.stringify(await logOf(page)));
    }
    if (!acted) await pages[0]?.waitForTimeout(100);
  }
  return rolls;
}

it("two pages play one room, joined by its code", async () => {
  const problems: string[] = [];
  const [ada, bo] = [await player(problems), await player(problems)] as [Page, Page];
  await openOnline(ada, "Ada");
  const code = await createRoom(ada, "chessboard");
  await openOnline(bo, "Bo");
  const join = bo.getByRole("form", { name: words.joinRoom });
  // A server address or a code that is none is said so, and nothing is joined.
  const server = bo.getByRole("textbox", { name: words.server });
  await server.fill("not a server");
  await join.getByRole("textbox", { name: words.codeOrLink }).fill(code);
  await join.getByRole("button", { name: words.join }).click();
  await bo.getByRole("alert").getByText(words.badServer).waitFor();
  await server.fill(game.url);
  await join.getByRole("textbox", { name: words.codeOrLink }).fill("hello");
  await join.getByRole("button", { name: words.join }).click();
  await bo.getByRole("alert").getByText(words.badCode).waitFor();
  await join.getByRole("textbox", { name: words.codeOrLink }).fill(code.toLowerCase());
  await join.getByRole("button", { name: words.join }).click();
  await bo.locator("[data-status=open]").waitFor();
  await expect(bo.locator("[data-room-code]").getAttribute("data-room-code")).resolves.toBe(code);
  await bo.getByText(words.waitingHost).waitFor();
  await expect(bo.getByRole("button", { name: words.start }).count()).resolves.toBe(0);

  await sitReady(ada, "White", "Ada");
  await sitReady(bo, "Black", "Bo");
  // Each sees the other seated and ready.
  await ada.locator("tr[data-seat=black]").getByText("Bo").waitFor();
  await bo.locator("tr[data-seat=white]").getByText("Ada (host)").waitFor();
  await expect(axeViolations(ada)).resolves.toEqual([]);
  await ada.getByRole("button", { name: words.start }).click();
  for (const page of [ada, bo]) await page.locator("[data-flying-game]").waitFor();
  await ada.getByText("You play White").waitFor();
  await bo.getByText("You play Black").waitFor();

  const rolls = await playTurns([ada, bo], 3);
  expect(rolls.every((n) => n >= 3)).toBe(true);
  const log = await logOf(ada);
  expect(log.some((line) => line.startsWith("White rolled"))).toBe(true);
  expect(log.some((line) => line.startsWith("Black rolled"))).toBe(true);
  await expect(logOf(bo)).resolves.toEqual(log);
  expect(problems).toEqual([]);
}, 120_000);

it("a room link opens the room on another page, robots playing the other seats", async () => {
  const problems: string[] = [];
  const [ada, bo] = [await player(problems), await player(problems)] as [Page, Page];
  await openOnline(ada, "Ada");
  const code = await createRoom(ada, "aeroplane", { green: "easy", blue: "random" });
  const link = await ada.getByRole("textbox", { name: words.shareLink }).inputValue();
  expect(link).toBe(`${url()}#room=${code}`);

  // The link itself: the page opens on the online screen, in the room.
  await bo.goto(link);
  await bo.locator("[data-status=open]").waitFor();
  await expect(bo.locator("[data-room-code]").getAttribute("data-room-code")).resolves.toBe(code);
  await bo.getByRole("textbox", { name: words.yourName }).fill("Bo");
  await expect(bo.locator("tr[data-seat=green]").textContent()).resolves.toContain("Easy");

  await sitReady(ada, "Red", "Ada");
  await sitReady(bo, "Yellow", "Bo");
  await ada.locator("tr[data-seat=yellow]").getByText("Bo").waitFor();
  await ada.getByRole("button", { name: words.start }).click();
  for (const page of [ada, bo]) await page.locator("[data-flying-game]").waitFor();

  await playTurns([ada, bo], 2);
  const log = await logOf(bo);
  expect(log.some((line) => line.startsWith("Green rolled"))).toBe(true);
  // Back to the start screen: the room is left, and the link is gone from the address.
  await bo.getByRole("button", { name: words.back }).click();
  await bo.locator(".demo-new").waitFor();
  expect(new URL(bo.url()).hash).toBe("");
  // A robot plays the seat out under Bo's name; Bo is gone.
  await ada.locator("tr[data-seat=yellow]").getByText(words.away).waitFor();
  await expect(ada.locator("tr[data-seat=yellow]").textContent()).resolves.toContain("Bo (Medium)");
  expect(problems).toEqual([]);
}, 120_000);
