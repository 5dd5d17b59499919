import type { Color } from "@flying/engine";

/**
 * A shape drawn on each piece, so that colour is never the only cue.
 *
 * @example
 * ```tsx
 * import { defaultTheme, type Mark } from "@flying/react";
 *
 * const redMark: Mark = defaultTheme.players.red.mark; // → "triangle"
 * ```
 */
export type Mark = "triangle" | "circle" | "square" | "diamond" | "ring" | "star";

/**
 * How a theme draws one colour: its pieces, its squares and its mark.
 *
 * @example
 * ```tsx
 * import type { PlayerStyle } from "@flying/react";
 *
 * const purple: PlayerStyle = { fill: "#6A1B9A", tint: "#E8D5F2", ink: "#FFFFFF", mark: "star" };
 * ```
 */
export interface PlayerStyle {
  /** The colour itself, for its pieces. */
  fill: string;
  /** A light tint of the colour, for its board squares and hangar. */
  tint: string;
  /** What is drawn on `fill` (the number, the mark), at 4.5:1 contrast in the shipped themes. */
  ink: string;
  /** The shape on each of its pieces. */
  mark: Mark;
}

/**
 * The look of every Flying component: each colour's style, the board's colours and the font.
 * Give it as a component's `theme` prop or as the `flying` key of a styled-components
 * `ThemeProvider`.
 *
 * @example
 * ```tsx
 * import { defaultTheme, type FlyingTheme } from "@flying/react";
 *
 * const mine: FlyingTheme = {
 *   ...defaultTheme,
 *   board: { ...defaultTheme.board, highlight: "#C2185B" },
 * };
 * ```
 */
export interface FlyingTheme {
  players: Record<Color, PlayerStyle>;
  board: {
    background: string;
    surface: string;
    line: string;
    text: string;
    squareLight: string;
    squareDark: string;
    highlight: string;
    focus: string;
    /** The board's rim, drawn around its field with a bevel (default: derived from `line`). */
    frame?: string;
    /** The playing field inside the rim (default: `surface`). */
    field?: string;
  };
  /** A CSS `font-family` for the components' text. */
  font: string;
}

/**
 * Okabe and Ito's colour-blind-safe palette, each colour with its own mark;
 * text and outlines keep 4.5:1 contrast on the board, and each colour's ink on it.
 * The theme every component takes without one.
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { defaultTheme, FlyingChessGame } from "@flying/react";
 *
 * export const App = () => <FlyingChessGame theme={defaultTheme} />;
 * ```
 */
export const defaultTheme: FlyingTheme = {
  players: {
    // Dark ink on the vermillion and the bluish green: white would keep only 3.9:1 and 3.4:1.
    red: { fill: "#D55E00", tint: "#F7D9C4", ink: "#000000", mark: "triangle" },
    yellow: { fill: "#E6B800", tint: "#FBF0C2", ink: "#1A1A1A", mark: "circle" },
    green: { fill: "#009E73", tint: "#C5EBDD", ink: "#1A1A1A", mark: "square" },
    blue: { fill: "#0072B2", tint: "#C9E0F0", ink: "#FFFFFF", mark: "diamond" },
    white: { fill: "#F4F1EA", tint: "#FFFFFF", ink: "#1A1A1A", mark: "ring" },
    black: { fill: "#2B2B2B", tint: "#8A8A8A", ink: "#FFFFFF", mark: "star" },
  },
  board: {
    background: "#FFFDF7",
    surface: "#FFFFFF",
    line: "#4A4A4A",
    text: "#1A1A1A",
    squareLight: "#EBD9B4",
    squareDark: "#A77B52",
    highlight: "#6A1B9A",
    focus: "#1A1A1A",
    frame: "#34495E",
    field: "#FFF8EA",
  },
  // Latin, Cyrillic and Chinese on every system: the CJK faces each OS ships by name.
  font: "system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
};

/**
 * The default palette and marks on a dark board, for a page in dark mode.
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { darkTheme, FlyingChessGame } from "@flying/react";
 * import { ThemeProvider } from "styled-components";
 *
 * export const App = () => (
 *   <ThemeProvider theme={{ flying: darkTheme }}><FlyingChessGame /></ThemeProvider>
 * );
 * ```
 */
// Built in a call marked pure: an object spread is kept by bundlers even when unused (a
// getter could run), and an app that takes only the default theme should not carry it.
export const darkTheme: FlyingTheme = /* @__PURE__ */ (() => ({
  ...defaultTheme,
  players: {
    ...defaultTheme.players,
    red: { ...defaultTheme.players.red, tint: "#5A2E12" },
    yellow: { ...defaultTheme.players.yellow, tint: "#5A4A10" },
    green: { ...defaultTheme.players.green, tint: "#0F4536" },
    blue: { ...defaultTheme.players.blue, tint: "#12344D" },
    black: { fill: "#111111", tint: "#444444", ink: "#FFFFFF", mark: "star" },
  },
  board: {
    background: "#1E1E24",
    surface: "#2A2A32",
    line: "#C8C8D0",
    text: "#F2F2F2",
    squareLight: "#8C7A5B",
    squareDark: "#4E3B28",
    highlight: "#E1BEE7",
    focus: "#FFFFFF",
    frame: "#0E0E12",
    field: "#2A2A32",
  },
}))();

/**
 * The saturated red, yellow, green and blue of a printed 飞行棋 board on a cream field in a
 * wooden frame, marks kept; each colour's ink keeps 4.5:1 on it.
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { classicTheme, FlyingChessGame } from "@flying/react";
 *
 * export const App = () => <FlyingChessGame variant="aeroplane" theme={classicTheme} />;
 * ```
 */
export const classicTheme: FlyingTheme = /* @__PURE__ */ (() => ({
  ...defaultTheme,
  players: {
    ...defaultTheme.players,
    red: { fill: "#D7261E", tint: "#F9C9C2", ink: "#FFFFFF", mark: "triangle" },
    yellow: { fill: "#FFC400", tint: "#FFEBA3", ink: "#1A1A1A", mark: "circle" },
    green: { fill: "#00843D", tint: "#BDE5C8", ink: "#FFFFFF", mark: "square" },
    blue: { fill: "#0D5FC4", tint: "#C2D8F5", ink: "#FFFFFF", mark: "diamond" },
  },
  board: {
    ...defaultTheme.board,
    background: "#FFF6E0",
    surface: "#FFFDF5",
    line: "#3B2A1A",
    text: "#1A1A1A",
    squareLight: "#F0D9B5",
    squareDark: "#B58863",
    highlight: "#5B1A8C",
    frame: "#8B5A2B",
    field: "#FFFBEF",
  },
}))();

/**
 * The shipped themes by name, for a theme menu.
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { FlyingChessGame, themes } from "@flying/react";
 *
 * type ThemeName = keyof typeof themes; // "default" | "dark" | "classic"
 * export const App = ({ look }: { look: ThemeName }) => <FlyingChessGame theme={themes[look]} />;
 * ```
 */
export const themes = { default: defaultTheme, dark: darkTheme, classic: classicTheme } as const;
