/// <reference types="@vitest/browser-playwright" />
// The screenshots in the README, written by this test: each board in a mid-game position (a
// seeded robot game some dozens of actions in, then the person's roll, so the pieces that can
// move are marked), light and dark, on a phone and a desktop, to docs/screenshots/. The test
// also measures what it shows: the board and the die inside the viewport, and a PNG of the
// viewport's size on disk.
import {
  createGame,
  currentPlayer,
  type GameState,
  legalMoves,
  phase,
  reduce,
  robots,
  toRecord,
  VARIANTS,
  type VariantId,
} from "@flying/engine";
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commands, page } from "vitest/browser";
import { FlyingChessGame } from "./FlyingChessGame.js";
import { darkTheme, defaultTheme, type FlyingTheme } from "./theme.js";

const THEMES: [string, FlyingTheme][] = [
  ["light", defaultTheme],
  ["dark", darkTheme],
];
const DEVICES = [
  ["phone", 390, 844],
  ["desktop", 1280, 800],
] as const;
/** Where the PNGs go: relative to this file for page.screenshot, to the project root (the
 * package) for the readFile command. */
const SHOTS = "../../../docs/screenshots";
const SHOTS_FROM_ROOT = "../../docs/screenshots";
/** The robot actions before the person's turn is looked for: pieces out on the track by then. */
const ACTIONS = 150;
const FROZEN = 1e9;

/**
 * A seeded robot-only game `ACTIONS` actions in, carried on to the first colour's (the
 * person's) roll that leaves two or more moves: the robots' colours have pieces on the track,
 * and the person has a choice to make, as in play.
 */
function midGame(variant: VariantId): GameState {
  let game = createGame({ variant, seed: 4 });
  const person = game.colors[0];
  for (let i = 0; !game.over; i++) {
    if (i >= ACTIONS && currentPlayer(game) === person && phase(game) === "move") {
      if (legalMoves(game).length >= 2) return game;
    }
    game = reduce(game, robots.classic.act(game));
  }
  throw new Error(`${variant}: the game ended before a mid-game position was found`);
}

/** A PNG's width and height, from its IHDR chunk (bytes 16-23). */
function pngSize(base64: string): { width: number; height: number } {
  const bytes = Uint8Array.from(atob(base64.slice(0, 64)), (c) => c.charCodeAt(0));
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.slice(0, 8)], "PNG signature").toEqual(signature);
  const view = new DataView(bytes.buffer);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Two frames: the game measures its room after it is drawn, then lays out again. */
const settle = () =>
  new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

const box = (element: Element | null) => {
  if (!element) throw new Error("element not found");
  return element.getBoundingClientRect();
};

function expectInside(name: string, rect: DOMRect, width: number, height: number) {
  const where = `${name} [${[rect.left, rect.top, rect.right, rect.bottom].map(Math.round)}]`;
  expect(rect.left, where).toBeGreaterThanOrEqual(-0.5);
  expect(rect.top, where).toBeGreaterThanOrEqual(-0.5);
  expect(rect.right, where).toBeLessThanOrEqual(width + 0.5);
  expect(rect.bottom, where).toBeLessThanOrEqual(height + 0.5);
}

beforeEach(() => {
  document.body.style.margin = "0";
});
afterEach(() => {
  cleanup();
  document.body.style.background = "";
});

describe.each(DEVICES)("screenshots on a %s (%ix%i)", (device, width, height) => {
  beforeEach(async () => {
    await page.viewport(width, height);
  });

  it.each(VARIANTS)("%s, light and dark", async (variant) => {
    const game = midGame(variant);
    const record = toRecord(game);
    for (const [themeName, theme] of THEMES) {
      document.body.style.background = theme.board.background;
      const { container, unmount } = render(
        <div
          data-shot=""
          style={{
            inlineSize: width,
            blockSize: height,
            boxSizing: "border-box",
            padding: "0.5rem",
            overflow: "hidden",
            background: theme.board.background,
            color: theme.board.text,
          }}
        >
          <FlyingChessGame
            record={record}
            theme={theme}
            robotPace={FROZEN}
            locale="en"
            animation={false}
          />
        </div>,
      );
      await settle();
      const label = `${variant} ${themeName} ${device}`;
      // The person's roll is shown and the pieces it lets move are marked.
      expect(container.querySelectorAll("[role=button][data-piece]").length, label).toBe(
        legalMoves(game).length,
      );
      expectInside(
        `${label} board`,
        box(container.querySelector("svg[role=group]")),
        width,
        height,
      );
      expectInside(`${label} die`, box(container.querySelector("[data-value]")), width, height);
      const name = `${variant}-${themeName}-${device}.png`;
      const shot = await page.screenshot({
        element: container.querySelector("[data-shot]") as Element,
        path: `${SHOTS}/${name}`,
        base64: true,
        // The movable pieces' pulse at its start and no caret: the same image every run, so a
        // run that changes nothing leaves the committed files as they are.
        animations: "disabled",
        caret: "hide",
      });
      expect(pngSize(shot.base64), label).toEqual({ width, height });
      // On disk, and the same image.
      const written = await commands.readFile(`${SHOTS_FROM_ROOT}/${name}`, "base64");
      expect(written.length, `${label} file`).toBe(shot.base64.length);
      unmount();
    }
  });
});
