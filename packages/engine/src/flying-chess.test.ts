// Flying Chess (docs/RULES.md §1) scenario by scenario, with forced dice.
import { describe, expect, it } from "vitest";
import { RuleError } from "./errors.js";
import { apply, createGame } from "./game.js";
import { getBoard } from "./index.js";
import { currentPlayer, legalMoves, phase, standings, winner } from "./queries.js";
import { robots } from "./robots.js";
import { eventsOf, from, nodesOf, play, randomRobotGame, refusal } from "./test-utils.js";
import type { Action, Color, GameEvent, NodeId, PieceId } from "./types.js";

const wp = (i: number): NodeId => `Waypoint_${i}`;
const wps = (...indices: number[]): NodeId[] => indices.map(wp);
const span = (first: number, last: number): number[] =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i);
const safe = (name: string): NodeId[] => span(1, 5).map((i) => `Safe_${name}_${i}`);
const board = getBoard("flying-chess");

/** The error code `createGame` (or `from`) throws. */
function thrownCode(make: () => unknown): string {
  try {
    make();
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
  throw new Error("no error was thrown");
}

function movedPath(events: GameEvent[]): NodeId[] {
  const moved = events.find((e) => e.type === "moved");
  if (moved?.type !== "moved") throw new Error("no moved event");
  return moved.path;
}

describe("Flying Chess board", () => {
  it("has 56 outer waypoints Waypoint_0 … Waypoint_55", () => {
    const outer = board.nodes.filter((n) => n.kind === "waypoint").map((n) => n.id);
    expect(outer.sort()).toEqual(wps(...span(0, 55)).sort());
  });

  it("has the four colours in turn order, each with four home slots", () => {
    expect(board.colors).toEqual(["red", "yellow", "green", "blue"]);
    expect(board.homes.red).toEqual(["Home_Red_1", "Home_Red_2", "Home_Red_3", "Home_Red_4"]);
    expect(board.homes.yellow).toEqual(span(1, 4).map((i) => `Home_Yellow_${i}`));
    expect(board.homes.green).toEqual(span(1, 4).map((i) => `Home_Green_${i}`));
    expect(board.homes.blue).toEqual(span(1, 4).map((i) => `Home_Blue_${i}`));
  });

  it("starts every piece on its own home slot", () => {
    const game = createGame({ seed: 1 });
    expect(nodesOf(game, "red-1", "red-4", "yellow-2", "green-3", "blue-4")).toEqual([
      "Home_Red_1",
      "Home_Red_4",
      "Home_Yellow_2",
      "Home_Green_3",
      "Home_Blue_4",
    ]);
  });

  it("has the start points red 0, blue 14, green 28, yellow 42", () => {
    expect(board.starts).toEqual({
      red: "Waypoint_0",
      blue: "Waypoint_14",
      green: "Waypoint_28",
      yellow: "Waypoint_42",
    });
  });

  it("has 14-point colour sections starting two points before each start point", () => {
    expect(board.sections.red).toEqual(wps(54, 55, ...span(0, 11)));
    expect(board.sections.blue).toEqual(wps(...span(12, 25)));
    expect(board.sections.green).toEqual(wps(...span(26, 39)));
    expect(board.sections.yellow).toEqual(wps(...span(40, 53)));
  });

  it("gives each colour its path: outer points, five safety nodes, Finish", () => {
    expect(board.paths.red).toEqual([...wps(...span(0, 54)), ...safe("Red"), "Finish"]);
    expect(board.paths.blue).toEqual([
      ...wps(...span(14, 55), ...span(0, 12)),
      ...safe("Blue"),
      "Finish",
    ]);
    expect(board.paths.green).toEqual([
      ...wps(...span(28, 55), ...span(0, 26)),
      ...safe("Green"),
      "Finish",
    ]);
    expect(board.paths.yellow).toEqual([
      ...wps(...span(42, 55), ...span(0, 40)),
      ...safe("Yellow"),
      "Finish",
    ]);
    for (const color of board.colors) expect(board.paths[color]).toHaveLength(61);
  });
});

describe("Flying Chess turns", () => {
  it("red starts, and the turn goes red → yellow → green → blue → red", () => {
    let game = createGame({ seed: 1 });
    expect(currentPlayer(game)).toBe("red");
    expect(phase(game)).toBe("roll");
    const seen: Color[] = [];
    for (let i = 0; i < 4; i++) {
      const events = eventsOf(game, 1);
      const passed = events.find((e) => e.type === "turnPassed");
      if (passed?.type !== "turnPassed") throw new Error("no turnPassed");
      seen.push(passed.to);
      game = play(game, 1);
      expect(currentPlayer(game)).toBe(passed.to);
    }
    expect(seen).toEqual(["yellow", "green", "blue", "red"]);
  });

  it("skips colours not in play (red and green)", () => {
    let game = createGame({ seed: 1, colors: ["green", "red"] });
    expect(game.colors).toEqual(["red", "green"]);
    expect(currentPlayer(game)).toBe("red");
    const order: Color[] = [];
    for (let i = 0; i < 4; i++) {
      game = play(game, 2);
      order.push(currentPlayer(game));
    }
    expect(order).toEqual(["green", "red", "green", "red"]);
  });

  it("skips colours not in play (yellow, blue) and the first colour in order starts", () => {
    let game = createGame({ seed: 1, colors: ["blue", "yellow"] });
    expect(currentPlayer(game)).toBe("yellow");
    game = play(game, 3);
    expect(currentPlayer(game)).toBe("blue");
    game = play(game, 3);
    expect(currentPlayer(game)).toBe("yellow");
  });

  it("skips one missing colour among three (red, yellow, blue)", () => {
    let game = createGame({ seed: 1, colors: ["red", "yellow", "blue"] });
    game = play(game, 1, 1);
    expect(currentPlayer(game)).toBe("blue");
    game = play(game, 1);
    expect(currentPlayer(game)).toBe("red");
  });

  it("passes the turn by itself on 1 to 5 with every piece at home (reason no-move)", () => {
    for (const value of [1, 2, 3, 4, 5]) {
      const game = createGame({ seed: 1 });
      expect(eventsOf(game, value)).toEqual([
        { type: "rolled", color: "red", value },
        { type: "turnPassed", from: "red", to: "yellow", reason: "no-move" },
      ]);
      const after = play(game, value);
      expect(currentPlayer(after)).toBe("yellow");
      expect(phase(after)).toBe("roll");
      expect(after.roll).toBeNull();
      expect(nodesOf(after, "red-1", "red-2")).toEqual(["Home_Red_1", "Home_Red_2"]);
    }
  });

  it("keeps a roll that had no legal move in the game record", () => {
    const game = play(createGame({ seed: 1 }), 3, 5);
    expect(game.history).toBe("CE");
    expect(currentPlayer(game)).toBe("green");
  });

  it("lets a piece at home take off on a 6, to its colour's start point", () => {
    const starts: Record<Color, NodeId> = {
      red: "Waypoint_0",
      yellow: "Waypoint_42",
      green: "Waypoint_28",
      blue: "Waypoint_14",
      white: "",
      black: "",
    };
    for (const color of ["red", "yellow", "green", "blue"] as const) {
      const piece: PieceId = `${color}-2`;
      const rolled = play(from({}, { turn: color }), 6);
      expect(phase(rolled)).toBe("move");
      expect(legalMoves(rolled).map((m) => m.kind)).toEqual(Array(4).fill("takeoff"));
      const home = `Home_${color[0]?.toUpperCase()}${color.slice(1)}_2`;
      expect(eventsOf(rolled, piece)[0]).toEqual({
        type: "tookOff",
        piece,
        from: home,
        to: starts[color],
      });
      expect(nodesOf(play(rolled, piece), piece)).toEqual([starts[color]]);
    }
  });

  it("uses the whole 6 on takeoff and passes the turn (no bonus roll by default)", () => {
    const rolled = play(createGame({ seed: 1 }), 6);
    expect(eventsOf(rolled, "red-1")).toEqual([
      { type: "tookOff", piece: "red-1", from: "Home_Red_1", to: "Waypoint_0" },
      { type: "turnPassed", from: "red", to: "yellow", reason: "moved" },
    ]);
    const after = play(rolled, "red-1");
    expect(nodesOf(after, "red-1")).toEqual(["Waypoint_0"]);
    expect(currentPlayer(after)).toBe("yellow");
    expect(phase(after)).toBe("roll");
  });

  it("refuses to take off on anything but a 6 while another piece can move", () => {
    const game = play(from({ "red-1": "Waypoint_3" }), 4);
    expect(refusal(game, "red-2")).toBe("ILLEGAL_MOVE");
    expect(legalMoves(game).map((m) => m.piece)).toEqual(["red-1"]);
  });

  it("lets a takeoff join an own piece already on the start point", () => {
    const game = play(from({ "red-2": "Waypoint_0" }), 6, "red-1");
    expect(nodesOf(game, "red-1", "red-2")).toEqual(["Waypoint_0", "Waypoint_0"]);
  });

  it("moves a piece exactly the rolled number of steps clockwise", () => {
    for (const value of [1, 2, 3, 4, 5, 6]) {
      const rolled = play(from({ "red-1": "Waypoint_10" }), value);
      const events = eventsOf(rolled, "red-1");
      expect(events[0]).toEqual({
        type: "moved",
        piece: "red-1",
        pieces: ["red-1"],
        from: "Waypoint_10",
        to: wp(10 + value),
        path: wps(...span(11, 10 + value)),
      });
      expect(nodesOf(play(rolled, "red-1"), "red-1")).toEqual([wp(10 + value)]);
    }
  });

  it("wraps from Waypoint_55 to Waypoint_0 for colours that pass it (blue)", () => {
    const game = play(from({ "blue-1": "Waypoint_53" }, { turn: "blue" }), 5);
    const events = eventsOf(game, "blue-1");
    expect(events).toEqual([
      {
        type: "moved",
        piece: "blue-1",
        pieces: ["blue-1"],
        from: "Waypoint_53",
        to: "Waypoint_2",
        path: wps(54, 55, 0, 1, 2),
      },
      { type: "turnPassed", from: "blue", to: "red", reason: "moved" },
    ]);
  });

  it("wraps yellow and green past Waypoint_55 too", () => {
    const yellow = play(from({ "yellow-3": "Waypoint_54" }, { turn: "yellow" }), 4);
    expect(movedPath(eventsOf(yellow, "yellow-3"))).toEqual(wps(55, 0, 1, 2));
    const green = play(from({ "green-4": "Waypoint_55" }, { turn: "green" }), 1);
    expect(movedPath(eventsOf(green, "green-4"))).toEqual(wps(0));
  });

  it("turns red into its safety path after Waypoint_54 (never Waypoint_55)", () => {
    const game = play(from({ "red-1": "Waypoint_53" }), 3);
    expect(movedPath(eventsOf(game, "red-1"))).toEqual(["Waypoint_54", "Safe_Red_1", "Safe_Red_2"]);
    const at54 = play(from({ "red-1": "Waypoint_54" }), 1, "red-1");
    expect(nodesOf(at54, "red-1")).toEqual(["Safe_Red_1"]);
  });

  it("turns blue after Waypoint_12, green after 26, yellow after 40", () => {
    const cases = [
      ["blue", 12, "Blue"],
      ["green", 26, "Green"],
      ["yellow", 40, "Yellow"],
    ] as const;
    for (const [color, entrance, name] of cases) {
      const piece: PieceId = `${color}-1`;
      const game = play(from({ [piece]: wp(entrance - 1) }, { turn: color }), 4);
      expect(movedPath(eventsOf(game, piece))).toEqual([
        wp(entrance),
        `Safe_${name}_1`,
        `Safe_${name}_2`,
        `Safe_${name}_3`,
      ]);
    }
  });

  it("walks the safety path to Finish", () => {
    const game = play(from({ "green-2": "Safe_Green_2" }, { turn: "green" }), 4);
    expect(eventsOf(game, "green-2")).toEqual([
      {
        type: "moved",
        piece: "green-2",
        pieces: ["green-2"],
        from: "Safe_Green_2",
        to: "Finish",
        path: ["Safe_Green_3", "Safe_Green_4", "Safe_Green_5", "Finish"],
      },
      { type: "finished", piece: "green-2", color: "green" },
      { type: "turnPassed", from: "green", to: "blue", reason: "moved" },
    ]);
  });

  it("takes red 60 steps from Waypoint_0 to Finish", () => {
    let game = from({ "red-1": "Waypoint_0" }, { colors: ["red", "green"] });
    const walked: NodeId[] = [];
    for (let i = 0; i < 10; i++) {
      game = play(game, 6);
      walked.push(...movedPath(eventsOf(game, "red-1")));
      game = play(game, "red-1");
      if (i < 9) game = play(game, 1);
    }
    expect(walked).toHaveLength(60);
    expect(walked).toEqual([...wps(...span(1, 54)), ...safe("Red"), "Finish"]);
    expect(nodesOf(game, "red-1")).toEqual(["Finish"]);
  });

  it("finish 'exact' (default): a move past Finish is not legal", () => {
    const game = play(from({ "red-1": "Safe_Red_3", "red-2": "Waypoint_5" }), 4);
    expect(game.rules.finish).toBe("exact");
    expect(refusal(game, "red-1")).toBe("ILLEGAL_MOVE");
    expect(legalMoves(game).map((m) => m.piece)).toEqual(["red-2"]);
    const exact = play(from({ "red-1": "Safe_Red_3", "red-2": "Waypoint_5" }), 3);
    expect(legalMoves(exact).find((m) => m.piece === "red-1")).toMatchObject({
      to: "Finish",
      finishes: true,
    });
  });

  it("finish 'exact': an overshooting only piece passes the turn by itself", () => {
    const game = from({ "red-1": "Safe_Red_3" });
    expect(eventsOf(game, 4)).toEqual([
      { type: "rolled", color: "red", value: 4 },
      { type: "turnPassed", from: "red", to: "yellow", reason: "no-move" },
    ]);
    const after = play(game, 4);
    expect(after.history).toBe("D");
    expect(nodesOf(after, "red-1")).toEqual(["Safe_Red_3"]);
  });

  it("finish 'bounce': the extra steps walk back from Finish", () => {
    const game = play(from({ "red-1": "Safe_Red_3" }, { rules: { finish: "bounce" } }), 5);
    expect(eventsOf(game, "red-1")).toEqual([
      {
        type: "moved",
        piece: "red-1",
        pieces: ["red-1"],
        from: "Safe_Red_3",
        to: "Safe_Red_4",
        path: ["Safe_Red_4", "Safe_Red_5", "Finish", "Safe_Red_5", "Safe_Red_4"],
      },
      { type: "bounced", piece: "red-1", at: "Finish" },
      { type: "turnPassed", from: "red", to: "yellow", reason: "moved" },
    ]);
    expect(nodesOf(play(game, "red-1"), "red-1")).toEqual(["Safe_Red_4"]);
    expect(legalMoves(game)[0]).toMatchObject({ to: "Safe_Red_4", bounce: true, finishes: false });
  });

  it("finish 'bounce': an exact roll still finishes, from the outer path too", () => {
    const game = play(from({ "red-1": "Waypoint_54" }, { rules: { finish: "bounce" } }), 6);
    const events = eventsOf(game, "red-1");
    expect(events.map((e) => e.type)).toEqual(["moved", "finished", "turnPassed"]);
    const far = play(from({ "red-1": "Waypoint_54" }, { rules: { finish: "bounce" } }), 6);
    expect(nodesOf(play(far, "red-1"), "red-1")).toEqual(["Finish"]);
  });

  it("bonusRollOnSix false (default): the turn passes after a 6, used or not", () => {
    const used = play(from({ "red-1": "Waypoint_3" }), 6);
    expect(used.rules.bonusRollOnSix).toBe(false);
    expect(eventsOf(used, "red-1").at(-1)).toEqual({
      type: "turnPassed",
      from: "red",
      to: "yellow",
      reason: "moved",
    });
    const unusable = from({
      "red-1": "Safe_Red_5",
      "red-2": "Finish",
      "red-3": "Finish",
      "red-4": "Finish",
    });
    expect(eventsOf(unusable, 6)).toEqual([
      { type: "rolled", color: "red", value: 6 },
      { type: "turnPassed", from: "red", to: "yellow", reason: "no-move" },
    ]);
  });

  it("bonusRollOnSix true: a used 6 gives the same colour another roll", () => {
    const game = play(createGame({ seed: 1, rules: { bonusRollOnSix: true } }), 6);
    expect(eventsOf(game, "red-1")).toEqual([
      { type: "tookOff", piece: "red-1", from: "Home_Red_1", to: "Waypoint_0" },
      { type: "bonusRoll", color: "red" },
    ]);
    const after = play(game, "red-1");
    expect(currentPlayer(after)).toBe("red");
    expect(phase(after)).toBe("roll");
  });

  it("bonusRollOnSix true: an unusable 6 gives another roll too", () => {
    const game = from(
      { "red-1": "Safe_Red_5", "red-2": "Finish", "red-3": "Finish", "red-4": "Finish" },
      { rules: { bonusRollOnSix: true } },
    );
    expect(eventsOf(game, 6)).toEqual([
      { type: "rolled", color: "red", value: 6 },
      { type: "bonusRoll", color: "red" },
    ]);
    const after = play(game, 6);
    expect(currentPlayer(after)).toBe("red");
    expect(phase(after)).toBe("roll");
    expect(after.history).toBe("F");
  });

  it("bonusRollOnSix true: 6s give rolls without limit; another number passes", () => {
    let game = createGame({ seed: 1, rules: { bonusRollOnSix: true } });
    const steps: PieceId[] = ["red-1", "red-2", "red-3", "red-4", "red-1", "red-2", "red-3"];
    for (const piece of steps) {
      game = play(game, 6, piece);
      expect(currentPlayer(game)).toBe("red");
      expect(phase(game)).toBe("roll");
    }
    expect(nodesOf(game, "red-1", "red-4")).toEqual(["Waypoint_6", "Waypoint_0"]);
    const last = play(game, 2);
    expect(eventsOf(last, "red-4").at(-1)).toEqual({
      type: "turnPassed",
      from: "red",
      to: "yellow",
      reason: "moved",
    });
  });
});

describe("Flying Chess collisions", () => {
  it("sends an opponent on the landing point home to its own slot", () => {
    const game = play(from({ "red-1": "Waypoint_2", "blue-3": "Waypoint_5" }), 3);
    expect(eventsOf(game, "red-1")).toEqual([
      {
        type: "moved",
        piece: "red-1",
        pieces: ["red-1"],
        from: "Waypoint_2",
        to: "Waypoint_5",
        path: wps(3, 4, 5),
      },
      { type: "captured", piece: "blue-3", by: "red-1", at: "Waypoint_5", home: "Home_Blue_3" },
      { type: "turnPassed", from: "red", to: "yellow", reason: "moved" },
    ]);
    const after = play(game, "red-1");
    expect(nodesOf(after, "red-1", "blue-3")).toEqual(["Waypoint_5", "Home_Blue_3"]);
  });

  it("a captured piece must take off again on a 6", () => {
    let game = play(from({ "red-1": "Waypoint_2", "blue-3": "Waypoint_5" }), 3, "red-1");
    game = play(game, 1, 1, 5);
    expect(currentPlayer(game)).toBe("red");
    game = play(game, 1, "red-1", 1, 1, 6);
    expect(legalMoves(game).find((m) => m.piece === "blue-3")).toMatchObject({
      kind: "takeoff",
      from: "Home_Blue_3",
      to: "Waypoint_14",
    });
  });

  it("captures on each colour's last outer point before its safety path", () => {
    const red = play(from({ "red-1": "Waypoint_50", "yellow-1": "Waypoint_54" }), 4, "red-1");
    expect(nodesOf(red, "red-1", "yellow-1")).toEqual(["Waypoint_54", "Home_Yellow_1"]);
    const blue = play(
      from({ "blue-1": "Waypoint_10", "green-2": "Waypoint_12" }, { turn: "blue" }),
      2,
    );
    expect(eventsOf(blue, "blue-1")[1]).toEqual({
      type: "captured",
      piece: "green-2",
      by: "blue-1",
      at: "Waypoint_12",
      home: "Home_Green_2",
    });
  });

  it("captures on takeoff onto the start point", () => {
    const game = play(from({ "yellow-2": "Waypoint_0" }), 6);
    expect(eventsOf(game, "red-1")).toEqual([
      { type: "tookOff", piece: "red-1", from: "Home_Red_1", to: "Waypoint_0" },
      {
        type: "captured",
        piece: "yellow-2",
        by: "red-1",
        at: "Waypoint_0",
        home: "Home_Yellow_2",
      },
      { type: "turnPassed", from: "red", to: "yellow", reason: "moved" },
    ]);
    expect(nodesOf(play(game, "red-1"), "yellow-2")).toEqual(["Home_Yellow_2"]);
  });

  it("captures several opponent pieces on one point at once", () => {
    const game = play(
      from({ "red-1": "Waypoint_3", "green-1": "Waypoint_7", "green-4": "Waypoint_7" }),
      4,
    );
    const events = eventsOf(game, "red-1");
    expect(events.filter((e) => e.type === "captured")).toEqual([
      { type: "captured", piece: "green-1", by: "red-1", at: "Waypoint_7", home: "Home_Green_1" },
      { type: "captured", piece: "green-4", by: "red-1", at: "Waypoint_7", home: "Home_Green_4" },
    ]);
    expect(legalMoves(game)[0]?.captures).toEqual([
      { piece: "green-1", at: "Waypoint_7", home: "Home_Green_1" },
      { piece: "green-4", at: "Waypoint_7", home: "Home_Green_4" },
    ]);
    const after = play(game, "red-1");
    expect(nodesOf(after, "green-1", "green-4")).toEqual(["Home_Green_1", "Home_Green_4"]);
  });

  it("refuses a position with two different colours on one outer point", () => {
    const code = thrownCode(() => from({ "green-1": "Waypoint_7", "blue-1": "Waypoint_7" }));
    expect(code).toBe("INVALID_POSITION");
  });

  it("never captures the mover's own pieces: they share the point", () => {
    const game = play(from({ "red-1": "Waypoint_3", "red-2": "Waypoint_7" }), 4);
    const events = eventsOf(game, "red-1");
    expect(events.some((e) => e.type === "captured")).toBe(false);
    expect(nodesOf(play(game, "red-1"), "red-1", "red-2")).toEqual(["Waypoint_7", "Waypoint_7"]);
  });

  it("does nothing to pieces passed over", () => {
    const game = play(from({ "red-1": "Waypoint_3", "blue-1": "Waypoint_5" }), 4);
    expect(eventsOf(game, "red-1").some((e) => e.type === "captured")).toBe(false);
    expect(nodesOf(play(game, "red-1"), "red-1", "blue-1")).toEqual(["Waypoint_7", "Waypoint_5"]);
  });

  it("does nothing to pieces on Finish", () => {
    const game = play(from({ "red-1": "Safe_Red_4", "blue-1": "Finish" }), 2);
    expect(eventsOf(game, "red-1").map((e) => e.type)).toEqual(["moved", "finished", "turnPassed"]);
    expect(nodesOf(play(game, "red-1"), "red-1", "blue-1")).toEqual(["Finish", "Finish"]);
  });

  it("does nothing to pieces on safety paths or home slots", () => {
    const game = play(from({ "red-1": "Waypoint_50", "blue-2": "Safe_Blue_3" }), 6, "red-1");
    expect(nodesOf(game, "blue-2", "blue-1")).toEqual(["Safe_Blue_3", "Home_Blue_1"]);
    const takeoff = play(from({ "blue-2": "Safe_Blue_3" }), 6);
    expect(legalMoves(takeoff)[0]?.captures).toEqual([]);
  });
});

describe("Flying Chess finished pieces and the end of the game", () => {
  it("never moves a finished piece again (exact and bounce)", () => {
    const game = play(from({ "red-1": "Finish", "red-2": "Waypoint_5" }), 3);
    expect(refusal(game, "red-1")).toBe("ILLEGAL_MOVE");
    expect(legalMoves(game).map((m) => m.piece)).toEqual(["red-2"]);
    const bounce = play(from({ "red-1": "Finish" }, { rules: { finish: "bounce" } }), 1);
    expect(bounce.history).toBe("A");
    expect(currentPlayer(bounce)).toBe("yellow");
  });

  it("the first colour with four pieces on Finish wins and the game ends", () => {
    const game = play(
      from({
        "red-1": "Finish",
        "red-2": "Finish",
        "red-3": "Finish",
        "red-4": "Safe_Red_5",
        "blue-1": "Finish",
        "blue-2": "Finish",
        "blue-3": "Finish",
      }),
      1,
    );
    expect(eventsOf(game, "red-4")).toEqual([
      {
        type: "moved",
        piece: "red-4",
        pieces: ["red-4"],
        from: "Safe_Red_5",
        to: "Finish",
        path: ["Finish"],
      },
      { type: "finished", piece: "red-4", color: "red" },
      { type: "placed", color: "red", place: 1 },
      { type: "won", color: "red" },
    ]);
    const over = play(game, "red-4");
    expect(phase(over)).toBe("over");
    expect(winner(over)).toBe("red");
    expect(over.over).toBe(true);
    expect(refusal(over, 1)).toBe("GAME_OVER");
    expect(refusal(over, { type: "roll" })).toBe("GAME_OVER");
    expect(refusal(over, "yellow-1")).toBe("GAME_OVER");
    expect(legalMoves(over)).toEqual([]);
  });

  it("ends the game on a finishing 6 even with bonusRollOnSix", () => {
    const game = play(
      from(
        { "red-1": "Finish", "red-2": "Finish", "red-3": "Finish", "red-4": "Waypoint_54" },
        { rules: { bonusRollOnSix: true } },
      ),
      6,
    );
    const events = eventsOf(game, "red-4");
    expect(events.map((e) => e.type)).toEqual(["moved", "finished", "placed", "won"]);
    expect(phase(play(game, "red-4"))).toBe("over");
  });

  it("playForPlaces: plays on skipping finished colours and ranks everyone", () => {
    let game = from(
      {
        "red-1": "Finish",
        "red-2": "Finish",
        "red-3": "Finish",
        "red-4": "Safe_Red_4",
        "green-1": "Finish",
        "green-2": "Finish",
        "green-3": "Finish",
        "green-4": "Safe_Green_5",
        "yellow-1": "Waypoint_43",
      },
      { colors: ["red", "yellow", "green"], rules: { playForPlaces: true } },
    );
    game = play(game, 2);
    expect(eventsOf(game, "red-4")).toEqual([
      {
        type: "moved",
        piece: "red-4",
        pieces: ["red-4"],
        from: "Safe_Red_4",
        to: "Finish",
        path: ["Safe_Red_5", "Finish"],
      },
      { type: "finished", piece: "red-4", color: "red" },
      { type: "placed", color: "red", place: 1 },
      { type: "won", color: "red" },
      { type: "turnPassed", from: "red", to: "yellow", reason: "finished" },
    ]);
    game = play(game, "red-4");
    expect(phase(game)).toBe("roll");
    expect(winner(game)).toBe("red");
    expect(currentPlayer(game)).toBe("yellow");
    // yellow → green → yellow: red is skipped from now on.
    game = play(game, 3, "yellow-1", 4);
    expect(currentPlayer(game)).toBe("yellow");
    game = play(game, 2, "yellow-1");
    expect(currentPlayer(game)).toBe("green");
    game = play(game, 1);
    expect(eventsOf(game, "green-4")).toEqual([
      {
        type: "moved",
        piece: "green-4",
        pieces: ["green-4"],
        from: "Safe_Green_5",
        to: "Finish",
        path: ["Finish"],
      },
      { type: "finished", piece: "green-4", color: "green" },
      { type: "placed", color: "green", place: 2 },
      { type: "placed", color: "yellow", place: 3 },
    ]);
    game = play(game, "green-4");
    expect(phase(game)).toBe("over");
    expect(standings(game).map((s) => [s.color, s.place])).toEqual([
      ["red", 1],
      ["green", 2],
      ["yellow", 3],
    ]);
    expect(refusal(game, 1)).toBe("GAME_OVER");
  });

  it("playForPlaces: a colour whose last piece finishes on a 6 gets no bonus roll", () => {
    const game = play(
      from(
        { "red-1": "Finish", "red-2": "Finish", "red-3": "Finish", "red-4": "Waypoint_54" },
        { rules: { bonusRollOnSix: true, playForPlaces: true } },
      ),
      6,
    );
    const events = eventsOf(game, "red-4");
    expect(events.map((e) => e.type)).toEqual(["moved", "finished", "placed", "won", "turnPassed"]);
    expect(events.at(-1)).toEqual({
      type: "turnPassed",
      from: "red",
      to: "yellow",
      reason: "finished",
    });
    let after = play(game, "red-4");
    expect(currentPlayer(after)).toBe("yellow");
    after = play(after, 1, 1, 1);
    expect(currentPlayer(after)).toBe("yellow");
  });

  it("playForPlaces: 6s keep giving bonus rolls to colours still playing", () => {
    let game = from(
      { "red-1": "Finish", "red-2": "Finish", "red-3": "Finish", "red-4": "Finish" },
      { colors: ["red", "blue", "green"], rules: { bonusRollOnSix: true, playForPlaces: true } },
    );
    expect(game.placings).toEqual(["red"]);
    expect(currentPlayer(game)).toBe("green");
    game = play(game, 6, "green-1");
    expect(currentPlayer(game)).toBe("green");
    game = play(game, 2, "green-1");
    expect(currentPlayer(game)).toBe("blue");
    game = play(game, 5);
    expect(currentPlayer(game)).toBe("green");
  });
});

describe("Flying Chess players and robots", () => {
  it("plays with two, three or four colours, not fewer", () => {
    expect(createGame({ seed: 1, colors: ["red", "blue"] }).colors).toEqual(["red", "blue"]);
    expect(createGame({ seed: 1, colors: ["blue", "green", "yellow"] }).colors).toEqual([
      "yellow",
      "green",
      "blue",
    ]);
    expect(createGame({ seed: 1 }).colors).toEqual(["red", "yellow", "green", "blue"]);
    expect(thrownCode(() => createGame({ colors: ["red"] }))).toBe("INVALID_COLORS");
    // @ts-expect-error white is a Chessboard colour: the run-time check refuses it as well
    expect(thrownCode(() => createGame({ colors: ["red", "white"] }))).toBe("INVALID_COLORS");
  });

  it("classic robot rolls in the roll phase", () => {
    expect(robots.classic.act(createGame({ seed: 1 }))).toEqual({ type: "roll" });
    expect(robots.classic.act(from({ "red-1": "Waypoint_4" }))).toEqual({ type: "roll" });
  });

  it("classic robot moves the first board piece in piece order that can move", () => {
    const game = play(from({ "red-3": "Waypoint_10", "red-4": "Waypoint_20" }), 6);
    expect(robots.classic.act(game)).toEqual({ type: "move", piece: "red-3" });
    const later = play(from({ "red-2": "Waypoint_30", "red-4": "Waypoint_20" }), 2);
    expect(robots.classic.act(later)).toEqual({ type: "move", piece: "red-2" });
    const blue = play(from({ "blue-4": "Waypoint_20" }, { turn: "blue" }), 6);
    expect(robots.classic.act(blue)).toEqual({ type: "move", piece: "blue-4" });
  });

  it("classic robot takes off the first piece at home on a 6 when no board piece moves", () => {
    const all = play(createGame({ seed: 1 }), 6);
    expect(robots.classic.act(all)).toEqual({ type: "move", piece: "red-1" });
    const later = play(from({ "red-1": "Finish", "red-2": "Safe_Red_5" }), 6);
    expect(robots.classic.act(later)).toEqual({ type: "move", piece: "red-3" });
  });

  it("classic robot skips a board piece that cannot move for the next one", () => {
    const game = play(from({ "red-1": "Safe_Red_4", "red-2": "Waypoint_10" }), 5);
    expect(robots.classic.act(game)).toEqual({ type: "move", piece: "red-2" });
    const finished = play(from({ "red-1": "Finish", "red-3": "Waypoint_10" }), 1);
    expect(robots.classic.act(finished)).toEqual({ type: "move", piece: "red-3" });
  });

  it("classic robot with no legal move just rolls: the turn has passed by itself", () => {
    const game = play(from({ "red-1": "Safe_Red_4" }), 5);
    expect(currentPlayer(game)).toBe("yellow");
    expect(robots.classic.act(game)).toEqual({ type: "roll" });
  });

  it("random robot only returns legal moves and is deterministic", () => {
    for (const seed of [1, 2, 3]) {
      const game = randomRobotGame({ seed, rules: { bonusRollOnSix: true } });
      expect(phase(game)).toBe("over");
      expect(randomRobotGame({ seed, rules: { bonusRollOnSix: true } }).history).toBe(game.history);
    }
  });

  it("humans and robots mix: a game with one human colour runs to its end", () => {
    let game = createGame({ seed: 7, colors: ["red", "green", "blue"] });
    for (let step = 0; step < 20000 && phase(game) !== "over"; step++) {
      let action: Action = robots.classic.act(game);
      const last = legalMoves(game).at(-1);
      if (game.turn === "red" && last) action = { type: "move", piece: last.piece };
      const result = apply(game, action);
      if (!result.ok) throw new Error(result.error.code);
      game = result.state;
    }
    expect(phase(game)).toBe("over");
    expect(game.history.length).toBeGreaterThan(100);
    expect(winner(game)).not.toBeNull();
  });
});

describe("Flying Chess legal moves", () => {
  it("describes a takeoff", () => {
    const game = play(from({ "red-2": "Waypoint_9" }), 6);
    expect(legalMoves(game)).toEqual([
      {
        piece: "red-1",
        pieces: ["red-1"],
        kind: "takeoff",
        from: "Home_Red_1",
        to: "Waypoint_0",
        path: ["Waypoint_0"],
        captures: [],
        finishes: false,
      },
      {
        piece: "red-2",
        pieces: ["red-2"],
        kind: "advance",
        from: "Waypoint_9",
        to: "Waypoint_15",
        path: wps(10, 11, 12, 13, 14, 15),
        captures: [],
        finishes: false,
      },
      expect.objectContaining({ piece: "red-3", kind: "takeoff" }),
      expect.objectContaining({ piece: "red-4", kind: "takeoff" }),
    ]);
  });

  it("describes an advance with a capture, and one that finishes", () => {
    const game = play(
      from({ "red-1": "Waypoint_2", "red-2": "Safe_Red_3", "blue-1": "Waypoint_5" }),
      3,
    );
    expect(legalMoves(game)).toEqual([
      {
        piece: "red-1",
        pieces: ["red-1"],
        kind: "advance",
        from: "Waypoint_2",
        to: "Waypoint_5",
        path: wps(3, 4, 5),
        captures: [{ piece: "blue-1", at: "Waypoint_5", home: "Home_Blue_1" }],
        finishes: false,
      },
      {
        piece: "red-2",
        pieces: ["red-2"],
        kind: "advance",
        from: "Safe_Red_3",
        to: "Finish",
        path: ["Safe_Red_4", "Safe_Red_5", "Finish"],
        captures: [],
        finishes: true,
      },
    ]);
  });

  it("is empty in the roll phase and does not change the state", () => {
    const game = from({ "red-1": "Waypoint_2" });
    expect(legalMoves(game)).toEqual([]);
    const rolled = play(game, 4);
    const before = JSON.stringify(rolled);
    legalMoves(rolled);
    expect(JSON.stringify(rolled)).toBe(before);
  });
});
