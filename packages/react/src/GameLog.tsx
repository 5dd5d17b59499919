"use client";
import {
  type Board,
  type Color,
  type GameEvent,
  getBoard,
  VARIANTS,
  type VariantId,
} from "@flying/engine";
import { memo } from "react";
import { styled } from "styled-components";
import { FlyingPropError } from "./errors.js";
import { type LocaleInput, useLocalePack } from "./i18n/context.js";
import { narrate, sentences } from "./i18n/format.js";
import type { LocalePack } from "./i18n/types.js";
import { type FlyingTheme, useFlyingTheme } from "./theme.js";

/**
 * One line of the log: the events of one action, bare (`useFlyingChess().log` until now) or
 * with the colour that acted (a session's log entries).
 *
 * @example
 * ```tsx
 * import type { LogLine } from "@flying/react";
 *
 * const lines: LogLine[] = [
 *   [{ type: "rolled", color: "red", value: 2 }],
 *   { actor: "red", events: [{ type: "turnPassed", from: "red", to: "yellow", reason: "no-move" }] },
 * ];
 * ```
 */
export type LogLine =
  | readonly GameEvent[]
  | { readonly events: readonly GameEvent[]; readonly actor?: Color };

/**
 * The props of `<GameLog>`.
 *
 * @example
 * ```tsx
 * import type { GameLogProps } from "@flying/react";
 *
 * const props: GameLogProps = { variant: "chessboard", entries: [], limit: 50 };
 * ```
 */
export interface GameLogProps {
  /**
   * The game the lines are of: its board names the squares. Anything but a variant's id is a
   * `FlyingPropError`.
   */
  variant: VariantId;
  /** The lines of the game, oldest first (`useFlyingChess().log`). */
  entries: readonly LogLine[];
  /**
   * How many of the latest actions to show (each keeps its number in the game).
   *
   * @default 200
   */
  limit?: number;
  /**
   * Read new lines aloud (aria-live). Off by default: the board already
   * announces every action, and two live regions would say it twice.
   *
   * @default false
   */
  announce?: boolean;
  /**
   * The language of the lines: a loaded pack's code or a pack.
   *
   * @default the `<FlyingLocaleProvider>`'s, else English
   */
  locale?: LocaleInput;
  /**
   * The log's colours and font.
   *
   * @default a ThemeProvider's `flying` theme, else `defaultTheme`
   */
  theme?: FlyingTheme;
  className?: string;
}

/*
 * The newest line stays in view with no script: a column-reverse scroller starts at its
 * bottom and stays there as lines are added, and a reader who scrolled up to read back is
 * kept on the lines they read (scroll anchoring). Scrolling from script after each commit
 * forced a layout of the page on every action, while the board was animating.
 */
const Log = styled.div<{ $theme: FlyingTheme; $empty: boolean }>`
  display: flex;
  flex-direction: column-reverse;
  max-block-size: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: 0.5rem;
  border: 1px solid ${({ $theme }) => $theme.board.line};
  border-radius: 0.5rem;
  background: ${({ $theme }) => $theme.board.surface};
  color: ${({ $theme }) => $theme.board.text};
  font-family: ${({ $theme }) => $theme.font};
  font-size: 0.9rem;
  /* Before the first action there is nothing to show, so no empty box is drawn either; the
     element stays, so a live log announces the first line when it comes. */
  ${({ $empty }) => $empty && "border: none; padding: 0; background: none;"}
  /* A tab stop (to scroll it with the keys) shows the focus as every other control does. */
  &:focus-visible {
    outline: 3px solid ${({ $theme }) => $theme.board.focus};
    outline-offset: 2px;
  }
  ol {
    margin: 0;
    /* The numbers sit in this padding, sized by the widest one (see --flying-log-digits). */
    padding-block: 0;
    padding-inline: calc(var(--flying-log-digits, 1) * 1ch + 1.25em) 0;
  }
  li {
    margin-block: 0.15rem;
  }
  li::marker {
    font-variant-numeric: tabular-nums;
  }
`;

const eventsOf = (line: LogLine): readonly GameEvent[] => ("events" in line ? line.events : line);

/**
 * A line is told once: its number is its place in the game (not in the window of `limit`
 * lines), so when the window slides the lines still shown keep every prop and React skips
 * them. The events array is the one the log holds, so a growing log passes the same one.
 */
const LogItem = memo(function LogItem({
  n,
  events,
  pack,
  board,
}: {
  n: number;
  events: readonly GameEvent[];
  pack: LocalePack;
  board: Board;
}) {
  return (
    <li value={n}>
      {sentences(
        pack,
        events.map((event) => narrate(pack, board, event)),
      )}
    </li>
  );
});

/**
 * The story of the game so far, one line per action, newest last. It keeps the newest line in
 * view while a reader who scrolled back stays where they were. A client component (its module
 * is "use client").
 *
 * @example
 * ```tsx
 * import { GameLog, useFlyingChess } from "@flying/react";
 *
 * export function Log() {
 *   const game = useFlyingChess({ variant: "flying-chess" });
 *   return <GameLog variant={game.state.variant} entries={game.log} limit={30} />;
 * }
 * ```
 */
export function GameLog({
  variant,
  entries,
  limit = 200,
  announce = false,
  ...props
}: GameLogProps) {
  if (!VARIANTS.includes(variant))
    throw new FlyingPropError("GameLog", "variant", `must be one of ${VARIANTS.join(", ")}`);
  const pack = useLocalePack(props.locale, "GameLog");
  const theme = useFlyingTheme(props.theme);
  const board = getBoard(variant);
  const first = Math.max(0, entries.length - limit);
  const empty = entries.length === 0;
  // The list's numbers are drawn in its start padding: as wide as the last one's digits, so
  // "150." is never cut to "50." (a fixed 2rem held two digits).
  const digits = String(entries.length).length;

  return (
    <Log
      $theme={theme}
      $empty={empty}
      className={props.className}
      role="log"
      aria-live={announce ? "polite" : "off"}
      aria-label={pack.ui.log}
      // A tab stop to scroll the lines with the keys (kept when empty: where the focus is
      // does not jump when the first line comes).
      tabIndex={0}
      data-empty={empty ? "" : undefined}
    >
      {/* start as well as each line's value: the list still says where it starts. */}
      {!empty && (
        <ol start={first + 1} style={{ ["--flying-log-digits" as string]: digits }}>
          {entries.slice(first).map((line, i) => (
            <LogItem
              // biome-ignore lint/suspicious/noArrayIndexKey: a line's place in the game is its identity
              key={first + i}
              n={first + i + 1}
              events={eventsOf(line)}
              pack={pack}
              board={board}
            />
          ))}
        </ol>
      )}
    </Log>
  );
}
