// Player indicators, turn line, game log, languages and themes.
import {
  type Action,
  apply,
  createGame,
  type GameEvent,
  type GameState,
  getBoard,
  reduce,
  toRecord,
} from "@flying/engine";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { describe, expect, it, vi } from "vitest";
import { FlyingChessBoard } from "./board/FlyingChessBoard.js";
import { Dice } from "./Dice.js";
import { FlyingChessGame } from "./FlyingChessGame.js";
import { GameLog } from "./GameLog.js";
import { FlyingLocaleProvider } from "./i18n/context.js";
import { en } from "./i18n/en.js";
import { id as indonesian } from "./i18n/id.js";
import { it as italian } from "./i18n/it.js";
import { ru } from "./i18n/ru.js";
import type { LocalePack } from "./i18n/types.js";
import { zh } from "./i18n/zh.js";
import { PlayerIndicators } from "./PlayerIndicators.js";
import { Standings } from "./Standings.js";
import { TurnIndicator } from "./TurnIndicator.js";
import { classicTheme, darkTheme, defaultTheme } from "./theme.js";

/** Seed 4's first throw is a 6. */
const SEED_SIX = 4;
const FROZEN = 600_000;

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

function play(state: GameState, ...actions: Action[]) {
  const log: GameEvent[][] = [];
  let current = state;
  for (const action of actions) {
    const result = apply(current, action);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    current = result.state;
    log.push(result.events);
  }
  return { state: current, log };
}

const finishingPosition = createGame({
  seed: 1,
  position: {
    pieces: { "red-1": "Finish", "red-2": "Finish", "red-3": "Finish", "red-4": "Safe_Red_5" },
  },
});

describe("PlayerIndicators", () => {
  const colors = ["red", "yellow", "green", "blue"] as const;
  const players = { red: "human", yellow: { robot: "classic" } } as const;

  it("shows each colour with who plays it and whose turn it is", () => {
    render(<PlayerIndicators colors={colors} players={players} turn="yellow" />);
    const list = screen.getByRole("list", { name: "Pick your colour" });
    const buttons = within(list).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual([
      "Red human",
      "Yellow Classic robot",
      "Green human", // a colour left out of `players` is a human's
      "Blue human",
    ]);
    expect(buttons.map((b) => b.getAttribute("title"))).toEqual([
      "Play as Red",
      "Play as Yellow",
      "Play as Green",
      "Play as Blue",
    ]);
    expect(buttons.map((b) => b.getAttribute("aria-pressed"))).toEqual([
      "true",
      "false",
      "true",
      "true",
    ]);
    expect(buttons.map((b) => b.getAttribute("aria-current"))).toEqual([null, "true", null, null]);
  });

  it("selects a colour on click while selection is allowed", async () => {
    const user = userEvent.setup();
    const onSelectColor = vi.fn<(color: string) => void>();
    const { rerender } = render(
      <PlayerIndicators
        colors={colors}
        players={players}
        turn="red"
        canSelectColor
        onSelectColor={onSelectColor}
      />,
    );
    await user.click(screen.getByRole("button", { name: /^Green/ }));
    expect(onSelectColor).toHaveBeenCalledWith("green");
    rerender(
      <PlayerIndicators
        colors={colors}
        players={players}
        turn="red"
        canSelectColor={false}
        onSelectColor={onSelectColor}
      />,
    );
    const blue = screen.getByRole("button", { name: /^Blue/ }) as HTMLButtonElement;
    expect(blue.disabled).toBe(true);
    await user.click(blue);
    expect(onSelectColor).toHaveBeenCalledTimes(1);
  });

  it("switches the human's colour in a game, and locks it after the first roll", async () => {
    const user = userEvent.setup();
    render(<FlyingChessGame seed={SEED_SIX} robotPace={FROZEN} animation={false} />);
    const indicator = (name: string) =>
      screen.getByRole("button", {
        name: new RegExp(`^${name} (human|Classic robot)$`),
      }) as HTMLButtonElement;
    await user.click(indicator("Blue"));
    expect(indicator("Blue").getAttribute("aria-pressed")).toBe("true");
    expect(indicator("Red").getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByText("Red (Classic robot) is playing")).toBeTruthy();
    await user.click(indicator("Red"));
    expect(screen.getByText("Red to play")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Roll the die" }));
    expect(indicator("Red").disabled).toBe(true);
    expect(indicator("Green").disabled).toBe(true);
    expect(indicator("Red").getAttribute("aria-current")).toBe("true");
  });
});

describe("TurnIndicator", () => {
  it("says whose turn it is, and whether a robot plays it", () => {
    const state = createGame({ seed: 1 });
    const { rerender } = render(<TurnIndicator state={state} />);
    expect(screen.getByText("Red to play")).toBeTruthy();
    const yellow = play(state, { type: "roll", value: 1 }).state;
    rerender(<TurnIndicator state={yellow} players={{ yellow: { robot: "random" } }} />);
    expect(screen.getByText("Yellow (Random robot) is playing")).toBeTruthy();
  });

  it("says who won when the game is over", () => {
    const over = play(
      finishingPosition,
      { type: "roll", value: 1 },
      { type: "move", piece: "red-4" },
    );
    expect(over.state.over).toBe(true);
    render(<TurnIndicator state={over.state} />);
    expect(screen.getByText("Game over: Red wins")).toBeTruthy();
  });
});

describe("Standings", () => {
  it("ranks the finishers by place and the rest by progress, in the chosen language", () => {
    const state = createGame({
      seed: 1,
      rules: { playForPlaces: true },
      colors: ["red", "green", "blue"],
      position: {
        pieces: { "red-1": "Finish", "red-2": "Finish", "red-3": "Finish", "red-4": "Safe_Red_5" },
      },
    });
    const won = reduce(reduce(state, { type: "roll", value: 1 }), { type: "move", piece: "red-4" });
    const { rerender } = render(<Standings state={won} />);
    const rows = () => screen.getAllByRole("listitem").map((item) => item.textContent);
    // The colours still racing are numbered by their rank, with how far they got.
    expect(rows()).toEqual(["1. Red", "2. Green (0 of 4 finished)", "3. Blue (0 of 4 finished)"]);
    rerender(<Standings state={won} locale="zh" />);
    expect(screen.getByRole("region", { name: zh.ui.standings })).toBeTruthy();
    expect(rows()[0]).toBe(fill(zh.ui.place, { place: 1, color: zh.colors.red }));
  });
});

describe("FlyingChessGame at the end", () => {
  it("shows the standings once the game is over, not before", () => {
    const start = createGame({
      seed: 1,
      position: {
        pieces: { "red-1": "Finish", "red-2": "Finish", "red-3": "Finish", "red-4": "Safe_Red_5" },
      },
    });
    render(<FlyingChessGame record={toRecord(start)} animation={false} robotPace={60_000} />);
    expect(screen.queryByRole("region", { name: en.ui.standings })).toBeNull();
    cleanup();
    const won = reduce(reduce(start, { type: "roll", value: 1 }), { type: "move", piece: "red-4" });
    render(<FlyingChessGame record={toRecord(won)} animation={false} />);
    const region = screen.getByRole("region", { name: en.ui.standings });
    expect(within(region).getAllByRole("listitem")[0]?.textContent).toBe("1. Red");
  });
});

describe("FlyingChessGame in controlled mode", () => {
  it("offers no undo, redo, new game nor play again: the game is the owner's", () => {
    const start = createGame({
      seed: 1,
      position: {
        pieces: { "red-1": "Finish", "red-2": "Finish", "red-3": "Finish", "red-4": "Safe_Red_5" },
      },
    });
    const onAction = vi.fn();
    const { rerender } = render(
      <FlyingChessGame state={start} onAction={onAction} animation={false} hints />,
    );
    for (const name of [en.ui.undo, en.ui.redo, en.ui.newGame])
      expect(screen.queryByRole("button", { name })).toBeNull();
    // The hint is worked out here from the state shown: it stays.
    expect(screen.getByRole("button", { name: en.ui.hint })).toBeTruthy();
    const won = reduce(reduce(start, { type: "roll", value: 1 }), { type: "move", piece: "red-4" });
    rerender(<FlyingChessGame state={won} onAction={onAction} animation={false} />);
    expect(screen.getByRole("region", { name: en.ui.standings })).toBeTruthy();
    expect(screen.queryByRole("button", { name: en.ui.playAgain })).toBeNull();
    // Without hints nothing is left of the row of buttons.
    expect(document.querySelector(".flying-controls")).toBeNull();
    expect(onAction).not.toHaveBeenCalled();
  });

  it("offers them all with a game of its own", () => {
    const start = createGame({
      seed: 1,
      position: {
        pieces: { "red-1": "Finish", "red-2": "Finish", "red-3": "Finish", "red-4": "Safe_Red_5" },
      },
    });
    const won = reduce(reduce(start, { type: "roll", value: 1 }), { type: "move", piece: "red-4" });
    render(<FlyingChessGame record={toRecord(won)} animation={false} />);
    for (const name of [en.ui.undo, en.ui.redo, en.ui.newGame, en.ui.playAgain])
      expect(screen.getByRole("button", { name })).toBeTruthy();
  });
});

describe("GameLog", () => {
  const { log } = play(
    createGame({ seed: 1, position: { pieces: { "red-1": "Waypoint_5" } } }),
    { type: "roll", value: 3 },
    { type: "move", piece: "red-1" },
    { type: "roll", value: 2 },
  );

  it("tells one line per action, oldest first", () => {
    render(<GameLog variant="flying-chess" entries={log} />);
    const list = screen.getByRole("log", { name: "Game log" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Red rolled a 3",
      "Red plane 1 moved to waypoint 8. Yellow to play",
      "Yellow rolled a 2. Yellow cannot move; Green to play",
    ]);
  });

  it("shows only the latest `limit` lines, numbered from where they start", () => {
    render(<GameLog variant="flying-chess" entries={log} limit={2} />);
    const list = screen.getByRole("log");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.textContent?.slice(0, 10))).toEqual(["Red plane ", "Yellow rol"]);
    expect(within(list).getByRole("list").getAttribute("start")).toBe("2");
  });

  it("names chessboard pieces and squares", () => {
    const chess = play(
      createGame({ variant: "chessboard", seed: 1 }),
      { type: "roll", value: 2 },
      { type: "move", piece: "white-1" },
    );
    render(<GameLog variant="chessboard" entries={chess.log} />);
    expect(screen.getAllByRole("listitem")[1]?.textContent).toBe(
      "White piece 1 moved to c1. Black to play",
    );
  });
});

describe("languages", () => {
  const strings = (pack: LocalePack) => ({
    board: fill(pack.ui.board, { variant: pack.variants["flying-chess"] }),
    turn: fill(pack.ui.turn, { color: pack.colors.red }),
    roll: pack.ui.roll,
    red: `${pack.colors.red} ${pack.ui.human}`,
  });

  function expectStrings(pack: LocalePack) {
    const s = strings(pack);
    expect(screen.getByRole("group", { name: s.board })).toBeTruthy();
    expect(screen.getByText(s.turn)).toBeTruthy();
    expect(screen.getByRole("button", { name: s.roll })).toBeTruthy();
    expect(screen.getByRole("button", { name: s.red })).toBeTruthy();
  }

  it.each([
    ["zh", zh],
    ["it", italian],
    ["ru", ru],
    ["id", indonesian],
  ] as const)("speaks %s through FlyingLocaleProvider", (code, pack) => {
    const { container } = render(
      <FlyingLocaleProvider locale={code}>
        <FlyingChessGame seed={1} robotPace={FROZEN} animation={false} />
      </FlyingLocaleProvider>,
    );
    expectStrings(pack);
    expect(container.firstElementChild?.getAttribute("lang")).toBe(code);
    expect(screen.queryByText("Red to play")).toBeNull();
  });

  it("changes language when the provider's locale changes", () => {
    const game = <FlyingChessGame seed={1} robotPace={FROZEN} animation={false} />;
    const { rerender } = render(<FlyingLocaleProvider locale="zh">{game}</FlyingLocaleProvider>);
    expectStrings(zh);
    rerender(<FlyingLocaleProvider locale="ru">{game}</FlyingLocaleProvider>);
    expectStrings(ru);
    expect(screen.queryByText(strings(zh).turn)).toBeNull();
  });

  it("lets a component's locale prop win over the provider", () => {
    const { rerender } = render(
      <FlyingLocaleProvider locale="zh">
        <FlyingChessGame seed={1} robotPace={FROZEN} animation={false} locale="id" />
      </FlyingLocaleProvider>,
    );
    expectStrings(indonesian);
    rerender(
      <FlyingLocaleProvider locale="zh">
        <FlyingChessGame seed={1} robotPace={FROZEN} animation={false} locale="it" />
      </FlyingLocaleProvider>,
    );
    expectStrings(italian);
  });

  it("tells the log and piece labels in the chosen language", async () => {
    const user = userEvent.setup();
    render(<FlyingChessGame seed={SEED_SIX} robotPace={FROZEN} animation={false} locale="zh" />);
    await user.click(screen.getByRole("button", { name: zh.ui.roll }));
    const name = fill(zh.pieceName, {
      color: zh.colors.red,
      n: 1,
      piece: zh.pieces["flying-chess"],
    });
    await user.click(screen.getByRole("button", { name: new RegExp(`^${name}`) }));
    const lines = within(screen.getByRole("log", { name: zh.ui.log })).getAllByRole("listitem");
    expect(lines[0]?.textContent).toBe(fill(zh.events.rolled, { color: zh.colors.red, value: 6 }));
    const where = fill(zh.nodes.waypoint, { n: 0 });
    expect(lines[1]?.textContent).toMatch(fill(zh.events.tookOff, { piece: name, to: where }));
    const progress = fill(zh.stepsToFinish.other, { count: 60 });
    expect(screen.getByRole("img", { name: `${name}，${where}，${progress}` })).toBeTruthy();
  });

  it("takes a pack of one's own", () => {
    const pirate: LocalePack = { ...en, code: "en", ui: { ...en.ui, roll: "Throw the bones" } };
    render(<Dice value={null} locale={pirate} />);
    expect(screen.getByRole("button", { name: "Throw the bones" })).toBeTruthy();
  });
});

describe("themes", () => {
  const background = (container: HTMLElement) =>
    container.querySelector("svg > rect")?.getAttribute("fill");
  const redFill = (container: HTMLElement) =>
    container.querySelector('[data-piece="red-1"] .flying-piece-body')?.getAttribute("fill");

  it("uses the default theme without a provider", () => {
    const { container } = render(<FlyingChessBoard state={createGame({ seed: 1 })} />);
    expect(background(container)).toBe(defaultTheme.board.background);
  });

  it("reads the flying key of a styled-components ThemeProvider", () => {
    const { container } = render(
      <ThemeProvider theme={{ flying: darkTheme }}>
        <FlyingChessBoard state={createGame({ seed: 1 })} />
        <Dice value={2} />
      </ThemeProvider>,
    );
    expect(background(container)).toBe(darkTheme.board.background);
    expect(background(container)).not.toBe(defaultTheme.board.background);
    const pip = screen.getByRole("button").querySelector("circle");
    expect(pip?.getAttribute("fill")).toBe(darkTheme.board.text);
  });

  it("lets a component's theme prop win over the provider", () => {
    const { container } = render(
      <ThemeProvider theme={{ flying: darkTheme }}>
        <FlyingChessBoard state={createGame({ seed: 1 })} theme={classicTheme} />
      </ThemeProvider>,
    );
    expect(redFill(container)).toBe(classicTheme.players.red.fill);
    expect(classicTheme.players.red.fill).not.toBe(darkTheme.players.red.fill);
  });

  it("themes a whole game from the provider", () => {
    const { container } = render(
      <ThemeProvider theme={{ flying: darkTheme }}>
        <FlyingChessGame seed={1} robotPace={FROZEN} animation={false} />
      </ThemeProvider>,
    );
    expect(background(container)).toBe(darkTheme.board.background);
    const board = getBoard("flying-chess");
    expect(container.querySelectorAll("title")).toHaveLength(board.nodes.length);
  });
});
