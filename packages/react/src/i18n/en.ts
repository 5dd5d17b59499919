import { enBoard } from "./en-board.js";
import { enDice } from "./en-dice.js";
import type { LocalePack } from "./types.js";

// The board's part of English (`enBoard`), taken apart to be put back in the order the other
// packs write their sections.
const { ui: boardUi, events: boardEvents, ...boardWords } = enBoard;

/**
 * The English pack, built in: the language every component speaks without a `locale`, and a
 * base to spread for a pack of one's own. A plain module (no "use client"): a server
 * component may read it, and pass it to a client component as `locale={en}`.
 *
 * @example
 * ```tsx
 * import { en, FlyingChessGame, type LocalePack } from "@flying/react";
 *
 * // American English: the same pack with one word changed.
 * const enUS: LocalePack = { ...en, code: "en-US", ui: { ...en.ui, pickColor: "Pick your color" } };
 * export const App = () => <FlyingChessGame locale={enUS} />;
 * ```
 */
export const en: LocalePack = {
  ...boardWords,
  name: "English",
  robots: {
    classic: { name: "Classic", description: "Always moves its first piece that can move" },
    random: { name: "Random", description: "Picks any legal move at random" },
    easy: { name: "Easy", description: "Races ahead, with the odd slip" },
    medium: { name: "Medium", description: "Looks one move ahead and watches for captures" },
    hard: { name: "Hard", description: "Looks one roll of the die ahead" },
    expert: {
      name: "Expert",
      description: "Weighs the coming rolls and reads how each opponent plays",
    },
  },
  ui: {
    ...enDice.ui,
    ...boardUi,
    turn: "{color} to play",
    robotTurn: "{color} ({robot}) is playing",
    wins: "{color} wins",
    pickColor: "Pick your colour",
    playAs: "Play as {color}",
    youPlay: "You play {color}",
    robot: "robot",
    robotNamed: "{level} robot",
    human: "human",
    undo: "Undo",
    redo: "Redo",
    newGame: "New game",
    playAgain: "Play again",
    seeBoard: "Show the board",
    hint: "Hint",
    hintMove: "Hint: move {piece} to {to} (win chance {chance})",
    log: "Game log",
    standings: "Standings",
    place: "{place}. {color}",
    piecesFinished: "{count} of 4 finished",
    controls: "Game controls",
    savedGameRefused: "The saved game could not be resumed, so a new game has started.",
    stateRefused: "The game state given could not be played; the last valid one is shown.",
  },
  events: boardEvents,
};
