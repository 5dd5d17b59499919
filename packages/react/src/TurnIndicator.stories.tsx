import { createGame } from "@flying/engine";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { locales } from "./locales/all.js";
import { TurnIndicator } from "./TurnIndicator.js";
import { themes } from "./theme.js";
import type { Player } from "./useFlyingChess.js";

const robot: Player = { robot: "classic" };

const meta = {
  title: "Components/TurnIndicator",
  component: TurnIndicator,
  args: {
    state: createGame({ variant: "flying-chess", seed: 1 }),
    players: { red: "human", yellow: robot, green: robot, blue: robot },
  },
  argTypes: {
    state: { control: "object" },
    players: { control: "object" },
    locale: { control: { type: "select" }, options: Object.keys(locales) },
    theme: { control: { type: "select" }, options: Object.keys(themes), mapping: themes },
    className: { control: "text" },
  },
} satisfies Meta<typeof TurnIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HumanToPlay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Red to play")).toBeVisible();
  },
};

export const RobotToPlay: Story = {
  args: {
    state: createGame({ variant: "aeroplane", seed: 1, position: { turn: "yellow", pieces: {} } }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Yellow (Classic robot) is playing")).toBeVisible();
  },
};

export const GameOver: Story = {
  args: {
    state: createGame({
      variant: "flying-chess",
      seed: 1,
      colors: ["red", "green"],
      position: {
        pieces: {
          "green-1": "Finish",
          "green-2": "Finish",
          "green-3": "Finish",
          "green-4": "Finish",
          "red-1": "Waypoint_9",
        },
      },
    }),
    players: { red: "human", green: robot },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Game over/)).toHaveTextContent("Green wins");
  },
};

export const DarkTheme: Story = { args: { theme: themes.dark }, globals: { theme: "dark" } };

export const Italian: Story = { args: { locale: "it" }, globals: { locale: "it" } };
