// Shared by the engine's tests: forced dice and short scenario scripts.
import fc from "fast-check";
import { expect } from "vitest";
import { type AnySetup, apply, createGame, setUpGame } from "./game.js";
import { legalMoves, phase, pieceNode } from "./queries.js";
import { robots } from "./robots/basic.js";
import { ruleChoices } from "./rules.js";
import type {
  Action,
  Color,
  DieValue,
  ErrorCode,
  GameConfig,
  GameEvent,
  GameState,
  NodeId,
  PieceId,
  Rules,
  RulesOf,
  VariantId,
} from "./types.js";

/**
 * A step of a scenario: a number is a roll forced to that value, a piece id a move of it.
 * Any number: scenarios loop over die values, and some force one no die shows (0, 7) for
 * the engine to refuse at run time.
 */
export type Step = number | PieceId;

export function actionOf(step: Step): Action {
  return typeof step === "number"
    ? { type: "roll", value: step as DieValue }
    : { type: "move", piece: step };
}

/** Plays the steps in order, failing the test on the first one the engine refuses. */
export function play<V extends VariantId>(state: GameState<V>, ...steps: Step[]): GameState<V> {
  return steps.reduce((current, step, i) => {
    const result = apply(current, actionOf(step));
    if (!result.ok)
      throw new Error(`step ${i} (${step}) refused: ${result.error.code}: ${result.error.message}`);
    return result.state;
  }, state);
}

/** The events of one step, which must succeed. */
export function eventsOf(state: GameState, step: Step): GameEvent[] {
  const result = apply(state, actionOf(step));
  if (!result.ok) throw new Error(`${step} refused: ${result.error.code}: ${result.error.message}`);
  return result.events;
}

/** The error code of a step the engine must refuse, checking the state is left untouched. */
export function refusal(state: GameState, step: Step | Action): string {
  const before = JSON.stringify(state);
  const result = apply(state, typeof step === "object" ? step : actionOf(step));
  expect(JSON.stringify(state)).toBe(before);
  if (result.ok) throw new Error(`${JSON.stringify(step)} was accepted`);
  return result.error.code;
}

/**
 * A game from a position: `pieces` maps piece ids to node ids; left-out pieces wait at home.
 * Any variant's pieces and options, checked at run time as `createGame` checks them (the
 * tests using it are about the engine's rules, not its types: types.test.ts has those).
 */
export function from(
  pieces: Partial<Record<PieceId, NodeId>>,
  config: AnySetup & { turn?: Color } = {},
): GameState {
  const { turn, ...rest } = config;
  return setUpGame({ seed: 1, ...rest, position: turn ? { turn, pieces } : { pieces } });
}

export function nodesOf(state: GameState, ...pieces: PieceId[]): NodeId[] {
  return pieces.map((piece) => pieceNode(state, piece));
}

/**
 * A whole game of the random robot, checking that every action it picks is
 * legal and the same when asked again with a copy of the state.
 */
export function randomRobotGame(config: GameConfig): GameState {
  let game = createGame(config);
  for (let step = 0; step < 20000 && phase(game) !== "over"; step++) {
    const action = robots.random.act(game);
    expect(robots.random.act(structuredClone(game))).toEqual(action);
    if (action.type === "move") {
      const legal = legalMoves(game).flatMap((move) => move.pieces);
      if (!legal.includes(action.piece)) throw new Error(`illegal move ${action.piece}`);
    } else if (phase(game) !== "roll") {
      throw new Error("the random robot rolled in the move phase");
    }
    const result = apply(game, action);
    if (!result.ok) throw new Error(result.error.code);
    game = result.state;
  }
  return game;
}

/** The codes that blame an action (types.ts: ErrorCode), never the state or the engine. */
export const ACTION_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "INVALID_ACTION",
  "GAME_OVER",
  "ROLL_FIRST",
  "MOVE_PENDING",
  "INVALID_DIE",
  "UNKNOWN_PIECE",
  "NOT_YOUR_PIECE",
  "ILLEGAL_MOVE",
]);

/** A game red has just won: three pieces on Finish, the fourth brought in with a 1. */
export function wonByRed(): GameState {
  const state = play(
    from({
      "red-1": "Finish",
      "red-2": "Finish",
      "red-3": "Finish",
      "red-4": "Safe_Red_5",
      "yellow-1": "Waypoint_45",
    }),
    1,
    "red-4",
  );
  expect(state.over).toBe(true);
  expect(state.placings[0]).toBe("red");
  return state;
}

/** Each of the variant's rule options left out (its default) or set to one of its values. */
export function rulesArb(variant: VariantId): fc.Arbitrary<Rules> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, values] of Object.entries(ruleChoices(variant))) {
    const choices = (values ?? []) as readonly unknown[];
    if (choices.length > 0) model[name] = fc.constantFrom(...choices);
  }
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Rules>;
}

/**
 * docs/RULES.md: every value of every option of each variant, the default first, as the
 * types say. `satisfies` keeps its keys
 * to the variant's options exactly (each option listed, none another variant's); the type test
 * keeps the values to the option's whole type; the run-time test compares it all with
 * each variant's options (ruleChoices), whose declared type is too wide to compare by type alone.
 */
export const RULE_CHOICES = {
  "flying-chess": {
    finish: ["exact", "bounce"],
    bonusRollOnSix: [false, true],
    playForPlaces: [false, true],
  },
  aeroplane: {
    takeoff: ["even", "six", "five-six"],
    tripleSix: ["return-moved", "lose-turn", "off"],
    jumpAfterShortcut: [false, true],
    stacking: [true, false],
    finish: ["bounce", "exact"],
    playForPlaces: [true, false],
  },
  chessboard: {
    captureOnPass: [true, false],
  },
} as const satisfies { [V in VariantId]: { [K in keyof RulesOf<V>]: readonly RulesOf<V>[K][] } };
