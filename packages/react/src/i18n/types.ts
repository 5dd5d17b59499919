import type { Color, NodeKind, TurnPassReason, VariantId } from "@flying/engine";

/** A message that changes with a count: CLDR plural categories, `other` required. */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Every string the components show or announce, as templates with `{name}`
 * placeholders. Pass your own pack (or a partial override of one) to
 * `locale` to speak another language.
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
  ui: {
    board: string;
    roll: string;
    dieShows: string;
    dieWaiting: string;
    turn: string;
    robotTurn: string;
    gameOver: string;
    wins: string;
    pickColor: string;
    playAs: string;
    youPlay: string;
    robot: string;
    human: string;
    undo: string;
    redo: string;
    newGame: string;
    log: string;
    standings: string;
    place: string;
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
    placed: string;
    won: string;
    turnPassed: Record<TurnPassReason, string>;
  };
}
