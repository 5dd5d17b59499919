// Chessboard race (docs/RULES.md §3) scenario by scenario, with forced dice.
import { describe, expect, it } from "vitest";
import { RuleError } from "./errors.js";
import { apply, createGame } from "./game.js";
import { getBoard } from "./index.js";
import { currentPlayer, legalMoves, phase, winner } from "./queries.js";
import { robots } from "./robots.js";
import { defaultRules, ruleChoices } from "./rules.js";
import { eventsOf, from, nodesOf, play, randomRobotGame, refusal } from "./test-utils.js";
import type {
  Action,
  BoardNode,
  Color,
  GameEvent,
  GameState,
  NodeId,
  PieceId,
  Rules,
} from "./types.js";

const board = getBoard("chessboard");
const byId = new Map(board.nodes.map((node) => [node.id, node]));

/** docs/RULES.md §3, spelled out square by square. */
const WHITE_PATH: readonly NodeId[] = [
  ...["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1"],
  ...["h2", "h3", "h4", "h5", "h6", "h7", "h8"],
  ...["g8", "f8", "e8", "d8", "c8", "b8", "a8"],
  ...["a7", "a6", "a5", "a4", "a3", "a2"],
  ...["a1", "b2", "c3", "d4"],
];
const BLACK_PATH: readonly NodeId[] = [
  ...["h8", "g8", "f8", "e8", "d8", "c8", "b8", "a8"],
  ...["a7", "a6", "a5", "a4", "a3", "a2", "a1"],
  ...["b1", "c1", "d1", "e1", "f1", "g1", "h1"],
  ...["h2", "h3", "h4", "h5", "h6", "h7"],
  ...["h8", "g7", "f6", "e5"],
];
const FILES = "abcdefgh";
const ALL_SQUARES: NodeId[] = [...FILES].flatMap((f) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((r) => `${f}${r}`),
);

/** A chessboard game from a position given as node ids; left-out pieces wait in reserve. */
function cb(pieces: Partial<Record<PieceId, NodeId>>, turn?: Color, rules?: Rules): GameState {
  return from(pieces, { variant: "chessboard", turn, rules });
}

function node(id: NodeId): BoardNode {
  const found = byId.get(id);
  if (!found) throw new Error(`the board has no node ${id}`);
  return found;
}

function distance(a: NodeId, b: NodeId): number {
  const p = node(a);
  const q = node(b);
  return Math.hypot(p.x - q.x, p.y - q.y);
}

function movedPath(events: GameEvent[]): NodeId[] {
  const moved = events.find((e) => e.type === "moved");
  if (moved?.type !== "moved") throw new Error("no moved event");
  return moved.path;
}

function thrownCode(make: () => unknown): string {
  try {
    make();
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
  throw new Error("no error was thrown");
}

const passed = (from: Color, to: Color, reason: "moved" | "no-move" = "moved"): GameEvent => ({
  type: "turnPassed",
  from,
  to,
  reason,
});

function moved(piece: PieceId, path: NodeId[], start: NodeId): GameEvent {
  return { type: "moved", piece, pieces: [piece], from: start, to: path.at(-1) ?? start, path };
}

function captured(piece: PieceId, by: PieceId, at: NodeId): GameEvent {
  const [color, n] = piece.split("-") as [string, string];
  const home = `Reserve_${color.charAt(0).toUpperCase()}${color.slice(1)}_${n}`;
  return { type: "captured", piece, by, at, home };
}

describe("Chessboard race board", () => {
  it("is an 8×8 chessboard a1 … h8 for white and black", () => {
    expect(board.variant).toBe("chessboard");
    expect([...board.colors]).toEqual(["white", "black"]);
    const squares = board.nodes.filter((n) => n.kind === "square").map((n) => n.id);
    expect(squares).toHaveLength(64);
    expect(new Set(squares)).toEqual(new Set(ALL_SQUARES));
  });

  it("puts a1 in the lower left as white sees it (y grows downwards)", () => {
    const squares = board.nodes.filter((n) => n.kind === "square");
    expect(node("a1").x).toBe(Math.min(...squares.map((n) => n.x)));
    expect(node("a1").y).toBe(Math.max(...squares.map((n) => n.y)));
    expect(node("h8").x).toBe(Math.max(...squares.map((n) => n.x)));
    expect(node("h8").y).toBe(Math.min(...squares.map((n) => n.y)));
    for (const id of ALL_SQUARES) {
      const file = FILES.indexOf(id.charAt(0));
      const rank = Number(id.slice(1)) - 1;
      expect(node(id).x - node("a1").x, id).toBeCloseTo(file, 9);
      expect(node("a1").y - node(id).y, id).toBeCloseTo(rank, 9);
    }
  });

  it("gives white the path a1 … h1 … h8 … a8 … a2, then a1 b2 c3 d4", () => {
    expect(board.paths.white).toEqual(WHITE_PATH);
    expect(board.paths.white).toHaveLength(32);
    expect(board.paths.white?.[0]).toBe("a1");
    expect(board.paths.white?.[28]).toBe("a1");
  });

  it("gives black the path h8 … a8 … a1 … h1 … h7, then h8 g7 f6 e5", () => {
    expect(board.paths.black).toEqual(BLACK_PATH);
    expect(board.paths.black).toHaveLength(32);
    expect(board.paths.black?.[0]).toBe("h8");
    expect(board.paths.black?.[28]).toBe("h8");
  });

  it("both laps are the same 28 edge squares, black's turned 14 squares on", () => {
    const edge = ALL_SQUARES.filter((id) => /^[ah]|[18]$/.test(id));
    const whiteLap = WHITE_PATH.slice(0, 28);
    const blackLap = BLACK_PATH.slice(0, 28);
    expect(new Set(board.paths.white?.slice(0, 28))).toEqual(new Set(edge));
    expect(new Set(board.paths.black?.slice(0, 28))).toEqual(new Set(edge));
    expect(blackLap).toEqual([...whiteLap.slice(14), ...whiteLap.slice(0, 14)]);
    // The shared corners: white's a1 is black's 14th step, black's h8 white's 14th.
    expect(board.paths.black?.[14]).toBe("a1");
    expect(board.paths.white?.[14]).toBe("h8");
  });

  it("walks the perimeter counter-clockwise in unit steps, the diagonal in diagonal steps", () => {
    for (const path of [WHITE_PATH, BLACK_PATH]) {
      for (let i = 0; i < 28; i++) {
        const a = path[i] as NodeId;
        const b = path[i + 1] as NodeId;
        expect(distance(a, b), `${a} → ${b}`).toBeCloseTo(1, 9);
      }
      for (let i = 28; i < 31; i++) {
        const a = path[i] as NodeId;
        const b = path[i + 1] as NodeId;
        expect(distance(a, b), `${a} → ${b}`).toBeCloseTo(Math.SQRT2, 9);
      }
      // Shoelace area on a y-down grid: counter-clockwise on screen is a negative sum.
      let twiceArea = 0;
      for (let i = 0; i < 28; i++) {
        const a = node(path[i] as NodeId);
        const b = node(path[(i + 1) % 28] as NodeId);
        twiceArea += a.x * b.y - b.x * a.y;
      }
      expect(twiceArea).toBeLessThan(0);
    }
  });

  it("keeps four reserve slots per player off the board; white starts on a1, black on h8", () => {
    expect(board.homes.white).toEqual([1, 2, 3, 4].map((n) => `Reserve_White_${n}`));
    expect(board.homes.black).toEqual([1, 2, 3, 4].map((n) => `Reserve_Black_${n}`));
    for (const id of [...(board.homes.white ?? []), ...(board.homes.black ?? [])]) {
      expect(node(id).kind, id).toBe("reserve");
      expect(ALL_SQUARES.includes(id)).toBe(false);
    }
    expect(node("Reserve_White_3").color).toBe("white");
    expect(node("Reserve_Black_3").color).toBe("black");
    expect(board.starts).toEqual({ white: "a1", black: "h8" });
  });
});

describe("Chessboard race options and positions", () => {
  it("has one rule option, captureOnPass, true by default", () => {
    expect(defaultRules("chessboard")).toEqual({ captureOnPass: true });
    expect(ruleChoices("chessboard")).toEqual({ captureOnPass: [true, false] });
    expect(createGame({ variant: "chessboard", seed: 1 }).rules).toEqual({ captureOnPass: true });
    const code = thrownCode(() =>
      // @ts-expect-error finish is not a Chessboard option: the run-time check refuses it as well
      createGame({ variant: "chessboard", rules: { finish: "bounce" } }),
    );
    expect(code).toBe("UNKNOWN_RULE");
  });

  it("is a two-player game: white and black", () => {
    expect(createGame({ variant: "chessboard", seed: 1 }).colors).toEqual(["white", "black"]);
    const reversed = createGame({ variant: "chessboard", seed: 1, colors: ["black", "white"] });
    expect(reversed.colors).toEqual(["white", "black"]);
    expect(thrownCode(() => createGame({ variant: "chessboard", colors: ["white"] }))).toBe(
      "INVALID_COLORS",
    );
    // @ts-expect-error red is not a Chessboard colour: the run-time check refuses it as well
    expect(thrownCode(() => createGame({ variant: "chessboard", colors: ["white", "red"] }))).toBe(
      "INVALID_COLORS",
    );
  });

  it("in a loaded position a piece on its own start corner stands at index 0", () => {
    const game = cb({ "white-1": "a1", "black-1": "h8" });
    expect(game.pieces).toEqual([0, -1, -1, -1, 0, -1, -1, -1]);
    // From index 0 a 1 goes to b1 (not to b2, as it would from index 28).
    expect(movedPath(eventsOf(play(game, 1), "white-1"))).toEqual(["b1"]);
    const black = cb({ "black-3": "h8" }, "black");
    expect(black.pieces[6]).toBe(0);
    expect(movedPath(eventsOf(play(black, 1), "black-3"))).toEqual(["g8"]);
  });

  it("loads other squares at their path index and leaves the rest in reserve", () => {
    const game = cb({ "white-2": "b2", "white-3": "h8", "black-2": "a1", "black-4": "e5" });
    expect(game.pieces).toEqual([-1, 29, 14, -1, -1, 14, -1, 31]);
    expect(nodesOf(game, "white-1", "white-4", "black-1", "black-3")).toEqual([
      "Reserve_White_1",
      "Reserve_White_4",
      "Reserve_Black_1",
      "Reserve_Black_3",
    ]);
  });

  it("refuses pieces off their own path, and two pieces on one square", () => {
    expect(thrownCode(() => cb({ "white-1": "e5" }))).toBe("INVALID_POSITION");
    expect(thrownCode(() => cb({ "black-1": "d4" }))).toBe("INVALID_POSITION");
    expect(thrownCode(() => cb({ "white-1": "c4" }))).toBe("INVALID_POSITION");
    expect(thrownCode(() => cb({ "white-1": "c1", "black-1": "c1" }))).toBe("INVALID_POSITION");
    expect(thrownCode(() => cb({ "white-1": "c1", "white-2": "c1" }))).toBe("INVALID_POSITION");
  });
});

describe("Chessboard race start and turns", () => {
  it("starts with white-1 on a1, black-1 on h8, three of each in reserve; white first", () => {
    const game = createGame({ variant: "chessboard", seed: 1 });
    expect(nodesOf(game, "white-1", "white-2", "white-3", "white-4")).toEqual([
      "a1",
      "Reserve_White_2",
      "Reserve_White_3",
      "Reserve_White_4",
    ]);
    expect(nodesOf(game, "black-1", "black-2", "black-3", "black-4")).toEqual([
      "h8",
      "Reserve_Black_2",
      "Reserve_Black_3",
      "Reserve_Black_4",
    ]);
    expect(game.pieces).toEqual([0, -1, -1, -1, 0, -1, -1, -1]);
    expect(currentPlayer(game)).toBe("white");
    expect(phase(game)).toBe("roll");
    expect(game.over).toBe(false);
    expect(winner(game)).toBeNull();
  });

  it("moves a piece the rolled number of squares, then passes the turn", () => {
    const rolled = play(createGame({ variant: "chessboard", seed: 1 }), 3);
    expect(phase(rolled)).toBe("move");
    expect(currentPlayer(rolled)).toBe("white");
    const events = eventsOf(rolled, "white-1");
    expect(events).toEqual([moved("white-1", ["b1", "c1", "d1"], "a1"), passed("white", "black")]);
    const after = play(rolled, "white-1");
    expect(nodesOf(after, "white-1")).toEqual(["d1"]);
    expect(currentPlayer(after)).toBe("black");
    expect(phase(after)).toBe("roll");
  });

  it("moves exactly 1 … 6 squares along the path, white and black", () => {
    for (const value of [1, 2, 3, 4, 5, 6]) {
      const white = play(cb({ "white-1": "g1" }), value);
      expect(movedPath(eventsOf(white, "white-1"))).toEqual(WHITE_PATH.slice(7, 7 + value));
      const black = play(cb({ "black-2": "b8" }, "black"), value);
      expect(movedPath(eventsOf(black, "black-2"))).toEqual(BLACK_PATH.slice(7, 7 + value));
    }
  });

  it("alternates the turns white, black, white, black", () => {
    let game = createGame({ variant: "chessboard", seed: 1 });
    const seen: Color[] = [];
    const steps: [number, PieceId][] = [
      [2, "white-1"],
      [3, "black-1"],
      [1, "white-1"],
      [4, "black-1"],
    ];
    for (const [value, piece] of steps) {
      expect(currentPlayer(game)).toBe(piece.startsWith("white") ? "white" : "black");
      game = play(game, value, piece);
      seen.push(currentPlayer(game));
    }
    expect(seen).toEqual(["black", "white", "black", "white"]);
    expect(nodesOf(game, "white-1", "black-1")).toEqual(["d1", "a8"]);
  });

  it("a roll moves one piece only", () => {
    const game = play(cb({ "white-1": "b1", "white-2": "e1" }), 2, "white-2");
    expect(nodesOf(game, "white-1", "white-2")).toEqual(["b1", "g1"]);
  });

  it("walks white square by square all round to d4", () => {
    let game = cb({ "white-1": "a1" });
    const walked: NodeId[] = [];
    for (let i = 0; i < 31; i++) {
      game = play(game, 1);
      walked.push(...movedPath(eventsOf(game, "white-1")));
      game = play(game, "white-1", 1); // black has nothing on the board: its 1 passes
    }
    expect(walked).toEqual(WHITE_PATH.slice(1));
    expect(nodesOf(game, "white-1")).toEqual(["d4"]);
  });

  it("walks black square by square all round to e5", () => {
    let game = cb({ "black-1": "h8" }, "black");
    const walked: NodeId[] = [];
    for (let i = 0; i < 31; i++) {
      game = play(game, 1);
      walked.push(...movedPath(eventsOf(game, "black-1")));
      game = play(game, "black-1", 1);
    }
    expect(walked).toEqual(BLACK_PATH.slice(1));
    expect(nodesOf(game, "black-1")).toEqual(["e5"]);
  });

  it("takes white round with 6s: g1, h6, d8, a5, then through a1 onto c3", () => {
    let game = cb({ "white-1": "a1" });
    const stops: NodeId[] = [];
    for (let i = 0; i < 5; i++) {
      game = play(game, 6, "white-1", 1);
      stops.push(...nodesOf(game, "white-1"));
    }
    expect(stops).toEqual(["g1", "h6", "d8", "a5", "c3"]);
  });

  it("a 6 gives no extra roll: the turn passes after a move or an entry", () => {
    const moved6 = play(createGame({ variant: "chessboard", seed: 1 }), 6);
    expect(eventsOf(moved6, "white-1")).toEqual([
      moved("white-1", ["b1", "c1", "d1", "e1", "f1", "g1"], "a1"),
      passed("white", "black"),
    ]);
    const entered = play(cb({ "white-1": "c1" }), 6, "white-2");
    expect(currentPlayer(entered)).toBe("black");
    expect(phase(entered)).toBe("roll");
  });

  it("a roll is a die of 1 … 6; with a legal move, the player must move before rolling", () => {
    const game = createGame({ variant: "chessboard", seed: 1 });
    // @ts-expect-error no die shows 0: the run-time check refuses it as well
    expect(refusal(game, { type: "roll", value: 0 })).toBe("INVALID_DIE");
    // @ts-expect-error no die shows 7
    expect(refusal(game, { type: "roll", value: 7 })).toBe("INVALID_DIE");
    const rolled = play(game, 4);
    expect(refusal(rolled, 2)).toBe("MOVE_PENDING");
    expect(refusal(rolled, { type: "roll" })).toBe("MOVE_PENDING");
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const own = apply(createGame({ variant: "chessboard", seed }), { type: "roll" });
      if (!own.ok) throw new Error(own.error.code);
      expect(own.events[0]).toMatchObject({ type: "rolled", color: "white" });
      const first = own.events[0];
      const value = first?.type === "rolled" ? first.value : 0;
      expect(value >= 1 && value <= 6, `seed ${seed}: ${value}`).toBe(true);
    }
  });

  it("refuses to move the other player's piece or to move before rolling", () => {
    const game = createGame({ variant: "chessboard", seed: 1 });
    expect(refusal(game, "white-1")).toBe("ROLL_FIRST");
    expect(refusal(play(game, 2), "black-1")).toBe("NOT_YOUR_PIECE");
  });
});

describe("Chessboard race: own pieces block", () => {
  it("an own piece ahead on the perimeter stops the move on the square before it", () => {
    const game = play(cb({ "white-1": "b1", "white-2": "e1" }), 5);
    expect(eventsOf(game, "white-1")).toEqual([
      moved("white-1", ["c1", "d1"], "b1"),
      passed("white", "black"),
    ]);
    expect(nodesOf(play(game, "white-1"), "white-1", "white-2")).toEqual(["d1", "e1"]);
  });

  it("landing on an own piece also stops the move on the square before it", () => {
    const game = play(cb({ "black-1": "h8", "black-2": "e8" }, "black"), 3, "black-1");
    expect(nodesOf(game, "black-1", "black-2")).toEqual(["f8", "e8"]);
  });

  it("a move that would leave zero squares is not legal", () => {
    const game = play(cb({ "white-1": "b1", "white-2": "c1" }), 4);
    expect(refusal(game, "white-1")).toBe("ILLEGAL_MOVE");
    expect(legalMoves(game).map((m) => m.piece)).toEqual(["white-2"]);
  });

  it("if no piece can move the turn passes by itself, the roll kept in the record", () => {
    // a3 + 5 would pass own a2; a2 + 5 overshoots d4; a 5 brings in nothing.
    const game = cb({ "white-1": "a3", "white-2": "a2" });
    expect(eventsOf(game, 5)).toEqual([
      { type: "rolled", color: "white", value: 5 },
      passed("white", "black", "no-move"),
    ]);
    const after = play(game, 5);
    expect(after.history).toBe("E");
    expect(currentPlayer(after)).toBe("black");
    expect(phase(after)).toBe("roll");
    expect(nodesOf(after, "white-1", "white-2")).toEqual(["a3", "a2"]);
  });

  it("with every piece in reserve, a roll below 6 passes the turn", () => {
    for (const value of [1, 2, 3, 4, 5]) {
      const game = cb({ "white-1": "c1" }, "black");
      expect(eventsOf(game, value)).toEqual([
        { type: "rolled", color: "black", value },
        passed("black", "white", "no-move"),
      ]);
    }
  });
});

describe("Chessboard race: capture", () => {
  it("captureOnPass (default): an enemy met on the way is captured, the move ends there", () => {
    const game = play(cb({ "white-1": "a1", "black-2": "c1" }), 5);
    expect(game.rules.captureOnPass).toBe(true);
    expect(eventsOf(game, "white-1")).toEqual([
      moved("white-1", ["b1", "c1"], "a1"),
      captured("black-2", "white-1", "c1"),
      passed("white", "black"),
    ]);
    const after = play(game, "white-1");
    expect(nodesOf(after, "white-1", "black-2")).toEqual(["c1", "Reserve_Black_2"]);
    expect(after.pieces[5]).toBe(-1);
  });

  it("captureOnPass: only the first enemy on the way is captured", () => {
    const game = play(cb({ "white-1": "a1", "black-3": "c1", "black-4": "e1" }), 6, "white-1");
    expect(nodesOf(game, "white-1", "black-3", "black-4")).toEqual(["c1", "Reserve_Black_3", "e1"]);
  });

  it("landing exactly on an enemy captures it", () => {
    for (const captureOnPass of [true, false]) {
      const game = play(cb({ "white-2": "h3", "black-4": "h6" }, "white", { captureOnPass }), 3);
      expect(eventsOf(game, "white-2")).toEqual([
        moved("white-2", ["h4", "h5", "h6"], "h3"),
        captured("black-4", "white-2", "h6"),
        passed("white", "black"),
      ]);
    }
  });

  it("black captures white on the way too, sending it to its own reserve slot", () => {
    const game = play(cb({ "black-1": "b8", "white-3": "a7" }, "black"), 4);
    expect(eventsOf(game, "black-1")).toEqual([
      moved("black-1", ["a8", "a7"], "b8"),
      captured("white-3", "black-1", "a7"),
      passed("black", "white"),
    ]);
    expect(nodesOf(play(game, "black-1"), "white-3")).toEqual(["Reserve_White_3"]);
  });

  it("captureOnPass false: passing an enemy is free", () => {
    const game = play(
      cb({ "white-1": "a1", "black-2": "c1" }, "white", { captureOnPass: false }),
      5,
    );
    expect(game.rules.captureOnPass).toBe(false);
    expect(eventsOf(game, "white-1")).toEqual([
      moved("white-1", ["b1", "c1", "d1", "e1", "f1"], "a1"),
      passed("white", "black"),
    ]);
    expect(nodesOf(play(game, "white-1"), "white-1", "black-2")).toEqual(["f1", "c1"]);
  });

  it("captureOnPass false: passing free onto the diagonal, landing on a1 captures", () => {
    const rules = { captureOnPass: false };
    const pass = play(cb({ "white-1": "a4", "black-2": "a3" }, "white", rules), 5, "white-1");
    expect(nodesOf(pass, "white-1", "black-2")).toEqual(["c3", "a3"]);
    const land = play(cb({ "white-1": "a4", "black-2": "a1" }, "white", rules), 3);
    expect(eventsOf(land, "white-1")).toEqual([
      moved("white-1", ["a3", "a2", "a1"], "a4"),
      captured("black-2", "white-1", "a1"),
      passed("white", "black"),
    ]);
  });

  it("the own-piece check comes first on the perimeter: an enemy behind it is not reached", () => {
    const game = play(cb({ "white-1": "a1", "white-2": "c1", "black-2": "d1" }), 5, "white-1");
    expect(nodesOf(game, "white-1", "white-2", "black-2")).toEqual(["b1", "c1", "d1"]);
  });

  it("the own-piece check comes first on the perimeter: an enemy before it is captured", () => {
    const game = play(cb({ "white-1": "a1", "black-2": "c1", "white-2": "e1" }), 6);
    expect(eventsOf(game, "white-1")).toEqual([
      moved("white-1", ["b1", "c1"], "a1"),
      captured("black-2", "white-1", "c1"),
      passed("white", "black"),
    ]);
  });

  it("own-piece check first into the diagonal: an own piece on it forbids the move", () => {
    // a4 + 5 = c3 would pass own b2: not legal, though the enemy on a3 would stop it first.
    const game = cb({ "white-1": "a4", "black-2": "a3", "white-2": "b2" });
    expect(eventsOf(game, 5)).toEqual([
      { type: "rolled", color: "white", value: 5 },
      passed("white", "black", "no-move"),
    ]);
    const six = play(game, 6);
    expect(refusal(six, "white-1")).toBe("ILLEGAL_MOVE");
    expect(legalMoves(six).map((m) => m.piece)).toEqual(["white-3", "white-4"]);
    // a4 + 3 = a1 passes no own piece: legal, and the enemy on a3 ends it there.
    const three = play(game, 3);
    expect(eventsOf(three, "white-1")).toEqual([
      moved("white-1", ["a3"], "a4"),
      captured("black-2", "white-1", "a3"),
      passed("white", "black"),
    ]);
  });

  it("own-piece check first into the diagonal: an overshoot is not saved by an enemy", () => {
    // a3 + 6 would overshoot d4; the enemy on a2 does not make it a legal move to a2.
    const game = play(cb({ "white-1": "a3", "black-2": "a2", "white-2": "a1" }), 6);
    expect(refusal(game, "white-1")).toBe("ILLEGAL_MOVE");
    expect(legalMoves(game).map((m) => m.piece)).toEqual(["white-2"]);
  });

  it("a captured piece must enter again on a 6", () => {
    let game = play(cb({ "white-1": "a1", "black-2": "c1" }), 2, "white-1");
    expect(nodesOf(game, "black-2")).toEqual(["Reserve_Black_2"]);
    expect(eventsOf(game, 3).at(-1)).toEqual(passed("black", "white", "no-move"));
    game = play(game, 6);
    expect(legalMoves(game).map((m) => [m.piece, m.kind])).toEqual([
      ["black-1", "enter"],
      ["black-2", "enter"],
      ["black-3", "enter"],
      ["black-4", "enter"],
    ]);
    game = play(game, "black-2");
    expect(nodesOf(game, "black-2")).toEqual(["h8"]);
  });
});

describe("Chessboard race: the finishing diagonal", () => {
  it("a count ending on the diagonal within d4 is legal, from the perimeter", () => {
    for (const [value, to] of [
      [2, "a1"],
      [3, "b2"],
      [4, "c3"],
      [5, "d4"],
    ] as const) {
      const game = play(cb({ "white-1": "a3" }), value, "white-1");
      expect(nodesOf(game, "white-1"), `a3 + ${value}`).toEqual([to]);
      expect(game.pieces[0]).toBe(26 + value);
    }
  });

  it("reaching d4 reports the piece finished", () => {
    const game = play(cb({ "white-1": "a2" }), 4);
    expect(eventsOf(game, "white-1")).toEqual([
      moved("white-1", ["a1", "b2", "c3", "d4"], "a2"),
      { type: "finished", piece: "white-1", color: "white" },
      passed("white", "black"),
    ]);
    const black = play(cb({ "black-3": "h5" }, "black"), 6);
    expect(eventsOf(black, "black-3")).toEqual([
      moved("black-3", ["h6", "h7", "h8", "g7", "f6", "e5"], "h5"),
      { type: "finished", piece: "black-3", color: "black" },
      passed("black", "white"),
    ]);
  });

  it("overshooting d4 is not legal: the piece does not move at all", () => {
    const game = play(cb({ "white-1": "a3", "white-2": "e1" }), 6);
    expect(refusal(game, "white-1")).toBe("ILLEGAL_MOVE");
    expect(legalMoves(game).map((m) => m.piece)).toEqual(["white-2", "white-3", "white-4"]);
    // Its only piece overshooting, white's turn passes and the piece stays.
    const alone = cb({ "white-1": "a2" });
    expect(eventsOf(alone, 5)).toEqual([
      { type: "rolled", color: "white", value: 5 },
      passed("white", "black", "no-move"),
    ]);
    expect(nodesOf(play(alone, 5), "white-1")).toEqual(["a2"]);
  });

  it("black overshooting e5 is not legal either", () => {
    const game = cb({ "black-1": "h6" }, "black");
    const six = play(game, 6);
    expect(refusal(six, "black-1")).toBe("ILLEGAL_MOVE");
    expect(legalMoves(six).map((m) => m.kind)).toEqual(["enter", "enter", "enter"]);
    expect(nodesOf(play(game, 5, "black-1"), "black-1")).toEqual(["e5"]);
  });

  it("an own piece on the diagonal blocks passing or landing: no stopping short", () => {
    const base = { "white-1": "a2", "white-2": "c3", "white-3": "e1" } as const;
    for (const value of [3, 4]) {
      const game = play(cb(base), value);
      expect(refusal(game, "white-1"), `a2 + ${value}`).toBe("ILLEGAL_MOVE");
    }
    expect(nodesOf(play(cb(base), 2, "white-1"), "white-1")).toEqual(["b2"]);
    expect(nodesOf(play(cb(base), 1, "white-1"), "white-1")).toEqual(["a1"]);
  });

  it("an own piece on the perimeter part blocks a count that ends on the diagonal", () => {
    const base = { "white-1": "a4", "white-2": "a2" } as const;
    // 2 stays on the perimeter: white-1 stops before a2.
    expect(nodesOf(play(cb(base), 2, "white-1"), "white-1")).toEqual(["a3"]);
    // 3 would end on a1: passing own a2 makes it illegal, not shorter.
    const three = play(cb(base), 3);
    expect(refusal(three, "white-1")).toBe("ILLEGAL_MOVE");
    expect(legalMoves(three).map((m) => [m.piece, m.to])).toEqual([["white-2", "c3"]]);
  });

  it("fills d4, then c3, then b2, then a1, and wins", () => {
    let game = cb({ "white-1": "a2", "white-2": "a3", "white-3": "a4", "white-4": "a5" });
    game = play(game, 4);
    expect(legalMoves(game).map((m) => m.piece)).toEqual(["white-1"]);
    game = play(game, "white-1", 1, 4);
    expect(legalMoves(game).map((m) => [m.piece, m.to])).toEqual([["white-2", "c3"]]);
    game = play(game, "white-2", 1, 4);
    expect(legalMoves(game).map((m) => [m.piece, m.to])).toEqual([["white-3", "b2"]]);
    game = play(game, "white-3", 1, 4);
    expect(legalMoves(game).map((m) => [m.piece, m.to])).toEqual([["white-4", "a1"]]);
    expect(nodesOf(game, "white-1", "white-2", "white-3")).toEqual(["d4", "c3", "b2"]);
    expect(eventsOf(game, "white-4")).toEqual([
      moved("white-4", ["a4", "a3", "a2", "a1"], "a5"),
      { type: "placed", color: "white", place: 1 },
      { type: "won", color: "white" },
    ]);
    game = play(game, "white-4");
    expect(phase(game)).toBe("over");
    expect(winner(game)).toBe("white");
  });

  it("a piece on the diagonal can still step forward if the squares are free", () => {
    const game = cb({ "white-1": "b2", "white-2": "e1" });
    expect(nodesOf(play(game, 1, "white-1"), "white-1")).toEqual(["c3"]);
    expect(eventsOf(play(game, 2), "white-1")).toEqual([
      moved("white-1", ["c3", "d4"], "b2"),
      { type: "finished", piece: "white-1", color: "white" },
      passed("white", "black"),
    ]);
    expect(refusal(play(game, 3), "white-1")).toBe("ILLEGAL_MOVE");
    const blocked = cb({ "white-1": "b2", "white-2": "d4", "white-3": "e1" });
    expect(refusal(play(blocked, 2), "white-1")).toBe("ILLEGAL_MOVE");
    expect(nodesOf(play(blocked, 1, "white-1"), "white-1")).toEqual(["c3"]);
  });

  it("a piece that came round onto a1 steps along the diagonal, not round the lap", () => {
    let game = play(cb({ "white-2": "a2" }), 1, "white-2");
    expect(game.pieces[1]).toBe(28);
    game = play(game, 1, 3);
    expect(eventsOf(game, "white-2")).toEqual([
      moved("white-2", ["b2", "c3", "d4"], "a1"),
      { type: "finished", piece: "white-2", color: "white" },
      passed("white", "black"),
    ]);
  });

  it("a piece on d4 never moves again", () => {
    for (const value of [1, 2, 3, 4, 5]) {
      const game = cb({ "white-1": "d4" });
      expect(eventsOf(game, value).at(-1)).toEqual(passed("white", "black", "no-move"));
      const other = play(cb({ "white-1": "d4", "white-2": "e1" }), value);
      expect(refusal(other, "white-1")).toBe("ILLEGAL_MOVE");
    }
    const six = play(cb({ "white-1": "d4" }), 6);
    expect(refusal(six, "white-1")).toBe("ILLEGAL_MOVE");
    expect(legalMoves(six).map((m) => m.kind)).toEqual(["enter", "enter", "enter"]);
    const black = play(cb({ "black-1": "e5", "black-2": "h1" }, "black"), 1);
    expect(refusal(black, "black-1")).toBe("ILLEGAL_MOVE");
  });
});

describe("Chessboard race: entering on a 6", () => {
  it("a 6 brings a reserve piece onto the start square", () => {
    const game = play(cb({ "white-1": "c1" }), 6);
    expect(eventsOf(game, "white-2")).toEqual([
      { type: "entered", piece: "white-2", from: "Reserve_White_2", to: "a1" },
      passed("white", "black"),
    ]);
    const after = play(game, "white-2");
    expect(nodesOf(after, "white-1", "white-2")).toEqual(["c1", "a1"]);
    expect(after.pieces[1]).toBe(0);
    const black = play(cb({}, "black"), 6);
    expect(eventsOf(black, "black-4")).toEqual([
      { type: "entered", piece: "black-4", from: "Reserve_Black_4", to: "h8" },
      passed("black", "white"),
    ]);
  });

  it("a 6 may instead move a piece on the board", () => {
    const game = play(cb({ "white-1": "c1" }), 6);
    expect(legalMoves(game).map((m) => [m.piece, m.kind])).toEqual([
      ["white-1", "advance"],
      ["white-2", "enter"],
      ["white-3", "enter"],
      ["white-4", "enter"],
    ]);
    expect(nodesOf(play(game, "white-1"), "white-1")).toEqual(["h2"]);
  });

  it("only a 6 brings a piece in", () => {
    for (const value of [1, 2, 3, 4, 5]) {
      const game = play(cb({ "white-1": "c1" }), value);
      expect(refusal(game, "white-2"), `roll ${value}`).toBe("ILLEGAL_MOVE");
      expect(legalMoves(game).map((m) => m.piece)).toEqual(["white-1"]);
    }
  });

  it("not while an own piece stands on the start square (fresh)", () => {
    const game = play(createGame({ variant: "chessboard", seed: 1 }), 6);
    expect(refusal(game, "white-2")).toBe("ILLEGAL_MOVE");
    expect(legalMoves(game).map((m) => m.piece)).toEqual(["white-1"]);
  });

  it("not while an own piece that came round stands on a1 as its diagonal square", () => {
    let game = play(cb({ "white-2": "a2" }), 1, "white-2", 1);
    expect(game.pieces[1]).toBe(28);
    expect(eventsOf(game, 6)).toEqual([
      { type: "rolled", color: "white", value: 6 },
      passed("white", "black", "no-move"),
    ]);
    game = play(cb({ "white-2": "a2", "white-3": "e1" }), 1, "white-2", 1, 6);
    expect(refusal(game, "white-1")).toBe("ILLEGAL_MOVE");
    expect(legalMoves(game).map((m) => m.piece)).toEqual(["white-3"]);
  });

  it("likewise black: no entry while its own piece stands on h8", () => {
    const game = play(cb({ "black-1": "h8" }, "black"), 6);
    expect(refusal(game, "black-2")).toBe("ILLEGAL_MOVE");
    const round = play(cb({ "black-1": "h7" }, "black"), 1, "black-1", 1);
    expect(round.pieces[4]).toBe(28);
    expect(eventsOf(round, 6).at(-1)).toEqual(passed("black", "white", "no-move"));
  });

  it("an enemy on the start square is captured by the entering piece", () => {
    const game = play(cb({ "white-1": "c1", "black-2": "a1" }), 6);
    expect(eventsOf(game, "white-3")).toEqual([
      { type: "entered", piece: "white-3", from: "Reserve_White_3", to: "a1" },
      captured("black-2", "white-3", "a1"),
      passed("white", "black"),
    ]);
    const black = play(cb({ "white-4": "h8" }, "black"), 6);
    expect(eventsOf(black, "black-1")).toEqual([
      { type: "entered", piece: "black-1", from: "Reserve_Black_1", to: "h8" },
      captured("white-4", "black-1", "h8"),
      passed("black", "white"),
    ]);
  });
});

describe("Chessboard race: squares, not path positions, block and capture", () => {
  it("a fresh white piece on a1 stops white pieces landing on or passing a1", () => {
    const land = play(cb({ "white-1": "a1", "white-2": "a2" }), 1);
    expect(refusal(land, "white-2")).toBe("ILLEGAL_MOVE");
    const pass = play(cb({ "white-1": "a1", "white-2": "a3" }), 3);
    expect(refusal(pass, "white-2")).toBe("ILLEGAL_MOVE");
    expect(
      nodesOf(play(cb({ "white-1": "a1", "white-2": "a3" }), 1, "white-2"), "white-2"),
    ).toEqual(["a2"]);
  });

  it("black passing a1 captures a white piece that just entered there", () => {
    let game = play(cb({ "black-1": "a3", "white-1": "c1" }), 6, "white-2");
    expect(nodesOf(game, "white-2")).toEqual(["a1"]);
    game = play(game, 4);
    expect(eventsOf(game, "black-1")).toEqual([
      moved("black-1", ["a2", "a1"], "a3"),
      captured("white-2", "black-1", "a1"),
      passed("black", "white"),
    ]);
    expect(nodesOf(play(game, "black-1"), "white-2", "black-1")).toEqual(["Reserve_White_2", "a1"]);
  });

  it("black passing a1 captures a white piece that came round onto it", () => {
    let game = play(cb({ "white-3": "a2", "black-2": "a4" }), 1, "white-3");
    expect(game.pieces[2]).toBe(28);
    game = play(game, 5);
    expect(eventsOf(game, "black-2")).toEqual([
      moved("black-2", ["a3", "a2", "a1"], "a4"),
      captured("white-3", "black-2", "a1"),
      passed("black", "white"),
    ]);
  });

  it("white passing h8 captures a black piece there, fresh or come round", () => {
    const fresh = play(cb({ "white-1": "h6", "black-1": "h8" }), 4);
    expect(eventsOf(fresh, "white-1")).toEqual([
      moved("white-1", ["h7", "h8"], "h6"),
      captured("black-1", "white-1", "h8"),
      passed("white", "black"),
    ]);
    let round = play(cb({ "white-1": "h5", "black-2": "h7" }, "black"), 1, "black-2");
    expect(round.pieces[5]).toBe(28);
    round = play(round, 5);
    expect(eventsOf(round, "white-1")).toEqual([
      moved("white-1", ["h6", "h7", "h8"], "h5"),
      captured("black-2", "white-1", "h8"),
      passed("white", "black"),
    ]);
  });

  it("with captureOnPass false, landing exactly on a1 still captures a white piece there", () => {
    const rules = { captureOnPass: false };
    const land = play(cb({ "black-1": "a3", "white-1": "a1" }, "black", rules), 2);
    expect(eventsOf(land, "black-1")).toEqual([
      moved("black-1", ["a2", "a1"], "a3"),
      captured("white-1", "black-1", "a1"),
      passed("black", "white"),
    ]);
    const pass = play(cb({ "black-1": "a3", "white-1": "a1" }, "black", rules), 3, "black-1");
    expect(nodesOf(pass, "black-1", "white-1")).toEqual(["b1", "a1"]);
  });
});

describe("Chessboard race: winning", () => {
  it("white wins when its last piece comes round onto a1; the game ends", () => {
    const game = play(
      cb({ "white-1": "a2", "white-2": "b2", "white-3": "c3", "white-4": "d4" }),
      1,
    );
    expect(phase(game)).toBe("move");
    expect(eventsOf(game, "white-1")).toEqual([
      moved("white-1", ["a1"], "a2"),
      { type: "placed", color: "white", place: 1 },
      { type: "won", color: "white" },
    ]);
    const over = play(game, "white-1");
    expect(phase(over)).toBe("over");
    expect(over.over).toBe(true);
    expect(winner(over)).toBe("white");
    expect(over.placings).toEqual(["white"]);
    expect(refusal(over, 1)).toBe("GAME_OVER");
    expect(refusal(over, { type: "roll" })).toBe("GAME_OVER");
    expect(refusal(over, "black-1")).toBe("GAME_OVER");
    expect(refusal(over, "white-2")).toBe("GAME_OVER");
    expect(legalMoves(over)).toEqual([]);
  });

  it("black wins with h8 (come round), g7, f6, e5", () => {
    const pieces = { "black-1": "h7", "black-2": "g7", "black-3": "f6", "black-4": "e5" } as const;
    const game = play(cb({ ...pieces, "white-1": "c1" }, "black"), 1);
    expect(eventsOf(game, "black-1")).toEqual([
      moved("black-1", ["h8"], "h7"),
      { type: "placed", color: "black", place: 1 },
      { type: "won", color: "black" },
    ]);
    const over = play(game, "black-1");
    expect(winner(over)).toBe("black");
    expect(phase(over)).toBe("over");
    expect(refusal(over, 3)).toBe("GAME_OVER");
  });

  it("a fresh piece on the start corner does not count: b2, c3, d4 and fresh a1 is no win", () => {
    const game = cb({ "white-1": "a1", "white-2": "b2", "white-3": "c3", "white-4": "d4" });
    expect(game.over).toBe(false);
    expect(phase(game)).toBe("roll");
    expect(winner(game)).toBeNull();
    expect(game.placings).toEqual([]);
    // white-1 stands at index 0: it must go round the lap.
    const one = play(game, 1);
    expect(legalMoves(one).map((m) => [m.piece, m.to])).toEqual([["white-1", "b1"]]);
    const six = play(game, 6);
    expect(legalMoves(six).map((m) => [m.piece, m.to])).toEqual([["white-1", "g1"]]);
    const after = play(six, "white-1");
    expect(phase(after)).toBe("roll");
    expect(currentPlayer(after)).toBe("black");
    expect(winner(after)).toBeNull();
  });

  it("a fresh piece entering onto a1 beside b2, c3, d4 does not win", () => {
    const game = play(cb({ "white-2": "b2", "white-3": "c3", "white-4": "d4" }), 6);
    expect(eventsOf(game, "white-1")).toEqual([
      { type: "entered", piece: "white-1", from: "Reserve_White_1", to: "a1" },
      passed("white", "black"),
    ]);
    const after = play(game, "white-1");
    expect(after.over).toBe(false);
    expect(winner(after)).toBeNull();
  });

  it("three pieces on the diagonal and one on the perimeter is no win yet", () => {
    const game = play(
      cb({ "white-1": "a3", "white-2": "b2", "white-3": "c3", "white-4": "d4" }),
      1,
    );
    const after = play(game, "white-1");
    expect(nodesOf(after, "white-1")).toEqual(["a2"]);
    expect(after.over).toBe(false);
    expect(currentPlayer(after)).toBe("black");
  });
});

describe("Chessboard race robots", () => {
  it("classic rolls in the roll phase", () => {
    expect(robots.classic.act(createGame({ variant: "chessboard", seed: 1 }))).toEqual({
      type: "roll",
    });
  });

  it("classic moves the first piece on the board that can move, before entering", () => {
    const game = play(cb({ "white-2": "c1", "white-3": "e1" }), 6);
    expect(robots.classic.act(game)).toEqual({ type: "move", piece: "white-2" });
    const blocked = play(cb({ "white-2": "b1", "white-3": "c1" }), 3);
    expect(robots.classic.act(blocked)).toEqual({ type: "move", piece: "white-3" });
    const black = play(cb({ "black-1": "a8", "black-4": "d1" }, "black"), 2);
    expect(robots.classic.act(black)).toEqual({ type: "move", piece: "black-1" });
  });

  it("classic skips a piece on d4 and moves a piece still stepping along the diagonal", () => {
    const done = play(cb({ "white-1": "d4", "white-2": "c1" }), 1);
    expect(robots.classic.act(done)).toEqual({ type: "move", piece: "white-2" });
    const diagonal = play(cb({ "white-1": "b2", "white-2": "c1" }), 1);
    expect(robots.classic.act(diagonal)).toEqual({ type: "move", piece: "white-1" });
  });

  it("classic enters the first reserve piece on a 6 when no board piece can move", () => {
    const none = play(cb({}), 6);
    expect(robots.classic.act(none)).toEqual({ type: "move", piece: "white-1" });
    const overshoot = play(cb({ "white-1": "a2", "white-3": "d4" }), 6);
    expect(robots.classic.act(overshoot)).toEqual({ type: "move", piece: "white-2" });
  });

  it("classic with no legal move just rolls: the turn has passed by itself", () => {
    const game = play(cb({ "white-1": "a2" }), 5);
    expect(currentPlayer(game)).toBe("black");
    expect(robots.classic.act(game)).toEqual({ type: "roll" });
  });

  it("random plays only legal moves, the same for the same state, to the end", () => {
    for (const seed of [1, 2, 3]) {
      const game = randomRobotGame({ variant: "chessboard", seed });
      expect(phase(game)).toBe("over");
      expect(winner(game)).not.toBeNull();
      expect(randomRobotGame({ variant: "chessboard", seed }).history).toBe(game.history);
    }
  });

  it("classic only makes legal moves; human against computer runs to its end", () => {
    let game = createGame({ variant: "chessboard", seed: 5 });
    for (let step = 0; step < 20000 && phase(game) !== "over"; step++) {
      let action: Action = robots.classic.act(game);
      if (action.type === "move") {
        const piece = action.piece;
        expect(legalMoves(game).some((m) => m.piece === piece)).toBe(true);
      }
      const last = legalMoves(game).at(-1);
      if (game.turn === "white" && last) action = { type: "move", piece: last.piece };
      const result = apply(game, action);
      if (!result.ok) throw new Error(result.error.code);
      game = result.state;
    }
    expect(phase(game)).toBe("over");
    const won = winner(game);
    if (!won) throw new Error("no winner");
    const seat = won === "white" ? 0 : 4;
    expect(game.pieces.slice(seat, seat + 4).every((p) => p >= 28)).toBe(true);
  });
});

describe("Chessboard race legal moves", () => {
  it("describes advances with captures and entries", () => {
    const game = play(cb({ "white-1": "c1", "black-2": "e1", "white-3": "h8" }), 6);
    expect(legalMoves(game)).toEqual([
      {
        piece: "white-1",
        pieces: ["white-1"],
        kind: "advance",
        from: "c1",
        to: "e1",
        path: ["d1", "e1"],
        captures: [{ piece: "black-2", at: "e1", home: "Reserve_Black_2" }],
        finishes: false,
      },
      {
        piece: "white-2",
        pieces: ["white-2"],
        kind: "enter",
        from: "Reserve_White_2",
        to: "a1",
        path: ["a1"],
        captures: [],
        finishes: false,
      },
      {
        piece: "white-3",
        pieces: ["white-3"],
        kind: "advance",
        from: "h8",
        to: "b8",
        path: ["g8", "f8", "e8", "d8", "c8", "b8"],
        captures: [],
        finishes: false,
      },
      expect.objectContaining({ piece: "white-4", kind: "enter", to: "a1" }),
    ]);
  });

  it("describes an entry that captures, and a move onto d4 that finishes", () => {
    const enter = play(cb({ "black-1": "a1", "white-4": "d4" }), 6);
    expect(legalMoves(enter)[0]).toEqual({
      piece: "white-1",
      pieces: ["white-1"],
      kind: "enter",
      from: "Reserve_White_1",
      to: "a1",
      path: ["a1"],
      captures: [{ piece: "black-1", at: "a1", home: "Reserve_Black_1" }],
      finishes: false,
    });
    const finish = play(cb({ "black-2": "h5" }, "black"), 6);
    expect(legalMoves(finish).filter((m) => m.kind === "advance")).toEqual([
      {
        piece: "black-2",
        pieces: ["black-2"],
        kind: "advance",
        from: "h5",
        to: "e5",
        path: ["h6", "h7", "h8", "g7", "f6", "e5"],
        captures: [],
        finishes: true,
      },
    ]);
  });

  it("describes a move cut short by a capture on the way", () => {
    const game = play(cb({ "white-1": "a4", "black-3": "a2" }), 4);
    expect(legalMoves(game)).toEqual([
      {
        piece: "white-1",
        pieces: ["white-1"],
        kind: "advance",
        from: "a4",
        to: "a2",
        path: ["a3", "a2"],
        captures: [{ piece: "black-3", at: "a2", home: "Reserve_Black_3" }],
        finishes: false,
      },
    ]);
  });

  it("is empty in the roll phase and leaves the state untouched", () => {
    const game = cb({ "white-1": "c1" });
    expect(legalMoves(game)).toEqual([]);
    const rolled = play(game, 6);
    const before = JSON.stringify(rolled);
    expect(legalMoves(rolled)).toHaveLength(4);
    expect(JSON.stringify(rolled)).toBe(before);
  });
});
