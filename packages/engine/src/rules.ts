import type { RuleChoicesOf, RulesOf, VariantId } from "./types.js";
import { variantOf } from "./variants/registry.js";

/**
 * The option names of a variant and the values each may take, default first
 * (docs/RULES.md §1.5, §2.8, §3.4): what a settings form offers.
 *
 * @throws {RuleError} UNKNOWN_VARIANT for an unknown variant, or one this entry does not load.
 *
 * @example
 * ```ts
 * import { ruleChoices } from "@flying/engine";
 *
 * ruleChoices("aeroplane").takeoff; // ["even", "six", "five-six"]
 * ruleChoices("chessboard"); // { captureOnPass: [true, false] }
 * ```
 */
export function ruleChoices<V extends VariantId>(variant: V): RuleChoicesOf<V> {
  return variantOf(variant).options as RuleChoicesOf<V>;
}

/**
 * Every rule option of a variant at its default (the first of its `ruleChoices`): what a
 * game created without `rules` plays.
 *
 * @throws {RuleError} UNKNOWN_VARIANT for an unknown variant, or one this entry does not load.
 *
 * @example
 * ```ts
 * import { defaultRules } from "@flying/engine";
 *
 * defaultRules("flying-chess"); // { finish: "exact", bonusRollOnSix: false, playForPlaces: false }
 * ```
 */
export function defaultRules<V extends VariantId>(variant: V): RulesOf<V> {
  const rules: Record<string, unknown> = {};
  for (const [name, choices] of Object.entries(variantOf(variant).options))
    rules[name] = choices[0];
  return rules as RulesOf<V>;
}

/** An option's allowed values as a message lists them: `"exact", "bounce"`. */
export function showChoices(allowed: readonly unknown[]): string {
  return allowed.map((v) => JSON.stringify(v)).join(", ");
}
