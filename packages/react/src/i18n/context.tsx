import { createContext, type ReactNode, useContext } from "react";
import { FlyingPropError } from "../errors.js";
import { en } from "./en.js";
import { type LocaleCode, locales } from "./index.js";
import type { LocalePack } from "./types.js";

/** A locale: one of the built-in codes, or a pack of one's own. */
export type LocaleInput = LocaleCode | LocalePack;

const LocaleContext = createContext<LocalePack>(en);

const PACK_SECTIONS = ["code", "colors", "variants", "pieces", "nodes", "ui", "events"] as const;

/** The pack for a locale prop; an unknown code or a pack missing a section is a FlyingPropError. */
export function resolveLocale(
  input: LocaleInput | undefined,
  fallback: LocalePack = en,
  component = "FlyingLocaleProvider",
): LocalePack {
  if (input === undefined) return fallback;
  if (typeof input === "string") {
    if (Object.hasOwn(locales, input)) return locales[input];
    const codes = Object.keys(locales).join(", ");
    throw new FlyingPropError(
      component,
      "locale",
      `must be one of ${codes} or a LocalePack, not "${input}"`,
    );
  }
  const missing = PACK_SECTIONS.filter(
    (section) => !input || typeof input !== "object" || !(section in input),
  );
  if (missing.length > 0) {
    throw new FlyingPropError(component, "locale", `is a LocalePack without ${missing.join(", ")}`);
  }
  return input;
}

/** Sets the language of every Flying component inside it. */
export function FlyingLocaleProvider({
  locale,
  children,
}: {
  locale: LocaleInput;
  children: ReactNode;
}) {
  const pack = resolveLocale(locale);
  return <LocaleContext.Provider value={pack}>{children}</LocaleContext.Provider>;
}

/** The pack a component speaks: its own `locale` prop, else the provider's, else English. */
export function useLocalePack(input: LocaleInput | undefined, component: string): LocalePack {
  return resolveLocale(input, useContext(LocaleContext), component);
}
