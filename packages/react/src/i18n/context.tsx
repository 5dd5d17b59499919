import { createContext, type ReactNode, useContext } from "react";
import { en } from "./en.js";
import { type LocaleCode, locales } from "./index.js";
import type { LocalePack } from "./types.js";

/** A locale: one of the built-in codes, or a pack of one's own. */
export type LocaleInput = LocaleCode | LocalePack;

const LocaleContext = createContext<LocalePack>(en);

export function resolveLocale(
  input: LocaleInput | undefined,
  fallback: LocalePack = en,
): LocalePack {
  if (input === undefined) return fallback;
  if (typeof input === "string") return locales[input] ?? fallback;
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
  return <LocaleContext.Provider value={resolveLocale(locale)}>{children}</LocaleContext.Provider>;
}

/** The pack a component speaks: its own `locale` prop, else the provider's, else English. */
export function useLocalePack(input?: LocaleInput): LocalePack {
  return resolveLocale(input, useContext(LocaleContext));
}
