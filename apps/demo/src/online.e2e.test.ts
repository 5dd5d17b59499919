// The online screen as two players meet it: a real @flying/server on 127.0.0.1 (its
// sources, started here on a free port), the demo built with VITE_FLYING_SERVER set to it
// and served on loopback, and two Chromium pages, each its own browser context (its own
// storage), that create or join one room, take seats, get ready, start and play turns that
// each sees.
import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { fromRecord } from "@flying/engine";
import { en, format, type LocaleCode } from "@flying/react";
import { locales } from "@flying/react/locales/all";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "playwright-core";
import { build, type PreviewServer, preview } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createServer, type RunningServer } from "../../../packages/server/src/server.js";
import {
  bundleServer,
  type ServerProcess,
  startServerProcess,
} from "../../../packages/server/src/test-redis.js";
import { chromiumLaunchOptions } from "../../../scripts/chromium.mjs";
import { onlineStrings, type RefusalKey } from "./online/onlineStrings.js";
import { logOf, playTurns } from "./online-e2e.js";
import { parseRecordFile } from "./records.js";
import { startStrings } from "./startStrings.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const words = onlineStrings.en;
/** How long playTurns may take to play its turns, on loopback. */
const PLAY_MS = 60_000;
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

/** Servers of their own, as separate processes (a test stops one), and their bundle. */
const processes: ServerProcess[] = [];
let bundle: { entry: string; dispose(): void } | undefined;

afterAll(async () => {
  for (const server of processes) await server.stop(1_000);
  bundle?.dispose();
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await site?.close();
  await game?.close();
});

const url = () => site.resolvedUrls?.local[0] ?? "";

/** A loopback port nothing listens on: one the system gave out, and taken back. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * A page of its own browser context, its console errors and warnings kept in `problems`;
 * the preferences stored before the page opens (English, no sound, robots at once) unless
 * the page has stored its own, so a reload keeps what the page changed.
 */
async function player(
  problems: string[],
  options: BrowserContextOptions & { language?: LocaleCode; theme?: string } = {},
): Promise<Page> {
  const { language = "en", theme = "default", ...contextOptions } = options;
  const context = await browser.newContext({
    locale: "en-GB",
    reducedMotion: "reduce",
    ...contextOptions,
  });
  contexts.push(context);
  context.setDefaultTimeout(10_000);
  await context.addInitScript(
    ({ language, theme }) => {
      if (localStorage.getItem("flying-demo/v1/preferences") !== null) return;
      localStorage.setItem(
        "flying-demo/v1/preferences",
        JSON.stringify({ locale: language, theme, pace: "instant", sound: false }),
      );
    },
    { language, theme },
  );
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  return page;
}

/** From the game, by the start screen's "Play online", to the online screen. */
async function openOnline(page: Page, name: string, language: LocaleCode = "en"): Promise<void> {
  const said = onlineStrings[language];
  await page.goto(url());
  await page.locator(".demo-new").click();
  await page.getByRole("button", { name: said.playOnline }).click();
  await page.getByRole("heading", { name: said.playOnline }).waitFor();
  await expect(page.getByRole("textbox", { name: said.server }).inputValue()).resolves.toBe(
    game.url,
  );
  await page.getByRole("textbox", { name: said.yourName }).fill(name);
}

/** Creates a room of `variant` with `robots` seats, and gives its code. */
async function createRoom(
  page: Page,
  variant: string,
  robots: Record<string, string> = {},
  language: LocaleCode = "en",
): Promise<string> {
  const said = onlineStrings[language];
  const form = page.getByRole("form", { name: said.createRoom });
  await form.locator(`input[name=variant][value=${variant}]`).check();
  for (const [color, robot] of Object.entries(robots))
    await form.locator(`select[name=seat-${color}]`).selectOption(robot);
  await form.getByRole("button", { name: said.create }).click();
  await page.locator("[data-status=open]").waitFor();
  const code = await page.locator("[data-room-code]").getAttribute("data-room-code");
  expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
  return code ?? "";
}

/** Takes a seat, gets ready, and waits until the seat says so. */
async function sitReady(
  page: Page,
  color: string,
  name: string,
  language: LocaleCode = "en",
): Promise<void> {
  const said = onlineStrings[language];
  const colorName = locales[language].colors[color.toLowerCase() as "red"];
  await page.getByRole("button", { name: format(said.sit, { color: colorName }) }).click();
  const row = page.locator(`tr[data-seat=${color.toLowerCase()}]`);
  await row.getByText(`${name} (${said.you}`).waitFor();
  await page.getByRole("button", { name: said.imReady }).click();
  await row.getByText(said.ready, { exact: true }).waitFor();
}

/** One person against robots in every other seat: the room created, taken, started. */
async function playAlone(
  page: Page,
  name: string,
  setup: { variant: string; seat: string; robots: Record<string, string> },
  language: LocaleCode = "en",
): Promise<string> {
  await openOnline(page, name, language);
  const code = await createRoom(page, setup.variant, setup.robots, language);
  await sitReady(page, setup.seat, name, language);
  await page.getByRole("button", { name: onlineStrings[language].start }).click();
  await page.locator("[data-flying-game]").waitFor();
  return code;
}

/** The room's menu over the game: opened from its button in the room's row. */
async function openRoomMenu(page: Page, tap = false): Promise<void> {
  const toggle = page.locator(".online-menu-toggle");
  if ((await toggle.getAttribute("aria-expanded")) === "true") return;
  await (tap ? toggle.tap() : toggle.click());
  await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
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

  const rolls = await playTurns([ada, bo], 3, PLAY_MS);
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

  await playTurns([ada, bo], 2, PLAY_MS);
  const log = await logOf(bo);
  expect(log.some((line) => line.startsWith("Green rolled"))).toBe(true);
  // Back to the start screen (from the room's menu, in play): the room is left, and the
  // link is gone from the address.
  await openRoomMenu(bo);
  await bo.getByRole("button", { name: words.back }).click();
  await bo.locator(".demo-new").waitFor();
  expect(new URL(bo.url()).hash).toBe("");
  // A robot plays the seat out under Bo's name; Bo is gone.
  await openRoomMenu(ada);
  await ada.locator("tr[data-seat=yellow]").getByText(words.away).waitFor();
  await expect(ada.locator("tr[data-seat=yellow]").textContent()).resolves.toContain("Bo (Medium)");
  expect(problems).toEqual([]);
}, 120_000);

/** Waits until this page's seat is to act: the game stands still until it does. */
async function myTurn(page: Page): Promise<void> {
  const die = page.locator("button[data-value]");
  const piece = page.locator(".flying-movable[data-piece]").first();
  await expect
    .poll(async () => (await die.isEnabled()) || (await piece.count()) > 0, { timeout: 10_000 })
    .toBe(true);
}

/**
 * Whatever this page's seat may do now, once it may: roll the die, or move its first
 * movable piece. Waits for the robots' turns in between.
 */
async function act(page: Page): Promise<void> {
  await myTurn(page);
  const die = page.locator("button[data-value]");
  const piece = page.locator(".flying-movable[data-piece]").first();
  if (await die.isEnabled()) await die.click();
  else await piece.click();
}

const SCREENS = [
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
] as const;

/** What must be in view without scrolling (as demo.e2e measures the offline game), on the page. */
function measureScreen(playersLabel: string) {
  const box = (selector: string) => {
    const element = document.querySelector(selector);
    if (!element) return null;
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  };
  const page = document.scrollingElement ?? document.documentElement;
  return {
    boxes: {
      board: box("[data-flying-game] svg[role=group]"),
      die: box("button[data-value]"),
      turn: box(".flying-turn-row > :first-child"),
      players: box(`[data-flying-game] [aria-label="${playersLabel}"]`),
      bar: box(".demo-bar"),
      room: box(".online-menu-toggle"),
      status: box(".online-bar [role=status]"),
    },
    scrollHeight: page.scrollHeight,
    scrollWidth: page.scrollWidth,
    width: innerWidth,
    height: innerHeight,
  };
}

type Box = { left: number; top: number; right: number; bottom: number } | null;
const outside = (box: Box, width: number, height: number) =>
  !box || box.left < -0.5 || box.top < -0.5 || box.right > width + 0.5 || box.bottom > height + 0.5;

it.each(SCREENS)(
  "puts the online game on one screen at $width x $height, the room one press away",
  async ({ width, height, phone }) => {
    const problems: string[] = [];
    const page = await player(problems, {
      viewport: { width, height },
      ...(phone && { hasTouch: true, isMobile: true }),
    });
    await playAlone(page, "Ada", {
      variant: "flying-chess",
      seat: "Red",
      robots: { yellow: "easy", green: "easy", blue: "easy" },
    });
    // Two frames: the game measures where it starts, then lays its board out again.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const seen = await page.evaluate(measureScreen, en.ui.pickColor);
    const failures: string[] = [];
    for (const [name, box] of Object.entries(seen.boxes))
      if (outside(box, width, height))
        failures.push(`${name} at ${JSON.stringify(box)} leaves the screen`);
    if (seen.scrollHeight > seen.height)
      failures.push(`scrolls down (${seen.scrollHeight} > ${seen.height})`);
    if (seen.scrollWidth > seen.width)
      failures.push(`scrolls sideways (${seen.scrollWidth} > ${seen.width})`);
    // The room takes one row above the game: no more than the page's own bar does.
    const { bar, room } = seen.boxes;
    if (bar && room && room.bottom - bar.bottom > (bar.bottom - bar.top) * 1.5)
      failures.push(`the room's row is ${room.bottom - bar.bottom}px below the bar`);
    expect(failures).toEqual([]);

    // The game is the server's: no undo, redo, nor a new game of its own; the hint stays.
    const board = page.locator("[data-flying-game]");
    for (const name of [en.ui.undo, en.ui.redo, en.ui.newGame])
      await expect(board.getByRole("button", { name }).count()).resolves.toBe(0);
    await expect(board.getByRole("button", { name: en.ui.hint }).count()).resolves.toBe(1);

    // The room's menu, over the game: its link, its seats and the way out, all on screen.
    await openRoomMenu(page, phone);
    const link = page.getByRole("textbox", { name: words.shareLink });
    await link.waitFor();
    expect(outside(await link.boundingBox().then(toBox), width, height)).toBe(false);
    await page.locator("tr[data-seat=red]").getByText("Ada (you, host)").waitFor();
    const leave = page.getByRole("button", { name: words.leave });
    expect(outside(await leave.boundingBox().then(toBox), width, height)).toBe(false);
    // Escape closes it and gives the focus back to its button; Enter there opens it again.
    await page.keyboard.press("Escape");
    const toggle = page.locator(".online-menu-toggle");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(link.isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.className ?? "")).resolves.toContain(
      "online-menu-toggle",
    );
    await page.keyboard.press("Enter");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(axeViolations(page)).resolves.toEqual([]);
    // A press outside it (at the foot of the screen, on the game) closes it, as a pop-up
    // menu does.
    await page.mouse.click(width / 2, height - 8);
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(problems).toEqual([]);
  },
  120_000,
);

const toBox = (box: { x: number; y: number; width: number; height: number } | null): Box =>
  box && { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };

it("says the server's refusals, and a disconnection for flooding, in the player's language", async () => {
  const problems: string[] = [];
  const page = await player(problems, { language: "it" });
  const said = onlineStrings.it;
  // Between the page and the server: each message the page sends goes `copies` times, as a
  // double click or a script would send it.
  let copies = 1;
  await page.context().routeWebSocket(/.*/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      for (let i = 0; i < copies; i++) server.send(message);
    });
  });
  await playAlone(
    page,
    "Ada",
    { variant: "chessboard", seat: "White", robots: { black: "easy" } },
    "it",
  );

  // Twice the same roll: the server plays the first and refuses the second (it was for a
  // game that has moved on, or the turn is another's).
  copies = 2;
  await act(page);
  const toast = page.locator(".online-toast");
  await toast.waitFor();
  const code = (await toast.getAttribute("data-refused")) as RefusalKey;
  expect(["STALE_COMMAND", "NOT_YOUR_TURN", "MOVE_PENDING", "ROLL_FIRST"]).toContain(code);
  await expect(page.getByRole("alert").textContent()).resolves.toContain(said.refusals[code]);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await toast.getByRole("button", { name: said.dismiss }).click();
  await expect(toast.count()).resolves.toBe(0);
  copies = 1;
  // The game goes on after a refusal: the next action goes through.
  const before = await logOf(page);
  await act(page);
  await expect.poll(async () => (await logOf(page)).length).toBeGreaterThan(before.length);

  // A flood: refused for the rate (said so), then cut off by the server (4429), said so too.
  copies = 40;
  await act(page);
  await page.locator(".online-toast[data-closed=RATE_LIMITED]").waitFor();
  await expect(page.getByRole("alert").textContent()).resolves.toContain(
    said.closedWhy.RATE_LIMITED,
  );
  await page.locator("[data-status=closed]").getByText(said.status.closed).waitFor();
  await expect(
    page.getByRole("alert").getByRole("button", { name: said.retry }).isVisible(),
  ).resolves.toBe(true);
  expect(problems.filter((line) => !line.includes("4429"))).toEqual([]);
}, 120_000);

it("remembers the name and the server for the next visit, and ignores stored values that are none", async () => {
  const problems: string[] = [];
  const page = await player(problems);
  await openOnline(page, "Ada");
  // A server nobody listens on (a port just freed): the join fails, said so; the address is
  // kept all the same.
  const unreachable = `ws://127.0.0.1:${await freePort()}`;
  await page.getByRole("textbox", { name: words.server }).fill(unreachable);
  const join = page.getByRole("form", { name: words.joinRoom });
  await join.getByRole("textbox", { name: words.codeOrLink }).fill("K7QM2X");
  await join.getByRole("button", { name: words.join }).click();
  await page.locator(".online-toast[data-closed=JOIN_FAILED]").waitFor();
  await page.reload();
  await page.locator(".demo-new").click();
  await page.getByRole("button", { name: words.playOnline }).click();
  await expect(page.getByRole("textbox", { name: words.yourName }).inputValue()).resolves.toBe(
    "Ada",
  );
  await expect(page.getByRole("textbox", { name: words.server }).inputValue()).resolves.toBe(
    unreachable,
  );

  // Values that are no name and no server (hand-edited, or another page's) are ignored.
  for (const stored of [
    '{"name":"Eve\\u202Eevil","server":"javascript:alert(1)"}',
    JSON.stringify({ name: "E".repeat(500), server: ["ws://127.0.0.1:9"] }),
    "{not json",
  ]) {
    await page.evaluate((text) => localStorage.setItem("flying-demo/v1/online", text), stored);
    await page.reload();
    await page.locator(".demo-new").click();
    await page.getByRole("button", { name: words.playOnline }).click();
    await expect(page.getByRole("textbox", { name: words.yourName }).inputValue()).resolves.toBe(
      "",
    );
    await expect(page.getByRole("textbox", { name: words.server }).inputValue()).resolves.toBe(
      game.url,
    );
  }
  await expect(page.locator(".demo-notice").count()).resolves.toBe(0);
  // The browser's own line for the refused connection to the unreachable server is expected.
  expect(problems.filter((line) => !line.includes("ERR_CONNECTION_REFUSED"))).toEqual([]);
}, 120_000);

it("shares the room's link and exports the room's game from the page's menus, online", async () => {
  const problems: string[] = [];
  const page = await player(problems);
  const start = startStrings.en;
  const tools = page.locator(".demo-tools");
  const settings = async () => {
    const toggle = page.locator(".demo-settings-toggle");
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  };
  await openOnline(page, "Ada");
  // Before there is a room, there is nothing to share or export.
  await settings();
  await expect(tools.getByRole("button", { name: start.share }).isDisabled()).resolves.toBe(true);
  await expect(tools.getByRole("button", { name: start.exportGame }).isDisabled()).resolves.toBe(
    true,
  );
  // Replaying, importing and skipping robots act on the offline game: not offered here.
  for (const name of [start.replay, start.importGame, start.skipRobots])
    await expect(tools.getByRole("button", { name }).count()).resolves.toBe(0);
  await page.keyboard.press("Escape");

  const code = await createRoom(page, "chessboard", { black: "easy" });
  await sitReady(page, "White", "Ada");
  await page.getByRole("button", { name: words.start }).click();
  await page.locator("[data-flying-game]").waitFor();
  for (let i = 0; i < 3; i++) await act(page);
  await expect.poll(async () => (await logOf(page)).length).toBeGreaterThanOrEqual(3);

  await settings();
  await tools.getByRole("button", { name: start.share }).click();
  const shown = page.getByRole("textbox", { name: words.shareLink }).first();
  await expect(shown.inputValue()).resolves.toBe(`${url()}#room=${code}`);
  await expect(page.locator(".demo-share").inputValue()).resolves.toBe(`${url()}#room=${code}`);

  // Export: the room's game as it stands (Ada's turn: nothing moves meanwhile), which the
  // engine replays, one action for each line of the log shown.
  await myTurn(page);
  await settings();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    tools.getByRole("button", { name: start.exportGame }).click(),
  ]);
  const file = readFileSync((await download.path()) ?? "", "utf8");
  const read = parseRecordFile(file);
  if (!read.ok) throw new Error(`the export does not load: ${read.reason}`);
  expect(read.record.variant).toBe("chessboard");
  const log = await logOf(page);
  expect(read.record.actions.length).toBe(log.length);
  expect(fromRecord(read.record).colors).toEqual(["white", "black"]);
  expect(problems).toEqual([]);
}, 120_000);

it("lets the host fill free seats with robots, or give them back, and start only when none is free", async () => {
  const problems: string[] = [];
  const [ada, bo] = [await player(problems), await player(problems)] as [Page, Page];
  const { colors, robots } = locales.en;
  await openOnline(ada, "Ada");
  await createRoom(ada, "aeroplane");
  await sitReady(ada, "Red", "Ada");
  // Three people's seats free: no start, and the reason says which.
  const start = ada.getByRole("button", { name: words.start });
  await expect(start.isDisabled()).resolves.toBe(true);
  const why = format(words.seatsOpen, { colors: "Yellow, Green, and Blue" });
  await ada.getByText(why).waitFor();
  await expect(start.getAttribute("aria-describedby")).resolves.toBe(
    await ada.locator("[data-seats-open]").getAttribute("id"),
  );
  await expect(axeViolations(ada)).resolves.toEqual([]);

  // A hard robot at Yellow, by the keyboard: the level's menu, then its button.
  const yellow = ada.locator("tr[data-seat=yellow]");
  const level = ada.getByRole("combobox", {
    name: format(words.robotLevel, { color: colors.yellow }),
  });
  await level.selectOption("hard");
  await level.focus();
  await ada.keyboard.press("Tab");
  await expect(ada.evaluate(() => document.activeElement?.textContent ?? "")).resolves.toBe(
    format(words.robotSeat, { color: colors.yellow }),
  );
  await ada.keyboard.press("Enter");
  await yellow.getByText(`${robots.hard.name} (${words.robot})`).waitFor();
  // Green and Blue at the level first offered (the stand-in's), by pointer.
  for (const color of ["green", "blue"] as const)
    await ada
      .getByRole("button", { name: format(words.robotSeat, { color: colors[color] }) })
      .click();
  await ada.locator("tr[data-seat=blue]").getByText(robots.medium.name).waitFor();
  await expect(start.isEnabled()).resolves.toBe(true);
  await expect(ada.locator("[data-seats-open]").count()).resolves.toBe(0);

  // Blue back to people: Bo, by the room's link, sits there; Bo is no host, so no robots.
  await ada.getByRole("button", { name: format(words.peopleSeat, { color: colors.blue }) }).click();
  await ada.getByText(format(words.seatsOpen, { colors: colors.blue })).waitFor();
  await expect(start.isDisabled()).resolves.toBe(true);
  const link = await ada.getByRole("textbox", { name: words.shareLink }).inputValue();
  await bo.goto(link);
  await bo.locator("[data-status=open]").waitFor();
  await bo.getByRole("textbox", { name: words.yourName }).fill("Bo");
  await expect(bo.locator("tr[data-seat=yellow]").textContent()).resolves.toContain(
    robots.hard.name,
  );
  await expect(bo.locator("select[name^=robot-]").count()).resolves.toBe(0);
  await expect(
    bo.getByRole("button", { name: format(words.peopleSeat, { color: colors.green }) }).count(),
  ).resolves.toBe(0);
  await sitReady(bo, "Blue", "Bo");
  // Bo's seat is Bo's: the host may not make it a robot's.
  await ada.locator("tr[data-seat=blue]").getByText("Bo").waitFor();
  await expect(ada.locator("select[name=robot-blue]").count()).resolves.toBe(0);
  await expect(start.isEnabled()).resolves.toBe(true);
  await start.click();
  for (const page of [ada, bo]) await page.locator("[data-flying-game]").waitFor();
  // The robots play their seats on the server: Ada plays Red's turn, and Yellow's robot plays
  // next, which Bo sees.
  const yellowPlayed = async () =>
    (await logOf(bo)).some((line) => line.startsWith("Yellow rolled"));
  for (const deadline = Date.now() + 30_000; !(await yellowPlayed()); ) {
    if (Date.now() > deadline) throw new Error("Yellow's robot has not played");
    const die = ada.locator("button[data-value]");
    const piece = ada.locator(".flying-movable[data-piece]").first();
    if (await die.isEnabled()) await die.click();
    else if ((await piece.count()) > 0) await piece.click();
    else await ada.waitForTimeout(100);
  }
  expect(problems).toEqual([]);
}, 120_000);

it("says the server closed the room when it shuts down, in the player's language, and tries no reconnection", async () => {
  // A server process of its own, stopped as a deployment stops it (SIGTERM).
  bundle = await bundleServer();
  const server = await startServerProcess(bundle.entry, {});
  processes.push(server);
  const problems: string[] = [];
  const page = await player(problems, { language: "ru" });
  const said = onlineStrings.ru;
  await openOnline(page, "Ада", "ru");
  await page.getByRole("textbox", { name: said.server }).fill(server.url);
  await createRoom(page, "chessboard", { black: "easy" }, "ru");
  await sitReady(page, "White", "Ада", "ru");
  await page.getByRole("button", { name: said.start }).click();
  await page.locator("[data-flying-game]").waitFor();
  await act(page);

  // Any try to reach the server again (the matchmaker's HTTP, a WebSocket) after the close.
  const tries: string[] = [];
  page.on("request", (request) => tries.push(request.url()));
  page.on("websocket", (socket) => tries.push(socket.url()));
  await server.stop();
  const toast = page.locator(".online-toast[data-closed=SERVER_SHUTDOWN]");
  await toast.waitFor();
  await expect(page.getByRole("alert").textContent()).resolves.toContain(
    said.closedWhy.SERVER_SHUTDOWN,
  );
  await page.locator("[data-status=closed]").getByText(said.status.closed).waitFor();
  // Past the hook's first tries (250 ms, 500 ms, 1 s): nothing was tried.
  await page.waitForTimeout(2_000);
  expect(tries.filter((address) => address.includes(`:${server.port}`))).toEqual([]);
  await expect(page.locator("[data-status=reconnecting]").count()).resolves.toBe(0);
  // The game stays on screen; the way on is another room, not this one again.
  await expect(page.locator("[data-flying-game]").count()).resolves.toBe(1);
  await expect(toast.getByRole("button", { name: said.retry }).count()).resolves.toBe(0);
  await toast.getByRole("button", { name: said.otherRoom }).click();
  await page.getByRole("form", { name: said.createRoom }).waitFor();
  expect(problems).toEqual([]);
}, 120_000);
