/**
 * The start screen: the game, how many colours, who sits at each (a person or any robot of
 * the engine's), every rule option of that game with its default, the language, colours
 * and robot speed, and the statistics kept so far.
 */
import {
  defaultRules,
  type RuleName,
  type Rules,
  ruleChoices,
  VARIANTS,
  type VariantId,
} from "@flying/engine";
import { type LocaleCode, themes, useFlyingTheme } from "@flying/react";
import { locales } from "@flying/react/locales/all";
import { useId, useState } from "react";
import { styled } from "styled-components";
import { Menu } from "./Menu.js";
import { onlineStrings } from "./online/onlineStrings.js";
import { SeatMenus } from "./SeatMenus.js";
import {
  defaultSetup,
  type GameSetup,
  PACES,
  type Pace,
  type Preferences,
  type Seat,
  type ThemeName,
} from "./setup.js";
import { type StartStrings, startStrings } from "./startStrings.js";
import type { Stats, StatsKey } from "./storage.js";
import { demoStrings } from "./strings.js";

const Screen = styled.form`
  display: grid;
  gap: 1rem;
  max-inline-size: 44rem;
  margin: 0 auto;
  fieldset {
    display: grid;
    gap: 0.6rem;
    margin: 0;
    padding: 0.75rem 1rem 1rem;
    border: 1px solid currentColor;
    border-radius: 0.5rem;
  }
  legend {
    padding: 0 0.3rem;
    font-weight: 700;
  }
  .start-games {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
  }
  .start-row {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
    gap: 0.6rem 1rem;
  }
  label {
    display: grid;
    gap: 0.2rem;
  }
  .start-games label {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
  select,
  input[type="radio"] {
    font: inherit;
    min-block-size: 2.25rem;
  }
  input[type="radio"] {
    inline-size: 1.25rem;
    min-block-size: 1.25rem;
  }
  .start-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  .start-actions button {
    font: inherit;
    font-weight: 700;
    padding: 0.55rem 1.4rem;
    border-radius: 0.5rem;
    border: 2px solid currentColor;
    cursor: pointer;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.2rem 0.75rem 0.2rem 0;
    text-align: start;
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: end;
  }
`;

/** A rule option's name and its values' names, in the screen's language. */
function ruleWords(
  words: StartStrings,
  name: RuleName,
  value: unknown,
): { label: string; text: string } {
  const entry = words.rule[name];
  if (typeof entry === "string")
    return { label: entry, text: value ? words.rule.on : words.rule.off };
  return {
    label: entry.label,
    text: (entry as Record<string, string>)[String(value)] ?? String(value),
  };
}

export interface StartScreenProps {
  setup: GameSetup;
  preferences: Preferences;
  stats: Stats;
  onStart: (setup: GameSetup) => void;
  onPreferences: (preferences: Preferences) => void;
  /** Back to the game in play, if there is one. */
  onCancel?: () => void;
  /** To the online screen: a room of @flying/server. */
  onOnline?: () => void;
}

export function StartScreen(props: StartScreenProps) {
  const { preferences } = props;
  const [setup, setSetup] = useState(props.setup);
  const pack = locales[preferences.locale];
  const words = startStrings[preferences.locale];
  const demo = demoStrings[preferences.locale];
  const theme = useFlyingTheme();
  const titleId = useId();
  const choices = ruleChoices(setup.variant) as Record<RuleName, readonly unknown[]>;
  const seatName = (seat: Seat) => (seat === "human" ? words.person : pack.robots[seat].name);

  return (
    <Screen
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        props.onStart(setup);
      }}
      style={{ color: theme.board.text }}
    >
      <h2 id={titleId}>{words.newGame}</h2>
      <fieldset>
        <legend>{demo.game}</legend>
        <div className="start-games">
          {VARIANTS.map((variant) => (
            <label key={variant}>
              <input
                type="radio"
                name="variant"
                value={variant}
                checked={setup.variant === variant}
                onChange={() => setSetup(defaultSetup(variant))}
              />
              {pack.variants[variant]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{words.seats}</legend>
        <div className="start-row">
          <SeatMenus
            setup={setup}
            onChange={setSetup}
            countLabel={words.colorsInPlay}
            colorName={(color) => pack.colors[color]}
            seatName={seatName}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{words.rules}</legend>
        <div className="start-row">
          {(Object.keys(choices) as RuleName[]).map((name) => {
            const values = choices[name];
            const current =
              (setup.rules as Record<string, unknown>)[name] ??
              (defaultRules(setup.variant) as Rules)[name];
            return (
              <Menu
                key={name}
                name={`rule-${name}`}
                label={ruleWords(words, name, current).label}
                value={String(current)}
                onChange={(text) => {
                  const value = values.find((v) => String(v) === text);
                  setSetup({ ...setup, rules: { ...setup.rules, [name]: value } });
                }}
                options={values.map((value) => [String(value), ruleWords(words, name, value).text])}
              />
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend>{words.preferences}</legend>
        <div className="start-row">
          <Menu<LocaleCode>
            label={demo.language}
            name="locale"
            value={preferences.locale}
            onChange={(locale) => props.onPreferences({ ...preferences, locale })}
            options={(Object.keys(locales) as LocaleCode[]).map((code) => [
              code,
              locales[code].name,
              code,
            ])}
          />
          <Menu<ThemeName>
            label={demo.theme}
            name="theme"
            value={preferences.theme}
            onChange={(theme) => props.onPreferences({ ...preferences, theme })}
            options={(Object.keys(themes) as ThemeName[]).map((name) => [name, demo.themes[name]])}
          />
          <Menu<Pace>
            label={demo.pace}
            name="pace"
            value={preferences.pace}
            onChange={(pace) => props.onPreferences({ ...preferences, pace })}
            options={(Object.keys(PACES) as Pace[]).map((name) => [name, demo.paces[name]])}
          />
        </div>
      </fieldset>
      <div className="start-actions">
        <button type="submit">{words.start}</button>
        {props.onCancel && (
          <button type="button" onClick={props.onCancel}>
            {words.cancel}
          </button>
        )}
        {props.onOnline && (
          <button type="button" className="start-online" onClick={props.onOnline}>
            {onlineStrings[preferences.locale].playOnline}
          </button>
        )}
      </div>
      <StatsTable stats={props.stats} locale={preferences.locale} />
    </Screen>
  );
}

function StatsTable({ stats, locale }: { stats: Stats; locale: LocaleCode }) {
  const words = startStrings[locale];
  const pack = locales[locale];
  const rows = (Object.entries(stats) as [StatsKey, { played: number; won: number }][]).sort(
    ([a], [b]) => a.localeCompare(b),
  );
  const levelName = (level: string) =>
    level === "mixed"
      ? words.mixed
      : level === "people"
        ? words.people
        : (pack.robots[level as keyof typeof pack.robots]?.name ?? level);
  return (
    <section aria-label={words.stats}>
      <h3>{words.stats}</h3>
      {rows.length === 0 ? (
        <p>{words.statsEmpty}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{demoStrings[locale].game}</th>
              <th scope="col">{words.statsLevel}</th>
              <th scope="col">{words.statsPlayed}</th>
              <th scope="col">{words.statsWon}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, row]) => {
              const [variant, level] = key.split("/") as [VariantId, string];
              return (
                <tr key={key} data-stats={key}>
                  <td>{pack.variants[variant]}</td>
                  <td>{levelName(level)}</td>
                  <td>{row.played}</td>
                  <td>{row.won}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
