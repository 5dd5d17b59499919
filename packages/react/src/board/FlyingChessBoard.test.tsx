// The SVG board: drawing from board data, accessible pieces, the roving focus,
// previews, announcements, keyboard shortcuts, animation and orientation.
import {
  type Action,
  apply,
  type BoardNode,
  createGame,
  type DieValue,
  type GameEvent,
  type GameState,
  getBoard,
  legalMoves,
  type NodeId,
  type PieceId,
  VARIANTS,
  type VariantId,
} from "@flying/engine";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FlyingPropError } from "../errors.js";
import { FlyingChessGame, type FlyingChessGameOwnProps } from "../FlyingChessGame.js";
import { en } from "../i18n/en.js";
import { FlyingChessBoard } from "./FlyingChessBoard.js";

/** Seed 4's first throw is a 6. */
const SEED_SIX = 4;
/** docs/RULES.md: steps from the first node of a colour's path to its finish. */
const STEPS = { "flying-chess": 60, aeroplane: 56, chessboard: 31 } as const;
/** Robots that never get to act during a test. */
const FROZEN = 600_000;

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? "")).trim();

/** A node's English name, straight from the en pack's templates. */
function englishName(node: BoardNode): string {
  return fill(en.nodes[node.kind], {
    n: node.id.match(/(\d+)$/)?.[1] ?? "",
    id: node.id,
    color: node.color ? en.colors[node.color] : "",
  });
}

function at(pieces: Partial<Record<PieceId, NodeId>>, variant: VariantId = "flying-chess") {
  return createGame({ variant, seed: 1, position: { pieces } });
}

function play(state: GameState, ...actions: Action[]) {
  let current = state;
  let events: GameEvent[] = [];
  for (const action of actions) {
    const result = apply(current, action);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    current = result.state;
    events = result.events;
  }
  return { state: current, events };
}

const roll = (value: DieValue): Action => ({ type: "roll", value });
const move = (piece: PieceId): Action => ({ type: "move", piece });

const pieceElement = (container: HTMLElement, piece: PieceId) => {
  const element = container.querySelector<SVGGElement>(`[data-piece="${piece}"]`);
  if (!element) throw new Error(`no drawing of ${piece}`);
  return element;
};

const nodeOf = (variant: GameState["variant"], id: NodeId) => {
  const node = getBoard(variant).nodes.find((n) => n.id === id);
  if (!node) throw new Error(`no node ${id}`);
  return node;
};

describe("drawing", () => {
  it.each(VARIANTS)("draws %s from its board data, one titled shape per node", (variant) => {
    const { container } = render(<FlyingChessBoard state={createGame({ variant, seed: 1 })} />);
    const group = screen.getByRole("group", { name: `${en.variants[variant]} board` });
    const board = getBoard(variant);
    const titles = [...group.querySelectorAll("title")].map((title) => title.textContent);
    expect(titles).toHaveLength(board.nodes.length);
    expect(titles.sort()).toEqual(board.nodes.map(englishName).sort());
    const pieces = container.querySelectorAll("[data-piece]");
    expect(pieces).toHaveLength(board.colors.length * 4);
  });

  it("draws only the colours in play", () => {
    const { container } = render(
      <FlyingChessBoard state={createGame({ seed: 1, colors: ["red", "blue"] })} />,
    );
    expect(container.querySelectorAll("[data-piece]")).toHaveLength(8);
    expect(container.querySelector('[data-piece="yellow-1"]')).toBeNull();
  });

  it("takes its own aria-label", () => {
    render(<FlyingChessBoard state={createGame({ seed: 1 })} aria-label="Table 3" />);
    expect(screen.getByRole("group", { name: "Table 3" })).toBeTruthy();
  });

  it("throws a FlyingPropError naming the state prop for a wrong state", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const wrong = { variant: "flying-chess" } as unknown as GameState;
      let thrown: unknown;
      try {
        render(<FlyingChessBoard state={wrong} />);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(FlyingPropError);
      expect(thrown).toMatchObject({ component: "FlyingChessBoard", prop: "state" });
      expect(String(thrown)).toMatch(/prop "state"/);
    } finally {
      spy.mockRestore();
    }
  });
});

describe("piece labels", () => {
  it("names each Flying Chess plane with where it is and how far it has to go", () => {
    const state = at({
      "red-1": "Finish",
      "red-2": "Waypoint_17",
      "red-3": "Safe_Red_5",
      "blue-1": "Waypoint_14",
    });
    render(<FlyingChessBoard state={state} />);
    const names = [
      "Red plane 1, finish, finished",
      `Red plane 2, waypoint 17, ${STEPS["flying-chess"] - 17} steps to finish`,
      "Red plane 3, Red safety path 5, 1 step to finish",
      "Red plane 4, Red home slot 4, waiting at home",
      `Blue plane 1, waypoint 14, ${STEPS["flying-chess"]} steps to finish`,
    ];
    for (const name of names) expect(screen.getByRole("img", { name })).toBeTruthy();
  });

  it("draws a crowded Finish with every piece beside the others, each named and numbered", () => {
    const state = at({
      "red-1": "Finish",
      "red-2": "Finish",
      "red-3": "Finish",
      "blue-1": "Finish",
      "blue-2": "Finish",
    });
    const { container } = render(<FlyingChessBoard state={state} />);
    const placed = new Set<string>();
    for (const [id, n] of [
      ["red-1", 1],
      ["red-2", 2],
      ["red-3", 3],
      ["blue-1", 1],
      ["blue-2", 2],
    ] as const) {
      const color = id.startsWith("red") ? "Red" : "Blue";
      const piece = screen.getByRole("img", { name: `${color} plane ${n}, finish, finished` });
      expect(pieceElement(container, id)).toBe(piece);
      expect(piece.getAttribute("aria-hidden")).toBeNull();
      expect(piece.textContent).toContain(String(n));
      placed.add((piece as unknown as SVGElement).style.transform);
    }
    // No two finished pieces drawn on the same spot.
    expect(placed.size).toBe(5);
  });

  it("names Aeroplane planes and Chessboard pieces", () => {
    const { unmount } = render(
      <FlyingChessBoard state={at({ "yellow-1": "Pad_Yellow" }, "aeroplane")} />,
    );
    const aeroplane = [
      `Yellow plane 1, Yellow launch pad, ${STEPS.aeroplane} steps to finish`,
      "Yellow plane 2, Yellow hangar 2, waiting at home",
    ];
    for (const name of aeroplane) expect(screen.getByRole("img", { name })).toBeTruthy();
    unmount();
    render(<FlyingChessBoard state={createGame({ variant: "chessboard", seed: 1 })} />);
    const chessboard = [
      `White piece 1, a1, ${STEPS.chessboard} steps to finish`,
      "Black piece 3, Black reserve 3, waiting at home",
    ];
    for (const name of chessboard) expect(screen.getByRole("img", { name })).toBeTruthy();
  });
});

describe("movable pieces", () => {
  const start = at({ "red-1": "Waypoint_5", "red-2": "Waypoint_10", "red-3": "Waypoint_20" });
  const { state } = play(start, roll(3));
  const moves = legalMoves(state);

  function renderMovable(onMove = vi.fn<(piece: PieceId) => void>()) {
    const view = render(<FlyingChessBoard state={state} movable={moves} onMove={onMove} />);
    return { ...view, onMove };
  }

  const buttons = () => screen.getAllByRole("button");
  const tabStops = () => buttons().filter((button) => button.getAttribute("tabindex") === "0");

  it("makes only the movable pieces buttons, saying where they can go", () => {
    renderMovable();
    const label = (n: number, from: number) =>
      `Red plane ${n}, waypoint ${from}, ${STEPS["flying-chess"] - from} steps to finish, ` +
      `can move to waypoint ${from + 3}`;
    expect(buttons().map((b) => b.getAttribute("aria-label"))).toEqual([
      label(1, 5),
      label(2, 10),
      label(3, 20),
    ]);
    expect(screen.getByRole("img", { name: /^Red plane 4/ })).toBeTruthy();
    expect(screen.getAllByRole("img", { name: /^Yellow plane/ })).toHaveLength(4);
  });

  it("draws no buttons without movable moves", () => {
    render(<FlyingChessBoard state={state} />);
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("keeps one piece in the tab order and moves focus with arrows, Home and End", async () => {
    const user = userEvent.setup();
    renderMovable();
    const [first, second, third] = buttons();
    expect(tabStops()).toEqual([first]);
    await user.tab();
    expect(document.activeElement).toBe(first);
    const presses: [string, HTMLElement | undefined][] = [
      ["{ArrowRight}", second],
      ["{ArrowDown}", third],
      ["{ArrowRight}", first],
      ["{ArrowLeft}", third],
      ["{ArrowUp}", second],
      ["{Home}", first],
      ["{End}", third],
    ];
    for (const [key, expected] of presses) {
      await user.keyboard(key);
      expect(document.activeElement, key).toBe(expected);
      expect(tabStops(), key).toEqual([expected]);
    }
    await user.tab({ shift: true });
    await user.tab();
    expect(document.activeElement).toBe(third); // the roving stop is remembered
  });

  it("moves the focused piece on Enter and Space, and a piece on click", async () => {
    const user = userEvent.setup();
    const { onMove, container } = renderMovable();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(onMove).toHaveBeenLastCalledWith("red-1");
    await user.keyboard("{ArrowRight}[Space]");
    expect(onMove).toHaveBeenLastCalledWith("red-2");
    await user.click(buttons()[2] as HTMLElement);
    expect(onMove).toHaveBeenLastCalledWith("red-3");
    expect(onMove).toHaveBeenCalledTimes(3);
    await user.click(pieceElement(container, "red-4"));
    await user.click(pieceElement(container, "yellow-1"));
    expect(onMove).toHaveBeenCalledTimes(3);
  });

  it("previews the path of the focused or hovered piece", async () => {
    const user = userEvent.setup();
    const { container } = renderMovable();
    const preview = () => container.querySelector("polyline");
    const points = (...ids: NodeId[]) =>
      ids.map((id) => `${nodeOf("flying-chess", id).x},${nodeOf("flying-chess", id).y}`).join(" ");
    expect(preview()).toBeNull();
    await user.tab();
    expect(preview()?.getAttribute("points")).toBe(
      points("Waypoint_5", "Waypoint_6", "Waypoint_7", "Waypoint_8"),
    );
    await user.tab(); // focus leaves the board
    expect(preview()).toBeNull();
    await user.hover(buttons()[1] as HTMLElement);
    expect(preview()?.getAttribute("points")).toBe(
      points("Waypoint_10", "Waypoint_11", "Waypoint_12", "Waypoint_13"),
    );
    const target = preview()?.parentElement?.querySelector("[data-preview-target]");
    expect(target?.getAttribute("data-preview-target")).toBe("Waypoint_13");
    const { x, y } = nodeOf("flying-chess", "Waypoint_13");
    expect(target?.getAttribute("transform")).toBe(`translate(${x} ${y})`);
    await user.unhover(buttons()[1] as HTMLElement);
    expect(preview()).toBeNull();
  });
});

describe("announcements", () => {
  it("announces the events passed in, in a polite live region", () => {
    const start = at({ "red-1": "Waypoint_5" });
    const rolled = play(start, roll(3));
    const moved = play(rolled.state, move("red-1"));
    const { rerender } = render(<FlyingChessBoard state={start} />);
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toBe("");
    rerender(<FlyingChessBoard state={rolled.state} events={rolled.events} eventKey={1} />);
    expect(status.textContent).toBe("Red rolled a 3");
    rerender(
      <FlyingChessBoard state={moved.state} events={moved.events} eventKey={2} animation={false} />,
    );
    expect(status.textContent).toBe("Red plane 1 moved to waypoint 8. Yellow to play");
  });

  it("announces nothing with announce={false}", () => {
    const rolled = play(at({ "red-1": "Waypoint_5" }), roll(3));
    render(<FlyingChessBoard state={rolled.state} events={rolled.events} announce={false} />);
    expect(screen.getByRole("status").textContent).toBe("");
  });
});

describe("keyboard shortcuts", () => {
  const game = (extra: FlyingChessGameOwnProps = {}) =>
    render(<FlyingChessGame seed={SEED_SIX} robotPace={FROZEN} animation={false} {...extra} />);
  const indicator = (color: string) =>
    screen.getByRole("button", { name: new RegExp(`^${color} (human|Classic robot)$`) });
  const logLines = () =>
    within(screen.getByRole("log"))
      .queryAllByRole("listitem")
      .map((li) => li.textContent);

  it("picks a colour with R, Y, G and B before the first roll only", async () => {
    const user = userEvent.setup();
    game();
    expect(indicator("Red").getAttribute("aria-pressed")).toBe("true");
    await user.keyboard("g");
    expect(indicator("Green").getAttribute("aria-pressed")).toBe("true");
    expect(indicator("Red").getAttribute("aria-pressed")).toBe("false");
    await user.keyboard("B");
    expect(indicator("Blue").getAttribute("aria-pressed")).toBe("true");
    expect(indicator("Green").getAttribute("aria-pressed")).toBe("false");
    await user.keyboard("r");
    await user.keyboard(" ");
    expect(logLines()).toEqual(["Red rolled a 6"]);
    await user.keyboard("y");
    expect(indicator("Red").getAttribute("aria-pressed")).toBe("true");
    expect(indicator("Yellow").getAttribute("aria-pressed")).toBe("false");
  });

  it("rolls with Space and moves piece 1-4 with the digit keys", async () => {
    const user = userEvent.setup();
    game();
    await user.keyboard("3"); // nothing to move before the roll
    expect(logLines()).toEqual([]);
    await user.keyboard(" ");
    expect(logLines()).toEqual(["Red rolled a 6"]);
    await user.keyboard(" "); // a move is pending: no second roll
    expect(logLines()).toHaveLength(1);
    await user.keyboard("3");
    expect(logLines()).toEqual([
      "Red rolled a 6",
      "Red plane 3 took off to waypoint 0. Yellow to play",
    ]);
    expect(
      screen.getByRole("img", {
        name: `Red plane 3, waypoint 0, ${STEPS["flying-chess"]} steps to finish`,
      }),
    ).toBeTruthy();
    await user.keyboard(" 1"); // yellow's (a robot's) turn: neither rolls nor moves
    expect(logLines()).toHaveLength(2);
  });

  it("hears keys only while the focus is in the game or nowhere in particular", async () => {
    const user = userEvent.setup();
    render(
      <>
        <p tabIndex={-1}>elsewhere on the page</p>
        <FlyingChessGame seed={SEED_SIX} robotPace={FROZEN} animation={false} />
      </>,
    );
    screen.getByText("elsewhere on the page").focus();
    await user.keyboard(" g");
    expect(logLines()).toEqual([]);
    expect(indicator("Red").getAttribute("aria-pressed")).toBe("true");
    screen.getByRole("log").focus();
    await user.keyboard(" ");
    expect(logLines()).toEqual(["Red rolled a 6"]);
  });

  it("rolls once when Space is pressed on the focused die", async () => {
    const user = userEvent.setup();
    game();
    act(() => {
      screen.getByRole("button", { name: "Roll the die" }).focus();
    });
    await user.keyboard(" ");
    expect(logLines()).toEqual(["Red rolled a 6"]);
  });

  it("ignores keys typed into a text field, and all keys when turned off", async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <>
        <input aria-label="chat" />
        <FlyingChessGame seed={SEED_SIX} robotPace={FROZEN} animation={false} />
      </>,
    );
    await user.type(screen.getByRole("textbox", { name: "chat" }), "g ");
    expect(indicator("Red").getAttribute("aria-pressed")).toBe("true");
    expect(logLines()).toEqual([]);
    unmount();
    game({ keyboardShortcuts: false });
    await user.keyboard("g 1");
    expect(indicator("Red").getAttribute("aria-pressed")).toBe("true");
    expect(logLines()).toEqual([]);
  });

  it("calls the board's own handlers in a custom layout", async () => {
    const user = userEvent.setup();
    const onRoll = vi.fn<() => void>();
    const onSelectColor = vi.fn<(color: string) => void>();
    const onMove = vi.fn<(piece: PieceId) => void>();
    const start = createGame({ variant: "chessboard", seed: 1 });
    const { rerender } = render(
      <FlyingChessBoard
        state={start}
        keyboardShortcuts
        onRoll={onRoll}
        onSelectColor={onSelectColor}
        onMove={onMove}
      />,
    );
    await user.keyboard("wkr ");
    expect(onSelectColor.mock.calls).toEqual([["white"], ["black"]]); // no red on a chessboard
    expect(onRoll).toHaveBeenCalledTimes(1);
    const rolled = play(start, roll(3)).state;
    rerender(
      <FlyingChessBoard
        state={rolled}
        movable={legalMoves(rolled)}
        keyboardShortcuts
        onMove={onMove}
      />,
    );
    await user.keyboard("21");
    expect(onMove.mock.calls).toEqual([["white-1"]]);
  });
});

describe("a human turn by keyboard alone", () => {
  it("tabs to the die, rolls with Enter, tabs to a plane and moves it with Enter", async () => {
    const user = userEvent.setup();
    render(<FlyingChessGame seed={SEED_SIX} robotPace={FROZEN} animation={false} />);
    const die = screen.getByRole("button", { name: "Roll the die" });
    for (let i = 0; i < 30 && document.activeElement !== die; i++) await user.tab();
    expect(document.activeElement).toBe(die);
    await user.keyboard("{Enter}");
    expect(die.getAttribute("aria-label")).toMatch(/The die shows 6/);

    const isPiece = () => document.activeElement?.hasAttribute("data-piece") === true;
    for (let i = 0; i < 30 && !isPiece(); i++) await user.tab();
    expect(document.activeElement?.getAttribute("aria-label")).toBe(
      `Red plane 1, Red home slot 1, waiting at home, can move to waypoint 0`,
    );
    await user.keyboard("{ArrowRight}{Enter}");
    expect(
      screen.getByRole("img", {
        name: `Red plane 2, waypoint 0, ${STEPS["flying-chess"]} steps to finish`,
      }),
    ).toBeTruthy();
    expect(screen.getByText("Yellow (Classic robot) is playing")).toBeTruthy();
  });
});

describe("animation", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = at({ "red-1": "Waypoint_3" });
  const rolled = play(start, roll(3)).state;
  const moved = play(rolled, move("red-1"));
  const translate = (node: BoardNode) => `translate(${node.x}px, ${node.y}px)`;
  const wp = (i: number) => nodeOf("flying-chess", `Waypoint_${i}`);

  function renderMove(animation?: boolean | { stepMs?: number }) {
    const onAnimationStart = vi.fn<() => void>();
    const onAnimationEnd = vi.fn<() => void>();
    const props = {
      onAnimationStart,
      onAnimationEnd,
      ...(animation !== undefined && { animation }),
    };
    const view = render(<FlyingChessBoard state={rolled} {...props} />);
    view.rerender(
      <FlyingChessBoard state={moved.state} events={moved.events} eventKey={1} {...props} />,
    );
    const piece = () => pieceElement(view.container, "red-1").style.transform;
    return { ...view, onAnimationStart, onAnimationEnd, piece };
  }

  it("walks the piece node by node, between onAnimationStart and onAnimationEnd", () => {
    const { onAnimationStart, onAnimationEnd, piece } = renderMove();
    expect(onAnimationStart).toHaveBeenCalledTimes(1);
    expect(onAnimationEnd).not.toHaveBeenCalled();
    expect(piece()).toBe(translate(wp(3)));
    const seen = new Set<string>();
    for (let i = 0; i < 100 && onAnimationEnd.mock.calls.length === 0; i++) {
      act(() => {
        vi.advanceTimersByTime(10);
      });
      seen.add(piece());
    }
    expect(seen.has(translate(wp(4)))).toBe(true);
    expect(seen.has(translate(wp(5)))).toBe(true);
    expect(onAnimationEnd).toHaveBeenCalledTimes(1);
    expect(onAnimationStart).toHaveBeenCalledTimes(1);
    expect(piece()).toBe(translate(wp(6)));
  });

  it("ends the animation when the board unmounts mid-way", () => {
    const { onAnimationEnd, unmount } = renderMove();
    unmount();
    expect(onAnimationEnd).toHaveBeenCalledTimes(1);
    act(() => {
      vi.runAllTimers();
    });
    expect(onAnimationEnd).toHaveBeenCalledTimes(1);
  });

  it("calls neither callback with animation={false}, drawing the piece where it ends", () => {
    const { onAnimationStart, onAnimationEnd, piece } = renderMove(false);
    act(() => {
      vi.runAllTimers();
    });
    expect(onAnimationStart).not.toHaveBeenCalled();
    expect(onAnimationEnd).not.toHaveBeenCalled();
    expect(piece()).toBe(translate(wp(6)));
  });

  describe("with prefers-reduced-motion", () => {
    beforeEach(() => {
      const matchMedia = (query: string) =>
        ({
          matches: query.includes("prefers-reduced-motion: reduce"),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList;
      vi.stubGlobal("matchMedia", matchMedia);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("calls neither callback", () => {
      const { onAnimationStart, onAnimationEnd, piece } = renderMove();
      act(() => {
        vi.runAllTimers();
      });
      expect(onAnimationStart).not.toHaveBeenCalled();
      expect(onAnimationEnd).not.toHaveBeenCalled();
      expect(piece()).toBe(translate(wp(6)));
    });

    it("calls neither callback for a board that mounts with events", () => {
      const onAnimationStart = vi.fn<() => void>();
      const onAnimationEnd = vi.fn<() => void>();
      render(
        <FlyingChessBoard
          state={moved.state}
          events={moved.events}
          eventKey={1}
          onAnimationStart={onAnimationStart}
          onAnimationEnd={onAnimationEnd}
        />,
      );
      act(() => {
        vi.runAllTimers();
      });
      expect(onAnimationStart).not.toHaveBeenCalled();
      expect(onAnimationEnd).not.toHaveBeenCalled();
    });
  });

  it("keeps the robots waiting in FlyingChessGame until the board's animation ends", () => {
    render(<FlyingChessGame seed={SEED_SIX} robotPace={100} />);
    const lines = () => within(screen.getByRole("log")).queryAllByRole("listitem").length;
    fireEvent.click(screen.getByRole("button", { name: "Roll the die" }));
    fireEvent.click(screen.getByRole("button", { name: /^Red plane 1,/ }));
    expect(lines()).toBe(2);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(lines()).toBe(2); // a full pace has passed, but the plane is still flying
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(lines()).toBe(2); // the animation has ended; the pace starts now
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(lines()).toBe(3);
  });
});

describe("orientation", () => {
  const rotationOf = (container: HTMLElement) => {
    const transform = container.querySelector("svg > g")?.getAttribute("transform") ?? "";
    const match = transform.match(/^rotate\((-?[\d.]+) ([\d.]+) ([\d.]+)\)$/);
    if (!match) throw new Error(`no rotation in "${transform}"`);
    return match.slice(1).map(Number) as [number, number, number];
  };

  it("draws the board unturned by default", () => {
    const { container } = render(<FlyingChessBoard state={createGame({ seed: 1 })} />);
    expect(rotationOf(container)[0] % 360).toBe(0);
  });

  it.each(VARIANTS)("turns %s so each colour's start sits at the bottom", (variant) => {
    const board = getBoard(variant);
    const turns = new Set<number>();
    for (const color of board.colors) {
      const { container, unmount } = render(
        <FlyingChessBoard state={createGame({ variant, seed: 1 })} orientation={color} />,
      );
      const [degrees, cx, cy] = rotationOf(container);
      expect(cx).toBe(board.width / 2);
      expect(cy).toBe(board.height / 2);
      turns.add(degrees % 360);
      // SVG rotate(a cx cy), y pointing down: where the start node is drawn.
      const start = nodeOf(variant, board.starts[color] as NodeId);
      const a = (degrees * Math.PI) / 180;
      const y = cy + (start.x - cx) * Math.sin(a) + (start.y - cy) * Math.cos(a);
      expect(y, color).toBeGreaterThan(cy);
      unmount();
    }
    expect(turns.size).toBe(board.colors.length);
  });

  it("turns FlyingChessGame to the human's colour", async () => {
    const user = userEvent.setup();
    const { container } = render(<FlyingChessGame seed={1} robotPace={FROZEN} animation={false} />);
    const red = rotationOf(container)[0];
    await user.keyboard("b");
    expect(rotationOf(container)[0]).not.toBe(red);
  });
});
