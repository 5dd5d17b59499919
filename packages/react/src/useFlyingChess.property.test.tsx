// Property tests of the hook: whatever a user does (roll, move, undo, redo, reset),
// the hook's state is the engine's, its record replays to it, and undo/redo round-trip.
import { fromRecord, legalMoves, type PieceId, VARIANTS } from "@flying/engine";
import { act, renderHook } from "@testing-library/react";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useFlyingChess } from "./useFlyingChess.js";

type Step = { kind: "roll" } | { kind: "move"; pick: number } | { kind: "undo" | "redo" | "reset" };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: "roll" as const }) },
  { weight: 5, arbitrary: fc.nat(3).map((pick) => ({ kind: "move" as const, pick })) },
  { weight: 2, arbitrary: fc.constantFrom({ kind: "undo" as const }, { kind: "redo" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "reset" as const }) },
);

describe("useFlyingChess under any sequence of user actions", () => {
  it.each(VARIANTS)(
    "%s: state, record, log and undo/redo stay consistent",
    (variant) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 10_000 }),
          fc.array(step, { maxLength: 40 }),
          (seed, steps) => {
            const colors =
              variant === "chessboard" ? ["white", "black"] : ["red", "yellow", "green", "blue"];
            const players = Object.fromEntries(colors.map((color) => [color, "human"]));
            const { result, unmount } = renderHook(() =>
              useFlyingChess({ variant, seed, players }),
            );
            for (const s of steps) {
              const game = result.current;
              const before = game.state;
              act(() => {
                if (s.kind === "roll") game.roll();
                else if (s.kind === "move") {
                  const moves = legalMoves(before);
                  const choice = moves[s.pick % Math.max(1, moves.length)];
                  game.move((choice?.piece ?? `${before.turn}-1`) as PieceId);
                } else if (s.kind === "undo") game.undo();
                else if (s.kind === "redo") game.redo();
                else game.reset();
              });
              const after = result.current;
              // The record replays to the very state shown, and the log has one entry per action.
              expect(fromRecord(after.record)).toEqual(after.state);
              expect(after.log).toHaveLength(after.state.history.length);
              // A refused action leaves the state exactly as it was.
              if (after.error) expect(after.state).toBe(before);
              // Undo then redo comes back to the same state.
              if (s.kind !== "undo" && after.canUndo) {
                const here = after.state;
                act(() => {
                  after.undo();
                });
                act(() => {
                  result.current.redo();
                });
                expect(result.current.state).toEqual(here);
              }
            }
            unmount();
          },
        ),
        { numRuns: 100 },
      );
    },
    60_000,
  );
});
