import { fail } from "../errors.js";
import type { Rules, VariantId } from "../types.js";
import { flyingChess } from "./flying-chess.js";
import { compiledFor, type Table, type Variant } from "./variant.js";

const IMPLEMENTED: Partial<Record<VariantId, Variant>> = {
  "flying-chess": flyingChess,
};

export function variantOf(id: VariantId): Variant {
  return IMPLEMENTED[id] ?? fail("UNKNOWN_VARIANT", `variant "${id}" is not available yet`);
}

export function isImplemented(id: VariantId): boolean {
  return IMPLEMENTED[id] !== undefined;
}

const tables = new WeakMap<Rules, Table>();

/** The table for a game's rules object, made once per rules object and shared by every later state. */
export function tableOf(id: VariantId, rules: Rules): Table {
  let table = tables.get(rules);
  if (!table || table.g.board.variant !== id) {
    table = { g: compiledFor(id), rules };
    tables.set(rules, table);
  }
  return table;
}
