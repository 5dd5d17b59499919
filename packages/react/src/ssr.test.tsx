// @vitest-environment node
// Server rendering, and the bundle's "use client" for React Server Components.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  createGame,
  getBoard,
  type PieceView,
  pieces,
  reduce,
  robots,
  VARIANTS,
} from "@flying/engine";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FlyingChessBoard } from "./board/FlyingChessBoard.js";
import { PieceDrawing } from "./board/Piece.js";
import { Dice, DieFace } from "./Dice.js";
import { FlyingChessGame } from "./FlyingChessGame.js";
import { GameLog } from "./GameLog.js";
import { GameOver } from "./GameOver.js";
import { FlyingLocaleProvider } from "./i18n/context.js";
import { en } from "./i18n/en.js";
import { PlayerIndicators } from "./PlayerIndicators.js";
import { Standings } from "./Standings.js";
import { TurnIndicator } from "./TurnIndicator.js";
import { defaultTheme } from "./themes.js";

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe("renderToString", () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, "error");
  });
  afterEach(() => {
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("runs without a DOM", () => {
    expect(typeof window).toBe("undefined");
    expect(typeof document).toBe("undefined");
  });

  it.each(VARIANTS)("renders the %s board with every node and piece", (variant) => {
    const state = createGame({ variant, seed: 1 });
    const html = renderToString(<FlyingChessBoard state={state} />);
    const board = getBoard(variant);
    expect(html).toContain(`aria-label="${en.variants[variant]} board"`);
    expect(count(html, /<title>/g)).toBe(board.nodes.length);
    expect(count(html, /data-piece="/g)).toBe(board.colors.length * 4);
    expect(html).toContain('role="status"');
  });

  it("renders the die", () => {
    const html = renderToString(<Dice value={5} />);
    expect(html).toContain('aria-label="Roll the die. The die shows 5"');
    // A cube of six faces (1 + 2 + ... + 6 pips), the roll's face at the front.
    expect(count(html, /<circle/g)).toBe(21);
    const front = /<div[^>]*data-front=""[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? "";
    expect(count(front, /<circle/g)).toBe(5);
  });

  it.each(VARIANTS)("renders a whole %s game", (variant) => {
    const html = renderToString(<FlyingChessGame variant={variant} seed={1} />);
    expect(html).toContain(`aria-label="${en.variants[variant]} board"`);
    expect(html).toContain('aria-label="Roll the die"');
    expect(html).toContain('aria-label="Game log"');
    const colors = getBoard(variant).colors;
    expect(count(html, /title="Play as /g)).toBe(colors.length);
  });

  it("renders the same seeded game the same way twice (hydration-safe)", () => {
    const first = renderToString(<FlyingChessGame seed={7} />);
    expect(renderToString(<FlyingChessGame seed={7} />)).toBe(first);
  });

  describe("every component, with Math.random made to throw", () => {
    const state = createGame({ variant: "aeroplane", seed: 1 });
    const over = (() => {
      let game = createGame({ variant: "chessboard", seed: 2 });
      while (!game.over) game = reduce(game, robots.classic.act(game));
      return game;
    })();
    const [piece] = pieces(state);
    const components: [string, ReactElement][] = [
      ["FlyingChessGame", <FlyingChessGame key="game" variant="aeroplane" />],
      ["FlyingChessBoard", <FlyingChessBoard key="board" state={state} />],
      ["Dice", <Dice key="dice" value={4} />],
      ["DieFace", <DieFace key="face" value={5} color="#000" />],
      ["GameLog", <GameLog key="log" variant="aeroplane" entries={[]} />],
      ["GameOver", <GameOver key="over" state={over} />],
      [
        "PlayerIndicators",
        <PlayerIndicators key="players" colors={state.colors} players={{}} turn={state.turn} />,
      ],
      ["Standings", <Standings key="standings" state={state} />],
      ["TurnIndicator", <TurnIndicator key="turn" state={state} />],
      [
        "PieceDrawing",
        <svg key="piece" aria-label="piece" role="img">
          <PieceDrawing
            piece={piece as PieceView}
            style={defaultTheme.players.red}
            number="1"
            movable={false}
            count={1}
            upright={0}
            lineColor={defaultTheme.board.line}
            highlight={defaultTheme.board.highlight}
          />
        </svg>,
      ],
      [
        "FlyingLocaleProvider",
        <FlyingLocaleProvider key="provider" locale="en">
          <Dice value={2} />
        </FlyingLocaleProvider>,
      ],
    ];

    it("covers every component the package exports", async () => {
      const exported = Object.entries(await import("./index.js"))
        .filter(([name, value]) => /^[A-Z]/.test(name) && typeof value === "function")
        .map(([name]) => name)
        .filter((name) => !/Error$/.test(name));
      expect(components.map(([name]) => name).sort()).toEqual(exported.sort());
    });

    it.each(components)("%s", (_name, element) => {
      const random = vi.spyOn(Math, "random").mockImplementation(() => {
        throw new Error("Math.random during render");
      });
      try {
        const html = renderToString(element);
        expect(html.length).toBeGreaterThan(40);
        expect(renderToString(element)).toBe(html);
      } finally {
        random.mockRestore();
      }
    });
  });

  it.each(VARIANTS)(
    "renders an unseeded %s game with no random value drawn, the same every time",
    (variant) => {
      // A prerendered page must not draw its visitors' dice (Next.js refuses Math.random in a
      // render): an unseeded game takes its seed at its first action.
      const random = vi.spyOn(Math, "random").mockImplementation(() => {
        throw new Error("Math.random during render");
      });
      try {
        const first = renderToString(<FlyingChessGame variant={variant} />);
        expect(renderToString(<FlyingChessGame variant={variant} />)).toBe(first);
        expect(random).not.toHaveBeenCalled();
      } finally {
        random.mockRestore();
      }
    },
  );
});

describe("the built modules and React Server Components", () => {
  // Built by `npm run build` before the tests in CI (locally: `npm run build -w @flying/react`).
  const dist = fileURLToPath(new URL("../dist/", import.meta.url));
  const modules = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".js"),
  );
  const code = new Map(modules.map((file) => [file, readFileSync(join(dist, file), "utf8")]));
  const isClient = (file: string) => /^["']use client["'];/.test(code.get(file) ?? "");
  /** What a module imports (not what it re-exports): packages by name, modules by path. */
  const importsOf = (file: string) =>
    [...(code.get(file) ?? "").matchAll(/^import\s[^;]*?from\s*"([^"]+)";/gms)].map(([, spec]) =>
      spec?.startsWith(".") ? join(dirname(file), spec) : (spec ?? ""),
    );
  /**
   * A module that only passes on what it imports (the main entry): a server component may
   * import it. (A module of types alone is empty once built, and imports nothing.)
   */
  const isBarrel = (file: string) =>
    importsOf(file).length > 0 &&
    (code.get(file) ?? "")
      .replace(/^(import|export)\s[^;]*;/gms, "")
      .replace(/^\/\/.*$/gm, "")
      .trim() === "";
  const needsClient = (spec: string) =>
    spec === "react" || spec === "styled-components" || isClient(spec);

  it("ships one ES module per source module, client modules marked and pure ones not", () => {
    expect(modules.length).toBeGreaterThan(40);
    expect(modules.filter(isClient).length).toBeGreaterThan(20);
    for (const pure of ["index.js", "themes.js", "i18n/format.js", "i18n/registry.js"])
      expect(isClient(pure), pure).toBe(false);
    expect(modules.filter(isBarrel)).toEqual(["index.js"]);
    for (const client of ["Dice.js", "useFlyingChess.js", "board/FlyingChessBoard.js"])
      expect(isClient(client), client).toBe(true);
  });

  it("exports every value that is not a component or a hook from a module a server may run", () => {
    const imports = [
      ...(code.get("index.js") ?? "").matchAll(/^import\s*\{([^}]*)\}\s*from\s*"([^"]+)";/gm),
    ].flatMap(([, names = "", spec = ""]) =>
      names.split(",").map((name) => [name.trim(), join(spec)] as const),
    );
    const plain = imports.filter(([name]) => !/^(use[A-Z]|[A-Z][a-z])/.test(name));
    expect(plain.map(([name]) => name)).toEqual(
      expect.arrayContaining(["narrate", "themes", "shortcutKeys", "DEFAULT_ROBOT_PACE"]),
    );
    for (const [name, file] of plain) expect(isClient(file), `${name} from ${file}`).toBe(false);
  });

  it.each(modules)("%s is marked 'use client' exactly when it needs the client", (file) => {
    if (isClient(file)) {
      expect(importsOf(file).some(needsClient)).toBe(true);
      return;
    }
    if (isBarrel(file)) return;
    // A module without the mark runs in a server component: nothing it reaches may need
    // React's client APIs or styled-components (the JSX runtime is fine on the server).
    const seen = new Set<string>();
    const reach = (from: string): void => {
      for (const spec of importsOf(from)) {
        expect(needsClient(spec), `${file} reaches ${spec} through ${from}`).toBe(false);
        if (spec.endsWith(".js") && !seen.has(spec)) {
          seen.add(spec);
          reach(spec);
        }
      }
    };
    reach(file);
  });

  it("keeps the CommonJS build client-only, its directive first", () => {
    for (const file of ["index.cjs", "locales/zh.cjs"])
      expect(readFileSync(join(dist, file), "utf8")).toMatch(/^["']use client["'];/);
  });
});
