/**
 * The engine with Aeroplane Chess alone: the whole API, one game's rules and board, and the
 * classic and random robots (the levels and `analyze` are `@flying/engine/robots`).
 */

import { drawAeroplane } from "./boards/aeroplane.js";
import { boardGetter } from "./drawing.js";
import { createGame as createAnyGame } from "./game.js";
import type { GameRecord } from "./record.js";
import { BASIC_ROBOTS } from "./robots/basic.js";
import { registerRobot } from "./robots/registry.js";
import { defaultRules as anyDefaultRules, ruleChoices as anyRuleChoices } from "./rules.js";
import { createSession as createAnySession } from "./session.js";
import type { Session, SessionConfigOf, SessionFields } from "./session-types.js";
import type { Board, ConfigOf, GameState, RuleChoicesOf, RulesOf } from "./types.js";
import { aeroplane } from "./variants/aeroplane.js";
import { registerVariant } from "./variants/registry.js";

registerVariant(aeroplane);
registerRobot(...BASIC_ROBOTS);

export * from "./api.js";

// Pure: an app that never draws a board drops it, and the drawing with it.
/**
 * The board of Aeroplane as plain data, as `getBoard` of `@flying/engine` gives it
 * (docs/RULES.md §2.1): nodes with coordinates, paths, homes, sections; the same frozen
 * object on every call.
 *
 * @throws {RuleError} UNKNOWN_VARIANT for any other variant: this entry plays one game.
 *
 * @example
 * ```ts
 * import { getBoard } from "@flying/engine/aeroplane";
 *
 * getBoard("aeroplane").starts.red; // "Pad_Red"
 * ```
 */
export const getBoard: (variant: "aeroplane") => Board = /* @__PURE__ */ boardGetter({
  aeroplane: drawAeroplane,
});

// This entry's calls that name a variant, typed to its one game: another game's config is a
// type error here (and UNKNOWN_VARIANT at run time, as the entry does not carry its rules).
/**
 * `createGame` of Aeroplane Chess alone: the config must say `variant: "aeroplane"`.
 *
 * @throws {RuleError} UNKNOWN_VARIANT for any other variant, INVALID_CONFIG for a wrong field.
 *
 * @example
 * ```ts
 * import { createGame } from "@flying/engine/aeroplane";
 *
 * const state = createGame({ variant: "aeroplane", colors: ["red", "green"], seed: 7 });
 * ```
 */
export const createGame: (config: ConfigOf<"aeroplane">) => GameState<"aeroplane"> = createAnyGame;

/**
 * `createSession` of Aeroplane Chess alone: the config must say `variant: "aeroplane"`, or give a
 * `record` of a game of it; the seats as `@flying/engine`'s `createSession` takes them.
 *
 * @example
 * ```ts
 * import { createSession } from "@flying/engine/aeroplane";
 *
 * const session = createSession({ variant: "aeroplane", players: { green: { robot: "random" } } });
 * ```
 */
export const createSession: (
  config: SessionConfigOf<"aeroplane"> | (SessionFields & { record: GameRecord }),
) => Session<"aeroplane"> = createAnySession;

/**
 * Every rule option of Aeroplane Chess at its default, as `@flying/engine`'s `defaultRules` gives
 * it.
 *
 * @example
 * ```ts
 * import { defaultRules } from "@flying/engine/aeroplane";
 *
 * defaultRules("aeroplane"); // what a game created without `rules` plays
 * ```
 */
export const defaultRules: (variant: "aeroplane") => RulesOf<"aeroplane"> = anyDefaultRules;

/**
 * The values each rule option of Aeroplane Chess takes, its default first, as
 * `@flying/engine`'s `ruleChoices` gives them.
 *
 * @example
 * ```ts
 * import { ruleChoices } from "@flying/engine/aeroplane";
 *
 * ruleChoices("aeroplane"); // what a settings form offers
 * ```
 */
export const ruleChoices: (variant: "aeroplane") => RuleChoicesOf<"aeroplane"> = anyRuleChoices;
