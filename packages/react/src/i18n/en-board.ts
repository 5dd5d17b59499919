import { EN_SENTENCE_SEPARATOR } from "./en-dice.js";
import type { LocalePack } from "./types.js";

/**
 * What `<FlyingChessBoard>` reads of a pack: the words of its labels (nodes, pieces, how far
 * each has to go), its name, and the events its live region tells. Not the robots, the menus
 * or the buttons: those are the game's.
 */
export type BoardStrings = Pick<
  LocalePack,
  | "code"
  | "colors"
  | "variants"
  | "pieces"
  | "nodes"
  | "pieceName"
  | "pieceLabel"
  | "stepsToFinish"
  | "atHome"
  | "finishedPiece"
  | "canMove"
  | "sentenceSeparator"
  | "events"
> & { ui: Pick<LocalePack["ui"], "board"> };

/**
 * The part of English the board reads, a module of its own so that the board used alone
 * bundles these words and not the whole pack (as `enDice` does for the die); the English
 * pack is built on it.
 */
export const enBoard: BoardStrings = {
  code: "en",
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
  sentenceSeparator: EN_SENTENCE_SEPARATOR,
  ui: { board: "{variant} board" },
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
