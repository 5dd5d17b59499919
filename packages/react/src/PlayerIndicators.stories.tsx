import type { Color } from "@flying/engine";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { locales } from "./locales/all.js";
import { PlayerIndicators, type PlayerIndicatorsProps } from "./PlayerIndicators.js";
import { themes } from "./theme.js";
import type { Player } from "./useFlyingChess.js";

const robot: Player = { robot: "classic" };
const COLORS = ["red", "yellow", "green", "blue", "white", "black"] as const;

/** Indicators whose click really picks the human's colour, as useFlyingChess does. */
function Selectable(props: PlayerIndicatorsProps) {
  const [players, setPlayers] = useState(props.players);
  const select = (color: Color) => {
    props.onSelectColor?.(color);
    setPlayers(Object.fromEntries(props.colors.map((c) => [c, c === color ? "human" : robot])));
  };
  return <PlayerIndicators {...props} players={players} onSelectColor={select} />;
}

const meta = {
  title: "Components/PlayerIndicators",
  component: PlayerIndicators,
  args: {
    colors: ["red", "yellow", "green", "blue"],
    players: { red: "human", yellow: robot, green: robot, blue: robot },
    turn: "red",
    canSelectColor: false,
    onSelectColor: fn(),
  },
  argTypes: {
    colors: { control: { type: "check" }, options: COLORS },
    players: { control: "object" },
    turn: { control: { type: "select" }, options: COLORS },
    canSelectColor: { control: "boolean" },
    onSelectColor: { action: "selectColor" },
    locale: { control: { type: "select" }, options: Object.keys(locales) },
    theme: { control: { type: "select" }, options: Object.keys(themes), mapping: themes },
    className: { control: "text" },
  },
  parameters: {},
} satisfies Meta<typeof PlayerIndicators>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RedToPlay: Story = {
  play: async ({ canvas }) => {
    const red = canvas.getByRole("button", { name: "Red human" });
    await expect(red).toHaveAttribute("aria-current", "true");
    await expect(red).toBeDisabled();
  },
};

export const RobotToPlay: Story = { args: { turn: "green" } };

/** Before the first roll a click on a colour makes it the human's. */
export const PickAColour: Story = {
  args: { canSelectColor: true },
  render: (args) => <Selectable {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Blue Classic robot" }));
    await expect(args.onSelectColor).toHaveBeenCalledWith("blue");
    await expect(canvas.getByRole("button", { name: "Blue human" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByRole("button", { name: "Red Classic robot" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

export const TwoColours: Story = {
  args: {
    colors: ["white", "black"],
    players: { white: "human", black: robot },
    turn: "black",
  },
};

export const AllHuman: Story = {
  args: { players: { red: "human", yellow: "human", green: "human", blue: "human" } },
};

export const DarkTheme: Story = { args: { theme: themes.dark }, globals: { theme: "dark" } };

export const Russian: Story = { args: { locale: "ru" }, globals: { locale: "ru" } };
