import { enDice } from "./en-dice.js";
import type { LocalePack } from "./types.js";

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
  code: "en",
  name: "English",
  colors: {
    red: "Red",
    yellow: "Yellow",
    green: "Green",
    blue: "Blue",
    white: "White",
    black: "Black",
  },
  variants: {
    "flying-chess": "Flying Chess",
    aeroplane: "Aeroplane Chess",
    chessboard: "Chessboard race",
  },
  pieces: { "flying-chess": "plane", aeroplane: "plane", chessboard: "piece" },
  nodes: {
    waypoint: "waypoint {n}",
    home: "{color} home slot {n}",
    safe: "{color} safety path {n}",
    finish: "finish",
    track: "square {n}",
    hangar: "{color} hangar {n}",
    pad: "{color} launch pad",
    lane: "{color} home column {n}",
    square: "{id}",
    reserve: "{color} reserve {n}",
  },
  pieceName: "{color} {piece} {n}",
  pieceLabel: "{name}, {where}, {progress}",
  stepsToFinish: { one: "{count} step to finish", other: "{count} steps to finish" },
  atHome: "waiting at home",
  finishedPiece: "finished",
  canMove: "can move to {to}",
  sentenceSeparator: enDice.sentenceSeparator,
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
    board: "{variant} board",
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
  events: {
    rolled: "{color} rolled a {value}",
    tookOff: "{piece} took off to {to}",
    entered: "{piece} entered at {to}",
    moved: "{piece} moved to {to}",
    bounced: "{piece} bounced back from the finish",
    jumped: "{piece} jumped to {to}",
    flew: "{piece} flew across {crosses} to {to}",
    captured: "{by} sent {piece} home from {at}",
    stacked: "{pieces} stacked on {at}",
    finished: "{piece} reached the finish",
    bonusRoll: "{color} rolls again",
    tripleSix: "Third 6 in a row: {color} loses the turn",
    tripleSixSentHome: "Third 6 in a row: {color} loses the turn; sent home: {pieces}",
    placed: "{color} finished in place {place}",
    won: "{color} wins!",
    turnPassed: {
      moved: "{to} to play",
      "no-move": "{from} cannot move; {to} to play",
      "triple-six": "{to} to play",
      finished: "{to} to play",
    },
  },
};
