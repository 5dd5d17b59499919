import { createGame, reduce } from "@flying/engine";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { locales } from "./locales/all.js";
import { Standings } from "./Standings.js";

/** Aeroplane, playing on for places: red and blue one step from home, then both finish. */
const over = (() => {
  let state = createGame({
    variant: "aeroplane",
    colors: ["red", "yellow", "blue"],
    seed: 1,
    position: {
      pieces: {
        "red-1": "Finish_Red",
        "red-2": "Finish_Red",
        "red-3": "Finish_Red",
        "red-4": "Lane_Red_5",
        "blue-1": "Finish_Blue",
        "blue-2": "Finish_Blue",
        "blue-3": "Finish_Blue",
        "blue-4": "Lane_Blue_5",
        "yellow-1": "Track_20",
      },
    },
  });
  state = reduce(state, { type: "roll", value: 1 });
  state = reduce(state, { type: "move", piece: "red-4" });
  state = reduce(state, { type: "roll", value: 3 });
  state = reduce(state, { type: "move", piece: "yellow-1" });
  state = reduce(state, { type: "roll", value: 1 });
  return reduce(state, { type: "move", piece: "blue-4" });
})();

const meta = {
  title: "Components/Standings",
  component: Standings,
  args: { state: over },
  argTypes: {
    state: { control: "object" },
    locale: { control: { type: "select" }, options: Object.keys(locales) },
    className: { control: "text" },
  },
} satisfies Meta<typeof Standings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlacesToTheLastLoser: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem").map((item) => item.textContent);
    await expect(items).toEqual(["1. Red", "2. Blue", "3. Yellow"]);
  },
};

export const Chinese: Story = {
  args: { locale: "zh" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "排名" })).toBeVisible();
  },
};
