// What the online e2e tests (online.e2e.test.ts, online-network.e2e.test.ts) share: reading a
// page's game log, and playing turns across the pages of one room. Not a test file itself
// (the demo project runs src/**/*.test.ts), and nothing of the app imports it, so the Vite
// build leaves it out; tsc still checks it, as it does all of src.
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The lines of `page`'s game log, as it shows them now. */
export const logOf = (page: Page) => page.getByRole("log").getByRole("listitem").allTextContents();

/**
 * Plays until each page has rolled `turns` times: whichever page's die says "Roll the die"
 * rolls it, then moves its first movable piece, if any. Each roll and move goes through the
 * server, so the other page must show it: the logs are the same after every action. Fails
 * if that takes longer than `ms`.
 */
export async function playTurns(
  pages: readonly Page[],
  turns: number,
  ms: number,
): Promise<number[]> {
  const rolls = pages.map(() => 0);
  const deadline = Date.now() + ms;
  while (rolls.some((n) => n < turns)) {
    if (Date.now() > deadline)
      throw new Error(`still playing after ${ms / 1000} s: rolls ${rolls}`);
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
        // The roll to play is shown undimmed, as offline: the online screen's own button
        // styles (a disabled one at 0.6) must not reach the game's die, whose cube they
        // would flatten into loose faces.
        expect(await die.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
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
