"use client";
import type { Color } from "@flying/engine";
import { styled } from "styled-components";
import { ColorBadge } from "./board/Piece.js";
import { type LocaleInput, useLocalePack } from "./i18n/context.js";
import { format, seatName } from "./i18n/format.js";
import { buttonLook, type FlyingTheme, useFlyingTheme } from "./theme.js";
import type { Player } from "./useFlyingChess.js";

/**
 * The props of `<PlayerIndicators>`.
 *
 * @example
 * ```tsx
 * import type { PlayerIndicatorsProps } from "@flying/react";
 *
 * const props: PlayerIndicatorsProps = {
 *   colors: ["white", "black"],
 *   players: { white: "human", black: { robot: "medium" } },
 *   turn: "white",
 * };
 * ```
 */
export interface PlayerIndicatorsProps {
  /** The colours in play, in turn order (`state.colors`). */
  colors: readonly Color[];
  /** Who plays each colour; a colour left out is a person's. */
  players: Partial<Record<Color, Player>>;
  /** Whose turn it is. */
  turn: Color;
  /** Clicking a colour picks it as the human's, while that is allowed (before the first roll). */
  onSelectColor?: (color: Color) => void;
  /**
   * Whether the colours can be clicked now (`useFlyingChess().canSelectColor`).
   *
   * @default false
   */
  canSelectColor?: boolean;
  /**
   * The language of the names: a loaded pack's code or a pack.
   *
   * @default the `<FlyingLocaleProvider>`'s, else English
   */
  locale?: LocaleInput;
  /**
   * The colours' marks and the buttons' look.
   *
   * @default a ThemeProvider's `flying` theme, else `defaultTheme`
   */
  theme?: FlyingTheme;
  className?: string;
}

const List = styled.ul<{ $theme: FlyingTheme }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${({ $theme }) => $theme.font};
  button {
    ${buttonLook}
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    padding: 0.3rem 0.7rem 0.3rem 0.35rem;
    border-radius: 999px;
  }
  button[aria-current="true"] {
    box-shadow: 0 0 0 3px ${({ $theme }) => $theme.board.highlight};
  }
  /* Locked after the first roll, yet still showing who plays what: not greyed out. */
  button:disabled {
    cursor: default;
    opacity: 1;
  }
  small {
    opacity: 0.8;
  }
`;

/**
 * One indicator per colour in play: its mark, name, who plays it (which robot), and whose turn it is.
 * Each is a button (pressed for a person's colour) that picks the colour while
 * `canSelectColor`. A client component (its module is "use client").
 *
 * @example
 * ```tsx
 * import { PlayerIndicators, useFlyingChess } from "@flying/react";
 *
 * export function Seats() {
 *   const game = useFlyingChess();
 *   return (
 *     <PlayerIndicators colors={game.state.colors} players={game.players} turn={game.currentPlayer}
 *       canSelectColor={game.canSelectColor} onSelectColor={game.selectColor} />
 *   );
 * }
 * ```
 */
export function PlayerIndicators({
  colors,
  players,
  turn,
  onSelectColor,
  canSelectColor = false,
  ...props
}: PlayerIndicatorsProps) {
  const pack = useLocalePack(props.locale, "PlayerIndicators");
  const theme = useFlyingTheme(props.theme);
  return (
    <List $theme={theme} className={props.className} aria-label={pack.ui.pickColor}>
      {colors.map((color) => {
        const style = theme.players[color];
        const player = players[color] ?? "human";
        const human = player === "human";
        return (
          <li key={color}>
            <button
              type="button"
              aria-pressed={human}
              aria-current={color === turn ? "true" : undefined}
              title={format(pack.ui.playAs, { color: pack.colors[color] })}
              disabled={!canSelectColor}
              onClick={() => onSelectColor?.(color)}
            >
              <ColorBadge style={style} line={theme.board.line} size="1.6em" />
              <span>{pack.colors[color]}</span> <small>{seatName(pack, player)}</small>
            </button>
          </li>
        );
      })}
    </List>
  );
}
