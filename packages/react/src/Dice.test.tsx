// The die: its face, its accessible name, and rolling by click or keyboard.
import type { DieValue } from "@flying/engine";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Dice } from "./Dice.js";
import { FlyingPropError } from "./errors.js";
import { FlyingLocaleProvider } from "./i18n/context.js";
import { en } from "./i18n/en.js";
import { enDice } from "./i18n/en-dice.js";
import { it as italian } from "./i18n/it.js";

const die = () => screen.getByRole("button");
// The cube's front face is the one that shows the roll.
const pips = () => die().querySelectorAll("[data-front] svg circle").length;

describe("face", () => {
  it.each<DieValue>([1, 2, 3, 4, 5, 6])("shows %i pips", (value) => {
    render(<Dice value={value} />);
    expect(pips()).toBe(value);
    expect(die().getAttribute("data-value")).toBe(String(value));
  });

  it("shows a question mark before the first roll", () => {
    render(<Dice value={null} />);
    expect(pips()).toBe(0);
    expect(die().textContent).toBe("?");
  });

  it("follows the value it is given", () => {
    const { rerender } = render(<Dice value={2} />);
    rerender(<Dice value={5} />);
    expect(pips()).toBe(5);
    rerender(<Dice value={null} />);
    expect(pips()).toBe(0);
  });

  it("draws a custom face with renderFace", () => {
    render(<Dice value={3} renderFace={(value) => <span>face {value}</span>} />);
    expect(die().textContent).toBe("face 3");
  });

  it.each([0, 7, 2.5, Number.NaN, "3" as unknown as number])(
    "throws a FlyingPropError naming the value prop for %s",
    (value) => {
      const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        let thrown: unknown;
        try {
          // A value no die shows, as JavaScript may pass: the run-time check's case.
          render(<Dice value={value as unknown as DieValue} />);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(FlyingPropError);
        expect(thrown).toMatchObject({ component: "Dice", prop: "value" });
        expect(String(thrown)).toMatch(/<Dice> prop "value"/);
      } finally {
        spy.mockRestore();
      }
    },
  );
});

describe("accessible name", () => {
  it.each([
    [null, false, "Roll the die"],
    [4, false, "Roll the die. The die shows 4"],
    [4, true, "The die shows 4. Not your turn to roll"],
    [null, true, "Not your turn to roll"],
  ] as const)("is right for value %s, disabled %s", (value, disabled, name) => {
    render(<Dice value={value} disabled={disabled} />);
    expect(screen.getByRole("button", { name })).toBeTruthy();
  });

  it("speaks the locale given", () => {
    render(<Dice value={2} locale="it" />);
    const shows = italian.ui.dieShows.replace("{value}", "2");
    expect(screen.getByRole("button", { name: `${italian.ui.roll}. ${shows}` })).toBeTruthy();
  });

  // The die has its own English words (en-dice.ts), so that used alone it does not bundle
  // the whole pack: they must be the pack's, and a provider's or own locale must still win.
  it("has the English pack's own words", () => {
    for (const [key, words] of Object.entries(enDice.ui)) {
      expect(en.ui[key as keyof typeof enDice.ui]).toBe(words);
    }
    expect(en.sentenceSeparator).toBe(enDice.sentenceSeparator);
  });

  it.each([
    ["a provider's locale", "it", undefined, italian.ui.roll],
    ["its own locale over the provider's", "it", "en", en.ui.roll],
    ["its own pack over the provider's", "en", italian, italian.ui.roll],
  ] as const)("speaks %s", (_, provided, own, roll) => {
    render(
      <FlyingLocaleProvider locale={provided}>
        <Dice value={null} locale={own} />
      </FlyingLocaleProvider>,
    );
    expect(die().getAttribute("aria-label")).toBe(roll);
  });
});

describe("rolling", () => {
  it("rolls on click, Enter and Space", async () => {
    const user = userEvent.setup();
    const onRoll = vi.fn<() => void>();
    render(<Dice value={null} onRoll={onRoll} />);
    await user.click(die());
    expect(onRoll).toHaveBeenCalledTimes(1);
    await user.keyboard("{Enter}");
    expect(onRoll).toHaveBeenCalledTimes(2);
    await user.keyboard(" ");
    expect(onRoll).toHaveBeenCalledTimes(3);
  });

  it("does not roll when disabled", async () => {
    const user = userEvent.setup();
    const onRoll = vi.fn<() => void>();
    render(<Dice value={3} onRoll={onRoll} disabled />);
    expect((die() as HTMLButtonElement).disabled).toBe(true);
    await user.click(die());
    await user.tab();
    await user.keyboard("{Enter} ");
    expect(document.activeElement).not.toBe(die());
    expect(onRoll).not.toHaveBeenCalled();
  });
});
