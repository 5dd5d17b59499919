import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Dice, type DiceProps } from "./Dice.js";
import { locales } from "./i18n/index.js";
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
        setRoll((r) => ({ value: ((r.value ?? 0) % 6) + 1, key: r.key + 1 }));
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
