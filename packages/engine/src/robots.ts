import { choose, type Level } from "./ai/analyze.js";
import { PIECES_PER_COLOR } from "./board.js";
import { unitHash } from "./dice.js";
import { seatOf } from "./game.js";
import { movablePieces } from "./queries.js";
import type { Action, GameState, PieceId } from "./types.js";
import { tableOf, variantOf } from "./variants/index.js";

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
 * bring in the first piece waiting at home (RULES.md, robots).
 */
const classic: Robot = {
  id: "classic",
  act(state) {
    if (state.roll === null || state.over) return ROLL;
    const t = tableOf(state.variant, state.rules);
    const variant = variantOf(state.variant);
    const seat = seatOf(t, state.turn);
    const first = seat * PIECES_PER_COLOR;
    const finish = t.g.finishAt[seat] as number;
    let waiting = -1;
    for (let piece = first; piece < first + PIECES_PER_COLOR; piece++) {
      const progress = state.pieces[piece] as number;
      if (!variant.canMove(t, state.pieces, piece, state.roll)) continue;
      if (progress >= 0 && progress < finish) return moveAction(t.g.pieceIds[piece] as PieceId);
      if (progress < 0 && waiting < 0) waiting = piece;
    }
    // A roll is only left waiting for a move when some move is legal.
    return moveAction(t.g.pieceIds[waiting] as PieceId);
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
 * evaluation (two rolls with two colours racing or in Aeroplane, one otherwise). The
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

export const robots = {
  classic,
  random,
  easy: levelled("easy"),
  medium: levelled("medium"),
  hard: levelled("hard"),
  expert: levelled("expert"),
} as const satisfies Record<string, Robot>;
export type RobotId = keyof typeof robots;
