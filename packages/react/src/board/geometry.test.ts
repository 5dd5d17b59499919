// Where pieces are drawn: never on top of each other, each with a hit target of its own,
// hangars in reading order however the board is turned.
import {
  type Color,
  createGame,
  type GameConfig,
  getBoard,
  type PieceId,
  type Position,
  pieces,
  stacks,
  type VariantId,
} from "@flying/engine";
import { describe, expect, it } from "vitest";
import { hitRadii, layoutPieces, orientationDegrees, placeSpots } from "./geometry.js";

function placed(variant: VariantId, position: Position | undefined, orientation?: Color) {
  // Each variant's positions, looped over below: one cast ties them to it (the engine checks).
  const state = createGame({ variant, seed: 1, ...(position && { position }) } as GameConfig);
  const board = getBoard(variant);
  const spots = layoutPieces(pieces(state), stacks(state), board);
  const rotation = orientationDegrees(board, orientation);
  return { spots, points: placeSpots(spots, board, rotation), rotation, board };
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/** A board point as seen on screen, the board turned by `degrees` about its centre. */
function onScreen(p: { x: number; y: number }, degrees: number, size: number) {
  const r = (degrees * Math.PI) / 180;
  const x = p.x - size / 2;
  const y = p.y - size / 2;
  return { x: x * Math.cos(r) - y * Math.sin(r), y: x * Math.sin(r) + y * Math.cos(r) };
}

describe("pieces sharing a square", () => {
  it.each([2, 3, 4])("fans %i own pieces out, a square apart or more", (count) => {
    const ids = ["red-1", "red-2", "red-3", "red-4"].slice(0, count);
    const { points } = placed("flying-chess", {
      turn: "red",
      pieces: Object.fromEntries(ids.map((id) => [id, "Waypoint_9"])),
    });
    for (const a of ids) {
      for (const b of ids) {
        if (a !== b) {
          const pa = points.get(a as PieceId);
          const pb = points.get(b as PieceId);
          if (!pa || !pb) throw new Error("piece not placed");
          expect(distance(pa, pb)).toBeGreaterThanOrEqual(1.09);
        }
      }
    }
  });

  it("stands a fan upright when lying across would put it onto the next square's piece", () => {
    const { points } = placed(
      "flying-chess",
      {
        turn: "red",
        pieces: { "red-1": "Waypoint_5", "red-2": "Waypoint_5", "red-3": "Waypoint_6" },
      },
      "red",
    );
    const three = points.get("red-3");
    if (!three) throw new Error("red-3 not placed");
    for (const id of ["red-1", "red-2"] as const) {
      const point = points.get(id);
      if (!point) throw new Error(`${id} not placed`);
      expect(distance(point, three)).toBeGreaterThan(1);
    }
  });

  it("gives movable pieces hit circles that never overlap", () => {
    const { points } = placed("flying-chess", {
      turn: "red",
      pieces: {
        "red-1": "Waypoint_5",
        "red-2": "Waypoint_5",
        "red-3": "Waypoint_6",
        "red-4": "Waypoint_7",
      },
    });
    const ids: PieceId[] = ["red-1", "red-2", "red-3", "red-4"];
    const radii = hitRadii(points, ids);
    for (const a of ids) {
      for (const b of ids) {
        if (a === b) continue;
        const pa = points.get(a);
        const pb = points.get(b);
        if (!pa || !pb) throw new Error("piece not placed");
        expect(distance(pa, pb)).toBeGreaterThanOrEqual(
          (radii.get(a) ?? 0) + (radii.get(b) ?? 0) - 1e-9,
        );
      }
    }
  });

  it("draws every finished piece of a shared finish on a spot of its own", () => {
    const everyone = Object.fromEntries(
      ["red", "yellow", "green", "blue"].flatMap((color) =>
        [1, 2, 3].map((n) => [`${color}-${n}`, "Finish"]),
      ),
    );
    const { spots, points } = placed("flying-chess", { turn: "red", pieces: everyone });
    const finished = spots.filter((spot) => spot.piece.node === "Finish");
    expect(finished).toHaveLength(12);
    expect(finished.every((spot) => !spot.hidden)).toBe(true);
    const keys = new Set(
      finished.map((spot) => {
        const p = points.get(spot.piece.id);
        return `${p?.x.toFixed(2)},${p?.y.toFixed(2)}`;
      }),
    );
    expect(keys.size).toBe(12);
  });
});

describe("finished pieces", () => {
  // The drawing of a piece is 0.36 units in radius at scale 1 (Piece.tsx's shadow).
  const DRAWN = 0.36;
  it.each([
    ["flying-chess", 1],
    ["flying-chess", 2],
    ["flying-chess", 4],
    ["aeroplane", 1],
    ["aeroplane", 2],
    ["aeroplane", 4],
  ] as const)(
    "in %s, %i of a colour are drawn as large as their square holds, apart",
    (variant, count) => {
      const finish = variant === "flying-chess" ? "Finish" : "Finish_Red";
      const ids = ["red-1", "red-2", "red-3", "red-4"].slice(0, count);
      const { spots } = placed(variant, {
        turn: "yellow",
        pieces: Object.fromEntries(ids.map((id) => [id, finish])),
      });
      const finished = spots.filter((spot) => spot.piece.node === finish);
      expect(finished).toHaveLength(count);
      const scale = finished[0]?.scale ?? 0;
      // Fewer pieces, larger drawings: one alone at nearly full size.
      expect(scale).toBeGreaterThanOrEqual(count === 1 ? 0.8 : count === 2 ? 0.6 : 0.5);
      for (const a of finished) {
        for (const b of finished) {
          if (a !== b) expect(distance(a, b)).toBeGreaterThanOrEqual(2 * DRAWN * scale);
        }
      }
    },
  );
});

describe("hangars", () => {
  it.each(["red", "yellow", "green", "blue"] as const)(
    "read 1 2 / 3 4 on screen with %s at the bottom",
    (orientation) => {
      const { points, rotation, board } = placed("aeroplane", undefined, orientation);
      for (const color of board.colors) {
        const at = (n: number) => {
          const point = points.get(`${color}-${n}` as PieceId);
          if (!point) throw new Error("piece not placed");
          return onScreen(point, rotation, board.width);
        };
        const [one, two, three, four] = [at(1), at(2), at(3), at(4)];
        expect(one.x).toBeLessThan(two.x);
        expect(Math.abs(one.y - two.y)).toBeLessThan(0.3);
        expect(three.y).toBeGreaterThan(one.y + 0.5);
        expect(three.x).toBeLessThan(four.x);
      }
    },
  );
});
