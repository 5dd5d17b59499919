import {
  type Color,
  getBoard,
  type RobotId,
  robots,
  VARIANTS,
  type VariantId,
} from "@flying/engine";
import {
  FlyingChessGame,
  FlyingLocaleProvider,
  type LocaleCode,
  type Player,
  themes,
} from "@flying/react";
// The demo speaks all five languages: it loads every pack.
import { locales } from "@flying/react/locales/all";
import { useEffect, useId, useRef, useState } from "react";
import { createGlobalStyle, ThemeProvider } from "styled-components";
import { demoStrings, keysHelp } from "./strings.js";

type ThemeName = keyof typeof themes;
type Opponents = "robots" | "hot-seat";
const PACES = { slow: 1200, normal: 700, fast: 250 } as const;
// Every robot the engine has, in its own order (the seeds' classic first, expert last).
const LEVELS = Object.keys(robots) as RobotId[];
type Pace = keyof typeof PACES;

/**
 * The page is one screen on every device: a slim bar (title, sound, a Settings button) above
 * the game, which sizes its board from the room left below the bar. The menus open over
 * the game from the Settings button (on a wide screen they sit in a column beside it); on a phone held sideways the bar stands as a narrow column at the left, so the
 * board gets the whole height.
 */
const Page = createGlobalStyle<{
  $background: string;
  $surface: string;
  $line: string;
  $text: string;
  $focus: string;
  $font: string;
  $scheme: "light" | "dark";
}>`
  html {
    color-scheme: ${({ $scheme }) => $scheme};
  }
  body {
    margin: 0;
    background: ${({ $background }) => $background};
    color: ${({ $text }) => $text};
    font-family: ${({ $font }) => $font};
  }
  .demo {
    position: relative;
    box-sizing: border-box;
    /* As wide as the menus' column, a board the height of the screen and the game's panel. */
    max-inline-size: calc(100dvh + 40rem);
    margin: 0 auto;
    padding: 0.5rem;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "bar" "main";
    gap: 0.5rem;
  }
  .demo-bar {
    grid-area: bar;
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-inline-size: 0;
  }
  .demo-title {
    flex: 1;
    min-inline-size: 0;
    display: flex;
    align-items: baseline;
    gap: 1rem;
  }
  .demo h1 {
    margin: 0;
    font-size: 1.3rem;
    white-space: nowrap;
  }
  .demo-tagline {
    margin: 0;
    min-inline-size: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .demo-bar button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    min-block-size: 2.75rem;
    min-inline-size: 2.75rem;
    padding: 0 0.75rem;
    box-sizing: border-box;
    border: 2px solid ${({ $line }) => $line};
    border-radius: 0.5rem;
    background: ${({ $surface }) => $surface};
    color: inherit;
    font: inherit;
    white-space: nowrap;
    cursor: pointer;
  }
  .demo-icon {
    inline-size: 1.4rem;
    block-size: 1.4rem;
    flex: none;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .demo-settings-toggle .demo-chevron {
    font-size: 0.8em;
    transition: transform 150ms;
  }
  .demo-settings-toggle[aria-expanded="true"] .demo-chevron {
    transform: rotate(180deg);
  }
  .demo button:focus-visible,
  .demo select:focus-visible {
    outline: 3px solid ${({ $focus }) => $focus};
    outline-offset: 2px;
  }
  /* The menus: a panel over the game, shown from the Settings button. */
  .demo-settings {
    grid-area: settings;
    display: none;
    position: absolute;
    z-index: 10;
    inset-block-start: 3.75rem;
    inset-inline-end: 0.5rem;
    inline-size: min(22rem, calc(100vw - 1rem));
    max-block-size: calc(100dvh - 4.5rem);
    overflow-y: auto;
    box-sizing: border-box;
    padding: 0.75rem 1rem;
    background: ${({ $surface }) => $surface};
    border: 2px solid ${({ $line }) => $line};
    border-radius: 0.75rem;
    box-shadow: 0 0.75rem 2rem rgb(0 0 0 / 0.35);
  }
  .demo-settings[data-open] {
    display: block;
  }
  .demo form {
    display: grid;
    gap: 0.6rem;
  }
  .demo label {
    display: grid;
    gap: 0.2rem;
    font-size: 0.9rem;
  }
  .demo .choice {
    display: grid;
    align-content: start;
    gap: 0.2rem;
  }
  .demo .choice small {
    font-size: 0.8rem;
  }
  .demo select {
    font: inherit;
    min-block-size: 2.5rem;
    padding: 0.25rem;
    inline-size: 100%;
  }
  .demo-keys {
    margin: 0.9rem 0 0;
    font-size: 0.85rem;
  }
  .demo main {
    grid-area: main;
    min-inline-size: 0;
  }
  /* A phone upright: no room for the tagline, nor for the sound button's word beside its icon. */
  @media (max-width: 40rem) {
    .demo-tagline {
      display: none;
    }
    .demo-sound {
      padding: 0;
    }
    .demo-sound .demo-word {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  /* A phone held sideways: the bar as a narrow column at the left, the board the full height. */
  @media (orientation: landscape) and (max-height: 32rem) {
    .demo {
      grid-template-columns: 6rem minmax(0, 1fr);
      grid-template-areas: "bar main";
      align-items: start;
    }
    .demo-bar {
      flex-direction: column;
      align-items: stretch;
    }
    .demo-title {
      flex-direction: column;
      align-items: center;
    }
    .demo h1 {
      font-size: 1rem;
      text-align: center;
    }
    .demo h1 .demo-dot {
      display: none;
    }
    .demo h1 .demo-zh {
      display: block;
    }
    .demo-tagline {
      display: none;
    }
    .demo-bar button {
      flex-direction: column;
      gap: 0.1rem;
      padding: 0.3rem 0.2rem;
      font-size: 0.75rem;
      white-space: normal;
    }
    .demo-settings-toggle .demo-chevron {
      display: none;
    }
    /* Beside the bar, in two columns of menus, so it all fits in the screen's low height. */
    .demo-settings {
      inset-block-start: 0.5rem;
      inset-inline-start: 7rem;
      inset-inline-end: auto;
      inline-size: min(36rem, calc(100vw - 7.5rem));
      max-block-size: calc(100dvh - 1rem);
    }
    .demo-settings form {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: 1rem;
    }
  }
  /* A wide screen: the menus always shown, in a column beside the game. (On a narrower or
     squarer one the column would squeeze the game's own panel beside its board.) */
  @media (min-width: 88rem) and (min-height: 40rem) and (min-aspect-ratio: 8/5) {
    .demo {
      grid-template-columns: 15rem minmax(0, 1fr);
      grid-template-areas: "bar bar" "settings main";
      column-gap: 1.25rem;
      padding: 0.5rem 1rem;
    }
    .demo-bar .demo-settings-toggle {
      display: none;
    }
    .demo-settings {
      display: block;
      position: static;
      inline-size: auto;
      max-block-size: calc(100dvh - 5rem);
      align-self: start;
      box-shadow: none;
    }
  }
`;

/** A locale the browser prefers, among the five the game speaks. */
function preferredLocale(): LocaleCode {
  const languages = typeof navigator === "undefined" ? [] : navigator.languages;
  for (const tag of languages) {
    const code = tag.slice(0, 2).toLowerCase();
    if (code in locales) return code as LocaleCode;
  }
  return "en";
}

function preferredTheme(): ThemeName {
  const dark =
    typeof window !== "undefined" && window.matchMedia?.("(prefers-color-scheme: dark)").matches;
  return dark ? "dark" : "default";
}

function everyoneHuman(variant: VariantId): Partial<Record<Color, Player>> {
  return Object.fromEntries(getBoard(variant).colors.map((color) => [color, "human"]));
}

/** The seeds' seating (the first colour a person's, the others robots'), robots of one level. */
function againstRobots(variant: VariantId, level: RobotId): Partial<Record<Color, Player>> {
  return Object.fromEntries(
    getBoard(variant).colors.map((color, i) => [color, i === 0 ? "human" : { robot: level }]),
  );
}

/** `?seed=4` in the address replays the same dice: for a bug report, or a test. */
function seedFromAddress(): number | undefined {
  if (typeof location === "undefined") return undefined;
  const seed = Number(new URLSearchParams(location.search).get("seed") ?? Number.NaN);
  return Number.isSafeInteger(seed) ? seed : undefined;
}

const SOUND_KEY = "flying-demo-sound";

/** The sound's on/off choice the player made last time: on unless they turned it off. */
function rememberedSound(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== "off";
  } catch {
    // Storage refused (a private window, a sandboxed frame): the default it is.
    return true;
  }
}

function rememberSound(on: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, on ? "on" : "off");
  } catch {
    // Not remembered this time; the switch still works for this visit.
  }
}

/** A labelled menu of one setting. */
function Choice<T extends string>(props: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** A line under the menu on the option chosen, given to the menu as its description. */
  description?: string;
  /** Each option: its value, its text, and the language of that text when it differs. */
  options: readonly (readonly [T, string, string?])[];
}) {
  const id = useId();
  // The description sits beside the label, not in it: in it, it would join the menu's name.
  return (
    <div className="choice">
      <label>
        {props.label}
        <select
          value={props.value}
          disabled={props.disabled}
          aria-describedby={props.description === undefined ? undefined : id}
          onChange={(event) => props.onChange(event.target.value as T)}
        >
          {props.options.map(([value, text, lang]) => (
            <option key={value} value={value} lang={lang}>
              {text}
            </option>
          ))}
        </select>
      </label>
      {props.description !== undefined && <small id={id}>{props.description}</small>}
    </div>
  );
}

/** A speaker, with its sound waves when on and a cross when muted: drawn, not an emoji. */
function SoundIcon({ on }: { on: boolean }) {
  return (
    <svg className="demo-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
      {on ? (
        <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" />
      ) : (
        <path d="M16 9l5 6M21 9l-5 6" />
      )}
    </svg>
  );
}

/** A cog wheel, for the settings. */
function GearIcon() {
  return (
    <svg className="demo-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 2.5l1.6 2.6 3-.8.8 3 2.6 1.6-1.4 2.7 1.4 2.7-2.6 1.6-.8 3-3-.8-1.6 2.6-1.6-2.6-3 .8-.8-3-2.6-1.6 1.4-2.7-1.4-2.7 2.6-1.6.8-3 3 .8z" />
      <circle cx="12" cy="12" r="3.2" />
    </svg>
  );
}

export function App() {
  const [variant, setVariant] = useState<VariantId>("flying-chess");
  const [locale, setLocale] = useState<LocaleCode>(preferredLocale);
  const [themeName, setThemeName] = useState<ThemeName>(preferredTheme);
  const [opponents, setOpponents] = useState<Opponents>("robots");
  const [level, setLevel] = useState<RobotId>("classic");
  const [pace, setPace] = useState<Pace>("normal");
  const [seed] = useState(seedFromAddress);
  const [sound, setSound] = useState(rememberedSound);
  const theme = themes[themeName];
  const pack = locales[locale];
  const words = demoStrings[locale];
  // The menus' panel on a small screen: closed at first, so the board has the screen.
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    document.documentElement.lang = pack.code;
  }, [pack.code]);

  // A press outside the open panel (on the board, say) closes it, as a pop-up menu does.
  useEffect(() => {
    if (!settingsOpen) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || toggle.current?.contains(target)) return;
      setSettingsOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [settingsOpen]);

  return (
    <ThemeProvider theme={{ flying: theme }}>
      <FlyingLocaleProvider locale={locale}>
        <Page
          $background={theme.board.background}
          $surface={theme.board.surface}
          $line={theme.board.line}
          $text={theme.board.text}
          $focus={theme.board.focus}
          $font={theme.font}
          $scheme={themeName === "dark" ? "dark" : "light"}
        />
        <div className="demo">
          <header className="demo-bar">
            <div className="demo-title">
              <h1>
                Flying<span className="demo-dot"> · </span>
                <span className="demo-zh" lang="zh">
                  飞行棋
                </span>
              </h1>
              <p className="demo-tagline">{words.tagline}</p>
            </div>
            {/* A toggle button: its name stays "Sound", aria-pressed says whether it is on. */}
            <button
              type="button"
              className="demo-sound"
              aria-pressed={sound}
              onClick={() => {
                rememberSound(!sound);
                setSound(!sound);
              }}
            >
              <SoundIcon on={sound} />
              <span className="demo-word">{words.sound}</span>
            </button>
            {/* Hidden on a wide screen, where the menus are always in view beside the game. */}
            <button
              ref={toggle}
              type="button"
              className="demo-settings-toggle"
              aria-expanded={settingsOpen}
              aria-controls={settingsId}
              onClick={() => setSettingsOpen(!settingsOpen)}
            >
              <GearIcon />
              <span className="demo-word">{words.settings}</span>
              <span aria-hidden="true" className="demo-chevron">
                ▾
              </span>
            </button>
          </header>
          <section
            ref={panel}
            id={settingsId}
            className="demo-settings"
            aria-label={words.settings}
            data-open={settingsOpen || undefined}
            onKeyDown={(event) => {
              // Escape closes the panel over the game and gives the focus back to its button.
              if (event.key !== "Escape" || !settingsOpen) return;
              setSettingsOpen(false);
              toggle.current?.focus();
            }}
          >
            <form onSubmit={(event) => event.preventDefault()}>
              <Choice
                label={words.game}
                value={variant}
                onChange={setVariant}
                options={VARIANTS.map((id) => [id, pack.variants[id]])}
              />
              <Choice
                label={words.opponents}
                value={opponents}
                onChange={setOpponents}
                options={[
                  ["robots", words.robots],
                  ["hot-seat", words.hotSeat],
                ]}
              />
              <Choice
                label={words.robotLevel}
                value={level}
                onChange={setLevel}
                disabled={opponents === "hot-seat"}
                description={pack.robots[level].description}
                options={LEVELS.map((id) => [id, pack.robots[id].name])}
              />
              <Choice
                label={words.pace}
                value={pace}
                onChange={setPace}
                options={(Object.keys(PACES) as Pace[]).map((name) => [name, words.paces[name]])}
              />
              <Choice
                label={words.language}
                value={locale}
                onChange={setLocale}
                options={(Object.keys(locales) as LocaleCode[]).map((code) => [
                  code,
                  locales[code].name,
                  code,
                ])}
              />
              <Choice
                label={words.theme}
                value={themeName}
                onChange={setThemeName}
                options={(Object.keys(themes) as ThemeName[]).map((name) => [
                  name,
                  words.themes[name],
                ])}
              />
            </form>
            <p className="demo-keys">{keysHelp(words, getBoard(variant).colors)}</p>
          </section>
          <main>
            {/* Hints and auto-move always on: the demo is where a newcomer learns the game. */}
            <FlyingChessGame
              key={`${variant}/${opponents}/${level}`}
              variant={variant}
              robotPace={PACES[pace]}
              hints
              sound={sound}
              autoMove
              {...(seed !== undefined && { seed })}
              players={
                opponents === "hot-seat" ? everyoneHuman(variant) : againstRobots(variant, level)
              }
            />
          </main>
        </div>
      </FlyingLocaleProvider>
    </ThemeProvider>
  );
}
