import type { Color } from "@flying/engine";
import type { FlyingTheme } from "../../themes.js";

/** `a` mixed with `b` by `t` (0 = all a, 1 = all b); both `#RRGGBB`. Anything else comes back as `a`. */
export function mix(a: string, b: string, t: number): string {
  const parse = (hex: string) =>
    /^#[0-9a-f]{6}$/i.test(hex)
      ? [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
      : null;
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return a;
  const channel = (i: number) =>
    Math.round((x[i] as number) * (1 - t) + (y[i] as number) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** The edge of a square of `color`: its fill darkened, or the board's line for a plain one. */
export function edgeOf(theme: FlyingTheme, color: Color | undefined): string {
  return color ? mix(theme.players[color].fill, "#000000", 0.3) : theme.board.line;
}

/**
 * The ids of the board's paint (gradients, filters) for one board instance: `useId` made safe
 * for `url(#…)`, so that two boards on a page never share (or steal) each other's.
 */
export interface PaintIds {
  frame: string;
  field: string;
  tile: (color: Color) => string;
  tint: (color: Color) => string;
  gold: string;
}

export function paintIds(reactId: string): PaintIds {
  const base = `flying${reactId.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return {
    frame: `${base}-frame`,
    field: `${base}-field`,
    tile: (color) => `${base}-tile-${color}`,
    tint: (color) => `${base}-tint-${color}`,
    gold: `${base}-gold`,
  };
}

export const url = (id: string) => `url(#${id})`;
