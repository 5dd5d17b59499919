// Controlled mode with `local`: only the local colours are played here, the seats shown as
// `players` says on every render, no robot run here; `paused`; and an owner that refuses
// later, through the promise `onAction` returns.
import { type Action, createGame, type GameState, legalMoves, phase, reduce } from "@flying/engine";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FlyingPropError } from "./errors.js";
import { type UseFlyingChessOptions, useFlyingChess } from "./useFlyingChess.js";

/** Seed 4's first throw of the game's own die is a 6. */
const SEED_SIX = 4;
const START = createGame({ variant: "chessboard", seed: SEED_SIX });
/** A six rolled by white: white to move. */
const ROLLED = reduce(START, { type: "roll", value: 6 });

type Props = { state: GameState } & UseFlyingChessOptions;

function local(initial: Props) {
  const onAction = vi.fn<(action: Action) => undefined>();
  const hook = renderHook((props: Props) => useFlyingChess({ onAction, ...props }), {
    initialProps: initial,
  });
  return { ...hook, onAction };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("local: the colours played here", () => {
  it("lets the local colour act on its turn, and shows another's as played elsewhere", () => {
    const { result, rerender, onAction } = local({ state: START, local: ["black"] });
    // White is to play, elsewhere.
    let game = result.current;
    expect(game.currentPlayer).toBe("white");
    expect(game.isHumanTurn).toBe(false);
    expect(game.humans).toEqual(["black"]);
    expect(game.players).toEqual({ white: "human", black: "human" });
    expect(game.getDiceProps()).toMatchObject({ disabled: true, status: "waiting" });
    expect(game.getBoardProps().movable).toEqual([]);
    act(() => {
      expect(result.current.roll()).toBe(false);
    });
    expect(result.current.error?.code).toBe("NOT_LOCAL_TURN");
    act(() => {
      result.current.getBoardProps().onRoll?.();
      result.current.dispatch({ type: "roll" });
    });
    expect(onAction).not.toHaveBeenCalled();
    expect(result.current.pending).toBe(false);

    // White rolled elsewhere: still not black's turn, no piece moves here, no hint.
    rerender({ state: ROLLED, local: ["black"] });
    game = result.current;
    expect(game.phase).toBe("move");
    expect(game.legalMoves.length).toBeGreaterThan(0);
    expect(game.getBoardProps().movable).toEqual([]);
    expect(game.canShowHint).toBe(false);
    expect(game.hint).toBeNull();
    const piece = legalMoves(ROLLED)[0]?.piece as never;
    act(() => {
      expect(result.current.move(piece)).toBe(false);
    });
    expect(result.current.error?.code).toBe("NOT_LOCAL_TURN");
    expect(onAction).not.toHaveBeenCalled();

    // The same game seen from white's side, `local` read on this render.
    rerender({ state: ROLLED, local: ["white"] });
    game = result.current;
    expect(game.isHumanTurn).toBe(true);
    expect(game.humans).toEqual(["white"]);
    expect(game.getBoardProps().movable?.length).toBeGreaterThan(0);
    expect(game.canShowHint).toBe(true);
    act(() => {
      expect(result.current.move(piece)).toBe(true);
    });
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: "move", piece });
  });

  it("shows the seats as `players` says on every render, and runs no robot here", async () => {
    const { result, rerender, onAction } = local({
      state: START,
      local: ["black"],
      players: { white: { robot: "expert" } },
      robotPace: 0,
    });
    expect(result.current.players).toEqual({ white: { robot: "expert" }, black: "human" });
    expect(result.current.getDiceProps().waitingFor).toBe("White (Expert robot) is playing");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(onAction).not.toHaveBeenCalled();
    // The owner's robot left, a person took the seat: shown at once.
    rerender({ state: START, local: ["black"], players: { white: "human" }, robotPace: 0 });
    expect(result.current.players).toEqual({ white: "human", black: "human" });
    // A local seat a robot plays: the owner runs it, no person acts here.
    rerender({ state: START, local: ["white"], players: { white: { robot: "easy" } } });
    expect(result.current.isHumanTurn).toBe(false);
    expect(result.current.humans).toEqual([]);
    act(() => {
      expect(result.current.roll()).toBe(false);
    });
    expect(result.current.error?.code).toBe("NOT_HUMAN_TURN");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(onAction).not.toHaveBeenCalled();
  });

  it("makes auto-moves only for the local colour", async () => {
    const only = findOnlyMove();
    const turn = only.turn;
    const other = only.colors.find((color) => color !== turn) as typeof turn;
    const { onAction, rerender } = local({ state: only, local: [other], autoMove: { delay: 10 } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(onAction).not.toHaveBeenCalled();
    rerender({ state: only, local: [turn], autoMove: { delay: 10 } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(onAction).toHaveBeenCalledOnce();
    expect(onAction.mock.calls[0]?.[0].type).toBe("move");
  });

  it("is a list of colours, or a FlyingPropError", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(() =>
        renderHook(() =>
          useFlyingChess({ state: START, local: "black" as unknown as readonly ["black"] }),
        ),
      ).toThrow(FlyingPropError);
      expect(() =>
        renderHook(() =>
          useFlyingChess({ state: START, local: [], players: { red: "human" } as never }),
        ),
      ).toThrow(/prop "players"/);
    } finally {
      spy.mockRestore();
    }
  });

  it("is ignored outside controlled mode", () => {
    const { result } = renderHook(() =>
      useFlyingChess({ variant: "chessboard", seed: SEED_SIX, local: ["black"] }),
    );
    expect(result.current.isHumanTurn).toBe(true);
    expect(result.current.humans).toEqual(["white"]);
  });
});

describe("paused", () => {
  it("shows the game, lets nobody act and runs no robot, until it is lifted", async () => {
    const props = { state: START, paused: true, players: { black: { robot: "easy" } } } as const;
    const { result, rerender, onAction } = local({ ...props, robotPace: 0 });
    expect(result.current.isHumanTurn).toBe(false);
    expect(result.current.getDiceProps()).toMatchObject({ disabled: true, status: "waiting" });
    act(() => {
      expect(result.current.roll()).toBe(false);
    });
    expect(result.current.error?.code).toBe("PAUSED");
    expect(onAction).not.toHaveBeenCalled();
    rerender({ ...props, paused: false, robotPace: 0 });
    expect(result.current.isHumanTurn).toBe(true);
    act(() => {
      expect(result.current.roll()).toBe(true);
    });
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: "roll" });
  });
});

describe("an owner that answers later", () => {
  function later(state: GameState) {
    const answers: ((ok: boolean) => void)[] = [];
    const failures: ((reason: unknown) => void)[] = [];
    const onAction = vi.fn(
      (_action: Action) =>
        new Promise<boolean>((resolve, reject) => {
          answers.push(resolve);
          failures.push(reject);
        }),
    );
    const hook = renderHook(
      (props: { state: GameState }) => useFlyingChess({ ...props, onAction }),
      {
        initialProps: { state },
      },
    );
    return { ...hook, onAction, answers, failures };
  }

  it("is pending until its promise says no, then lets the next action through", async () => {
    const { result, onAction, answers } = later(START);
    act(() => {
      expect(result.current.roll()).toBe(true);
    });
    expect(result.current.pending).toBe(true);
    act(() => {
      expect(result.current.roll()).toBe(false);
    });
    expect(result.current.error?.code).toBe("ACTION_PENDING");
    await act(async () => {
      answers[0]?.(false);
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.error?.code).toBe("ACTION_REFUSED");
    act(() => {
      expect(result.current.roll()).toBe(true);
    });
    expect(onAction).toHaveBeenCalledTimes(2);
    expect(result.current.pending).toBe(true);
    expect(result.current.error).toBeNull();
  });

  it("takes a rejected promise as a refusal, and a yes as waiting for the state", async () => {
    const { result, failures, answers } = later(START);
    act(() => {
      result.current.roll();
    });
    await act(async () => {
      answers[0]?.(true);
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      failures[0]?.(new Error("lost"));
    });
    // A promise settles once: the yes stands, the game waits for the owner's state.
    expect(result.current.pending).toBe(true);
    const second = later(START);
    act(() => {
      second.result.current.roll();
    });
    await act(async () => {
      second.failures[0]?.(new Error("lost"));
    });
    expect(second.result.current.pending).toBe(false);
    expect(second.result.current.error?.code).toBe("ACTION_REFUSED");
  });

  it("ignores a late no once the game has moved on", async () => {
    const { result, rerender, answers } = later(START);
    act(() => {
      result.current.roll();
    });
    const rolled = reduce(START, { type: "roll" });
    rerender({ state: rolled });
    expect(result.current.pending).toBe(false);
    const piece = legalMoves(rolled)[0]?.piece as never;
    act(() => {
      expect(result.current.move(piece)).toBe(true);
    });
    await act(async () => {
      answers[0]?.(false); // the roll's answer, after its state came
    });
    expect(result.current.pending).toBe(true); // the move is still waiting
    expect(result.current.error).toBeNull();
  });

  it("stays pending on an equal copy of the state, as with no promise", () => {
    const { result, rerender } = later(START);
    act(() => {
      result.current.roll();
    });
    rerender({ state: structuredClone(START) });
    expect(result.current.pending).toBe(true);
  });
});

/** A chessboard game where the colour to play has exactly one legal move. */
function findOnlyMove(): GameState {
  for (let seed = 0; seed < 200; seed++) {
    let game = createGame({ variant: "chessboard", seed });
    for (let i = 0; i < 40 && !game.over; i++) {
      if (phase(game) === "move" && legalMoves(game).length === 1) return game;
      game =
        phase(game) === "roll"
          ? reduce(game, { type: "roll" })
          : reduce(game, { type: "move", piece: legalMoves(game)[0]?.piece as never });
    }
  }
  throw new Error("no game with one legal move found");
}
