// The boards' printed art: derived from the board data, hidden from assistive technology,
// never in the way of a click, and upright on a turned chessboard; the pieces' headings; and
// the themes' marks and contrast.
import { type BoardNode, type Color, getBoard, VARIANTS } from "@flying/engine";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { classicTheme, darkTheme, defaultTheme, type FlyingTheme } from "../../theme.js";
import { BoardDrawing } from "../BoardDrawing.js";
import { headingBetween, headingOf } from "./arrows.js";
import { glyphOf, PieceGlyph } from "./PieceGlyph.js";

const label = (node: BoardNode) => `node ${node.id}`;

function draw(variant: (typeof VARIANTS)[number], theme: FlyingTheme = defaultTheme, rotation = 0) {
  const board = getBoard(variant);
  return render(
    <svg aria-label="board" role="img">
      <BoardDrawing board={board} theme={theme} nodeLabel={label} rotation={rotation} />
    </svg>,
  );
}

describe("board art", () => {
  it.each(VARIANTS)("draws %s with one titled shape per node and its art hidden", (variant) => {
    const { container } = draw(variant);
    const titles = [...container.querySelectorAll("title")];
    expect(titles).toHaveLength(getBoard(variant).nodes.length);
    for (const title of titles) expect(title.closest('[aria-hidden="true"]')).toBeNull();
    // Only the preview draws a polyline: the art never does.
    expect(container.querySelector("polyline")).toBeNull();
    const overlay = container.querySelector('[pointer-events="none"][aria-hidden="true"]');
    expect(overlay?.childElementCount).toBeGreaterThan(0);
  });

  it("gives each board instance paint ids of its own", () => {
    const board = getBoard("aeroplane");
    const { container } = render(
      <svg aria-label="board" role="img">
        <BoardDrawing board={board} theme={defaultTheme} nodeLabel={label} />
        <BoardDrawing board={board} theme={defaultTheme} nodeLabel={label} />
      </svg>,
    );
    const ids = [...container.querySelectorAll("[id]")].map((el) => el.id);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    for (const el of container.querySelectorAll("[fill^='url(#']")) {
      const id = (el.getAttribute("fill") ?? "").slice(5, -1);
      expect(container.querySelector(`[id="${id}"]`)).not.toBeNull();
    }
  });

  it("draws the aeroplane's four centre triangles, its flight lines and take-off arrows", () => {
    const { container } = draw("aeroplane", classicTheme);
    const triangles = [...container.querySelectorAll("path")].filter((p) =>
      /^M[\d.]+,[\d.]+ L[\d.]+,[\d.]+ L7\.5,7\.5 Z$/.test(p.getAttribute("d") ?? ""),
    );
    expect(triangles).toHaveLength(4);
    const dashed = container.querySelectorAll("path[stroke-dasharray]");
    expect(dashed.length).toBeGreaterThanOrEqual(getBoard("aeroplane").shortcuts.length);
  });

  it("labels the chessboard's files and ranks on the viewer's bottom and left edges", () => {
    const texts = (rotation: number) => {
      const { container, unmount } = draw("chessboard", defaultTheme, rotation);
      const all = [...container.querySelectorAll("text")].map((t) => ({
        text: t.textContent,
        transform: t.getAttribute("transform") ?? "",
      }));
      unmount();
      return all;
    };
    const upright = texts(0);
    expect(upright.map((t) => t.text).sort()).toEqual([..."12345678abcdefgh"].sort());
    // Files along rank 1 (y 7.5 + a little), ranks along the a-file (x 1.5 − a little).
    expect(upright.find((t) => t.text === "a")?.transform).toMatch(
      /^translate\(1\.88 7\.86\) rotate\(0\)/,
    );
    expect(upright.find((t) => t.text === "8")?.transform).toMatch(/^translate\(1\.12 0\.26\)/);
    const turned = texts(180);
    // Black at the bottom: the files along rank 8, the ranks along the h-file, turned back upright.
    expect(turned.find((t) => t.text === "a")?.transform).toMatch(
      /^translate\(1\.12 0\.14\) rotate\(-180\)/,
    );
    expect(turned.find((t) => t.text === "1")?.transform).toMatch(/^translate\(8\.88 7\.74\)/);
  });

  it.each([defaultTheme, darkTheme, classicTheme])("keeps the tint rect of each home", (theme) => {
    const { container } = draw("flying-chess", theme);
    for (const color of ["red", "yellow", "green", "blue"] as const)
      expect(container.querySelector(`rect[fill="${theme.players[color].tint}"]`)).not.toBeNull();
  });
});

describe("headings", () => {
  const board = getBoard("aeroplane");
  it("points along the path, into the finish, and from home towards the start", () => {
    expect(headingBetween({ x: 0, y: 1 }, { x: 0, y: 0 })).toBe(0);
    expect(headingBetween({ x: 0, y: 0 }, { x: 1, y: 0 })).toBe(90);
    // Red's pad (0.5, 3.5) launches down onto Track_0 (0.5, 4.5).
    expect(headingOf(board, "red", "Pad_Red")).toBe(180);
    // Red's home column runs right, to the centre.
    expect(headingOf(board, "red", "Lane_Red_2")).toBe(90);
    expect(headingOf(board, "red", "Finish_Red")).toBe(90);
    // A plane in the hangar faces its pad, to the lower left.
    const h = headingOf(board, "red", "Hangar_Red_4");
    expect(h).toBeGreaterThan(180);
    expect(h).toBeLessThan(270);
    expect(headingOf(board, "red", "no such node")).toBe(0);
  });

  it("finds the glyph of a piece from its node", () => {
    expect(glyphOf({ node: "a1", color: "white" })).toEqual({ shape: "counter", heading: 0 });
    expect(glyphOf({ node: "Safe_Red_3", color: "red" })).toEqual({ shape: "plane", heading: 90 });
    expect(glyphOf({ node: "Lane_Red_3", color: "red" })).toEqual({ shape: "plane", heading: 90 });
    const { container } = render(
      <svg aria-label="board" role="img">
        <PieceGlyph style={defaultTheme.players.red} number="3" heading={90} lineColor="#000" />
      </svg>,
    );
    expect(container.querySelector(".flying-piece-body")?.getAttribute("fill")).toBe(
      defaultTheme.players.red.fill,
    );
    expect(container.textContent).toBe("3");
  });
});

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi as number) + 0.05) / ((lo as number) + 0.05);
};

describe("themes", () => {
  it.each([
    ["default", defaultTheme],
    ["dark", darkTheme],
    ["classic", classicTheme],
  ] as const)("%s: a mark of its own per colour, and text at 4.5:1", (_, theme) => {
    const four: Color[] = ["red", "yellow", "green", "blue"];
    expect(new Set(four.map((c) => theme.players[c].mark)).size).toBe(4);
    expect(theme.players.white.mark).not.toBe(theme.players.black.mark);
    for (const color of Object.keys(theme.players) as Color[]) {
      const { fill, ink } = theme.players[color];
      expect(contrast(fill, ink), color).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(theme.board.text, theme.board.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.board.text, theme.board.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it("makes the classic theme saturated, unlike the pastel of the past", () => {
    const saturation = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
      const max = Math.max(r as number, g as number, b as number);
      const min = Math.min(r as number, g as number, b as number);
      return max === 0 ? 0 : (max - min) / max;
    };
    for (const color of ["red", "yellow", "green", "blue"] as const)
      expect(saturation(classicTheme.players[color].fill), color).toBeGreaterThan(0.85);
  });
});
