import { createGame, type GameState, RuleError, type VariantId } from "@flying/engine";
import { render, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { FlyingChessBoard } from "./board/FlyingChessBoard.js";
import { Dice } from "./Dice.js";
import { FlyingPropError } from "./errors.js";
import { GameLog } from "./GameLog.js";
import { FlyingLocaleProvider } from "./i18n/context.js";
import { en } from "./i18n/en.js";
import type { LocalePack } from "./i18n/types.js";
import { type UseFlyingChessOptions, useFlyingChess } from "./useFlyingChess.js";

// React reports a render error on the console before rethrowing it; that is expected here.
let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

/** The error a render throws, which must be a FlyingPropError. */
function propError(run: () => unknown): FlyingPropError {
  try {
    run();
  } catch (error) {
    if (error instanceof FlyingPropError) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

const hook = (options: UseFlyingChessOptions) => () => renderHook(() => useFlyingChess(options));

describe("a wrong prop is a FlyingPropError naming the component and the prop", () => {
  it("an unknown locale code, for the hook, a component and the provider", () => {
    const fromHook = propError(hook({ locale: "fr" as "en" }));
    expect(fromHook).toMatchObject({ component: "useFlyingChess", prop: "locale" });
    expect(fromHook.message).toContain("en, zh, it, ru, id");
    expect(propError(() => render(<Dice value={3} locale={"de" as "en"} />))).toMatchObject({
      component: "Dice",
      prop: "locale",
    });
    const provider = (children: ReactNode) => (
      <FlyingLocaleProvider locale={"xx" as "en"}>{children}</FlyingLocaleProvider>
    );
    expect(propError(() => render(provider(<Dice value={1} />)))).toMatchObject({
      component: "FlyingLocaleProvider",
    });
  });

  it("a code whose pack is not loaded says where to import it, or to pass the pack", async () => {
    // A fresh registry: no pack loaded but English, as in a module graph that never ran the
    // entry (a server component's import does not run in the browser).
    vi.resetModules();
    const { resolveLocale } = await import("./i18n/registry.js");
    const error = propError(() => resolveLocale("zh", undefined, "MyMenu"));
    expect(error).toMatchObject({ component: "MyMenu", prop: "locale" });
    expect(error.message).toBe(
      '<MyMenu> prop "locale" is "zh", whose pack is not loaded: import "@flying/react/locales/zh" in a client module, or pass the pack: locale={zh}',
    );
  });

  it("a locale pack missing whole sections names them", () => {
    const { ui: _ui, events: _events, ...partial } = en;
    const error = propError(hook({ locale: partial as unknown as LocalePack }));
    expect(error.message).toContain("without ui, events");
  });

  it("players: a colour not in play, an unknown robot, a negative pace", () => {
    const colors = ["red", "blue"] as const;
    expect(propError(hook({ colors: [...colors], players: { green: "human" } })).message).toContain(
      '"green", which is not in play (red, blue)',
    );
    const unknown = propError(hook({ players: { yellow: { robot: "smart" as "classic" } } }));
    expect(unknown).toMatchObject({ prop: "players" });
    expect(unknown.message).toContain('"classic" | "random"');
    expect(propError(hook({ players: { blue: { robot: "random", pace: -5 } } })).message).toContain(
      ".blue must be",
    );
  });

  it("robotPace that is not milliseconds", () => {
    expect(propError(hook({ robotPace: -1 }))).toMatchObject({ prop: "robotPace" });
    expect(propError(hook({ robotPace: Number.NaN }))).toMatchObject({ prop: "robotPace" });
  });

  it("a game log without a variant, or with one that is no game", () => {
    for (const variant of [undefined, "ludo"]) {
      const error = propError(() =>
        render(<GameLog variant={variant as unknown as VariantId} entries={[]} />),
      );
      expect(error).toMatchObject({ component: "GameLog", prop: "variant" });
      expect(error.message).toContain("flying-chess, aeroplane, chessboard");
    }
  });

  it("an orientation that is not a colour of the board", () => {
    const state: GameState = createGame({ variant: "chessboard", seed: 1 });
    const error = propError(() => render(<FlyingChessBoard state={state} orientation="red" />));
    expect(error).toMatchObject({ component: "FlyingChessBoard", prop: "orientation" });
    expect(error.message).toContain("white, black");
  });

  it("getPieceProps for a piece not in play", () => {
    const { result } = renderHook(() => useFlyingChess({ colors: ["red", "blue"], seed: 1 }));
    expect(propError(() => result.current.getPieceProps("green-1"))).toMatchObject({
      component: "getPieceProps",
      prop: "piece",
    });
  });

  it("the engine's own errors come through typed, with their codes", () => {
    expect(hook({ variant: "ludo" as "aeroplane" })).toThrow(RuleError);
    let caught: unknown;
    try {
      // @ts-expect-error tripleSix is an Aeroplane option: the engine refuses it at run time too
      renderHook(() => useFlyingChess({ rules: { tripleSix: "off" } }));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RuleError);
    expect((caught as RuleError).code).toBe("UNKNOWN_RULE");
  });
});
