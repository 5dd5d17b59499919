import { fail, quote } from "../errors.js";
import type { VariantId } from "../types.js";
import type { Variant } from "./variant.js";

/**
 * Every variant id the engine knows, in a fixed order (for a menu, or to check an id). Each
 * entry registers the variants it plays (`@flying/engine` all three, `@flying/engine/aeroplane`
 * one), so an app carries the rules and board of the games it imports and no others; this
 * list names all three in every entry, and a game of one the entry does not load is refused
 * with UNKNOWN_VARIANT.
 *
 * @example
 * ```ts
 * import { VARIANTS, createGame } from "@flying/engine";
 *
 * VARIANTS; // ["flying-chess", "aeroplane", "chessboard"]
 * const games = VARIANTS.map((variant) => createGame({ variant, seed: 7 }));
 * ```
 */
export const VARIANTS: readonly VariantId[] = ["flying-chess", "aeroplane", "chessboard"];

export function isVariant(value: unknown): value is VariantId {
  return typeof value === "string" && (VARIANTS as readonly string[]).includes(value);
}

const registered = new Map<VariantId, Variant>();

export function registerVariant(...variants: Variant[]): void {
  for (const variant of variants) registered.set(variant.id, variant);
}

/**
 * A registered variant; one this copy does not carry is an error saying what to import.
 * `defaulted`: the id was not given but taken as the default, which the error says, as on
 * a single-game entry of another game the fix is to name that game.
 */
export function variantOf(id: VariantId, defaulted = false): Variant {
  const variant = registered.get(id);
  if (variant) return variant;
  if (!isVariant(id))
    fail(
      "UNKNOWN_VARIANT",
      `unknown variant ${quote(id)}: it must be one of ${VARIANTS.join(", ")}`,
    );
  const loaded = () => [...registered.keys()].map((v) => `"${v}"`).join(" or ");
  return fail(
    "UNKNOWN_VARIANT",
    defaulted
      ? `a game without a variant is ${id}, which this entry does not load: name one it does (variant: ${loaded()})`
      : `the ${id} variant is not loaded: import "@flying/engine/${id}" (or "@flying/engine", which plays all three)`,
  );
}
