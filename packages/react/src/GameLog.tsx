import { type Board, type Color, type GameEvent, getBoard, type VariantId } from "@flying/engine";
import { memo, useEffect, useRef } from "react";
import { styled } from "styled-components";
import { type LocaleInput, useLocalePack } from "./i18n/context.js";
import { narrate } from "./i18n/format.js";
import type { LocalePack } from "./i18n/types.js";
import { type FlyingTheme, useFlyingTheme } from "./theme.js";

/**
 * One line of the log: the events of one action, bare (`useFlyingChess().log` until now) or
 * with the colour that acted (a session's log entries).
 */
export type LogLine =
  | readonly GameEvent[]
  | { readonly events: readonly GameEvent[]; readonly actor?: Color };

export interface GameLogProps {
  variant: VariantId;
  /** The lines of the game, oldest first (`useFlyingChess().log`). */
  entries: readonly LogLine[];
  /** How many of the latest actions to show. */
  limit?: number;
  /**
   * Read new lines aloud (aria-live). Off by default: the board already
   * announces every action, and two live regions would say it twice.
   */
  announce?: boolean;
  locale?: LocaleInput;
  theme?: FlyingTheme;
  className?: string;
}

/** How near the bottom (in pixels) still counts as reading the newest line. */
const FOLLOW_SLACK = 4;

const Log = styled.div<{ $theme: FlyingTheme }>`
  max-block-size: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: 0.5rem 0.5rem 0.5rem 2rem;
  border: 1px solid ${({ $theme }) => $theme.board.line};
  border-radius: 0.5rem;
  background: ${({ $theme }) => $theme.board.surface};
  color: ${({ $theme }) => $theme.board.text};
  font-family: ${({ $theme }) => $theme.font};
  font-size: 0.9rem;
  ol {
    margin: 0;
    padding: 0;
  }
  li {
    margin-block: 0.15rem;
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
  return <li value={n}>{events.map((event) => narrate(pack, board, event)).join(". ")}</li>;
});

/** The story of the game so far, one line per action, newest last. */
export function GameLog({
  variant,
  entries,
  limit = 200,
  announce = false,
  ...props
}: GameLogProps) {
  const pack = useLocalePack(props.locale, "GameLog");
  const theme = useFlyingTheme(props.theme);
  const board = getBoard(variant);
  const first = Math.max(0, entries.length - limit);
  const box = useRef<HTMLDivElement>(null);

  // Keep the newest line in view while the reader follows it, and leave them be once they
  // scroll up to read back. Scrolling right after React's commit would read scrollHeight
  // from a layout the commit has just dirtied, forcing the browser to lay the page out there
  // and then again once the board's animation moves a piece in the same frame. In a frame
  // callback the layout is the one the browser does for that frame anyway. Whether the reader
  // follows is told by their own scrolling (below), not measured after a line is added, when
  // the new line has already pushed the bottom away.
  const following = useRef(true);
  const lastTop = useRef(0);
  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    const top = element.scrollTop;
    if (top + element.clientHeight >= element.scrollHeight - FOLLOW_SLACK) following.current = true;
    // Only a scroll up means "let me read back": our own scrolls only ever go down, and a
    // log that shrinks under a reader at the bottom leaves them at the bottom.
    else if (top < lastTop.current) following.current = false;
    lastTop.current = top;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the number of lines changes
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const frame = requestAnimationFrame(() => {
      if (following.current) element.scrollTop = element.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [entries.length]);

  return (
    <Log
      ref={box}
      $theme={theme}
      className={props.className}
      role="log"
      aria-live={announce ? "polite" : "off"}
      aria-label={pack.ui.log}
      tabIndex={0}
      onScroll={onScroll}
    >
      {/* start as well as each line's value: the list still says where it starts. */}
      <ol start={first + 1}>
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
    </Log>
  );
}
