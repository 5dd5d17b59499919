import type { LocalePack } from "./types.js";

/** What `<Dice>` reads of a pack: its label's words. */
export type DiceStrings = Pick<LocalePack, "sentenceSeparator"> & {
  ui: Pick<LocalePack["ui"], "roll" | "dieShows" | "dieWaiting" | "dieMove" | "gameOver">;
};

/** What joins two English sentences; the board's words (`enBoard`) take it from here too. */
export const EN_SENTENCE_SEPARATOR = ". ";

/**
 * The part of English `<Dice>` reads, a module of its own so that the die used alone
 * bundles these words and not the whole pack; the English pack is built on it.
 */
export const enDice: DiceStrings = {
  sentenceSeparator: EN_SENTENCE_SEPARATOR,
  ui: {
    roll: "Roll the die",
    dieShows: "The die shows {value}",
    dieWaiting: "Not your turn to roll",
    dieMove: "Move a piece",
    gameOver: "Game over",
  },
};
