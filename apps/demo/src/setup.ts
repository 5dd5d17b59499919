/**
 * What the start screen sets up (the game, its colours, who sits at each, the rules) and the
 * preferences that outlive a game (language, colours, robot speed, sound), with the seeds'
 * games as the defaults. Both are read back from storage through `readSetup` and
 * `readPreferences`, which take anything and give a valid value or null.
 */
import {
  type Color,
  defaultRules,
  type GameConfig,
  getBoard,
  type Player,
  type Position,
  type RobotId,
  type Rules,
  ruleChoices,
  VARIANTS,
  type VariantId,
} from "@flying/engine";
// Every level on the start screen: the robots entry loads them for the sessions too.
import { robots } from "@flying/engine/robots";
import { LOCALE_CODES, type LocaleCode, themes } from "@flying/react";

/** Who sits at a colour: a person at this screen, or a robot of the engine's. */
export type Seat = "human" | RobotId;

export interface GameSetup {
  variant: VariantId;
  /** The colours in play, in the board's turn order. */
  colors: Color[];
  seats: Partial<Record<Color, Seat>>;
  rules: Rules;
}

export type ThemeName = keyof typeof themes;
/** Milliseconds a robot waits before each action. */
export const PACES = { slow: 1200, normal: 700, fast: 250, instant: 0 } as const;
export type Pace = keyof typeof PACES;

export interface Preferences {
  locale: LocaleCode;
  theme: ThemeName;
  pace: Pace;
  sound: boolean;
}

/** Every robot the engine has, in its own order (the seeds' classic first, expert last). */
export const SEATS: readonly Seat[] = ["human", ...(Object.keys(robots) as RobotId[])];

/**
 * `createGame`'s config for a setup of any variant. The demo picks its variant at run time, and
 * its setups (made here or read back by `readSetup`) have that variant's colours and rules,
 * which the one `GameSetup` type cannot say: the one cast, and the engine checks it all again.
 */
export function configOf(setup: {
  variant: VariantId;
  colors?: readonly Color[];
  rules?: Rules;
  position?: Position;
}): GameConfig {
  return setup as GameConfig;
}

/** The seeds' game of a variant: every colour in play, a person at the first, robots at the rest. */
export function defaultSetup(variant: VariantId, level: RobotId = "classic"): GameSetup {
  const colors = [...getBoard(variant).colors];
  return {
    variant,
    colors,
    seats: Object.fromEntries(colors.map((color, i) => [color, i === 0 ? "human" : level])),
    rules: defaultRules(variant),
  };
}

/** How many colours a variant may have in play. */
export function colorCounts(variant: VariantId): number[] {
  const all = getBoard(variant).colors.length;
  return Array.from({ length: all - 1 }, (_, i) => i + 2);
}

/**
 * The setup with `count` colours in play: the board's first ones, each keeping its seat
 * (a new colour gets the last robot's level, or the seeds' robot).
 */
export function withColorCount(setup: GameSetup, count: number): GameSetup {
  const all = getBoard(setup.variant).colors;
  const colors = all.slice(0, Math.max(2, Math.min(count, all.length)));
  const lastRobot = [...Object.values(setup.seats)].reverse().find((seat) => seat !== "human");
  const seats = Object.fromEntries(
    colors.map((color) => [color, setup.seats[color] ?? lastRobot ?? "classic"]),
  );
  return { ...setup, colors, seats };
}

/** The session's players for a setup. */
export function playersOf(setup: GameSetup): Partial<Record<Color, Player>> {
  return Object.fromEntries(
    setup.colors.map((color) => {
      const seat = setup.seats[color] ?? "human";
      return [color, seat === "human" ? "human" : { robot: seat }];
    }),
  );
}

/** The seats of a session's players (the colour choice before the first roll changes them). */
export function seatsOf(players: Partial<Record<Color, Player>>): Partial<Record<Color, Seat>> {
  return Object.fromEntries(
    Object.entries(players).map(([color, player]) => [
      color,
      player === "human" || player === undefined ? "human" : player.robot,
    ]),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A stored setup, if it is one this version of the demo can play; null otherwise. */
export function readSetup(value: unknown): GameSetup | null {
  if (!isObject(value)) return null;
  const { variant, colors, seats, rules } = value;
  if (typeof variant !== "string" || !(VARIANTS as readonly string[]).includes(variant))
    return null;
  const id = variant as VariantId;
  const all: readonly string[] = getBoard(id).colors;
  if (!Array.isArray(colors) || colors.length < 2 || colors.length > all.length) return null;
  if (colors.some((color, i) => color !== all[i])) return null;
  if (!isObject(seats)) return null;
  const seated: Partial<Record<Color, Seat>> = {};
  for (const color of colors as Color[]) {
    const seat = seats[color];
    if (typeof seat !== "string" || !(SEATS as readonly string[]).includes(seat)) return null;
    seated[color] = seat as Seat;
  }
  if (!isObject(rules)) return null;
  const choices: Record<string, readonly unknown[] | undefined> = ruleChoices(id);
  const read: Record<string, unknown> = { ...defaultRules(id) };
  for (const [name, given] of Object.entries(rules)) {
    const allowed = choices[name];
    if (!allowed?.includes(given)) return null;
    read[name] = given;
  }
  return { variant: id, colors: colors as Color[], seats: seated, rules: read as Rules };
}

export function defaultPreferences(languages: readonly string[] = [], dark = false): Preferences {
  const preferred = languages
    .map((tag) => tag.slice(0, 2).toLowerCase())
    .find((code): code is LocaleCode => (LOCALE_CODES as readonly string[]).includes(code));
  return {
    locale: preferred ?? "en",
    theme: dark ? "dark" : "default",
    pace: "normal",
    sound: true,
  };
}

/** Stored preferences, each field kept if valid and the default taken where not. */
export function readPreferences(value: unknown, fallback: Preferences): Preferences | null {
  if (!isObject(value)) return null;
  const pick = <T>(given: unknown, valid: readonly unknown[], otherwise: T): T =>
    valid.includes(given) ? (given as T) : otherwise;
  return {
    locale: pick(value.locale, LOCALE_CODES, fallback.locale),
    theme: pick(value.theme, Object.keys(themes), fallback.theme),
    pace: pick(value.pace, Object.keys(PACES), fallback.pace),
    sound: pick(value.sound, [true, false], fallback.sound),
  };
}

/** The level a game is counted under in the statistics: its robots' level, or "mixed". */
export function levelOf(setup: GameSetup): RobotId | "mixed" | "people" {
  const levels = new Set(Object.values(setup.seats).filter((seat) => seat !== "human"));
  if (levels.size === 0) return "people";
  return levels.size === 1 ? ([...levels][0] as RobotId) : "mixed";
}
