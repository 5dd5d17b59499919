// Shared by the hook's tests.
import type { Action, GameState } from "@flying/engine";
import { renderHook } from "@testing-library/react";
import { vi } from "vitest";
import { type UseFlyingChessOptions, useFlyingChess } from "./useFlyingChess.js";

/** The hook in controlled mode, its `state` a prop to rerender with, `onAction` a spy. */
export function controlled(initial: GameState, extra: UseFlyingChessOptions = {}) {
  const onAction = vi.fn<(action: Action) => void>();
  const hook = renderHook(
    ({ state }: { state: GameState }) => useFlyingChess({ ...extra, state, onAction }),
    { initialProps: { state: initial } },
  );
  return { ...hook, onAction };
}
