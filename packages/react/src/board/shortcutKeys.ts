// The board's keyboard shortcuts as data: which key picks which colour and piece. No
// "use client": the keys can be named on the server too (the hook is keyboardShortcuts.ts).
import type { Color } from "@flying/engine";

/**
 * The keys by `event.code`, the key's place on the keyboard, not the letter it types: on a
 * Russian layout the key marked B types "и" and still picks Blue.
 */
export const COLOR_CODES: Readonly<Record<string, Color>> = {
  KeyR: "red",
  KeyY: "yellow",
  KeyG: "green",
  KeyB: "blue",
  KeyW: "white",
  KeyK: "black",
};
// Marked pure so that a bundle without shortcutKeys (a board alone) leaves the table out.
const COLOR_KEYS = /* @__PURE__ */ (() =>
  Object.fromEntries(
    Object.entries(COLOR_CODES).map(([code, color]) => [color, code.slice(3)]),
  ))() as Readonly<Record<Color, string>>;
/** The piece keys 1-4, on the number row or the keypad: the piece's number. */
export const PIECE_CODE = /^(?:Digit|Numpad)([1-4])$/;

/**
 * The key that picks each of these colours ("W" for white), for a help line per game. A pure
 * function: a server component may call it.
 *
 * @example
 * ```tsx
 * import { getBoard } from "@flying/engine";
 * import { shortcutKeys } from "@flying/react";
 *
 * shortcutKeys(getBoard("chessboard").colors); // → ["W", "K"]
 * shortcutKeys(["red", "yellow", "green", "blue"]); // → ["R", "Y", "G", "B"]
 * ```
 */
export function shortcutKeys(colors: readonly Color[]): string[] {
  return colors.map((color) => COLOR_KEYS[color]);
}
