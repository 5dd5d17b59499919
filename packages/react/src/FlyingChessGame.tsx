"use client";
import { type Color, winner } from "@flying/engine";
import { type CSSProperties, useEffect, useRef } from "react";
import { styled } from "styled-components";
import { FlyingChessBoard } from "./board/FlyingChessBoard.js";
import { Dice } from "./Dice.js";
import { GameLog } from "./GameLog.js";
import { GameOver } from "./GameOver.js";
import { format, hintMessage } from "./i18n/format.js";
import { PlayerIndicators } from "./PlayerIndicators.js";
import { Standings } from "./Standings.js";
import { TurnIndicator } from "./TurnIndicator.js";
import { buttonLook, type FlyingTheme, useFlyingTheme } from "./theme.js";
import { type UseFlyingChessOptions, useFlyingChess } from "./useFlyingChess.js";

/**
 * The props of `<FlyingChessGame>`: the hook's options (one variant's setup) and its own.
 *
 * @example
 * ```tsx
 * import type { FlyingChessGameProps } from "@flying/react";
 *
 * const props: FlyingChessGameProps = {
 *   variant: "aeroplane",
 *   players: { red: "human", yellow: { robot: "hard" } },
 *   hints: true,
 * };
 * ```
 */
export type FlyingChessGameProps = UseFlyingChessOptions & FlyingChessGameOwnProps;

/**
 * `<FlyingChessGame>`'s props other than the hook's options.
 *
 * @example
 * ```tsx
 * import { darkTheme, type FlyingChessGameOwnProps } from "@flying/react";
 *
 * const look: FlyingChessGameOwnProps = { theme: darkTheme, showLog: false, animation: false };
 * ```
 */
export interface FlyingChessGameOwnProps {
  /**
   * Turn the board so this colour sits at the bottom; by default the human's colour.
   *
   * @default the first human's colour (`useFlyingChess().humans[0]`)
   */
  orientation?: Color;
  /**
   * The board's move animation (false for none; `stepMs`, the step length in ms); false also
   * stops the die's tumble and the game-over confetti. Reduced-motion users get none.
   *
   * @default true
   */
  animation?: boolean | { stepMs?: number };
  /**
   * The colours and font of every part.
   *
   * @default a ThemeProvider's `flying` theme, else `defaultTheme`
   */
  theme?: FlyingTheme;
  /**
   * The seeds' keyboard controls (default on).
   *
   * @default true
   */
  keyboardShortcuts?: boolean;
  /**
   * A "Hint" button (default off): on a person's move it rings the engine's best move on the
   * board and says it, with its win chance, in a status line.
   *
   * @default false
   */
  hints?: boolean;
  /**
   * Show the game log (default on).
   *
   * @default true
   */
  showLog?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * The game sizes itself from the room it really has: `--flying-top` is measured (where the
 * game starts on the page, below any header), so the board, the die and whose turn it is
 * fit between there and the bottom of the viewport (`dvh`: a phone's toolbars counted), and
 * `--flying-ratio` is the board's width over its height. The root is a size container, so
 * the board sits beside the panel whenever the game itself is wide enough (a laptop, a phone
 * held sideways), and above it otherwise.
 */
const Root = styled.div<{ $theme: FlyingTheme }>`
  container-type: inline-size;
  /* A size container takes no width from its content: in a shrink-to-fit parent (a flex
     row, a centred box) it would collapse, so it asks for the width it is given. */
  inline-size: 100%;
  box-sizing: border-box;
  --flying-room: max(15rem, calc(100dvh - var(--flying-top, 0px) - 0.75rem));
  font-family: ${({ $theme }) => $theme.font};
  color: ${({ $theme }) => $theme.board.text};
`;

/** Who plays each colour out of sight but still in the button's name. */
const COMPACT_PLAYERS = `
  aside [aria-pressed] small {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Layout = styled.div<{ $theme: FlyingTheme }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  align-items: start;
  /* Upright: the board as wide as the screen, unless the panel's first rows (whose turn and
     what to do, the die, the buttons, a row of players: some 13rem) would fall off below it. */
  --flying-board: min(100cqi, calc((var(--flying-room) - 13rem) * var(--flying-ratio)));
  .flying-board-cell {
    position: relative;
    justify-self: center;
    inline-size: var(--flying-board);
    aspect-ratio: var(--flying-ratio);
  }
  /* The panel below the board takes the room left under it, the log giving up its height
     first and the panel scrolling inside only past that, so the page itself never scrolls. */
  aside {
    max-block-size: max(
      5.5rem,
      calc(var(--flying-room) - 0.75rem - var(--flying-board) / var(--flying-ratio))
    );
    overflow-y: auto;
    /* Room inside the scroll box for the die's depth and its ring, which it would clip. */
    padding: 0.5rem;
    box-sizing: border-box;
  }
  /* Side by side where there is width to spare and the screen is not upright (a tablet
     held upright gives the board more room with the panel under it). */
  @container (min-width: 36rem) {
    @media (min-aspect-ratio: 4/5) {
      grid-template-columns: max-content minmax(13rem, 24rem);
      justify-content: center;
      .flying-board-cell {
        inline-size: min(
          calc(100cqi - 13.75rem),
          calc(var(--flying-room) * var(--flying-ratio))
        );
      }
      /* The panel as tall as the board's room: its log scrolls inside, the die stays in view. */
      aside {
        max-block-size: var(--flying-room);
      }
    }
  }
  .flying-turn-row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
  }
  .flying-turn-row > :first-child {
    min-inline-size: 0;
    flex: 1;
  }
  /* A column no wider than the panel (a long word wraps instead of pushing the die out)
     in which the log gives up its height first, so the rest stays in view above it. */
  aside {
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
    min-inline-size: 0;
  }
  aside > * {
    flex-shrink: 0;
    min-inline-size: 0;
  }
  aside > [role="log"]:not([data-empty]) {
    flex: 0 1 auto;
    min-block-size: 4.5rem;
  }
  .flying-phase {
    margin: 0.15rem 0 0;
    padding-inline-start: 1.9rem;
    font-size: 0.9rem;
  }
  /* A low screen (a phone held sideways) or a narrow one: the players by their colour alone,
     side by side, so the log stays in view (who plays each stays in their name, and the
     turn line says which robot is playing). */
  @media (max-height: 30rem) {
    .flying-you {
      display: none;
    }
    ${COMPACT_PLAYERS}
  }
  @container (max-width: 30rem) {
    ${COMPACT_PLAYERS}
  }
  .flying-you {
    margin: 0;
  }
  .flying-hint-line {
    margin: 0;
  }
  .flying-hint-line:not(:empty) {
    padding: 0.4rem 0.6rem;
    border-inline-start: 0.25rem dashed currentColor;
    font-weight: 600;
  }
  .flying-refused {
    margin: 0;
    padding: 0.4rem 0.6rem;
    border-inline-start: 0.25rem solid currentColor;
    font-weight: 600;
  }
  .flying-controls {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
  .flying-controls button {
    ${buttonLook}
    padding: 0.35rem 0.8rem;
    border-radius: 0.4rem;
  }
`;

/**
 * A whole game in one element: board, die, players, turn, log, undo and redo, and hints if asked.
 * In controlled mode (`state` given) there is no undo, redo, new game nor "Play again": the
 * game is the owner's.
 * `useFlyingChess` with a layout that fits the room it has (the board beside the panel when
 * wide enough, above it otherwise), ending with `<GameOver>`. A client component (its module
 * is "use client"); a server component may render it as it is.
 *
 * @example
 * ```tsx
 * import { FlyingChessGame } from "@flying/react";
 * import "@flying/react/locales/zh"; // each language but English is loaded once
 *
 * export const App = () => <FlyingChessGame variant="aeroplane" locale="zh" hints />;
 * ```
 */
export function FlyingChessGame({
  orientation,
  animation,
  theme: ownTheme,
  keyboardShortcuts = true,
  hints = false,
  showLog = true,
  className,
  style,
  ...options
}: FlyingChessGameProps) {
  const game = useFlyingChess(options);
  const theme = useFlyingTheme(ownTheme);
  const pack = game.locale;
  const shown = hints ? game.shownHint : null;
  const board = game.board;
  const root = useRef<HTMLDivElement>(null);
  useRoomBelowHeader(root);
  // The panel takes the focus when a game ends in play, not when a finished game is opened.
  const played = useRef(!game.state.over);
  if (!game.state.over) played.current = true;
  const over = game.state.over;
  const won = winner(game.state);
  // In controlled mode the game is its owner's (a server, a store): undo, redo and a new
  // game would only be refused (CONTROLLED_GAME), so they are not offered.
  const ownGame = options.state === undefined;
  return (
    <Root
      ref={root}
      $theme={theme}
      className={className}
      style={{
        ["--flying-ratio" as string]: `${(board.width + 0.5) / (board.height + 0.5)}`,
        ...style,
      }}
      lang={pack.code}
      data-flying-game=""
    >
      <Layout $theme={theme}>
        <div className="flying-board-cell">
          <FlyingChessBoard
            {...game.getBoardProps({
              orientation: orientation ?? game.humans[0],
              theme,
              keyboardShortcuts,
              ...(animation !== undefined && { animation }),
              // Without the prop the game shows no hint, even one the hook was asked for.
              hint: shown?.move ?? null,
            })}
          />
          {over && (
            <GameOver
              state={game.state}
              {...(ownGame && { onPlayAgain: game.reset })}
              autoFocus={played.current}
              celebrate={animation !== false}
              locale={pack}
              theme={theme}
            />
          )}
        </div>
        <aside aria-label={pack.ui.controls}>
          <div className="flying-turn-row">
            <div>
              <TurnIndicator
                state={game.state}
                players={game.players}
                locale={pack}
                theme={theme}
              />
              {/* What to do now, in words as well as the die's look and the pieces' halos. */}
              {game.isHumanTurn && game.phase !== "over" && (
                <p className="flying-phase">
                  {game.phase === "move" ? pack.ui.dieMove : pack.ui.roll}
                </p>
              )}
            </div>
            <Dice
              {...game.getDiceProps({ theme, ...(animation === false && { animation: false }) })}
            />
          </div>
          {/* The buttons before the players: mid-game they matter more, and stay in view. */}
          {(ownGame || hints) && (
            <div className="flying-controls">
              {ownGame && (
                <>
                  <button type="button" onClick={game.undo} disabled={!game.canUndo}>
                    {pack.ui.undo}
                  </button>
                  <button type="button" onClick={game.redo} disabled={!game.canRedo}>
                    {pack.ui.redo}
                  </button>
                  <button type="button" onClick={game.reset}>
                    {pack.ui.newGame}
                  </button>
                </>
              )}
              {hints && (
                <button type="button" onClick={game.showHint} disabled={!game.canShowHint}>
                  {pack.ui.hint}
                </button>
              )}
            </div>
          )}
          {hints && (
            // In place before the first hint, so screen readers announce the hint when it comes.
            <p className="flying-hint-line" role="status">
              {shown && hintMessage(pack, game.board, shown.move, shown.winChance)}
            </p>
          )}
          {game.humans.length === 1 && (
            <p className="flying-you">
              {format(pack.ui.youPlay, { color: pack.colors[game.humans[0] as Color] })}
            </p>
          )}
          <PlayerIndicators
            colors={game.state.colors}
            players={game.players}
            // Once the game is over, the winner is the one highlighted, not the last to move.
            turn={over ? (won ?? game.currentPlayer) : game.currentPlayer}
            canSelectColor={game.canSelectColor}
            onSelectColor={game.selectColor}
            locale={pack}
            theme={theme}
          />
          {game.loadError && (
            <p className="flying-refused" role="alert">
              {game.loadError.source === "record" ? pack.ui.savedGameRefused : pack.ui.stateRefused}
            </p>
          )}
          {game.phase === "over" && <Standings state={game.state} locale={pack} />}
          {showLog && (
            <GameLog variant={game.state.variant} entries={game.log} locale={pack} theme={theme} />
          )}
        </aside>
      </Layout>
    </Root>
  );
}

/**
 * Keeps `--flying-top` on the game's root: how far down the page it starts (a header above
 * it, a toolbar), so its CSS sizes the board from the room left below that, not from the
 * whole viewport. Measured again whenever the page or the window changes size.
 */
function useRoomBelowHeader(root: { current: HTMLElement | null }) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.setProperty("--flying-top", `${Math.max(0, Math.round(top))}px`);
    };
    measure();
    window.addEventListener("resize", measure);
    const observer =
      typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener("resize", measure);
      observer?.disconnect();
    };
  }, [root]);
}
