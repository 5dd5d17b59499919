// The demo as a player meets it: built, served on loopback, driven in Chromium.
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { VARIANTS, type VariantId } from "@flying/engine";
import { en, format, type LocaleCode } from "@flying/react";
import { locales, zh } from "@flying/react/locales/all";
import { type Browser, chromium, type Page } from "playwright-core";
import { build, type PreviewServer, preview } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { chromiumLaunchOptions } from "../../../scripts/chromium.mjs";
import { demoStrings } from "./strings.js";

const root = fileURLToPath(new URL("..", import.meta.url));
let server: PreviewServer;
let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  const outDir = mkdtempSync(join(tmpdir(), "flying-demo-"));
  await build({ root, logLevel: "silent", build: { outDir, emptyOutDir: true } });
  server = await preview({ root, logLevel: "silent", build: { outDir }, preview: { port: 0 } });
  browser = await chromium.launch(chromiumLaunchOptions);
  page = await browser.newPage({ locale: "en-GB" });
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
  await page.goto(server.resolvedUrls?.local[0] ?? "");
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

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

it("switches language and game from its menus", async () => {
  await openSettings();
  await page.getByRole("combobox", { name: /^Language/ }).selectOption("zh");
  const board = format(zh.ui.board, { variant: zh.variants.aeroplane });
  await page.getByRole("combobox", { name: /^游戏/ }).selectOption("aeroplane");
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
  await page.goto(`${server.resolvedUrls?.local[0] ?? ""}?seed=4`);
  await openSettings();
  const level = page.getByRole("combobox", { name: /^Robot level/ });
  await expect(level.locator("option").allTextContents()).resolves.toEqual([
    "Classic",
    "Random",
    "Easy",
    "Medium",
    "Hard",
    "Expert",
  ]);
  await level.selectOption("expert");
  await page.getByRole("button", { name: "Yellow Expert robot" }).waitFor();
  await expect(level.getAttribute("aria-describedby")).resolves.toBeTruthy();
  await page.getByText(en.robots.expert.description).waitFor();
  await closeSettings();

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

const fresh = async () => {
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
  await page.getByRole("combobox", { name: /^Game/ }).selectOption("chessboard");
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
  const page = document.scrollingElement ?? document.documentElement;
  return {
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
        await on
          .getByRole("combobox", { name: new RegExp(`^${demoStrings[language].game}`) })
          .selectOption(variant);
        await closeSettings(on);
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

it("logs no error or warning, and loads nothing that fails", () => {
  expect(problems).toEqual([]);
});
