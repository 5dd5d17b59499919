/**
 * The compact action log kept in `GameState.history`, one character per action:
 * `1`…`6` a roll of the game's own die, `A`…`F` a die of 1…6 thrown outside,
 * `a`…`p` a move of piece index 0…15. Only this module reads or writes it.
 */

import type { DieValue } from "./types.js";

export type HistoryEntry =
  | { kind: "roll"; value: DieValue; given: boolean }
  | { kind: "move"; piece: number };

export function rollMark(value: number, given: boolean): string {
  return String.fromCharCode((given ? 64 : 48) + value);
}

export function moveMark(piece: number): string {
  return String.fromCharCode(97 + piece);
}

/** An entry of a checked history (validate.ts checks each mark before any is read here). */
export function readMark(mark: string): HistoryEntry {
  const code = mark.charCodeAt(0);
  if (code >= 97) return { kind: "move", piece: code - 97 };
  if (code >= 65) return { kind: "roll", value: (code - 64) as DieValue, given: true };
  return { kind: "roll", value: (code - 48) as DieValue, given: false };
}

/** The value of the latest roll in a history, or null before the first. */
export function lastRollIn(history: string): DieValue | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = readMark(history.charAt(i));
    if (entry.kind === "roll") return entry.value;
  }
  return null;
}
