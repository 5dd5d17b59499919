/**
 * The Italian pack. Importing this entry once lets every component take `locale="it"`; the
 * pack itself is exported too, for `locale={it}` or a pack of one's own built on it.
 */

import { it } from "../i18n/it.js";
import { registerLocale } from "../i18n/registry.js";

registerLocale(it);

export { it };
