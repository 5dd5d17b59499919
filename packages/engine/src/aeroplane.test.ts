// Aeroplane Chess (docs/RULES.md §2) scenario by scenario, with forced dice.
import { describe, expect, it } from "vitest";
import { RuleError } from "./errors.js";
import { createGame } from "./game.js";
import { getBoard } from "./index.js";
import { currentPlayer, legalMoves, phase, standings, winner } from "./queries.js";
import { robots } from "./robots.js";
import { defaultRules } from "./rules.js";
import { eventsOf, from, nodesOf, play, randomRobotGame, refusal } from "./test-utils.js";
import type {
  AeroplaneConfig,
  Color,
  FourColor,
  GameEvent,
  GameState,
  NodeId,
  PieceId,
  RuleOptions,
  TurnPassReason,
} from "./types.js";

const board = getBoard("aeroplane");
const COLORS: readonly FourColor[] = ["red", "yellow", "green", "blue"];
const START: Record<FourColor, number> = { red: 0, yellow: 13, green: 26, blue: 39 };
/** The colour two seats away, whose home column a colour's flight line crosses. */
const OPPOSITE: Record<FourColor, FourColor> = {
  red: "green",
  yellow: "blue",
  green: "red",
  blue: "yellow",
};
const NEXT: Record<FourColor, FourColor> = {
  red: "yellow",
  yellow: "green",
  green: "blue",
  blue: "red",
};

const span = (first: number, last: number): number[] =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i);
const track = (i: number): NodeId => `Track_${((i % 52) + 52) % 52}`;
const tracks = (...indices: number[]): NodeId[] => indices.map(track);
/** A colour's local k: Track_((start + k) mod 52). */
const loc = (color: FourColor, k: number): NodeId => track(START[color] + k);
const cap = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
const pad = (color: FourColor): NodeId => `Pad_${cap(color)}`;
const lane = (color: FourColor, j: number): NodeId => `Lane_${cap(color)}_${j}`;
const finishOf = (color: FourColor): NodeId => `Finish_${cap(color)}`;
const hangar = (color: FourColor, n: number): NodeId => `Hangar_${cap(color)}_${n}`;
const hangarOf = (piece: PieceId): NodeId => {
  const [color, n] = piece.split("-");
  return `Hangar_${cap(color ?? "")}_${n}`;
};
const pieceOf = (color: FourColor, n: 1 | 2 | 3 | 4): PieceId => `${color}-${n}`;

type Pieces = Partial<Record<PieceId, NodeId>>;
interface Setup {
  turn?: Color;
  rules?: Partial<RuleOptions>;
  colors?: readonly Color[];
}

/** An Aeroplane game from a position (pieces left out wait in their hangars). */
const air = (pieces: Pieces, setup: Setup = {}): GameState =>
  from(pieces, { variant: "aeroplane", ...setup });
const newGame = (config: Omit<AeroplaneConfig, "variant"> = {}): GameState =>
  createGame({ seed: 1, variant: "aeroplane", ...config });

const passed = (from: Color, to: Color, reason: TurnPassReason = "moved"): GameEvent => ({
  type: "turnPassed",
  from,
  to,
  reason,
});
const moved = (
  piece: PieceId,
  start: NodeId,
  path: NodeId[],
  pieces: PieceId[] = [piece],
): GameEvent => ({ type: "moved", piece, pieces, from: start, to: path.at(-1) ?? start, path });
const captured = (piece: PieceId, by: PieceId, at: NodeId): GameEvent => ({
  type: "captured",
  piece,
  by,
  at,
  home: hangarOf(piece),
});
const jumped = (piece: PieceId, a: NodeId, b: NodeId, pieces: PieceId[] = [piece]): GameEvent => ({
  type: "jumped",
  piece,
  pieces,
  from: a,
  to: b,
});
const flew = (
  piece: PieceId,
  a: NodeId,
  b: NodeId,
  crosses: NodeId,
  pieces: PieceId[] = [piece],
): GameEvent => ({ type: "flew", piece, pieces, from: a, to: b, crosses });

function thrownCode(make: () => unknown): string {
  try {
    make();
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
  throw new Error("no error was thrown");
}

const ofType = <T extends GameEvent["type"]>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe("Aeroplane board", () => {
  it("has 52 track squares Track_0 … Track_51", () => {
    const ids = board.nodes.filter((n) => n.kind === "track").map((n) => n.id);
    expect(ids).toHaveLength(52);
    expect([...ids].sort()).toEqual(tracks(...span(0, 51)).sort());
  });

  it("paints Track_i in [blue, red, yellow, green][i mod 4]", () => {
    const order: FourColor[] = ["blue", "red", "yellow", "green"];
    for (const i of span(0, 51)) {
      const node = board.nodes.find((n) => n.id === track(i));
      expect(node?.color).toBe(order[i % 4]);
    }
    expect(board.nodes.find((n) => n.id === "Track_17")?.color).toBe("red");
    expect(board.nodes.find((n) => n.id === "Track_0")?.color).toBe("blue");
  });

  it("own squares are at local 1, 5, …, 49; local 0 is the previous seat's", () => {
    const colorOf = (id: NodeId) => board.nodes.find((n) => n.id === id)?.color;
    for (const color of COLORS) {
      for (const k of span(0, 49)) {
        expect(colorOf(loc(color, k)) === color).toBe(k % 4 === 1);
      }
    }
    expect(colorOf(loc("red", 0))).toBe("blue");
    expect(colorOf(loc("yellow", 0))).toBe("red");
    expect(colorOf(loc("green", 0))).toBe("yellow");
    expect(colorOf(loc("blue", 0))).toBe("green");
  });

  it("seats red, yellow, green, blue with hangars, pads, lanes and finishes", () => {
    expect(board.colors).toEqual(["red", "yellow", "green", "blue"]);
    const kindOf = (id: NodeId) => board.nodes.find((n) => n.id === id)?.kind;
    for (const color of COLORS) {
      expect(board.homes[color]).toEqual(span(1, 4).map((n) => hangar(color, n)));
      expect(board.starts[color]).toBe(pad(color));
      for (const n of span(1, 4)) expect(kindOf(hangar(color, n))).toBe("hangar");
      expect(kindOf(pad(color))).toBe("pad");
      for (const j of span(1, 5)) expect(kindOf(lane(color, j))).toBe("lane");
      expect(kindOf(finishOf(color))).toBe("finish");
    }
    expect(board.nodes.filter((n) => n.kind === "pad")).toHaveLength(4);
    expect(board.nodes.filter((n) => n.kind === "lane")).toHaveLength(20);
    expect(board.nodes.filter((n) => n.kind === "finish")).toHaveLength(4);
    expect(board.nodes.filter((n) => n.kind === "hangar")).toHaveLength(16);
  });

  it("starts every plane in its own hangar slot", () => {
    const game = newGame();
    expect(nodesOf(game, "red-1", "red-4", "yellow-2", "green-3", "blue-4")).toEqual([
      "Hangar_Red_1",
      "Hangar_Red_4",
      "Hangar_Yellow_2",
      "Hangar_Green_3",
      "Hangar_Blue_4",
    ]);
  });

  it("has local 0 at red Track_0, yellow Track_13, green Track_26, blue Track_39", () => {
    expect(board.paths.red?.[1]).toBe("Track_0");
    expect(board.paths.yellow?.[1]).toBe("Track_13");
    expect(board.paths.green?.[1]).toBe("Track_26");
    expect(board.paths.blue?.[1]).toBe("Track_39");
  });

  it("runs each path pad → local 0 … 49 → Lane 1 … 5 → finish: 56 steps", () => {
    for (const color of COLORS) {
      const path = board.paths[color];
      expect(path).toEqual([
        pad(color),
        ...span(0, 49).map((k) => loc(color, k)),
        ...span(1, 5).map((j) => lane(color, j)),
        finishOf(color),
      ]);
      expect(path).toHaveLength(57);
      expect(path?.[50]).toBe(loc(color, 49));
    }
    expect(board.paths.blue?.slice(1, 15)).toEqual(tracks(...span(39, 51), 0));
  });

  it("has four shortcuts local 17 → local 29 crossing the opposite colour's Lane_*_3", () => {
    expect(board.shortcuts).toHaveLength(4);
    expect(board.shortcuts).toContainEqual({
      color: "red",
      from: "Track_17",
      to: "Track_29",
      crosses: "Lane_Green_3",
    });
    expect(board.shortcuts).toContainEqual({
      color: "yellow",
      from: "Track_30",
      to: "Track_42",
      crosses: "Lane_Blue_3",
    });
    expect(board.shortcuts).toContainEqual({
      color: "green",
      from: "Track_43",
      to: "Track_3",
      crosses: "Lane_Red_3",
    });
    expect(board.shortcuts).toContainEqual({
      color: "blue",
      from: "Track_4",
      to: "Track_16",
      crosses: "Lane_Yellow_3",
    });
  });

  it("has the defaults of docs/RULES.md §2", () => {
    const expected = {
      takeoff: "even",
      tripleSix: "return-moved",
      jumpAfterShortcut: false,
      stacking: true,
      finish: "bounce",
      playForPlaces: true,
    };
    expect(defaultRules("aeroplane")).toEqual(expected);
    expect(newGame().rules).toEqual(expected);
  });
});

describe("Aeroplane turns and players", () => {
  it("red starts, and the turn goes red → yellow → green → blue → red", () => {
    let game = newGame();
    expect(currentPlayer(game)).toBe("red");
    for (const color of ["red", "yellow", "green", "blue"] as const) {
      expect(currentPlayer(game)).toBe(color);
      expect(eventsOf(game, 1)).toEqual([
        { type: "rolled", color, value: 1 },
        passed(color, NEXT[color], "no-move"),
      ]);
      game = play(game, 1);
    }
    expect(currentPlayer(game)).toBe("red");
    expect(game.history).toBe("AAAA");
  });

  it("two players (green, red): red starts, then they alternate", () => {
    let game = newGame({ colors: ["green", "red"] });
    expect(game.colors).toEqual(["red", "green"]);
    const order: Color[] = [currentPlayer(game)];
    for (let i = 0; i < 4; i++) {
      game = play(game, 3);
      order.push(currentPlayer(game));
    }
    expect(order).toEqual(["red", "green", "red", "green", "red"]);
  });

  it("two players without red (blue, yellow): yellow starts", () => {
    let game = newGame({ colors: ["blue", "yellow"] });
    expect(currentPlayer(game)).toBe("yellow");
    game = play(game, 5);
    expect(currentPlayer(game)).toBe("blue");
    expect(eventsOf(game, 5)).toEqual([
      { type: "rolled", color: "blue", value: 5 },
      passed("blue", "yellow", "no-move"),
    ]);
  });

  it("three players (red, green, blue) skip yellow", () => {
    let game = newGame({ colors: ["blue", "red", "green"] });
    expect(game.colors).toEqual(["red", "green", "blue"]);
    const order: Color[] = [];
    for (let i = 0; i < 4; i++) {
      game = play(game, 1);
      order.push(currentPlayer(game));
    }
    expect(order).toEqual(["green", "blue", "red", "green"]);
  });

  it("plays with two to four colours of its own only", () => {
    expect(thrownCode(() => newGame({ colors: ["red"] }))).toBe("INVALID_COLORS");
    // @ts-expect-error white is a Chessboard colour: the run-time check refuses it as well
    expect(thrownCode(() => newGame({ colors: ["red", "white"] }))).toBe("INVALID_COLORS");
    expect(newGame({ colors: ["yellow", "green", "blue"] }).colors).toEqual([
      "yellow",
      "green",
      "blue",
    ]);
  });
});

describe("Aeroplane takeoff", () => {
  it("takes off on 2, 4 and 6 (default 'even'): hangar → pad, using the roll", () => {
    for (const value of [2, 4, 6]) {
      const rolled = play(newGame(), value);
      expect(phase(rolled)).toBe("move");
      expect(legalMoves(rolled)).toEqual(
        ([1, 2, 3, 4] as const).map((n) => ({
          piece: pieceOf("red", n),
          pieces: [pieceOf("red", n)],
          kind: "takeoff",
          from: hangar("red", n),
          to: "Pad_Red",
          path: ["Pad_Red"],
          captures: [],
          finishes: false,
        })),
      );
      expect(eventsOf(rolled, "red-3")).toEqual([
        { type: "tookOff", piece: "red-3", from: "Hangar_Red_3", to: "Pad_Red" },
        value === 6 ? { type: "bonusRoll", color: "red" } : passed("red", "yellow"),
      ]);
      const after = play(rolled, "red-3");
      expect(nodesOf(after, "red-3", "red-1")).toEqual(["Pad_Red", "Hangar_Red_1"]);
    }
  });

  it("does not take off on 1, 3 or 5 (default 'even'): the turn passes by itself", () => {
    for (const value of [1, 3, 5]) {
      const game = newGame();
      expect(eventsOf(game, value)).toEqual([
        { type: "rolled", color: "red", value },
        passed("red", "yellow", "no-move"),
      ]);
      const after = play(game, value);
      expect(after.roll).toBeNull();
      expect(nodesOf(after, "red-1")).toEqual(["Hangar_Red_1"]);
    }
  });

  it("takes off each colour to its own pad", () => {
    for (const color of COLORS) {
      const piece = pieceOf(color, 2);
      const rolled = play(air({}, { turn: color }), 4);
      expect(eventsOf(rolled, piece)).toEqual([
        { type: "tookOff", piece, from: hangar(color, 2), to: pad(color) },
        passed(color, NEXT[color]),
      ]);
    }
  });

  it("option takeoff 'six': only a 6 takes off", () => {
    const rules = { takeoff: "six" } as const;
    for (const value of [1, 2, 3, 4, 5]) {
      expect(eventsOf(newGame({ rules }), value)).toEqual([
        { type: "rolled", color: "red", value },
        passed("red", "yellow", "no-move"),
      ]);
    }
    const rolled = play(newGame({ rules }), 6);
    expect(legalMoves(rolled).map((m) => m.kind)).toEqual(Array(4).fill("takeoff"));
    expect(nodesOf(play(rolled, "red-1"), "red-1")).toEqual(["Pad_Red"]);
  });

  it("option takeoff 'five-six': a 5 or a 6 takes off", () => {
    const rules = { takeoff: "five-six" } as const;
    for (const value of [1, 2, 3, 4]) {
      expect(eventsOf(newGame({ rules }), value).at(-1)).toEqual(
        passed("red", "yellow", "no-move"),
      );
    }
    const five = play(newGame({ rules }), 5);
    expect(eventsOf(five, "red-2")).toEqual([
      { type: "tookOff", piece: "red-2", from: "Hangar_Red_2", to: "Pad_Red" },
      passed("red", "yellow"),
    ]);
    const six = play(newGame({ rules }), 6);
    expect(eventsOf(six, "red-1")).toEqual([
      { type: "tookOff", piece: "red-1", from: "Hangar_Red_1", to: "Pad_Red" },
      { type: "bonusRoll", color: "red" },
    ]);
  });

  it("the takeoff option limits the hangar only: a plane on its pad moves on any roll", () => {
    const game = play(air({ "red-1": "Pad_Red" }, { rules: { takeoff: "six" } }), 1);
    expect(legalMoves(game).map((m) => [m.piece, m.to])).toEqual([["red-1", "Track_0"]]);
  });

  it("two own planes on a pad do not stack and move alone", () => {
    const game = play(air({ "red-1": "Pad_Red" }), 2);
    expect(eventsOf(game, "red-2")).toEqual([
      { type: "tookOff", piece: "red-2", from: "Hangar_Red_2", to: "Pad_Red" },
      passed("red", "yellow"),
    ]);
    const loaded = play(air({ "red-1": "Pad_Red", "red-2": "Pad_Red" }), 1);
    expect(legalMoves(loaded).map((m) => [m.piece, m.pieces])).toEqual([
      ["red-1", ["red-1"]],
      ["red-2", ["red-2"]],
    ]);
    const after = play(loaded, "red-2");
    expect(nodesOf(after, "red-1", "red-2")).toEqual(["Pad_Red", "Track_0"]);
  });

  it("captures nothing on a pad: no opponent can stand there", () => {
    expect(thrownCode(() => air({ "yellow-1": "Pad_Red" }))).toBe("INVALID_POSITION");
    const game = play(air({ "yellow-1": "Track_0" }), 2);
    const events = eventsOf(game, "red-1");
    expect(ofType(events, "captured")).toEqual([]);
    expect(nodesOf(play(game, "red-1"), "yellow-1")).toEqual(["Track_0"]);
  });
});

describe("Aeroplane moving from the pad and on the track", () => {
  it("a roll of 1 from the pad lands on local 0", () => {
    for (const color of COLORS) {
      const piece = pieceOf(color, 1);
      const game = play(air({ [piece]: pad(color) }, { turn: color }), 1);
      expect(eventsOf(game, piece)).toEqual([
        moved(piece, pad(color), [loc(color, 0)]),
        passed(color, NEXT[color]),
      ]);
    }
  });

  it("a plane moves forward the rolled number of steps, counting from the pad", () => {
    const game = play(air({ "red-1": "Pad_Red" }), 5);
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Pad_Red", tracks(0, 1, 2, 3, 4)),
      passed("red", "yellow"),
    ]);
    const onTrack = play(air({ "green-1": "Track_49" }, { turn: "green" }), 5);
    expect(eventsOf(onTrack, "green-1")).toEqual([
      moved("green-1", "Track_49", tracks(50, 51, 0, 1, 2)),
      passed("green", "blue"),
    ]);
  });

  it("a plane on the turn-in square local 49 goes on into its home column", () => {
    const game = play(air({ "blue-1": loc("blue", 49) }, { turn: "blue" }), 3);
    expect(loc("blue", 49)).toBe("Track_36");
    expect(eventsOf(game, "blue-1")).toEqual([
      moved("blue-1", "Track_36", ["Lane_Blue_1", "Lane_Blue_2", "Lane_Blue_3"]),
      passed("blue", "red"),
    ]);
  });
});

describe("Aeroplane bonus roll and triple six", () => {
  it("a 6 used to take off gives the same player another roll", () => {
    const rolled = play(newGame(), 6);
    const after = play(rolled, "red-1");
    expect(currentPlayer(after)).toBe("red");
    expect(phase(after)).toBe("roll");
    expect(after.roll).toBeNull();
  });

  it("a 6 used to move gives another roll", () => {
    const game = play(air({ "red-1": "Track_20" }), 6);
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Track_20", tracks(21, 22, 23, 24, 25, 26)),
      { type: "bonusRoll", color: "red" },
    ]);
    expect(currentPlayer(play(game, "red-1"))).toBe("red");
  });

  it("a 6 that cannot be used still gives another roll", () => {
    const game = air(
      {
        "red-1": "Finish_Red",
        "red-2": "Finish_Red",
        "red-3": "Finish_Red",
        "red-4": "Lane_Red_2",
      },
      { rules: { finish: "exact" } },
    );
    expect(eventsOf(game, 6)).toEqual([
      { type: "rolled", color: "red", value: 6 },
      { type: "bonusRoll", color: "red" },
    ]);
    const after = play(game, 6);
    expect(currentPlayer(after)).toBe("red");
    expect(phase(after)).toBe("roll");
    expect(after.history).toBe("F");
    expect(eventsOf(after, 5).at(-1)).toEqual(passed("red", "yellow", "no-move"));
  });

  it("a second 6 gives a third roll; a roll other than 6 passes the turn", () => {
    let game = play(newGame(), 6, "red-1", 6);
    expect(phase(game)).toBe("move");
    expect(eventsOf(game, "red-2").at(-1)).toEqual({ type: "bonusRoll", color: "red" });
    game = play(game, "red-2", 3);
    expect(currentPlayer(game)).toBe("red");
    expect(eventsOf(game, "red-1").at(-1)).toEqual(passed("red", "yellow"));
  });

  it("a third 6 sends home exactly the planes moved by the first two 6s", () => {
    let game = air({ "red-2": "Track_20", "red-3": "Track_30" });
    game = play(game, 6, "red-1", 6, "red-2");
    expect(nodesOf(game, "red-1", "red-2")).toEqual(["Pad_Red", "Track_26"]);
    expect(eventsOf(game, 6)).toEqual([
      { type: "rolled", color: "red", value: 6 },
      { type: "tripleSix", color: "red", sentHome: ["red-1", "red-2"] },
      passed("red", "yellow", "triple-six"),
    ]);
    const after = play(game, 6);
    expect(nodesOf(after, "red-1", "red-2", "red-3", "red-4")).toEqual([
      "Hangar_Red_1",
      "Hangar_Red_2",
      "Track_30",
      "Hangar_Red_4",
    ]);
    expect(currentPlayer(after)).toBe("yellow");
    expect(phase(after)).toBe("roll");
  });

  it("a third 6 sends home a plane moved by both 6s once", () => {
    const game = play(newGame(), 6, "red-1", 6, "red-1");
    expect(nodesOf(game, "red-1")).toEqual(["Track_9"]);
    const events = eventsOf(game, 6);
    expect(ofType(events, "tripleSix")).toEqual([
      { type: "tripleSix", color: "red", sentHome: ["red-1"] },
    ]);
    expect(nodesOf(play(game, 6), "red-1")).toEqual(["Hangar_Red_1"]);
  });

  it("a third 6 leaves a plane that reached its finish there", () => {
    let game = air({ "red-1": "Track_49", "red-2": "Track_20" });
    game = play(game, 6);
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Track_49", [...span(1, 5).map((j) => lane("red", j)), "Finish_Red"]),
      { type: "finished", piece: "red-1", color: "red" },
      { type: "bonusRoll", color: "red" },
    ]);
    game = play(game, "red-1", 6, "red-2");
    expect(ofType(eventsOf(game, 6), "tripleSix")).toEqual([
      { type: "tripleSix", color: "red", sentHome: ["red-2"] },
    ]);
    expect(nodesOf(play(game, 6), "red-1", "red-2")).toEqual(["Finish_Red", "Hangar_Red_2"]);
  });

  it("a third 6 sends home planes carried in a stack", () => {
    let game = air({ "red-1": "Track_20", "red-2": "Track_20", "red-4": "Track_30" });
    game = play(game, 6, "red-2", 6, "red-3");
    expect(nodesOf(game, "red-1", "red-2", "red-3")).toEqual(["Track_26", "Track_26", "Pad_Red"]);
    const triple = ofType(eventsOf(game, 6), "tripleSix")[0];
    expect([...(triple?.sentHome ?? [])].sort()).toEqual(["red-1", "red-2", "red-3"]);
    const after = play(game, 6);
    expect(nodesOf(after, "red-1", "red-2", "red-3", "red-4")).toEqual([
      "Hangar_Red_1",
      "Hangar_Red_2",
      "Hangar_Red_3",
      "Track_30",
    ]);
  });

  it("a third 6 leaves home a plane that a 6 only joined, not moved", () => {
    let game = air({ "red-1": "Track_20", "red-2": "Track_26", "red-3": "Track_30" });
    game = play(game, 6);
    expect(ofType(eventsOf(game, "red-1"), "stacked")).toEqual([
      { type: "stacked", pieces: ["red-1", "red-2"], at: "Track_26" },
    ]);
    game = play(game, "red-1", 6, "red-3");
    const triple = ofType(eventsOf(game, 6), "tripleSix")[0];
    expect([...(triple?.sentHome ?? [])].sort()).toEqual(["red-1", "red-3"]);
    expect(nodesOf(play(game, 6), "red-1", "red-2", "red-3")).toEqual([
      "Hangar_Red_1",
      "Track_26",
      "Hangar_Red_3",
    ]);
  });

  it("three unusable 6s: the third is a triple six that sends nothing home", () => {
    const game = play(
      air(
        {
          "red-1": "Finish_Red",
          "red-2": "Finish_Red",
          "red-3": "Finish_Red",
          "red-4": "Lane_Red_2",
        },
        { rules: { finish: "exact" } },
      ),
      6,
      6,
    );
    expect(eventsOf(game, 6)).toEqual([
      { type: "rolled", color: "red", value: 6 },
      { type: "tripleSix", color: "red", sentHome: [] },
      passed("red", "yellow", "triple-six"),
    ]);
  });

  it("the 6s count only in a row within one turn", () => {
    let game = newGame({ colors: ["red", "green"] });
    game = play(game, 6, "red-1", 6, "red-2", 1, "red-1");
    expect(currentPlayer(game)).toBe("green");
    game = play(game, 1);
    expect(currentPlayer(game)).toBe("red");
    game = play(game, 6);
    expect(phase(game)).toBe("move");
    game = play(game, "red-3", 6);
    expect(phase(game)).toBe("move");
    expect(currentPlayer(game)).toBe("red");
  });

  it("option tripleSix 'lose-turn': nothing goes home and the turn passes", () => {
    let game = air({ "red-2": "Track_20" }, { rules: { tripleSix: "lose-turn" } });
    game = play(game, 6, "red-1", 6, "red-2");
    expect(eventsOf(game, 6)).toEqual([
      { type: "rolled", color: "red", value: 6 },
      { type: "tripleSix", color: "red", sentHome: [] },
      passed("red", "yellow", "triple-six"),
    ]);
    const after = play(game, 6);
    expect(nodesOf(after, "red-1", "red-2")).toEqual(["Pad_Red", "Track_26"]);
    expect(currentPlayer(after)).toBe("yellow");
  });

  it("option tripleSix 'off': a third 6 is played and gives another roll, with no limit", () => {
    let game = newGame({ rules: { tripleSix: "off" } });
    game = play(game, 6, "red-1", 6, "red-2", 6);
    expect(phase(game)).toBe("move");
    expect(eventsOf(game, "red-3")).toEqual([
      { type: "tookOff", piece: "red-3", from: "Hangar_Red_3", to: "Pad_Red" },
      { type: "bonusRoll", color: "red" },
    ]);
    game = play(game, "red-3", 6, "red-4", 6);
    expect(phase(game)).toBe("move");
    expect(currentPlayer(game)).toBe("red");
    expect(nodesOf(game, "red-1", "red-2", "red-3", "red-4")).toEqual(Array(4).fill("Pad_Red"));
  });
});

describe("Aeroplane jumps", () => {
  it("landing on an own-colour square jumps 4 ahead, for every colour", () => {
    for (const color of COLORS) {
      const piece = pieceOf(color, 1);
      const game = play(air({ [piece]: loc(color, 2) }, { turn: color }), 3);
      expect(eventsOf(game, piece)).toEqual([
        moved(piece, loc(color, 2), [loc(color, 3), loc(color, 4), loc(color, 5)]),
        jumped(piece, loc(color, 5), loc(color, 9)),
        passed(color, NEXT[color]),
      ]);
      expect(nodesOf(play(game, piece), piece)).toEqual([loc(color, 9)]);
    }
  });

  it("makes at most one jump per move (local 5 → 9, though 9 is own-coloured too)", () => {
    const game = play(air({ "yellow-1": "Track_15" }, { turn: "yellow" }), 3);
    const events = eventsOf(game, "yellow-1");
    expect(ofType(events, "jumped")).toEqual([jumped("yellow-1", "Track_18", "Track_22")]);
  });

  it("a roll of 2 from the pad lands on local 1 and jumps to local 5", () => {
    const game = play(air({ "red-1": "Pad_Red" }), 2);
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Pad_Red", tracks(0, 1)),
      jumped("red-1", "Track_1", "Track_5"),
      passed("red", "yellow"),
    ]);
  });

  it("landing on another colour's square does not jump", () => {
    for (const value of [1, 2, 4]) {
      const game = play(air({ "red-1": "Track_2" }), value);
      const events = eventsOf(game, "red-1");
      expect(ofType(events, "jumped")).toEqual([]);
      expect(nodesOf(play(game, "red-1"), "red-1")).toEqual([track(2 + value)]);
    }
  });

  it("no jump from the turn-in square local 49", () => {
    const red = play(air({ "red-1": "Track_46" }), 3);
    expect(eventsOf(red, "red-1")).toEqual([
      moved("red-1", "Track_46", tracks(47, 48, 49)),
      passed("red", "yellow"),
    ]);
    const yellow = play(air({ "yellow-1": loc("yellow", 46) }, { turn: "yellow" }), 3);
    expect(nodesOf(play(yellow, "yellow-1"), "yellow-1")).toEqual([loc("yellow", 49)]);
  });

  it("a jump may end on the turn-in square (local 45 → 49)", () => {
    const game = play(air({ "red-1": "Track_42" }), 3);
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Track_42", tracks(43, 44, 45)),
      jumped("red-1", "Track_45", "Track_49"),
      passed("red", "yellow"),
    ]);
    const after = play(game, "red-1", 1, 1, 1, 1);
    expect(nodesOf(play(after, "red-1"), "red-1")).toEqual(["Lane_Red_1"]);
  });

  it("captures opponents on the square before the jump and on the square after", () => {
    const game = play(
      air({ "red-1": "Track_2", "blue-1": "Track_5", "green-1": "Track_9", "red-2": "Track_40" }),
      3,
    );
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Track_2", tracks(3, 4, 5)),
      captured("blue-1", "red-1", "Track_5"),
      jumped("red-1", "Track_5", "Track_9"),
      captured("green-1", "red-1", "Track_9"),
      passed("red", "yellow"),
    ]);
    const after = play(game, "red-1");
    expect(nodesOf(after, "red-1", "blue-1", "green-1")).toEqual([
      "Track_9",
      "Hangar_Blue_1",
      "Hangar_Green_1",
    ]);
  });

  it("landing directly on local 29 (an own square) jumps to 33", () => {
    const game = play(air({ "red-1": "Track_26" }), 3);
    expect(ofType(eventsOf(game, "red-1"), "jumped")).toEqual([
      jumped("red-1", "Track_29", "Track_33"),
    ]);
  });
});

describe("Aeroplane shortcut (flying square)", () => {
  it("direct landing on local 17 flies to local 29 across the opposite Lane_*_3", () => {
    for (const color of COLORS) {
      const piece = pieceOf(color, 1);
      const game = play(air({ [piece]: loc(color, 14) }, { turn: color }), 3);
      expect(eventsOf(game, piece)).toEqual([
        moved(piece, loc(color, 14), [loc(color, 15), loc(color, 16), loc(color, 17)]),
        flew(piece, loc(color, 17), loc(color, 29), lane(OPPOSITE[color], 3)),
        passed(color, NEXT[color]),
      ]);
      expect(nodesOf(play(game, piece), piece)).toEqual([loc(color, 29)]);
    }
  });

  it("option jumpAfterShortcut: a direct landing on local 17 flies to 29, then jumps to 33", () => {
    const game = play(air({ "red-1": "Track_14" }, { rules: { jumpAfterShortcut: true } }), 3);
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Track_14", tracks(15, 16, 17)),
      flew("red-1", "Track_17", "Track_29", "Lane_Green_3"),
      jumped("red-1", "Track_29", "Track_33"),
      passed("red", "yellow"),
    ]);
  });

  it("a jump that ends on local 17 is followed by the flight, and stops at 29", () => {
    for (const jumpAfterShortcut of [false, true]) {
      const game = play(air({ "red-1": "Track_10" }, { rules: { jumpAfterShortcut } }), 3);
      expect(eventsOf(game, "red-1")).toEqual([
        moved("red-1", "Track_10", tracks(11, 12, 13)),
        jumped("red-1", "Track_13", "Track_17"),
        flew("red-1", "Track_17", "Track_29", "Lane_Green_3"),
        passed("red", "yellow"),
      ]);
      expect(nodesOf(play(game, "red-1"), "red-1")).toEqual(["Track_29"]);
    }
  });

  it("jump → flight captures on every landing and on the crossed Lane_*_3", () => {
    const game = play(
      air({
        "red-1": "Track_10",
        "yellow-1": "Track_13",
        "blue-1": "Track_17",
        "green-1": "Lane_Green_3",
        "green-2": "Lane_Green_2",
        "yellow-2": "Track_29",
      }),
      3,
    );
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Track_10", tracks(11, 12, 13)),
      captured("yellow-1", "red-1", "Track_13"),
      jumped("red-1", "Track_13", "Track_17"),
      captured("blue-1", "red-1", "Track_17"),
      flew("red-1", "Track_17", "Track_29", "Lane_Green_3"),
      captured("green-1", "red-1", "Lane_Green_3"),
      captured("yellow-2", "red-1", "Track_29"),
      passed("red", "yellow"),
    ]);
    const after = play(game, "red-1");
    expect(nodesOf(after, "red-1", "yellow-1", "blue-1", "green-1", "yellow-2")).toEqual([
      "Track_29",
      "Hangar_Yellow_1",
      "Hangar_Blue_1",
      "Hangar_Green_1",
      "Hangar_Yellow_2",
    ]);
    expect(nodesOf(after, "green-2")).toEqual(["Lane_Green_2"]);
  });

  it("a direct flight captures on local 17, the crossed lane and local 29", () => {
    const game = play(
      air({
        "red-1": "Track_14",
        "yellow-1": "Track_17",
        "green-1": "Lane_Green_3",
        "blue-1": "Track_29",
      }),
      3,
    );
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Track_14", tracks(15, 16, 17)),
      captured("yellow-1", "red-1", "Track_17"),
      flew("red-1", "Track_17", "Track_29", "Lane_Green_3"),
      captured("green-1", "red-1", "Lane_Green_3"),
      captured("blue-1", "red-1", "Track_29"),
      passed("red", "yellow"),
    ]);
  });

  it("jumpAfterShortcut: captures on local 29 before the jump and on local 33 after", () => {
    const game = play(
      air(
        { "red-1": "Track_14", "blue-1": "Track_29", "yellow-1": "Track_33" },
        { rules: { jumpAfterShortcut: true } },
      ),
      3,
    );
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Track_14", tracks(15, 16, 17)),
      flew("red-1", "Track_17", "Track_29", "Lane_Green_3"),
      captured("blue-1", "red-1", "Track_29"),
      jumped("red-1", "Track_29", "Track_33"),
      captured("yellow-1", "red-1", "Track_33"),
      passed("red", "yellow"),
    ]);
  });

  it("a flight sends a whole stack on the crossed lane home, each to its own slot", () => {
    const game = play(
      air(
        { "yellow-1": "Track_27", "blue-1": "Lane_Blue_3", "blue-3": "Lane_Blue_3" },
        {
          turn: "yellow",
        },
      ),
      3,
    );
    const caps = ofType(eventsOf(game, "yellow-1"), "captured");
    expect([...caps].sort((a, b) => a.piece.localeCompare(b.piece))).toEqual([
      captured("blue-1", "yellow-1", "Lane_Blue_3"),
      captured("blue-3", "yellow-1", "Lane_Blue_3"),
    ]);
    const after = play(game, "yellow-1");
    expect(nodesOf(after, "yellow-1", "blue-1", "blue-3")).toEqual([
      "Track_42",
      "Hangar_Blue_1",
      "Hangar_Blue_3",
    ]);
  });

  it("a plane passing over the flying square does not fly", () => {
    const game = play(air({ "red-1": "Track_15" }), 4);
    const events = eventsOf(game, "red-1");
    expect(ofType(events, "flew")).toEqual([]);
    expect(nodesOf(play(game, "red-1"), "red-1")).toEqual(["Track_19"]);
  });
});

describe("Aeroplane capture", () => {
  it("sends every opponent plane on the square where the move stops to its hangar", () => {
    const game = play(
      air({ "red-1": "Track_24", "green-1": "Track_26", "green-2": "Pad_Green" }),
      2,
    );
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Track_24", tracks(25, 26)),
      captured("green-1", "red-1", "Track_26"),
      passed("red", "yellow"),
    ]);
    const after = play(game, "red-1");
    expect(nodesOf(after, "green-1", "green-2")).toEqual(["Hangar_Green_1", "Pad_Green"]);
  });

  it("does not capture planes passed over", () => {
    const game = play(air({ "red-1": "Track_2", "yellow-1": "Track_4" }), 4);
    expect(ofType(eventsOf(game, "red-1"), "captured")).toEqual([]);
    expect(nodesOf(play(game, "red-1"), "yellow-1")).toEqual(["Track_4"]);
  });

  it("captures a whole stack, each plane to its own hangar slot, no longer stacked", () => {
    let game = air({ "red-1": "Track_2", "blue-2": "Track_6", "blue-4": "Track_6" });
    game = play(game, 4);
    const caps = ofType(eventsOf(game, "red-1"), "captured");
    expect([...caps].sort((a, b) => a.piece.localeCompare(b.piece))).toEqual([
      captured("blue-2", "red-1", "Track_6"),
      captured("blue-4", "red-1", "Track_6"),
    ]);
    game = play(game, "red-1", 1, 1);
    expect(nodesOf(game, "blue-2", "blue-4")).toEqual(["Hangar_Blue_2", "Hangar_Blue_4"]);
    expect(currentPlayer(game)).toBe("blue");
    game = play(game, 2);
    expect(legalMoves(game).map((m) => m.pieces)).toEqual([
      ["blue-1"],
      ["blue-2"],
      ["blue-3"],
      ["blue-4"],
    ]);
    game = play(game, "blue-2");
    expect(nodesOf(game, "blue-2", "blue-4")).toEqual(["Pad_Blue", "Hangar_Blue_4"]);
  });

  it("never captures the mover's own planes", () => {
    const game = play(
      air({ "red-1": "Track_2", "red-2": "Track_6" }, { rules: { stacking: false } }),
      4,
    );
    expect(ofType(eventsOf(game, "red-1"), "captured")).toEqual([]);
    expect(nodesOf(play(game, "red-1"), "red-1", "red-2")).toEqual(["Track_6", "Track_6"]);
  });
});

describe("Aeroplane stacking", () => {
  it("a plane ending on its own plane's square forms a stack", () => {
    const game = play(air({ "red-1": "Track_2", "red-2": "Track_6" }), 4);
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Track_2", tracks(3, 4, 5, 6)),
      { type: "stacked", pieces: ["red-1", "red-2"], at: "Track_6" },
      passed("red", "yellow"),
    ]);
  });

  it("a plane ending a jump on its own plane's square joins it", () => {
    const game = play(air({ "red-1": "Track_2", "red-3": "Track_9" }), 3);
    expect(ofType(eventsOf(game, "red-1"), "stacked")).toEqual([
      { type: "stacked", pieces: ["red-1", "red-3"], at: "Track_9" },
    ]);
  });

  it("stacks in the home column too", () => {
    const game = play(air({ "red-1": "Lane_Red_1", "red-2": "Lane_Red_3" }), 2);
    expect(ofType(eventsOf(game, "red-1"), "stacked")).toEqual([
      { type: "stacked", pieces: ["red-1", "red-2"], at: "Lane_Red_3" },
    ]);
  });

  it("legalMoves lists a loaded stack once, with all its planes", () => {
    const game = play(air({ "red-2": "Track_6", "red-3": "Track_6", "red-4": "Track_21" }), 1);
    expect(legalMoves(game)).toEqual([
      {
        piece: "red-2",
        pieces: ["red-2", "red-3"],
        kind: "advance",
        from: "Track_6",
        to: "Track_7",
        path: ["Track_7"],
        captures: [],
        finishes: false,
      },
      expect.objectContaining({ piece: "red-4", pieces: ["red-4"], to: "Track_22" }),
    ]);
  });

  it("naming any plane of a stack moves all of it", () => {
    const game = play(air({ "red-2": "Track_6", "red-3": "Track_6" }), 1);
    expect(eventsOf(game, "red-3")).toEqual([
      moved("red-3", "Track_6", ["Track_7"], ["red-2", "red-3"]),
      passed("red", "yellow"),
    ]);
    expect(nodesOf(play(game, "red-3"), "red-2", "red-3")).toEqual(["Track_7", "Track_7"]);
  });

  it("a stack jumps and flies together", () => {
    const game = play(air({ "red-1": "Track_10", "red-2": "Track_10" }), 3);
    const both: PieceId[] = ["red-1", "red-2"];
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Track_10", tracks(11, 12, 13), both),
      jumped("red-1", "Track_13", "Track_17", both),
      flew("red-1", "Track_17", "Track_29", "Lane_Green_3", both),
      passed("red", "yellow"),
    ]);
    expect(nodesOf(play(game, "red-1"), "red-1", "red-2")).toEqual(["Track_29", "Track_29"]);
  });

  it("a stack finishing together: each plane gets its finished event", () => {
    const game = play(air({ "red-1": "Lane_Red_4", "red-2": "Lane_Red_4" }), 2);
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Lane_Red_4", ["Lane_Red_5", "Finish_Red"], ["red-1", "red-2"]),
      { type: "finished", piece: "red-1", color: "red" },
      { type: "finished", piece: "red-2", color: "red" },
      passed("red", "yellow"),
    ]);
    const after = play(game, "red-1");
    expect(nodesOf(after, "red-1", "red-2")).toEqual(["Finish_Red", "Finish_Red"]);
  });

  it("option stacking false: planes share a square but move alone", () => {
    const rules = { stacking: false } as const;
    const game = play(air({ "red-1": "Track_2", "red-2": "Track_6" }, { rules }), 4);
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Track_2", tracks(3, 4, 5, 6)),
      passed("red", "yellow"),
    ]);
    const loaded = play(air({ "red-1": "Track_6", "red-2": "Track_6" }, { rules }), 1);
    expect(legalMoves(loaded).map((m) => [m.piece, m.pieces])).toEqual([
      ["red-1", ["red-1"]],
      ["red-2", ["red-2"]],
    ]);
    expect(nodesOf(play(loaded, "red-2"), "red-1", "red-2")).toEqual(["Track_6", "Track_7"]);
  });
});

describe("Aeroplane finish", () => {
  it("an exact count reaches the finish", () => {
    const game = play(air({ "red-1": "Lane_Red_3", "red-2": "Track_5" }), 3);
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Lane_Red_3", ["Lane_Red_4", "Lane_Red_5", "Finish_Red"]),
      { type: "finished", piece: "red-1", color: "red" },
      passed("red", "yellow"),
    ]);
  });

  it("extra steps bounce back from the finish by default", () => {
    const game = play(air({ "red-1": "Lane_Red_3" }), 5);
    expect(eventsOf(game, "red-1")).toEqual([
      moved("red-1", "Lane_Red_3", [
        "Lane_Red_4",
        "Lane_Red_5",
        "Finish_Red",
        "Lane_Red_5",
        "Lane_Red_4",
      ]),
      { type: "bounced", piece: "red-1", at: "Finish_Red" },
      passed("red", "yellow"),
    ]);
    expect(nodesOf(play(game, "red-1"), "red-1")).toEqual(["Lane_Red_4"]);
  });

  it("option finish 'exact': an overshooting move is not legal", () => {
    const rules = { finish: "exact" } as const;
    const game = play(air({ "red-1": "Lane_Red_3", "red-2": "Track_5" }, { rules }), 5);
    expect(legalMoves(game).map((m) => m.piece)).toEqual(["red-2"]);
    expect(refusal(game, "red-1")).toBe("ILLEGAL_MOVE");
    const alone = air({ "red-1": "Lane_Red_3" }, { rules });
    expect(eventsOf(alone, 5)).toEqual([
      { type: "rolled", color: "red", value: 5 },
      passed("red", "yellow", "no-move"),
    ]);
    expect(nodesOf(play(air({ "red-1": "Lane_Red_3" }, { rules }), 3, "red-1"), "red-1")).toEqual([
      "Finish_Red",
    ]);
  });

  it("a finished plane never moves again", () => {
    const game = play(air({ "red-1": "Finish_Red", "red-2": "Track_10" }), 2);
    expect(legalMoves(game).map((m) => m.piece)).toEqual(["red-2", "red-3", "red-4"]);
    expect(refusal(game, "red-1")).toBe("ILLEGAL_MOVE");
  });
});

describe("Aeroplane end of game and places", () => {
  const allButOne = (color: FourColor, last: NodeId): Pieces => ({
    [pieceOf(color, 1)]: finishOf(color),
    [pieceOf(color, 2)]: finishOf(color),
    [pieceOf(color, 3)]: finishOf(color),
    [pieceOf(color, 4)]: last,
  });

  it("plays on for places by default until one loser is left", () => {
    let game = air(
      { ...allButOne("red", "Lane_Red_5"), ...allButOne("green", "Lane_Green_4") },
      { colors: ["red", "yellow", "green"] },
    );
    game = play(game, 1);
    expect(eventsOf(game, "red-4")).toEqual([
      moved("red-4", "Lane_Red_5", ["Finish_Red"]),
      { type: "finished", piece: "red-4", color: "red" },
      { type: "placed", color: "red", place: 1 },
      { type: "won", color: "red" },
      passed("red", "yellow", "finished"),
    ]);
    game = play(game, "red-4");
    expect(phase(game)).toBe("roll");
    expect(winner(game)).toBe("red");
    expect(currentPlayer(game)).toBe("yellow");
    game = play(game, 1);
    expect(currentPlayer(game)).toBe("green");
    game = play(game, 1);
    expect(eventsOf(game, "green-4").at(-1)).toEqual(passed("green", "yellow"));
    game = play(game, "green-4");
    expect(currentPlayer(game)).toBe("yellow");
    expect(eventsOf(game, 3).at(-1)).toEqual(passed("yellow", "green", "no-move"));
    game = play(game, 3, 1);
    expect(eventsOf(game, "green-4")).toEqual([
      moved("green-4", "Lane_Green_5", ["Finish_Green"]),
      { type: "finished", piece: "green-4", color: "green" },
      { type: "placed", color: "green", place: 2 },
      { type: "placed", color: "yellow", place: 3 },
    ]);
    game = play(game, "green-4");
    expect(phase(game)).toBe("over");
    expect(game.placings).toEqual(["red", "green", "yellow"]);
    expect(standings(game).map((s) => [s.color, s.place])).toEqual([
      ["red", 1],
      ["green", 2],
      ["yellow", 3],
    ]);
    expect(refusal(game, 1)).toBe("GAME_OVER");
  });

  it("two players: the first finisher wins and the other takes second place", () => {
    let game = air(allButOne("red", "Lane_Red_5"), { colors: ["red", "green"] });
    game = play(game, 1);
    expect(eventsOf(game, "red-4")).toEqual([
      moved("red-4", "Lane_Red_5", ["Finish_Red"]),
      { type: "finished", piece: "red-4", color: "red" },
      { type: "placed", color: "red", place: 1 },
      { type: "won", color: "red" },
      { type: "placed", color: "green", place: 2 },
    ]);
    game = play(game, "red-4");
    expect(phase(game)).toBe("over");
    expect(standings(game).map((s) => [s.color, s.place])).toEqual([
      ["red", 1],
      ["green", 2],
    ]);
  });

  it("a colour whose last plane finishes on a 6 gets no bonus roll", () => {
    let game = play(air(allButOne("red", "Track_49")), 6);
    expect(eventsOf(game, "red-4").slice(-3)).toEqual([
      { type: "placed", color: "red", place: 1 },
      { type: "won", color: "red" },
      passed("red", "yellow", "finished"),
    ]);
    game = play(game, "red-4");
    expect(currentPlayer(game)).toBe("yellow");
    game = play(game, 1, 1, 1);
    expect(currentPlayer(game)).toBe("yellow");
  });

  it("option playForPlaces false: the game ends at the first finisher", () => {
    let game = play(air(allButOne("red", "Lane_Red_5"), { rules: { playForPlaces: false } }), 1);
    expect(eventsOf(game, "red-4")).toEqual([
      moved("red-4", "Lane_Red_5", ["Finish_Red"]),
      { type: "finished", piece: "red-4", color: "red" },
      { type: "placed", color: "red", place: 1 },
      { type: "won", color: "red" },
    ]);
    game = play(game, "red-4");
    expect(phase(game)).toBe("over");
    expect(winner(game)).toBe("red");
    expect(game.placings).toEqual(["red"]);
    expect(refusal(game, 3)).toBe("GAME_OVER");
  });
});

describe("Aeroplane robots", () => {
  it("classic rolls in the roll phase", () => {
    expect(robots.classic.act(newGame())).toEqual({ type: "roll" });
  });

  it("classic moves the first plane in play that can move; a plane on its pad is in play", () => {
    const game = play(air({ "red-2": "Pad_Red", "red-3": "Track_10" }), 2);
    expect(robots.classic.act(game)).toEqual({ type: "move", piece: "red-2" });
    const later = play(air({ "red-1": "Finish_Red", "red-3": "Track_10" }), 2);
    expect(robots.classic.act(later)).toEqual({ type: "move", piece: "red-3" });
  });

  it("classic skips a plane in play that cannot move", () => {
    const game = play(
      air({ "red-1": "Lane_Red_4", "red-2": "Track_5" }, { rules: { finish: "exact" } }),
      5,
    );
    expect(robots.classic.act(game)).toEqual({ type: "move", piece: "red-2" });
  });

  it("classic otherwise brings out the first hangar plane if the roll allows", () => {
    expect(robots.classic.act(play(newGame(), 4))).toEqual({ type: "move", piece: "red-1" });
    const game = play(
      air({ "red-1": "Finish_Red", "red-4": "Lane_Red_4" }, { rules: { finish: "exact" } }),
      4,
    );
    expect(robots.classic.act(game)).toEqual({ type: "move", piece: "red-2" });
  });

  it("classic with no legal move just rolls: the turn passed by itself", () => {
    const game = play(newGame(), 3);
    expect(currentPlayer(game)).toBe("yellow");
    expect(robots.classic.act(game)).toEqual({ type: "roll" });
  });

  it("random returns only legal moves and is deterministic", () => {
    const options: Partial<RuleOptions>[] = [{}, { stacking: false, finish: "exact" }];
    for (const [i, rules] of options.entries()) {
      const game = randomRobotGame({ variant: "aeroplane", seed: i + 1, rules });
      expect(phase(game)).toBe("over");
      expect(game.placings).toHaveLength(4);
      expect(randomRobotGame({ variant: "aeroplane", seed: i + 1, rules }).history).toBe(
        game.history,
      );
    }
  });
});

describe("Aeroplane legal moves", () => {
  it("shows every hop, the jump square and the flight landing", () => {
    const game = play(air({ "red-1": "Track_10", "blue-1": "Track_17" }), 3);
    expect(legalMoves(game)).toEqual([
      {
        piece: "red-1",
        pieces: ["red-1"],
        kind: "advance",
        from: "Track_10",
        to: "Track_29",
        path: tracks(11, 12, 13, 17, 29),
        captures: [{ piece: "blue-1", at: "Track_17", home: "Hangar_Blue_1" }],
        finishes: false,
        jump: { from: "Track_13", to: "Track_17" },
        flight: { from: "Track_17", to: "Track_29", crosses: "Lane_Green_3" },
      },
    ]);
  });

  it("describes a takeoff, a jump with captures, and a finish", () => {
    const game = play(
      air({
        "red-1": "Track_2",
        "red-2": "Lane_Red_4",
        "yellow-1": "Track_5",
        "green-2": "Track_9",
      }),
      2,
    );
    expect(legalMoves(game)).toEqual([
      {
        piece: "red-1",
        pieces: ["red-1"],
        kind: "advance",
        from: "Track_2",
        to: "Track_4",
        path: tracks(3, 4),
        captures: [],
        finishes: false,
      },
      {
        piece: "red-2",
        pieces: ["red-2"],
        kind: "advance",
        from: "Lane_Red_4",
        to: "Finish_Red",
        path: ["Lane_Red_5", "Finish_Red"],
        captures: [],
        finishes: true,
      },
      {
        piece: "red-3",
        pieces: ["red-3"],
        kind: "takeoff",
        from: "Hangar_Red_3",
        to: "Pad_Red",
        path: ["Pad_Red"],
        captures: [],
        finishes: false,
      },
      expect.objectContaining({ piece: "red-4", kind: "takeoff" }),
    ]);
    const three = play(air({ "red-1": "Track_2", "yellow-1": "Track_5", "green-2": "Track_9" }), 3);
    expect(legalMoves(three)[0]).toEqual({
      piece: "red-1",
      pieces: ["red-1"],
      kind: "advance",
      from: "Track_2",
      to: "Track_9",
      path: tracks(3, 4, 5, 9),
      captures: [
        { piece: "yellow-1", at: "Track_5", home: "Hangar_Yellow_1" },
        { piece: "green-2", at: "Track_9", home: "Hangar_Green_2" },
      ],
      finishes: false,
      jump: { from: "Track_5", to: "Track_9" },
    });
  });

  it("describes a bounce: the path goes to the finish and back", () => {
    const game = play(air({ "red-1": "Lane_Red_5" }), 3);
    expect(legalMoves(game)).toEqual([
      expect.objectContaining({
        piece: "red-1",
        to: "Lane_Red_4",
        path: ["Finish_Red", "Lane_Red_5", "Lane_Red_4"],
        finishes: false,
      }),
    ]);
  });

  it("is empty in the roll phase and leaves the state untouched", () => {
    const game = air({ "red-1": "Track_2" });
    expect(legalMoves(game)).toEqual([]);
    const rolled = play(game, 3);
    const before = JSON.stringify(rolled);
    legalMoves(rolled);
    expect(JSON.stringify(rolled)).toBe(before);
  });
});
