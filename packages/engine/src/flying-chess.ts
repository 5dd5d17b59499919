/**
 * The engine with Flying Chess alone: the whole API, one game's rules and board, and the
 * classic and random robots (the levels and `analyze` are `@flying/engine/robots`).
 */

import { drawFlyingChess } from "./boards/flying-chess.js";
import { boardGetter } from "./drawing.js";
import { createGame as createAnyGame } from "./game.js";
import type { GameRecord } from "./record.js";
import { BASIC_ROBOTS } from "./robots/basic.js";
import { registerRobot } from "./robots/registry.js";
import { defaultRules as anyDefaultRules, ruleChoices as anyRuleChoices } from "./rules.js";
import { createSession as createAnySession } from "./session.js";
import type { Session, SessionConfigOf, SessionFields } from "./session-types.js";
import type { Board, ConfigOf, GameState, RuleChoicesOf, RulesOf } from "./types.js";
import { flyingChess } from "./variants/flying-chess.js";
import { registerVariant } from "./variants/registry.js";

registerVariant(flyingChess);
registerRobot(...BASIC_ROBOTS);

export * from "./api.js";

// Pure: an app that never draws a board drops it, and the drawing with it.
/**
 * The board of Flying Chess as plain data, as `getBoard` of `@flying/engine` gives it
 * (docs/RULES.md §1.1): nodes with coordinates, paths, homes, sections; the same frozen
 * object on every call.
 *
 * @throws {RuleError} UNKNOWN_VARIANT for any other variant: this entry plays one game.
 *
 * @example
 * ```ts
 * import { getBoard } from "@flying/engine/flying-chess";
 *
 * getBoard("flying-chess").colors; // ["red", "yellow", "green", "blue"]
 * ```
 */
export const getBoard: (variant: "flying-chess") => Board = /* @__PURE__ */ boardGetter({
  "flying-chess": drawFlyingChess,
});

// This entry's calls that name a variant, typed to its one game: another game's config is a
// type error here (and UNKNOWN_VARIANT at run time, as the entry does not carry its rules).
/**
 * `createGame` of Flying Chess alone: the config may leave `variant` out (or say `"flying-chess"`).
 *
 * @throws {RuleError} UNKNOWN_VARIANT for any other variant, INVALID_CONFIG for a wrong field.
 *
 * @example
 * ```ts
 * import { createGame } from "@flying/engine/flying-chess";
 *
 * const state = createGame({ colors: ["red", "green"], seed: 7 });
 * ```
 */
export const createGame: (config?: ConfigOf<"flying-chess">) => GameState<"flying-chess"> =
  createAnyGame;

/**
 * `createSession` of Flying Chess alone: the config may leave `variant` out (or say
 * `"flying-chess"`); the seats as `@flying/engine`'s `createSession` takes them.
 *
 * @example
 * ```ts
 * import { createSession } from "@flying/engine/flying-chess";
 *
 * const session = createSession({ colors: ["red", "green"], players: { green: "human" } });
 * ```
 */
export const createSession: (
  config?: SessionConfigOf<"flying-chess"> | (SessionFields & { record: GameRecord }),
) => Session<"flying-chess"> = createAnySession;

/**
 * Every rule option of Flying Chess at its default, as `@flying/engine`'s `defaultRules` gives it.
 *
 * @example
 * ```ts
 * import { defaultRules } from "@flying/engine/flying-chess";
 *
 * defaultRules("flying-chess"); // what a game created without `rules` plays
 * ```
 */
export const defaultRules: (variant: "flying-chess") => RulesOf<"flying-chess"> = anyDefaultRules;

/**
 * The values each rule option of Flying Chess takes, its default first, as
 * `@flying/engine`'s `ruleChoices` gives them.
 *
 * @example
 * ```ts
 * import { ruleChoices } from "@flying/engine/flying-chess";
 *
 * ruleChoices("flying-chess"); // what a settings form offers
 * ```
 */
export const ruleChoices: (variant: "flying-chess") => RuleChoicesOf<"flying-chess"> =
  anyRuleChoices;
