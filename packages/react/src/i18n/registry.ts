import { FlyingPropError } from "../errors.js";
import { en } from "./en.js";
import { LOCALE_CODES, type LocaleCode, type LocalePack } from "./types.js";

/** A locale: the code of a loaded pack (English is built in), or a pack of one's own. */
export type LocaleInput = LocaleCode | LocalePack;

const PACK_SECTIONS = ["code", "colors", "variants", "pieces", "nodes", "ui", "events"] as const;

/**
 * The packs a locale code finds: English, and each pack loaded by importing its entry
 * (`@flying/react/locales/zh`, …), which registers it. An app pays for the languages it
 * imports, not for all five.
 */
const loaded = new Map<string, LocalePack>([["en", en]]);

/** Lets components find `packs` by their codes (`locale="zh"`); the locale entries call it. */
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
 * missing a section is a FlyingPropError saying which.
 */
export function resolveLocale(
  input: LocaleInput | undefined,
  fallback: LocalePack = en,
  component = "FlyingLocaleProvider",
): LocalePack {
  if (input === undefined) return fallback;
  if (typeof input !== "string") return checkedPack(input, component);
  const pack = loaded.get(input);
  if (pack) return pack;
  if ((LOCALE_CODES as readonly string[]).includes(input)) {
    throw new FlyingPropError(
      component,
      "locale",
      `is "${input}", whose pack is not loaded: import "@flying/react/locales/${input}" once in the app (or pass the pack itself, locale={${input}})`,
    );
  }
  throw new FlyingPropError(
    component,
    "locale",
    `must be one of ${LOCALE_CODES.join(", ")} or a LocalePack, not "${input}"`,
  );
}
