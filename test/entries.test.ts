// The built engine through its exports map, as Node loads it for an app: each entry in ES
// modules and CommonJS, with the games it carries, and one RuleError across both copies.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const GAMES = ["flying-chess", "aeroplane", "chessboard"];

/** What a script prints, run by Node from the repository's root. */
function run(script: string, type: "module" | "commonjs"): string {
  return execFileSync(process.execPath, [`--input-type=${type}`, "-e", script], {
    cwd: root,
    encoding: "utf8",
  }).trim();
}

describe.each(["module", "commonjs"] as const)("the engine's entries as %s", (type) => {
  const load = (entry: string) =>
    type === "module" ? `await import("${entry}")` : `require("${entry}")`;
  const wrap = (body: string) => (type === "module" ? body : `(async () => { ${body} })()`);

  it.each(GAMES)("@flying/engine/%s plays its game and names the import for the others", (game) => {
    const out = run(
      wrap(`
        const engine = ${load(`@flying/engine/${game}`)};
        const played = engine.createGame({ variant: "${game}" }).variant;
        const refused = ${JSON.stringify(GAMES.filter((other) => other !== game))}.map((other) => {
          try { engine.createGame({ variant: other }); return "played " + other; }
          catch (error) { return error.code + " " + error.message; }
        });
        console.log(JSON.stringify({ played, refused }));
      `),
      type,
    );
    const { played, refused } = JSON.parse(out);
    expect(played).toBe(game);
    expect(refused).toHaveLength(2);
    for (const line of refused)
      expect(line).toMatch(/^UNKNOWN_VARIANT .*import "@flying\/engine\//);
  });

  it("@flying/engine/robots adds the levels to a game's entry, which alone refuses them", () => {
    const out = run(
      wrap(`
        const engine = ${load("@flying/engine/aeroplane")};
        const seat = () => engine.createSession({ variant: "aeroplane", players: { blue: { robot: "expert" } } });
        let refused;
        try { seat(); refused = "seated"; } catch (error) { refused = error.code + " " + error.message; }
        const levels = ${load("@flying/engine/robots")};
        const seated = seat().players.blue.robot;
        const same = engine.getRobot("expert") === levels.robots.expert;
        console.log(JSON.stringify({ refused, seated, same, keys: Object.keys(levels.robots) }));
      `),
      type,
    );
    const { refused, seated, same, keys } = JSON.parse(out);
    expect(refused).toMatch(/^INVALID_PLAYERS .*import "@flying\/engine\/robots"/);
    expect(seated).toBe("expert");
    expect(same).toBe(true);
    expect(keys).toEqual(["classic", "random", "easy", "medium", "hard", "expert"]);
  });

  it("@flying/engine plays all three", () => {
    const out = run(
      wrap(`
        const engine = ${load("@flying/engine")};
        console.log(${JSON.stringify(GAMES)}.map((variant) => engine.createGame({ variant }).variant).join());
      `),
      type,
    );
    expect(out).toBe(GAMES.join());
  });
});

it("a RuleError from the CommonJS copy is a RuleError of the ES module copy", () => {
  const out = run(
    `
      import { createRequire } from "node:module";
      const esm = await import("@flying/engine/aeroplane");
      const cjs = createRequire(import.meta.url)("@flying/engine");
      try { cjs.createGame({ variant: "ludo" }); } catch (error) {
        console.log(error instanceof esm.RuleError, error.code);
      }
    `,
    "module",
  );
  expect(out).toBe("true UNKNOWN_VARIANT");
});

it("a FlyingPropError from the CommonJS copy is a FlyingPropError of the ES module copy", () => {
  const out = run(
    `
      import { createRequire } from "node:module";
      const esm = await import("@flying/react");
      const cjs = createRequire(import.meta.url)("@flying/react");
      try { cjs.resolveLocale("zz", undefined, "Menu"); } catch (error) {
        console.log(error instanceof esm.FlyingPropError, error instanceof TypeError, error.prop);
      }
      console.log(new Error("plain") instanceof esm.FlyingPropError);
    `,
    "module",
  );
  expect(out).toBe("true true locale\nfalse");
});
