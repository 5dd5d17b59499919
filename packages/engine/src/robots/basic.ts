/** The robots every game entry carries: the seeds' `classic`, and `random`. */
import { classicPiece } from "../ai/models.js";
import { unitHash } from "../dice.js";
import { seatOf } from "../game.js";
import { movablePieces } from "../queries.js";
import type { PieceId } from "../types.js";
import { tableOf, variantOf } from "../variants/index.js";
import { moveAction, ROLL } from "./actions.js";
import type { Robot } from "./registry.js";

/**
 * The seeds' robot: move the first piece in play that can move; otherwise
 * bring in the first piece waiting at home (docs/RULES.md §4).
 */
const classic = {
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
} as const satisfies Robot;

/** Any legal move, picked by a hash of the state, so seeded robot games replay. */
const random = {
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
} as const satisfies Robot;

/**
 * The robots every game entry carries, by id (docs/RULES.md §4): `classic` (the original
 * description's: the first piece in play that can move, else the first waiting at home) and
 * `random`. Each is a `Robot`; a session seats one by its id (`{ robot: "classic" }`). The
 * levels `easy` < `medium` < `hard` < `expert` and `analyze` are `@flying/engine/robots`,
 * whose `robots` has all six.
 *
 * @example
 * ```ts
 * import { apply, createGame, robots } from "@flying/engine";
 *
 * let state = createGame({ variant: "chessboard", seed: 7 });
 * while (!state.over) {
 *   const result = apply(state, robots.classic.act(state));
 *   if (result.ok) state = result.state;
 * }
 * ```
 */
export const robots: { readonly classic: Robot; readonly random: Robot } = {
  classic,
  random,
};

/** For the entries' registration: the two with their ids as `RobotId`s. */
export const BASIC_ROBOTS = [classic, random] as const;
