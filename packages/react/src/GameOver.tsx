"use client";
import { type Color, type GameState, standings, winner } from "@flying/engine";
import { useEffect, useId, useRef, useState } from "react";
import { keyframes, styled } from "styled-components";
import { ColorBadge } from "./board/Piece.js";
import { type LocaleInput, useLocalePack } from "./i18n/context.js";
import { format } from "./i18n/format.js";
import { buttonLook, type FlyingTheme, useFlyingTheme } from "./theme.js";

/**
 * The props of `<GameOver>`.
 *
 * @example
 * ```tsx
 * import { createGame } from "@flying/engine";
 * import type { GameOverProps } from "@flying/react";
 *
 * const props: GameOverProps = { state: createGame({ variant: "chessboard" }), celebrate: false };
 * ```
 */
export interface GameOverProps {
  /** The game; the panel draws nothing until it is over. */
  state: GameState;
  /** "Play again": a new game (`useFlyingChess().reset`). Without it the button is left out. */
  onPlayAgain?: () => void;
  /**
   * Move the focus to "Play again" when shown: true by default, for a panel that appears as
   * the game ends (not for one drawn over a finished game from the start, see `FlyingChessGame`).
   *
   * @default true
   */
  autoFocus?: boolean;
  /**
   * false for no confetti (reduced-motion users never get it either).
   *
   * @default true
   */
  celebrate?: boolean;
  /**
   * The language of the panel: a loaded pack's code or a pack.
   *
   * @default the `<FlyingLocaleProvider>`'s, else English
   */
  locale?: LocaleInput;
  /**
   * The panel's colours (the winner's own for its border and button) and font.
   *
   * @default a ThemeProvider's `flying` theme, else `defaultTheme`
   */
  theme?: FlyingTheme;
  className?: string;
}

const fall = keyframes`
  from { transform: translateY(-10%) rotate(0deg); opacity: 1; }
  to { transform: translateY(110%) rotate(540deg); opacity: 0; }
`;

/* Scale only, never transparent: the panel's text is readable (and checkable) at once. */
const pop = keyframes`
  from { transform: scale(0.85); }
  to { transform: scale(1); }
`;

const Panel = styled.section<{ $theme: FlyingTheme }>`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: 0.75rem;
  overflow: hidden;
  pointer-events: none;
  font-family: ${({ $theme }) => $theme.font};
  color: ${({ $theme }) => $theme.board.text};
  &[data-folded="true"] {
    place-items: start center;
  }
  .flying-confetti {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  .flying-confetti rect {
    transform-box: fill-box;
    transform-origin: center;
    animation: ${fall} 2.6s ease-in forwards;
  }
  .flying-card {
    position: relative;
    pointer-events: auto;
    display: grid;
    justify-items: center;
    gap: 0.6rem;
    max-inline-size: min(22rem, 100%);
    padding: 1rem 1.25rem;
    border-radius: 1rem;
    border: 3px solid var(--flying-winner);
    background: ${({ $theme }) => $theme.board.surface};
    box-shadow: 0 0.6rem 2rem rgb(0 0 0 / 35%);
    text-align: center;
    animation: ${pop} 240ms ease-out;
  }
  &[data-folded="true"] .flying-card {
    grid-auto-flow: column;
    align-items: center;
    padding: 0.4rem 0.75rem;
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0;
    font-size: 1.5rem;
  }
  &[data-folded="true"] h2 {
    font-size: 1.1rem;
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .flying-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.5rem;
  }
  button {
    ${buttonLook}
    min-block-size: 2.75rem;
    padding: 0.4rem 1rem;
    border-radius: 0.5rem;
    font-weight: 600;
  }
  button.flying-play-again {
    background: var(--flying-winner);
    color: var(--flying-winner-ink);
    border-color: ${({ $theme }) => $theme.board.line};
  }
  @media (prefers-reduced-motion: reduce) {
    .flying-card {
      animation: none;
    }
    .flying-confetti {
      display: none;
    }
  }
`;

const CONFETTI = 36;

/** Confetti in the players' colours: where each piece starts is fixed, so every render agrees. */
function Confetti({ colors }: { colors: readonly string[] }) {
  return (
    <svg
      className="flying-confetti"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {Array.from({ length: CONFETTI }, (_, i) => {
        // A fixed scatter (golden-ratio steps) rather than Math.random: SSR and client agree.
        const x = ((i * 61.8) % 100) + 0.5;
        const y = -((i * 37) % 30);
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
            key={i}
            x={x}
            y={y}
            width={1.6}
            height={3.2}
            fill={colors[i % colors.length]}
            style={{ animationDelay: `${(i % 9) * 90}ms` }}
          />
        );
      })}
    </svg>
  );
}

/**
 * The end of a game, drawn over the board: who won (in the winner's colour and mark), the
 * places when the game was played on for them, "Play again", and a short burst of confetti
 * (none under reduced motion). "Show the board" folds it to a bar above the final position.
 * Absolutely placed: put it in a positioned box over the board. A client component (its
 * module is "use client").
 *
 * @example
 * ```tsx
 * import { FlyingChessBoard, GameOver, useFlyingChess } from "@flying/react";
 *
 * export function Board() {
 *   const game = useFlyingChess({ variant: "chessboard" });
 *   return (
 *     <div style={{ position: "relative" }}>
 *       <FlyingChessBoard {...game.getBoardProps()} />
 *       <GameOver state={game.state} onPlayAgain={game.reset} />
 *     </div>
 *   );
 * }
 * ```
 */
export function GameOver({
  state,
  onPlayAgain,
  autoFocus = true,
  celebrate = true,
  className,
  ...props
}: GameOverProps) {
  const pack = useLocalePack(props.locale, "GameOver");
  const theme = useFlyingTheme(props.theme);
  const heading = useId();
  const [folded, setFolded] = useState(false);
  const again = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) again.current?.focus();
  }, [autoFocus]);
  const won: Color | null = winner(state);
  if (!state.over) return null;
  const rows = standings(state);
  const placed = rows.filter((row) => row.place !== null);
  const style = won ? theme.players[won] : undefined;
  return (
    <Panel
      $theme={theme}
      className={className}
      aria-labelledby={heading}
      data-folded={folded}
      data-winner={won ?? ""}
      style={{
        ["--flying-winner" as string]: style?.fill ?? theme.board.line,
        ["--flying-winner-ink" as string]: style?.ink ?? theme.board.surface,
      }}
    >
      {celebrate && !folded && (
        <Confetti colors={state.colors.map((color) => theme.players[color].fill)} />
      )}
      <div className="flying-card">
        <h2 id={heading}>
          {style && <ColorBadge style={style} line={theme.board.line} size="1.6em" />}
          <span>{won ? format(pack.ui.wins, { color: pack.colors[won] }) : pack.ui.gameOver}</span>
        </h2>
        {!folded && placed.length > 1 && (
          <ol aria-label={pack.ui.standings}>
            {rows.map((row) => (
              <li key={row.color}>
                {row.place === null
                  ? pack.colors[row.color]
                  : format(pack.ui.place, { place: row.place, color: pack.colors[row.color] })}
              </li>
            ))}
          </ol>
        )}
        <div className="flying-actions">
          {onPlayAgain && (
            <button ref={again} type="button" className="flying-play-again" onClick={onPlayAgain}>
              {pack.ui.playAgain}
            </button>
          )}
          {!folded && (
            <button type="button" onClick={() => setFolded(true)}>
              {pack.ui.seeBoard}
            </button>
          )}
        </div>
      </div>
    </Panel>
  );
}
