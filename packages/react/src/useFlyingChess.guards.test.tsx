// What no user input can do to the hook: act twice on a burst of clicks, act for a
// robot, send a server two actions, or take the page down with a corrupt record or state.
import { type Action, createGame, type GameState, reduce, toRecord } from "@flying/engine";
import { act, render, renderHook, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FlyingChessBoard } from "./board/FlyingChessBoard.js";
import { Dice } from "./Dice.js";
import { FlyingChessGame } from "./FlyingChessGame.js";
import { en } from "./i18n/en.js";
import { controlled } from "./test-utils.js";
import { useFlyingChess } from "./useFlyingChess.js";

/** Seed 1's first throw of the game's own die is a 4; seed 4's a 6. */
const SEED_FOUR = 1;
const SEED_SIX = 4;

describe("a burst of clicks acts once, and never for a robot", () => {
  it("two clicks on the die in one task roll once for the person, not again for the robot after", () => {
    const { result } = renderHook(() => useFlyingChess({ seed: SEED_FOUR, robotPace: 60_000 }));
    const dice = result.current.getDiceProps();
    act(() => {
      dice.onRoll?.();
      dice.onRoll?.(); // the same render's handler: the game has moved on to yellow, a robot
      dice.onRoll?.();
    });
    expect(result.current.state.history).toBe("4");
    expect(result.current.currentPlayer).toBe("yellow");
    expect(result.current.error?.code).toBe("STALE_COMMAND");
  });

  it("a second click meant for the same point is refused even when the person may roll again", () => {
    // A 6 with every piece home and bonusRollOnSix: the person rolls again after moving,
    // but a second click on the same drawn die must not be taken as that next roll.
    const players = { red: "human", yellow: "human", green: "human", blue: "human" } as const;
    const { result } = renderHook(() =>
      useFlyingChess({ seed: SEED_SIX, players, rules: { bonusRollOnSix: true } }),
    );
    const board = result.current.getBoardProps();
    act(() => {
      result.current.roll();
    });
    const moveProps = result.current.getBoardProps();
    act(() => {
      moveProps.onMove?.("red-1");
      moveProps.onMove?.("red-2");
    });
    expect(result.current.state.history).toBe("6a");
    expect(result.current.phase).toBe("roll"); // red's bonus roll is waiting
    act(() => {
      board.onRoll?.(); // drawn before the first roll: stale
    });
    expect(result.current.state.history).toBe("6a");
  });

  it("roll() and move() check the game as it is at that moment, so a robot's turn refuses them", () => {
    const { result } = renderHook(() => useFlyingChess({ seed: SEED_FOUR, robotPace: 60_000 }));
    const game = result.current;
    act(() => {
      game.roll();
      game.roll(6); // the same render's function, but yellow (a robot) is to play now
    });
    expect(result.current.state.history).toBe("4");
    expect(result.current.error?.code).toBe("NOT_HUMAN_TURN");
  });
});

describe("a click drawn before a reset", () => {
  it("is stale after it, though the new game is at its first action too", () => {
    const { result } = renderHook(() => useFlyingChess({ seed: SEED_SIX, players: everyoneHuman }));
    const dice = result.current.getDiceProps();
    act(() => {
      result.current.roll(3);
    });
    act(() => {
      result.current.reset();
    });
    act(() => {
      dice.onRoll?.();
    });
    expect(result.current.state.history).toBe("");
    expect(result.current.error?.code).toBe("STALE_COMMAND");
  });
});

describe("controlled mode sends each action once", () => {
  it("ignores further clicks until the state it was given changes", () => {
    const start = createGame({ seed: SEED_SIX });
    const { result, rerender, onAction } = controlled(start);
    act(() => {
      result.current.getDiceProps().onRoll?.();
    });
    act(() => {
      result.current.getDiceProps().onRoll?.(); // a double click: the server has not answered
      result.current.roll();
    });
    expect(onAction).toHaveBeenCalledTimes(1);
    const rolled = reduce(start, { type: "roll" });
    rerender({ state: rolled });
    act(() => {
      result.current.move("red-2");
    });
    expect(onAction).toHaveBeenCalledTimes(2);
    expect(onAction).toHaveBeenLastCalledWith({ type: "move", piece: "red-2" });
  });

  it("lets the next action through when the owner says no", () => {
    const start = createGame({ seed: SEED_SIX });
    const onAction = vi.fn<(action: Action) => boolean>().mockReturnValueOnce(false);
    const { result } = renderHook(() => useFlyingChess({ state: start, onAction }));
    act(() => {
      result.current.roll();
    });
    expect(result.current.error?.code).toBe("ACTION_REFUSED");
    expect(result.current.pending).toBe(false);
    act(() => {
      result.current.roll();
    });
    expect(onAction).toHaveBeenCalledTimes(2);
    expect(result.current.pending).toBe(true);
  });

  it("stays pending when the owner hands back an equal copy of the same state", () => {
    const start = createGame({ seed: SEED_SIX });
    const { result, rerender, onAction } = controlled(start);
    act(() => {
      result.current.roll();
    });
    const key = result.current.eventKey;
    rerender({ state: structuredClone(start) });
    act(() => {
      result.current.roll();
    });
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(result.current.error?.code).toBe("ACTION_PENDING");
    expect(result.current.eventKey).toBe(key); // nothing new: nothing to animate
  });

  it("sends nothing while the state given is not a valid game", () => {
    const garbage = { variant: "aeroplane", turn: 3 } as unknown as GameState;
    const { result, onAction } = controlled(garbage);
    act(() => {
      result.current.roll();
    });
    expect(onAction).not.toHaveBeenCalled();
    expect(result.current.error?.code).toBe("INVALID_STATE");
  });

  it("leaves undo, redo, reset and the colour choice to the owner, and says so", () => {
    const { result } = controlled(createGame({ seed: SEED_SIX }));
    for (const command of ["undo", "redo", "reset"] as const) {
      act(() => {
        expect(result.current[command]()).toBe(false);
      });
      expect(result.current.error?.code).toBe("CONTROLLED_GAME");
    }
  });

  it("refuses a state that is not a valid game with a clear error instead of crashing", () => {
    const start = createGame({ seed: SEED_SIX });
    const { result, rerender } = controlled(start);
    const broken = { ...start, pieces: start.pieces.slice(0, 3) } as GameState;
    rerender({ state: broken });
    expect(result.current.loadError).toMatchObject({ code: "INVALID_STATE", source: "state" });
    expect(result.current.state).toEqual(start); // the last valid state is still shown
    rerender({ state: reduce(start, { type: "roll" }) });
    expect(result.current.loadError).toBeNull();
    expect(result.current.phase).toBe("move");
  });

  it("renders a game whose very first controlled state is garbage, and says so", () => {
    const garbage = { variant: "flying-chess", pieces: "all of them" } as unknown as GameState;
    render(<FlyingChessGame state={garbage} onAction={() => {}} locale="en" />);
    expect(screen.getByRole("alert").textContent).toBe(en.ui.stateRefused);
    expect(screen.getByRole("group", { name: /Flying Chess board/ })).toBeTruthy();
  });
});

describe("a corrupt saved game", () => {
  it("is reported, and a new game of the other options starts", () => {
    const played = reduce(createGame({ seed: SEED_SIX }), { type: "roll" });
    const record = { ...toRecord(played), actions: [{ type: "roll" as const, value: 2 as const }] };
    const { result } = renderHook(() => useFlyingChess({ record, seed: 9 }));
    expect(result.current.loadError).toMatchObject({ code: "INVALID_RECORD", source: "record" });
    expect(result.current.loadError?.message).toContain("record.actions[0]");
    expect(result.current.state).toEqual(createGame({ seed: 9 }));
    act(() => {
      result.current.reset();
    });
    expect(result.current.loadError).toBeNull();
  });

  it("a saved game whose colours the players do not fit is refused the same way", () => {
    const record = toRecord(createGame({ colors: ["red", "yellow"], seed: 2 }));
    const { result } = renderHook(() =>
      useFlyingChess({ record, players: { blue: { robot: "random" } } }),
    );
    expect(result.current.loadError).toMatchObject({ code: "INVALID_PLAYERS", source: "record" });
    expect(result.current.players.blue).toEqual({ robot: "random" });
  });

  it("shows the refusal in <FlyingChessGame> in the game's language", () => {
    const record = { ...toRecord(createGame({ seed: 1 })), version: 99 };
    render(<FlyingChessGame record={record as never} locale="en" />);
    expect(screen.getByRole("alert").textContent).toBe(en.ui.savedGameRefused);
  });
});

const everyoneHuman = { red: "human", yellow: "human", green: "human", blue: "human" } as const;

/** A die drawn from the hook's props, with the user's own id, description, ref and onClick. */
function DieHarness(props: {
  stop: boolean;
  onClick: () => void;
  dieRef: { current: HTMLButtonElement | null };
}) {
  const game = useFlyingChess({ seed: SEED_SIX, players: everyoneHuman });
  return (
    <>
      <Dice
        {...game.getDiceProps({
          id: "my-die",
          "aria-describedby": "help",
          ref: props.dieRef,
          onClick: (event) => {
            props.onClick();
            if (props.stop) event.preventDefault();
          },
        })}
      />
      <output data-testid="history">{game.state.history}</output>
    </>
  );
}

/** A board and a piece of one's own, each with a user ref, re-rendered with a new label. */
function RefHarness(props: { n: number; boardRef: () => void; pieceRef: () => void }) {
  const game = useFlyingChess({ seed: SEED_SIX, players: everyoneHuman });
  return (
    <>
      <FlyingChessBoard
        {...game.getBoardProps({ ref: props.boardRef, "aria-label": `board ${props.n}` })}
      />
      <div {...game.getPieceProps("red-1", { ref: props.pieceRef })} />
    </>
  );
}

/** The board drawn from the hook's board props, and the hook's own view of the tab stops. */
function TabStopHarness() {
  const game = useFlyingChess({ seed: SEED_SIX, players: everyoneHuman });
  return (
    <>
      <FlyingChessBoard {...game.getBoardProps({ animation: false })} />
      <output data-testid="stops">
        {game.state.colors
          .flatMap((color) => ([1, 2, 3, 4] as const).map((n) => `${color}-${n}` as const))
          .filter((piece) => game.getPieceProps(piece).tabIndex === 0)
          .join()}
      </output>
      <button type="button" onClick={() => game.roll()}>
        roll
      </button>
    </>
  );
}

describe("prop getters merge the user's props", () => {
  it("getDiceProps and getBoardProps call the user's callbacks, then the library's", () => {
    const onRoll = vi.fn();
    const onMove = vi.fn();
    const players = { red: "human", yellow: "human", green: "human", blue: "human" } as const;
    const { result } = renderHook(() => useFlyingChess({ seed: SEED_SIX, players }));
    const dice = result.current.getDiceProps({ onRoll, size: 48 });
    expect(dice.size).toBe(48);
    act(() => {
      dice.onRoll?.();
    });
    expect(onRoll).toHaveBeenCalledTimes(1);
    expect(result.current.state.history).toBe("6");
    const board = result.current.getBoardProps({ onMove, orientation: "blue" });
    expect(board.orientation).toBe("blue");
    act(() => {
      board.onMove?.("red-3");
    });
    expect(onMove).toHaveBeenCalledWith("red-3");
    expect(result.current.state.history).toBe("6c");
  });

  it("a user callback that returns false keeps the library's out", () => {
    const { result } = renderHook(() => useFlyingChess({ seed: SEED_SIX, players: everyoneHuman }));
    act(() => {
      result.current.getDiceProps({ onRoll: () => false }).onRoll?.();
    });
    expect(result.current.state.history).toBe("");
    act(() => {
      result.current.roll();
    });
    act(() => {
      result.current.getBoardProps({ onMove: () => false }).onMove?.("red-1");
    });
    expect(result.current.state.history).toBe("6");
  });

  it("the die's button takes the user's attributes, onClick and ref, merged with its own", () => {
    const onClick = vi.fn();
    const ref = { current: null as HTMLButtonElement | null };
    const { rerender } = render(<DieHarness stop={true} onClick={onClick} dieRef={ref} />);
    const button = screen.getByRole("button");
    expect(ref.current).toBe(button);
    expect(button.id).toBe("my-die");
    expect(button.getAttribute("aria-describedby")).toBe("help");
    act(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("history").textContent).toBe(""); // prevented
    rerender(<DieHarness stop={false} onClick={onClick} dieRef={ref} />);
    act(() => button.click());
    expect(screen.getByTestId("history").textContent).toBe("6");
  });

  it("the board and a piece take the user's ref, each attached once, not on every render", () => {
    const boardRef = vi.fn();
    const pieceRef = vi.fn();
    const { rerender } = render(<RefHarness n={1} boardRef={boardRef} pieceRef={pieceRef} />);
    rerender(<RefHarness n={2} boardRef={boardRef} pieceRef={pieceRef} />);
    rerender(<RefHarness n={3} boardRef={boardRef} pieceRef={pieceRef} />);
    expect(boardRef).toHaveBeenCalledTimes(1);
    expect(boardRef.mock.calls[0]?.[0]).toBeInstanceOf(HTMLDivElement);
    expect(pieceRef).toHaveBeenCalledTimes(1);
  });

  it("the board draws its pieces with the hook's own getPieceProps, so tab stops agree", () => {
    render(<TabStopHarness />);
    act(() => {
      screen.getByRole("button", { name: "roll" }).click();
    });
    const tabbable = () =>
      [...document.querySelectorAll("[data-piece][tabindex='0']")].map((el) =>
        el.getAttribute("data-piece"),
      );
    expect(tabbable()).toEqual(["red-1"]);
    expect(screen.getByTestId("stops").textContent).toBe("red-1");
    // Arrow keys move the one tab stop; the hook's getter follows the board.
    const first = document.querySelector("[data-piece='red-1']") as SVGGElement;
    act(() => {
      first.focus();
      first.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    });
    expect(tabbable()).toEqual(["red-2"]);
    expect(screen.getByTestId("stops").textContent).toBe("red-2");
  });
});
