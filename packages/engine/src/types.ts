/**
 * The three games of the Flying family: Flying Chess (docs/RULES.md §1), Aeroplane Chess (§2)
 * and the Chessboard race (§3). It picks a game's board, rules and colours.
 *
 * @example
 * ```ts
 * import { createGame, type VariantId } from "@flying/engine";
 *
 * const variant: VariantId = "aeroplane";
 * const state = createGame({ variant, seed: 7 });
 * ```
 */
export type VariantId = "flying-chess" | "aeroplane" | "chessboard";

/**
 * The colours of Flying Chess and Aeroplane Chess, in turn order (docs/RULES.md §1.2, §2.2).
 *
 * @example
 * ```ts
 * import type { FourColor } from "@flying/engine";
 *
 * const seats: FourColor[] = ["red", "green"];
 * ```
 */
export type FourColor = "red" | "yellow" | "green" | "blue";

/**
 * The two colours of the Chessboard race; white moves first (docs/RULES.md §3.1).
 *
 * @example
 * ```ts
 * import type { ChessColor } from "@flying/engine";
 *
 * const first: ChessColor = "white";
 * ```
 */
export type ChessColor = "white" | "black";

/**
 * A colour of any variant; `ColorOf<V>` narrows it to one variant's.
 *
 * @example
 * ```ts
 * import { createGame, currentPlayer, type Color } from "@flying/engine";
 *
 * const toPlay: Color = currentPlayer(createGame({ seed: 7 })); // "red"
 * ```
 */
export type Color = FourColor | ChessColor;

/**
 * `red-1` … `blue-4`, `white-1` … `black-4`.
 *
 * @example
 * ```ts
 * import type { PieceId } from "@flying/engine";
 *
 * const piece: PieceId = "red-1";
 * const action = { type: "move", piece } as const;
 * ```
 */
export type PieceId = PieceOf<Color>;
/**
 * A board node id such as `Waypoint_17`, `Home_Red_2`, `Lane_Blue_3` or `e4`.
 *
 * @example
 * ```ts
 * import { createGame, pieceNode, type NodeId } from "@flying/engine";
 *
 * const at: NodeId = pieceNode(createGame({ seed: 7 }), "red-2"); // "Home_Red_2"
 * ```
 */
export type NodeId = string;

/**
 * What a board node is, for drawing it: Flying Chess has `waypoint`, `home`, `safe` and
 * `finish` nodes; Aeroplane `track`, `hangar`, `pad`, `lane` and `finish`; the Chessboard
 * race `square` and `reserve` (docs/RULES.md §1.1, §2.1, §3.1).
 *
 * @example
 * ```ts
 * import { getBoard } from "@flying/engine";
 *
 * const hangars = getBoard("aeroplane").nodes.filter((node) => node.kind === "hangar");
 * ```
 */
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

/**
 * One node of a board, with what a UI needs to draw it.
 *
 * @example
 * ```ts
 * import { getBoard } from "@flying/engine";
 *
 * const e4 = getBoard("chessboard").nodes.find((node) => node.id === "e4");
 * // { id: "e4", kind: "square", shade: "light", x: …, y: … }
 * ```
 */
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

/**
 * An Aeroplane flight line: a plane of `color` ending its move on `from` flies to `to`,
 * capturing on the home-column node it crosses (docs/RULES.md §2.5).
 *
 * @example
 * ```ts
 * import { getBoard } from "@flying/engine";
 *
 * const red = getBoard("aeroplane").shortcuts.find((line) => line.color === "red");
 * // { color: "red", from: "Track_17", to: "Track_29", crosses: "Lane_Green_3" }
 * ```
 */
export interface Shortcut {
  color: Color;
  from: NodeId;
  to: NodeId;
  /** The home-column node the flight line crosses. */
  crosses: NodeId;
}

/**
 * A variant's board as plain data, as `getBoard` gives it (frozen): its nodes with their
 * coordinates for drawing, and each colour's path, home slots, start and section.
 *
 * @example
 * ```ts
 * import { getBoard } from "@flying/engine";
 *
 * const board = getBoard("flying-chess");
 * const redPath = board.paths.red; // ["Waypoint_0", …, "Safe_Red_5", "Finish"]
 * const viewBox = `0 0 ${board.width} ${board.height}`;
 * ```
 */
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

/**
 * Rule options; each variant reads the ones docs/RULES.md gives it (§1.5, §2.8, §3.4), and
 * `ruleChoices(variant)` lists them with the values each may take, the default first.
 *
 * @example
 * ```ts
 * import { createGame, type RuleOptions } from "@flying/engine";
 *
 * const house: Partial<RuleOptions> = { takeoff: "six", stacking: false };
 * const state = createGame({ variant: "aeroplane", rules: house });
 * ```
 */
export interface RuleOptions {
  /**
   * What happens to a move that would pass the finish.
   *
   * @default "exact" in Flying Chess, "bounce" in Aeroplane Chess
   */
  finish: "exact" | "bounce";
  /**
   * Flying Chess: every 6 gives another roll.
   *
   * @default false
   */
  bonusRollOnSix: boolean;
  /**
   * Play on after the first colour finishes, until one is left.
   *
   * @default false in Flying Chess, true in Aeroplane Chess
   */
  playForPlaces: boolean;
  /**
   * Aeroplane: which rolls let a plane leave its hangar.
   *
   * @default "even"
   */
  takeoff: "even" | "six" | "five-six";
  /**
   * Aeroplane: what a third 6 in a row does.
   *
   * @default "return-moved"
   */
  tripleSix: "return-moved" | "lose-turn" | "off";
  /**
   * Aeroplane: a direct landing on the flying square flies and then jumps.
   *
   * @default false
   */
  jumpAfterShortcut: boolean;
  /**
   * Aeroplane: own planes ending on one square move on as one stack.
   *
   * @default true
   */
  stacking: boolean;
  /**
   * Chessboard: an enemy piece passed on the way is captured.
   *
   * @default true
   */
  captureOnPass: boolean;
}

/**
 * The name of a rule option (docs/RULES.md §1.5, §2.8, §3.4).
 *
 * @example
 * ```ts
 * import { ruleChoices, type RuleName } from "@flying/engine";
 *
 * const names = Object.keys(ruleChoices("flying-chess")) as RuleName[];
 * // ["finish", "bonusRollOnSix", "playForPlaces"]
 * ```
 */
export type RuleName = keyof RuleOptions;

/**
 * Any variant's options, each optional (what a `GameState` carries: one variant's, all set).
 *
 * @example
 * ```ts
 * import { createGame, type Rules } from "@flying/engine";
 *
 * const rules: Rules = createGame({ seed: 7 }).rules;
 * // { finish: "exact", bonusRollOnSix: false, playForPlaces: false }
 * ```
 */
export type Rules = Partial<RuleOptions>;

/**
 * Flying Chess's options (docs/RULES.md §1.5), all of them: the options `defaultRules("flying-chess")`
 * sets.
 *
 * @example
 * ```ts
 * import type { FlyingChessRules } from "@flying/engine";
 *
 * const rules: FlyingChessRules = { finish: "bounce", bonusRollOnSix: true, playForPlaces: false };
 * ```
 */
export type FlyingChessRules = Pick<RuleOptions, "finish" | "bonusRollOnSix" | "playForPlaces">;

/**
 * Aeroplane Chess's options (docs/RULES.md §2.8), all of them.
 *
 * @example
 * ```ts
 * import { createGame, type AeroplaneRules } from "@flying/engine";
 *
 * const quick: Partial<AeroplaneRules> = { takeoff: "five-six", playForPlaces: false };
 * const state = createGame({ variant: "aeroplane", rules: quick });
 * ```
 */
export type AeroplaneRules = Pick<
  RuleOptions,
  "takeoff" | "tripleSix" | "jumpAfterShortcut" | "stacking" | "finish" | "playForPlaces"
>;

/**
 * The Chessboard race's options (docs/RULES.md §3.4), all of them.
 *
 * @example
 * ```ts
 * import { createGame, type ChessboardRules } from "@flying/engine";
 *
 * const rules: ChessboardRules = { captureOnPass: false };
 * const state = createGame({ variant: "chessboard", rules });
 * ```
 */
export type ChessboardRules = Pick<RuleOptions, "captureOnPass">;

/**
 * Each variant's colours and rule options, by variant id: what `ColorOf`, `RulesOf` and
 * `ConfigOf` read.
 *
 * @example
 * ```ts
 * import type { VariantTypes } from "@flying/engine";
 *
 * type ChessboardColor = VariantTypes["chessboard"]["color"]; // "white" | "black"
 * ```
 */
export interface VariantTypes {
  "flying-chess": { color: FourColor; rules: FlyingChessRules };
  aeroplane: { color: FourColor; rules: AeroplaneRules };
  chessboard: { color: ChessColor; rules: ChessboardRules };
}

/**
 * The colours of a variant: `ColorOf<"chessboard">` is `"white" | "black"`.
 *
 * @example
 * ```ts
 * import type { ColorOf } from "@flying/engine";
 *
 * const seats: ColorOf<"aeroplane">[] = ["red", "yellow"];
 * ```
 */
export type ColorOf<V extends VariantId> = VariantTypes[V]["color"];

/**
 * The rule options of a variant, all of them; a config gives any of them (`Partial`).
 *
 * @example
 * ```ts
 * import type { RulesOf } from "@flying/engine";
 *
 * const house: Partial<RulesOf<"flying-chess">> = { bonusRollOnSix: true };
 * ```
 */
export type RulesOf<V extends VariantId> = VariantTypes[V]["rules"];

/**
 * The values each rule option of one game may take, the default first: what
 * `ruleChoices(variant)` gives, for a settings form.
 *
 * @example
 * ```ts
 * import { ruleChoices, type RuleChoicesOf } from "@flying/engine";
 *
 * const choices: RuleChoicesOf<"chessboard"> = ruleChoices("chessboard");
 * choices.captureOnPass; // [true, false]
 * ```
 */
export type RuleChoicesOf<V extends VariantId> = {
  readonly [K in keyof RulesOf<V>]-?: readonly RulesOf<V>[K][];
};

/**
 * The pieces of the given colours: `PieceOf<ChessColor>` is `white-1` … `black-4`.
 *
 * @example
 * ```ts
 * import type { ChessColor, PieceOf } from "@flying/engine";
 *
 * const piece: PieceOf<ChessColor> = "black-3";
 * ```
 */
export type PieceOf<C extends Color> = `${C}-${1 | 2 | 3 | 4}`;

/**
 * The face of a die.
 *
 * @example
 * ```ts
 * import { apply, createGame, type DieValue } from "@flying/engine";
 *
 * const thrown: DieValue = 6; // a die thrown outside the game
 * const result = apply(createGame({ seed: 7 }), { type: "roll", value: thrown });
 * ```
 */
export type DieValue = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A position to start from, as chess libraries load a FEN; `Position<ColorOf<V>>` is one of
 * variant `V` (its colours, its pieces). `createGame` refuses one that does not fit with
 * INVALID_POSITION (docs/RULES.md §5).
 *
 * @example
 * ```ts
 * import { createGame, type Position } from "@flying/engine";
 *
 * const position: Position<"white" | "black"> = { turn: "black", pieces: { "white-1": "e1" } };
 * const state = createGame({ variant: "chessboard", seed: 7, position });
 * ```
 */
export interface Position<C extends Color = Color> {
  /**
   * Whose turn it is; the first colour in play when left out.
   *
   * @default the first colour in play that has not finished
   */
  turn?: C;
  /** Where pieces stand; pieces left out wait at home. */
  pieces: Partial<Record<PieceOf<C>, NodeId>>;
}

/** What every variant's config may give besides its variant. */
interface ConfigFields<V extends VariantId> {
  /**
   * The colours in play, at least two; all of the variant's by default. Given in any order,
   * they play in the variant's turn order.
   *
   * @default all of the variant's colours
   */
  colors?: readonly ColorOf<V>[];
  /**
   * Seed of the game's own die: the same seed gives the same rolls.
   *
   * @default a random seed (the game cannot be repeated)
   */
  seed?: number;
  /**
   * Any of the variant's rule options; the others take their defaults.
   *
   * @default the variant's defaults (`defaultRules(variant)`)
   */
  rules?: Partial<RulesOf<V>>;
  /**
   * A position to start from instead of the variant's opening one (docs/RULES.md §5).
   *
   * @default the opening position
   */
  position?: Position<ColorOf<V>>;
}

/**
 * A Flying Chess game: the default variant, so `variant` may be left out.
 *
 * @example
 * ```ts
 * import { createGame, type FlyingChessConfig } from "@flying/engine";
 *
 * const config: FlyingChessConfig = { colors: ["red", "green"], seed: 7, rules: { finish: "bounce" } };
 * const state = createGame(config);
 * ```
 */
export interface FlyingChessConfig extends ConfigFields<"flying-chess"> {
  /** @default "flying-chess" */
  variant?: "flying-chess";
}

/**
 * An Aeroplane Chess game (docs/RULES.md §2): `variant: "aeroplane"` is required.
 *
 * @example
 * ```ts
 * import { createGame, type AeroplaneConfig } from "@flying/engine";
 *
 * const config: AeroplaneConfig = { variant: "aeroplane", seed: 7, rules: { takeoff: "six" } };
 * const state = createGame(config);
 * ```
 */
export interface AeroplaneConfig extends ConfigFields<"aeroplane"> {
  variant: "aeroplane";
}

/**
 * A Chessboard race (docs/RULES.md §3): `variant: "chessboard"` is required.
 *
 * @example
 * ```ts
 * import { createGame, type ChessboardConfig } from "@flying/engine";
 *
 * const config: ChessboardConfig = { variant: "chessboard", seed: 7, rules: { captureOnPass: false } };
 * const state = createGame(config);
 * ```
 */
export interface ChessboardConfig extends ConfigFields<"chessboard"> {
  variant: "chessboard";
}

/**
 * `createGame`'s config for variant `V`.
 *
 * @example
 * ```ts
 * import { createGame, type ConfigOf } from "@flying/engine";
 *
 * const config: ConfigOf<"chessboard"> = { variant: "chessboard", colors: ["white", "black"] };
 * const state = createGame(config);
 * ```
 */
export type ConfigOf<V extends VariantId> = {
  "flying-chess": FlyingChessConfig;
  aeroplane: AeroplaneConfig;
  chessboard: ChessboardConfig;
}[V];

/**
 * `createGame`'s config, one per variant (discriminated on `variant`, Flying Chess when it is
 * left out): the colours, rule options and position are the variant's own.
 *
 * @example
 * ```ts
 * import { createGame, type GameConfig } from "@flying/engine";
 *
 * const config: GameConfig = { variant: "aeroplane", colors: ["red", "green"], seed: 7 };
 * const state = createGame(config);
 * ```
 */
export type GameConfig = ConfigOf<VariantId>;

/**
 * The whole game as plain JSON: it survives `JSON.stringify` and `structuredClone`,
 * and no function of the engine ever mutates it. Read it through the queries (`phase`,
 * `legalMoves`, `pieces`, …) rather than its fields; one from storage or the network is
 * checked whole by `apply` (see `validateState`). `GameState<V>` is a game of variant `V`,
 * its colours that variant's: what `createGame`, `reduce` and `apply` give for a config
 * that names its variant; `GameState` alone is a game of any variant.
 *
 * @example
 * ```ts
 * import { apply, createGame, type GameState } from "@flying/engine";
 *
 * const state: GameState = createGame({ variant: "aeroplane", seed: 7 });
 * const saved = JSON.stringify(state);
 * const result = apply(JSON.parse(saved) as GameState, { type: "roll" });
 * ```
 */
export interface GameState<V extends VariantId = VariantId> {
  variant: V;
  rules: Rules;
  /** Colours in play, in turn order. */
  colors: ColorOf<V>[];
  seed: number;
  /** State of the game's own seeded die. */
  dice: number;
  turn: ColorOf<V>;
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
  placings: ColorOf<V>[];
  over: boolean;
  /** The position the game was loaded from, if any. */
  start: Position | null;
  /**
   * Every action so far, one character each (`1`…`6` the game's own die,
   * `A`…`F` a die thrown outside, `a`…`p` a move). `toRecord` spells it out.
   */
  history: string;
}

/**
 * What the game waits for: a roll, a move with the roll in hand, or nothing (it is over).
 *
 * @example
 * ```ts
 * import { createGame, phase, type Phase } from "@flying/engine";
 *
 * const now: Phase = phase(createGame({ seed: 7 })); // "roll"
 * ```
 */
export type Phase = "roll" | "move" | "over";

/**
 * What a player does: roll (the game's own seeded die, or `value`, a die thrown outside
 * the game), or move one of their pieces with the roll in hand.
 *
 * @example
 * ```ts
 * import { apply, createGame, type Action } from "@flying/engine";
 *
 * const roll: Action = { type: "roll", value: 6 };
 * const rolled = apply(createGame({ seed: 7 }), roll);
 * const move: Action = { type: "move", piece: "red-1" }; // takes off on the 6
 * ```
 */
export type Action =
  /** The game's own die, or `value`: a die thrown outside the game. */
  { type: "roll"; value?: DieValue } | { type: "move"; piece: PieceId };

/**
 * A piece a move sends home: where it stood and the home slot it goes back to.
 *
 * @example
 * ```ts
 * import type { Capture } from "@flying/engine";
 *
 * const capture: Capture = { piece: "yellow-2", at: "Waypoint_5", home: "Home_Yellow_2" };
 * ```
 */
export interface Capture {
  piece: PieceId;
  at: NodeId;
  home: NodeId;
}

/**
 * Why a turn passed (the `turnPassed` event): a move was made, no move fitted the roll,
 * a third 6 (Aeroplane, docs/RULES.md §2.2), or the colour to play has just finished.
 *
 * @example
 * ```ts
 * import { apply, createGame, type TurnPassReason } from "@flying/engine";
 *
 * const result = apply(createGame({ seed: 7 }), { type: "roll", value: 3 });
 * const passed = result.ok ? result.events.find((event) => event.type === "turnPassed") : undefined;
 * const reason: TurnPassReason | undefined = passed?.reason; // "no-move": no piece can use a 3
 * ```
 */
export type TurnPassReason = "moved" | "no-move" | "triple-six" | "finished";

/**
 * What an action did, in order, for a UI to animate and a log to tell: `apply` and
 * `applyCommand` return them, and each `LogEntry` keeps them.
 *
 * @example
 * ```ts
 * import { apply, createGame, type GameEvent } from "@flying/engine";
 *
 * const result = apply(createGame({ seed: 7 }), { type: "roll", value: 6 });
 * const events: GameEvent[] = result.ok ? result.events : [];
 * // [{ type: "rolled", color: "red", value: 6 }]
 * ```
 */
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

/**
 * How a move starts: a takeoff from home (Flying Chess and Aeroplane), an entry from the
 * reserve (the Chessboard race), or an advance of a piece already in play.
 *
 * @example
 * ```ts
 * import { apply, createGame, legalMoves, type MoveKind } from "@flying/engine";
 *
 * const result = apply(createGame({ seed: 7 }), { type: "roll", value: 6 });
 * const kinds: MoveKind[] = result.ok ? legalMoves(result.state).map((m) => m.kind) : [];
 * // ["takeoff", "takeoff", "takeoff", "takeoff"]
 * ```
 */
export type MoveKind = "takeoff" | "enter" | "advance";

/**
 * A legal move, described well enough to highlight and animate it before it is made.
 *
 * @example
 * ```ts
 * import { apply, createGame, legalMoves } from "@flying/engine";
 *
 * const rolled = apply(createGame({ variant: "chessboard", seed: 7 }), { type: "roll", value: 3 });
 * const [move] = rolled.ok ? legalMoves(rolled.state) : [];
 * // { piece: "white-1", kind: "advance", from: "a1", to: "d1", path: ["b1", "c1", "d1"], … }
 * ```
 */
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

/**
 * A piece as `pieces(state)` shows it.
 *
 * @example
 * ```ts
 * import { createGame, pieces, type PieceView } from "@flying/engine";
 *
 * const [first]: PieceView[] = pieces(createGame({ variant: "chessboard", seed: 7 }));
 * // { id: "white-1", color: "white", node: "a1", progress: 0, stepsToFinish: 31 }
 * ```
 */
export interface PieceView {
  id: PieceId;
  color: Color;
  node: NodeId;
  /** Steps along its path: -1 at home, 0 on its first node. */
  progress: number;
  /** Steps left to its finish, or null while it waits at home. */
  stepsToFinish: number | null;
}

/**
 * A colour's row in `standings(state)`.
 *
 * @example
 * ```ts
 * import { createGame, standings, type Standing } from "@flying/engine";
 *
 * const [leader]: Standing[] = standings(createGame({ variant: "chessboard", seed: 7 }));
 * // { color: "white", place: null, finished: 0, progress: 0 }
 * ```
 */
export interface Standing {
  color: Color;
  /** 1 for the winner; null while the colour has not finished. */
  place: number | null;
  /** Pieces on the finish. */
  finished: number;
  /** Steps walked by all its pieces together. */
  progress: number;
}

/**
 * What `apply` returns: the next state and what happened, or the error that refused the
 * action (the state given stays as it was).
 *
 * @example
 * ```ts
 * import { apply, createGame, type ApplyResult } from "@flying/engine";
 *
 * const result: ApplyResult = apply(createGame({ seed: 7 }), { type: "move", piece: "red-1" });
 * if (!result.ok) console.log(result.error.code); // "ROLL_FIRST"
 * ```
 */
export type ApplyResult<V extends VariantId = VariantId> =
  | { ok: true; state: GameState<V>; events: GameEvent[] }
  | { ok: false; error: { code: ErrorCode; message: string } };

/**
 * The stable code of a `RuleError` (and of `apply`'s `{ ok: false, error }`); the message
 * that comes with it is for people and may change. Test the code, never the message.
 *
 * @example
 * ```ts
 * import { apply, createGame, type ErrorCode } from "@flying/engine";
 *
 * const result = apply(createGame({ seed: 7 }), { type: "move", piece: "red-1" });
 * const code: ErrorCode | null = result.ok ? null : result.error.code; // "ROLL_FIRST"
 * ```
 */
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
  /** `getRobot`: no robot has the id, or a level whose "@flying/engine/robots" is not imported. */
  | "UNKNOWN_ROBOT"
  | "INVALID_COLORS"
  | "INVALID_SEED"
  | "UNKNOWN_RULE"
  | "INVALID_RULE"
  | "INVALID_POSITION"
  | "INVALID_RECORD"
  /** A bug in the engine (something other than a RuleError was thrown inside), not bad input. */
  | "INTERNAL";
