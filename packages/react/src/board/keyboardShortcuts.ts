"use client";
import type { Color, GameState, Move, PieceId } from "@flying/engine";
import { type RefObject, useCallback, useEffect, useRef } from "react";
import { COLOR_CODES, PIECE_CODE } from "./shortcutKeys.js";

/**
 * Where the keys are the focused control's own: a text field types them, a menu picks an
 * item by its letter, and a button (or a link, a checkbox…) is pressed with Space.
 */
const TEXT_OR_MENU =
  "input, textarea, select, [contenteditable]:not([contenteditable=false]), [role=textbox], [role=searchbox], [role=combobox], [role=listbox], [role=option], [role=menu], [role=menubar], [role=menuitem], [role=menuitemcheckbox], [role=menuitemradio], [role=spinbutton], [role=slider]";
const PRESSABLE =
  "button, a[href], summary, [role=button], [role=link], [role=checkbox], [role=switch], [role=radio], [role=tab]";
/** The game's own controls, which the letter and digit keys drive even when focused. */
const GAME_CONTROL = "[data-piece], button[data-value]";

/**
 * The key's code, or for a keyboard that gives none (some on-screen keyboards), the code of
 * the Latin letter or digit it typed.
 */
function codeOf(event: globalThis.KeyboardEvent): string {
  if (event.code) return event.code;
  const key = event.key;
  if (key === " ") return "Space";
  if (/^[a-z]$/i.test(key)) return `Key${key.toUpperCase()}`;
  if (/^[0-9]$/.test(key)) return `Digit${key}`;
  return "";
}

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
 * The seeds' keys: R/Y/G/B (W/K) pick a colour before the first roll, Space rolls, 1-4 (on
 * the number row or the keypad) move piece 1-4. Heard while the focus is in this game (its
 * `[data-flying-game]` container, or the board) or nowhere in particular: elsewhere on the
 * page Space still scrolls, and a second game on the page keeps its own keys. Never heard
 * in a text field or a menu, whose keys they are; Space on the die or a piece is its click.
 */
export function useKeyboardShortcuts(options: KeyboardShortcutsOptions): void {
  // The listener reads the latest options through a ref, so it is added once, not again on
  // every render.
  const latest = useRef(options);
  latest.current = options;
  const { enabled, scope } = options;
  const onKey = useCallback(
    (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TEXT_OR_MENU)) return;
      const root = scope.current?.closest("[data-flying-game]") ?? scope.current;
      const nowhere = !target || target === document.body || target === document.documentElement;
      if (!nowhere && !root?.contains(target)) return;
      const pressable = target?.closest(PRESSABLE) ?? null;
      const { state, moveOf, onRoll, onSelectColor, onMove } = latest.current;
      const code = codeOf(event);
      if (code === "Space") {
        // Space is the game's roll key: on the focused die or a piece it is that control's
        // own click (the roll, the move); on another button of the game (Undo, New game) it
        // still rolls, and that button keeps Enter. Outside the game a button keeps Space.
        if (pressable && (pressable.closest(GAME_CONTROL) || !root?.contains(pressable))) return;
        event.preventDefault();
        // Held down, the key repeats: one roll per press.
        if (!event.repeat) onRoll?.();
        return;
      }
      // Another button (Undo, a colour's) keeps its keys too; the die and pieces do not.
      if (pressable && !pressable.closest(GAME_CONTROL)) return;
      const color = COLOR_CODES[code];
      if (color && state.history.length === 0 && state.colors.includes(color)) {
        onSelectColor?.(color);
        return;
      }
      const n = PIECE_CODE.exec(code)?.[1];
      if (n !== undefined) {
        const piece = `${state.turn}-${n}` as PieceId;
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
