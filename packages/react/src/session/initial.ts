import {
  type Color,
  createSession,
  type GameState,
  RuleError,
  type Session,
  type SessionConfig,
  SessionError,
} from "@flying/engine";
import { FlyingPropError } from "../errors.js";
import type { UseFlyingChessOptions } from "../useFlyingChess.js";

/** Why the game the options asked for could not start (a corrupt saved game). */
export interface StartError {
  code: string;
  message: string;
}

export const isPace = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

/**
 * A session for the hook's options. Wrong players are a wrong prop and throw;
 * a wrong game option throws the engine's RuleError; a corrupt saved game is
 * reported and a new game of the other options starts instead.
 */
export function initialSession(options: UseFlyingChessOptions): {
  session: Session;
  error: StartError | null;
} {
  if (options.state !== undefined) return { session: controlledBase(options), error: null };
  const setup: SessionConfig = {
    ...(options.variant && { variant: options.variant }),
    ...(options.colors && { colors: options.colors }),
    ...(options.seed !== undefined && { seed: options.seed }),
    ...(options.rules && { rules: options.rules }),
    ...(options.position && { position: options.position }),
    ...(options.players !== undefined && { players: options.players }),
  };
  if (options.record === undefined) return { session: sessionFor(setup), error: null };
  try {
    return { session: sessionFor({ ...setup, record: options.record }), error: null };
  } catch (error) {
    if (!(error instanceof RuleError) || error.code !== "INVALID_RECORD") throw error;
    return { session: sessionFor(setup), error: { code: error.code, message: error.message } };
  }
}

/**
 * Where a controlled game's session starts before it syncs to the given state:
 * the state's variant and colours with every seat a person's (a server or store
 * owns the game), or a plain game when the state is not one (the sync reports it).
 */
function controlledBase(options: UseFlyingChessOptions): Session {
  const state = options.state as Partial<GameState>;
  let colors: readonly Color[];
  try {
    colors = createSession({ variant: state.variant, colors: state.colors }).game.colors;
  } catch {
    return createSession({ players: everyone(createSession().game.colors) });
  }
  return sessionFor({
    variant: state.variant,
    colors,
    players: { ...everyone(colors), ...options.players },
  });
}

const everyone = (colors: readonly Color[]) =>
  Object.fromEntries(colors.map((color) => [color, "human" as const]));

/** createSession, with wrong players reported as the wrong prop they are. */
function sessionFor(config: SessionConfig): Session {
  try {
    return createSession(config);
  } catch (error) {
    if (error instanceof SessionError && error.code === "INVALID_PLAYERS")
      throw new FlyingPropError("useFlyingChess", "players", error.message.replace(/^players/, ""));
    throw error;
  }
}
