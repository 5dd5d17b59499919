// The demo as a player meets it: built, served on loopback, driven in Chromium.
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  apply,
  createGame,
  fromRecord,
  type GameRecord,
  reduce,
  robots,
  toRecord,
  VARIANTS,
  type VariantId,
} from "@flying/engine";
import { en, format, type LocaleCode } from "@flying/react";
import { locales, zh } from "@flying/react/locales/all";
import { type Browser, chromium, type Page } from "playwright-core";
import { build, type PreviewServer, preview } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { chromiumLaunchOptions } from "../../../scripts/chromium.mjs";
import { recordToHash } from "./records.js";
import { replayStrings } from "./replayStrings.js";
import { startStrings } from "./startStrings.js";
import { demoStrings } from "./strings.js";

const root = fileURLToPath(new URL("..", import.meta.url));
let server: PreviewServer;
let outDir: string;
let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "flying-demo-"));
  await build({ root, logLevel: "silent", build: { outDir, emptyOutDir: true } });
  server = await preview({ root, logLevel: "silent", build: { outDir }, preview: { port: 0 } });
  browser = await chromium.launch(chromiumLaunchOptions);
  page = await browser.newPage({ locale: "en-GB" });
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  // A request the page's own navigation cancels (a reload while the icon loads) is aborted,
  // not failed: anything else that fails to load is a problem.
  page.on("requestfailed", (request) => {
    if (request.failure()?.errorText !== "net::ERR_ABORTED")
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  await page.goto(server.resolvedUrls?.local[0] ?? "");
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const url = () => server.resolvedUrls?.local[0] ?? "";

/** Every console error or warning and page error of `on` counts against the last test. */
function watch(on: Page): Page {
  on.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  on.on("pageerror", (error) => problems.push(String(error)));
  return on;
}

const GAME_KEY = "flying-demo/v1/game";
const words = startStrings.en;

/**
 * Opens the Settings panel, where the menus are, unless they are in view already: on all
 * but a wide screen (88rem and 8:5) they sit behind the Settings button, closed at first.
 */
async function openSettings(on: Page = page, tap = false): Promise<void> {
  const button = on.locator(".demo-settings-toggle");
  if (!(await button.isVisible())) return;
  if ((await button.getAttribute("aria-expanded")) === "true") return;
  await (tap ? button.tap() : button.click());
  await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
}

/** Closes the Settings panel, if open, with the Escape key: the panel no longer covers the game. */
async function closeSettings(on: Page = page): Promise<void> {
  const button = on.locator(".demo-settings-toggle");
  if ((await button.getAttribute("aria-expanded")) !== "true") return;
  await on.locator(".demo-settings select").first().focus();
  await on.keyboard.press("Escape");
  await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
  await expect(on.evaluate(() => document.activeElement?.className)).resolves.toBe(
    "demo-settings-toggle",
  );
}

/** A new game set up on the start screen, as a person would: by its menus, in any language. */
async function startGame(
  on: Page,
  setup: {
    variant: VariantId;
    colors?: number;
    seats?: Record<string, string>;
    rules?: Record<string, string>;
  },
): Promise<void> {
  await on.locator(".demo-new").click();
  await on.locator(`input[name=variant][value=${setup.variant}]`).check();
  if (setup.colors !== undefined)
    await on.locator("select[name=colors]").selectOption(String(setup.colors));
  for (const [color, seat] of Object.entries(setup.seats ?? {}))
    await on.locator(`select[name=seat-${color}]`).selectOption(seat);
  for (const [rule, value] of Object.entries(setup.rules ?? {}))
    await on.locator(`select[name=rule-${rule}]`).selectOption(value);
  await on.locator("form button[type=submit]").click();
  await on.locator("[data-flying-game]").waitFor();
}

it("opens on a Flying Chess board with the human to roll", async () => {
  await expect(page.title()).resolves.toBe("Flying");
  const board = format(en.ui.board, { variant: en.variants["flying-chess"] });
  await page.getByRole("group", { name: board }).waitFor();
  await page.getByText(format(en.ui.youPlay, { color: en.colors.red })).waitFor();
  await expect(page.getByRole("button", { name: /^Roll the die/ }).isEnabled()).resolves.toBe(true);
});

it("rolls the die on a click and tells it in the log", async () => {
  await page.getByRole("button", { name: /^Roll the die/ }).click();
  await page
    .getByRole("log")
    .getByText(/^Red rolled a [1-6]/)
    .waitFor();
});

it("switches language from its menu and game from the start screen", async () => {
  await openSettings();
  await page.getByRole("combobox", { name: /^Language/ }).selectOption("zh");
  await closeSettings();
  await startGame(page, { variant: "aeroplane" });
  const board = format(zh.ui.board, { variant: zh.variants.aeroplane });
  await page.getByRole("group", { name: board }).waitFor();
  await expect(page.locator("html").getAttribute("lang")).resolves.toBe("zh");
});

/** axe's violations on the page as it is now: rule id and the first offending element. */
async function axeViolations(): Promise<string[]> {
  const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe;
    const results = await axe.run();
    return results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html ?? ""}`);
  });
}
type AxeResults = { violations: { id: string; nodes: { html: string }[] }[] };

it("has no accessibility violations, in the default and the dark theme", async () => {
  await expect(axeViolations()).resolves.toEqual([]);
  await openSettings();
  await page.getByRole("combobox", { name: /^配色/ }).selectOption("dark");
  await expect(axeViolations()).resolves.toEqual([]);
});

it("plays against the robot level picked, and shows a hint on the person's move", async () => {
  // Seed 4's first throw is a 6: Red has a plane to take off at once, so a hint to give.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${server.resolvedUrls?.local[0] ?? ""}?seed=4`);
  await page.locator(".demo-new").click();
  const seat = page.getByRole("combobox", { name: en.colors.yellow });
  await seat.waitFor();
  await expect(seat.locator("option").allTextContents()).resolves.toEqual([
    "Person",
    "Classic",
    "Random",
    "Easy",
    "Medium",
    "Hard",
    "Expert",
  ]);
  await seat.selectOption("expert");
  await page.locator("form button[type=submit]").click();
  await page.getByRole("button", { name: "Yellow Expert robot" }).waitFor();
  // The seed's dice hold for the first game the address asks for; the start screen's games
  // roll their own: this one is the address's again.
  await page.goto(`${server.resolvedUrls?.local[0] ?? ""}?seed=4`);
  await page.getByRole("button", { name: "Yellow Classic robot" }).waitFor();

  const hint = page.getByRole("button", { name: en.ui.hint });
  await expect(hint.isDisabled()).resolves.toBe(true);
  await page.getByRole("button", { name: /^Roll the die/ }).click();
  await expect.poll(() => hint.isEnabled()).toBe(true);
  await hint.click();
  await page
    .getByRole("status")
    .filter({ hasText: /^Hint: move Red plane [1-4] to .+ \(win chance \d+%\)$/ })
    .waitFor();
  const piece = await page.locator(".flying-hint[data-hint-piece]").getAttribute("data-hint-piece");
  expect(piece).toMatch(/^red-[1-4]$/);
  await expect(axeViolations()).resolves.toEqual([]);
});

/** A new game of seed 4, with nothing kept from the tests before (language, theme, game). */
const fresh = async () => {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${server.resolvedUrls?.local[0] ?? ""}?seed=4`);
  await page.getByRole("button", { name: /^Roll the die/ }).waitFor();
};
const logLines = () => page.getByRole("log").getByRole("listitem").allTextContents();

it("picks Blue with the B key on a Russian layout (code KeyB, key и)", async () => {
  await fresh();
  // Playwright types as on a US layout: the DevTools protocol sends the key a Russian one would.
  const cdp = await page.context().newCDPSession(page);
  for (const type of ["keyDown", "keyUp"] as const)
    await cdp.send("Input.dispatchKeyEvent", {
      type,
      code: "KeyB",
      key: "и",
      ...(type === "keyDown" && { text: "и" }),
      windowsVirtualKeyCode: 66,
    });
  await cdp.detach();
  await expect
    .poll(() => page.getByRole("button", { name: "Blue human" }).getAttribute("aria-pressed"))
    .toBe("true");
});

it("Space on a focused Undo rolls the die and does not undo", async () => {
  await fresh();
  await page.keyboard.press("Space"); // nothing focused: Space rolls (seed 4: a 6)
  await expect.poll(logLines).toEqual(["Red rolled a 6"]);
  await page.keyboard.press("Digit1"); // red-1 takes off; the robots play their turns
  await page.getByRole("button", { name: /^Roll the die/ }).waitFor(); // Red's turn again
  const before = await logLines();
  const undo = page.getByRole("button", { name: en.ui.undo });
  await undo.focus();
  await page.keyboard.press("Space");
  await expect.poll(async () => (await logLines()).length).toBeGreaterThan(before.length);
  const after = await logLines();
  expect(after.slice(0, before.length)).toEqual(before); // nothing undone
  expect(after[before.length]).toMatch(/^Red rolled a [1-6]$/);
});

it("names the game's own keys in its help line", async () => {
  await fresh();
  await openSettings();
  const help = page.getByText(/^Keys: /);
  await expect(help.textContent()).resolves.toMatch(/^Keys: R, Y, G, B pick/);
  await closeSettings();
  await startGame(page, { variant: "chessboard" });
  await openSettings();
  await expect.poll(() => help.textContent()).toMatch(/^Keys: W, K pick/);
});

it("has sound on, with a mute switch worked by the keyboard and remembered", async () => {
  await fresh();
  const sound = page.getByRole("button", { name: "Sound" });
  await expect(sound.getAttribute("aria-pressed")).resolves.toBe("true");
  await sound.focus();
  await page.keyboard.press("Space");
  await expect(sound.getAttribute("aria-pressed")).resolves.toBe("false");
  await expect(logLines()).resolves.toEqual([]); // Space was the switch's, not a roll
  await page.reload();
  await expect(
    page.getByRole("button", { name: "Sound" }).getAttribute("aria-pressed"),
  ).resolves.toBe("false");
  await page.getByRole("button", { name: "Sound" }).press("Enter");
  await expect(
    page.getByRole("button", { name: "Sound" }).getAttribute("aria-pressed"),
  ).resolves.toBe("true");
});

const SCREENS = [
  { width: 390, height: 844, phone: true },
  { width: 844, height: 390, phone: true },
  { width: 1280, height: 720, phone: false },
  { width: 1366, height: 768, phone: false },
  { width: 1280, height: 800, phone: false },
] as const;
const LANGUAGES = Object.keys(locales) as LocaleCode[];

/** What must be in view without scrolling, measured where the page stands as it opens. */
function measureScreen() {
  const box = (selector: string) => {
    const element = document.querySelector(selector);
    if (!element) return null;
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  };
  const pieces = [...document.querySelectorAll("[data-piece]:not([aria-hidden=true])")]
    .map((piece) => ({ id: piece.getAttribute("data-piece"), box: piece.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height > 0)
    .map(({ id, box }) => ({ id, width: box.width, height: box.height }));
  // The title's words against the bar's buttons: none may cover it.
  const title = document.querySelector(".demo h1")?.getBoundingClientRect();
  const coveredBy = [...document.querySelectorAll(".demo-bar > button")]
    .map((button) => button.getBoundingClientRect())
    .filter((b) => b.width > 0 && title !== undefined)
    .filter(
      (b) =>
        title !== undefined &&
        b.left < title.right - 0.5 &&
        title.left < b.right - 0.5 &&
        b.top < title.bottom - 0.5 &&
        title.top < b.bottom - 0.5,
    ).length;
  const page = document.scrollingElement ?? document.documentElement;
  return {
    titleCoveredBy: coveredBy,
    boxes: {
      board: box("[data-flying-game] svg[role=group]"),
      die: box("button[data-value]"),
      turn: box(".flying-turn-row > :first-child"),
      bar: box(".demo-bar"),
    },
    pieces,
    scrollHeight: page.scrollHeight,
    scrollWidth: page.scrollWidth,
    width: innerWidth,
    height: innerHeight,
  };
}

it.each(SCREENS)(
  "puts board, die and whose turn on one screen at $width x $height, in every language",
  async ({ width, height, phone }) => {
    const context = await browser.newContext({
      viewport: { width, height },
      locale: "en-GB",
      ...(phone && { hasTouch: true, isMobile: true }),
    });
    try {
      const on = await context.newPage();
      on.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning")
          problems.push(message.text());
      });
      on.on("pageerror", (error) => problems.push(String(error)));
      await on.goto(`${server.resolvedUrls?.local[0] ?? ""}?seed=4`);
      const failures: string[] = [];
      let shown: LocaleCode = "en";
      // On a phone every language in every game; on a larger screen, where the words have more
      // room, every language once and every game at least once (Russian, the longest words, on
      // the chessboard race, the widest board), to keep the test short.
      const cases = LANGUAGES.flatMap((language, i) =>
        (phone ? VARIANTS : [VARIANTS[(i + 2) % VARIANTS.length] as VariantId]).map(
          (variant) => [language, variant] as const,
        ),
      );
      for (const [language, variant] of cases) {
        const label = `${width}x${height} ${language} ${variant}`;
        // The menus as a person reaches them: behind Settings on all but a wide screen.
        await openSettings(on, phone);
        // The open panel fits the screen too, so every menu in it can be reached.
        const panel = await on.locator(".demo-settings").boundingBox();
        if (!panel || panel.y < 0 || panel.y + panel.height > height + 0.5)
          failures.push(`${label}: the Settings panel leaves the screen`);
        const words = demoStrings[shown];
        await on
          .getByRole("combobox", { name: new RegExp(`^${words.language}`) })
          .selectOption(language);
        shown = language;
        await closeSettings(on);
        await startGame(on, { variant });
        const pack = locales[language];
        await on
          .getByRole("group", {
            name: format(pack.ui.board, { variant: pack.variants[variant] }),
          })
          .waitFor();
        // Two frames: the game measures where it starts, then lays its board out again.
        await on.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const seen = await on.evaluate(measureScreen);
        for (const [name, box] of Object.entries(seen.boxes)) {
          if (!box) failures.push(`${label}: no ${name}`);
          else if (
            box.left < -0.5 ||
            box.top < -0.5 ||
            box.right > width + 0.5 ||
            box.bottom > height + 0.5
          )
            failures.push(`${label}: ${name} at ${JSON.stringify(box)} leaves the screen`);
        }
        if (seen.titleCoveredBy > 0)
          failures.push(`${label}: ${seen.titleCoveredBy} button(s) cover the title`);
        if (seen.scrollHeight > seen.height)
          failures.push(`${label}: scrolls down (${seen.scrollHeight} > ${seen.height})`);
        if (seen.scrollWidth > seen.width)
          failures.push(`${label}: scrolls sideways (${seen.scrollWidth} > ${seen.width})`);
        if (phone) {
          if (seen.pieces.length === 0) failures.push(`${label}: no pieces`);
          for (const piece of seen.pieces)
            if (piece.width < 24 || piece.height < 24)
              failures.push(`${label}: ${piece.id} is ${piece.width}x${piece.height}`);
        }
      }
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  },
);

/** Each piece's place on the board as drawn (its transform), by id. */
const piecesOn = (on: Page) =>
  on.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll("[data-piece]")].map((piece) => [
        piece.getAttribute("data-piece"),
        (piece as HTMLElement).style.transform,
      ]),
    ),
  );
const dieReady = (on: Page) => on.getByRole("button", { name: /^Roll the die/ }).waitFor();

/** The pieces where they come to rest: the last move's animation may still be playing. */
async function piecesAtRest(on: Page): Promise<Record<string, string>> {
  let before = await piecesOn(on);
  for (;;) {
    await on.waitForTimeout(250);
    const now = await piecesOn(on);
    if (JSON.stringify(now) === JSON.stringify(before)) return now;
    before = now;
  }
}

/** The person's turns, by keys alone: Space rolls, the digit of a movable piece moves it. */
async function playTurns(on: Page, turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    await dieReady(on);
    await on.keyboard.press("Space");
    const movable = on.locator(".flying-movable[data-piece]").first();
    const piece = await movable.getAttribute("data-piece", { timeout: 300 }).catch(() => null);
    if (piece) await on.keyboard.press(`Digit${piece.split("-")[1]}`);
  }
  await dieReady(on);
}

it("plays Flying Chess against three robots to the end by keyboard alone, and counts it", async () => {
  const context = await browser.newContext({ locale: "en-GB", reducedMotion: "reduce" });
  try {
    const on = watch(await context.newPage());
    await on.addInitScript(() => {
      if (localStorage.getItem("flying-demo/v1/preferences") === null)
        localStorage.setItem(
          "flying-demo/v1/preferences",
          JSON.stringify({ locale: "en", theme: "default", pace: "instant", sound: false }),
        );
    });
    await on.goto(`${url()}?seed=2`);
    const again = on.getByRole("button", { name: en.ui.playAgain });
    for (let i = 0; i < 5000 && (await again.count()) === 0; i++) {
      const die = on.locator("button[data-value]");
      const label = (await die.getAttribute("aria-label")) ?? "";
      if (label.startsWith("Roll the die")) {
        await on.keyboard.press("Space");
        continue;
      }
      const piece = await on
        .locator(".flying-movable[data-piece]")
        .first()
        .getAttribute("data-piece", { timeout: 50 })
        .catch(() => null);
      if (piece) await on.keyboard.press(`Digit${piece.split("-")[1]}`);
    }
    await again.waitFor();
    const won = await on.getByRole("heading", { name: /wins$/ }).textContent();
    expect(won).toMatch(/^(Red|Yellow|Green|Blue) wins$/);
    await on.locator(".demo-new").click();
    const row = on.locator("[data-stats='flying-chess/classic'] td");
    await expect(row.allTextContents()).resolves.toEqual([
      en.variants["flying-chess"],
      en.robots.classic.name,
      "1",
      won === "Red wins" ? "1" : "0",
    ]);
  } finally {
    await context.close();
  }
}, 240_000);

it("resumes a game interrupted by a reload: same pieces, same log, same next die", async () => {
  await fresh();
  await playTurns(page, 3);
  const log = await logLines();
  const pieces = await piecesAtRest(page);
  const saved = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), GAME_KEY)) ?? "",
  );
  // The die the engine rolls next from the saved game.
  const rolled = apply(fromRecord(saved.record), { type: "roll" });
  if (!rolled.ok) throw new Error(rolled.error.message);
  const next = rolled.events.find((event) => event.type === "rolled");
  await page.goto(url());
  await dieReady(page);
  await expect(logLines()).resolves.toEqual(log);
  await expect(piecesAtRest(page)).resolves.toEqual(pieces);
  await page.keyboard.press("Space");
  await expect
    .poll(async () => (await logLines())[log.length])
    .toBe(`Red rolled a ${next?.type === "rolled" ? next.value : "?"}`);
});

it("drops a corrupted saved game with a notice, and starts a fresh one", async () => {
  await page.evaluate((key) => localStorage.setItem(key, "{broken"), GAME_KEY);
  await page.goto(url());
  await page.getByRole("status").filter({ hasText: words.droppedGame }).waitFor();
  await dieReady(page);
  await expect(logLines()).resolves.toEqual([]);
  await page.getByRole("button", { name: words.dismiss }).click();
  await expect(page.getByText(words.droppedGame).count()).resolves.toBe(0);
});

it("exports the game to a file and imports it back identical; refuses bad files, keeping the game", async () => {
  await fresh();
  await playTurns(page, 2);
  const log = await logLines();
  await openSettings();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: words.exportGame }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^flying-flying-chess-\d{4}-\d\d-\d\d-\d{4}\.json$/);
  const text = readFileSync((await download.path()) ?? "", "utf8");
  const exported = JSON.parse(text) as GameRecord;
  const saved = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), GAME_KEY)) ?? "",
  );
  expect(exported).toEqual(saved.record);
  await closeSettings();
  await playTurns(page, 1); // the game goes on, then the file brings it back
  const input = page.locator("input[type=file]");
  await input.setInputFiles({
    name: "game.json",
    mimeType: "application/json",
    buffer: Buffer.from(text),
  });
  await dieReady(page);
  await expect(logLines()).resolves.toEqual(log);

  const illegal = structuredClone(exported);
  const move = illegal.actions.find((action) => action.type === "move");
  if (move?.type === "move") move.piece = "green-4";
  const bad: [string, string, string][] = [
    ["truncated.json", text.slice(0, Math.floor(text.length / 2)), words.problems.truncated],
    ["illegal.json", JSON.stringify(illegal), words.problems["illegal-move"]],
    ["picture.json", "GIF89a not a game", words.problems["not-json"]],
  ];
  for (const [name, contents, reason] of bad) {
    await input.setInputFiles({
      name,
      mimeType: "application/json",
      buffer: Buffer.from(contents),
    });
    await page
      .getByRole("status")
      .filter({ hasText: format(words.importRefused, { reason }) })
      .waitFor();
    await expect(logLines()).resolves.toEqual(log);
  }
});

it("shares the game by a link that opens the same game in another browser", async () => {
  await fresh();
  await playTurns(page, 2);
  const log = await logLines();
  await openSettings();
  await page.getByRole("button", { name: words.share }).click();
  const link = await page.getByRole("textbox", { name: words.shareShown }).inputValue();
  expect(link).toMatch(/#game=/);
  await closeSettings();
  const other = await browser.newContext({ locale: "en-GB" });
  try {
    const on = watch(await other.newPage());
    await on.goto(link);
    await on.getByRole("status").filter({ hasText: words.sharedOpened }).waitFor();
    await expect
      .poll(() => on.getByRole("log").getByRole("listitem").allTextContents())
      .toEqual(log);
    // The link has done its work: the address no longer carries the game.
    expect(new URL(on.url()).hash).toBe("");
  } finally {
    await other.close();
  }
});

it("replays the game: scrubs to the middle, steps back and forth, and continues from there", async () => {
  await fresh();
  await playTurns(page, 3);
  const log = await logLines();
  await openSettings();
  await page.getByRole("button", { name: words.replay }).click();
  const replay = replayStrings.en;
  const slider = page.getByRole("slider", { name: replay.timeline });
  const middle = Math.floor(log.length / 2);
  await slider.focus();
  await page.keyboard.press("Home");
  for (let i = 0; i < middle; i++) await page.keyboard.press("ArrowRight");
  await expect(slider.inputValue()).resolves.toBe(String(middle));
  const lines = () => page.getByRole("log").getByRole("listitem").allTextContents();
  await expect.poll(lines).toEqual(log.slice(0, middle));
  await page.getByRole("button", { name: replay.back }).click();
  await expect.poll(lines).toEqual(log.slice(0, middle - 1));
  await page.getByRole("button", { name: replay.forward }).click();
  await expect.poll(lines).toEqual(log.slice(0, middle));
  await page.getByRole("button", { name: replay.continue }).click();
  await page.locator("[data-flying-game]").waitFor();
  // The game goes on from there (the robots play on at once if it is their turn).
  await expect.poll(async () => (await logLines()).slice(0, middle)).toEqual(log.slice(0, middle));
}, 60_000);

it("comes back to the game in play from the start screen and from the replay", async () => {
  await fresh();
  await playTurns(page, 2);
  const log = await logLines();
  await page.locator(".demo-new").click();
  await page.getByRole("button", { name: words.cancel }).click();
  await dieReady(page);
  await expect(logLines()).resolves.toEqual(log);
  await openSettings();
  await page.getByRole("button", { name: words.replay }).click();
  await page.getByRole("button", { name: replayStrings.en.close }).click();
  await dieReady(page);
  await expect(logLines()).resolves.toEqual(log);
});

it("sets up a 3-player Aeroplane game with one person, two robots of different levels and other rules", async () => {
  await fresh();
  await startGame(page, {
    variant: "aeroplane",
    colors: 3,
    seats: { yellow: "expert", green: "easy" },
    rules: { takeoff: "six", stacking: "false", finish: "exact" },
  });
  await page.getByRole("button", { name: "Yellow Expert robot" }).waitFor();
  await page.getByRole("button", { name: "Green Easy robot" }).waitFor();
  await expect(page.getByRole("button", { name: /^Blue/ }).count()).resolves.toBe(0);
  await page.keyboard.press("Space");
  await expect.poll(async () => (await logLines()).length).toBeGreaterThan(0);
  const saved = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), GAME_KEY)) ?? "",
  );
  // The game the engine plays is the one set up: its colours and its rules.
  const state = fromRecord(saved.record);
  expect(state.colors).toEqual(["red", "yellow", "green"]);
  expect(state.rules).toMatchObject({ takeoff: "six", stacking: false, finish: "exact" });
  expect(saved.setup.seats).toEqual({ red: "human", yellow: "expert", green: "easy" });
});

it("plays from a sub-path, its assets found relative to the page", async () => {
  const root = mkdtempSync(join(tmpdir(), "flying-sub-"));
  cpSync(outDir, join(root, "games", "flying"), { recursive: true });
  const types: Record<string, string> = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
  };
  const files: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    const file = join(root, path.endsWith("/") ? `${path}index.html` : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        "content-type": types[file.slice(file.lastIndexOf("."))] ?? "application/octet-stream",
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => files.listen(0, "127.0.0.1", done));
  const address = files.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const context = await browser.newContext({ locale: "en-GB" });
  try {
    const on = watch(await context.newPage());
    const failed: string[] = [];
    on.on("requestfailed", (request) => failed.push(request.url()));
    on.on("response", (response) => {
      if (response.status() >= 400) failed.push(response.url());
    });
    await on.goto(`http://127.0.0.1:${port}/games/flying/`);
    await dieReady(on);
    await on.keyboard.press("Space");
    await on
      .getByRole("log")
      .getByText(/^Red rolled a [1-6]/)
      .waitFor();
    expect(failed).toEqual([]);
  } finally {
    await context.close();
    await new Promise((done) => files.close(done));
  }
});

it("lets a game of robots alone be watched, its speed changed mid-game, and skipped to the end", async () => {
  const context = await browser.newContext({ locale: "en-GB", reducedMotion: "reduce" });
  try {
    const on = watch(await context.newPage());
    await on.goto(url());
    const lines = () => on.getByRole("log").getByRole("listitem").allTextContents();
    const seats = { red: "classic", yellow: "random", green: "easy", blue: "classic" };
    await openSettings(on);
    await on.getByRole("combobox", { name: /^Robot speed/ }).selectOption("slow");
    await closeSettings(on);
    await startGame(on, { variant: "flying-chess", seats });
    // Nobody at the screen: the robots play by themselves, at the pace asked.
    await expect.poll(async () => (await lines()).length, { timeout: 10_000 }).toBeGreaterThan(2);
    const saved = async (): Promise<GameRecord> =>
      JSON.parse((await on.evaluate((key) => localStorage.getItem(key), GAME_KEY)) ?? "").record;
    const watched = (await saved()).actions;
    await openSettings(on);
    await on.getByRole("combobox", { name: /^Robot speed/ }).selectOption("instant");
    await closeSettings(on);
    // The same game goes on, now at once, to its end.
    await on.getByRole("button", { name: en.ui.playAgain }).waitFor({ timeout: 60_000 });
    expect((await saved()).actions.slice(0, watched.length)).toEqual(watched);

    // A new game at the slow pace (over ten minutes a game) skipped to its end in moments.
    await openSettings(on);
    await on.getByRole("combobox", { name: /^Robot speed/ }).selectOption("slow");
    await closeSettings(on);
    await startGame(on, { variant: "flying-chess", seats });
    await openSettings(on);
    await on.getByRole("button", { name: words.skipRobots }).click();
    await on.getByRole("button", { name: en.ui.playAgain }).waitFor({ timeout: 60_000 });
  } finally {
    await context.close();
  }
}, 150_000);

it("hands its arguments to Vite: npm run demo -- --port N", async () => {
  const { spawn } = await import("node:child_process");
  const port = 5300 + Math.floor(Math.random() * 90);
  const child = spawn("npm", ["run", "demo", "--", "--port", String(port), "--strictPort"], {
    cwd: fileURLToPath(new URL("../../..", import.meta.url)),
    stdio: "ignore",
    detached: true,
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/`)
            .then((response) => response.text())
            .catch(() => ""),
        { timeout: 30_000, interval: 250 },
      )
      .toContain('<div id="root">');
  } finally {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  }
}, 40_000);

/** A whole Flying Chess game played by robots, as a link's fragment: the game-over screen. */
function finishedGameHash(): string {
  let state = createGame({ variant: "flying-chess", seed: 3 });
  while (!state.over) state = reduce(state, robots.classic.act(state));
  return recordToHash(toRecord(state));
}

it.each(["default", "dark"] as const)(
  "finds no accessibility violations on any screen in the %s theme",
  async (theme) => {
    const context = await browser.newContext({ locale: "en-GB", reducedMotion: "reduce" });
    try {
      const on = watch(await context.newPage());
      await on.addInitScript((name) => {
        localStorage.setItem(
          "flying-demo/v1/preferences",
          JSON.stringify({ locale: "en", theme: name, pace: "normal", sound: false }),
        );
      }, theme);
      const scan = async (screen: string) => {
        const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
        if (!(await on.evaluate(() => "axe" in window))) await on.addScriptTag({ path: axePath });
        const found = await on.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe;
          return (await axe.run()).violations.map((v) => `${v.id}: ${v.nodes[0]?.html ?? ""}`);
        });
        return found.map((violation) => `${screen}: ${violation}`);
      };
      const found: string[] = [];
      await on.goto(`${url()}?seed=4`);
      await dieReady(on);
      // Native controls (menus, scroll bars) follow the theme too.
      await expect(
        on.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
      ).resolves.toBe(theme === "dark" ? "dark" : "light");
      found.push(...(await scan("game")));
      await on.locator(".demo-new").click();
      await on.locator("form button[type=submit]").waitFor();
      found.push(...(await scan("start")));
      await on.getByRole("button", { name: words.cancel }).click();
      await on.locator(".demo-help").click();
      await on.getByRole("dialog").waitFor();
      found.push(...(await scan("help")));
      await on.keyboard.press("Escape");
      await openSettings(on);
      await on.getByRole("button", { name: words.replay }).click();
      await on.getByRole("slider").waitFor();
      found.push(...(await scan("replay")));
      await on.goto(`${url()}${finishedGameHash()}`);
      await on.getByRole("button", { name: en.ui.playAgain }).waitFor();
      found.push(...(await scan("game over")));
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  },
  120_000,
);

it("logs no error or warning, and loads nothing that fails", () => {
  expect(problems).toEqual([]);
});
