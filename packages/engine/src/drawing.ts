/**
 * `getBoard`: a variant's whole board, drawn from the board its rules read (board.ts). Each
 * entry makes its own from the drawings of the games it plays, in a call marked pure, so
 * that an app that never draws a board carries none of the drawing.
 */
import { compile, type RuleBoard } from "./board.js";
import { fail } from "./errors.js";
import type { Board, VariantId } from "./types.js";

/** Adds to the board the rules read of a variant what only drawing needs. */
export type Drawing = (board: RuleBoard) => Board;

/** Every drawing an entry's getBoard has brought, so that entries loaded together share them. */
const drawings = new Map<VariantId, Drawing>();
const drawn = new Map<VariantId, Board>();

/** The `getBoard` of an entry that draws these variants' boards. */
export function boardGetter(
  variantDrawings: Partial<Record<VariantId, Drawing>>,
): (variant: VariantId) => Board {
  for (const [variant, draw] of Object.entries(variantDrawings) as [VariantId, Drawing][])
    drawings.set(variant, draw);
  return getBoard;
}

/** The board of a variant as plain data (documented on the entries' `getBoard`). */
function getBoard(variant: VariantId): Board {
  // Compiled first: an unknown or unloaded variant is refused as by every other call.
  const { board } = compile(variant);
  let whole = drawn.get(variant);
  if (!whole) {
    const draw = drawings.get(variant);
    // Only when a bundler dropped the getBoard of the entry that plays the variant.
    if (!draw)
      fail(
        "UNKNOWN_VARIANT",
        `the ${variant} board is not drawn by this entry: import getBoard from "@flying/engine/${variant}" (or "@flying/engine")`,
      );
    whole = deepFreeze(draw(board));
    drawn.set(variant, whole);
  }
  return whole;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
