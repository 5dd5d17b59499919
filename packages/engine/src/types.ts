/** The three games of the Flying family. */
export type VariantId = "flying-chess" | "aeroplane" | "chessboard";

export type FourColor = "red" | "yellow" | "green" | "blue";
export type ChessColor = "white" | "black";
export type Color = FourColor | ChessColor;

/** `red-1` … `blue-4`, `white-1` … `black-4`. */
export type PieceId = `${Color}-${1 | 2 | 3 | 4}`;
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

/** The options of one variant, each set (a game's rules never carry another variant's). */
export type Rules = Partial<RuleOptions>;

/** A position to start from, as chess libraries load a FEN. */
export interface Position {
  /** Whose turn it is; the first colour in play when left out. */
  turn?: Color;
  /** Where pieces stand; pieces left out wait at home. */
  pieces: Partial<Record<PieceId, NodeId>>;
}

export interface GameConfig {
  variant?: VariantId;
  /** The colours in play, at least two; all of the variant's by default. */
  colors?: readonly Color[];
  /** Seed of the game's own die: the same seed gives the same rolls. */
  seed?: number;
  rules?: Partial<RuleOptions>;
  position?: Position;
}

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
  roll: number | null;
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

export type Action = { type: "roll"; value?: number } | { type: "move"; piece: PieceId };

export interface Capture {
  piece: PieceId;
  at: NodeId;
  home: NodeId;
}

export type TurnPassReason = "moved" | "no-move" | "triple-six" | "finished";

export type GameEvent =
  | { type: "rolled"; color: Color; value: number }
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
