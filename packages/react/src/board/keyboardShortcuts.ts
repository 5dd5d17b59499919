import type { Color, GameState, Move, PieceId } from "@flying/engine";
import { type RefObject, useCallback, useEffect, useRef } from "react";

const SHORTCUT_COLORS: Record<string, Color> = {
  r: "red",
  y: "yellow",
  g: "green",
  b: "blue",
  w: "white",
  k: "black",
};

export interface KeyboardShortcutsOptions {
  enabled: boolean;
  state: GameState;
  /** The pieces that can move now, by id (`usePieceControls().moveOf`). */
  moveOf: ReadonlyMap<PieceId, Move>;
  onRoll?: (() => void) | undefined;
  onSelectColor?: ((color: Color) => void) | undefined;
  onMove?: ((piece: PieceId) => void) | undefined;
  /** The board's own element; the keys are heard in its `[data-flying-game]` container. */
  scope: RefObject<HTMLElement | null>;
}

/**
 * The seeds' keys: R/Y/G/B (W/K) pick a colour before the first roll, Space rolls, 1-4 move
 * piece 1-4. Heard while the focus is in this game (its `[data-flying-game]` container, or
 * the board) or nowhere in particular: elsewhere on the page Space still scrolls, and a
 * second game on the page keeps its own keys.
 */
export function useKeyboardShortcuts(options: KeyboardShortcutsOptions): void {
  // The listener reads the latest options through a ref, so it is added once, not again on
  // every render.
  const latest = useRef(options);
  latest.current = options;
  const { enabled, scope } = options;
  const onKey = useCallback(
    (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (target?.closest?.("input, textarea, select, [contenteditable=true]")) return;
      const root = scope.current?.closest("[data-flying-game]") ?? scope.current;
      const nowhere = !target || target === document.body || target === document.documentElement;
      if (!nowhere && !(target instanceof Node && root?.contains(target))) return;
      const { state, moveOf, onRoll, onSelectColor, onMove } = latest.current;
      const key = event.key.toLowerCase();
      if (key === " " || key === "spacebar") {
        // Space on a focused button or piece is that control's own click.
        if (target?.closest?.("button, [role=button]")) return;
        if (onRoll) {
          event.preventDefault();
          onRoll();
        }
        return;
      }
      const color = SHORTCUT_COLORS[key];
      if (color && state.history.length === 0 && state.colors.includes(color)) {
        onSelectColor?.(color);
        return;
      }
      if (/^[1-4]$/.test(key)) {
        const piece = `${state.turn}-${key}` as PieceId;
        if (moveOf.has(piece)) onMove?.(piece);
      }
    },
    [scope],
  );
  useEffect(() => {
    if (!enabled || typeof window === "undefined") return;
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, onKey]);
}
