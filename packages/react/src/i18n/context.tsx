"use client";
import { createContext, type ReactNode, useContext } from "react";
import { en } from "./en.js";
import { findLocale, type LocaleInput, resolveLocale } from "./registry.js";
import type { LocalePack } from "./types.js";

export type { LocaleInput } from "./registry.js";

// No pack by default, not English: English comes from each component's own strings.
const LocaleContext = createContext<LocalePack | null>(null);

/**
 * Sets the language of every Flying component inside it (and of `useFlyingChess`); a
 * component's own `locale` prop still wins. A code whose pack is not loaded is a
 * `FlyingPropError` naming the import. A client component (its module is "use client").
 *
 * @example
 * ```tsx
 * import { FlyingChessGame, FlyingLocaleProvider } from "@flying/react";
 * import "@flying/react/locales/ru";
 *
 * export const App = () => (
 *   <FlyingLocaleProvider locale="ru">
 *     <FlyingChessGame variant="chessboard" />
 *   </FlyingLocaleProvider>
 * );
 * ```
 */
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
  return useLocalePart(input, component, en);
}

/**
 * The same for a component that reads only `english`'s part of a pack, and has that part of
 * English as its own: used alone, it bundles those strings and not the whole English pack.
 */
export function useLocalePart<Part>(
  input: LocaleInput | undefined,
  component: string,
  english: Part,
): LocalePack | Part {
  const outer = useContext(LocaleContext);
  return findLocale(input, component) ?? (input === undefined ? outer : null) ?? english;
}
