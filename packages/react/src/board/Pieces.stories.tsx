import { createGame, legalMoves, type PieceId } from "@flying/engine";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { FlyingChessBoard } from "./FlyingChessBoard.js";
import { boardFrame, PlayableBoard, rolled } from "./PlayableBoard.fixture.js";

/** The piece element the pointer finds at the centre of `piece`'s drawing: its hit test. */
function pieceAtCentreOf(root: HTMLElement, piece: PieceId): string | null {
  const element = root.querySelector(`[data-piece="${piece}"]`);
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
  return hit?.closest("[data-piece]")?.getAttribute("data-piece") ?? null;
}

const meta = {
  title: "Components/FlyingChessBoard/Pieces",
  component: FlyingChessBoard,
  args: {
    state: createGame({ variant: "flying-chess", seed: 1 }),
    animation: false,
    keyboardShortcuts: false,
    onMove: fn(),
  },
  parameters: { layout: "centered" },
  decorators: [boardFrame],
} satisfies Meta<typeof FlyingChessBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const fanOfTwo = rolled(
  {
    variant: "flying-chess",
    seed: 3,
    position: {
      turn: "red",
      pieces: { "red-1": "Waypoint_5", "red-2": "Waypoint_5", "red-3": "Waypoint_6" },
    },
  },
  3,
);

/**
 * Two own planes on one square sit side by side (upright here, as the next square is taken),
 * each its own hit target: a tap at a plane's centre moves that plane.
 */
export const FanOfTwo: Story = {
  args: { state: fanOfTwo, movable: legalMoves(fanOfTwo), orientation: "red" },
  play: async ({ canvasElement, args }) => {
    for (const piece of ["red-1", "red-2", "red-3"] as const) {
      await expect(pieceAtCentreOf(canvasElement, piece)).toBe(piece);
    }
    const second = canvasElement.querySelector('[data-piece="red-2"]') as Element;
    await userEvent.click(second);
    await expect(args.onMove).toHaveBeenCalledWith("red-2");
  },
};

const fanOfFour = rolled(
  {
    variant: "flying-chess",
    seed: 3,
    position: {
      turn: "red",
      pieces: {
        "red-1": "Waypoint_9",
        "red-2": "Waypoint_9",
        "red-3": "Waypoint_9",
        "red-4": "Waypoint_9",
      },
    },
  },
  4,
);

/** Four on one square: a two-by-two fan, numbers in reading order, every one its own target. */
export const FanOfFour: Story = {
  args: { state: fanOfFour, movable: legalMoves(fanOfFour) },
  play: async ({ canvasElement }) => {
    for (const piece of ["red-1", "red-2", "red-3", "red-4"] as const) {
      await expect(pieceAtCentreOf(canvasElement, piece)).toBe(piece);
    }
  },
};

const stackOfThree = rolled(
  {
    variant: "aeroplane",
    seed: 2,
    position: {
      turn: "red",
      pieces: { "red-1": "Track_8", "red-2": "Track_8", "red-3": "Track_8", "green-1": "Track_30" },
    },
  },
  2,
);

/** Aeroplane Chess's stack: drawn as one plane with a count badge large enough for a phone. */
export const StackOfThree: Story = {
  args: { state: stackOfThree },
  render: (args) => <PlayableBoard {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const stack = canvas.getByRole("button", { name: /^Red plane 1, square 8/ });
    await expect(stack).toHaveTextContent("×3");
    const badge = canvasElement.querySelector(".flying-stack-badge") as Element;
    const board = canvasElement.querySelector("svg[role=group]") as Element;
    // The badge about a third of a square tall or more: legible wherever the board is.
    const square = board.getBoundingClientRect().width / 15.5;
    await expect(badge.getBoundingClientRect().height).toBeGreaterThan(square * 0.4);
    await userEvent.click(stack);
    await expect(args.onMove).toHaveBeenCalledWith("red-1");
  },
};

const fullPad = rolled(
  {
    variant: "aeroplane",
    seed: 2,
    rules: { stacking: false },
    position: {
      turn: "red",
      pieces: { "red-1": "Pad_Red", "red-2": "Pad_Red", "red-3": "Pad_Red", "red-4": "Pad_Red" },
    },
  },
  3,
);

/** A full launch pad (no stacking): four planes fanned around it, each one tappable. */
export const FullLaunchPad: Story = {
  args: { state: fullPad, movable: legalMoves(fullPad) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[role=button][data-piece]")).toHaveLength(4);
    for (const piece of ["red-1", "red-2", "red-3", "red-4"] as const) {
      await expect(pieceAtCentreOf(canvasElement, piece)).toBe(piece);
    }
  },
};

/** Flying Chess's shared finish with many pieces home: each drawn, each number in sight. */
export const FullFinish: Story = {
  args: {
    state: createGame({
      variant: "flying-chess",
      seed: 1,
      position: {
        turn: "green",
        pieces: {
          "red-1": "Finish",
          "red-2": "Finish",
          "red-3": "Finish",
          "yellow-1": "Finish",
          "yellow-2": "Finish",
          "yellow-3": "Finish",
          "green-1": "Finish",
          "green-4": "Finish",
          "blue-2": "Finish",
          "blue-3": "Finish",
        },
      },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const finished = canvas.getAllByRole("img", { name: /, finish, finished$/ });
    await expect(finished).toHaveLength(10);
    const rects = finished.map((piece) => piece.getBoundingClientRect());
    // No two finished pieces on the same spot, so none hides another's number.
    const spots = new Set(rects.map((r) => `${Math.round(r.x)},${Math.round(r.y)}`));
    await expect(spots.size).toBe(10);
    await expect(canvasElement.querySelector('[data-piece="green-4"]')).toHaveTextContent("4");
  },
};

/** Aeroplane Chess's four finishes with planes home: a small grid on each. */
export const AeroplaneFinishes: Story = {
  args: {
    state: createGame({
      variant: "aeroplane",
      seed: 1,
      position: {
        turn: "blue",
        pieces: {
          "red-1": "Finish_Red",
          "red-2": "Finish_Red",
          "red-4": "Finish_Red",
          "yellow-1": "Finish_Yellow",
          "yellow-3": "Finish_Yellow",
          "green-2": "Finish_Green",
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("img", { name: /finished$/ })).toHaveLength(6);
  },
};

/** Turned for green: the hangar still reads 1 2 / 3 4, top left first, for every colour. */
export const HangarsInReadingOrder: Story = {
  args: { state: createGame({ variant: "aeroplane", seed: 1 }), orientation: "green" },
  play: async ({ canvasElement }) => {
    for (const color of ["red", "yellow", "green", "blue"]) {
      const at = (n: number) =>
        (
          canvasElement.querySelector(`[data-piece="${color}-${n}"]`) as Element
        ).getBoundingClientRect();
      const [one, two, three, four] = [at(1), at(2), at(3), at(4)];
      if (!one || !two || !three || !four) throw new Error("a piece is missing");
      await expect(one.x).toBeLessThan(two.x);
      await expect(Math.abs(one.y - two.y)).toBeLessThan(2);
      await expect(three.y).toBeGreaterThan(one.y);
      await expect(three.x).toBeLessThan(four.x);
    }
  },
};

const beforeMove = rolled(
  {
    variant: "flying-chess",
    seed: 3,
    position: { turn: "red", pieces: { "red-1": "Waypoint_4" } },
  },
  3,
);

/**
 * What can move, and where it goes: the movable plane lifts on a pulsing halo; hovering it
 * marks its target square; once moved, the squares it left and reached stay marked.
 */
export const MovableTargetAndLastMove: Story = {
  args: { state: beforeMove },
  render: (args) => <PlayableBoard {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const piece = canvas.getByRole("button", { name: /^Red plane 1, waypoint 4/ });
    await expect(piece.querySelector(".flying-movable-glow")).not.toBeNull();
    await userEvent.hover(piece);
    await expect(canvasElement.querySelector("[data-preview-target]")).toHaveAttribute(
      "data-preview-target",
      "Waypoint_7",
    );
    await userEvent.click(piece);
    await waitFor(() =>
      expect(canvasElement.querySelector(".flying-last-move")).toHaveAttribute(
        "data-last-to",
        "Waypoint_7",
      ),
    );
    await expect(canvasElement.querySelector(".flying-last-move")).toHaveAttribute(
      "data-last-from",
      "Waypoint_4",
    );
  },
};
