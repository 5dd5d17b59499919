import { fail, quote } from "./errors.js";
import { isPlainObject, keysOf, readField } from "./input.js";
import type { Rules, VariantId } from "./types.js";
import { variantOf } from "./variants/registry.js";
import type { RuleChoices } from "./variants/variant.js";

/** The option names of a variant and the values each may take, default first. */
export function ruleChoices(variant: VariantId): Readonly<RuleChoices> {
  return variantOf(variant).options;
}

export function defaultRules(variant: VariantId): Rules {
  const rules: Record<string, unknown> = {};
  for (const [name, choices] of Object.entries(variantOf(variant).options))
    rules[name] = choices[0];
  return rules as Rules;
}

/** Fills in defaults; an option the variant lacks, or a value it does not allow, is an error. */
export function resolveRules(variant: VariantId, given: unknown): Rules {
  const rules: Record<string, unknown> = defaultRules(variant);
  if (given === undefined) return rules as Rules;
  if (!isPlainObject(given)) fail("INVALID_RULE", "rules must be an object of rule options");
  const choices: Record<string, readonly unknown[] | undefined> = variantOf(variant).options;
  for (const name of keysOf(given, "INVALID_RULE", "rules")) {
    const allowed = Object.hasOwn(choices, name) ? choices[name] : undefined;
    if (!allowed) {
      const known = Object.keys(choices).join(", ");
      fail("UNKNOWN_RULE", `${variant} has no rule option ${quote(name)} (it has: ${known})`);
    }
    const value = readField(given, name, "INVALID_RULE", `rules.${name}`);
    if (value === undefined) continue;
    if (!allowed.includes(value)) {
      fail(
        "INVALID_RULE",
        `rule option ${name} cannot be ${quote(value)} (allowed: ${showChoices(allowed)})`,
      );
    }
    rules[name] = value;
  }
  return rules as Rules;
}

/** An option's allowed values as a message lists them: `"exact", "bounce"`. */
export function showChoices(allowed: readonly unknown[]): string {
  return allowed.map((v) => JSON.stringify(v)).join(", ");
}

export { isPlainObject };
