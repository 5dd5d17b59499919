// The headless hook: players, actions through the engine, robots on a timer,
// undo and redo, records, controlled mode, narration and the prop getters.
import {
  type Action,
  apply,
  createGame,
  fromRecord,
  type GameEvent,
  type GameState,
  getBoard,
  legalMoves,
  type NodeId,
  type PieceId,
  type Session,
  toRecord,
} from "@flying/engine";
import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { en } from "./i18n/en.js";
import type { LocalePack } from "./i18n/types.js";
import { zh } from "./i18n/zh.js";
import { DEFAULT_ROBOT_PACE } from "./session/timing.js";
import { controlled } from "./test-utils.js";
import {
  type UseFlyingChessOptions,
  type UseFlyingChessResult,
  useFlyingChess,
} from "./useFlyingChess.js";

/** Seed 4's first throw is a 6; seed 1's is a 4 (checked where it matters). */
const SEED_SIX = 4;
const SEED_FOUR = 1;

/** Fills `{name}` placeholders, independently of the package's own `format`. */
const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

type Result = { current: UseFlyingChessResult };

const eventsOf = (log: UseFlyingChessResult["log"]) => log.map((entry) => entry.events);

function setup(options: UseFlyingChessOptions = {}) {
  return renderHook(() => useFlyingChess(options));
}

function step(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Lets the robots play, one pace step at a time, until it is red's (the human's) turn again. */
function playRobots(result: Result, pace: number) {
  for (let i = 0; i < 200 && result.current.currentPlayer !== "red"; i++) step(pace);
  expect(result.current.currentPlayer).toBe("red");
}

/** A red piece's own path, from docs/RULES.md §1: Waypoint_0 … 54, Safe_Red_1 … 5, Finish. */
function redPathIndex(node: NodeId): number {
  return getBoard("flying-chess").paths.red?.indexOf(node) ?? -1;
}

/** A piece drawn by the prop getter, with the history to watch and a button to roll a 3. */
function PieceHarness({ options, piece }: { options: UseFlyingChessOptions; piece: PieceId }) {
  const game = useFlyingChess(options);
  return (
    <>
      <div data-testid="piece" {...game.getPieceProps(piece)} />
      <output data-testid="history">{game.state.history}</output>
      <button type="button" onClick={() => game.roll(3)}>
        roll 3
      </button>
    </>
  );
}

describe("players", () => {
  it("makes the first colour human and the others classic robots by default", () => {
    const { result } = setup({ seed: 1 });
    expect(result.current.players).toEqual({
      red: "human",
      yellow: { robot: "classic" },
      green: { robot: "classic" },
      blue: { robot: "classic" },
    });
    expect(result.current.humans).toEqual(["red"]);
    expect(result.current.isHumanTurn).toBe(true);
  });

  it("takes the first colour in play as the human's when colours are chosen", () => {
    const { result } = setup({ seed: 1, colors: ["blue", "green"] });
    expect(result.current.humans).toEqual(["green"]);
    expect(result.current.players.blue).toEqual({ robot: "classic" });
    expect(result.current.currentPlayer).toBe("green");
  });

  it("merges explicit players over the defaults", () => {
    const { result } = setup({
      seed: 1,
      players: { red: { robot: "random" }, yellow: "human", blue: "human" },
    });
    expect(result.current.players).toEqual({
      red: { robot: "random" },
      yellow: "human",
      green: { robot: "classic" },
      blue: "human",
    });
    expect(result.current.humans).toEqual(["yellow", "blue"]);
    expect(result.current.isHumanTurn).toBe(false);
  });

  it("plays the chessboard race as white against a black robot", () => {
    const { result } = setup({ variant: "chessboard", seed: 1 });
    expect(result.current.players).toEqual({ white: "human", black: { robot: "classic" } });
    expect(result.current.board.variant).toBe("chessboard");
  });
});

describe("roll and move", () => {
  it("rolls the game's own die and moves through the engine", () => {
    const { result } = setup({ seed: SEED_SIX });
    const expected = apply(createGame({ seed: SEED_SIX }), { type: "roll" });
    if (!expected.ok) throw new Error("the engine refused a roll");
    let ok = false;
    act(() => {
      ok = result.current.roll();
    });
    expect(ok).toBe(true);
    expect(result.current.state).toEqual(expected.state);
    expect(result.current.state.roll).toBe(6);
    expect(result.current.phase).toBe("move");
    expect(result.current.events).toEqual(expected.events);
    expect(result.current.eventKey).toBe(1);
    expect(result.current.legalMoves.map((m) => m.piece)).toEqual([
      "red-1",
      "red-2",
      "red-3",
      "red-4",
    ]);

    act(() => {
      ok = result.current.move("red-2");
    });
    expect(ok).toBe(true);
    expect(result.current.events[0]).toEqual({
      type: "tookOff",
      piece: "red-2",
      from: "Home_Red_2",
      to: "Waypoint_0",
    });
    expect(result.current.currentPlayer).toBe("yellow");
    expect(result.current.isHumanTurn).toBe(false);
    expect(result.current.eventKey).toBe(2);
    expect(result.current.log).toHaveLength(2);
    expect(result.current.record.actions).toEqual([
      { type: "roll", value: 6 },
      { type: "move", piece: "red-2" },
    ]);
  });

  it("rolls a given value as a die thrown outside the game", () => {
    const { result } = setup({ seed: SEED_FOUR });
    act(() => {
      result.current.roll(6);
    });
    expect(result.current.state.roll).toBe(6);
    expect(result.current.record.actions).toEqual([{ type: "roll", value: 6, given: true }]);
  });

  it.each<[string, (game: UseFlyingChessResult) => boolean, string]>([
    ["a move before the roll", (g) => g.move("red-1"), "ROLL_FIRST"],
    // @ts-expect-error no die shows 7: the hook's run-time check refuses it as well
    ["a die of 7", (g) => g.roll(7), "INVALID_DIE"],
    [
      "an unknown action",
      (g) => g.dispatch({ type: "jump" } as unknown as Action),
      "INVALID_ACTION",
    ],
  ])("refuses %s with the engine's code and keeps the state", (_, act1, code) => {
    const { result } = setup({ seed: SEED_SIX });
    const before = result.current.state;
    let ok = true;
    act(() => {
      ok = act1(result.current);
    });
    expect(ok).toBe(false);
    expect(result.current.error?.code).toBe(code);
    expect(result.current.error?.message).toEqual(expect.any(String));
    expect(result.current.state).toBe(before);
    expect(result.current.eventKey).toBe(0);
    expect(result.current.log).toEqual([]);
  });

  it("refuses moves that break the rules once rolled, then clears the error", () => {
    const onAction = vi.fn<(action: Action) => void>();
    const { result } = setup({ seed: SEED_FOUR, players: { yellow: "human" }, onAction });
    act(() => {
      result.current.roll(6);
    });
    const rolled = result.current.state;
    const attempts: [() => boolean, string][] = [
      [() => result.current.roll(), "MOVE_PENDING"],
      [() => result.current.move("yellow-1"), "NOT_YOUR_PIECE"],
    ];
    for (const [attempt, code] of attempts) {
      act(() => {
        attempt();
      });
      expect(result.current.error?.code).toBe(code);
      expect(result.current.state).toBe(rolled);
    }
    expect(onAction).toHaveBeenCalledTimes(1);
    act(() => {
      result.current.move("red-1");
    });
    expect(result.current.error).toBeNull();
    expect(onAction).toHaveBeenLastCalledWith({ type: "move", piece: "red-1" });
  });

  it("refuses a move that the roll does not allow, with ILLEGAL_MOVE", () => {
    const pieces = { "red-1": "Safe_Red_4", "red-2": "Waypoint_3" };
    const record = toRecord(createGame({ seed: 1, position: { pieces } }));
    const { result } = setup({ record });
    act(() => {
      result.current.roll(5);
    });
    const rolled = result.current.state;
    // Finish is exact in Flying Chess: 5 steps from Safe_Red_4 would pass it.
    expect(result.current.legalMoves.map((m) => m.piece)).toEqual(["red-2"]);
    act(() => {
      result.current.move("red-1");
    });
    expect(result.current.error?.code).toBe("ILLEGAL_MOVE");
    expect(result.current.state).toBe(rolled);
  });

  it("passes the turn by itself when the roll allows no move", () => {
    const pieces = { "red-1": "Safe_Red_4" };
    const record = toRecord(createGame({ seed: 1, position: { pieces } }));
    const { result } = setup({ record, robotPace: 60_000 });
    act(() => {
      result.current.roll(5);
    });
    expect(result.current.phase).toBe("roll");
    expect(result.current.currentPlayer).toBe("yellow");
    expect(result.current.events.at(-1)).toEqual({
      type: "turnPassed",
      from: "red",
      to: "yellow",
      reason: "no-move",
    });
  });

  it("calls onEvents with the events and the new state of each action", () => {
    const onEvents = vi.fn<(events: GameEvent[], state: GameState) => void>();
    const { result } = setup({ seed: SEED_SIX, onEvents });
    act(() => {
      result.current.roll();
    });
    expect(onEvents).toHaveBeenCalledTimes(1);
    expect(onEvents).toHaveBeenCalledWith(
      [{ type: "rolled", color: "red", value: 6 }],
      result.current.state,
    );
  });
});

describe("an unseeded game", () => {
  it("draws its seed at its first roll, not while it renders, keeping the colour chosen", () => {
    const random = vi.spyOn(Math, "random");
    const { result } = renderHook(() => useFlyingChess({ robotPace: 60_000 }));
    expect(random).not.toHaveBeenCalled();
    act(() => {
      result.current.selectColor("blue");
    });
    expect(random).not.toHaveBeenCalled();
    random.mockReturnValue(0.25);
    act(() => {
      result.current.dispatch({ type: "roll" });
    });
    expect(result.current.state.seed).toBe(2 ** 30);
    expect(result.current.players.blue).toBe("human");
    expect(result.current.log).toHaveLength(1);
    random.mockRestore();
  });

  it("keeps a seed it is given, and a saved game's", () => {
    const random = vi.spyOn(Math, "random");
    const { result } = renderHook(() => useFlyingChess({ seed: 5, robotPace: 60_000 }));
    act(() => {
      result.current.roll();
    });
    expect(result.current.state.seed).toBe(5);
    const record = toRecord(result.current.state);
    const resumed = renderHook(() => useFlyingChess({ record, robotPace: 60_000 }));
    expect(resumed.result.current.state.seed).toBe(5);
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });
});

describe("onSessionChange", () => {
  it("hands out the session after every change: actions, undo, redo, a new game, a colour", () => {
    const onSessionChange = vi.fn<(session: Session) => void>();
    const { result } = setup({ seed: SEED_SIX, robotPace: 60_000, onSessionChange });
    const last = () => onSessionChange.mock.calls.at(-1)?.[0];
    act(() => {
      result.current.roll();
    });
    expect(last()?.game).toBe(result.current.state);
    act(() => {
      result.current.undo();
    });
    expect(last()?.game.history).toHaveLength(0);
    act(() => {
      result.current.redo();
    });
    expect(last()?.game.history).toHaveLength(1);
    act(() => {
      result.current.reset();
    });
    expect(last()?.log).toHaveLength(0);
    act(() => {
      result.current.selectColor("green");
    });
    expect(last()?.players.green).toBe("human");
    expect(onSessionChange).toHaveBeenCalledTimes(5);
  });

  it("is not called for a refused command, nor in controlled mode", () => {
    const onSessionChange = vi.fn();
    const { result } = setup({ seed: SEED_SIX, onSessionChange });
    act(() => {
      result.current.move("red-1"); // nothing rolled yet
    });
    expect(onSessionChange).not.toHaveBeenCalled();
    const controlled = setup({
      state: createGame({ seed: 1 }),
      onSessionChange,
      onAction: () => {},
    });
    act(() => {
      controlled.result.current.roll();
    });
    expect(onSessionChange).not.toHaveBeenCalled();
  });
});

describe("selectColor", () => {
  it("makes the picked colour the human's and the others robots before the first roll", () => {
    const { result } = setup({ seed: 1, robotPace: 60_000 });
    expect(result.current.canSelectColor).toBe(true);
    let ok = false;
    act(() => {
      ok = result.current.selectColor("green");
    });
    expect(ok).toBe(true);
    expect(result.current.humans).toEqual(["green"]);
    expect(result.current.players.red).toEqual({ robot: "classic" });
    expect(result.current.isHumanTurn).toBe(false);
  });

  it("swaps seats with the picked colour's robot, which keeps its kind and pace", () => {
    const players = { yellow: { robot: "random" as const, pace: 50 } };
    const { result } = setup({ seed: 1, robotPace: 60_000, players });
    act(() => {
      result.current.selectColor("yellow");
    });
    expect(result.current.humans).toEqual(["yellow"]);
    expect(result.current.players.red).toEqual({ robot: "random", pace: 50 });
    expect(result.current.players.green).toEqual({ robot: "classic" });
  });

  it("changes nobody in a game of several humans or in controlled mode", () => {
    const everyone = { red: "human", yellow: "human", green: "human", blue: "human" } as const;
    const hotSeat = setup({ seed: 1, players: everyone });
    expect(hotSeat.result.current.canSelectColor).toBe(false);
    act(() => {
      expect(hotSeat.result.current.selectColor("green")).toBe(false);
    });
    expect(hotSeat.result.current.humans).toEqual(["red", "yellow", "green", "blue"]);
    const controlled = setup({ state: createGame({ seed: 1 }), onAction: () => {} });
    act(() => {
      expect(controlled.result.current.selectColor("green")).toBe(false);
    });
    expect(controlled.result.current.humans).toEqual(["red", "yellow", "green", "blue"]);
  });

  it("refuses a colour not in play", () => {
    const { result } = setup({ seed: 1, colors: ["red", "green"] });
    let ok = true;
    act(() => {
      ok = result.current.selectColor("blue");
    });
    expect(ok).toBe(false);
    expect(result.current.humans).toEqual(["red"]);
  });

  it("refuses any colour after the first roll", () => {
    const { result } = setup({ seed: SEED_SIX });
    act(() => {
      result.current.roll();
    });
    expect(result.current.canSelectColor).toBe(false);
    let ok = true;
    act(() => {
      ok = result.current.selectColor("blue");
    });
    expect(ok).toBe(false);
    expect(result.current.humans).toEqual(["red"]);
  });
});

describe("robots", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits robotPace ms before each action and takes exactly one per step", () => {
    const { result } = setup({ seed: SEED_FOUR, robotPace: 500 });
    act(() => {
      result.current.roll();
    });
    expect(result.current.state.roll).toBeNull(); // a 4 with no plane out: the turn passed
    expect(result.current.currentPlayer).toBe("yellow");
    step(499);
    expect(result.current.state.history).toHaveLength(1);
    step(1);
    expect(result.current.state.history).toHaveLength(2);
    for (let n = 3; result.current.currentPlayer !== "red"; n++) {
      step(500);
      expect(result.current.state.history).toHaveLength(n);
    }
    const length = result.current.state.history.length;
    step(10_000);
    expect(result.current.state.history).toHaveLength(length); // the human's turn: no robot acts
  });

  it("waits DEFAULT_ROBOT_PACE by default", () => {
    const { result } = setup({ seed: 1, players: { red: { robot: "classic" } } });
    step(DEFAULT_ROBOT_PACE - 1);
    expect(result.current.state.history).toBe("");
    step(1);
    expect(result.current.state.history).toHaveLength(1);
  });

  it("gives a robot's own pace priority over robotPace", () => {
    const { result } = setup({
      seed: 1,
      robotPace: 5_000,
      players: { red: { robot: "classic", pace: 50 } },
    });
    step(50);
    expect(result.current.state.history).toHaveLength(1);
  });

  it("acts on the next tick with robotPace 0, not during the human's action", () => {
    const { result } = setup({ seed: SEED_FOUR, robotPace: 0 });
    act(() => {
      result.current.roll();
    });
    expect(result.current.state.history).toHaveLength(1);
    step(0);
    expect(result.current.state.history).toHaveLength(2);
  });

  it("waits while the board animates and acts a full pace after the animation ends", () => {
    const { result } = setup({ seed: SEED_FOUR, robotPace: 300 });
    act(() => {
      result.current.roll();
      result.current.getBoardProps().onAnimationStart?.({ stepMs: 160 });
    });
    expect(result.current.animating).toBe(true);
    step(5_000);
    expect(result.current.state.history).toHaveLength(1);
    act(() => {
      result.current.getBoardProps().onAnimationEnd?.();
    });
    expect(result.current.animating).toBe(false);
    step(299);
    expect(result.current.state.history).toHaveLength(1);
    step(1);
    expect(result.current.state.history).toHaveLength(2);
  });

  it("never acts after unmount", () => {
    const onAction = vi.fn<(action: Action) => void>();
    const { result, unmount } = setup({ seed: SEED_FOUR, robotPace: 100, onAction });
    act(() => {
      result.current.roll();
    });
    unmount();
    step(10_000);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("acts once per step under StrictMode", () => {
    const onAction = vi.fn<(action: Action) => void>();
    const { result } = renderHook(
      () => useFlyingChess({ seed: 1, robotPace: 100, players: { red: "human" }, onAction }),
      { wrapper: ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode> },
    );
    act(() => {
      result.current.roll(1);
    });
    step(100);
    expect(onAction).toHaveBeenCalledTimes(2);
    expect(result.current.state.history).toHaveLength(2);
    step(100);
    expect(onAction).toHaveBeenCalledTimes(3);
    expect(result.current.state.history).toHaveLength(3);
  });

  it("lets a robot that plays first act once on mount under StrictMode", () => {
    const onAction = vi.fn<(action: Action) => void>();
    const { result } = renderHook(
      () =>
        useFlyingChess({
          seed: 1,
          robotPace: 100,
          players: { red: { robot: "classic" } },
          onAction,
        }),
      { wrapper: ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode> },
    );
    step(100);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(result.current.state.history).toHaveLength(1);
  });

  it("stops when the game is over", () => {
    const pieces: Partial<Record<PieceId, NodeId>> = {
      "yellow-1": "Finish",
      "yellow-2": "Finish",
      "yellow-3": "Finish",
      "yellow-4": "Safe_Yellow_5",
    };
    const start = createGame({ seed: 1, position: { turn: "yellow", pieces } });
    const robot = { robot: "classic" } as const;
    const { result } = setup({
      record: toRecord(start),
      robotPace: 10,
      players: { red: robot, yellow: robot, green: robot, blue: robot },
    });
    // Roll until the 1 that finishes comes; every other roll passes the turn round.
    for (let i = 0; i < 500 && result.current.phase !== "over"; i++) step(10);
    expect(result.current.phase).toBe("over");
    const length = result.current.state.history.length;
    step(1_000);
    expect(result.current.state.history).toHaveLength(length);
    expect(result.current.isHumanTurn).toBe(false);
  });
});

describe("undo and redo", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * Two human turns with the robots' turns after each. Returns the points where
   * the human acted in the second turn: its roll, and its move if the roll allowed one.
   */
  function twoRounds(result: Result) {
    act(() => {
      result.current.roll();
    });
    playRobots(result, 100);
    const second = result.current.state.history.length;
    const points = [second];
    act(() => {
      result.current.roll();
    });
    const rolled = result.current.state.history[second];
    if (result.current.phase === "move") {
      points.push(result.current.state.history.length);
      act(() => {
        result.current.move(result.current.legalMoves[0]?.piece ?? "red-1");
      });
    }
    playRobots(result, 100);
    return { second, points, rolled };
  }

  function undoTimes(result: Result, times: number) {
    for (let i = 0; i < times; i++) {
      act(() => {
        result.current.undo();
      });
    }
  }

  it("goes back to the human's previous action point, past the robots' actions", () => {
    const { result } = setup({ seed: SEED_FOUR, robotPace: 100 });
    expect(result.current.canUndo).toBe(false);
    const { points } = twoRounds(result);
    const record = result.current.record;
    const last = points.at(-1) ?? 0;
    expect(result.current.canUndo).toBe(true);
    expect(record.actions.length).toBeGreaterThan(last + 1); // the robots acted after it

    undoTimes(result, 1);
    expect(result.current.state).toEqual(fromRecord(record, { actions: last }));
    expect(result.current.currentPlayer).toBe("red");
    expect(result.current.log).toHaveLength(last);
    expect(result.current.events).toEqual([]);
    expect(result.current.canRedo).toBe(true);
    step(10_000); // the human's turn: the robots do not replay by themselves
    expect(result.current.state.history).toHaveLength(last);

    undoTimes(result, points.length);
    expect(result.current.state.history).toBe("");
    expect(result.current.canUndo).toBe(false);
  });

  it("redoes step by step back to where undo started", () => {
    const { result } = setup({ seed: SEED_FOUR, robotPace: 100 });
    const { points } = twoRounds(result);
    const end = result.current.state;
    const log = result.current.log;
    undoTimes(result, points.length + 1);
    expect(result.current.state.history).toBe("");
    for (const point of points) {
      act(() => {
        result.current.redo();
      });
      expect(result.current.state.history).toHaveLength(point);
      expect(result.current.canRedo).toBe(true);
    }
    act(() => {
      result.current.redo();
    });
    expect(result.current.state).toEqual(end);
    expect(result.current.log).toEqual(log);
    expect(result.current.canRedo).toBe(false);
    let ok = true;
    act(() => {
      ok = result.current.redo();
    });
    expect(ok).toBe(false);
  });

  it("throws the same die again after undo", () => {
    const { result } = setup({ seed: SEED_FOUR, robotPace: 100 });
    const { rolled, points, second } = twoRounds(result);
    undoTimes(result, points.length);
    expect(result.current.state.history).toHaveLength(second);
    act(() => {
      result.current.roll();
    });
    expect(result.current.state.history.at(-1)).toBe(rolled);
  });

  it("drops the redo when a new action branches off", () => {
    const { result } = setup({ seed: SEED_FOUR, robotPace: 100 });
    const { points } = twoRounds(result);
    undoTimes(result, points.length);
    expect(result.current.canRedo).toBe(true);
    act(() => {
      result.current.roll(2);
    });
    expect(result.current.canRedo).toBe(false);
    let ok = true;
    act(() => {
      ok = result.current.redo();
    });
    expect(ok).toBe(false);
    expect(result.current.state.history.at(-1)).toBe("B");
  });

  it("takes back the human's action while a robot is still to play", () => {
    const onAction = vi.fn<(action: Action) => void>();
    const { result } = setup({ seed: SEED_FOUR, robotPace: 100, onAction });
    act(() => {
      result.current.roll();
    });
    expect(result.current.currentPlayer).toBe("yellow");
    act(() => {
      result.current.undo();
    });
    step(10_000);
    expect(result.current.state.history).toBe("");
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});

describe("reset and records", () => {
  it("starts from a given position, and reset goes back to it", () => {
    const position = {
      turn: "blue" as const,
      pieces: { "blue-2": "Waypoint_20", "red-1": "Safe_Red_3" },
    };
    const players = { red: "human", yellow: "human", green: "human", blue: "human" } as const;
    const { result } = setup({ position, players });
    expect(result.current.currentPlayer).toBe("blue");
    expect(result.current.state.start).toEqual(position);
    act(() => {
      result.current.roll(6);
    });
    expect(result.current.state.history).toBe("F");
    act(() => {
      result.current.reset();
    });
    expect(result.current.state.history).toBe("");
    expect(result.current.currentPlayer).toBe("blue");
    expect(result.current.state.start).toEqual(position);
  });

  it("starts a new game with the same options", () => {
    const { result } = setup({ seed: SEED_SIX });
    act(() => {
      result.current.roll();
    });
    act(() => {
      result.current.move("red-1");
    });
    act(() => {
      result.current.move("red-1"); // refused: sets an error
    });
    expect(result.current.error).not.toBeNull();
    const key = result.current.eventKey;
    act(() => {
      result.current.reset();
    });
    expect(result.current.state).toEqual(createGame({ seed: SEED_SIX }));
    expect(result.current.log).toEqual([]);
    expect(result.current.events).toEqual([]);
    expect(result.current.error).toBeNull();
    expect(result.current.eventKey).toBeGreaterThan(key);
    expect(result.current.canUndo).toBe(false);
    expect(result.current.canSelectColor).toBe(true);
  });

  it("resumes from a record with its log, and can undo into it", () => {
    const game = createGame({ seed: SEED_SIX });
    const played = [{ type: "roll" }, { type: "move", piece: "red-3" }] as const;
    let state = game;
    for (const action of played) {
      const next = apply(state, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
    const record = toRecord(state);
    const { result } = setup({ record, robotPace: 60_000 });
    expect(result.current.state).toEqual(fromRecord(record));
    expect(result.current.log).toHaveLength(2);
    expect(result.current.log[1]?.events[0]).toEqual({
      type: "tookOff",
      piece: "red-3",
      from: "Home_Red_3",
      to: "Waypoint_0",
    });
    expect(result.current.currentPlayer).toBe("yellow");
    expect(result.current.canSelectColor).toBe(false);
    expect(result.current.canUndo).toBe(true);
    act(() => {
      result.current.undo(); // back to before red's move, the last human action
    });
    expect(result.current.state.history).toBe("6");
    expect(result.current.log).toHaveLength(1);
    expect(result.current.legalMoves).toHaveLength(4);
  });

  it("keeps the record's variant and colours when a resumed game is reset", () => {
    const record = toRecord(createGame({ variant: "chessboard", seed: 3 }));
    const { result } = setup({ record });
    expect(result.current.state.variant).toBe("chessboard");
    act(() => {
      result.current.reset();
    });
    expect(result.current.state.variant).toBe("chessboard");
    expect(result.current.state.colors).toEqual(["white", "black"]);
  });
});

describe("controlled mode", () => {
  function applied(state: GameState, action: Action) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    return result;
  }

  it("calls onAction instead of changing the state, and renders the state passed in", () => {
    const start = createGame({ seed: SEED_SIX });
    const { result, rerender, onAction } = controlled(start);
    act(() => {
      result.current.roll();
    });
    expect(onAction).toHaveBeenCalledWith({ type: "roll" });
    expect(result.current.state).toEqual(start);
    expect(result.current.pending).toBe(true);
    const key = result.current.eventKey;
    expect(result.current.log).toEqual([]);

    const rolled = applied(start, { type: "roll" });
    rerender({ state: rolled.state });
    expect(result.current.state).toEqual(rolled.state);
    expect(result.current.phase).toBe("move");
    expect(result.current.events).toEqual(rolled.events);
    expect(eventsOf(result.current.log)).toEqual([rolled.events]);
    expect(result.current.eventKey).toBe(key + 1);
    expect(result.current.pending).toBe(false);
    expect(result.current.getDiceProps().value).toBe(6);
  });

  it("makes every colour human and offers no undo, colour pick or reset", () => {
    const start = createGame({ seed: SEED_SIX });
    const { result } = controlled(start);
    expect(result.current.humans).toEqual(["red", "yellow", "green", "blue"]);
    expect(result.current.canUndo).toBe(false);
    expect(result.current.canSelectColor).toBe(false);
    act(() => {
      result.current.reset();
    });
    expect(result.current.state).toEqual(start);
  });

  it("follows a controlled state that jumps back and forth", () => {
    const start = createGame({ seed: SEED_SIX });
    const rolled = applied(start, { type: "roll" });
    const moved = applied(rolled.state, { type: "move", piece: "red-4" });
    const { result, rerender } = controlled(moved.state);
    expect(eventsOf(result.current.log)).toEqual([rolled.events, moved.events]);
    rerender({ state: rolled.state });
    expect(eventsOf(result.current.log)).toEqual([rolled.events]);
    expect(result.current.events).toEqual([]); // a jump back is shown, not animated
    rerender({ state: moved.state });
    expect(result.current.events).toEqual(moved.events);
  });

  it("has a new state's events in the very render that shows it, and none for the first state", () => {
    const start = createGame({ seed: SEED_SIX });
    const rolled = applied(start, { type: "roll" });
    const renders: [string, number][] = [];
    const { rerender } = renderHook(
      ({ state }) => {
        const game = useFlyingChess({ state, onAction: () => {} });
        renders.push([game.state.history, game.events.length]);
        return game;
      },
      { initialProps: { state: rolled.state } },
    );
    expect(renders.at(-1)).toEqual([rolled.state.history, 0]);
    const moved = applied(rolled.state, { type: "move", piece: "red-4" });
    renders.length = 0;
    rerender({ state: moved.state });
    expect(renders.every(([history, count]) => history === moved.state.history && count > 0)).toBe(
      true,
    );
  });

  it("does not call onAction for an illegal action", () => {
    const start = createGame({ seed: SEED_SIX });
    const { result, onAction } = controlled(start);
    act(() => {
      result.current.move("red-1");
    });
    expect(onAction).not.toHaveBeenCalled();
    expect(result.current.error?.code).toBe("ROLL_FIRST");
  });

  it("lets robots send their actions to onAction", () => {
    vi.useFakeTimers();
    try {
      const start = createGame({ seed: SEED_SIX });
      const { onAction } = controlled(start, {
        robotPace: 10,
        players: { red: { robot: "classic" } },
      });
      step(10);
      expect(onAction).toHaveBeenCalledWith({ type: "roll" });
      step(100); // the state was not advanced by its owner: the robot waits for it
      expect(onAction).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("narration", () => {
  it.each<[string, LocalePack]>([
    ["en", en],
    ["zh", zh],
  ])("tells the last action's events in %s", (code, pack) => {
    const { result } = setup({ seed: SEED_FOUR, locale: code === "en" ? "en" : pack });
    act(() => {
      result.current.roll();
    });
    expect(result.current.locale).toBe(pack);
    expect(result.current.narration).toEqual([
      fill(pack.events.rolled, { color: pack.colors.red, value: 4 }),
      fill(pack.events.turnPassed["no-move"], {
        from: pack.colors.red,
        to: pack.colors.yellow,
      }),
    ]);
    expect(eventsOf(result.current.log)).toEqual([result.current.events]);
  });

  it("changes language when the locale option changes", () => {
    const { result, rerender } = renderHook(
      ({ locale }: { locale: "it" | "ru" }) => useFlyingChess({ seed: SEED_SIX, locale }),
      { initialProps: { locale: "it" } },
    );
    act(() => {
      result.current.roll();
    });
    expect(result.current.narration[0]).toMatch(/Rosso/);
    rerender({ locale: "ru" });
    expect(result.current.narration[0]).toMatch(/Красные/);
  });
});

describe("prop getters", () => {
  it("gives a movable piece a focusable button with a label that says where it can go", () => {
    const record = toRecord(
      createGame({ seed: 1, position: { pieces: { "red-2": "Waypoint_17" } } }),
    );
    const { result } = setup({ record });
    act(() => {
      result.current.roll(3);
    });
    const steps = redPathIndex("Finish") - redPathIndex("Waypoint_17");
    expect(result.current.getPieceProps("red-2")).toMatchObject({
      role: "button",
      tabIndex: 0,
      "aria-disabled": false,
      "aria-label": `Red plane 2, waypoint 17, ${steps} steps to finish, can move to waypoint 20`,
      onClick: expect.any(Function),
      onKeyDown: expect.any(Function),
    });
    expect(result.current.getPieceProps("red-1")).toMatchObject({
      tabIndex: -1,
      "aria-disabled": true,
      "aria-label": "Red plane 1, Red home slot 1, waiting at home",
    });
  });

  it.each(["{Enter}", " ", "click"])("moves a movable piece on %s", async (press) => {
    const user = userEvent.setup();
    const pieces = { "red-1": "Waypoint_5" };
    const record = toRecord(createGame({ seed: 1, position: { pieces } }));
    render(<PieceHarness options={{ record, robotPace: 60_000 }} piece="red-1" />);
    const piece = screen.getByTestId("piece");
    await user.click(piece);
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("history").textContent).toBe(""); // no roll yet: not movable
    await user.click(screen.getByRole("button", { name: "roll 3" }));
    expect(piece.tabIndex).toBe(0);
    await user.keyboard("a");
    expect(screen.getByTestId("history").textContent).toBe("C");
    if (press === "click") await user.click(piece);
    else {
      act(() => {
        piece.focus();
      });
      await user.keyboard(press);
    }
    // "C" is a given 3, "a" a move of red-1 (toRecord spells it out).
    expect(screen.getByTestId("history").textContent).toBe("Ca");
  });

  it("disables the die when it is not a human's roll, still showing the last roll", () => {
    const { result } = setup({ seed: SEED_SIX, robotPace: 60_000 });
    expect(result.current.getDiceProps()).toMatchObject({ value: null, disabled: false });
    act(() => {
      result.current.roll();
    });
    expect(result.current.getDiceProps()).toMatchObject({ value: 6, disabled: true });
    act(() => {
      result.current.move("red-1");
    });
    // Yellow, a robot, is to roll; the die keeps red's 6 (DiceProps.value: null only
    // before the first roll).
    expect(result.current.getDiceProps()).toMatchObject({ value: 6, disabled: true });
  });

  it("gives the board only the human's moves", () => {
    const { result } = setup({ seed: SEED_SIX, robotPace: 60_000 });
    act(() => {
      result.current.roll();
    });
    const props = result.current.getBoardProps();
    expect(props.state).toBe(result.current.state);
    expect(props.movable).toEqual(legalMoves(result.current.state));
    expect(props.events).toBe(result.current.events);
    expect(props.eventKey).toBe(1);
    act(() => {
      result.current.move("red-1");
    });
    act(() => {
      result.current.roll(6); // for yellow, a robot: refused to the person…
    });
    expect(result.current.error?.code).toBe("NOT_HUMAN_TURN");
    expect(result.current.state.roll).toBeNull();
    act(() => {
      result.current.dispatch({ type: "roll", value: 6 }); // …while dispatch acts for anyone
    });
    expect(result.current.legalMoves).not.toEqual([]);
    expect(result.current.isHumanTurn).toBe(false);
    expect(result.current.getBoardProps().movable).toEqual([]);
    expect(result.current.getPieceProps("yellow-1").tabIndex).toBe(-1);
  });
});
