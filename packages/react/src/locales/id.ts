/**
 * The Indonesian pack. Importing this entry once lets every component take `locale="id"`; the
 * pack itself is exported too, for `locale={id}` or a pack of one's own built on it.
 */

import { id } from "../i18n/id.js";
import { registerLocale } from "../i18n/registry.js";

registerLocale(id);

export { id };
