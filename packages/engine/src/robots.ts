import { choose, type Level } from "./ai/analyze.js";
import { classicPiece } from "./ai/models.js";
import { unitHash } from "./dice.js";
import { seatOf } from "./game.js";
import { movablePieces } from "./queries.js";
import type { Action, GameState, PieceId } from "./types.js";
import { tableOf, variantOf } from "./variants/index.js";

/**
 * A computer player: a pure function from a game to its next action, so a seeded game
 * between robots replays exactly (docs/RULES.md §4). It rolls when a roll is due and never
 * reads the game's own die, so it does not know the coming throws.
 *
 * @example
 * ```ts
 * import { createGame, reduce, robots, type Robot } from "@flying/engine";
 *
 * const robot: Robot = robots.classic;
 * let state = createGame({ seed: 7 });
 * state = reduce(state, robot.act(state)); // it rolls: { type: "roll" }
 * ```
 */
export interface Robot {
  id: string;
  /** The action this robot takes next in `state`: always the same for the same state. */
  act(state: GameState): Action;
}

const ROLL: Action = Object.freeze({ type: "roll" });
const moveActions = new Map<PieceId, Action>();

function moveAction(piece: PieceId): Action {
  let action = moveActions.get(piece);
  if (!action) {
    action = Object.freeze({ type: "move", piece });
    moveActions.set(piece, action);
  }
  return action;
}

/**
 * The seeds' robot: move the first piece in play that can move; otherwise
 * bring in the first piece waiting at home (docs/RULES.md §4).
 */
const classic: Robot = {
  id: "classic",
  act(state) {
    if (state.roll === null || state.over) return ROLL;
    const t = tableOf(state.variant, state.rules);
    const piece = classicPiece(
      { t, variant: variantOf(state.variant) },
      state.pieces,
      seatOf(t, state.turn),
      state.roll,
    );
    // A roll is only left waiting for a move when some move is legal.
    return moveAction(t.g.pieceIds[piece] as PieceId);
  },
};

/** Any legal move, picked by a hash of the state, so seeded robot games replay. */
const random: Robot = {
  id: "random",
  act(state) {
    if (state.roll === null || state.over) return ROLL;
    const movable = movablePieces(state);
    const pick =
      movable[
        Math.floor(unitHash(state.dice ^ (state.history.length * 0x9e3779b1)) * movable.length)
      ];
    return moveAction(tableOf(state.variant, state.rules).g.pieceIds[pick as number] as PieceId);
  },
};

/**
 * The levelled robots (easy < medium < hard < expert): each rolls when it must roll and
 * otherwise moves the piece its level picks (ai/analyze.ts). easy is a greedy racer;
 * medium looks one move ahead on a win-chance evaluation; hard adds the capture risk of
 * the exact dice the others roll next; expert runs an expectimax over the dice on that
 * evaluation (two rolls with two colours racing, one otherwise; in Flying
 * Chess the whole round against colours that play as `classic`, ai/models.ts). The
 * lower levels slip on a share of their decisions, drawn from a hash of the position.
 */
function levelled(level: Level): Robot {
  return {
    id: level,
    act(state) {
      if (state.roll === null || state.over) return ROLL;
      const piece = choose(level, state);
      return moveAction(tableOf(state.variant, state.rules).g.pieceIds[piece] as PieceId);
    },
  };
}

/**
 * The engine's robots by id (docs/RULES.md §4): `classic` (the original description's: the
 * first piece in play that can move, else the first waiting at home), `random`, and the
 * levels `easy` < `medium` < `hard` < `expert`. Each is a `Robot`; a session seats one by
 * its id (`{ robot: "expert" }`).
 *
 * @example
 * ```ts
 * import { apply, createGame, robots } from "@flying/engine";
 *
 * let state = createGame({ variant: "chessboard", seed: 7 });
 * while (!state.over) {
 *   const result = apply(state, robots.expert.act(state));
 *   if (result.ok) state = result.state;
 * }
 * ```
 */
export const robots = {
  classic,
  random,
  easy: levelled("easy"),
  medium: levelled("medium"),
  hard: levelled("hard"),
  expert: levelled("expert"),
} as const satisfies Record<string, Robot>;
/**
 * The id of one of the engine's robots: a key of `robots`, and what a session's seat
 * names (`Player`).
 *
 * @example
 * ```ts
 * import { createGame, robots, type RobotId } from "@flying/engine";
 *
 * const level: RobotId = "hard";
 * const action = robots[level].act(createGame({ seed: 7 })); // { type: "roll" }
 * ```
 */
export type RobotId = keyof typeof robots;
