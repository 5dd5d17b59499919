/**
 * What a client may see of the room's game. The game state carries the seed and the state
 * of the game's own die; the room never rolls that die (dice.ts), but the seed and die
 * state are the server's secret all the same, so every state sent out has them replaced.
 */
import type { GameState } from "@flying/engine";

/** The seed every client is shown. */
export const NEUTRAL_SEED = 0;
/**
 * The die state every client is shown: the engine's die state starts as the seed (its
 * `seedDice`) and only the game's own die advances it, so with every roll thrown outside it
 * stays the seed's, and a view built on NEUTRAL_SEED still passes `validateState`.
 */
export const NEUTRAL_DICE = 0;

/**
 * The game as clients see it: the same state with `seed` and `dice` replaced by the neutral
 * constants, every other field as it is (shared, not copied: the engine never mutates a
 * state). It passes `validateState` whenever every roll in its history was thrown outside,
 * as every roll in a room is; a client then uses it as it would a local state (`legalMoves`, `pieces`, a
 * board), and replaying it gives the same game.
 */
export function publicView(state: GameState): GameState {
  return { ...state, seed: NEUTRAL_SEED, dice: NEUTRAL_DICE };
}

/**
 * Whether the game's own die ever rolled in this state's history (`1`…`6` marks, where a
 * die thrown outside is `A`…`F`): such a state's view would not replay, and would mean a
 * roll the server did not throw. The room checks it as an invariant.
 */
export function ownDieRolled(state: GameState): boolean {
  return /[1-6]/.test(state.history);
}
