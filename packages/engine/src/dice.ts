import type { DieValue } from "./types.js";

/**
 * The game's own die: a mulberry32 generator whose whole state is one 32-bit
 * integer, so it lives in the JSON game state and replays exactly.
 */

export function seedDice(seed: number): number {
  return seed | 0;
}

/** The generator state after one throw. */
export function advanceDice(dice: number): number {
  return (dice + 0x6d2b79f5) | 0;
}

/** A uniform 32-bit hash of a generator state, in [0, 1). */
export function unitHash(value: number): number {
  let t = value | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** The face shown by the throw that produced `dice` (call on the advanced state). */
export function dieFace(dice: number): DieValue {
  return (1 + Math.floor(unitHash(dice) * 6)) as DieValue;
}

export function isDieValue(value: unknown): value is DieValue {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 6;
}
