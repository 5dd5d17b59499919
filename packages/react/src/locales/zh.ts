/**
 * The Chinese pack. Importing this entry once lets every component take `locale="zh"`; the
 * pack itself is exported too, for `locale={zh}` or a pack of one's own built on it.
 */
import { registerLocale } from "../i18n/registry.js";
import { zh } from "../i18n/zh.js";

registerLocale(zh);

export { zh };
