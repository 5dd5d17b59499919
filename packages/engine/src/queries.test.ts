import { describe, expect, it } from "vitest";
import { createGame } from "./game.js";
import { lastRoll, pieceNode, pieces, stacks } from "./queries.js";
import { from, play } from "./test-utils.js";

describe("pieces(state)", () => {
  it("lists only the colours in play, each piece where pieceNode says, with its steps to go", () => {
    const game = createGame({ variant: "flying-chess", colors: ["red", "green"], seed: 2 });
    const views = pieces(game);
    expect(views.map((view) => view.id)).toEqual([
      "red-1",
      "red-2",
      "red-3",
      "red-4",
      "green-1",
      "green-2",
      "green-3",
      "green-4",
    ]);
    for (const view of views) {
      expect(view.node).toBe(pieceNode(game, view.id));
      expect(view).toMatchObject({ progress: -1, stepsToFinish: null });
    }
  });

  it("counts the steps left along the piece's own path (60 from Waypoint_0 to Finish)", () => {
    const game = play(createGame({ seed: 1 }), 6, "red-1");
    expect(pieces(game).find((view) => view.id === "red-1")).toEqual({
      id: "red-1",
      color: "red",
      node: "Waypoint_0",
      progress: 0,
      stepsToFinish: 60,
    });
    const lane = from({ "yellow-2": "Lane_Yellow_4" }, { variant: "aeroplane" });
    expect(pieces(lane).find((view) => view.id === "yellow-2")?.stepsToFinish).toBe(2);
  });

  it("tells the chessboard's start corner from the same square reached as the diagonal's first", () => {
    const fresh = createGame({ variant: "chessboard", seed: 1 });
    expect(pieces(fresh).find((view) => view.id === "white-1")).toMatchObject({
      node: "a1",
      progress: 0,
      stepsToFinish: 31,
    });
    const round = play(
      from({ "white-2": "a2", "black-1": "h8" }, { variant: "chessboard" }),
      1,
      "white-2",
    );
    expect(pieces(round).find((view) => view.id === "white-2")).toMatchObject({
      node: "a1",
      progress: 28,
      stepsToFinish: 3,
    });
  });
});

describe("stacks(state)", () => {
  it("groups own planes on one square when stacking is on, never on a pad", () => {
    const pieces = {
      "red-1": "Track_5",
      "red-3": "Track_5",
      "red-2": "Pad_Red",
      "red-4": "Pad_Red",
      "green-1": "Track_30",
    } as const;
    expect(stacks(from(pieces, { variant: "aeroplane" }))).toEqual([["red-1", "red-3"]]);
    expect(stacks(from(pieces, { variant: "aeroplane", rules: { stacking: false } }))).toEqual([]);
  });

  it("has none in the games without stacks", () => {
    const shared = from({ "red-1": "Waypoint_3", "red-2": "Waypoint_3" });
    expect(stacks(shared)).toEqual([]);
  });
});

describe("lastRoll(state)", () => {
  it("is null before the first roll, then the latest value, also once the roll is used", () => {
    const game = createGame({ seed: 1 });
    expect(lastRoll(game)).toBeNull();
    const six = play(game, 6);
    expect(lastRoll(six)).toBe(6);
    expect(lastRoll(play(six, "red-1"))).toBe(6);
    expect(lastRoll(play(six, "red-1", 3))).toBe(3);
    const own = play(game, 4, 2);
    expect(lastRoll(own)).toBe(2);
  });
});
