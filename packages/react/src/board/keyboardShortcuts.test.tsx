// The shortcut keys: by the key's place (event.code), so every layout works, and never in a
// control that owns the key (a text field, a menu); Space in the game is the roll key.
import { createGame, type GameState, getBoard, legalMoves, reduce, VARIANTS } from "@flying/engine";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FlyingChessGame } from "../FlyingChessGame.js";
import { FlyingChessBoard } from "./FlyingChessBoard.js";
import { shortcutKeys } from "./shortcutKeys.js";

/** Seed 4's first throw is a 6. */
const SEED_SIX = 4;
/** Robots that never get to act during a test. */
const FROZEN = 600_000;

/** A board in a custom layout with spies for its callbacks, and other controls beside it. */
function layout(state: GameState = createGame({ seed: 1 })) {
  const onRoll = vi.fn<() => void>();
  const onSelectColor = vi.fn<(color: string) => void>();
  const onMove = vi.fn<(piece: string) => void>();
  const onUndo = vi.fn<() => void>();
  render(
    <div data-flying-game="">
      <FlyingChessBoard
        state={state}
        movable={legalMoves(state)}
        keyboardShortcuts
        onRoll={onRoll}
        onSelectColor={onSelectColor}
        onMove={onMove}
      />
      {/* The die as <Dice> draws it: a button with the face in data-value. */}
      <button type="button" data-value="" onClick={onRoll}>
        Die
      </button>
      <button type="button" onClick={onUndo}>
        Undo
      </button>
      <select aria-label="Language">
        <option>English</option>
        <option>Bahasa Indonesia</option>
      </select>
      <input aria-label="Chat" />
      <div role="listbox" tabIndex={0} aria-label="Level">
        <div role="option" aria-selected="true" tabIndex={-1}>
          Basic
        </div>
      </div>
      <div role="menu" tabIndex={0} aria-label="Actions" />
      <div role="combobox" tabIndex={0} aria-label="Search" aria-expanded="false" />
    </div>,
  );
  return { onRoll, onSelectColor, onMove, onUndo };
}

describe("keys by their place on the keyboard", () => {
  it.each([
    { layout: "Russian", code: "KeyB", key: "и", color: "blue" },
    { layout: "Russian", code: "KeyG", key: "п", color: "green" },
    { layout: "Greek", code: "KeyY", key: "υ", color: "yellow" },
    { layout: "Hebrew", code: "KeyR", key: "ר", color: "red" },
    { layout: "US, shifted", code: "KeyB", key: "B", color: "blue" },
  ])("$layout: code $code typing $key picks $color", ({ code, key, color }) => {
    const { onSelectColor } = layout();
    fireEvent.keyDown(document.body, { code, key });
    expect(onSelectColor.mock.calls).toEqual([[color]]);
  });

  it("reads the key's place, not its letter: a B typed by another key picks nothing", () => {
    const { onSelectColor } = layout();
    fireEvent.keyDown(document.body, { code: "KeyN", key: "b" }); // Dvorak's B
    expect(onSelectColor).not.toHaveBeenCalled();
  });

  it("falls back to the letter when the keyboard gives no code (some on-screen keyboards)", () => {
    const { onSelectColor, onRoll } = layout();
    fireEvent.keyDown(document.body, { code: "", key: "g" });
    fireEvent.keyDown(document.body, { code: "", key: " " });
    expect(onSelectColor.mock.calls).toEqual([["green"]]);
    expect(onRoll).toHaveBeenCalledTimes(1);
  });

  it.each([
    { code: "Digit2", key: "2" },
    { code: "Numpad2", key: "2" },
    { code: "Digit2", key: '"' }, // a French layout's unshifted 2 key
  ])("moves piece 2 with $code typing $key", ({ code, key }) => {
    // Red's pieces 1 and 2 on the track, a 3 rolled: both can move.
    const start = createGame({
      seed: 1,
      position: { pieces: { "red-1": "Waypoint_5", "red-2": "Waypoint_9" } },
    });
    const { onMove } = layout(reduce(start, { type: "roll", value: 3 }));
    fireEvent.keyDown(document.body, { code, key });
    expect(onMove.mock.calls).toEqual([["red-2"]]);
  });

  it("rolls with Space, on any layout", () => {
    const { onRoll } = layout();
    fireEvent.keyDown(document.body, { code: "Space", key: " " });
    expect(onRoll).toHaveBeenCalledTimes(1);
  });
});

describe("keys a focused control owns", () => {
  const controls = [
    { control: "a button", find: () => screen.getByRole("button", { name: "Undo" }) },
    { control: "a select menu", find: () => screen.getByRole("combobox", { name: "Language" }) },
    { control: "a text field", find: () => screen.getByRole("textbox", { name: "Chat" }) },
    { control: "a listbox", find: () => screen.getByRole("listbox", { name: "Level" }) },
    { control: "a menu", find: () => screen.getByRole("menu", { name: "Actions" }) },
    { control: "a combobox", find: () => screen.getByRole("combobox", { name: "Search" }) },
  ];

  it.each(controls)("B, G and 1 on $control pick and move nothing", ({ find }) => {
    const { onSelectColor, onMove } = layout();
    find().focus();
    for (const [code, key] of [
      ["KeyB", "b"],
      ["KeyG", "g"],
      ["Digit1", "1"],
    ] as const)
      fireEvent.keyDown(document.activeElement ?? document.body, { code, key });
    expect(onSelectColor).not.toHaveBeenCalled();
    expect(onMove).not.toHaveBeenCalled();
  });

  // A button of the game rolls with Space (below); the menus and fields keep it.
  it.each(controls.slice(1))("Space on $control does not roll", ({ find }) => {
    const { onRoll } = layout();
    find().focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { code: "Space", key: " " });
    expect(onRoll).not.toHaveBeenCalled();
  });

  it("Space on a focused button of the game rolls, and does not press that button", async () => {
    const user = userEvent.setup();
    const { onRoll, onUndo } = layout();
    screen.getByRole("button", { name: "Undo" }).focus();
    await user.keyboard(" ");
    expect(onRoll).toHaveBeenCalledTimes(1);
    expect(onUndo).not.toHaveBeenCalled();
    await user.keyboard("{Enter}"); // the button keeps Enter
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it("Space on a button outside the game is that button's own", async () => {
    const user = userEvent.setup();
    const { onRoll } = layout();
    const outside = document.createElement("button");
    outside.textContent = "Elsewhere";
    const pressed = vi.fn<() => void>();
    outside.addEventListener("click", pressed);
    document.body.append(outside);
    outside.focus();
    await user.keyboard(" ");
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(onRoll).not.toHaveBeenCalled();
    outside.remove();
  });

  it("a held Space (key repeat) rolls once", () => {
    const { onRoll } = layout();
    fireEvent.keyDown(document.body, { code: "Space", key: " " });
    fireEvent.keyDown(document.body, { code: "Space", key: " ", repeat: true });
    expect(onRoll).toHaveBeenCalledTimes(1);
  });

  it("B on a focused select leaves the colour alone in a whole game", async () => {
    const user = userEvent.setup();
    render(<FlyingChessGame seed={SEED_SIX} robotPace={FROZEN} animation={false} />);
    // A menu inside the game's own container, where the keys are heard.
    const game = screen.getByRole("group", { name: /board/ }).closest("[data-flying-game]");
    const select = document.createElement("select");
    select.setAttribute("aria-label", "Language");
    select.append(new Option("English"), new Option("Bahasa Indonesia"));
    game?.append(select);
    select.focus();
    await user.keyboard("b");
    const blue = screen.getByRole("button", { name: /^Blue / });
    expect(blue.getAttribute("aria-pressed")).toBe("false");
    select.remove();
  });
});

describe("Space on the game's own buttons", () => {
  const logLines = () =>
    within(screen.getByRole("log"))
      .queryAllByRole("listitem")
      .map((li) => li.textContent);

  it("Space on a focused Undo rolls and does not undo", async () => {
    const user = userEvent.setup();
    // Two people: after Red's move it is Yellow's roll, which Space on Undo must make.
    render(
      <FlyingChessGame
        seed={SEED_SIX}
        players={{ red: "human", yellow: "human" }}
        colors={["red", "yellow"]}
        robotPace={FROZEN}
        animation={false}
      />,
    );
    await user.keyboard(" 1");
    expect(logLines()).toHaveLength(2);
    screen.getByRole("button", { name: "Undo" }).focus();
    await user.keyboard(" ");
    expect(logLines()).toHaveLength(3);
    expect(logLines()[2]).toMatch(/^Yellow rolled/);
  });

  it("Space on a focused New game does not start a new game", async () => {
    const user = userEvent.setup();
    render(<FlyingChessGame seed={SEED_SIX} robotPace={FROZEN} animation={false} />);
    await user.keyboard(" ");
    expect(logLines()).toEqual(["Red rolled a 6"]);
    screen.getByRole("button", { name: "New game" }).focus();
    await user.keyboard(" ");
    expect(logLines()).toEqual(["Red rolled a 6"]);
    await user.keyboard("{Enter}");
    expect(logLines()).toEqual([]);
  });

  it("the letter and digit keys still work on the focused die; Space is its own click", () => {
    const { onSelectColor, onRoll } = layout();
    const die = screen.getByRole("button", { name: "Die" });
    die.focus();
    fireEvent.keyDown(die, { code: "KeyB", key: "b" });
    expect(onSelectColor.mock.calls).toEqual([["blue"]]);
    fireEvent.keyDown(die, { code: "Space", key: " " });
    expect(onRoll).not.toHaveBeenCalled(); // the shortcut stays out: the button's click rolls
  });
});

describe("each game's own keys", () => {
  it.each([
    { variant: "flying-chess", keys: ["R", "Y", "G", "B"] },
    { variant: "aeroplane", keys: ["R", "Y", "G", "B"] },
    { variant: "chessboard", keys: ["W", "K"] },
  ] as const)("$variant: $keys", ({ variant, keys }) => {
    expect(shortcutKeys(getBoard(variant).colors)).toEqual(keys);
  });

  it("names a key for every colour of every game, and picks that colour with it", () => {
    for (const variant of VARIANTS) {
      const colors = getBoard(variant).colors;
      const keys = shortcutKeys(colors);
      expect(new Set(keys).size, variant).toBe(colors.length);
    }
    const { onSelectColor } = layout(createGame({ variant: "chessboard", seed: 1 }));
    for (const key of shortcutKeys(["white", "black"]))
      fireEvent.keyDown(document.body, { code: `Key${key}`, key: key.toLowerCase() });
    expect(onSelectColor.mock.calls).toEqual([["white"], ["black"]]);
  });
});
