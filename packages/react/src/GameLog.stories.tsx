import {
  apply,
  type Color,
  createGame,
  type DieValue,
  type GameEvent,
  type GameState,
  robots,
  type VariantId,
} from "@flying/engine";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { GameLog } from "./GameLog.js";
import { locales } from "./locales/all.js";
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
    // The newest line is in view, the first scrolled out of it (the log is taller than its box).
    const items = within(log).getAllByRole("listitem");
    const box = log.getBoundingClientRect();
    const newest = (items.at(-1) as HTMLElement).getBoundingClientRect();
    const oldest = (items[0] as HTMLElement).getBoundingClientRect();
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await expect(newest.bottom).toBeLessThanOrEqual(box.bottom + 1);
    await expect(newest.top).toBeGreaterThanOrEqual(box.top);
    await expect(oldest.bottom).toBeLessThan(box.top);
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

/** Before the first move: nothing drawn, no empty box (the live region stays, unseen). */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    const log = canvas.getByRole("log");
    await expect(within(log).queryAllByRole("listitem")).toHaveLength(0);
    const box = log.getBoundingClientRect();
    await expect(box.height).toBe(0);
    await expect(getComputedStyle(log).borderTopStyle).toBe("none");
  },
};

/** 150 lines of rolls, for the room the three-digit numbers need. */
const hundredsOfLines: GameEvent[][] = Array.from({ length: 150 }, (_, i) => [
  { type: "rolled", color: "red", value: ((i % 6) + 1) as DieValue },
]);

/**
 * Three-digit numbers drawn whole: "150." once showed as "l50.", cut by the log's edge.
 * The number's width is measured in the log's own font and must fit in the list's start
 * padding, which lies inside the log's box.
 */
export const HundredsOfLines: Story = {
  args: { entries: hundredsOfLines, limit: 60 },
  play: async ({ canvas }) => {
    const log = canvas.getByRole("log");
    const list = within(log).getByRole("list");
    const items = within(log).getAllByRole("listitem");
    await expect(items.at(-1)).toHaveAttribute("value", "150");
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    context.font = getComputedStyle(items.at(-1) as HTMLElement).font;
    // The widest marker shown, "150.", and the marker's gap to its line (a space's width).
    const marker = context.measureText("150. ").width;
    const room = Number.parseFloat(getComputedStyle(list).paddingInlineStart);
    await expect(room).toBeGreaterThanOrEqual(marker);
    await expect(list.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      log.getBoundingClientRect().left,
    );
  },
};

/** The same room in Chinese, whose digits are drawn in another font. */
export const HundredsOfLinesChinese: Story = {
  ...HundredsOfLines,
  args: { ...HundredsOfLines.args, locale: "zh" },
  globals: { locale: "zh" },
};

export const DarkTheme: Story = { args: { theme: themes.dark }, globals: { theme: "dark" } };

export const Indonesian: Story = { args: { locale: "id" }, globals: { locale: "id" } };

const longGame = robotGame("flying-chess", 11, 120);

/** A log that grows by one line per click, as a game's does. */
function GrowingLog() {
  const [count, setCount] = useState(40);
  return (
    <>
      <button type="button" onClick={() => setCount((n) => Math.min(n + 1, longGame.length))}>
        Next action
      </button>
      <GameLog variant="flying-chess" entries={longGame.slice(0, count)} />
    </>
  );
}

const rectOf = (element: Element | undefined) => (element as Element).getBoundingClientRect();

/**
 * The newest line stays in view as lines come, with no script scrolling the log; a reader
 * who scrolled up to read back keeps the lines they were reading.
 */
export const Growing: Story = {
  render: () => <GrowingLog />,
  play: async ({ canvas }) => {
    const log = canvas.getByRole("log");
    const next = canvas.getByRole("button", { name: "Next action" });
    for (let i = 0; i < 20; i++) await userEvent.click(next);
    const items = () => within(log).getAllByRole("listitem");
    await waitFor(() => expect(items()).toHaveLength(60));
    await expect(rectOf(items().at(-1)).bottom).toBeLessThanOrEqual(rectOf(log).bottom + 1);
    await expect(rectOf(items().at(-1)).top).toBeGreaterThanOrEqual(rectOf(log).top);
    // Reading back: the lines in view stay in view while more come.
    log.scrollTop = -(log.scrollHeight - log.clientHeight); // column-reverse: the top is negative
    await waitFor(() => expect(rectOf(items()[0]).top).toBeGreaterThanOrEqual(rectOf(log).top - 1));
    const firstTop = rectOf(items()[0]).top;
    for (let i = 0; i < 5; i++) await userEvent.click(next);
    await waitFor(() => expect(items()).toHaveLength(65));
    await expect(Math.abs(rectOf(items()[0]).top - firstTop)).toBeLessThan(2);
  },
};
