/**
 * The engine with the Chessboard race alone: the whole API, one game's rules and board, and the
 * classic and random robots (the levels and `analyze` are `@flying/engine/robots`).
 */

import { drawChessboard } from "./boards/chessboard.js";
import { boardGetter } from "./drawing.js";
import { createGame as createAnyGame } from "./game.js";
import type { GameRecord } from "./record.js";
import { BASIC_ROBOTS } from "./robots/basic.js";
import { registerRobot } from "./robots/registry.js";
import { defaultRules as anyDefaultRules, ruleChoices as anyRuleChoices } from "./rules.js";
import { createSession as createAnySession } from "./session.js";
import type { Session, SessionConfigOf, SessionFields } from "./session-types.js";
import type { Board, ConfigOf, GameState, RuleChoicesOf, RulesOf } from "./types.js";
import { chessboard } from "./variants/chessboard.js";
import { registerVariant } from "./variants/registry.js";

registerVariant(chessboard);
registerRobot(...BASIC_ROBOTS);

export * from "./api.js";

// Pure: an app that never draws a board drops it, and the drawing with it.
/**
 * The board of the Chessboard race as plain data, as `getBoard` of `@flying/engine` gives
 * it (docs/RULES.md §3.1): nodes with coordinates, paths, homes, sections; the same frozen
 * object on every call.
 *
 * @throws {RuleError} UNKNOWN_VARIANT for any other variant: this entry plays one game.
 *
 * @example
 * ```ts
 * import { getBoard } from "@flying/engine/chessboard";
 *
 * getBoard("chessboard").colors; // ["white", "black"]
 * ```
 */
export const getBoard: (variant: "chessboard") => Board = /* @__PURE__ */ boardGetter({
  chessboard: drawChessboard,
});

// This entry's calls that name a variant, typed to its one game: another game's config is a
// type error here (and UNKNOWN_VARIANT at run time, as the entry does not carry its rules).
/**
 * `createGame` of the Chessboard race alone: the config must say `variant: "chessboard"`.
 *
 * @throws {RuleError} UNKNOWN_VARIANT for any other variant, INVALID_CONFIG for a wrong field.
 *
 * @example
 * ```ts
 * import { createGame } from "@flying/engine/chessboard";
 *
 * const state = createGame({ variant: "chessboard", seed: 7 });
 * ```
 */
export const createGame: (config: ConfigOf<"chessboard">) => GameState<"chessboard"> =
  createAnyGame;

/**
 * `createSession` of the Chessboard race alone: the config must say `variant: "chessboard"`, or
 * give a `record` of a game of it; the seats as `@flying/engine`'s `createSession` takes them.
 *
 * @example
 * ```ts
 * import { createSession } from "@flying/engine/chessboard";
 *
 * const session = createSession({ variant: "chessboard", players: { black: "human" } });
 * ```
 */
export const createSession: (
  config: SessionConfigOf<"chessboard"> | (SessionFields & { record: GameRecord }),
) => Session<"chessboard"> = createAnySession;

/**
 * Every rule option of the Chessboard race at its default, as `@flying/engine`'s `defaultRules`
 * gives it.
 *
 * @example
 * ```ts
 * import { defaultRules } from "@flying/engine/chessboard";
 *
 * defaultRules("chessboard"); // what a game created without `rules` plays
 * ```
 */
export const defaultRules: (variant: "chessboard") => RulesOf<"chessboard"> = anyDefaultRules;

/**
 * The values each rule option of the Chessboard race takes, its default first, as
 * `@flying/engine`'s `ruleChoices` gives them.
 *
 * @example
 * ```ts
 * import { ruleChoices } from "@flying/engine/chessboard";
 *
 * ruleChoices("chessboard"); // what a settings form offers
 * ```
 */
export const ruleChoices: (variant: "chessboard") => RuleChoicesOf<"chessboard"> = anyRuleChoices;
