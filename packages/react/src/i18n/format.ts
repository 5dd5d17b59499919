import type {
  Board,
  BoardNode,
  Color,
  GameEvent,
  Move,
  PieceId,
  Player,
  VariantId,
} from "@flying/engine";
import { nodeById } from "../board/nodes.js";
import { cached } from "../cache.js";
import type { LocalePack, Plural } from "./types.js";

/**
 * Fills `{name}` placeholders; an unknown name is left as written, so a typo shows. The
 * packs' templates are filled with it.
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { en, format } from "@flying/react";
 *
 * format(en.ui.wins, { color: en.colors.red }); // → "Red wins"
 * format("{game} for {count} players", { game: en.variants.aeroplane, count: 4 });
 * // → "Aeroplane Chess for 4 players"
 * ```
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

// What each function reads of a pack, so that a component bundling part of English (the
// board's `enBoard`) can call them with that part.
type NodeWords = Pick<LocalePack, "colors" | "nodes">;
type PieceWords = Pick<LocalePack, "colors" | "pieces" | "pieceName">;
type NarrationWords = NodeWords &
  PieceWords &
  Pick<LocalePack, "code" | "events" | "sentenceSeparator">;

const pluralRules = new Map<string, Intl.PluralRules>();

export function plural(pack: Pick<LocalePack, "code">, forms: Plural, count: number): string {
  const rules = cached(pluralRules, pack.code, () => new Intl.PluralRules(pack.code));
  return format(forms[rules.select(count)] ?? forms.other, { count });
}

const numberOf = (id: string) => id.match(/(\d+)$/)?.[1] ?? "";

export function colorName(pack: Pick<LocalePack, "colors">, color: Color): string {
  return pack.colors[color];
}

/**
 * A node's name in a language, as the board's labels and the announcements say it:
 * "waypoint 17", "Red hangar 2", "square 0".
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { getBoard } from "@flying/engine";
 * import { en, nodeName } from "@flying/react";
 *
 * const node = getBoard("flying-chess").nodes.find((n) => n.id === "Waypoint_17");
 * if (node) nodeName(en, node); // → "waypoint 17"
 * ```
 */
export function nodeName(pack: NodeWords, node: BoardNode): string {
  const color = node.color ? pack.colors[node.color] : "";
  return format(pack.nodes[node.kind], { n: numberOf(node.id), id: node.id, color }).trim();
}

/** The name of the node with this id on a board (the id itself if the board has none). */
export function nodeNameById(pack: NodeWords, board: Board, id: string): string {
  const node = nodeById(board, id);
  return node ? nodeName(pack, node) : id;
}

/**
 * A piece's name in a language, with its game's word for a piece: "Red plane 2", "White piece 1".
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { en, pieceName } from "@flying/react";
 * import { zh } from "@flying/react/locales/zh";
 *
 * pieceName(en, "aeroplane", "red-2"); // → "Red plane 2"
 * pieceName(zh, "aeroplane", "red-2"); // → "红方2号飞机"
 * ```
 */
export function pieceName(pack: PieceWords, variant: VariantId, piece: PieceId): string {
  const [color, n] = piece.split("-") as [Color, string];
  return format(pack.pieceName, { color: pack.colors[color], piece: pack.pieces[variant], n });
}

/**
 * Who plays a seat, as a player indicator shows it: "human", "Expert robot".
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { en, seatName } from "@flying/react";
 *
 * seatName(en, "human"); // → "human"
 * seatName(en, { robot: "classic" }); // → "Classic robot"
 * ```
 */
export function seatName(pack: LocalePack, player: Player): string {
  return player === "human" ? pack.ui.human : robotName(pack, player);
}

/**
 * A robot seat with its level: "Expert robot"; a level the pack does not know, as "robot".
 * The robots are those of @flying/engine's docs/RULES.md §4.
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { en, robotName } from "@flying/react";
 *
 * robotName(en, { robot: "expert", pace: 300 }); // → "Expert robot"
 * ```
 */
export function robotName(pack: LocalePack, player: Exclude<Player, "human">): string {
  // A pack written for an older engine may lack a newer robot: the plain word beats "undefined".
  const level = (pack.robots as Partial<Record<string, { name: string }>>)[player.robot]?.name;
  return level === undefined ? pack.ui.robot : format(pack.ui.robotNamed, { level });
}

const percents = new Map<string, Intl.NumberFormat>();

/**
 * A chance from 0 to 1 as the language writes a whole percentage: "43%", "43 %".
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { en, percent } from "@flying/react";
 * import { ru } from "@flying/react/locales/ru";
 *
 * percent(en, 0.432); // → "43%"
 * percent(ru, 0.432); // → "43 %" (a no-break space)
 * ```
 */
export function percent(pack: LocalePack, chance: number): string {
  const number = cached(
    percents,
    pack.code,
    () => new Intl.NumberFormat(pack.code, { style: "percent", maximumFractionDigits: 0 }),
  );
  return number.format(chance);
}

/**
 * A suggested move told: "Hint: move Red plane 2 to waypoint 20 (win chance 43%)", as
 * `<FlyingChessGame hints>` says it in its status line.
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { hintMessage, useFlyingChess } from "@flying/react";
 *
 * export function HintLine() {
 *   const game = useFlyingChess({ variant: "aeroplane" });
 *   const hint = game.hint; // worked out when read
 *   return <p role="status">{hint && hintMessage(game.locale, game.board, hint.move, hint.winChance)}</p>;
 * }
 * ```
 */
export function hintMessage(pack: LocalePack, board: Board, move: Move, winChance: number): string {
  return format(pack.ui.hintMove, {
    piece: pieceName(pack, board.variant, move.piece),
    to: nodeNameById(pack, board, move.to),
    chance: percent(pack, winChance),
  });
}

/**
 * Sentences in one line, joined as the language joins them: ". " in English, "。" in Chinese.
 * Empty parts are left out.
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { en, sentences } from "@flying/react";
 *
 * sentences(en, ["Red rolled a 6", "", "Red rolls again"]); // → "Red rolled a 6. Red rolls again"
 * ```
 */
export function sentences(
  pack: Pick<LocalePack, "sentenceSeparator">,
  parts: readonly string[],
): string {
  return parts.filter(Boolean).join(pack.sentenceSeparator);
}

const lists = new Map<string, Intl.ListFormat>();
const listed = new Map<string, string>();

/**
 * Names in a list, as the language lists them: "A, B and C", "A、B和C" (`Intl.ListFormat`).
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { en, list } from "@flying/react";
 *
 * list(en, ["Red plane 1", "Red plane 3"]); // → "Red plane 1 and Red plane 3"
 * ```
 */
export function list(pack: Pick<LocalePack, "code">, names: readonly string[]): string {
  if (names.length === 1) return names[0] as string;
  // Intl.ListFormat is slow next to the rest of a narration, and the same few lists (a stack's
  // planes) come again and again: each is formatted once.
  return cached(listed, `${pack.code}\u0000${names.join("\u0000")}`, () => {
    // At most 500 lists are kept: past that the cache starts over.
    if (listed.size >= 500) listed.clear();
    const formatter = cached(
      lists,
      pack.code,
      () => new Intl.ListFormat(pack.code, { type: "conjunction" }),
    );
    return formatter.format(names);
  });
}

/**
 * The events of one action told as one line, for the live region and the game log.
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { apply, createGame, getBoard } from "@flying/engine";
 * import { en, narrateAll } from "@flying/react";
 *
 * const result = apply(createGame({ variant: "aeroplane", seed: 3 }), { type: "roll", value: 3 });
 * if (result.ok) console.log(narrateAll(en, getBoard("aeroplane"), result.events));
 * // → "Red rolled a 3. Red cannot move; Yellow to play"
 * ```
 */
export function narrateAll(
  pack: NarrationWords,
  board: Board,
  events: readonly GameEvent[],
): string {
  return sentences(
    pack,
    events.map((event) => narrate(pack, board, event)),
  );
}

/**
 * One event told as a sentence, for the live region and the game log.
 * A plain module (no "use client"): usable in server components too.
 *
 * @example
 * ```tsx
 * import { getBoard } from "@flying/engine";
 * import { en, narrate } from "@flying/react";
 *
 * narrate(en, getBoard("aeroplane"), { type: "rolled", color: "red", value: 6 });
 * // → "Red rolled a 6"
 * ```
 */
export function narrate(pack: NarrationWords, board: Board, event: GameEvent): string {
  const where = (id: string) => nodeNameById(pack, board, id);
  const piece = (id: PieceId) => pieceName(pack, board.variant, id);
  const e = pack.events;
  switch (event.type) {
    case "rolled":
      return format(e.rolled, { color: colorName(pack, event.color), value: event.value });
    case "tookOff":
    case "entered":
    case "moved":
    case "jumped":
      return format(e[event.type], { piece: piece(event.piece), to: where(event.to) });
    case "flew":
      return format(e.flew, {
        piece: piece(event.piece),
        to: where(event.to),
        crosses: where(event.crosses),
      });
    case "bounced":
      return format(e.bounced, { piece: piece(event.piece) });
    case "captured":
      return format(e.captured, {
        by: piece(event.by),
        piece: piece(event.piece),
        at: where(event.at),
      });
    case "stacked":
      return format(e.stacked, {
        pieces: list(pack, event.pieces.map(piece)),
        at: where(event.at),
      });
    case "finished":
      return format(e.finished, { piece: piece(event.piece) });
    case "bonusRoll":
      return format(e.bonusRoll, { color: colorName(pack, event.color) });
    case "tripleSix":
      // Under "lose-turn" (or with nothing moved on the sixes) no plane goes home.
      return event.sentHome.length === 0
        ? format(e.tripleSix, { color: colorName(pack, event.color) })
        : format(e.tripleSixSentHome, {
            color: colorName(pack, event.color),
            pieces: list(pack, event.sentHome.map(piece)),
          });
    case "placed":
      return format(e.placed, { color: colorName(pack, event.color), place: event.place });
    case "won":
      return format(e.won, { color: colorName(pack, event.color) });
    case "turnPassed":
      return format(e.turnPassed[event.reason], {
        from: colorName(pack, event.from),
        to: colorName(pack, event.to),
      });
  }
}
