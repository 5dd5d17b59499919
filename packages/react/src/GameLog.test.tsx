// The game log renders each line once, numbers it by its place in the game, and follows the
// newest line without laying the page out on every action.
import {
  type Action,
  apply,
  createGame,
  type DieValue,
  type GameEvent,
  type GameState,
} from "@flying/engine";
import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GameLog, type LogLine } from "./GameLog.js";
import * as format from "./i18n/format.js";

// Every line is told by narrate, once per event each time the line renders.
vi.mock("./i18n/format.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./i18n/format.js")>();
  return { ...actual, narrate: vi.fn(actual.narrate) };
});
const narrate = vi.mocked(format.narrate);
beforeEach(() => {
  narrate.mockClear();
});

function play(state: GameState, ...actions: Action[]): GameEvent[][] {
  const log: GameEvent[][] = [];
  let current = state;
  for (const action of actions) {
    const result = apply(current, action);
    if (!result.ok) throw new Error(result.error.message);
    log.push(result.events);
    current = result.state;
  }
  return log;
}

const log = play(
  createGame({ seed: 1, position: { pieces: { "red-1": "Waypoint_5" } } }),
  { type: "roll", value: 3 },
  { type: "move", piece: "red-1" },
  { type: "roll", value: 2 },
);
const eventCount = (lines: readonly (readonly GameEvent[])[]) =>
  lines.reduce((sum, line) => sum + line.length, 0);

/** A long game: line n is "Red rolled a …" with a value that tells the lines apart. */
const rolls = (count: number): GameEvent[][] =>
  Array.from({ length: count }, (_, i) => [
    { type: "rolled", color: "red", value: ((i % 6) + 1) as DieValue } satisfies GameEvent,
  ]);

const items = () => within(screen.getByRole("log")).getAllByRole("listitem");
const numbers = () => items().map((li) => li.getAttribute("value"));

describe("each line rendered once", () => {
  it("tells a new line without telling the old ones again", () => {
    const { rerender } = render(<GameLog variant="flying-chess" entries={log.slice(0, 2)} />);
    expect(narrate).toHaveBeenCalledTimes(eventCount(log.slice(0, 2)));
    const before = items();
    narrate.mockClear();
    rerender(<GameLog variant="flying-chess" entries={log} />);
    expect(narrate).toHaveBeenCalledTimes(eventCount(log.slice(2)));
    expect(items().slice(0, 2)).toEqual(before); // the same elements, untouched
    expect(items()[2]?.textContent).toBe("Yellow rolled a 2. Yellow cannot move; Green to play");
  });

  it("re-tells nothing when the log re-renders unchanged", () => {
    const { rerender } = render(<GameLog variant="flying-chess" entries={log} />);
    narrate.mockClear();
    rerender(<GameLog variant="flying-chess" entries={log} className="again" />);
    expect(narrate).not.toHaveBeenCalled();
  });

  it("tells the lines again in a new language", () => {
    const { rerender } = render(<GameLog variant="flying-chess" entries={log} />);
    narrate.mockClear();
    rerender(<GameLog variant="flying-chess" entries={log} locale="it" />);
    expect(narrate).toHaveBeenCalledTimes(eventCount(log));
  });
});

describe("numbering", () => {
  it("numbers lines by their place in the game, past the limit too", () => {
    // A limit of 20 behaves as the default 200 does, in a tenth of the time.
    const long = rolls(25);
    const { rerender } = render(<GameLog variant="flying-chess" entries={long} limit={20} />);
    expect(items()).toHaveLength(20);
    expect(numbers()[0]).toBe("6");
    expect(numbers().at(-1)).toBe("25");
    narrate.mockClear();
    const longer = [...long, [{ type: "rolled", color: "blue", value: 6 } satisfies GameEvent]];
    rerender(<GameLog variant="flying-chess" entries={longer} limit={20} />);
    expect(items()).toHaveLength(20);
    expect(numbers()[0]).toBe("7");
    expect(numbers().at(-1)).toBe("26");
    expect(items().at(-1)?.textContent).toBe("Blue rolled a 6");
    // Line 7 is still the 7th roll (a 1), and no line still shown was told again.
    expect(items()[0]?.textContent).toBe("Red rolled a 1");
    expect(narrate).toHaveBeenCalledTimes(1);
  });

  it("keeps the default window of 200 lines", () => {
    render(<GameLog variant="flying-chess" entries={rolls(201)} />);
    expect(items()).toHaveLength(200);
    expect(numbers()[0]).toBe("2");
  });

  it("numbers every line 1, 2, 3… under the limit", () => {
    render(<GameLog variant="flying-chess" entries={log} />);
    expect(numbers()).toEqual(["1", "2", "3"]);
  });
});

describe("line shapes", () => {
  it("takes lines with their actor, alongside bare ones, and tells them alike", () => {
    const lines: LogLine[] = [
      log[0] as GameEvent[],
      { events: log[1] as GameEvent[], actor: "red" },
      { events: log[2] as GameEvent[] },
    ];
    render(<GameLog variant="flying-chess" entries={lines} />);
    expect(items().map((li) => li.textContent)).toEqual([
      "Red rolled a 3",
      "Red plane 1 moved to waypoint 8. Yellow to play",
      "Yellow rolled a 2. Yellow cannot move; Green to play",
    ]);
  });
});

describe("following the newest line", () => {
  it("is left to the browser: a column-reverse scroller that starts at its bottom", () => {
    // jsdom lays nothing out; the GameLog stories check in Chromium that the newest line is seen.
    render(<GameLog variant="flying-chess" entries={log} />);
    const box = screen.getByRole("log");
    const style = getComputedStyle(box);
    expect(style.display).toBe("flex");
    expect(style.flexDirection).toBe("column-reverse");
    expect(style.overflowY).toBe("auto");
  });
});

describe("room for the numbers", () => {
  it.each([
    { lines: 9, digits: "1" },
    { lines: 99, digits: "2" },
    { lines: 150, digits: "3" },
    { lines: 1000, digits: "4" },
  ])("gives $lines lines room for $digits digits", ({ lines, digits }) => {
    // jsdom lays nothing out: the width the numbers get is checked in the GameLog stories.
    render(<GameLog variant="flying-chess" entries={rolls(lines)} limit={20} />);
    const list = within(screen.getByRole("log")).getByRole("list");
    expect(list.style.getPropertyValue("--flying-log-digits")).toBe(digits);
    expect(numbers().at(-1)).toBe(String(lines));
  });
});

describe("an empty log", () => {
  it("draws nothing: no list, no box, but keeps its place for the first line", () => {
    const { rerender } = render(<GameLog variant="flying-chess" entries={[]} announce />);
    const box = screen.getByRole("log");
    expect(within(box).queryByRole("list")).toBeNull();
    expect(box.textContent).toBe("");
    const style = getComputedStyle(box);
    expect(style.borderStyle === "none" || style.borderStyle === "").toBe(true);
    expect(style.paddingTop === "0" || style.paddingTop === "0px").toBe(true);
    expect(box.hasAttribute("data-empty")).toBe(true);
    rerender(<GameLog variant="flying-chess" entries={log.slice(0, 1)} announce />);
    expect(screen.getByRole("log")).toBe(box); // the same live region, now with its first line
    expect(items().map((li) => li.textContent)).toEqual(["Red rolled a 3"]);
    expect(box.hasAttribute("data-empty")).toBe(false);
    expect(getComputedStyle(box).borderStyle).not.toBe("none");
  });
});

describe("sentences joined as the language joins them", () => {
  it.each([
    { locale: "en", line: "Red plane 1 moved to waypoint 8. Yellow to play" },
    { locale: "zh", line: "红方1号飞机走到第8格。轮到黄方" },
    { locale: "ru", line: /\. / },
  ] as const)("$locale", ({ locale, line }) => {
    render(<GameLog variant="flying-chess" entries={log.slice(0, 2)} locale={locale} />);
    const text = items()[1]?.textContent ?? "";
    if (typeof line === "string") expect(text).toBe(line);
    else expect(text).toMatch(line);
    if (locale === "zh") expect(text).not.toContain(". ");
  });
});
