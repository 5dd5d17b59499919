import { en } from "./en.js";
import { id } from "./id.js";
import { it } from "./it.js";
import { ru } from "./ru.js";
import type { LocalePack } from "./types.js";
import { zh } from "./zh.js";

export { en, id, it, ru, zh };
export const locales = { en, zh, it, ru, id } as const satisfies Record<string, LocalePack>;
export type LocaleCode = keyof typeof locales;
