/**
 * The parts a game is set up from (rules, colours, seed), checked alike wherever they come
 * from: a config given to `createGame`, or a game state being checked whole (validate.ts).
 * A stored state's parts must be exact (every option present, the colours in turn order,
 * as plain JSON) and are refused as INVALID_STATE, named as the game state's; a config
 * may leave things out, and each part has its own code. One set of messages for both.
 */
import { compile } from "./board.js";
import { fail, quote } from "./errors.js";
import { isPlainObject, keysOf, readField, readList } from "./input.js";
import { showChoices } from "./rules.js";
import type { Color, ErrorCode, Rules, VariantId } from "./types.js";
import { variantOf } from "./variants/registry.js";

/** How the part `what` of a stored state (`stored`) or of a config is named. */
const named = (what: string, stored: boolean) => (stored ? `the game state's ${what}` : what);

/**
 * The rules a game plays by: the options given, each with a value its variant allows. A
 * config's missing options (or all of them, `given` undefined) take their defaults; a
 * stored state must name every option.
 */
export function checkRules(variant: VariantId, given: unknown, stored: boolean): Rules {
  const code: ErrorCode = stored ? "INVALID_STATE" : "INVALID_RULE";
  const what = named("rules", stored);
  const choices: Record<string, readonly unknown[] | undefined> = variantOf(variant).options;
  const names = Object.keys(choices);
  const rules: Record<string, unknown> = {};
  if (!stored) for (const name of names) rules[name] = choices[name]?.[0];
  if (given === undefined && !stored) return rules as Rules;
  if (!isPlainObject(given))
    fail(code, `${what} is ${quote(given)}; it must be an object of rule options`);
  for (const name of keysOf(given, code, what)) {
    const allowed = Object.hasOwn(choices, name) ? choices[name] : undefined;
    if (!allowed)
      fail(
        stored ? code : "UNKNOWN_RULE",
        `${what} have an option ${quote(name)}, which its variant ${variant} lacks (it has: ${names.join(", ")})`,
      );
    const value = readField(given, name, code, `${what}.${name}`);
    if (value === undefined) continue;
    if (!allowed.includes(value))
      fail(code, `${what}.${name} is ${quote(value)}; it must be one of ${showChoices(allowed)}`);
    rules[name] = value;
  }
  // A stored state's rules start empty, so an option not given is one not set.
  const missing = stored ? names.find((name) => !Object.hasOwn(rules, name)) : undefined;
  if (missing) fail(code, `${what} lack the option ${missing}`);
  return rules as Rules;
}

/**
 * The colours that play, two or more of the variant's, each once, in turn order: all of them
 * for a config without any, and a config's in any order. A stored state's must be in order.
 */
export function checkColors(variant: VariantId, given: unknown, stored: boolean): Color[] {
  const all = compile(variant).board.colors;
  if (given === undefined && !stored) return [...all];
  const code: ErrorCode = stored ? "INVALID_STATE" : "INVALID_COLORS";
  const what = named("colors", stored);
  // A config's list may run to twice the variant's colours, to report a colour named twice.
  const list = readList(given, (stored ? 1 : 2) * all.length, code, what, stored);
  list.forEach((color, i) => {
    if (!all.includes(color as Color))
      fail(
        code,
        `${what}[${i}] is ${quote(color)}; it must be a colour of its variant ${variant} (${all.join(", ")})`,
      );
    if (list.indexOf(color) !== i) fail(code, `${what} name ${color} twice`);
    if (stored && i > 0 && all.indexOf(color as Color) < all.indexOf(list[i - 1] as Color))
      fail(code, `${what} are not in turn order (${all.join(", ")})`);
  });
  if (list.length < 2)
    fail(
      code,
      `${what} name ${list.length === 1 ? "one colour" : "no colour"}; at least two must play`,
    );
  return all.filter((color) => list.includes(color));
}

/** A seed: a whole number within ±2^53, the integers a JSON number holds exactly. */
export function checkSeed(seed: unknown, stored: boolean): number {
  if (typeof seed !== "number" || !Number.isInteger(seed) || Math.abs(seed) > 2 ** 53)
    fail(
      stored ? "INVALID_STATE" : "INVALID_SEED",
      `${named("seed", stored)} is ${quote(seed)}; it must be a whole number within ±2^53`,
    );
  return seed;
}
