import type { DieValue } from "@flying/engine";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Dice, type DiceProps } from "./Dice.js";
import { locales } from "./locales/all.js";
import { themes } from "./theme.js";

/** The die with a roll of its own: each roll shows the next face, and the die tumbles. */
function RollingDice(props: DiceProps) {
  const [roll, setRoll] = useState({ value: props.value, key: 0 });
  return (
    <Dice
      {...props}
      value={roll.value}
      eventKey={roll.key}
      onRoll={() => {
        props.onRoll?.();
        setRoll((r) => ({ value: (((r.value ?? 0) % 6) + 1) as DieValue, key: r.key + 1 }));
      }}
    />
  );
}

/** A renderFace of one's own: the number instead of pips. */
function digitFace(value: number | null) {
  return (
    <svg viewBox="0 0 10 10" aria-hidden="true">
      <text x={5} y={7.5} fontSize={7} textAnchor="middle" fill="currentColor">
        {value ?? "?"}
      </text>
    </svg>
  );
}

const meta = {
  title: "Components/Dice",
  component: Dice,
  args: { value: 4, disabled: false, animation: true, size: "4rem", onRoll: fn() },
  argTypes: {
    value: {
      control: { type: "select" },
      options: [null, 1, 2, 3, 4, 5, 6],
      description: "The face to show, or null before the first roll",
    },
    onRoll: { action: "roll" },
    disabled: { control: "boolean" },
    eventKey: { control: { type: "number", min: 0, step: 1 } },
    animation: { control: "boolean" },
    locale: { control: { type: "select" }, options: Object.keys(locales) },
    theme: {
      control: { type: "select" },
      options: Object.keys(themes),
      mapping: themes,
    },
    renderFace: {
      control: { type: "select" },
      options: ["pips", "digit"],
      mapping: { pips: undefined, digit: digitFace },
    },
    size: { control: "text" },
    className: { control: "text" },
  },
} satisfies Meta<typeof Dice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unrolled: Story = { args: { value: null } };
export const One: Story = { args: { value: 1 } };
export const Two: Story = { args: { value: 2 } };
export const Three: Story = { args: { value: 3 } };
export const Four: Story = { args: { value: 4 } };
export const Five: Story = { args: { value: 5 } };
export const Six: Story = {
  args: { value: 6 },
  play: async ({ canvas, args }) => {
    const die = canvas.getByRole("button", { name: /the die shows 6/i });
    await userEvent.click(die);
    await expect(args.onRoll).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { value: 3, disabled: true },
  play: async ({ canvas, args }) => {
    const die = canvas.getByRole("button", { name: /not your turn/i });
    await expect(die).toBeDisabled();
    await userEvent.click(die);
    await expect(args.onRoll).not.toHaveBeenCalled();
  },
};

/** Space on the focused die rolls it (here each roll shows the next face). */
export const Rolling: Story = {
  args: { value: 1 },
  render: (args) => <RollingDice {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /the die shows 1/i })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onRoll).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole("button", { name: /the die shows 2/i })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(await canvas.findByRole("button", { name: /the die shows 3/i })).toBeVisible();
  },
};

export const CustomFace: Story = { args: { value: 5, size: 56, renderFace: digitFace } };

export const DarkTheme: Story = {
  args: { value: 2, theme: themes.dark },
  globals: { theme: "dark" },
};

export const Chinese: Story = {
  args: { value: 6, locale: "zh" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: new RegExp(locales.zh.ui.roll) }),
    ).toBeVisible();
  },
};

/**
 * A person's move phase: the die is not a button to press now, yet it is not greyed out as
 * when someone else plays: it shows the roll to move by.
 */
export const AwaitingMove: Story = {
  args: { value: 5, disabled: true, status: "move" },
  play: async ({ canvas }) => {
    const die = canvas.getByRole("button", { name: /the die shows 5/i });
    await expect(die).toBeDisabled();
    await expect(getComputedStyle(die).opacity).toBe("1");
  },
};

/** Someone else's turn: dimmed, so it reads as not yours to press. */
export const Waiting: Story = {
  args: { value: 2, disabled: true, status: "waiting" },
  play: async ({ canvas }) => {
    const die = canvas.getByRole("button", { name: /the die shows 2/i });
    await expect(Number(getComputedStyle(die).opacity)).toBeLessThan(1);
  },
};

/** Asked for a tiny die, it is still at least 44 px: large enough to tap. */
export const SmallestTapTarget: Story = {
  args: { value: 3, size: 24 },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("button").getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

/** A cube of six faces, the roll's at the front; a roll turns it over (not under reduced motion). */
export const Cube: Story = {
  args: { value: 1 },
  render: (args) => <RollingDice {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll(".flying-cube-face")).toHaveLength(6);
    await userEvent.click(canvas.getByRole("button"));
    const front = await canvas.findByRole("button", { name: /the die shows 2/i });
    await expect(front.querySelectorAll("[data-front] circle")).toHaveLength(2);
    const cube = front.querySelector(".flying-cube") as Element;
    const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
    await expect(getComputedStyle(cube).animationName === "none").toBe(reduced);
  },
};
