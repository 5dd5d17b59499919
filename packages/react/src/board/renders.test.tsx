// What the board re-renders per action: the static drawing of its nodes never (after
// mount, for one board, theme and locale), the narration once per batch of events.
import {
  type Action,
  apply,
  createGame,
  type GameEvent,
  type GameState,
  getBoard,
  legalMoves,
} from "@flying/engine";
import { act, fireEvent, render } from "@testing-library/react";
import { Profiler, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as format from "../i18n/format.js";
import { darkTheme } from "../theme.js";
import { FlyingChessBoard, type FlyingChessBoardProps } from "./FlyingChessBoard.js";
import { PieceDrawing, type PieceDrawingProps } from "./Piece.js";

// The board's node titles come from nodeName, called once per node each time the drawing
// renders, and its announcement from narrate: spies on both count those renders.
vi.mock("../i18n/format.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../i18n/format.js")>();
  return { ...actual, nodeName: vi.fn(actual.nodeName), narrate: vi.fn(actual.narrate) };
});

const NODES = getBoard("flying-chess").nodes.length;
const nodeName = vi.mocked(format.nodeName);
const narrate = vi.mocked(format.narrate);
const drawings = () => nodeName.mock.calls.length / NODES;

function play(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const result = apply(state, action);
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

const start = createGame({
  seed: 1,
  position: { pieces: { "red-1": "Waypoint_3", "red-2": "Waypoint_10" } },
});
const rolled = play(start, { type: "roll", value: 3 });
const moved = play(rolled.state, { type: "move", piece: "red-1" });

function setup() {
  let commits = 0;
  const ui = (props: FlyingChessBoardProps): ReactNode => (
    <Profiler id="board" onRender={() => commits++}>
      <FlyingChessBoard {...props} />
    </Profiler>
  );
  const view = render(
    ui({
      state: rolled.state,
      movable: legalMoves(rolled.state),
      events: rolled.events,
      eventKey: 1,
    }),
  );
  const reset = () => {
    nodeName.mockClear();
    narrate.mockClear();
    commits = 0;
  };
  return { ...view, ui, reset, commits: () => commits };
}

beforeEach(() => {
  vi.useFakeTimers();
  nodeName.mockClear();
  narrate.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("render counts", () => {
  it("draws the nodes and narrates the events once at mount", () => {
    setup();
    expect(drawings()).toBe(1);
    expect(narrate).toHaveBeenCalledTimes(rolled.events.length);
  });

  it("redraws no node while a piece is hovered and left", () => {
    const { container, reset, commits } = setup();
    reset();
    const piece = container.querySelector('[data-piece="red-1"]') as Element;
    fireEvent.mouseEnter(piece);
    expect(container.querySelector("polyline")).not.toBeNull();
    fireEvent.mouseLeave(piece);
    expect(container.querySelector("polyline")).toBeNull();
    expect(commits()).toBeGreaterThan(0);
    expect(drawings()).toBe(0);
    expect(narrate).not.toHaveBeenCalled();
  });

  it("redraws no node through an action and every step of its animation, narrating it once", () => {
    const { container, rerender, ui, reset, commits } = setup();
    reset();
    rerender(ui({ state: moved.state, events: moved.events, eventKey: 2 }));
    const steps = new Set<string>();
    const piece = () => container.querySelector<SVGGElement>('[data-piece="red-1"]');
    // One act per timer tick, so each step renders on its own as in a browser.
    for (let i = 0; i < 200; i++) {
      act(() => {
        vi.advanceTimersByTime(10);
      });
      steps.add(piece()?.style.transform ?? "");
    }
    expect(steps.size).toBeGreaterThanOrEqual(3); // the piece did walk, step by step…
    expect(commits()).toBeGreaterThanOrEqual(4); // …re-rendering the board each time…
    expect(drawings()).toBe(0); // …but never its nodes
    expect(narrate).toHaveBeenCalledTimes(moved.events.length);
  });

  it("redraws only the pieces an action changed, and none on the steps of its animation", () => {
    const drawn: string[] = [];
    const renderPiece = (props: PieceDrawingProps) => {
      drawn.push(props.piece.id);
      return <PieceDrawing {...props} />;
    };
    const { rerender, ui } = setup();
    const before = { state: rolled.state, events: rolled.events, eventKey: 1, renderPiece };
    rerender(ui({ ...before, movable: legalMoves(rolled.state) }));
    expect(new Set(drawn).size).toBe(rolled.state.pieces.length);
    drawn.length = 0;
    // A still piece is drawn once however often the board renders around it.
    rerender(ui({ ...before, movable: legalMoves(rolled.state) }));
    expect(drawn).toEqual([]);
    // The move: red-1 was movable and walks; red-2 loses its movable cue; no other piece changes.
    rerender(ui({ state: moved.state, events: moved.events, eventKey: 2, renderPiece }));
    for (let i = 0; i < 200; i++) {
      act(() => {
        vi.advanceTimersByTime(10);
      });
    }
    // Each once: red-1 for its new square (and heading), red-2 for its movable cue gone.
    expect(drawn.sort()).toEqual(["red-1", "red-2"]);
  });

  it("redraws the nodes when the locale or the theme changes", () => {
    const { rerender, ui, reset, container } = setup();
    const props = { state: rolled.state, events: rolled.events, eventKey: 1 };
    const titles = () => [...container.querySelectorAll("title")].map((t) => t.textContent);
    const english = titles();
    reset();
    rerender(ui({ ...props, locale: "zh" }));
    expect(drawings()).toBe(1);
    expect(titles()).not.toEqual(english);
    reset();
    rerender(ui({ ...props, locale: "zh", theme: darkTheme }));
    expect(drawings()).toBe(1);
    expect(container.querySelector(`rect[fill="${darkTheme.players.red.tint}"]`)).not.toBeNull();
  });
});
