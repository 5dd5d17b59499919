import type { Color, NodeKind, RobotId, TurnPassReason, VariantId } from "@flying/engine";

/**
 * The languages the package ships packs for: English built in, the others each an entry.
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { LOCALE_CODES } from "@flying/react";
 *
 * // → ["en", "zh", "it", "ru", "id"]; each but "en" needs its "@flying/react/locales/…" import
 * const options = LOCALE_CODES.map((code) => <option key={code} value={code}>{code}</option>);
 * ```
 */
export const LOCALE_CODES = ["en", "zh", "it", "ru", "id"] as const;
/**
 * The code of a language the package ships: "en", "zh", "it", "ru" or "id".
 *
 * @example
 * ```tsx
 * import { FlyingChessGame, type LocaleCode } from "@flying/react";
 * import "@flying/react/locales/all"; // every code loaded, for a language menu
 *
 * export const Game = ({ language }: { language: LocaleCode }) => <FlyingChessGame locale={language} />;
 * ```
 */
export type LocaleCode = (typeof LOCALE_CODES)[number];

/**
 * How a pack speaks of one robot: its name in a menu and a line on how it plays.
 *
 * @example
 * ```tsx
 * import { en, type RobotWords } from "@flying/react";
 *
 * const expert: RobotWords = en.robots.expert;
 * // → { name: "Expert", description: "Weighs the coming rolls and reads how each opponent plays" }
 * ```
 */
export interface RobotWords {
  /** The robot's level as a menu names it: "Expert". */
  name: string;
  /** How it plays, in a line: "Looks one roll of the die ahead". */
  description: string;
}

/**
 * A message that changes with a count: CLDR plural categories, `other` required. `{count}`
 * is the count; the pack's `code` picks the category (`Intl.PluralRules`).
 *
 * @example
 * ```tsx
 * import type { Plural } from "@flying/react";
 *
 * const steps: Plural = { one: "{count} step to finish", other: "{count} steps to finish" };
 * const ruSteps: Plural = { one: "{count} шаг", few: "{count} шага", other: "{count} шагов" };
 * ```
 */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Every string the components show or announce, as templates with `{name}`
 * placeholders. Pass your own pack (or a partial override of one) to
 * `locale` to speak another language.
 *
 * @example
 * ```tsx
 * import { en, FlyingChessGame, type LocalePack } from "@flying/react";
 *
 * // An override: every section given, built on English.
 * const pirate: LocalePack = { ...en, code: "en", name: "Pirate", ui: { ...en.ui, roll: "Throw the bones" } };
 * export const App = () => <FlyingChessGame locale={pirate} />;
 * ```
 */
export interface LocalePack {
  /** BCP 47 tag, for plural rules and `lang`. */
  code: string;
  /** The language's own name for itself, for a language menu: "中文", "Русский". */
  name: string;
  colors: Record<Color, string>;
  variants: Record<VariantId, string>;
  /** What a piece is called in each game: "plane", "piece". */
  pieces: Record<VariantId, string>;
  /** Node names by kind; `{n}` is the node's number, `{id}` its id, `{color}` its colour. */
  nodes: Record<NodeKind, string>;
  /** "{color} {piece} {n}" */
  pieceName: string;
  /** Accessible label of a piece: "{name}, {where}, {progress}". */
  pieceLabel: string;
  stepsToFinish: Plural;
  atHome: string;
  finishedPiece: string;
  canMove: string;
  /**
   * What joins two sentences in one line (the log, the live region, the die's label): ". "
   * in English, "。" in Chinese.
   */
  sentenceSeparator: string;
  /**
   * Every robot of the engine (the `robots` of `@flying/engine/robots`), by id: "Hard",
   * "Looks one roll of the die ahead". Keyed by `RobotId`, so a robot the engine adds is a
   * type error until named.
   */
  robots: Record<RobotId, RobotWords>;
  ui: {
    board: string;
    roll: string;
    dieShows: string;
    dieWaiting: string;
    /** The die in a person's move phase, after "The die shows {value}". */
    dieMove: string;
    turn: string;
    /** `{robot}` is `robotNamed` filled in: "{color} ({robot}) is playing". */
    robotTurn: string;
    gameOver: string;
    wins: string;
    pickColor: string;
    playAs: string;
    youPlay: string;
    robot: string;
    /** A robot seat with its level: "{level} robot", `{level}` being its `robots` name. */
    robotNamed: string;
    human: string;
    undo: string;
    redo: string;
    newGame: string;
    /** The game-over panel's button that starts a new game. */
    playAgain: string;
    /** The game-over panel's button that folds it away, to look at the final board. */
    seeBoard: string;
    /** The button that shows the engine's suggested move. */
    hint: string;
    /** The suggestion told: `{piece}` and `{to}` named, `{chance}` a percentage ("43%"). */
    hintMove: string;
    log: string;
    standings: string;
    place: string;
    /** Beside a colour that has no place when the game ends: "{count} of 4 finished". */
    piecesFinished: string;
    /** The panel beside the board: players, die, undo, log. */
    controls: string;
    /** A corrupt saved game (`record`) was refused and a new game started instead. */
    savedGameRefused: string;
    /** A controlled `state` that is not a valid game was refused. */
    stateRefused: string;
  };
  events: {
    rolled: string;
    tookOff: string;
    entered: string;
    moved: string;
    bounced: string;
    jumped: string;
    flew: string;
    captured: string;
    stacked: string;
    finished: string;
    bonusRoll: string;
    tripleSix: string;
    /** The third 6 sent planes home: `{pieces}` lists them ("Red plane 1 and Red plane 3"). */
    tripleSixSentHome: string;
    placed: string;
    won: string;
    turnPassed: Record<TurnPassReason, string>;
  };
}
