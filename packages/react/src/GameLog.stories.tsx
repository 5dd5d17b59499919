import {
  apply,
  createGame,
  type GameEvent,
  type GameState,
  robots,
  type VariantId,
} from "@flying/engine";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { GameLog } from "./GameLog.js";
import { locales } from "./i18n/index.js";
import { themes } from "./theme.js";

/** The events of the first `actions` actions of a seeded game between classic robots. */
function robotGame(variant: VariantId, seed: number, actions: number): GameEvent[][] {
  let state: GameState = createGame({ variant, seed });
  const log: GameEvent[][] = [];
  for (let i = 0; i < actions && !state.over; i++) {
    const result = apply(state, robots.classic.act(state));
    if (!result.ok) throw new Error(result.error.message);
    log.push(result.events);
    state = result.state;
  }
  return log;
}

const flying = robotGame("flying-chess", 11, 60);

const meta = {
  title: "Components/GameLog",
  component: GameLog,
  args: { variant: "flying-chess", entries: flying, limit: 200 },
  argTypes: {
    variant: { control: { type: "select" }, options: ["flying-chess", "aeroplane", "chessboard"] },
    entries: { control: "object" },
    limit: { control: { type: "number", min: 1, step: 1 } },
    locale: { control: { type: "select" }, options: Object.keys(locales) },
    theme: { control: { type: "select" }, options: Object.keys(themes), mapping: themes },
    className: { control: "text" },
  },
  parameters: {
    layout: "padded",
  },
} satisfies Meta<typeof GameLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FlyingChess: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole("log", { name: "Game log" });
    await expect(within(log).getAllByRole("listitem")).toHaveLength(flying.length);
  },
};

export const Aeroplane: Story = {
  args: { variant: "aeroplane", entries: robotGame("aeroplane", 12, 40) },
};

export const Chessboard: Story = {
  args: { variant: "chessboard", entries: robotGame("chessboard", 13, 40) },
};

/** Only the latest five actions, numbered from where they are in the game. */
export const Limited: Story = {
  args: { limit: 5 },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole("log")).getAllByRole("listitem");
    await expect(items).toHaveLength(5);
    await expect(within(canvas.getByRole("log")).getByRole("list")).toHaveAttribute(
      "start",
      String(flying.length - 4),
    );
  },
};

export const Empty: Story = { args: { entries: [] } };

export const DarkTheme: Story = { args: { theme: themes.dark }, globals: { theme: "dark" } };

export const Indonesian: Story = { args: { locale: "id" }, globals: { locale: "id" } };
