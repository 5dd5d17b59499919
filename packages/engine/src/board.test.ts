// The boards as data: Flying Chess (docs/RULES.md §1), Aeroplane (§2), Chessboard (§3).
import { describe, expect, it } from "vitest";
import { getBoard } from "./index.js";
import type { Board, BoardNode, FourColor, NodeId, Shortcut } from "./types.js";

const board = getBoard("flying-chess");
const COLORS: readonly FourColor[] = ["red", "yellow", "green", "blue"];
const NAME: Record<FourColor, string> = {
  red: "Red",
  yellow: "Yellow",
  green: "Green",
  blue: "Blue",
};
/** docs/RULES.md §1: takeoff start points and the last outer point before each safety path. */
const START: Record<FourColor, number> = { red: 0, blue: 14, green: 28, yellow: 42 };
const ENTRANCE: Record<FourColor, number> = { red: 54, blue: 12, green: 26, yellow: 40 };
/** docs/RULES.md §1: the colour sections, 14 points each. */
const SECTIONS: Record<FourColor, number[]> = {
  red: [54, 55, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  blue: [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25],
  green: [26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39],
  yellow: [40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53],
};

const wp = (i: number): NodeId => `Waypoint_${i}`;
const byId = new Map(board.nodes.map((node) => [node.id, node]));

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

/** A colour's path as docs/RULES.md spells it out: start point … entrance, five safe nodes, Finish. */
function expectedPath(color: FourColor): NodeId[] {
  const outer: NodeId[] = [];
  for (let i = START[color]; ; i = (i + 1) % 56) {
    outer.push(wp(i));
    if (i === ENTRANCE[color]) break;
  }
  const safe = [1, 2, 3, 4, 5].map((n) => `Safe_${NAME[color]}_${n}`);
  return [...outer, ...safe, "Finish"];
}

describe("flying-chess board: nodes", () => {
  it("is the flying-chess board with the four colours in turn order", () => {
    expect(board.variant).toBe("flying-chess");
    expect([...board.colors]).toEqual(["red", "yellow", "green", "blue"]);
  });

  it("has exactly the 56 waypoints Waypoint_0 … Waypoint_55", () => {
    const waypoints = board.nodes.filter((n) => n.kind === "waypoint").map((n) => n.id);
    expect(waypoints).toHaveLength(56);
    expect(new Set(waypoints)).toEqual(new Set(Array.from({ length: 56 }, (_, i) => wp(i))));
  });

  it("has the home slots, safety nodes and one Finish, and nothing else", () => {
    const expected = new Set<NodeId>(["Finish"]);
    for (let i = 0; i < 56; i++) expected.add(wp(i));
    for (const color of COLORS) {
      for (let n = 1; n <= 5; n++) expected.add(`Safe_${NAME[color]}_${n}`);
      for (let n = 1; n <= 4; n++) expected.add(`Home_${NAME[color]}_${n}`);
    }
    expect(new Set(board.nodes.map((n) => n.id))).toEqual(expected);
    expect(node("Finish").kind).toBe("finish");
    for (const color of COLORS) {
      for (let n = 1; n <= 5; n++) {
        expect(node(`Safe_${NAME[color]}_${n}`)).toMatchObject({ kind: "safe", color });
      }
      for (let n = 1; n <= 4; n++) {
        expect(node(`Home_${NAME[color]}_${n}`)).toMatchObject({ kind: "home", color });
      }
    }
  });

  it("has unique node ids", () => {
    const ids = board.nodes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("places every node inside 0..width × 0..height", () => {
    expect(board.width).toBeGreaterThan(0);
    expect(board.height).toBeGreaterThan(0);
    for (const n of board.nodes) {
      expect(Number.isFinite(n.x) && Number.isFinite(n.y), n.id).toBe(true);
      expect(n.x, n.id).toBeGreaterThanOrEqual(0);
      expect(n.x, n.id).toBeLessThanOrEqual(board.width);
      expect(n.y, n.id).toBeGreaterThanOrEqual(0);
      expect(n.y, n.id).toBeLessThanOrEqual(board.height);
    }
  });

  it("never puts two nodes at the same coordinates", () => {
    const seen = new Map<string, NodeId>();
    for (const n of board.nodes) {
      const key = `${n.x},${n.y}`;
      expect(seen.get(key), `${n.id} sits on ${seen.get(key)}`).toBeUndefined();
      seen.set(key, n.id);
    }
  });
});

describe("flying-chess board: paths and points", () => {
  it.each(COLORS)("%s's path is its start point … its entrance, Safe_*_1 … 5, Finish", (color) => {
    const path = board.paths[color];
    expect(path).toEqual(expectedPath(color));
    // 60 steps from the start point to Finish.
    expect(path).toHaveLength(61);
  });

  it("red's path is Waypoint_0 … Waypoint_54, Safe_Red_1 … Safe_Red_5, Finish", () => {
    const path = board.paths.red ?? [];
    expect(path[0]).toBe("Waypoint_0");
    expect(path[54]).toBe("Waypoint_54");
    expect(path.slice(55)).toEqual([
      "Safe_Red_1",
      "Safe_Red_2",
      "Safe_Red_3",
      "Safe_Red_4",
      "Safe_Red_5",
      "Finish",
    ]);
    expect(path).not.toContain("Waypoint_55");
  });

  it("blue's path wraps from Waypoint_55 to Waypoint_0 and leaves after Waypoint_12", () => {
    const path = board.paths.blue ?? [];
    const at55 = path.indexOf("Waypoint_55");
    expect(path[at55 + 1]).toBe("Waypoint_0");
    expect(path[path.indexOf("Waypoint_12") + 1]).toBe("Safe_Blue_1");
    expect(path).not.toContain("Waypoint_13");
  });

  it("every path names only nodes of the board", () => {
    for (const color of COLORS) {
      for (const id of board.paths[color] ?? []) expect(byId.has(id), id).toBe(true);
    }
  });

  it("has the four takeoff start points", () => {
    expect({ ...board.starts }).toEqual({
      red: "Waypoint_0",
      blue: "Waypoint_14",
      green: "Waypoint_28",
      yellow: "Waypoint_42",
    });
  });

  it.each(COLORS)("%s's section is the 14 points of docs/RULES.md, painted %s", (color) => {
    const section = board.sections[color];
    expect(section).toEqual(SECTIONS[color].map(wp));
    // It starts two points before the colour's start point.
    expect(section?.[2]).toBe(board.starts[color]);
    for (const id of section ?? []) expect(node(id).color, id).toBe(color);
  });

  it("the four sections cover the outer path exactly once", () => {
    const all = COLORS.flatMap((color) => [...(board.sections[color] ?? [])]);
    expect(all).toHaveLength(56);
    expect(new Set(all).size).toBe(56);
  });

  it.each(COLORS)("%s has four home slots Home_*_1 … 4", (color) => {
    expect(board.homes[color]).toEqual([1, 2, 3, 4].map((n) => `Home_${NAME[color]}_${n}`));
  });
});

describe("flying-chess board: drawing", () => {
  it("consecutive outer points are grid neighbours, Waypoint_55 → Waypoint_0 included", () => {
    for (let i = 0; i < 56; i++) {
      const next = (i + 1) % 56;
      expect(distance(wp(i), wp(next)), `${wp(i)} → ${wp(next)}`).toBeCloseTo(1, 9);
    }
  });

  it("the outer path goes round clockwise (positive turning on a y-down grid)", () => {
    // Shoelace area with y pointing down: clockwise on screen is a positive sum.
    let twiceArea = 0;
    for (let i = 0; i < 56; i++) {
      const a = node(wp(i));
      const b = node(wp((i + 1) % 56));
      twiceArea += a.x * b.y - b.x * a.y;
    }
    expect(twiceArea).toBeGreaterThan(0);
  });

  it("Finish is at the centre of the board", () => {
    expect(node("Finish").x).toBeCloseTo(board.width / 2, 9);
    expect(node("Finish").y).toBeCloseTo(board.height / 2, 9);
  });

  it.each(COLORS)("%s's safety path leads from its entrance towards Finish", (color) => {
    const entrance = wp(ENTRANCE[color]);
    const safe = [1, 2, 3, 4, 5].map((n) => `Safe_${NAME[color]}_${n}`);
    expect(distance(entrance, safe[0] as NodeId)).toBeCloseTo(1, 9);
    const chain = [entrance, ...safe, "Finish"];
    for (let i = 1; i < chain.length; i++) {
      const before = distance(chain[i - 1] as NodeId, "Finish");
      const after = distance(chain[i] as NodeId, "Finish");
      expect(after, `${chain[i]} is nearer Finish than ${chain[i - 1]}`).toBeLessThan(before);
    }
    for (let i = 1; i < safe.length; i++) {
      expect(distance(safe[i - 1] as NodeId, safe[i] as NodeId)).toBeCloseTo(1, 9);
    }
  });

  it("each colour's hangar sits in its own corner, nearest its own start point", () => {
    const centre = (color: FourColor) => {
      const homes = (board.homes[color] ?? []).map(node);
      return {
        x: homes.reduce((sum, h) => sum + h.x, 0) / homes.length,
        y: homes.reduce((sum, h) => sum + h.y, 0) / homes.length,
      };
    };
    const quadrants = new Set<string>();
    for (const color of COLORS) {
      const c = centre(color);
      quadrants.add(`${c.x < board.width / 2}|${c.y < board.height / 2}`);
      const start = node(board.starts[color] as NodeId);
      const own = Math.hypot(c.x - start.x, c.y - start.y);
      for (const other of COLORS.filter((o) => o !== color)) {
        const o = centre(other);
        expect(own, `${color}'s start is nearer ${other}'s hangar`).toBeLessThan(
          Math.hypot(o.x - start.x, o.y - start.y),
        );
      }
    }
    expect(quadrants.size).toBe(4);
  });

  it("is frozen all the way down", () => {
    expect(Object.isFrozen(board)).toBe(true);
    expect(Object.isFrozen(board.nodes)).toBe(true);
    expect(board.nodes.every((n) => Object.isFrozen(n))).toBe(true);
    expect(Object.isFrozen(board.paths)).toBe(true);
    expect(Object.isFrozen(board.paths.red)).toBe(true);
    expect(Object.isFrozen(board.homes.blue)).toBe(true);
    expect(Object.isFrozen(board.starts)).toBe(true);
    expect(Object.isFrozen(board.sections.green)).toBe(true);
    expect(() => (board.nodes as BoardNode[]).push(node("Finish"))).toThrow(TypeError);
    expect(() => {
      (node("Finish") as { x: number }).x = 0;
    }).toThrow(TypeError);
    expect(getBoard("flying-chess").nodes).toHaveLength(board.nodes.length);
  });
});

// ---------------------------------------------------------------------------------------------
// Shared checks of any board's drawing data

function lookup(b: Board): (id: NodeId) => BoardNode {
  const nodes = new Map(b.nodes.map((n) => [n.id, n]));
  return (id) => {
    const found = nodes.get(id);
    if (!found) throw new Error(`the ${b.variant} board has no node ${id}`);
    return found;
  };
}

/** Nodes drawn as unit cells around their centres never overlap. */
function expectNoOverlap(b: Board): void {
  for (let i = 0; i < b.nodes.length; i++) {
    for (let j = i + 1; j < b.nodes.length; j++) {
      const p = b.nodes[i] as BoardNode;
      const q = b.nodes[j] as BoardNode;
      const apart = Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y));
      expect(apart, `${p.id} overlaps ${q.id}`).toBeGreaterThanOrEqual(1 - 1e-9);
    }
  }
}

function expectInside(b: Board): void {
  expect(b.width).toBeGreaterThan(0);
  expect(b.height).toBeGreaterThan(0);
  for (const n of b.nodes) {
    expect(Number.isFinite(n.x) && Number.isFinite(n.y), n.id).toBe(true);
    expect(n.x, n.id).toBeGreaterThanOrEqual(0);
    expect(n.x, n.id).toBeLessThanOrEqual(b.width);
    expect(n.y, n.id).toBeGreaterThanOrEqual(0);
    expect(n.y, n.id).toBeLessThanOrEqual(b.height);
  }
}

// ---------------------------------------------------------------------------------------------
// Aeroplane (docs/RULES.md §2, "Board")

describe("aeroplane board", () => {
  const plane = getBoard("aeroplane");
  const at = lookup(plane);
  const track = (i: number): NodeId => `Track_${((i % 52) + 52) % 52}`;
  /** Seats clockwise and each colour's local 0. */
  const ZERO: Record<FourColor, number> = { red: 0, yellow: 13, green: 26, blue: 39 };
  const SQUARE_COLORS: readonly FourColor[] = ["blue", "red", "yellow", "green"];
  const local = (color: FourColor, k: number): NodeId => track(ZERO[color] + k);
  const opposite = (color: FourColor) => COLORS[(COLORS.indexOf(color) + 2) % 4] as FourColor;
  const gap = (a: NodeId, b: NodeId) => Math.hypot(at(a).x - at(b).x, at(a).y - at(b).y);
  const centreOf = (ids: readonly NodeId[]) => ({
    x: ids.reduce((sum, id) => sum + at(id).x, 0) / ids.length,
    y: ids.reduce((sum, id) => sum + at(id).y, 0) / ids.length,
  });

  it("is the aeroplane board with red, yellow, green, blue in seat order", () => {
    expect(plane.variant).toBe("aeroplane");
    expect([...plane.colors]).toEqual(["red", "yellow", "green", "blue"]);
  });

  it("has the 52 Track squares, painted [blue, red, yellow, green][i mod 4]", () => {
    const squares = plane.nodes.filter((n) => n.kind === "track");
    expect(squares).toHaveLength(52);
    for (let i = 0; i < 52; i++) {
      expect(at(track(i)), track(i)).toMatchObject({ kind: "track", color: SQUARE_COLORS[i % 4] });
    }
  });

  it.each(COLORS)("%s's own squares are its local 1, 5, 9, …, 49", (color) => {
    for (let k = 0; k < 52; k++) {
      expect(at(local(color, k)).color === color, `local ${k}`).toBe(k % 4 === 1);
    }
  });

  it("has hangars, a pad, a home column and a finish per colour, and nothing else", () => {
    const expected = new Set<NodeId>();
    for (let i = 0; i < 52; i++) expected.add(track(i));
    for (const color of COLORS) {
      const name = NAME[color];
      for (let n = 1; n <= 4; n++) {
        expect(at(`Hangar_${name}_${n}`)).toMatchObject({ kind: "hangar", color });
        expected.add(`Hangar_${name}_${n}`);
      }
      for (let n = 1; n <= 5; n++) {
        expect(at(`Lane_${name}_${n}`)).toMatchObject({ kind: "lane", color });
        expected.add(`Lane_${name}_${n}`);
      }
      expect(at(`Pad_${name}`)).toMatchObject({ kind: "pad", color });
      expect(at(`Finish_${name}`)).toMatchObject({ kind: "finish", color });
      expected.add(`Pad_${name}`);
      expected.add(`Finish_${name}`);
    }
    expect(new Set(plane.nodes.map((n) => n.id))).toEqual(expected);
  });

  it("has unique ids, every node inside the board, no two nodes overlapping", () => {
    const ids = plane.nodes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expectInside(plane);
    expectNoOverlap(plane);
  });

  it.each(COLORS)("%s's path: its Pad, local 0 … 49, Lane 1 … 5, Finish (57 nodes)", (color) => {
    const name = NAME[color];
    const expected = [
      `Pad_${name}`,
      ...Array.from({ length: 50 }, (_, k) => local(color, k)),
      ...[1, 2, 3, 4, 5].map((n) => `Lane_${name}_${n}`),
      `Finish_${name}`,
    ];
    expect(plane.paths[color]).toEqual(expected);
    expect(plane.paths[color]).toHaveLength(57);
    expect(plane.starts[color]).toBe(`Pad_${name}`);
    expect(plane.homes[color]).toEqual([1, 2, 3, 4].map((n) => `Hangar_${name}_${n}`));
  });

  it("local 0 is red Track_0, yellow Track_13, green Track_26, blue Track_39", () => {
    expect(COLORS.map((c) => plane.paths[c]?.[1])).toEqual([
      "Track_0",
      "Track_13",
      "Track_26",
      "Track_39",
    ]);
  });

  it("consecutive track squares are grid neighbours, a diagonal step at the inner corners", () => {
    let diagonals = 0;
    for (let i = 0; i < 52; i++) {
      const d = gap(track(i), track(i + 1));
      const step = Math.abs(d - 1) < 1e-9 ? "side" : Math.abs(d - Math.SQRT2) < 1e-9 ? "diag" : d;
      expect(step === "side" || step === "diag", `${track(i)} → ${track(i + 1)}: ${d}`).toBe(true);
      if (step === "diag") diagonals++;
    }
    expect(diagonals).toBe(4);
  });

  it("the track goes round clockwise (positive turning on a y-down grid)", () => {
    let twiceArea = 0;
    for (let i = 0; i < 52; i++) {
      const a = at(track(i));
      const b = at(track(i + 1));
      twiceArea += a.x * b.y - b.x * a.y;
    }
    expect(twiceArea).toBeGreaterThan(0);
  });

  it.each(COLORS)("%s's home column runs from its turn-in square to its finish", (color) => {
    const name = NAME[color];
    const centre = { x: plane.width / 2, y: plane.height / 2 };
    const toCentre = (id: NodeId) => Math.hypot(at(id).x - centre.x, at(id).y - centre.y);
    const chain = [local(color, 49), ...[1, 2, 3, 4, 5].map((n) => `Lane_${name}_${n}`)];
    chain.push(`Finish_${name}`);
    for (let i = 1; i < chain.length; i++) {
      const [a, b] = [chain[i - 1] as NodeId, chain[i] as NodeId];
      expect(toCentre(b), `${b} is nearer the centre than ${a}`).toBeLessThan(toCentre(a));
      if (i < chain.length - 1) expect(gap(a, b), `${a} → ${b}`).toBeCloseTo(1, 9);
    }
    expect(toCentre(`Finish_${name}`)).toBeLessThanOrEqual(1.5);
  });

  it.each(COLORS)("%s's shortcut flies from local 17 to local 29 over the opposite Lane_3", (c) => {
    const shortcut = plane.shortcuts.find((s) => s.color === c);
    expect(shortcut).toEqual({
      color: c,
      from: local(c, 17),
      to: local(c, 29),
      crosses: `Lane_${NAME[opposite(c)]}_3`,
    });
    const s = shortcut as Shortcut;
    // The straight flight line passes through the crossed node's centre, between its ends.
    const [p, q, r] = [at(s.from), at(s.to), at(s.crosses)];
    const cross = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
    expect(Math.abs(cross)).toBeLessThan(1e-9);
    const t = ((r.x - p.x) * (q.x - p.x) + (r.y - p.y) * (q.y - p.y)) / gap(s.from, s.to) ** 2;
    expect(t).toBeGreaterThan(0);
    expect(t).toBeLessThan(1);
    // The flying square is one of the colour's own squares.
    expect(at(s.from).color).toBe(c);
  });

  it("has exactly four shortcuts, one per colour", () => {
    expect(plane.shortcuts.map((s) => s.color).sort()).toEqual([...COLORS].sort());
  });

  it("each colour's hangar sits in its own corner, its pad beside it", () => {
    const corners = new Set<string>();
    for (const color of COLORS) {
      const hangar = centreOf(plane.homes[color] ?? []);
      const cornerX = hangar.x < plane.width / 2 ? 0 : plane.width;
      const cornerY = hangar.y < plane.height / 2 ? 0 : plane.height;
      corners.add(`${cornerX},${cornerY}`);
      expect(Math.hypot(hangar.x - cornerX, hangar.y - cornerY), color).toBeLessThan(
        plane.width / 4,
      );
      const pad = at(`Pad_${NAME[color]}`);
      const own = Math.hypot(pad.x - hangar.x, pad.y - hangar.y);
      for (const other of COLORS.filter((o) => o !== color)) {
        const o = centreOf(plane.homes[other] ?? []);
        expect(own, `${color}'s pad is nearer ${other}'s hangar`).toBeLessThan(
          Math.hypot(pad.x - o.x, pad.y - o.y),
        );
      }
    }
    expect(corners.size).toBe(4);
  });

  it.each(COLORS)("%s's section lists only track squares painted %s", (color) => {
    const section = plane.sections[color] ?? [];
    expect(section.length).toBeGreaterThan(0);
    for (const id of section) expect(at(id), id).toMatchObject({ kind: "track", color });
  });

  it("is frozen all the way down", () => {
    expect(Object.isFrozen(plane)).toBe(true);
    expect(plane.nodes.every((n) => Object.isFrozen(n))).toBe(true);
    expect(Object.isFrozen(plane.paths.green)).toBe(true);
    expect(Object.isFrozen(plane.shortcuts[0])).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Chessboard (docs/RULES.md §3, "Board")

describe("chessboard board", () => {
  const chess = getBoard("chessboard");
  const at = lookup(chess);
  const FILES = "abcdefgh";
  const sq = (file: number, rank: number): NodeId => `${FILES[file]}${rank}`;
  const span = (from: number, to: number): number[] => {
    const step = to >= from ? 1 : -1;
    return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * step);
  };

  it("is the chessboard with white and black, white first", () => {
    expect(chess.variant).toBe("chessboard");
    expect([...chess.colors]).toEqual(["white", "black"]);
    expect(chess.shortcuts).toEqual([]);
  });

  it("has the 64 squares a1 … h8 and four reserve slots per side, nothing else", () => {
    const squares = chess.nodes.filter((n) => n.kind === "square").map((n) => n.id);
    expect(squares).toHaveLength(64);
    const expected = new Set<NodeId>();
    for (let f = 0; f < 8; f++) for (let r = 1; r <= 8; r++) expected.add(sq(f, r));
    expect(new Set(squares)).toEqual(expected);
    for (const color of ["white", "black"] as const) {
      const name = color === "white" ? "White" : "Black";
      const slots = [1, 2, 3, 4].map((n) => `Reserve_${name}_${n}`);
      expect(chess.homes[color]).toEqual(slots);
      for (const id of slots) {
        expect(at(id)).toMatchObject({ kind: "reserve", color });
        expected.add(id);
      }
    }
    expect(new Set(chess.nodes.map((n) => n.id))).toEqual(expected);
    expect(chess.nodes).toHaveLength(72);
  });

  it("a1 is at the lower left: files run rightwards, ranks upwards (y points down)", () => {
    const a1 = at("a1");
    for (let f = 0; f < 8; f++) {
      for (let r = 1; r <= 8; r++) {
        expect(at(sq(f, r)).x, sq(f, r)).toBeCloseTo(a1.x + f, 9);
        expect(at(sq(f, r)).y, sq(f, r)).toBeCloseTo(a1.y - (r - 1), 9);
      }
    }
  });

  it("shades alternate, a1 dark", () => {
    expect(at("a1").shade).toBe("dark");
    expect(at("h1").shade).toBe("light");
    expect(at("h8").shade).toBe("dark");
    for (let f = 0; f < 8; f++) {
      for (let r = 1; r <= 8; r++) {
        expect(at(sq(f, r)).shade, sq(f, r)).toBe((f + r) % 2 === 1 ? "dark" : "light");
      }
    }
  });

  it("white's path: a1 … h1, h2 … h8, g8 … a8, a7 … a2, then a1, b2, c3, d4", () => {
    const lap = [
      ...span(0, 7).map((f) => sq(f, 1)),
      ...span(2, 8).map((r) => sq(7, r)),
      ...span(6, 0).map((f) => sq(f, 8)),
      ...span(7, 2).map((r) => sq(0, r)),
    ];
    expect(lap).toHaveLength(28);
    expect(chess.paths.white).toEqual([...lap, "a1", "b2", "c3", "d4"]);
    expect(chess.starts.white).toBe("a1");
  });

  it("black's path: h8 … a8, a7 … a1, b1 … h1, h2 … h7, then h8, g7, f6, e5", () => {
    const lap = [
      ...span(7, 0).map((f) => sq(f, 8)),
      ...span(7, 1).map((r) => sq(0, r)),
      ...span(1, 7).map((f) => sq(f, 1)),
      ...span(2, 7).map((r) => sq(7, r)),
    ];
    expect(lap).toHaveLength(28);
    expect(chess.paths.black).toEqual([...lap, "h8", "g7", "f6", "e5"]);
    expect(chess.starts.black).toBe("h8");
  });

  it("both laps go round the 28 perimeter squares, each once, one square at a time", () => {
    for (const color of ["white", "black"] as const) {
      const lap = (chess.paths[color] ?? []).slice(0, 28);
      expect(new Set(lap).size).toBe(28);
      for (let i = 0; i < 28; i++) {
        const [p, q] = [at(lap[i] as NodeId), at(lap[(i + 1) % 28] as NodeId)];
        expect(Math.hypot(p.x - q.x, p.y - q.y), `${lap[i]} → ${lap[(i + 1) % 28]}`).toBeCloseTo(
          1,
          9,
        );
      }
    }
  });

  it("the reserves sit beside the board, off the squares, white's near a1, black's near h8", () => {
    const squares = chess.nodes.filter((n) => n.kind === "square");
    const minX = Math.min(...squares.map((n) => n.x)) - 0.5;
    const maxX = Math.max(...squares.map((n) => n.x)) + 0.5;
    const minY = Math.min(...squares.map((n) => n.y)) - 0.5;
    const maxY = Math.max(...squares.map((n) => n.y)) + 0.5;
    for (const color of ["white", "black"] as const) {
      for (const id of chess.homes[color] ?? []) {
        const n = at(id);
        const outside = n.x < minX || n.x > maxX || n.y < minY || n.y > maxY;
        expect(outside, `${id} is on the squares`).toBe(true);
        // Beside: within one cell of the squares' edge.
        const dx = Math.max(minX - n.x, 0, n.x - maxX);
        const dy = Math.max(minY - n.y, 0, n.y - maxY);
        expect(Math.hypot(dx, dy), id).toBeLessThanOrEqual(1);
      }
    }
    const centre = (color: "white" | "black") => {
      const ids = chess.homes[color] ?? [];
      return ids.reduce((sum, id) => sum + at(id).x, 0) / ids.length;
    };
    expect(centre("white")).toBeLessThan(at("a1").x);
    expect(centre("black")).toBeGreaterThan(at("h8").x);
  });

  it("has unique ids, every node inside the board, no two nodes overlapping", () => {
    const ids = chess.nodes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expectInside(chess);
    expectNoOverlap(chess);
  });
});
