import {
  createGame,
  createSession,
  type GameConfig,
  type GameState,
  RuleError,
  type Session,
  type SessionConfig,
  SessionError,
  type SessionFailure,
} from "@flying/engine";
import { FlyingPropError } from "../errors.js";
import type { UseFlyingChessOptions } from "../useFlyingChess.js";

/** The longest a timer can wait (setTimeout's limit, about 24 days): longer fires at once. */
const MAX_PACE = 2 ** 31 - 1;

export const isPace = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= MAX_PACE;

/**
 * A session for the hook's options. Wrong players are a wrong prop and throw;
 * a wrong game option throws the engine's RuleError; a corrupt saved game is
 * reported and a new game of the other options starts instead.
 */
export function initialSession(options: UseFlyingChessOptions): {
  session: Session;
  error: SessionFailure | null;
} {
  if (options.state !== undefined) return { session: controlledBase(options), error: null };
  const setup = setupOf(options);
  if (options.record === undefined) return { session: sessionFor(setup), error: null };
  try {
    return { session: createSession({ ...setup, record: options.record }), error: null };
  } catch (error) {
    // A saved game that will not load, or whose colours the players do not fit, is the
    // save's fault: a new game of the other options starts (and those must be right).
    const refused =
      (error instanceof RuleError && error.code === "INVALID_RECORD") ||
      (error instanceof SessionError && error.code === "INVALID_PLAYERS");
    if (!refused) throw error;
    return { session: sessionFor(setup), error: { code: error.code, message: error.message } };
  }
}

/**
 * The options' setup alone, still of one variant (a copy, so its type is the options' own):
 * the game's options given (a falsy one left out, as ever) and the seats if given, the rest
 * (the hook's own options, `record`, and props no option reads) taken off the copy. An
 * unseeded game starts on seed 0 and takes a random one at its first roll (`reseeded`): no
 * impure value in render, so a server and the client draw the same.
 */
function setupOf(options: UseFlyingChessOptions): SessionConfig {
  const setup = { ...options, seed: options.seed ?? 0 };
  for (const key of Object.keys(setup)) {
    const value: unknown = Reflect.get(setup, key);
    const kept =
      key === "seed" || (key === "players" ? value !== undefined : GAME_KEYS.has(key) && !!value);
    if (!kept) Reflect.deleteProperty(setup, key);
  }
  return setup;
}

const GAME_KEYS: ReadonlySet<string> = new Set(["variant", "colors", "rules", "position"]);

/**
 * A game state's setup as createSession's config. The engine made or checked the state, so
 * its variant, colours, rules and position belong together, which GameState's type (one for
 * every variant) cannot say: the one cast, and createSession checks them all the same.
 */
function configOf(
  game: Partial<Pick<GameState, "variant" | "colors" | "rules" | "start">>,
): GameConfig {
  const { variant, colors, rules, start } = game;
  return { variant, colors, rules, ...(start && { position: start }) } as GameConfig;
}

/**
 * Where a controlled game's session starts before it syncs to the given state:
 * the state's variant and colours with every seat a person's (a server or store
 * owns the game), or a plain game when the state is not one (the sync reports it).
 */
function controlledBase(options: UseFlyingChessOptions): Session {
  let setup: SessionConfig;
  try {
    const state = options.state as Partial<GameState>;
    // Seed 0: this game is only where the sync starts from, never played.
    const { variant, colors } = createGame({
      ...configOf({ variant: state.variant, colors: state.colors }),
      seed: 0,
    });
    setup = {
      ...configOf({ variant, colors }),
      seed: 0,
      // With `local`, every seat is a person's here (the seats shown follow `players` on every
      // render, and no robot plays here): only the hook's own checks say who may act.
      players: { ...everyone(colors), ...(options.local === undefined && options.players) },
    };
  } catch {
    return createSession({ seed: 0, players: everyone(createGame({ seed: 0 }).colors) });
  }
  return sessionFor(setup);
}

/**
 * The seats a controlled game with `local` shows: every colour a person's unless `players`
 * says otherwise, checked as createSession checks them (wrong players are a wrong prop).
 */
export function seatsFor(game: GameState, players: unknown): Session["players"] {
  const seated =
    typeof players === "object" && players !== null && !Array.isArray(players)
      ? { ...everyone(game.colors), ...players }
      : (players ?? everyone(game.colors));
  return sessionFor({
    ...configOf({ variant: game.variant, colors: game.colors }),
    seed: 0,
    players: seated as SessionConfig["players"],
  }).players;
}

const everyone = (colors: readonly string[]) =>
  Object.fromEntries(colors.map((color) => [color, "human" as const]));

/** createSession, with wrong players reported as the wrong prop they are. */
function sessionFor(config: SessionConfig): Session {
  try {
    return createSession(config);
  } catch (error) {
    if (error instanceof SessionError && error.code === "INVALID_PLAYERS")
      throw new FlyingPropError(
        "useFlyingChess",
        "players",
        error.message.replace(/^players ?/, ""),
      );
    throw error;
  }
}

/** A random seed, drawn when a game is played rather than when it is drawn. */
const randomSeed = (): number => Math.floor(Math.random() * 2 ** 32);

/**
 * An unseeded game (no `seed`, no saved game) before its first action, on a random seed:
 * the same setup, position and seats. The hook calls it as the first action is taken, so the
 * dice are a fresh draw for every visitor even on a page rendered ahead of time.
 */
export function reseeded(session: Session): Session {
  const fresh = createSession({
    ...configOf(session.game),
    seed: randomSeed(),
    players: session.players,
  });
  // The step goes on counting: a UI tells each new batch of events by it.
  return { ...fresh, step: session.step };
}
