/** The three games of the Flying family. */
export type VariantId = "flying-chess" | "aeroplane" | "chessboard";

export type FourColor = "red" | "yellow" | "green" | "blue";
export type ChessColor = "white" | "black";
export type Color = FourColor | ChessColor;

/** `red-1` … `blue-4`, `white-1` … `black-4`. */
export type PieceId = PieceOf<Color>;
/** A board node id such as `Waypoint_17`, `Home_Red_2`, `Lane_Blue_3` or `e4`. */
export type NodeId = string;

export type NodeKind =
  | "waypoint"
  | "home"
  | "safe"
  | "finish"
  | "track"
  | "hangar"
  | "pad"
  | "lane"
  | "square"
  | "reserve";

export interface BoardNode {
  id: NodeId;
  kind: NodeKind;
  /** The colour the node belongs to or is painted in, if any. */
  color?: Color;
  /** Chessboard squares: light or dark. */
  shade?: "light" | "dark";
  /** Centre of the node in board units; the board spans `0…width` × `0…height`. */
  x: number;
  y: number;
}

export interface Shortcut {
  color: Color;
  from: NodeId;
  to: NodeId;
  /** The home-column node the flight line crosses. */
  crosses: NodeId;
}

export interface Board {
  variant: VariantId;
  width: number;
  height: number;
  /** Every colour of the variant, in turn order. */
  colors: readonly Color[];
  nodes: readonly BoardNode[];
  /** Each colour's path, from its first node in play to its last (its finish). */
  paths: Readonly<Record<string, readonly NodeId[]>>;
  /** Each colour's home slots; piece `n` waits on slot `n - 1`. */
  homes: Readonly<Record<string, readonly NodeId[]>>;
  /** Where each colour's pieces enter play. */
  starts: Readonly<Record<string, NodeId>>;
  /** Each colour's section of the shared track (for drawing). */
  sections: Readonly<Record<string, readonly NodeId[]>>;
  shortcuts: readonly Shortcut[];
}

/** Rule options; each variant reads the ones RULES.md gives it. */
export interface RuleOptions {
  /** What happens to a move that would pass the finish. */
  finish: "exact" | "bounce";
  /** Flying Chess: every 6 gives another roll. */
  bonusRollOnSix: boolean;
  /** Play on after the first colour finishes, until one is left. */
  playForPlaces: boolean;
  /** Aeroplane: which rolls let a plane leave its hangar. */
  takeoff: "even" | "six" | "five-six";
  /** Aeroplane: what a third 6 in a row does. */
  tripleSix: "return-moved" | "lose-turn" | "off";
  /** Aeroplane: a direct landing on the flying square flies and then jumps. */
  jumpAfterShortcut: boolean;
  /** Aeroplane: own planes ending on one square move on as one stack. */
  stacking: boolean;
  /** Chessboard: an enemy piece passed on the way is captured. */
  captureOnPass: boolean;
}

export type RuleName = keyof RuleOptions;

/** Any variant's options, each optional (what a `GameState` carries: one variant's, all set). */
export type Rules = Partial<RuleOptions>;

/** Flying Chess's options (RULES.md), all of them: what `defaultRules("flying-chess")` gives. */
export type FlyingChessRules = Pick<RuleOptions, "finish" | "bonusRollOnSix" | "playForPlaces">;

/** Aeroplane Chess's options (RULES.md), all of them. */
export type AeroplaneRules = Pick<
  RuleOptions,
  "takeoff" | "tripleSix" | "jumpAfterShortcut" | "stacking" | "finish" | "playForPlaces"
>;

/** The Chessboard race's options (RULES.md), all of them. */
export type ChessboardRules = Pick<RuleOptions, "captureOnPass">;

/** Each variant's colours and rule options, by variant id. */
export interface VariantTypes {
  "flying-chess": { color: FourColor; rules: FlyingChessRules };
  aeroplane: { color: FourColor; rules: AeroplaneRules };
  chessboard: { color: ChessColor; rules: ChessboardRules };
}

/** The colours of a variant: `ColorOf<"chessboard">` is `"white" | "black"`. */
export type ColorOf<V extends VariantId> = VariantTypes[V]["color"];

/** The rule options of a variant, all of them; a config gives any of them (`Partial`). */
export type RulesOf<V extends VariantId> = VariantTypes[V]["rules"];

/** The pieces of the given colours: `PieceOf<ChessColor>` is `white-1` … `black-4`. */
export type PieceOf<C extends Color> = `${C}-${1 | 2 | 3 | 4}`;

/** The face of a die. */
export type DieValue = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A position to start from, as chess libraries load a FEN; `Position<ColorOf<V>>` is one of
 * variant `V` (its colours, its pieces).
 */
export interface Position<C extends Color = Color> {
  /** Whose turn it is; the first colour in play when left out. */
  turn?: C;
  /** Where pieces stand; pieces left out wait at home. */
  pieces: Partial<Record<PieceOf<C>, NodeId>>;
}

/** What every variant's config may give besides its variant. */
interface ConfigFields<V extends VariantId> {
  /** The colours in play, at least two; all of the variant's by default. */
  colors?: readonly ColorOf<V>[];
  /** Seed of the game's own die: the same seed gives the same rolls. */
  seed?: number;
  /** Any of the variant's rule options; the others take their defaults. */
  rules?: Partial<RulesOf<V>>;
  position?: Position<ColorOf<V>>;
}

/** A Flying Chess game: the default variant, so `variant` may be left out. */
export interface FlyingChessConfig extends ConfigFields<"flying-chess"> {
  variant?: "flying-chess";
}

export interface AeroplaneConfig extends ConfigFields<"aeroplane"> {
  variant: "aeroplane";
}

export interface ChessboardConfig extends ConfigFields<"chessboard"> {
  variant: "chessboard";
}

/** `createGame`'s config for variant `V`. */
export type ConfigOf<V extends VariantId> = {
  "flying-chess": FlyingChessConfig;
  aeroplane: AeroplaneConfig;
  chessboard: ChessboardConfig;
}[V];

/**
 * `createGame`'s config, one per variant (discriminated on `variant`, Flying Chess when it is
 * left out): the colours, rule options and position are the variant's own.
 */
export type GameConfig = ConfigOf<VariantId>;

/**
 * The whole game as plain JSON: it survives `JSON.stringify` and `structuredClone`,
 * and no function of the engine ever mutates it.
 */
export interface GameState {
  variant: VariantId;
  rules: Rules;
  /** Colours in play, in turn order. */
  colors: Color[];
  seed: number;
  /** State of the game's own seeded die. */
  dice: number;
  turn: Color;
  /** The die waiting to be used, or null when the player must roll. */
  roll: DieValue | null;
  /** 6s rolled in a row in this turn. */
  sixes: number;
  /** Pieces moved by those 6s (Aeroplane's triple-six rule sends them home). */
  movedOnSix: PieceId[];
  /**
   * Each piece's progress along its own path, in the board's piece order
   * (`red-1` … `red-4`, `yellow-1` …): -1 at home, 0 on the path's first node.
   */
  pieces: number[];
  /** Colours in the order they brought all their pieces home. */
  placings: Color[];
  over: boolean;
  /** The position the game was loaded from, if any. */
  start: Position | null;
  /**
   * Every action so far, one character each (history.ts: `1`…`6` the game's own die,
   * `A`…`F` a die thrown outside, `a`…`p` a move). `toRecord` spells it out.
   */
  history: string;
}

export type Phase = "roll" | "move" | "over";

export type Action =
  /** The game's own die, or `value`: a die thrown outside the game. */
  { type: "roll"; value?: DieValue } | { type: "move"; piece: PieceId };

export interface Capture {
  piece: PieceId;
  at: NodeId;
  home: NodeId;
}

export type TurnPassReason = "moved" | "no-move" | "triple-six" | "finished";

export type GameEvent =
  | { type: "rolled"; color: Color; value: DieValue }
  | { type: "tookOff"; piece: PieceId; from: NodeId; to: NodeId }
  | { type: "entered"; piece: PieceId; from: NodeId; to: NodeId }
  | {
      type: "moved";
      piece: PieceId;
      pieces: PieceId[];
      from: NodeId;
      to: NodeId;
      /** Every node walked, in order, the last being `to`. */
      path: NodeId[];
    }
  | { type: "bounced"; piece: PieceId; at: NodeId }
  | { type: "jumped"; piece: PieceId; pieces: PieceId[]; from: NodeId; to: NodeId }
  | {
      type: "flew";
      piece: PieceId;
      pieces: PieceId[];
      from: NodeId;
      to: NodeId;
      crosses: NodeId;
    }
  | ({ type: "captured"; by: PieceId } & Capture)
  | { type: "stacked"; pieces: PieceId[]; at: NodeId }
  | { type: "finished"; piece: PieceId; color: Color }
  | { type: "bonusRoll"; color: Color }
  | { type: "tripleSix"; color: Color; sentHome: PieceId[] }
  | { type: "placed"; color: Color; place: number }
  | { type: "turnPassed"; from: Color; to: Color; reason: TurnPassReason }
  | { type: "won"; color: Color };

export type MoveKind = "takeoff" | "enter" | "advance";

/** A legal move, described well enough to highlight and animate it before it is made. */
export interface Move {
  piece: PieceId;
  /** Every piece that moves (a stack moves as one). */
  pieces: PieceId[];
  kind: MoveKind;
  from: NodeId;
  to: NodeId;
  /** Every node the move passes through, in order, the last being `to`. */
  path: NodeId[];
  captures: Capture[];
  /** The move brings its piece(s) to the finish. */
  finishes: boolean;
  jump?: { from: NodeId; to: NodeId };
  flight?: { from: NodeId; to: NodeId; crosses: NodeId };
  bounce?: boolean;
}

/** A piece as `pieces(state)` shows it. */
export interface PieceView {
  id: PieceId;
  color: Color;
  node: NodeId;
  /** Steps along its path: -1 at home, 0 on its first node. */
  progress: number;
  /** Steps left to its finish, or null while it waits at home. */
  stepsToFinish: number | null;
}

export interface Standing {
  color: Color;
  /** 1 for the winner; null while the colour has not finished. */
  place: number | null;
  /** Pieces on the finish. */
  finished: number;
  /** Steps walked by all its pieces together. */
  progress: number;
}

export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: { code: ErrorCode; message: string } };

export type ErrorCode =
  | "INVALID_ACTION"
  | "INVALID_STATE"
  | "GAME_OVER"
  | "ROLL_FIRST"
  | "MOVE_PENDING"
  | "INVALID_DIE"
  | "UNKNOWN_PIECE"
  | "NOT_YOUR_PIECE"
  | "ILLEGAL_MOVE"
  | "INVALID_CONFIG"
  | "UNKNOWN_VARIANT"
  | "INVALID_COLORS"
  | "INVALID_SEED"
  | "UNKNOWN_RULE"
  | "INVALID_RULE"
  | "INVALID_POSITION"
  | "INVALID_RECORD"
  /** A bug in the engine (something other than a RuleError was thrown inside), not bad input. */
  | "INTERNAL";
