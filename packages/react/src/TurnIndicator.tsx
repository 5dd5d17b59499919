"use client";
import { type Color, type GameState, phase, winner } from "@flying/engine";
import { styled } from "styled-components";
import { ColorBadge } from "./board/Piece.js";
import { type LocaleInput, useLocalePack } from "./i18n/context.js";
import { format, robotName } from "./i18n/format.js";
import { type FlyingTheme, useFlyingTheme } from "./theme.js";
import type { Player } from "./useFlyingChess.js";

export interface TurnIndicatorProps {
  state: GameState;
  players?: Partial<Record<Color, Player>>;
  locale?: LocaleInput;
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

/** Whose turn it is, or who won, with the colour's mark. */
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
