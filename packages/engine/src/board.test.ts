// The Flying Chess board as data (RULES.md §1, "Board").
import { describe, expect, it } from "vitest";
import { getBoard } from "./index.js";
import type { BoardNode, FourColor, NodeId } from "./types.js";

const board = getBoard("flying-chess");
const COLORS: readonly FourColor[] = ["red", "yellow", "green", "blue"];
const NAME: Record<FourColor, string> = {
  red: "Red",
  yellow: "Yellow",
  green: "Green",
  blue: "Blue",
};
/** RULES.md §1: takeoff start points and the last outer point before each safety path. */
const START: Record<FourColor, number> = { red: 0, blue: 14, green: 28, yellow: 42 };
const ENTRANCE: Record<FourColor, number> = { red: 54, blue: 12, green: 26, yellow: 40 };
/** RULES.md §1: the colour sections, 14 points each. */
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

/** A colour's path as RULES.md spells it out: start point … entrance, five safe nodes, Finish. */
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

  it.each(COLORS)("%s's section is the 14 points of RULES.md, painted %s", (color) => {
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
