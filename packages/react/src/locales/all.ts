/**
 * Every language the package speaks, for an app with a language menu: importing this entry
 * loads all five packs, so every component takes any of their codes.
 */

import { en } from "../i18n/en.js";
import { id } from "../i18n/id.js";
import { it } from "../i18n/it.js";
import { registerLocale } from "../i18n/registry.js";
import { ru } from "../i18n/ru.js";
import type { LocaleCode, LocalePack } from "../i18n/types.js";
import { zh } from "../i18n/zh.js";

// Here rather than by importing each language's entry: the registration stays in the entry
// files (which the package marks as having side effects), not in a shared chunk.
registerLocale(zh, it, ru, id);

/**
 * Every pack by its code, for a language menu: their own names (`name`) to list, and every
 * code loaded to pass as `locale`. Importing this entry registers them all.
 *
 * @example
 * ```tsx
 * import { FlyingChessGame, type LocaleCode } from "@flying/react";
 * import { locales } from "@flying/react/locales/all";
 *
 * export const Menu = ({ onPick }: { onPick: (code: LocaleCode) => void }) => (
 *   <select onChange={(e) => onPick(e.target.value as LocaleCode)}>
 *     {Object.values(locales).map((pack) => <option key={pack.code} value={pack.code}>{pack.name}</option>)}
 *   </select>
 * );
 * ```
 */
export const locales = { en, zh, it, ru, id } as const satisfies Record<LocaleCode, LocalePack>;

export { en, id, it, ru, zh };
