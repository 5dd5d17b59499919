import type { Color } from "@flying/engine";
import type { CSSProperties } from "react";
import { styled } from "styled-components";
import { FlyingChessBoard } from "./board/FlyingChessBoard.js";
import { Dice } from "./Dice.js";
import { GameLog } from "./GameLog.js";
import { format, hintMessage } from "./i18n/format.js";
import { PlayerIndicators } from "./PlayerIndicators.js";
import { Standings } from "./Standings.js";
import { TurnIndicator } from "./TurnIndicator.js";
import { buttonLook, type FlyingTheme, useFlyingTheme } from "./theme.js";
import { type UseFlyingChessOptions, useFlyingChess } from "./useFlyingChess.js";

export interface FlyingChessGameProps extends UseFlyingChessOptions {
  /** Turn the board so this colour sits at the bottom; by default the human's colour. */
  orientation?: Color;
  animation?: boolean | { stepMs?: number };
  theme?: FlyingTheme;
  /** The seeds' keyboard controls (default on). */
  keyboardShortcuts?: boolean;
  /**
   * A "Hint" button (default off): on a person's move it rings the engine's best move on the
   * board and says it, with its win chance, in a status line.
   */
  hints?: boolean;
  /** Show the game log (default on). */
  showLog?: boolean;
  className?: string;
  style?: CSSProperties;
}

const Layout = styled.div<{ $theme: FlyingTheme }>`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(12rem, 1fr);
  gap: 1rem;
  align-items: start;
  font-family: ${({ $theme }) => $theme.font};
  color: ${({ $theme }) => $theme.board.text};
  @media (max-width: 40rem) {
    grid-template-columns: 1fr;
  }
  /* The whole board in view on a wide screen. */
  & > :first-child {
    max-inline-size: 88vh;
    justify-self: center;
  }
  aside {
    display: grid;
    gap: 0.75rem;
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

/** A whole game in one element: board, die, players, turn, log, undo and redo, and hints if asked. */
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
  return (
    <Layout $theme={theme} className={className} style={style} lang={pack.code} data-flying-game="">
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
      <aside aria-label={pack.ui.controls}>
        {game.humans.length === 1 && (
          <p className="flying-you">
            {format(pack.ui.youPlay, { color: pack.colors[game.humans[0] as Color] })}
          </p>
        )}
        <PlayerIndicators
          colors={game.state.colors}
          players={game.players}
          turn={game.currentPlayer}
          canSelectColor={game.canSelectColor}
          onSelectColor={game.selectColor}
          locale={pack}
          theme={theme}
        />
        <TurnIndicator state={game.state} players={game.players} locale={pack} theme={theme} />
        <Dice {...game.getDiceProps({ theme, ...(animation === false && { animation: false }) })} />
        <div className="flying-controls">
          <button type="button" onClick={game.undo} disabled={!game.canUndo}>
            {pack.ui.undo}
          </button>
          <button type="button" onClick={game.redo} disabled={!game.canRedo}>
            {pack.ui.redo}
          </button>
          <button type="button" onClick={game.reset}>
            {pack.ui.newGame}
          </button>
          {hints && (
            <button type="button" onClick={game.showHint} disabled={!game.canShowHint}>
              {pack.ui.hint}
            </button>
          )}
        </div>
        {hints && (
          // In place before the first hint, so screen readers announce the hint when it comes.
          <p className="flying-hint-line" role="status">
            {shown && hintMessage(pack, game.board, shown.move, shown.winChance)}
          </p>
        )}
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
  );
}
