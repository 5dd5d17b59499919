"use client";
import { useContext } from "react";
import { css, ThemeContext } from "styled-components";
import { defaultTheme, type FlyingTheme } from "./themes.js";

export * from "./themes.js";

/**
 * The Flying theme: a component's own `theme` prop, else the `flying` key of a
 * styled-components ThemeProvider, else the default. For a component of one's own that
 * matches the game; a client hook (its module is "use client").
 *
 * @example
 * ```tsx
 * import { useFlyingTheme } from "@flying/react";
 * import type { ReactNode } from "react";
 *
 * export function Panel({ children }: { children: ReactNode }) {
 *   const theme = useFlyingTheme();
 *   return <div style={{ background: theme.board.surface, color: theme.board.text }}>{children}</div>;
 * }
 * ```
 */
export function useFlyingTheme(own?: FlyingTheme): FlyingTheme {
  // useContext, not useTheme: the board must work without any ThemeProvider.
  const outer = useContext(ThemeContext) as { flying?: FlyingTheme } | undefined;
  return own ?? outer?.flying ?? defaultTheme;
}

/**
 * The look every Flying button shares: outlined on the board's surface, a clear focus ring.
 * Made in a call marked pure, so that a bundle without buttons (the board alone) drops it:
 * bundlers keep a bare tagged template, not knowing `css` has no side effects.
 */
export const buttonLook = /* @__PURE__ */ (() => css<{ $theme: FlyingTheme }>`
  border: 2px solid ${({ $theme }) => $theme.board.line};
  background: ${({ $theme }) => $theme.board.surface};
  color: ${({ $theme }) => $theme.board.text};
  font: inherit;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 3px solid ${({ $theme }) => $theme.board.focus};
    outline-offset: 2px;
  }
`)();
