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
  locales,
  type Player,
  themes,
} from "@flying/react";
import { useEffect, useId, useState } from "react";
import { createGlobalStyle, ThemeProvider } from "styled-components";
import { demoStrings } from "./strings.js";

type ThemeName = keyof typeof themes;
type Opponents = "robots" | "hot-seat";
const PACES = { slow: 1200, normal: 700, fast: 250 } as const;
// Every robot the engine has, in its own order (the seeds' classic first, expert last).
const LEVELS = Object.keys(robots) as RobotId[];
type Pace = keyof typeof PACES;

const Page = createGlobalStyle<{ $background: string; $text: string; $font: string }>`
  body {
    margin: 0;
    background: ${({ $background }) => $background};
    color: ${({ $text }) => $text};
    font-family: ${({ $font }) => $font};
  }
  .demo {
    max-width: 78rem;
    margin: 0 auto;
    padding: 1rem;
  }
  .demo header {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    justify-content: space-between;
    gap: 1rem;
    margin-bottom: 1rem;
  }
  .demo h1 {
    margin: 0;
    font-size: 1.8rem;
  }
  .demo header p {
    margin: 0.2rem 0 0;
  }
  .demo form {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
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
    max-inline-size: 12rem;
    font-size: 0.8rem;
  }
  .demo select {
    font: inherit;
    padding: 0.25rem;
  }
  .demo footer {
    margin-top: 1rem;
    font-size: 0.9rem;
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

export function App() {
  const [variant, setVariant] = useState<VariantId>("flying-chess");
  const [locale, setLocale] = useState<LocaleCode>(preferredLocale);
  const [themeName, setThemeName] = useState<ThemeName>(preferredTheme);
  const [opponents, setOpponents] = useState<Opponents>("robots");
  const [level, setLevel] = useState<RobotId>("classic");
  const [pace, setPace] = useState<Pace>("normal");
  const [seed] = useState(seedFromAddress);
  const theme = themes[themeName];
  const pack = locales[locale];
  const words = demoStrings[locale];

  useEffect(() => {
    document.documentElement.lang = pack.code;
  }, [pack.code]);

  return (
    <ThemeProvider theme={{ flying: theme }}>
      <FlyingLocaleProvider locale={locale}>
        <Page $background={theme.board.background} $text={theme.board.text} $font={theme.font} />
        <div className="demo">
          <header>
            <div>
              <h1>Flying · 飞行棋</h1>
              <p>{words.tagline}</p>
            </div>
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
          </header>
          <main>
            {/* Hints always on: the demo is where a newcomer learns the game. */}
            <FlyingChessGame
              key={`${variant}/${opponents}/${level}`}
              variant={variant}
              robotPace={PACES[pace]}
              hints
              {...(seed !== undefined && { seed })}
              players={
                opponents === "hot-seat" ? everyoneHuman(variant) : againstRobots(variant, level)
              }
            />
          </main>
          <footer>
            <p>{words.keys}</p>
          </footer>
        </div>
      </FlyingLocaleProvider>
    </ThemeProvider>
  );
}
