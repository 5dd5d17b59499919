// usePieceControls: the piece prop getter the board draws with and useFlyingChess can share.
import {
  type Action,
  apply,
  createGame,
  type DieValue,
  type GameState,
  legalMoves,
  type Move,
  type NodeId,
  type PieceId,
  pieces,
} from "@flying/engine";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { FlyingPropError } from "../errors.js";
import { en } from "../i18n/en.js";
import { FlyingChessBoard } from "./FlyingChessBoard.js";
import { type PieceControls, type PieceUserProps, usePieceControls } from "./pieceControls.js";

function rolled(
  at: Partial<Record<PieceId, NodeId>>,
  value: DieValue,
  variant: "flying-chess" | "aeroplane" = "flying-chess",
): GameState {
  const result = apply(createGame({ variant, seed: 1, position: { pieces: at } }), {
    type: "roll",
    value,
  } satisfies Action);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

/** Red to move with a 3: planes 1-3 can move, plane 4 (at home) cannot. */
const state = rolled({ "red-1": "Waypoint_5", "red-2": "Waypoint_10", "red-3": "Waypoint_20" }, 3);
const moves = legalMoves(state);
const RED = ["red-1", "red-2", "red-3", "red-4"] as const;

interface HarnessProps {
  state?: GameState;
  movable?: readonly Move[];
  onMove?: (piece: PieceId) => void;
  /** The user's own props for each piece. */
  own?: (piece: PieceId) => PieceUserProps<HTMLDivElement> & Record<string, unknown>;
  /** Hands out the controls of the latest render. */
  spy?: (controls: PieceControls) => void;
}

/** The current colour's pieces drawn as plain divs, the way a UI of one's own would. */
function Harness({ state: s = state, movable = moves, onMove, own, spy }: HarnessProps) {
  const controls = usePieceControls({ state: s, movable, onMove, pack: en });
  spy?.(controls);
  return (
    <>
      {pieces(s)
        .filter((view) => view.color === s.turn)
        .map((view) => (
          <div
            key={view.id}
            data-testid={view.id}
            {...controls.getPieceProps<HTMLDivElement>(view.id, own?.(view.id))}
          />
        ))}
      <output data-testid="preview">{controls.preview?.to ?? ""}</output>
    </>
  );
}

const piece = (id: PieceId) => screen.getByTestId(id);
const tabStops = () =>
  RED.filter((id) => piece(id).getAttribute("tabindex") === "0").map((id) => id as PieceId);

describe("roving tab stop", () => {
  it("gives the first movable piece the one tab stop, and names and disables the rest", () => {
    render(<Harness />);
    expect(tabStops()).toEqual(["red-1"]);
    for (const id of RED) expect(piece(id).getAttribute("role")).toBe("button");
    expect(RED.map((id) => piece(id).getAttribute("aria-disabled"))).toEqual([
      "false",
      "false",
      "false",
      "true",
    ]);
    expect(piece("red-4").getAttribute("tabindex")).toBe("-1");
    expect(piece("red-2").getAttribute("aria-label")).toBe(
      "Red plane 2, waypoint 10, 50 steps to finish, can move to waypoint 13",
    );
    expect(piece("red-4").getAttribute("aria-label")).toBe(
      "Red plane 4, Red home slot 4, waiting at home",
    );
  });

  it("moves the focus and the tab stop with arrows, Home and End, wrapping around", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(piece("red-1"));
    const presses: [string, PieceId][] = [
      ["{ArrowRight}", "red-2"],
      ["{ArrowDown}", "red-3"],
      ["{ArrowRight}", "red-1"],
      ["{ArrowLeft}", "red-3"],
      ["{ArrowUp}", "red-2"],
      ["{End}", "red-3"],
      ["{Home}", "red-1"],
    ];
    for (const [key, expected] of presses) {
      await user.keyboard(key);
      expect(document.activeElement, key).toBe(piece(expected));
      expect(tabStops(), key).toEqual([expected]);
    }
  });

  it("follows a piece focused by pointer, and starts over when the movable set changes", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness />);
    await user.click(piece("red-3"));
    expect(tabStops()).toEqual(["red-3"]);
    rerender(<Harness movable={moves.slice(1)} />);
    expect(tabStops()).toEqual(["red-2"]);
    rerender(<Harness movable={[]} />);
    expect(tabStops()).toEqual([]);
    rerender(<Harness movable={moves} />);
    expect(tabStops()).toEqual(["red-1"]); // not red-3 again: a new set starts at its first piece
  });

  it("moves a movable piece on Enter, Space and click, and never a piece that cannot move", async () => {
    const user = userEvent.setup();
    const onMove = vi.fn<(piece: PieceId) => void>();
    render(<Harness onMove={onMove} />);
    await user.tab();
    await user.keyboard("{Enter}");
    await user.keyboard("{ArrowRight}[Space]");
    await user.click(piece("red-3"));
    expect(onMove.mock.calls).toEqual([["red-1"], ["red-2"], ["red-3"]]);
    await user.click(piece("red-4"));
    act(() => piece("red-4").focus());
    await user.keyboard("{Enter}");
    expect(onMove).toHaveBeenCalledTimes(3);
  });

  it("keeps Enter and Space on a piece from reaching listeners further out", async () => {
    const user = userEvent.setup();
    const outer = vi.fn<(event: KeyboardEvent) => void>();
    window.addEventListener("keydown", outer);
    try {
      render(<Harness />);
      await user.tab();
      outer.mockClear(); // the Tab itself was heard
      await user.keyboard("[Space]{Enter}");
      expect(outer).not.toHaveBeenCalled();
      await user.keyboard("x");
      expect(outer).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener("keydown", outer);
    }
  });
});

describe("preview", () => {
  it("previews the move of the hovered or focused movable piece only", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const preview = () => screen.getByTestId("preview").textContent;
    expect(preview()).toBe("");
    await user.hover(piece("red-2"));
    expect(preview()).toBe("Waypoint_13");
    await user.unhover(piece("red-2"));
    expect(preview()).toBe("");
    await user.tab();
    expect(preview()).toBe("Waypoint_8");
    await user.keyboard("{ArrowRight}");
    expect(preview()).toBe("Waypoint_13");
    await user.hover(piece("red-4"));
    expect(preview()).toBe("");
  });
});

describe("merging the user's props", () => {
  it("runs the user's handlers first, then the library's", async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const onMove = vi.fn((piece: PieceId) => calls.push(`move ${piece}`));
    const own = (id: PieceId) => ({
      onClick: () => calls.push(`click ${id}`),
      onKeyDown: (event: { key: string }) => calls.push(`key ${event.key} ${id}`),
      onFocus: () => calls.push(`focus ${id}`),
      onBlur: () => calls.push(`blur ${id}`),
      onMouseEnter: () => calls.push(`enter ${id}`),
      onMouseLeave: () => calls.push(`leave ${id}`),
    });
    render(<Harness onMove={onMove} own={own} />);
    await user.click(piece("red-2"));
    expect(calls).toEqual(["enter red-2", "focus red-2", "click red-2", "move red-2"]);
    expect(screen.getByTestId("preview").textContent).toBe("Waypoint_13");
    calls.length = 0;
    await user.keyboard("{ArrowRight}");
    expect(calls).toEqual(["key ArrowRight red-2", "blur red-2", "focus red-3"]);
    expect(document.activeElement).toBe(piece("red-3"));
  });

  it("leaves the library's handling out of an event the user's handler prevents", async () => {
    const user = userEvent.setup();
    const onMove = vi.fn<(piece: PieceId) => void>();
    const prevent = (event: { preventDefault: () => void }) => event.preventDefault();
    const own = (id: PieceId) =>
      id === "red-1"
        ? { onClick: prevent, onKeyDown: prevent, onMouseEnter: prevent, onFocus: prevent }
        : {};
    render(<Harness onMove={onMove} own={own} />);
    await user.click(piece("red-1"));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByTestId("preview").textContent).toBe(""); // neither hover nor focus
    await user.keyboard("{Enter}{ArrowRight}");
    expect(onMove).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(piece("red-1"));
    await user.click(piece("red-2")); // the other pieces keep the library's handling
    expect(onMove).toHaveBeenCalledWith("red-2");
  });

  it("fills the user's ref, object or callback, and keeps its own for the roving focus", async () => {
    const user = userEvent.setup();
    const objectRef = createRef<HTMLDivElement>();
    const callbackRef = vi.fn<(element: HTMLDivElement | null) => void>();
    const own = (id: PieceId) =>
      id === "red-2" ? { ref: objectRef } : id === "red-3" ? { ref: callbackRef } : {};
    const { unmount } = render(<Harness own={own} />);
    expect(objectRef.current).toBe(piece("red-2"));
    expect(callbackRef).toHaveBeenLastCalledWith(piece("red-3"));
    await user.tab();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(piece("red-2"));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(piece("red-3"));
    unmount();
    expect(objectRef.current).toBeNull();
    expect(callbackRef).toHaveBeenLastCalledWith(null);
  });

  it("passes other attributes through, but keeps role, tab stop and name its own", () => {
    const own = () => ({
      className: "mine",
      "data-extra": "kept",
      title: "a tooltip",
      role: "link",
      tabIndex: 5,
      "aria-label": "overridden",
    });
    render(<Harness own={own} />);
    const first = piece("red-1");
    expect(first.className).toBe("mine");
    expect(first.getAttribute("data-extra")).toBe("kept");
    expect(first.getAttribute("title")).toBe("a tooltip");
    expect(first.getAttribute("role")).toBe("button");
    expect(first.getAttribute("tabindex")).toBe("0");
    expect(first.getAttribute("aria-label")).toMatch(/^Red plane 1, waypoint 5/);
  });
});

describe("what the controls know", () => {
  it("names a stack's other pieces in its label, and maps every piece of it to its move", () => {
    const stacked = rolled({ "red-1": "Track_8", "red-2": "Track_8" }, 2, "aeroplane");
    let controls: PieceControls | undefined;
    render(<Harness state={stacked} movable={legalMoves(stacked)} spy={(c) => (controls = c)} />);
    expect(piece("red-1").getAttribute("aria-label")).toMatch(
      /^Red plane 1, square 8.*can move to square 10; Red plane 2, square 8/,
    );
    expect(controls?.moveOf.get("red-2")).toBe(controls?.moveOf.get("red-1"));
    expect(controls?.tabStop).toBe("red-1");
    expect(controls?.spots.find((spot) => spot.piece.id === "red-2")?.hidden).toBe(true);
  });

  it("throws a FlyingPropError for a piece not in play", () => {
    const twoColours = createGame({ seed: 1, colors: ["red", "blue"] });
    let controls: PieceControls | undefined;
    render(<Harness state={twoColours} movable={[]} spy={(c) => (controls = c)} />);
    let thrown: unknown;
    try {
      controls?.getPieceProps("green-1");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FlyingPropError);
    expect(thrown).toMatchObject({ component: "getPieceProps", prop: "piece" });
  });
});

/** The board and a readout of one's own, both from one usePieceControls. */
function Shared() {
  const controls = usePieceControls({ state, movable: moves, pack: en });
  return (
    <>
      <FlyingChessBoard state={state} pieceControls={controls} animation={false} />
      <output data-testid="stop">{controls.tabStop}</output>
    </>
  );
}

describe("the board drawn with the same controls", () => {
  it("shares one tab stop and one preview with them", async () => {
    const user = userEvent.setup();
    const { container } = render(<Shared />);
    const drawn = (id: PieceId) => container.querySelector(`[data-piece="${id}"]`) as Element;
    await user.tab();
    expect(document.activeElement).toBe(drawn("red-1"));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(drawn("red-3"));
    expect(screen.getByTestId("stop").textContent).toBe("red-3");
    expect(drawn("red-3").getAttribute("tabindex")).toBe("0");
    expect(container.querySelector("polyline")).not.toBeNull();
  });
});
