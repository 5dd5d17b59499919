import { type ButtonHTMLAttributes, type ReactNode, type Ref, useEffect, useState } from "react";
import { keyframes, styled } from "styled-components";
import { FlyingPropError } from "./errors.js";
import { type LocaleInput, useLocalePack } from "./i18n/context.js";
import { format } from "./i18n/format.js";
import { callAll } from "./propGetters.js";
import { buttonLook, type FlyingTheme, useFlyingTheme } from "./theme.js";

/** The die's own button attributes, passed through: the props below win where they overlap. */
type ButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "value" | "disabled" | "type" | "children" | "className"
>;

export interface DiceProps extends ButtonProps {
  /** The face to show, 1-6, or null before the first roll. */
  value: number | null;
  onRoll?: () => void;
  /** True when it is not a human's turn to roll. */
  disabled?: boolean;
  /** Changes with every action, so the die can play its roll animation. */
  eventKey?: number;
  /** false for no roll animation (reduced-motion users never get one). */
  animation?: boolean;
  locale?: LocaleInput;
  theme?: FlyingTheme;
  /** Draw the face your own way. */
  renderFace?: (value: number | null) => ReactNode;
  size?: number | string;
  className?: string;
  /** The die's button; your `onClick` runs before the roll, and `preventDefault()` keeps it out. */
  ref?: Ref<HTMLButtonElement>;
}

const PIPS: Record<number, readonly [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

const tumble = keyframes`
  0% { transform: rotate(0deg) scale(1); }
  40% { transform: rotate(200deg) scale(0.85); }
  100% { transform: rotate(360deg) scale(1); }
`;

const Button = styled.button<{ $theme: FlyingTheme; $size: string; $rolling: boolean }>`
  inline-size: ${({ $size }) => $size};
  block-size: ${({ $size }) => $size};
  ${buttonLook}
  padding: 0;
  border-radius: 18%;
  svg {
    display: block;
    width: 100%;
    height: 100%;
    animation: ${({ $rolling }) => ($rolling ? tumble : "none")} 420ms ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      animation: none;
    }
  }
`;

export function DieFace({ value, color }: { value: number | null; color: string }) {
  return (
    <svg viewBox="-3 -3 6 6" aria-hidden="true">
      {value === null ? (
        <text y={1} fontSize={3} textAnchor="middle" fill={color}>
          ?
        </text>
      ) : (
        (PIPS[value] ?? []).map(([x, y]) => (
          <circle key={`${x},${y}`} cx={x * 1.4} cy={y * 1.4} r={0.55} fill={color} />
        ))
      )}
    </svg>
  );
}

/** The die: shows the last roll in pips; a button (click, Enter or Space) rolls on a human's turn. */
export function Dice({
  value,
  onRoll,
  disabled = false,
  eventKey,
  animation = true,
  size = "4rem",
  locale,
  theme: ownTheme,
  renderFace,
  className,
  onClick,
  ...button
}: DiceProps) {
  if (value !== null && !(Number.isInteger(value) && value >= 1 && value <= 6)) {
    throw new FlyingPropError(
      "Dice",
      "value",
      `must be 1 to 6 or null, not ${JSON.stringify(value)}`,
    );
  }
  const pack = useLocalePack(locale, "Dice");
  const theme = useFlyingTheme(ownTheme);
  const [rolling, setRolling] = useState(false);
  useEffect(() => {
    if (!animation || eventKey === undefined || eventKey === 0) return;
    setRolling(true);
    const timer = setTimeout(() => setRolling(false), 420);
    return () => clearTimeout(timer);
  }, [eventKey, animation]);
  const shows = value === null ? "" : format(pack.ui.dieShows, { value });
  const label = disabled
    ? [shows, pack.ui.dieWaiting].filter(Boolean).join(". ")
    : [pack.ui.roll, shows].filter(Boolean).join(". ");
  return (
    <Button
      {...button}
      type="button"
      className={className}
      $theme={theme}
      $size={typeof size === "number" ? `${size}px` : size}
      $rolling={rolling}
      disabled={disabled}
      aria-label={label}
      onClick={callAll(onClick, () => onRoll?.())}
      data-value={value ?? ""}
    >
      {renderFace ? renderFace(value) : <DieFace value={value} color={theme.board.text} />}
    </Button>
  );
}
