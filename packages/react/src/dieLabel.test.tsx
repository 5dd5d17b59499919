// The die's label is true in every phase: your roll, your move, someone else's turn, the end.
import { act, render, renderHook, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Dice } from "./Dice.js";
import { type UseFlyingChessOptions, useFlyingChess } from "./useFlyingChess.js";

/** Robots that never get to act during a test. */
const FROZEN = 600_000;
const nearlyWon = {
  "red-1": "Finish",
  "red-2": "Finish",
  "red-3": "Finish",
  "red-4": "Safe_Red_5",
} as const;

/** The die's label after these steps of a game, as the hook's getDiceProps draws it. */
function labelAfter(
  options: UseFlyingChessOptions,
  steps: (game: ReturnType<typeof useFlyingChess>) => void,
) {
  const hook = renderHook(() => useFlyingChess({ seed: 1, robotPace: FROZEN, ...options }));
  act(() => steps(hook.result.current));
  render(<Dice {...hook.result.current.getDiceProps()} />);
  return screen.getByRole("button").getAttribute("aria-label");
}

describe("the die's label in each phase", () => {
  it.each([
    { phase: "your roll", options: {}, steps: () => {}, label: "Roll the die" },
    {
      phase: "your move",
      options: { position: { pieces: { "red-1": "Waypoint_5" } } },
      steps: (game: ReturnType<typeof useFlyingChess>) => game.roll(4),
      label: "The die shows 4. Move a piece",
    },
    {
      phase: "a robot's turn",
      options: { position: { turn: "yellow", pieces: {} } },
      steps: () => {},
      label: "Yellow (Classic robot) is playing",
    },
    {
      phase: "another person's turn to roll",
      options: {
        players: { red: "human", yellow: "human" },
        position: { turn: "yellow", pieces: {} },
      },
      steps: () => {},
      label: "Roll the die",
    },
    {
      phase: "your move in Chinese",
      options: { locale: "zh", position: { pieces: { "red-1": "Waypoint_5" } } },
      steps: (game: ReturnType<typeof useFlyingChess>) => game.roll(4),
      label: "骰子点数：4。请走一步棋",
    },
  ] as const)("$phase: $label", ({ options, steps, label }) => {
    expect(labelAfter(options as UseFlyingChessOptions, steps)).toBe(label);
  });

  it("says the game is over after the last move, not whose turn to roll it is not", () => {
    const hook = renderHook(() =>
      useFlyingChess({ seed: 1, robotPace: FROZEN, position: { pieces: nearlyWon } }),
    );
    act(() => {
      hook.result.current.roll(1);
    });
    act(() => {
      hook.result.current.move("red-4");
    });
    expect(hook.result.current.phase).toBe("over");
    render(<Dice {...hook.result.current.getDiceProps()} />);
    const label = screen.getByRole("button").getAttribute("aria-label");
    expect(label).toBe("The die shows 1. Game over");
    expect(label).not.toMatch(/Not your turn/);
  });

  it("keeps the label of a die used alone, by `disabled`", () => {
    const { rerender } = render(<Dice value={4} disabled />);
    expect(screen.getByRole("button").getAttribute("aria-label")).toBe(
      "The die shows 4. Not your turn to roll",
    );
    rerender(<Dice value={4} disabled status="move" />);
    expect(screen.getByRole("button").getAttribute("aria-label")).toBe(
      "The die shows 4. Move a piece",
    );
    rerender(<Dice value={null} disabled status="waiting" waitingFor="Blue to play" />);
    expect(screen.getByRole("button").getAttribute("aria-label")).toBe("Blue to play");
  });
});
