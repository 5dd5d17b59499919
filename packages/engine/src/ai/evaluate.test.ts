// The capture risk's quick way for Flying Chess (a move table and who stands where) gives
// the same captures as playing every move out by the variant's own rules, for any position.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setUpGame } from "../game.js";
import { landingCaptures, trialCaptures } from "./evaluate.js";
import { simGame } from "./sim.js";

describe("Flying Chess captures read from where moves land", () => {
  it.each(["exact", "bounce"] as const)("are those played out, finish %s", (finish) => {
    const state = setUpGame({ variant: "flying-chess", seed: 1, rules: { finish } });
    const game = simGame(state);
    const end = game.t.g.finishAt[0] as number;
    // Pieces crowd a few points so that landings often find someone there.
    const progress = fc.oneof(
      fc.integer({ min: -1, max: end }),
      fc.constantFrom(-1, 0, 3, 14, 17, 28, 31, 42, 45, 54, 55, end),
    );
    let found = 0;
    fc.assert(
      fc.property(
        fc.array(progress, { minLength: 16, maxLength: 16 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 6 }),
        (pieces, seat, value) => {
          const quick = landingCaptures(game, pieces)(seat, value);
          expect(quick).toBe(trialCaptures(game, pieces)(seat, value));
          if (quick !== 0) found++;
        },
      ),
      { numRuns: 3000 },
    );
    // The positions did test captures, not only empty landings.
    expect(found).toBeGreaterThan(100);
  });
});
