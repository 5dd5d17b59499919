"use client";
import { type Color, type GameState, phase, winner } from "@flying/engine";
import { styled } from "styled-components";
import { ColorBadge } from "./board/Piece.js";
import { type LocaleInput, useLocalePack } from "./i18n/context.js";
import { format, robotName } from "./i18n/format.js";
import { type FlyingTheme, useFlyingTheme } from "./theme.js";
import type { Player } from "./useFlyingChess.js";

/**
 * The props of `<TurnIndicator>`.
 *
 * @example
 * ```tsx
 * import { createGame } from "@flying/engine";
 * import type { TurnIndicatorProps } from "@flying/react";
 *
 * const props: TurnIndicatorProps = { state: createGame(), players: { yellow: { robot: "easy" } } };
 * ```
 */
export interface TurnIndicatorProps {
  /** The game: whose turn it is, or who won. */
  state: GameState;
  /**
   * Who plays each colour, to name the robot playing ("Yellow (Easy robot) is playing").
   *
   * @default {} (every colour a person's)
   */
  players?: Partial<Record<Color, Player>>;
  /**
   * The language of the line: a loaded pack's code or a pack.
   *
   * @default the `<FlyingLocaleProvider>`'s, else English
   */
  locale?: LocaleInput;
  /**
   * The colour's mark and the text's look.
   *
   * @default a ThemeProvider's `flying` theme, else `defaultTheme`
   */
  theme?: FlyingTheme;
  className?: string;
}

const Line = styled.p<{ $theme: FlyingTheme }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-family: ${({ $theme }) => $theme.font};
  font-weight: 600;
  color: ${({ $theme }) => $theme.board.text};
`;

/**
 * Whose turn it is, or who won, with the colour's mark. A client component (its module is
 * "use client").
 *
 * @example
 * ```tsx
 * import { TurnIndicator, useFlyingChess } from "@flying/react";
 *
 * export function Turn() {
 *   const game = useFlyingChess({ variant: "chessboard" });
 *   return <TurnIndicator state={game.state} players={game.players} />; // "White to play"
 * }
 * ```
 */
export function TurnIndicator({ state, players = {}, ...props }: TurnIndicatorProps) {
  const pack = useLocalePack(props.locale, "TurnIndicator");
  const theme = useFlyingTheme(props.theme);
  const over = phase(state) === "over";
  const color = over ? (winner(state) ?? state.turn) : state.turn;
  const player = players[color] ?? "human";
  const text = over
    ? `${pack.ui.gameOver}: ${format(pack.ui.wins, { color: pack.colors[color] })}`
    : player === "human"
      ? format(pack.ui.turn, { color: pack.colors[color] })
      : format(pack.ui.robotTurn, { color: pack.colors[color], robot: robotName(pack, player) });
  const style = theme.players[color];
  return (
    <Line $theme={theme} className={props.className}>
      <ColorBadge style={style} line={theme.board.line} size="1.4em" />
      <span>{text}</span>
    </Line>
  );
}
