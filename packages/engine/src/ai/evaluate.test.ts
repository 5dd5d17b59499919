// The capture risk's quick ways (Flying Chess's move table, the chessboard's move ends, and
// who stands where) give the same captures as playing every move out by the variant's own
// rules, for any position, for all of a colour's moves and for each one alone.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setUpGame } from "../game.js";
import {
  captureRisk,
  endCaptures,
  landingCaptures,
  racingSeats,
  trialCaptures,
  weightsFor,
} from "./evaluate.js";
import type { Models } from "./models.js";
import { simGame, simNode } from "./sim.js";

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
          const landing = landingCaptures(game, pieces);
          const trial = trialCaptures(game, pieces);
          const quick = landing(seat, value);
          expect(quick).toBe(trial(seat, value));
          if (quick !== 0) found++;
          // One piece's move alone (the seeds' robot's, for the risk it brings), and all
          // of them together are the captures of each.
          let each = 0;
          for (let piece = seat * 4; piece < seat * 4 + 4; piece++) {
            expect(landing(seat, value, piece)).toBe(trial(seat, value, piece));
            each |= trial(seat, value, piece);
          }
          expect(each).toBe(quick);
        },
      ),
      { numRuns: 3000 },
    );
    // The positions did test captures, not only empty landings.
    expect(found).toBeGreaterThan(100);
  });
});

describe("chessboard captures read from where each move ends", () => {
  it.each([true, false])("are those played out, captureOnPass %s", (captureOnPass) => {
    const state = setUpGame({ variant: "chessboard", seed: 1, rules: { captureOnPass } });
    const game = simGame(state);
    // Crowded round the corners and the first diagonal squares, where paths cross.
    const progress = fc.oneof(
      fc.integer({ min: -1, max: 31 }),
      fc.constantFrom(-1, 0, 1, 13, 14, 15, 27, 28, 29),
    );
    let found = 0;
    fc.assert(
      fc.property(
        fc.array(progress, { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 1, max: 6 }),
        (pieces, seat, value) => {
          const ends = endCaptures(game, pieces);
          const trial = trialCaptures(game, pieces);
          const quick = ends(seat, value);
          expect(quick).toBe(trial(seat, value));
          if (quick !== 0) found++;
          for (let piece = seat * 4; piece < seat * 4 + 4; piece++) {
            expect(ends(seat, value, piece)).toBe(trial(seat, value, piece));
          }
        },
      ),
      { numRuns: 3000 },
    );
    expect(found).toBeGreaterThan(100);
  });
});

describe("the capture risk from colours known to play as the seeds' robot", () => {
  it.each(["flying-chess", "aeroplane", "chessboard"] as const)(
    "counts only that robot's move in %s: never more risk, and less where another move would hit",
    (variant) => {
      const state = setUpGame({ variant, seed: 1 });
      const game = simGame(state);
      const w = weightsFor(game);
      const end = game.t.g.finishAt[0] as number;
      const count = state.pieces.length;
      const classic: Models = game.seats.map((_, seat) => (seat === 0 ? "greedy" : "classic"));
      let lower = 0;
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: -1, max: end - 1 }), { minLength: count, maxLength: count }),
          (pieces) => {
            const node = { ...simNode(game, state), pieces };
            const racing = racingSeats(game, node);
            const all = Array.from(captureRisk(game, w, node, racing));
            const known = Array.from(captureRisk(game, w, node, racing, classic));
            for (let p = 0; p < count; p++) {
              expect(known[p]).toBeLessThanOrEqual((all[p] as number) + 1e-12);
              if ((known[p] as number) < (all[p] as number) - 1e-12) lower++;
            }
          },
        ),
        { numRuns: 1000 },
      );
      expect(lower).toBeGreaterThan(20);
    },
  );
});
