import {
  apply,
  type Color,
  createGame,
  type GameEvent,
  type GameState,
  robots,
  type VariantId,
} from "@flying/engine";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { GameLog } from "./GameLog.js";
import { locales } from "./i18n/index.js";
import { themes } from "./theme.js";

/** The first `actions` actions of a seeded game between classic robots, with who took each. */
function robotSession(variant: VariantId, seed: number, actions: number) {
  let state: GameState = createGame({ variant, seed });
  const log: { events: GameEvent[]; actor: Color }[] = [];
  for (let i = 0; i < actions && !state.over; i++) {
    const result = apply(state, robots.classic.act(state));
    if (!result.ok) throw new Error(result.error.message);
    log.push({ events: result.events, actor: state.turn });
    state = result.state;
  }
  return log;
}

/** The same game's lines as bare events (the log's first shape). */
const robotGame = (variant: VariantId, seed: number, actions: number): GameEvent[][] =>
  robotSession(variant, seed, actions).map((line) => line.events);

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
    // The newest line is scrolled into view in a frame after mounting.
    await waitFor(() =>
      expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 4),
    );
    await expect(log.scrollTop).toBeGreaterThan(0);
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
    await expect(items[0]).toHaveAttribute("value", String(flying.length - 4));
    await expect(items[4]).toHaveAttribute("value", String(flying.length));
  },
};

/** A session's lines, each with the colour that acted. */
export const WithActors: Story = {
  args: {
    entries: robotSession("flying-chess", 11, 60),
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole("log")).getAllByRole("listitem");
    await expect(items).toHaveLength(flying.length);
    await expect(items[0]).toHaveTextContent(/rolled/);
  },
};

export const Empty: Story = { args: { entries: [] } };

export const DarkTheme: Story = { args: { theme: themes.dark }, globals: { theme: "dark" } };

export const Indonesian: Story = { args: { locale: "id" }, globals: { locale: "id" } };
