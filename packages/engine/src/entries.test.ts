// Each game's entry carries its own rules and board and no others; the main entry all three.
// Every import here comes after vi.resetModules(), so the registry is the entry's alone
// (the test setup registers all three for the other tests).
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { VariantId } from "./types.js";

const GAMES: readonly VariantId[] = ["flying-chess", "aeroplane", "chessboard"];

async function entry(path: string) {
  vi.resetModules();
  return (await import(path)) as typeof import("./api.js");
}

describe.each(GAMES)("the %s entry", (game) => {
  let engine: typeof import("./api.js");
  beforeEach(async () => {
    engine = await entry(`./${game}.js`);
  });

  it("plays its game, with robots and analysis", () => {
    let state = engine.createGame({ variant: game, seed: 3 } as never);
    for (let i = 0; i < 40 && !state.over; i++)
      state = engine.reduce(state, engine.robots.expert.act(state));
    expect(state.history.length).toBe(40);
    expect(engine.getBoard(game).variant).toBe(game);
    const opening = engine.reduce(engine.createGame({ variant: game, seed: 3 } as never), {
      type: "roll",
      value: 6,
    });
    expect(engine.analyze(opening).length).toBeGreaterThan(0);
  });

  it.each(GAMES.filter((other) => other !== game))(
    "refuses %s, naming the import that plays it",
    (other) => {
      const attempts = [
        () => engine.createGame({ variant: other } as never),
        () => engine.getBoard(other),
        () => engine.defaultRules(other),
      ];
      for (const attempt of attempts) {
        expect(attempt).toThrow(expect.objectContaining({ code: "UNKNOWN_VARIANT" }));
        expect(attempt).toThrow(`import "@flying/engine/${other}"`);
      }
    },
  );
});

describe.each(GAMES.filter((game) => game !== "flying-chess"))("the %s entry", (game) => {
  it("without a variant, names the variant to give (the default is Flying Chess)", async () => {
    const engine = await entry(`./${game}.js`);
    const attempt = () => engine.createGame({ seed: 1 });
    expect(attempt).toThrow(expect.objectContaining({ code: "UNKNOWN_VARIANT" }));
    expect(attempt).toThrow("a game without a variant is flying-chess");
    expect(attempt).toThrow(`(variant: "${game}")`);
  });
});

describe("the main entry", () => {
  it("plays all three games, and an unknown one is unknown, not unloaded", async () => {
    const engine = await entry("./index.js");
    for (const game of GAMES)
      expect(engine.createGame({ variant: game } as never).variant).toBe(game);
    expect(() => engine.getBoard("ludo" as VariantId)).toThrow('unknown variant "ludo"');
  });
});
