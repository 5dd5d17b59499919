// The demo as a player meets it: built, served on loopback, driven in Chromium.
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { en, format, zh } from "@flying/react";
import { type Browser, chromium, type Page } from "playwright-core";
import { build, type PreviewServer, preview } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { chromiumLaunchOptions } from "../../../scripts/chromium.mjs";

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
  await page.getByRole("combobox", { name: /^配色/ }).selectOption("dark");
  await expect(axeViolations()).resolves.toEqual([]);
});

it("plays against the robot level picked, and shows a hint on the person's move", async () => {
  // Seed 4's first throw is a 6: Red has a plane to take off at once, so a hint to give.
  await page.goto(`${server.resolvedUrls?.local[0] ?? ""}?seed=4`);
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

it("logs no error or warning, and loads nothing that fails", () => {
  expect(problems).toEqual([]);
});
