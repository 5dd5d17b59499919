/**
 * The Russian pack. Importing this entry once lets every component take `locale="ru"`; the
 * pack itself is exported too, for `locale={ru}` or a pack of one's own built on it.
 */
import { registerLocale } from "../i18n/registry.js";
import { ru } from "../i18n/ru.js";

registerLocale(ru);

export { ru };
