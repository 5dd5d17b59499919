import { type Color, type GameRecord, getBoard, replay } from "@flying/engine";
import {
  FlyingChessBoard,
  type FlyingTheme,
  format,
  GameLog,
  type LocaleCode,
  narrateAll,
  useFlyingTheme,
} from "@flying/react";
import { locales } from "@flying/react/locales/all";
import { type ReactNode, useCallback, useEffect, useId, useMemo, useState } from "react";
import { styled } from "styled-components";
import { recordUpTo, replayFrame } from "./records.js";
import { replayStrings } from "./replayStrings.js";

export interface ReplayProps {
  /** A record `parseRecordFile` or `recordFromHash` accepted (a malformed one throws). */
  record: GameRecord;
  locale: LocaleCode;
  /** "Continue from here": the game cut after the step shown, to play on from there. */
  onContinue: (record: GameRecord) => void;
  /** Shows a Close button when given. */
  onClose?: () => void;
  theme?: FlyingTheme;
  /** The step shown first: 0 (the start) by default; the record's length for its end. */
  initialStep?: number;
  /** The colour at the bottom of the board, as in the game (its person's). */
  orientation?: Color;
}

/** How long play waits on each step (after a move's animation, if any). */
export const PLAY_STEP_MS = 600;

/** Where the replay stands, and how it got there: one step forward is animated, a jump is not. */
interface Position {
  at: number;
  by: "step" | "jump";
  /** Changes with every move along the timeline: the board's eventKey. */
  key: number;
}

const Root = styled.section<{ $theme: FlyingTheme; $ratio: number }>`
  container-type: inline-size;
  box-sizing: border-box;
  font-family: ${({ $theme }) => $theme.font};
  color: ${({ $theme }) => $theme.board.text};
  .replay-head {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    margin-block-end: 0.5rem;
  }
  h2 {
    flex: 1;
    margin: 0;
    font-size: 1.15rem;
  }
  .replay-layout {
    display: grid;
    gap: 0.75rem;
    grid-template-columns: minmax(0, 1fr);
  }
  .replay-board {
    justify-self: center;
    inline-size: min(100%, calc(75dvh * ${({ $ratio }) => $ratio}));
  }
  .replay-panel {
    display: grid;
    align-content: start;
    gap: 0.6rem;
    min-inline-size: 0;
  }
  @container (min-width: 48rem) {
    .replay-layout {
      grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
      align-items: start;
    }
  }
  .replay-status {
    margin: 0;
    min-block-size: 2.6em;
  }
  .replay-status strong {
    font-variant-numeric: tabular-nums;
  }
  label {
    display: grid;
    gap: 0.2rem;
    font-size: 0.9rem;
  }
  input[type="range"] {
    inline-size: 100%;
    min-block-size: 2.75rem;
    margin: 0;
    accent-color: ${({ $theme }) => $theme.board.highlight};
  }
  .replay-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.35rem;
    min-block-size: 2.75rem;
    min-inline-size: 2.75rem;
    padding: 0 0.6rem;
    box-sizing: border-box;
    border: 2px solid ${({ $theme }) => $theme.board.line};
    border-radius: 0.5rem;
    background: ${({ $theme }) => $theme.board.surface};
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  button:focus-visible,
  input:focus-visible {
    outline: 3px solid ${({ $theme }) => $theme.board.focus};
    outline-offset: 2px;
  }
  .replay-continue {
    display: grid;
    gap: 0.2rem;
    justify-items: start;
  }
  .replay-continue button {
    font-weight: 600;
  }
  .replay-continue small {
    font-size: 0.85rem;
  }
  .replay-icon {
    inline-size: 1.2rem;
    block-size: 1.2rem;
    flex: none;
    fill: currentColor;
  }
`;

/** The shapes of the buttons, drawn (not emoji), beside their words. */
const ICONS = {
  toStart: "M4 5h2.5v14H4zM13 5v14L6.5 12zM20 5v14l-6.5-7z",
  back: "M15 5v14L5 12zM16.5 5H19v14h-2.5z",
  play: "M7 5v14l12-7z",
  pause: "M6 5h4.5v14H6zM13.5 5H18v14h-4.5z",
  forward: "M5 5h2.5v14H5zM9 5v14l10-7z",
  toEnd: "M4 5v14l6.5-7zM10.5 5v14l6.5-7zM17.5 5H20v14h-2.5z",
} as const;

function Icon({ shape }: { shape: keyof typeof ICONS }) {
  return (
    <svg className="replay-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[shape]} />
    </svg>
  );
}

function ControlButton(props: {
  icon: keyof typeof ICONS;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}): ReactNode {
  return (
    <button type="button" onClick={props.onClick} disabled={props.disabled}>
      <Icon shape={props.icon} />
      <span>{props.label}</span>
    </button>
  );
}

/**
 * A finished (or unfinished) game stepped through action by action: the board as it stood,
 * a timeline, the buttons to move along it, and the log up to the step shown.
 */
export function Replay(props: ReplayProps) {
  const { record, locale, onContinue, onClose } = props;
  const theme = useFlyingTheme(props.theme);
  const pack = locales[locale];
  const words = replayStrings[locale];
  const board = getBoard(record.variant);
  const game = useMemo(() => replay(record), [record]);
  const count = game.steps.length;
  const [position, setPosition] = useState<Position>(() => ({
    at: clamp(props.initialStep ?? 0, count),
    by: "jump",
    key: 0,
  }));
  const [playing, setPlaying] = useState(false);
  const [animating, setAnimating] = useState(false);
  const at = clamp(position.at, count);
  const frame = replayFrame(game, at);
  const timelineId = useId();

  const go = useCallback(
    (to: number, by: Position["by"]) =>
      setPosition((current) => ({ at: clamp(to, count), by, key: current.key + 1 })),
    [count],
  );
  /** A move along the timeline by hand: it stops the play. */
  const jump = (to: number) => {
    setPlaying(false);
    go(to, to === at + 1 ? "step" : "jump");
  };

  // Another record: back to its start (or the step asked for), not playing. Set while
  // rendering, as React advises for state that follows a prop, so no frame of the old game's
  // step is drawn on the new one.
  const [shown, setShown] = useState(game);
  if (shown !== game) {
    setShown(game);
    setPlaying(false);
    setPosition({ at: clamp(props.initialStep ?? 0, count), by: "jump", key: position.key + 1 });
  }

  // Play: a step every PLAY_STEP_MS, waiting for a move's animation to end; it stops at the end.
  useEffect(() => {
    if (!playing || animating) return;
    if (at >= count) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => go(at + 1, "step"), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, animating, at, count, go]);

  const stepText = format(words.step, { step: at, count });
  const narration = at === 0 ? words.atStart : narrateAll(pack, board, frame.events);
  const stepped = position.by === "step";

  return (
    <Root
      $theme={theme}
      $ratio={(board.width + 0.5) / (board.height + 0.5)}
      lang={pack.code}
      aria-labelledby={`${timelineId}-title`}
    >
      <div className="replay-head">
        <h2 id={`${timelineId}-title`}>
          {format(words.title, { variant: pack.variants[record.variant] })}
        </h2>
        {onClose && (
          <button type="button" onClick={onClose}>
            {words.close}
          </button>
        )}
      </div>
      <div className="replay-layout">
        <div className="replay-board">
          {/* A plain display: no movable pieces, no keys; the status below says each step. */}
          <FlyingChessBoard
            state={frame.state}
            events={stepped ? frame.events : frame.lastMoveEvents}
            eventKey={position.key}
            animation={stepped}
            announce={false}
            {...(props.orientation && { orientation: props.orientation })}
            locale={pack}
            theme={theme}
            onAnimationStart={() => setAnimating(true)}
            onAnimationEnd={() => setAnimating(false)}
          />
        </div>
        <div className="replay-panel">
          <p className="replay-status" role="status">
            <strong>{stepText}</strong>
            {pack.sentenceSeparator}
            {narration}
          </p>
          <label>
            {words.timeline}
            <input
              type="range"
              min={0}
              max={count}
              step={1}
              value={at}
              aria-valuetext={stepText}
              onChange={(event) => jump(Number(event.target.value))}
            />
          </label>
          <fieldset className="replay-buttons" style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={VISUALLY_HIDDEN}>{words.controls}</legend>
            <ControlButton
              icon="toStart"
              label={words.toStart}
              onClick={() => jump(0)}
              disabled={at === 0}
            />
            <ControlButton
              icon="back"
              label={words.back}
              onClick={() => jump(at - 1)}
              disabled={at === 0}
            />
            <ControlButton
              icon={playing ? "pause" : "play"}
              label={playing ? words.pause : words.play}
              disabled={count === 0}
              onClick={() => {
                if (playing) return setPlaying(false);
                // Play at the end starts over from the beginning.
                if (at >= count) go(0, "jump");
                setPlaying(true);
              }}
            />
            <ControlButton
              icon="forward"
              label={words.forward}
              onClick={() => jump(at + 1)}
              disabled={at >= count}
            />
            <ControlButton
              icon="toEnd"
              label={words.toEnd}
              onClick={() => jump(count)}
              disabled={at >= count}
            />
          </fieldset>
          <div className="replay-continue">
            <button
              type="button"
              disabled={frame.state.over}
              aria-describedby={`${timelineId}-continue`}
              onClick={() => {
                setPlaying(false);
                onContinue(recordUpTo(record, at));
              }}
            >
              {words.continue}
            </button>
            <small id={`${timelineId}-continue`}>
              {frame.state.over ? words.continueOver : words.continueHelp}
            </small>
          </div>
          <GameLog variant={record.variant} entries={frame.log} locale={pack} theme={theme} />
        </div>
      </div>
    </Root>
  );
}

const VISUALLY_HIDDEN = {
  position: "absolute",
  inlineSize: "1px",
  blockSize: "1px",
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
} as const;

function clamp(step: number, count: number): number {
  return Math.max(0, Math.min(count, Math.trunc(step) || 0));
}
