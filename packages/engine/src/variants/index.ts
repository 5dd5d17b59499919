import { compile } from "../board.js";
import type { Rules, VariantId } from "../types.js";
import { aeroplane } from "./aeroplane.js";
import { chessboard } from "./chessboard.js";
import { flyingChess } from "./flying-chess.js";
import type { Table, Variant } from "./variant.js";

const VARIANT_RULES: Record<VariantId, Variant> = {
  "flying-chess": flyingChess,
  aeroplane,
  chessboard,
};

export function variantOf(id: VariantId): Variant {
  return VARIANT_RULES[id];
}

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
