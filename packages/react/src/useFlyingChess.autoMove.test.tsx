// Auto-move: a person's only legal move is made for them after a pause, once, and never
// when there is a choice, after they moved themselves, or after the game moved on.
import { pieceNode } from "@flying/engine";
import { act, render, renderHook } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FlyingChessGame } from "./FlyingChessGame.js";
import { DEFAULT_AUTO_MOVE_DELAY } from "./session/timing.js";
import { type UseFlyingChessOptions, useFlyingChess } from "./useFlyingChess.js";

/** Robots that never get to act during a test. */
const FROZEN = 600_000;
const ONE_OUT = { pieces: { "red-1": "Waypoint_5" } } as const;
const TWO_OUT = { pieces: { "red-1": "Waypoint_5", "red-2": "Waypoint_9" } } as const;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function game(options: UseFlyingChessOptions) {
  return renderHook(() => useFlyingChess({ seed: 1, robotPace: FROZEN, ...options }), {
    wrapper: StrictMode,
  });
}

describe("auto-move", () => {
  it("makes the one legal move after the pause, and only then", () => {
    const { result } = game({ position: ONE_OUT, autoMove: true });
    act(() => {
      result.current.roll(4);
    });
    wait(DEFAULT_AUTO_MOVE_DELAY - 1);
    expect(result.current.log).toHaveLength(1);
    wait(1);
    expect(result.current.log.map((entry) => entry.action)).toEqual([
      { type: "roll", value: 4 },
      { type: "move", piece: "red-1" },
    ]);
    expect(pieceNode(result.current.state, "red-1")).toBe("Waypoint_9");
    wait(10 * DEFAULT_AUTO_MOVE_DELAY); // StrictMode's second effect run made no second timer
    expect(result.current.log).toHaveLength(2);
    expect(result.current.error).toBeNull();
  });

  it.each([
    { case: "two planes can move", options: { position: TWO_OUT, autoMove: true } },
    { case: "auto-move is off (the default)", options: { position: ONE_OUT } },
    { case: "auto-move is turned off", options: { position: ONE_OUT, autoMove: false } },
  ])("waits for the person when $case", ({ options }) => {
    const { result } = game(options);
    act(() => {
      result.current.roll(4);
    });
    wait(10 * DEFAULT_AUTO_MOVE_DELAY);
    expect(result.current.log).toHaveLength(1);
    expect(result.current.phase).toBe("move");
  });

  it("takes its own pause", () => {
    const { result } = game({ position: ONE_OUT, autoMove: { delay: 50 } });
    act(() => {
      result.current.roll(4);
    });
    wait(49);
    expect(result.current.log).toHaveLength(1);
    wait(1);
    expect(result.current.log).toHaveLength(2);
  });

  it("does nothing once the person moved, or undid the roll, in the pause", () => {
    const { result } = game({ position: ONE_OUT, autoMove: true });
    act(() => {
      result.current.roll(4);
    });
    act(() => {
      result.current.move("red-1");
    });
    wait(10 * DEFAULT_AUTO_MOVE_DELAY);
    expect(result.current.log).toHaveLength(2);
    expect(result.current.error).toBeNull();

    act(() => {
      result.current.reset();
    });
    // A new game of the same start: roll, then undo inside the pause.
    act(() => {
      result.current.roll(4);
    });
    wait(DEFAULT_AUTO_MOVE_DELAY / 2);
    act(() => {
      result.current.undo();
    });
    wait(10 * DEFAULT_AUTO_MOVE_DELAY);
    expect(result.current.log).toHaveLength(0);
    expect(result.current.phase).toBe("roll");
  });

  it("refuses a delay that is not milliseconds", () => {
    expect(() => game({ autoMove: { delay: -1 } })).toThrow(/autoMove/);
  });

  it("works as a prop of the whole game", () => {
    const { container } = render(
      <FlyingChessGame seed={1} robotPace={FROZEN} animation={false} autoMove position={ONE_OUT} />,
    );
    // Found by selector: role queries over the whole board take seconds in jsdom.
    const die = container.querySelector<HTMLButtonElement>("button[data-value]");
    const log = container.querySelector<HTMLElement>("[role=log]");
    if (!die || !log) throw new Error("no die or log");
    act(() => {
      die.click();
    });
    const lines = () => [...log.querySelectorAll("li")].map((li) => li.textContent);
    expect(lines()).toHaveLength(1);
    wait(DEFAULT_AUTO_MOVE_DELAY);
    expect(lines()).toHaveLength(2);
    expect(lines()[1]).toMatch(/^Red plane 1 moved to waypoint \d+/);
  });
});
