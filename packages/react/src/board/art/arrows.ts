import type { Board, Color, NodeId } from "@flying/engine";
import type { Point } from "../geometry.js";
import { nodeById } from "../nodes.js";

/** Degrees clockwise from straight up (screen north) of the way from `from` to `to`. */
export function headingBetween(from: Point, to: Point): number {
  const degrees = (Math.atan2(to.x - from.x, from.y - to.y) * 180) / Math.PI;
  return Math.round(((degrees % 360) + 360) % 360);
}

/**
 * The way a piece of `color` on `nodeId` points: towards the next node of its path; on its
 * last node, the way it came in; off its path (at home), towards its start. 0 when the board
 * has no such colour or node.
 */
export function headingOf(board: Board, color: Color, nodeId: NodeId): number {
  const path = board.paths[color] ?? [];
  const here = nodeById(board, nodeId);
  if (!here) return 0;
  const index = path.lastIndexOf(nodeId);
  if (index >= 0) {
    // None after the last node.
    const next = nodeById(board, path[index + 1]);
    if (next) return headingBetween(here, next);
  }
  if (index > 0) {
    const previous = nodeById(board, path[index - 1]);
    if (previous) return headingBetween(previous, here);
  }
  const start = nodeById(board, board.starts[color]);
  if (start && start !== here) return headingBetween(here, start);
  const second = nodeById(board, path[1]);
  return second ? headingBetween(here, second) : 0;
}

/** A filled arrowhead pointing up, its tip at (0, -size/2). */
export function arrowHead(size: number): string {
  const h = size / 2;
  return `M0,${-h} L${h * 0.9},${h * 0.6} L0,${h * 0.25} L${-h * 0.9},${h * 0.6} Z`;
}

/** An open chevron pointing up, `size` wide, to be stroked. */
export function chevron(size: number): string {
  const h = size / 2;
  return `M${-h},${h * 0.45} L0,${-h * 0.45} L${h},${h * 0.45}`;
}

/** A thick arrow pointing up from (0, len/2) to (0, -len/2), to be filled. */
export function blockArrow(length: number, width: number): string {
  const l = length / 2;
  const w = width / 2;
  const head = Math.min(width * 1.1, length * 0.55);
  const neck = -l + head;
  return `M0,${-l} L${w * 2},${neck} L${w * 0.9},${neck} L${w * 0.9},${l} L${-w * 0.9},${l} L${-w * 0.9},${neck} L${-w * 2},${neck} Z`;
}

/** `transform` that puts an upward shape at `at`, turned to `heading`. */
export const placed = (at: Point, heading: number) =>
  `translate(${round(at.x)} ${round(at.y)}) rotate(${heading})`;

export const round = (value: number) => Math.round(value * 1000) / 1000;

/** A straight line from `a` to `b`, as a path. */
export const lineBetween = (a: Point, b: Point) =>
  `M${round(a.x)},${round(a.y)} L${round(b.x)},${round(b.y)}`;

export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * A circle of radius `r` centred on 0, as a path: two half arcs, clockwise, or the other way
 * round with `sweep` 0 (a hole, under evenodd). Free of side effects, so the tables of marks
 * built with it at the top of a module are left out of a bundle that does not use them.
 */
/* @__NO_SIDE_EFFECTS__ */
export function circlePath(r: number, sweep: 0 | 1 = 1): string {
  return `M${r},0 A${r},${r} 0 1 ${sweep} ${-r},0 A${r},${r} 0 1 ${sweep} ${r},0 Z`;
}

/** A ring: the circle of radius `outer` with the one of radius `inner` cut out (evenodd). */
/* @__NO_SIDE_EFFECTS__ */
export function ringPath(outer: number, inner: number): string {
  return `${circlePath(outer)} ${circlePath(inner, 0)}`;
}

/** A square standing on its corner, `r` from the centre to each corner. */
/* @__NO_SIDE_EFFECTS__ */
export function diamondPath(r: number): string {
  return `M0,${-r} L${r},0 L0,${r} L${-r},0 Z`;
}

/** A five-pointed star of outer radius `r`, centred on 0. */
export function star(r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${round(Math.cos(angle) * radius)},${round(Math.sin(angle) * radius)}`;
  });
  return `M${points.join(" L")} Z`;
}
