import { compile } from "../board.js";
import type { Rules, VariantId } from "../types.js";
import type { Table } from "./variant.js";

export { variantOf } from "./registry.js";

const tables = new WeakMap<Rules, Table>();

/** The table for a game's rules object, made once per rules object and shared by every later state. */
export function tableOf(id: VariantId, rules: Rules): Table {
  let table = tables.get(rules);
  if (!table || table.g.board.variant !== id) {
    table = { g: compile(id), rules };
    tables.set(rules, table);
  }
  return table;
}
