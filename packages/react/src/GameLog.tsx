import { type GameEvent, getBoard, type VariantId } from "@flying/engine";
import { useEffect, useRef } from "react";
import { styled } from "styled-components";
import { type LocaleInput, useLocalePack } from "./i18n/context.js";
import { narrate } from "./i18n/format.js";
import { type FlyingTheme, useFlyingTheme } from "./theme.js";

export interface GameLogProps {
  variant: VariantId;
  /** The events of each action, oldest first (`useFlyingChess().log`). */
  entries: readonly (readonly GameEvent[])[];
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
  // Keep the newest line in view as the game goes on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the number of lines changes
  useEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
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
    >
      <ol start={first + 1}>
        {entries.slice(first).map((events, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows at its end
          <li key={first + i}>{events.map((event) => narrate(pack, board, event)).join(". ")}</li>
        ))}
      </ol>
    </Log>
  );
}
