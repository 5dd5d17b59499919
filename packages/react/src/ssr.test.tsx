// @vitest-environment node
// Server rendering, and the bundle's "use client" for React Server Components.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createGame, getBoard, VARIANTS } from "@flying/engine";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FlyingChessBoard } from "./board/FlyingChessBoard.js";
import { Dice } from "./Dice.js";
import { FlyingChessGame } from "./FlyingChessGame.js";
import { en } from "./i18n/en.js";

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe("renderToString", () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, "error");
  });
  afterEach(() => {
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("runs without a DOM", () => {
    expect(typeof window).toBe("undefined");
    expect(typeof document).toBe("undefined");
  });

  it.each(VARIANTS)("renders the %s board with every node and piece", (variant) => {
    const state = createGame({ variant, seed: 1 });
    const html = renderToString(<FlyingChessBoard state={state} />);
    const board = getBoard(variant);
    expect(html).toContain(`aria-label="${en.variants[variant]} board"`);
    expect(count(html, /<title>/g)).toBe(board.nodes.length);
    expect(count(html, /data-piece="/g)).toBe(board.colors.length * 4);
    expect(html).toContain('role="status"');
  });

  it("renders the die", () => {
    const html = renderToString(<Dice value={5} />);
    expect(html).toContain('aria-label="Roll the die. The die shows 5"');
    // A cube of six faces (1 + 2 + ... + 6 pips), the roll's face at the front.
    expect(count(html, /<circle/g)).toBe(21);
    const front = /<div[^>]*data-front=""[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? "";
    expect(count(front, /<circle/g)).toBe(5);
  });

  it.each(VARIANTS)("renders a whole %s game", (variant) => {
    const html = renderToString(<FlyingChessGame variant={variant} seed={1} />);
    expect(html).toContain(`aria-label="${en.variants[variant]} board"`);
    expect(html).toContain('aria-label="Roll the die"');
    expect(html).toContain('aria-label="Game log"');
    const colors = getBoard(variant).colors;
    expect(count(html, /title="Play as /g)).toBe(colors.length);
  });

  it("renders the same seeded game the same way twice (hydration-safe)", () => {
    const first = renderToString(<FlyingChessGame seed={7} />);
    expect(renderToString(<FlyingChessGame seed={7} />)).toBe(first);
  });

  it.each(VARIANTS)(
    "renders an unseeded %s game with no random value drawn, the same every time",
    (variant) => {
      // A prerendered page must not draw its visitors' dice (Next.js refuses Math.random in a
      // render): an unseeded game takes its seed at its first action.
      const random = vi.spyOn(Math, "random").mockImplementation(() => {
        throw new Error("Math.random during render");
      });
      try {
        const first = renderToString(<FlyingChessGame variant={variant} />);
        expect(renderToString(<FlyingChessGame variant={variant} />)).toBe(first);
        expect(random).not.toHaveBeenCalled();
      } finally {
        random.mockRestore();
      }
    },
  );
});

describe("the built bundle", () => {
  // Built by `npm run build` before the tests in CI (locally: `cd packages/react && npx tsup`).
  it.each(["index.js", "index.cjs"])("dist/%s starts with 'use client'", (file) => {
    const path = fileURLToPath(new URL(`../dist/${file}`, import.meta.url));
    // The first directive of the prologue (CommonJS's "use strict" may follow it).
    expect(readFileSync(path, "utf8")).toMatch(/^["']use client["'];/);
  });
});
