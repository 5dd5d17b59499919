/**
 * The server's die. The engine's own die is a seeded generator whose state travels in the
 * game state, so whoever holds a state can foresee every throw (issue 12): the room never
 * uses it. Every roll is thrown here from the operating system's cryptographic source and
 * handed to the engine as a die thrown outside (`{ type: "roll", value }`), which leaves the
 * game's own die state untouched.
 */
import { getRandomValues } from "node:crypto";
import type { DieValue } from "@flying/engine";

/** 252 = 6 × 42: the bytes below it split evenly over the six faces; the rest are thrown again. */
const FAIR_BYTES = 252;
const byte = new Uint8Array(1);

/** One throw of a fair die, 1 to 6: unbiased by rejection sampling (a plain `% 6` would favour 1–4). */
export function rollDie(): DieValue {
  for (;;) {
    getRandomValues(byte);
    const value = byte[0] as number;
    if (value < FAIR_BYTES) return ((value % 6) + 1) as DieValue;
  }
}

const word = new Int32Array(1);

/**
 * A seed for the room's game: random and never 0 (0 is the neutral seed the clients are
 * shown), so that a test can tell the real one from the view's. The room never rolls the
 * game's own die, so the seed decides nothing; it is random only so that a bug that let the
 * own die roll would not make the throws foreseeable.
 */
export function randomSeed(): number {
  for (;;) {
    getRandomValues(word);
    const seed = word[0] as number;
    if (seed !== 0) return seed;
  }
}
