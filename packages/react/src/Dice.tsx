"use client";
import type { DieValue } from "@flying/engine";
import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { keyframes, styled } from "styled-components";
import { FlyingPropError } from "./errors.js";
import { type LocaleInput, useLocalePart } from "./i18n/context.js";
import { type DiceStrings, enDice } from "./i18n/en-dice.js";
import { format, sentences } from "./i18n/format.js";
import { callAll } from "./propGetters.js";
import { buttonLook, type FlyingTheme, useFlyingTheme } from "./theme.js";

/** The die's own button attributes, passed through: the props below win where they overlap. */
type ButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "value" | "disabled" | "type" | "children" | "className"
>;

/**
 * The props of `<Dice>`; `useFlyingChess().getDiceProps()` gives them all. Any other button
 * attribute (`id`, `style`, `aria-describedby`…) is passed to the die's button.
 *
 * @example
 * ```tsx
 * import type { DiceProps } from "@flying/react";
 *
 * const props: DiceProps = { value: 6, status: "move", size: 48, animation: false };
 * ```
 */
export interface DiceProps extends ButtonProps {
  /** The face to show, 1-6, or null before the first roll; anything else is a `FlyingPropError`. */
  value: DieValue | null;
  /** A click, Enter or Space on the die, when it is not disabled. */
  onRoll?: () => void;
  /**
   * True when it is not a human's turn to roll.
   *
   * @default false
   */
  disabled?: boolean;
  /**
   * What the game waits for, for the die's label: a person's roll, a person's move (the die
   * then says "Move a piece"), someone else's turn (`waitingFor` says whose), or nothing, the
   * game being over. Without it the label goes by `disabled` alone.
   *
   * @default "waiting" when `disabled`, else "roll"
   */
  status?: DieStatus;
  /**
   * Whose turn it is, as the label says it when `status` is "waiting": "Yellow to play".
   *
   * @default the pack's `ui.dieWaiting`: "Not your turn to roll"
   */
  waitingFor?: string;
  /** Changes with every action, so the die can play its roll animation (none while 0 or unset). */
  eventKey?: number;
  /**
   * false for no roll animation (reduced-motion users never get one).
   *
   * @default true
   */
  animation?: boolean;
  /**
   * The language of the die's label: a loaded pack's code or a pack.
   *
   * @default the `<FlyingLocaleProvider>`'s, else English
   */
  locale?: LocaleInput;
  /**
   * The colours of the cube and its pips.
   *
   * @default a ThemeProvider's `flying` theme, else `defaultTheme`
   */
  theme?: FlyingTheme;
  /** Draw the face your own way (drawn flat, in place of the cube); `DieFace` draws one face. */
  renderFace?: (value: number | null) => ReactNode;
  /**
   * The die's width and height: px for a number, any CSS length for a string; never less
   * than 2.75rem (44 px), to tap.
   *
   * @default "4rem"
   */
  size?: number | string;
  className?: string;
  /** The die's button; your `onClick` runs before the roll, and `preventDefault()` keeps it out. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * What the game waits for, as the die's label says it: a person's roll ("Roll the die"), a
 * person's move ("Move a piece"), someone else's turn ("Yellow to play"), or nothing (the
 * game is over).
 *
 * @example
 * ```tsx
 * import { Dice, type DieStatus } from "@flying/react";
 *
 * const status: DieStatus = "waiting";
 * export const Waiting = () => <Dice value={3} disabled status={status} waitingFor="Blue to play" />;
 * ```
 */
export type DieStatus = "roll" | "move" | "waiting" | "over";

/** Each face's pips as cells of a 3x3 grid, read row by row from the top left (4 is the middle). */
const PIPS = ["4", "08", "048", "0268", "02468", "023568"];

/**
 * The cube shows face `value` at the front, tilted so its top and one side show (depth).
 * Opposite faces add up to 7, as on a real die. Face `n` is set on the cube by the inverse of
 * SHOW[n - 1], the turn that brings it to the front. Every transform has the same list of
 * functions, so a roll interpolates each angle and turns the cube over several times instead
 * of taking the shortest way to its face.
 */
const TILT = "rotateX(-16deg) rotateY(20deg)";
const SHOW: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, -90],
  [-90, 0],
  [90, 0],
  [0, 90],
  [0, 180],
];
const show = (value: number | null, turns = 0) => {
  const [x, y] = SHOW[(value ?? 1) - 1] ?? [0, 0];
  return `${TILT} rotateX(${x + turns * 360}deg) rotateY(${y + turns * 270}deg)`;
};

const tumble = keyframes`
  from { transform: var(--flying-tumble); }
  to { transform: var(--flying-show); }
`;

const hop = keyframes`
  0%, 100% { transform: translateY(0); }
  35% { transform: translateY(-18%); }
  70% { transform: translateY(3%); }
`;

/** The call to roll: a ring that breathes around the die while it is the person's to throw. */
const invite = keyframes`
  from { box-shadow: 0 0 0 0.15em var(--flying-invite); }
  to { box-shadow: 0 0 0 0.35em var(--flying-invite); }
`;

const ROLL_MS = 650;

// At least 44 px to tap, whatever size is asked for. Waiting for someone else the die is
// dimmed; waiting for a person's move it is not: it shows the roll to play, and its label
// says to move a piece. A face's background is the theme's surface lit from the upper left,
// with a rim, so it reads as a solid; a face of your own (renderFace) is drawn flat, as given.
// (Comments out here: inside the template they would ship in the bundle.)
const Button = styled.button<{
  $theme: FlyingTheme;
  $rolling: boolean;
  $awaitsMove: boolean;
}>`
  ${buttonLook}
  inline-size: var(--flying-size);
  block-size: var(--flying-size);
  --flying-die: calc(var(--flying-size) * 0.76);
  padding: 0;
  border-radius: 22%;
  --flying-invite: ${({ $theme }) => $theme.board.highlight};
  &[data-cube] {
    border: none;
    background: transparent;
    perspective: 12em;
  }
  &[data-cube]:not(:disabled) {
    animation: ${invite} 0.9s ease-in-out infinite alternate;
  }
  &[data-cube]:not(:disabled):hover .flying-cube-hop {
    transform: translateY(-6%);
  }
  &:disabled {
    opacity: ${({ $awaitsMove }) => ($awaitsMove ? 1 : 0.55)};
    cursor: default;
  }
  .flying-cube-hop {
    position: relative;
    inline-size: 100%;
    block-size: 100%;
    transition: transform 120ms ease-out;
    animation: ${({ $rolling }) => ($rolling ? hop : "none")} ${ROLL_MS}ms ease-out;
  }
  .flying-cube {
    position: absolute;
    inset: 12%;
    transform-style: preserve-3d;
    transform: var(--flying-show);
    animation: ${({ $rolling }) => ($rolling ? tumble : "none")} ${ROLL_MS}ms cubic-bezier(0.2, 0.7, 0.3, 1);
  }
  .flying-cube-face {
    position: absolute;
    inset: 0;
    border-radius: 20%;
    background:
      radial-gradient(circle at 30% 25%, rgb(255 255 255 / 35%), transparent 65%),
      ${({ $theme }) => $theme.board.surface};
    box-shadow:
      inset 0 0 0 0.07em ${({ $theme }) => $theme.board.line},
      inset -0.12em -0.14em 0.3em rgb(0 0 0 / 22%);
    backface-visibility: hidden;
  }
  .flying-cube-shadow {
    position: absolute;
    inset: auto 14% 0;
    block-size: 14%;
    border-radius: 50%;
    background: rgb(0 0 0 / 30%);
    filter: blur(0.12em);
  }
  .flying-cube-face svg,
  & > svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-cube]:not(:disabled),
    .flying-cube-hop,
    .flying-cube {
      animation: none;
    }
    &[data-cube]:not(:disabled) {
      box-shadow: 0 0 0 0.25em var(--flying-invite);
    }
  }
`;

/**
 * The die as a cube of six faces with pips in the theme's colours, turned to show `value` at
 * the front (marked `data-front`).
 */
function Cube({ value, theme }: { value: number | null; theme: FlyingTheme }) {
  return (
    <div className="flying-cube-hop" aria-hidden="true">
      <span className="flying-cube-shadow" />
      <div className="flying-cube">
        {SHOW.map(([x, y], index) => (
          <div
            key={`${x} ${y}`}
            className="flying-cube-face"
            data-front={index + 1 === (value ?? 1) ? "" : undefined}
            style={{
              transform: `rotateY(${-y}deg) rotateX(${-x}deg) translateZ(calc(var(--flying-die) / 2))`,
            }}
          >
            <DieFace
              value={value === null && index === 0 ? null : index + 1}
              color={theme.board.text}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * One face: its pips in `color`, "?" for none. An SVG filling its box, hidden from screen
 * readers (the die's button has the label). Its module is "use client", with `<Dice>`.
 *
 * @example
 * ```tsx
 * import { Dice, DieFace } from "@flying/react";
 *
 * // A flat die: one face, no cube.
 * export const FlatDie = ({ value }: { value: 1 | 2 | 3 | 4 | 5 | 6 | null }) => (
 *   <Dice value={value} renderFace={(face) => <DieFace value={face} color="#1A1A1A" />} />
 * );
 * ```
 */
export function DieFace({ value, color }: { value: number | null; color: string }) {
  return (
    <svg viewBox="-3 -3 6 6" aria-hidden="true">
      {value === null ? (
        <text y={1} fontSize={3} textAnchor="middle" fill={color}>
          ?
        </text>
      ) : (
        [...(PIPS[value - 1] ?? "")].map((cell) => (
          <circle
            key={cell}
            cx={((+cell % 3) - 1) * 1.4}
            cy={(Math.floor(+cell / 3) - 1) * 1.4}
            r={value === 1 ? 0.8 : 0.55}
            fill={color}
          />
        ))
      )}
    </svg>
  );
}

/**
 * The die: shows the last roll in pips; a button (click, Enter or Space) rolls on a human's
 * turn. Its label says what is true now: the face, and whether to roll, to move a piece or to
 * wait. A client component (its module is "use client").
 *
 * @example
 * ```tsx
 * import { Dice, useFlyingChess } from "@flying/react";
 *
 * export function Die() {
 *   const game = useFlyingChess({ variant: "aeroplane" });
 *   return <Dice {...game.getDiceProps({ size: 56 })} />;
 * }
 * ```
 */
export function Dice({
  value,
  onRoll,
  disabled = false,
  status,
  waitingFor,
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
  const pack: DiceStrings = useLocalePart(locale, "Dice", enDice);
  const theme = useFlyingTheme(ownTheme);
  // Each new batch of events draws a new cube, whose tumble plays once as it appears: no
  // state set after a render (robots playing at once would chain a render per roll).
  const rolling = animation && eventKey !== undefined && eventKey !== 0;
  const sizeCss = typeof size === "number" ? `${size}px` : size;
  const shows = value === null ? "" : format(pack.ui.dieShows, { value });
  const label = dieLabel(pack, status ?? (disabled ? "waiting" : "roll"), shows, waitingFor);
  return (
    <Button
      {...button}
      type="button"
      className={className}
      $theme={theme}
      $rolling={rolling}
      $awaitsMove={status === "move"}
      data-cube={renderFace ? undefined : ""}
      style={{
        ...button.style,
        // Set on the element, not in the CSS: every size shares one class.
        ["--flying-size" as string]: `max(2.75rem, ${sizeCss})`,
        ["--flying-show" as string]: show(value),
        ["--flying-tumble" as string]: show(value, -2),
      }}
      disabled={disabled}
      aria-label={label}
      onClick={callAll(onClick, () => onRoll?.())}
      data-value={value ?? ""}
    >
      {renderFace ? renderFace(value) : <Cube key={eventKey ?? 0} value={value} theme={theme} />}
    </Button>
  );
}

/** The die's label: true in every phase, never "not your turn" on your move or after the end. */
function dieLabel(
  pack: DiceStrings,
  status: DieStatus,
  shows: string,
  waitingFor: string | undefined,
): string {
  const { ui } = pack;
  const says = {
    roll: [ui.roll, shows],
    move: [shows, ui.dieMove],
    waiting: [shows, waitingFor ?? ui.dieWaiting],
    over: [shows, ui.gameOver],
  };
  // A status that is none of these (from JavaScript) says the face alone, not a crash.
  return sentences(pack, says[status] ?? [shows]);
}
