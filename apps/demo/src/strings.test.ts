// The demo's own words: the help line names the keys of the game on the board.
import { getBoard } from "@flying/engine";
import { describe, expect, it } from "vitest";
import { demoStrings, keysHelp } from "./strings.js";

describe("the keys help line", () => {
  it.each([
    { locale: "en", variant: "flying-chess", has: "Keys: R, Y, G, B pick", not: "W" },
    { locale: "en", variant: "aeroplane", has: "Keys: R, Y, G, B pick", not: "W" },
    { locale: "en", variant: "chessboard", has: "Keys: W, K pick", not: "R, Y" },
    { locale: "zh", variant: "chessboard", has: "按 W、K 选择颜色", not: "R" },
    { locale: "zh", variant: "aeroplane", has: "按 R、Y、G、B 选择颜色", not: "W" },
    { locale: "ru", variant: "chessboard", has: "Клавиши: W, K — выбор", not: "R, Y" },
    { locale: "it", variant: "chessboard", has: "Tasti: W, K scelgono", not: "R, Y" },
    { locale: "id", variant: "chessboard", has: "Tombol: W, K memilih", not: "R, Y" },
  ] as const)("$locale, $variant: $has", ({ locale, variant, has, not }) => {
    const line = keysHelp(demoStrings[locale], getBoard(variant).colors);
    expect(line).toContain(has);
    expect(line.split("{")[0]).toBe(line); // every placeholder filled
    expect(line.split(/[;；]/)[0]).not.toContain(not);
  });
});
