// Hints: the engine's suggested move through the hook, drawn on the board, told in words,
// and the <FlyingChessGame hints> button that asks for it.
import { apply, createGame, getBoard, type Move } from "@flying/engine";
import { analyze, robots } from "@flying/engine/robots";
import { act, render, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FlyingChessBoard } from "./board/FlyingChessBoard.js";
import { FlyingChessGame } from "./FlyingChessGame.js";
import { hintMessage } from "./i18n/format.js";
import { locales } from "./locales/all.js";
import { PlayerIndicators } from "./PlayerIndicators.js";
import { TurnIndicator } from "./TurnIndicator.js";
import { useFlyingChess } from "./useFlyingChess.js";

/** Seed 4's first throw is a 6: Red can take a plane off at once. */
const SEED_SIX = 4;
const FROZEN = 600_000;
const LEVELS = Object.keys(robots) as (keyof typeof robots)[];

/** Fills `{name}` placeholders, independently of the package's own `format`. */
const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

const marker = (container: Element) => container.querySelector(".flying-hint[data-hint-piece]");

describe("robots named in every language", () => {
  it.each(Object.entries(locales))("%s names every robot of the engine, each apart", (_, pack) => {
    expect(Object.keys(pack.robots).sort()).toEqual([...LEVELS].sort());
    const names = LEVELS.map((level) => pack.robots[level].name);
    expect(new Set(names).size).toBe(LEVELS.length);
    for (const level of LEVELS) {
      expect(pack.robots[level].name.trim()).not.toBe("");
      expect(pack.robots[level].description.trim()).not.toBe("");
    }
  });

  it.each(Object.entries(locales))("%s shows each seat's robot by its level", (_, pack) => {
    const colors = ["red", "yellow", "green", "blue"] as const;
    const players = {
      red: "human",
      yellow: { robot: "expert" },
      green: { robot: "easy" },
      blue: { robot: "classic" },
    } as const;
    render(<PlayerIndicators colors={colors} players={players} turn="red" locale={pack} />);
    const buttons = within(screen.getByRole("list")).getAllByRole("button");
    const seat = (level: keyof typeof robots) =>
      fill(pack.ui.robotNamed, { level: pack.robots[level].name });
    expect(buttons.map((button) => button.querySelector("small")?.textContent)).toEqual([
      pack.ui.human,
      seat("expert"),
      seat("easy"),
      seat("classic"),
    ]);
  });

  it.each(Object.entries(locales))("%s says which robot is playing", (_, pack) => {
    const yellow = apply(createGame({ seed: 1 }), { type: "roll", value: 1 });
    if (!yellow.ok) throw new Error(yellow.error.message);
    render(
      <TurnIndicator
        state={yellow.state}
        players={{ yellow: { robot: "expert" } }}
        locale={pack}
      />,
    );
    const robot = fill(pack.ui.robotNamed, { level: pack.robots.expert.name });
    expect(
      screen.getByText(fill(pack.ui.robotTurn, { color: pack.colors.yellow, robot })),
    ).toBeTruthy();
  });
});

describe("useFlyingChess hints", () => {
  it("has none to show on the roll, then the engine's best move on the person's move", () => {
    const { result } = renderHook(() => useFlyingChess({ seed: SEED_SIX, robotPace: FROZEN }));
    expect(result.current.hint).toBeNull();
    expect(result.current.canShowHint).toBe(false);
    act(() => expect(result.current.showHint()).toBe(false));
    expect(result.current.shownHint).toBeNull();

    act(() => void result.current.roll());
    expect(result.current.phase).toBe("move");
    const best = analyze(result.current.state)[0];
    expect(best).toBeDefined();
    expect(result.current.hint).toEqual(best);
    expect(result.current.canShowHint).toBe(true);
    // Asked for, not shown: the board draws nothing yet.
    expect(result.current.shownHint).toBeNull();
    expect(result.current.getBoardProps().hint).toBeNull();

    act(() => expect(result.current.showHint()).toBe(true));
    expect(result.current.shownHint).toEqual(best);
    expect(result.current.getBoardProps().hint).toEqual(best?.move);
    // The user's own `hint` wins, as every other prop given to the getter does.
    expect(result.current.getBoardProps({ hint: null }).hint).toBeNull();

    act(() => void result.current.move(best?.move.piece ?? "red-1"));
    expect(result.current.shownHint).toBeNull();
    expect(result.current.getBoardProps().hint).toBeNull();
  });

  it("gives no hint on a robot's move", () => {
    const { result } = renderHook(() =>
      useFlyingChess({
        seed: SEED_SIX,
        robotPace: FROZEN,
        players: { red: { robot: "classic" }, yellow: "human" },
      }),
    );
    act(() => void result.current.dispatch({ type: "roll" }));
    expect(result.current.phase).toBe("move");
    expect(result.current.legalMoves.length).toBeGreaterThan(0);
    expect(result.current.hint).toBeNull();
    expect(result.current.canShowHint).toBe(false);
  });
});

describe("the hint on the board", () => {
  const game = apply(createGame({ seed: SEED_SIX }), { type: "roll" });
  if (!game.ok) throw new Error(game.error.message);
  const state = game.state;
  const move = analyze(state)[0]?.move as Move;

  it("rings the piece and marks where it lands, only when given", () => {
    const { container, rerender } = render(<FlyingChessBoard state={state} animation={false} />);
    expect(marker(container)).toBeNull();
    rerender(<FlyingChessBoard state={state} animation={false} hint={move} />);
    const drawn = marker(container);
    expect(drawn?.getAttribute("data-hint-piece")).toBe(move.piece);
    expect(drawn?.getAttribute("data-hint-to")).toBe(move.to);
    // Shapes, not a colour alone: a ring on the piece, a crosshair on the target, a dashed path.
    expect(drawn?.querySelector(".flying-hint-ring")).not.toBeNull();
    const path = container.querySelector(".flying-hint-path");
    expect(path?.querySelector(`[data-hint-target="${move.to}"]`)).not.toBeNull();
    expect(path?.querySelector("polyline")?.getAttribute("stroke-dasharray")).toBeTruthy();
    // Drawn for the eye; the words are the status line's.
    expect(drawn?.getAttribute("aria-hidden")).toBe("true");
    expect(path?.getAttribute("aria-hidden")).toBe("true");
    rerender(<FlyingChessBoard state={state} animation={false} hint={null} />);
    expect(marker(container)).toBeNull();
    expect(container.querySelector(".flying-hint-path")).toBeNull();
  });

  it.each(Object.entries(locales))("is told in %s with the piece, target and chance", (_, pack) => {
    const board = getBoard(state.variant);
    const message = hintMessage(pack, board, move, 0.43);
    expect(message).toMatch(/43/);
    expect(message).toMatch(/%/);
    expect(message).not.toMatch(/[{}]/);
    expect(message).toContain(pack.colors.red);
  });

  it("is told in English as the issue asks", () => {
    const board = getBoard("flying-chess");
    const plane2 = { ...move, piece: "red-2", pieces: ["red-2"], to: "Waypoint_20" } as Move;
    expect(hintMessage(locales.en, board, plane2, 0.43)).toBe(
      "Hint: move Red plane 2 to waypoint 20 (win chance 43%)",
    );
  });
});

describe("<FlyingChessGame hints>", () => {
  it("has no Hint button by default", () => {
    render(<FlyingChessGame seed={SEED_SIX} robotPace={FROZEN} animation={false} />);
    expect(screen.queryByRole("button", { name: "Hint" })).toBeNull();
  });

  it("offers a hint on the person's move only, and shows it on the board and in words", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <FlyingChessGame seed={SEED_SIX} robotPace={FROZEN} animation={false} hints />,
    );
    const hint = screen.getByRole("button", { name: "Hint" }) as HTMLButtonElement;
    expect(hint.disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Roll the die" }));
    expect(hint.disabled).toBe(false);
    expect(marker(container)).toBeNull();

    // By keyboard: Tab to the button, Enter.
    hint.focus();
    await user.keyboard("{Enter}");
    const drawn = marker(container);
    const piece = drawn?.getAttribute("data-hint-piece") ?? "";
    expect(piece).toMatch(/^red-[1-4]$/);
    const status = screen.getByText(/^Hint: move Red plane [1-4] to .+ \(win chance \d+%\)$/);
    expect(status.getAttribute("role")).toBe("status");
    expect(status.textContent).toContain(`Red plane ${piece.split("-")[1]}`);

    // Following the hint moves on: the marker and the words go, and the robot's turn has none.
    await user.click(container.querySelector(`[data-piece="${piece}"][role="button"]`) as Element);
    expect(marker(container)).toBeNull();
    expect(status.textContent).toBe("");
    expect(hint.disabled).toBe(true);
  });

  it("speaks the button and the hint in the game's language", async () => {
    const user = userEvent.setup();
    render(
      <FlyingChessGame seed={SEED_SIX} robotPace={FROZEN} animation={false} hints locale="zh" />,
    );
    await user.click(screen.getByRole("button", { name: locales.zh.ui.roll }));
    await user.click(screen.getByRole("button", { name: locales.zh.ui.hint }));
    expect(screen.getByText(/^提示：把红方[1-4]号飞机走到.+（胜率\d+%）$/)).toBeTruthy();
  });
});
