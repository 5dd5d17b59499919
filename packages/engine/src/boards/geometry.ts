/** Small helpers the board layouts share. */

export type Point = readonly [x: number, y: number];

/** Turns a point a quarter turn clockwise `times` times about the centre of an n×n grid. */
export function rotate([x, y]: Point, times: number, size: number): Point {
  let px = x;
  let py = y;
  for (let i = 0; i < times; i++) {
    const nx = size - 1 - py;
    py = px;
    px = nx;
  }
  return [px, py];
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function range(count: number, from = 0): number[] {
  return Array.from({ length: count }, (_, i) => from + i);
}
