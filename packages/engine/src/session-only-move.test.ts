// onlyMove: the one move a person has after a roll, for a UI that makes it for them.
import { describe, expect, it } from "vitest";
import { applyCommand, createSession, reduceSession } from "./session.js";
import { onlyMove } from "./session-queries.js";
import type { Player, Session } from "./session-types.js";
import type { DieValue, FourColor, NodeId, PieceOf } from "./types.js";

/** A session from a position, with a die value thrown outside when one is given. */
function session(
  pieces: Partial<Record<PieceOf<FourColor>, NodeId>>,
  roll: DieValue | null,
  options: { variant?: "flying-chess" | "aeroplane"; red?: Player } = {},
): Session {
  const start = createSession({
    variant: options.variant ?? "flying-chess",
    seed: 1,
    position: { pieces },
    players: { red: options.red ?? "human" },
  });
  return roll === null
    ? start
    : reduceSession(start, { type: "play", action: { type: "roll", value: roll } });
}

describe("onlyMove", () => {
  it.each([
    {
      case: "one plane out, a 3 rolled",
      pieces: { "red-1": "Waypoint_5" },
      roll: 3,
      piece: "red-1",
    },
    {
      case: "a stack of two, listed once",
      variant: "aeroplane",
      pieces: { "red-1": "Track_2", "red-2": "Track_2" },
      roll: 3,
      piece: "red-1",
    },
    { case: "before the roll", pieces: { "red-1": "Waypoint_5" }, roll: null, piece: null },
    {
      case: "two planes out",
      pieces: { "red-1": "Waypoint_5", "red-2": "Waypoint_9" },
      roll: 3,
      piece: null,
    },
    { case: "four planes at home on a 6: four takeoffs", pieces: {}, roll: 6, piece: null },
    {
      case: "a robot's one move",
      pieces: { "red-1": "Waypoint_5" },
      roll: 3,
      red: { robot: "classic" },
      piece: null,
    },
  ] as const)("$case: $piece", (row) => {
    const options = {
      ...("variant" in row && { variant: row.variant }),
      ...("red" in row && { red: row.red }),
    };
    const now = session(row.pieces, row.roll, options);
    const command = onlyMove(now);
    expect(command).toEqual(
      row.piece === null ? null : { type: "move", piece: row.piece, at: now.step },
    );
  });

  it("gives nothing once the game is over", () => {
    // Red's last plane a step from the finish rolls a 1 and wins.
    const last = session(
      { "red-1": "Finish", "red-2": "Finish", "red-3": "Finish", "red-4": "Safe_Red_5" },
      1,
    );
    const command = onlyMove(last);
    expect(command).toEqual({ type: "move", piece: "red-4", at: last.step });
    const won = reduceSession(last, command ?? { type: "undo" });
    expect(won.game.over).toBe(true);
    expect(onlyMove(won)).toBeNull();
  });

  it("moves once: the same command a second time, or after an undo, is stale", () => {
    const now = session({ "red-1": "Waypoint_5" }, 3);
    const command = onlyMove(now);
    if (command === null) throw new Error("no move");
    const moved = applyCommand(now, command);
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    const again = applyCommand(moved.session, command);
    expect(again.ok ? "accepted" : again.error.code).toBe("STALE_COMMAND");
    const undone = reduceSession(moved.session, { type: "undo" });
    const afterUndo = applyCommand(undone, command);
    expect(afterUndo.ok ? "accepted" : afterUndo.error.code).toBe("STALE_COMMAND");
  });
});
