// Each game's entry carries its own rules and board and no others, the main entry all three,
// and each the classic and random robots alone; @flying/engine/robots adds the levels and
// analyze. Every import here comes after vi.resetModules(), so the registries are the
// entries' alone (the test setup registers everything for the other tests).
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Level } from "./robots/registry.js";
import type { VariantId } from "./types.js";

const GAMES: readonly VariantId[] = ["flying-chess", "aeroplane", "chessboard"];
const LEVELS: readonly Level[] = ["easy", "medium", "hard", "expert"];

async function entry(path: string) {
  vi.resetModules();
  return (await import(path)) as typeof import("./index.js");
}

/** A game entry, then the robots entry in the same module registry (as an app imports both). */
async function withRobots(path: string) {
  const engine = await entry(path);
  const levels = (await import("./robots.js")) as typeof import("./robots.js");
  return { engine, levels };
}

describe.each(GAMES)("the %s entry", (game) => {
  let engine: typeof import("./index.js");
  beforeEach(async () => {
    engine = await entry(`./${game}.js`);
  });

  it("plays its game with the classic and random robots, seated by id", () => {
    expect(Object.keys(engine.robots)).toEqual(["classic", "random"]);
    let state = engine.createGame({ variant: game, seed: 3 } as never);
    for (let i = 0; i < 40 && !state.over; i++)
      state = engine.reduce(state, engine.robots.random.act(state));
    expect(state.history.length).toBe(40);
    expect(engine.getBoard(game).variant).toBe(game);
    expect(engine.getRobot("classic")).toBe(engine.robots.classic);
    let session = engine.createSession({ variant: game, seed: 3 } as never);
    const [first, second] = session.game.colors;
    session = engine.createSession({
      variant: game,
      seed: 3,
      players: { [first as string]: { robot: "random" }, [second as string]: { robot: "classic" } },
    } as never);
    for (let i = 0; i < 20; i++) session = engine.reduceSession(session, { type: "robot" });
    expect(session.log).toHaveLength(20);
  });

  it.each(LEVELS)("refuses the %s robot, naming the import that loads it", (level) => {
    const color = engine.createGame({ variant: game } as never).colors[1] as string;
    const unloaded = `the ${level} robot is not loaded: import "@flying/engine/robots"`;
    expect(() => engine.getRobot(level)).toThrow(
      expect.objectContaining({
        code: "UNKNOWN_ROBOT",
        message: expect.stringContaining(unloaded),
      }),
    );
    expect(() => engine.getRobot(level)).toThrow(engine.RuleError);
    const seat = () =>
      engine.createSession({ variant: game, players: { [color]: { robot: level } } } as never);
    expect(seat).toThrow(engine.SessionError);
    expect(seat).toThrow(expect.objectContaining({ code: "INVALID_PLAYERS" }));
    expect(seat).toThrow(`players.${color}: ${unloaded}`);
    // A session saved where the levels were loaded, restored where they are not.
    const saved = JSON.parse(JSON.stringify(engine.createSession({ variant: game } as never)));
    saved.players[color] = { robot: level };
    const result = engine.applyCommand(saved, { type: "roll" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe("INVALID_SESSION");
      expect(result.error.message).toContain(unloaded);
    }
    // An id no robot has is still refused as before.
    expect(() => engine.getRobot("grandmaster" as never)).toThrow('unknown robot "grandmaster"');
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
    expect(() => engine.getBoard("ludo" as VariantId)).toThrow(
      'unknown variant "ludo": it must be one of flying-chess, aeroplane, chessboard',
    );
  });
});

describe.each([...GAMES.map((game) => [game, `./${game}.js`]), ["all three", "./index.js"]])(
  "the %s entry with @flying/engine/robots",
  (_name, path) => {
    it("plays the levels by id, in a session too, and analyzes", async () => {
      const { engine, levels } = await withRobots(path);
      expect(Object.keys(levels.robots)).toEqual([
        "classic",
        "random",
        "easy",
        "medium",
        "hard",
        "expert",
      ]);
      expect(levels.robots.classic).toBe(engine.robots.classic);
      const variant = engine.VARIANTS.find((v) => path.includes(v)) ?? "aeroplane";
      let state = engine.createGame({ variant, seed: 3 } as never);
      for (let i = 0; i < 40 && !state.over; i++)
        state = engine.reduce(state, levels.robots.expert.act(state));
      expect(state.history.length).toBe(40);
      for (const level of LEVELS) expect(engine.getRobot(level)).toBe(levels.robots[level]);
      const colors = engine.createGame({ variant } as never).colors;
      let session = engine.createSession({
        variant,
        seed: 3,
        players: Object.fromEntries(colors.map((color, i) => [color, { robot: LEVELS[i] }])),
      } as never);
      for (let i = 0; i < 20; i++) session = engine.reduceSession(session, { type: "robot" });
      expect(session.log).toHaveLength(20);
      // A saved session with a level is restored and plays on.
      const restored = engine.applyCommand(JSON.parse(JSON.stringify(session)), { type: "robot" });
      expect(restored.ok).toBe(true);
      const opening = engine.reduce(engine.createGame({ variant, seed: 3 } as never), {
        type: "roll",
        value: 6,
      });
      expect(levels.analyze(opening).length).toBeGreaterThan(0);
    });
  },
);
