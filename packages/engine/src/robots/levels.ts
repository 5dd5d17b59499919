/** The levelled robots, built on the searches of ai/analyze.ts: `@flying/engine/robots`. */
import { choose } from "../ai/analyze.js";
import type { PieceId } from "../types.js";
import { tableOf } from "../variants/index.js";
import { moveAction, ROLL } from "./actions.js";
import type { Level, Robot } from "./registry.js";

/**
 * The levelled robots (easy < medium < hard < expert): each rolls when it must roll and
 * otherwise moves the piece its level picks (ai/analyze.ts). easy is a greedy racer;
 * medium looks one move ahead on a win-chance evaluation; hard adds the capture risk of
 * the exact dice the others roll next; expert runs an expectimax over the dice on that
 * evaluation (two rolls with two colours racing, one otherwise; in Flying
 * Chess the whole round against colours that play as `classic`, ai/models.ts). The
 * lower levels slip on a share of their decisions, drawn from a hash of the position.
 */
function levelled<L extends Level>(level: L): Robot & { id: L } {
  return {
    id: level,
    act(state) {
      if (state.roll === null || state.over) return ROLL;
      const piece = choose(level, state);
      return moveAction(tableOf(state.variant, state.rules).g.pieceIds[piece] as PieceId);
    },
  };
}

export const easy = levelled("easy");
export const medium = levelled("medium");
export const hard = levelled("hard");
export const expert = levelled("expert");
