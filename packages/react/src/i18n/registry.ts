import { FlyingPropError } from "../errors.js";
import { en } from "./en.js";
import { LOCALE_CODES, type LocaleCode, type LocalePack } from "./types.js";

/**
 * A locale: the code of a loaded pack (English is built in), or a pack of one's own. What
 * every component's `locale` prop and the hook's `locale` option take.
 *
 * @example
 * ```tsx
 * import type { LocaleInput } from "@flying/react";
 * import { it } from "@flying/react/locales/it"; // also loads "it"
 *
 * const choices: LocaleInput[] = ["en", "it", it];
 * ```
 */
export type LocaleInput = LocaleCode | LocalePack;

const PACK_SECTIONS = ["code", "colors", "variants", "pieces", "nodes", "ui", "events"] as const;

/**
 * The packs a locale code finds: each pack loaded by importing its entry
 * (`@flying/react/locales/zh`, …), which registers it, so an app pays for the languages it
 * imports, not for all five. English is built in, but not here: `findLocale`'s callers
 * supply it, so that a component used alone bundles only its own English words
 * (`useLocalePart`). A pack registered as "en" replaces it.
 */
const loaded = new Map<string, LocalePack>();

/**
 * Lets components find `packs` by their codes (`locale="zh"`); the locale entries call it.
 * A pack missing a section is a `FlyingPropError`. A plain module (no "use client"); a pack
 * registered in a server component's modules is not registered in the client's, so there
 * pass the pack itself (`locale={zh}`) or import the entry in a client module.
 *
 * @example
 * ```tsx
 * import { registerLocale } from "@flying/react";
 * import { zh } from "@flying/react/locales/zh";
 *
 * // What `import "@flying/react/locales/zh"` does already; again is harmless.
 * registerLocale(zh);
 * ```
 */
export function registerLocale(...packs: LocalePack[]): void {
  for (const pack of packs) loaded.set(checkedPack(pack, "registerLocale").code, pack);
}

function checkedPack(input: LocalePack, component: string): LocalePack {
  const missing = PACK_SECTIONS.filter(
    (section) => !input || typeof input !== "object" || !(section in input),
  );
  if (missing.length > 0) {
    throw new FlyingPropError(component, "locale", `is a LocalePack without ${missing.join(", ")}`);
  }
  return input;
}

/**
 * The pack for a locale prop. An unknown code, a code whose pack is not loaded, or a pack
 * missing a section is a FlyingPropError saying which. `fallback` is the pack for no input;
 * `component` is the name the error gives. A plain module (no "use client"): usable in
 * server components too.
 *
 * @example
 * ```tsx
 * import { en, resolveLocale } from "@flying/react";
 *
 * resolveLocale("en").name; // → "English"
 * resolveLocale(undefined, en, "MyMenu") === en; // → true
 * resolveLocale("zh"); // throws until "@flying/react/locales/zh" is imported
 * ```
 */
export function resolveLocale(
  input: LocaleInput | undefined,
  fallback: LocalePack = en,
  component = "FlyingLocaleProvider",
): LocalePack {
  return findLocale(input, component) ?? (input === undefined ? fallback : en);
}

/**
 * The pack `input` names: a loaded pack, or the pack itself, checked; null where it means
 * English or nothing was given (English is then the caller's own, whole or in part). An
 * unknown code or a code whose pack is not loaded is a FlyingPropError saying which.
 */
export function findLocale(input: LocaleInput | undefined, component: string): LocalePack | null {
  if (input === undefined) return null;
  if (typeof input !== "string") return checkedPack(input, component);
  const pack = loaded.get(input);
  if (pack) return pack;
  if (input === "en") return null;
  if ((LOCALE_CODES as readonly string[]).includes(input)) {
    throw new FlyingPropError(
      component,
      "locale",
      // A pack imported only by a server component is loaded on the server alone.
      `is "${input}", whose pack is not loaded: import "@flying/react/locales/${input}" in a client module, or pass the pack: locale={${input}}`,
    );
  }
  throw new FlyingPropError(
    component,
    "locale",
    `must be one of ${LOCALE_CODES.join(", ")} or a LocalePack, not "${input}"`,
  );
}
