// The game's layout measured in a real Chromium, not eyeballed: one screen on every device
// (board, die and whose turn it is inside the viewport), and on a phone pieces large enough
// to tap whose hit targets never overlap, so a tap at a piece's centre moves that piece.
import {
  apply,
  createGame,
  type DieValue,
  type GameConfig,
  type GameState,
  legalMoves,
  type PieceId,
  reduce,
  robots,
  toRecord,
  VARIANTS,
} from "@flying/engine";
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { FlyingChessBoard } from "./board/FlyingChessBoard.js";
import { FlyingChessGame } from "./FlyingChessGame.js";
import type { LocaleCode } from "./i18n/types.js";
import { locales } from "./locales/all.js";

const VIEWPORTS = [
  [390, 844],
  [844, 390],
  [1280, 720],
  [1366, 768],
  [1280, 800],
  // A tablet upright and a small window: the side panel at its narrowest.
  [768, 1024],
  [600, 900],
] as const;
const LOCALES = Object.keys(locales) as LocaleCode[];
/** A page's own header above the game, as a site (or the demo) would have. */
const HEADER = 56;
const FROZEN = 1e9;

beforeEach(() => {
  document.body.style.margin = "0";
});
afterEach(() => cleanup());

/** Two frames: the game measures where it starts after it is drawn, then lays out again. */
const settle = () =>
  new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

function rolled(config: GameConfig, value: DieValue): GameState {
  const result = apply(createGame(config), { type: "roll", value });
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

const box = (element: Element | null) => {
  if (!element) throw new Error("element not found");
  return element.getBoundingClientRect();
};

function expectInViewport(name: string, rect: DOMRect, width: number, height: number) {
  const where = `${name} [${[rect.left, rect.top, rect.right, rect.bottom].map(Math.round)}]`;
  expect(rect.left, where).toBeGreaterThanOrEqual(-0.5);
  expect(rect.top, where).toBeGreaterThanOrEqual(-0.5);
  expect(rect.right, where).toBeLessThanOrEqual(width + 0.5);
  expect(rect.bottom, where).toBeLessThanOrEqual(height + 0.5);
}

/** Two round hit targets, each measured by its box, overlap (by more than half a pixel). */
const overlaps = (a: DOMRect, b: DOMRect) =>
  Math.hypot(a.x + a.width / 2 - (b.x + b.width / 2), a.y + a.height / 2 - (b.y + b.height / 2)) <
  a.width / 2 + b.width / 2 - 0.5;

describe.each(VIEWPORTS)("one screen at %ix%i", (width, height) => {
  beforeEach(async () => {
    await page.viewport(width, height);
  });

  it.each(VARIANTS)(
    "%s: board, die and turn fit in every language, below a header",
    async (variant) => {
      for (const locale of LOCALES) {
        const { container, unmount } = render(
          <div style={{ padding: "0 0.5rem" }}>
            <header style={{ blockSize: HEADER }}>Flying</header>
            <FlyingChessGame variant={variant} seed={1} robotPace={FROZEN} locale={locale} hints />
          </div>,
        );
        await settle();
        const board = box(container.querySelector("svg[role=group]"));
        const die = box(container.querySelector("[data-value]"));
        const turn = box(container.querySelector(".flying-turn-row > :first-child"));
        const label = `${variant} ${locale}`;
        expectInViewport(`${label} board`, board, width, height);
        expectInViewport(`${label} die`, die, width, height);
        expectInViewport(`${label} turn`, turn, width, height);
        // Every button too, in view and not scrolled out of the panel.
        const controls = box(container.querySelector(".flying-controls"));
        const panel = box(container.querySelector("aside"));
        expectInViewport(`${label} buttons`, controls, width, Math.min(height, panel.bottom));
        // The board gets the room: at least half of the screen's short side.
        expect(Math.min(board.width, board.height), label).toBeGreaterThan(
          Math.min(width, height - HEADER) * 0.5,
        );
        // A die large enough to tap.
        expect(die.width, label).toBeGreaterThanOrEqual(44);
        expect(die.height, label).toBeGreaterThanOrEqual(44);
        // Nothing sticks out sideways, on the page or out of the side panel.
        expect(document.documentElement.scrollWidth, label).toBeLessThanOrEqual(width);
        const aside = container.querySelector("aside") as HTMLElement;
        expect(aside.scrollWidth, `${label} panel`).toBeLessThanOrEqual(aside.clientWidth);
        unmount();
      }
    },
  );
});

describe("a game some way in", () => {
  // Forty actions of robots: a log long enough to need its own scrolling.
  let state = createGame({ variant: "aeroplane", seed: 3 });
  for (let i = 0; i < 40; i++) state = reduce(state, robots.classic.act(state));
  const record = toRecord(state);

  it.each([
    [390, 844],
    [1280, 720],
  ] as const)(
    "at %ix%i shows the last lines of the log under the buttons",
    async (width, height) => {
      await page.viewport(width, height);
      const { container } = render(
        <FlyingChessGame variant="aeroplane" record={record} robotPace={FROZEN} hints />,
      );
      await settle();
      const log = box(container.querySelector("[role=log]"));
      const panel = box(container.querySelector("aside"));
      const controls = box(container.querySelector(".flying-controls"));
      // The log gives up its height first, but keeps a few lines' worth in view.
      const shown = Math.min(log.bottom, panel.bottom, height) - log.top;
      expect(shown).toBeGreaterThanOrEqual(60);
      expect(log.top).toBeGreaterThan(controls.bottom);
      expect(log.bottom).toBeLessThanOrEqual(Math.min(panel.bottom, height) + 0.5);
    },
  );
});

describe("on a phone (390x844)", () => {
  beforeEach(async () => {
    await page.viewport(390, 844);
  });

  it.each(VARIANTS)("%s: every piece is at least 24x24 CSS px", async (variant) => {
    const { container } = render(
      <div style={{ padding: "0 1rem" }}>
        <FlyingChessGame variant={variant} seed={1} robotPace={FROZEN} />
      </div>,
    );
    await settle();
    const pieces = container.querySelectorAll("[data-piece]:not([aria-hidden=true])");
    expect(pieces.length).toBeGreaterThan(0);
    for (const piece of pieces) {
      const rect = box(piece);
      const name = piece.getAttribute("data-piece");
      expect(rect.width, `${name} width`).toBeGreaterThanOrEqual(24);
      expect(rect.height, `${name} height`).toBeGreaterThanOrEqual(24);
    }
  });

  // Red 1 and 2 share a square with red 3 on the next, and all three can move.
  const shared = rolled(
    {
      variant: "flying-chess",
      seed: 3,
      position: {
        turn: "red",
        pieces: { "red-1": "Waypoint_5", "red-2": "Waypoint_5", "red-3": "Waypoint_6" },
      },
    },
    3,
  );

  function sharedBoard(onMove: (piece: PieceId) => void) {
    return render(
      <div style={{ padding: "0 1rem" }}>
        <FlyingChessBoard
          state={shared}
          movable={legalMoves(shared)}
          onMove={onMove}
          orientation="red"
          animation={false}
        />
      </div>,
    );
  }

  it("gives each movable piece a hit target of its own, at least 24x24, none overlapping", async () => {
    const { container } = sharedBoard(() => undefined);
    await settle();
    const targets = [...container.querySelectorAll("[role=button][data-piece] .flying-hit")];
    expect(targets).toHaveLength(3);
    const rects = targets.map(box);
    for (const rect of rects) {
      expect(rect.width).toBeGreaterThanOrEqual(24);
      expect(rect.height).toBeGreaterThanOrEqual(24);
    }
    for (const [i, a] of rects.entries()) {
      for (const b of rects.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    }
  });

  it("moves the piece whose centre is clicked, for each of two pieces on one square", async () => {
    const onMove = vi.fn();
    const { container } = sharedBoard(onMove);
    await settle();
    for (const id of ["red-1", "red-2", "red-3"] as const) {
      const piece = container.querySelector(`[data-piece="${id}"]`);
      const rect = box(piece);
      // What a tap at the centre lands on is that piece's own hit target.
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      expect(hit?.closest("[data-piece]")?.getAttribute("data-piece")).toBe(id);
      onMove.mockClear();
      // A real click (Playwright's mouse) at the element's centre.
      await userEvent.click(piece as Element);
      expect(onMove).toHaveBeenCalledTimes(1);
      expect(onMove).toHaveBeenCalledWith(id);
    }
  });

  it("moves a piece when its square is tapped beside the piece", async () => {
    const onMove = vi.fn();
    const alone = rolled(
      {
        variant: "flying-chess",
        seed: 3,
        position: { turn: "red", pieces: { "red-1": "Waypoint_9" } },
      },
      2,
    );
    const { container } = render(
      <FlyingChessBoard
        state={alone}
        movable={legalMoves(alone)}
        onMove={onMove}
        animation={false}
      />,
    );
    await settle();
    const square = box(container.querySelector('[data-square-target="red-1"]'));
    // The square's corner: inside the square, outside the piece's round target.
    await userEvent.click(container.querySelector('[data-square-target="red-1"]') as Element, {
      position: { x: square.width * 0.08, y: square.height * 0.08 },
    });
    expect(onMove).toHaveBeenCalledWith("red-1");
  });
});

describe("<FlyingChessBoard> in a container", () => {
  it.each([
    [600, 300],
    [300, 600],
    [320, 320],
  ])("fits a %ix%i box both ways, whatever the board's proportions", async (width, height) => {
    await page.viewport(1280, 800);
    for (const variant of VARIANTS) {
      const { container, unmount } = render(
        <div data-box="" style={{ inlineSize: width, blockSize: height }}>
          <FlyingChessBoard state={createGame({ variant, seed: 1 })} animation={false} />
        </div>,
      );
      await settle();
      const outer = box(container.querySelector("[data-box]"));
      const board = box(container.querySelector("svg[role=group]"));
      expect(board.left, variant).toBeGreaterThanOrEqual(outer.left - 0.5);
      expect(board.top, variant).toBeGreaterThanOrEqual(outer.top - 0.5);
      expect(board.right, variant).toBeLessThanOrEqual(outer.right + 0.5);
      expect(board.bottom, variant).toBeLessThanOrEqual(outer.bottom + 0.5);
      // The drawing itself (its first shape, the board's background) is as large as fits.
      const drawn = box(container.querySelector("svg[role=group] > rect"));
      expect(Math.max(drawn.width / width, drawn.height / height), variant).toBeGreaterThan(0.97);
      unmount();
    }
  });
});
