// The expert's reading of the other colours (models.ts): the replay of a game's history
// stays in step with the game under every rule option and from set-up positions, a colour
// is expected to play as `classic` exactly until it makes a move `classic` would not, and
// the cache never changes an answer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VARIANTS } from "../board.js";
import { reduce, setUpGame } from "../game.js";
import { type RobotId, robots } from "../robots.js";
import { rulesArb } from "../test-utils.js";
import type { Color, GameState, VariantId } from "../types.js";
import { classicPiece, inferModels, inStep, replayed } from "./models.js";
import { simGame } from "./sim.js";

const FIELD = ["classic", "random", "easy", "medium"] as const satisfies readonly RobotId[];

/** Every state of a seeded game between `seats` (by colour index), up to `limit` actions. */
function statesOf(
  variant: VariantId,
  start: GameState,
  seats: readonly RobotId[],
  limit: number,
): GameState[] {
  const states = [start];
  let state = start;
  for (let i = 0; i < limit && !state.over; i++) {
    const robot = robots[seats[state.colors.indexOf(state.turn)] ?? "classic"];
    state = reduce(state, robot.act(state));
    states.push(state);
  }
  expect(state.variant).toBe(variant);
  return states;
}

describe.each(VARIANTS)("the replay of the history in %s", (variant) => {
  it("stands where the game does after every action, under every rule option", () => {
    const all = setUpGame({ variant, seed: 0 }).colors;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        rulesArb(variant),
        fc.shuffledSubarray([...all], { minLength: 2 }),
        fc.array(fc.constantFrom(...FIELD), { minLength: 4, maxLength: 4 }),
        (seed, rules, colors, seats) => {
          const start = setUpGame({ variant, seed, rules, colors });
          for (const state of statesOf(variant, start, seats, 400)) {
            expect(inStep(replayed(simGame(state), state), state)).toBe(true);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe("reading the other colours", () => {
  const game = (seed: number) => setUpGame({ variant: "flying-chess", seed });

  it("expects classic of a colour that has only played as classic, greedy play of the colour to act", () => {
    for (const state of statesOf("flying-chess", game(3), ["classic"], 600)) {
      const sim = simGame(state);
      const models = inferModels(sim, state);
      const toAct = sim.t.g.seatOf.get(state.turn);
      models.forEach((model, seat) => {
        expect(model).toBe(seat === toAct ? "greedy" : "classic");
      });
    }
  });

  it("takes a colour to be greedy from its first move classic would not make, and for good", () => {
    // Yellow (seat 1 of flying-chess's colours in turn order: red, yellow, green, blue) plays
    // at random; every other colour as classic.
    const seats: RobotId[] = ["classic", "random", "classic", "classic"];
    const states = statesOf("flying-chess", game(5), seats, 900);
    let shownAt = -1;
    states.forEach((state, i) => {
      const sim = simGame(state);
      const seat = sim.t.g.seatOf.get("yellow") as number;
      const models = inferModels(sim, state);
      if (shownAt < 0 && models[seat] === "greedy" && state.turn !== "yellow") shownAt = i;
      if (shownAt >= 0 && i > shownAt) expect(models[seat]).toBe("greedy");
    });
    expect(shownAt).toBeGreaterThan(0);
    // The first move that gave it away was one classic would not have made.
    const marks = states[shownAt]?.history ?? "";
    const before = states.find((state) => state.history === marks.slice(0, -1)) as GameState;
    const moved = marks.charCodeAt(marks.length - 1) - 97;
    const sim = simGame(before);
    const chosen = classicPiece(
      sim,
      before.pieces,
      sim.t.g.seatOf.get("yellow") as number,
      before.roll as number,
    );
    expect(moved).not.toBe(chosen);
  });

  it("gives the same answer from a fresh replay as from the cache, whatever was asked before", () => {
    const states = statesOf("flying-chess", game(8), ["classic", "random", "classic", "easy"], 500);
    // Ask late, then early (a history the cache does not continue), then late again.
    const late = states[states.length - 1] as GameState;
    const early = states[100] as GameState;
    const answers = [late, early, late].map((state) => inferModels(simGame(state), state));
    const fresh = [late, early].map((state) => {
      const copy = structuredClone(state); // another rules object: no cache
      return inferModels(simGame(copy), copy);
    });
    expect(answers).toEqual([fresh[0], fresh[1], fresh[0]]);
  });

  it("replays a game set up from a position", () => {
    const start = setUpGame({
      variant: "flying-chess",
      seed: 4,
      position: {
        turn: "green" as Color,
        pieces: { "red-1": "Waypoint_3", "green-2": "Safe_Green_2" },
      },
    });
    for (const state of statesOf(
      "flying-chess",
      start,
      ["classic", "random", "classic", "classic"],
      300,
    )) {
      expect(inStep(replayed(simGame(state), state), state)).toBe(true);
    }
  });
});
