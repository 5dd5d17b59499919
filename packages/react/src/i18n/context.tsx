"use client";
import { createContext, type ReactNode, useContext } from "react";
import { en } from "./en.js";
import { type LocaleInput, resolveLocale } from "./registry.js";
import type { LocalePack } from "./types.js";

export type { LocaleInput } from "./registry.js";

const LocaleContext = createContext<LocalePack>(en);

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
  return resolveLocale(input, useContext(LocaleContext), component);
}
