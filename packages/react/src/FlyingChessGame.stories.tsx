import { createGame, type GameConfig, type GameRecord, toRecord } from "@flying/engine";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FlyingChessBoard } from "./board/FlyingChessBoard.js";
import { Dice } from "./Dice.js";
import { FlyingChessGame } from "./FlyingChessGame.js";
import { locales } from "./locales/all.js";
import { themes } from "./theme.js";
import { useFlyingChess } from "./useFlyingChess.js";

/** A saved game that starts from a position: the way to give <FlyingChessGame> one. */
const fromPosition = (config: GameConfig): GameRecord => toRecord(createGame(config));

const COLORS = ["red", "yellow", "green", "blue", "white", "black"] as const;

/**
 * Rolls with the die button, then moves a piece by keyboard alone (Tab to the
 * piece, Enter), and checks that the move happened: the log grew and the
 * piece's label changed.
 */
async function rollAndMoveByKeyboard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const log = canvas.getByRole("log");
  const logLength = () => within(log).queryAllByRole("listitem").length;
  const before = logLength();

  await userEvent.click(canvas.getByRole("button", { name: /^Roll the die/ }));
  await waitFor(() => expect(logLength()).toBe(before + 1));
  await expect(canvas.getByRole("button", { name: /^The die shows [1-6]/ })).toBeDisabled();

  const isMovablePiece = () =>
    document.activeElement?.matches("[data-piece][role='button']") === true;
  for (let i = 0; i < 20 && !isMovablePiece(); i++) await userEvent.tab();
  const piece = document.activeElement;
  if (!(piece instanceof Element) || !isMovablePiece())
    throw new Error("Tab never reached a piece");
  await expect(piece).toHaveAccessibleName(/can move to/);
  const id = piece.getAttribute("data-piece") ?? "";
  const label = piece.getAttribute("aria-label") ?? "";

  await userEvent.keyboard("{Enter}");
  await waitFor(() => expect(logLength()).toBeGreaterThanOrEqual(before + 2));
  await waitFor(() =>
    expect(canvasElement.querySelector(`[data-piece="${id}"]`)).not.toHaveAttribute(
      "aria-label",
      label,
    ),
  );
}

const meta = {
  title: "Components/FlyingChessGame",
  component: FlyingChessGame,
  args: {
    variant: "flying-chess",
    seed: 1,
    robotPace: 0,
    animation: false,
    keyboardShortcuts: true,
    hints: false,
    showLog: true,
    onAction: fn(),
    onEvents: fn(),
  },
  argTypes: {
    variant: { control: { type: "select" }, options: ["flying-chess", "aeroplane", "chessboard"] },
    colors: { control: { type: "check" }, options: COLORS },
    seed: { control: { type: "number", step: 1 } },
    rules: { control: "object" },
    players: { control: "object" },
    robotPace: { control: { type: "range", min: 0, max: 2000, step: 50 } },
    record: { control: "object" },
    state: { control: "object", description: "Controlled mode: the state, owned elsewhere" },
    onAction: { action: "action" },
    onEvents: { action: "events" },
    locale: { control: { type: "select" }, options: Object.keys(locales) },
    orientation: { control: { type: "select" }, options: [undefined, ...COLORS] },
    animation: {
      control: { type: "select" },
      options: ["on", "off", "slow"],
      mapping: { on: true, off: false, slow: { stepMs: 400 } },
    },
    theme: { control: { type: "select" }, options: Object.keys(themes), mapping: themes },
    keyboardShortcuts: { control: "boolean" },
    hints: { control: "boolean" },
    showLog: { control: "boolean" },
    className: { control: "text" },
    style: { control: "object" },
  },
  parameters: {},
} satisfies Meta<typeof FlyingChessGame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Red (human) has a plane out, so every roll can move; the three robots answer at once. */
export const FlyingChess: Story = {
  args: {
    variant: "flying-chess",
    record: fromPosition({
      variant: "flying-chess",
      seed: 21,
      position: { pieces: { "red-1": "Waypoint_2" } },
    }),
  },
  play: async ({ canvasElement, args }) => {
    await rollAndMoveByKeyboard(canvasElement);
    await expect(args.onAction).toHaveBeenCalledWith({ type: "roll" });
  },
};

export const Aeroplane: Story = {
  args: {
    variant: "aeroplane",
    record: fromPosition({
      variant: "aeroplane",
      seed: 22,
      position: { pieces: { "red-1": "Track_3" } },
    }),
  },
  play: async ({ canvasElement }) => rollAndMoveByKeyboard(canvasElement),
};

/** White (human) against the black robot, from the usual start. */
export const Chessboard: Story = {
  args: { variant: "chessboard", seed: 23 },
  play: async ({ canvasElement }) => rollAndMoveByKeyboard(canvasElement),
};

/** The one-line embedding: `<FlyingChessGame variant="aeroplane" />`, robots at their own pace. */
export const Embedded: Story = {
  args: { variant: "aeroplane", seed: 7, robotPace: 700, animation: true },
};

/** Before the first roll the player may pick another colour (click, or R/Y/G/B). */
export const PickAColour: Story = {
  args: { variant: "flying-chess", seed: 4 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Green/ }));
    await expect(canvas.getByRole("button", { name: /^Green/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/**
 * `hints`: a Hint button that, on the person's move, rings the engine's best move on the
 * board (a thick ring and "!" on the piece, a dashed path, a crosshair on the target) and
 * says it with its win chance. Seed 4's first throw is a 6, so Red has a move at once;
 * the robots play the expert.
 */
export const WithHints: Story = {
  args: {
    variant: "flying-chess",
    seed: 4,
    hints: true,
    robotPace: 600_000,
    players: {
      red: "human",
      yellow: { robot: "expert" },
      green: { robot: "expert" },
      blue: { robot: "expert" },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const hint = canvas.getByRole("button", { name: "Hint" });
    await expect(hint).toBeDisabled();
    await expect(canvas.getByRole("button", { name: /^Yellow Expert robot/ })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /^Roll the die/ }));
    await waitFor(() => expect(hint).toBeEnabled());
    await userEvent.click(hint);
    const said = await canvas.findByText(/^Hint: move Red plane [1-4] to .+ \(win chance \d+%\)$/);
    await expect(said).toHaveAttribute("role", "status");
    const marker = canvasElement.querySelector(".flying-hint[data-hint-piece]");
    await expect(marker).not.toBeNull();
    const piece = marker?.getAttribute("data-hint-piece") ?? "";
    await expect(said).toHaveTextContent(`Red plane ${piece.split("-")[1]}`);
    const target = marker?.getAttribute("data-hint-to") ?? "";
    await expect(canvasElement.querySelector(`[data-hint-target="${target}"]`)).not.toBeNull();
  },
};

export const DarkTheme: Story = {
  args: { variant: "aeroplane", theme: themes.dark },
  globals: { theme: "dark" },
};

export const Chinese: Story = { args: { variant: "aeroplane", locale: "zh" } };

/** The same game built from the parts: the hook, the board and the die. */
function HookBoardDice() {
  const game = useFlyingChess({ variant: "aeroplane", seed: 7, robotPace: 0 });
  return (
    <div style={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", gap: "1rem" }}>
      <FlyingChessBoard {...game.getBoardProps()} animation={false} />
      <Dice {...game.getDiceProps()} />
    </div>
  );
}

export const FromTheParts: Story = {
  render: () => <HookBoardDice />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Roll the die/ }));
    await expect(await canvas.findByRole("button", { name: /The die shows [1-6]/ })).toBeVisible();
  },
};
