// The capture risk's quick ways (Flying Chess's move table, Aeroplane's touched squares, the
// chessboard's move ends, and
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
  touchCaptures,
  trialCaptures,
  weightsFor,
} from "./evaluate.js";
import type { Model, Models } from "./models.js";
import { context, scoreMoves } from "./search.js";
import { movable, type SimGame, simGame, simNode } from "./sim.js";

// Each quick way with the positions that test it: pieces crowd the points where paths
// cross or land (Flying Chess's junctions and finish, the chessboard's corners and first
// diagonal squares), so that moves often find someone there.
const QUICK_CAPTURES = [
  { name: "Flying Chess, finish exact", variant: "flying-chess", rules: { finish: "exact" } },
  { name: "Flying Chess, finish bounce", variant: "flying-chess", rules: { finish: "bounce" } },
  { name: "Aeroplane, defaults", variant: "aeroplane", rules: {} },
  {
    name: "Aeroplane, jumpAfterShortcut, no stacking, finish exact",
    variant: "aeroplane",
    rules: { jumpAfterShortcut: true, stacking: false, finish: "exact" },
  },
  { name: "chessboard, captureOnPass", variant: "chessboard", rules: { captureOnPass: true } },
  { name: "chessboard, no captureOnPass", variant: "chessboard", rules: { captureOnPass: false } },
] as const;

const CROWDED: Record<(typeof QUICK_CAPTURES)[number]["variant"], readonly number[]> = {
  "flying-chess": [-1, 0, 3, 14, 17, 28, 31, 42, 45, 54, 55],
  // Jump squares, the flying square and its landing, the crossed lane square.
  aeroplane: [-1, 0, 10, 14, 18, 22, 30, 34, 46, 50, 53],
  chessboard: [-1, 0, 1, 13, 14, 15, 27, 28, 29],
};

describe.each(QUICK_CAPTURES)("captures read the quick way ($name)", ({ variant, rules }) => {
  it("are those played out", () => {
    const state = setUpGame({ variant, seed: 1, rules });
    const game = simGame(state);
    const quickly =
      variant === "flying-chess"
        ? landingCaptures
        : variant === "aeroplane"
          ? touchCaptures
          : endCaptures;
    const end = game.t.g.finishAt[0] as number;
    const seats = game.seats.length;
    const progress = fc.oneof(
      fc.integer({ min: -1, max: end }),
      fc.constantFrom(...CROWDED[variant], end),
    );
    let found = 0;
    fc.assert(
      fc.property(
        fc.array(progress, { minLength: 4 * seats, maxLength: 4 * seats }),
        fc.integer({ min: 0, max: seats - 1 }),
        fc.integer({ min: 1, max: 6 }),
        (pieces, seat, value) => {
          const quick = quickly(game, pieces);
          const trial = trialCaptures(game, pieces);
          const all = quick(seat, value);
          expect(all).toBe(trial(seat, value));
          if (all !== 0) found++;
          // One piece's move alone (the seeds' robot's, for the risk it brings), and all
          // of them together are the captures of each.
          let each = 0;
          for (let piece = seat * 4; piece < seat * 4 + 4; piece++) {
            expect(quick(seat, value, piece)).toBe(trial(seat, value, piece));
            each |= trial(seat, value, piece);
          }
          expect(each).toBe(all);
        },
      ),
      { numRuns: 3000 },
    );
    // The positions did test captures, not only empty landings.
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

describe.each([
  { name: "captureOnPass", rules: { captureOnPass: true } },
  { name: "no captureOnPass", rules: { captureOnPass: false } },
] as const)("the chessboard's table of move ends ($name)", ({ rules }) => {
  const state = setUpGame({ variant: "chessboard", seed: 1, rules });
  const game = simGame(state);
  const progress = fc.oneof(
    fc.integer({ min: -1, max: 31 }),
    fc.constantFrom(...CROWDED.chessboard, 30, 31),
  );
  const positions = fc.array(progress, { minLength: 8, maxLength: 8 });

  it("gives each piece's endOf and the captures of playing it out", () => {
    const endsOf = game.endsOf as NonNullable<typeof game.endsOf>;
    const endOf = game.variant.endOf as NonNullable<typeof game.variant.endOf>;
    const ends = new Int8Array(48);
    const captured = new Int32Array(48);
    fc.assert(
      fc.property(positions, fc.integer({ min: 0, max: 1 }), (pieces, seat) => {
        endsOf(game.t, pieces, seat, ends, captured);
        const trial = trialCaptures(game, pieces);
        for (let piece = seat * 4; piece < seat * 4 + 4; piece++) {
          for (let value = 1; value <= 6; value++) {
            expect(ends[piece * 6 + value - 1]).toBe(endOf(game.t, pieces, piece, value));
            expect(captured[piece * 6 + value - 1]).toBe(trial(seat, value, piece));
          }
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("leaves the search's values as they were, replies by either model", () => {
    const w = weightsFor(game);
    const slow: SimGame = { ...game, byEnds: false };
    fc.assert(
      fc.property(
        positions,
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom<Model>("greedy", "classic"),
        (pieces, value, model) => {
          const node = { ...simNode(game, state), pieces };
          const moves = movable(game, node, value);
          const models: Models = [model, model];
          const values = [game, slow].map((g) => {
            const ctx = context(g, node, w, true);
            ctx.models = models;
            return { list: scoreMoves(ctx, node, moves, value, 2), leaves: ctx.leaves };
          });
          expect(values[0]).toEqual(values[1]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
