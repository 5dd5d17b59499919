import {
  apply,
  type Color,
  createGame,
  type GameConfig,
  getBoard,
  legalMoves,
  toRecord,
} from "@flying/engine";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FlyingChessBoard } from "./board/FlyingChessBoard.js";
import { FlyingChessGame } from "./FlyingChessGame.js";
import { GameOver } from "./GameOver.js";

const home = (color: Color) =>
  Object.fromEntries([1, 2, 3, 4].map((n) => [`${color}-${n}`, "Finish"]));

const redWon = createGame({
  variant: "flying-chess",
  seed: 1,
  position: {
    turn: "yellow",
    pieces: { ...home("red"), "yellow-1": "Safe_Yellow_4", "green-1": "Waypoint_40" },
  },
});

const placesPlayed = createGame({
  variant: "flying-chess",
  seed: 1,
  rules: { playForPlaces: true },
  position: {
    turn: "blue",
    pieces: { ...home("red"), ...home("yellow"), ...home("green"), "blue-1": "Waypoint_3" },
  },
});

/**
 * A game one move from the end: red's planes 1-3 are home and plane 4 stands exactly as far
 * from the finish as the seed's first roll, so rolling and moving it wins the game.
 */
function oneMoveFromWinning(): GameConfig {
  const path = getBoard("flying-chess").paths.red ?? [];
  const probe = apply(createGame({ variant: "flying-chess", seed: 1 }), { type: "roll" });
  const rolled = probe.ok ? probe.events.find((event) => event.type === "rolled") : undefined;
  const value = rolled?.type === "rolled" ? rolled.value : 1;
  const config: GameConfig = {
    variant: "flying-chess",
    seed: 1,
    position: {
      turn: "red",
      pieces: {
        "red-1": "Finish",
        "red-2": "Finish",
        "red-3": "Finish",
        "red-4": path[path.length - 1 - value] ?? "Waypoint_0",
        "yellow-1": "Waypoint_20",
      },
    },
  };
  const check = apply(createGame(config), { type: "roll" });
  if (!check.ok || !legalMoves(check.state).some((move) => move.to === "Finish")) {
    throw new Error("the story's position does not win with the seed's roll");
  }
  return config;
}

const meta = {
  title: "Components/GameOver",
  component: GameOver,
  args: { state: redWon, onPlayAgain: fn(), autoFocus: false },
  parameters: { layout: "centered" },
  decorators: [
    (Story, { args }) => (
      <div style={{ position: "relative", width: "min(36rem, 92vw)" }}>
        <FlyingChessBoard state={args.state} animation={false} />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameOver>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The winner named in their colour and mark, over the final board, with "Play again". */
export const Winner: Story = {
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole("region", { name: "Red wins" });
    await expect(panel).toHaveAttribute("data-winner", "red");
    await userEvent.click(within(panel).getByRole("button", { name: "Play again" }));
    await expect(args.onPlayAgain).toHaveBeenCalledTimes(1);
  },
};

/** Played on for places: every place is listed under the winner. */
export const Places: Story = {
  args: { state: placesPlayed },
  play: async ({ canvas }) => {
    const places = canvas.getByRole("list", { name: "Standings" });
    await expect(
      within(places)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["1. Red", "2. Yellow", "3. Green", "Blue"]);
  },
};

/** "Show the board" folds the panel to a bar, so the final position can be looked at. */
export const Folded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show the board" }));
    await expect(canvas.queryByRole("button", { name: "Show the board" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Play again" })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Russian: Story = { args: { locale: "ru" }, globals: { locale: "ru" } };

/**
 * The whole game: red rolls and brings its last plane home; the game-over panel names red
 * (and the player list highlights red, not the last to move), takes the focus on "Play
 * again", and a new game starts from it.
 */
export const InAGame: Story = {
  decorators: [(Story) => <Story />],
  parameters: { layout: "fullscreen" },
  render: () => (
    <FlyingChessGame
      record={toRecord(createGame(oneMoveFromWinning()))}
      robotPace={0}
      animation={false}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Roll the die/ }));
    await userEvent.click(
      await canvas.findByRole("button", { name: /^Red plane 4.*Finish|^Red plane 4.*finish/ }),
    );
    const panel = await canvas.findByRole("region", { name: "Red wins" });
    const again = within(panel).getByRole("button", { name: "Play again" });
    await waitFor(() => expect(again).toHaveFocus());
    await expect(canvas.getByRole("button", { name: /^Red/, current: true })).toBeVisible();
    await userEvent.click(again);
    await waitFor(() => expect(canvas.queryByRole("region", { name: "Red wins" })).toBeNull());
    await expect(canvas.getByRole("button", { name: /^Roll the die/ })).toBeEnabled();
  },
};
