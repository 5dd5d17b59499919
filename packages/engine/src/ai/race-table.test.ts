// The chessboard's solved race: its index covers every sorted position once, each entry is
// what one more turn by the rules gives, and races played out alone take as many turns
// on average as the table says.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setUpGame } from "../game.js";
import { raceIndex, raceTable, raceTurns } from "./race-table.js";
import { afterMove, afterRoll, type SimNode, simGame, simNode } from "./sim.js";

const state = setUpGame({ variant: "chessboard", seed: 1 });
const game = simGame(state);
const table = raceTable();

/** A node where `seat` stands at `progress` and the other colour waits in reserve. */
function alone(seat: number, progress: readonly number[]): SimNode {
  const pieces = new Array<number>(8).fill(-1);
  progress.forEach((at, n) => {
    pieces[seat * 4 + n] = at;
  });
  return { ...simNode(game, state), pieces, seat };
}

/** Pieces on the board on different squares (a1 is progress 0 and 28). */
const apart = (list: readonly number[]) => {
  const squares = list.filter((at) => at >= 0).map((at) => (at === 28 ? 0 : at));
  return new Set(squares).size === squares.length;
};

const position = fc
  .array(fc.integer({ min: -1, max: 31 }), { minLength: 4, maxLength: 4 })
  .filter(apart);

describe("the chessboard's race table", () => {
  it("indexes each position of four interchangeable pieces once, from 0 up", () => {
    const seen = new Set<number>();
    for (let a = 31; a >= -1; a--)
      for (let b = a; b >= -1; b--)
        for (let c = b; c >= -1; c--) for (let d = c; d >= -1; d--) seen.add(raceIndex(a, b, c, d));
    expect(seen.size).toBe(table.length);
    expect(Math.min(...seen)).toBe(0);
    expect(Math.max(...seen)).toBe(table.length - 1);
  });

  it("gives each position one turn more than its best move's, where the rules allow moves", () => {
    fc.assert(
      fc.property(position, fc.constantFrom(0, 1), (progress, seat) => {
        const node = alone(seat, progress);
        const turns = raceTurns(node.pieces, seat);
        if (progress.every((at) => at >= 28)) {
          expect(turns).toBe(0);
          return;
        }
        let sum = 0;
        let unused = 0;
        for (let roll = 1; roll <= 6; roll++) {
          const { moves } = afterRoll(game, node, roll);
          if (moves.length === 0) unused++;
          else {
            const after = moves.map((piece) =>
              raceTurns(afterMove(game, node, piece, roll).pieces, seat),
            );
            sum += Math.min(...after);
          }
        }
        expect(unused).toBeLessThan(6);
        expect(turns).toBeCloseTo((6 + sum) / (6 - unused), 3);
        // Reordering the pieces does not change the position.
        const reversed = alone(seat, [...progress].reverse());
        expect(raceTurns(reversed.pieces, seat)).toBe(turns);
      }),
      { numRuns: 2000 },
    );
  });

  it("matches the turns races played alone from the start take, on average", () => {
    let seed = 12345;
    const roll = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return 1 + Math.floor(((seed >>> 8) / 2 ** 24) * 6);
    };
    const games = 4000;
    let total = 0;
    for (let g = 0; g < games; g++) {
      let node = alone(0, [0, -1, -1, -1]);
      let turns = 0;
      while (!node.pieces.slice(0, 4).every((at) => at >= 28)) {
        turns++;
        const value = roll();
        const { moves } = afterRoll(game, node, value);
        if (moves.length === 0) continue;
        // The move the table rates best.
        let best = node;
        let bestTurns = Number.POSITIVE_INFINITY;
        for (const piece of moves) {
          const next = afterMove(game, node, piece, value);
          const left = raceTurns(next.pieces, 0);
          if (left < bestTurns) {
            bestTurns = left;
            best = next;
          }
        }
        node = { ...best, seat: 0 };
      }
      total += turns;
    }
    const expected = raceTurns(alone(0, [0, -1, -1, -1]).pieces, 0);
    expect(expected).toBeGreaterThan(30);
    // Some 15 turns of spread a race: the mean of 4,000 is good to about half a turn.
    expect(Math.abs(total / games - expected)).toBeLessThan(0.8);
  });
});
