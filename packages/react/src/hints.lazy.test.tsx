// The hint's search is worked out only when read, once per state: it costs up to ~10 ms.
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useFlyingChess } from "./useFlyingChess.js";

const analyze = vi.hoisted(() => ({ calls: 0 }));

vi.mock("@flying/engine/robots", async (importOriginal) => {
  const engine = await importOriginal<typeof import("@flying/engine/robots")>();
  return {
    ...engine,
    analyze: (...args: Parameters<typeof engine.analyze>) => {
      analyze.calls++;
      return engine.analyze(...args);
    },
  };
});

describe("the hint's cost", () => {
  it("is paid only when the hint is read, and once per state", () => {
    const { result, rerender } = renderHook(() => useFlyingChess({ seed: 4, robotPace: 600_000 }));
    act(() => void result.current.roll());
    expect(result.current.phase).toBe("move");
    rerender();
    result.current.getBoardProps();
    expect(analyze.calls).toBe(0);
    expect(result.current.hint).not.toBeNull();
    expect(result.current.hint).not.toBeNull();
    rerender();
    expect(result.current.hint).not.toBeNull();
    expect(analyze.calls).toBe(1);
  });
});
