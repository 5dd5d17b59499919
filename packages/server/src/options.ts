/**
 * The options a room is created with, read and checked before anything is set up: a room
 * with bad options refuses to be created (the client's `create` fails with the error's code
 * and a message naming the option), never half made.
 */
import {
  type Color,
  type ColorOf,
  createGame,
  createSession,
  type GameConfig,
  type Player,
  type RobotId,
  RuleError,
  type RulesOf,
  type Session,
  type SessionConfig,
  SessionError,
  type SessionErrorCode,
  type VariantId,
} from "@flying/engine";
import { robots } from "@flying/engine/robots";
import { randomSeed } from "./dice.js";

/** Who a seat is for: a person, who claims it by name, or one of the engine's robots. */
export type SeatChoice = "human" | { robot: RobotId };

/** A room's options for a game of variant `V`. */
export interface RoomOptionsOf<V extends VariantId> {
  variant: V;
  /** The colours in play (at least two); all of the variant's by default. */
  colors?: readonly ColorOf<V>[];
  /** Any of the variant's rule options; the others take their defaults. */
  rules?: Partial<RulesOf<V>>;
  /** Who each colour is for; a colour left out is a person's seat. */
  seats?: Partial<Record<ColorOf<V>, SeatChoice>>;
  /**
   * The milliseconds a robot waits before each of its actions (robot seats, and the seats
   * of players who left).
   *
   * @default DEFAULT_PACE
   */
  pace?: number;
  /**
   * The seconds a player who drops (a lost connection, not a leave) keeps the seat: its
   * turns wait meanwhile, and reconnecting (`client.reconnect(room.reconnectionToken)`)
   * resumes it; after that a robot (STAND_IN) takes the seat. 0 gives the seat up at once.
   *
   * @default DEFAULT_GRACE
   */
  grace?: number;
  /**
   * The seconds a finished room stays open (for its record, and a last look at the board)
   * before it closes with CLOSE_ROOM_FINISHED; it closes sooner when everyone has left.
   *
   * @default DEFAULT_LINGER
   */
  linger?: number;
}

/** A room's options: one per variant, discriminated on `variant`. */
export type RoomOptions = RoomOptionsOf<VariantId>;

export const DEFAULT_PACE = 600;
export const DEFAULT_GRACE = 30;
/** The longest grace period: a seat held longer makes the others wait too long. */
export const MAX_GRACE = 600;
export const DEFAULT_LINGER = 60;
export const MAX_LINGER = 3600;
/** The slowest pace accepted: a robot that waits longer looks like a hung room. */
export const MAX_PACE = 10_000;
/** The options arrive from a client: larger ones are refused before they are read. */
export const MAX_OPTIONS_BYTES = 2048;

const OPTION_KEYS: ReadonlySet<string> = new Set([
  "variant",
  "colors",
  "rules",
  "seats",
  "pace",
  "grace",
  "linger",
]);

/** What a room is set up with once its options pass. */
export interface RoomSetup {
  /** The engine's session, its seed random: the room's authoritative game. */
  session: Session;
  /** Every colour in play and who it is for. */
  seats: Record<Color, SeatChoice>;
  pace: number;
  /** Seconds (fractions allowed). */
  grace: number;
  /** Seconds (fractions allowed). */
  linger: number;
}

/**
 * Why a room refused to be created: `code` is the engine's where one fits (INVALID_CONFIG,
 * UNKNOWN_VARIANT, INVALID_COLORS, UNKNOWN_RULE, INVALID_RULE, INVALID_PLAYERS), and the
 * message names the option. Colyseus hands `code` and `message` to the creating client.
 */
export class RoomOptionsError extends Error {
  readonly code: SessionErrorCode;

  constructor(code: SessionErrorCode, message: string) {
    super(`${code}: ${message}`);
    this.name = "RoomOptionsError";
    this.code = code;
  }
}

function refuse(code: SessionErrorCode, message: string): never {
  throw new RoomOptionsError(code, message);
}

/** Runs one of the engine's constructors, its errors turned into the room's, code kept. */
function engine<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (error instanceof RuleError || error instanceof SessionError)
      refuse(error.code, `the room's options: ${error.message}`);
    throw error;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A short, safe excerpt of a value for a message. */
function show(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = typeof value;
  }
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

const ROBOT_IDS = Object.keys(robots) as RobotId[];

function readSeat(color: string, given: unknown): SeatChoice {
  if (given === "human") return "human";
  if (isPlainObject(given) && Object.keys(given).length === 1) {
    const robot = given.robot;
    if (typeof robot === "string" && (ROBOT_IDS as string[]).includes(robot))
      return { robot: robot as RobotId };
  }
  return refuse(
    "INVALID_PLAYERS",
    `option "seats.${color}" is ${show(given)}; it must be "human" or { robot: "${ROBOT_IDS.join('" | "')}" }`,
  );
}

/**
 * Checks a room's options and sets the room up: the session (seeded at random, every seat
 * as the options say, people's seats for the colours left out) and the pace.
 *
 * @throws {RoomOptionsError} naming the first option that is wrong.
 */
export function setUpRoom(options: unknown): RoomSetup {
  if (!isPlainObject(options)) refuse("INVALID_CONFIG", "the room's options must be an object");
  let size: number;
  try {
    size = Buffer.byteLength(JSON.stringify(options));
  } catch {
    return refuse("INVALID_CONFIG", "the room's options are not plain JSON");
  }
  if (size > MAX_OPTIONS_BYTES)
    refuse("INVALID_CONFIG", `the room's options take ${size} bytes; at most ${MAX_OPTIONS_BYTES}`);
  for (const key of Object.keys(options))
    if (!OPTION_KEYS.has(key))
      refuse(
        "INVALID_CONFIG",
        `the room has no option ${show(key)} (it has: ${[...OPTION_KEYS].join(", ")})`,
      );
  const {
    variant,
    colors,
    rules,
    seats,
    pace = DEFAULT_PACE,
    grace = DEFAULT_GRACE,
    linger = DEFAULT_LINGER,
  } = options;
  if (variant === undefined) refuse("INVALID_CONFIG", 'option "variant" is required');
  if (typeof pace !== "number" || !Number.isInteger(pace) || pace < 0 || pace > MAX_PACE)
    refuse(
      "INVALID_CONFIG",
      `option "pace" is ${show(pace)}; it must be a whole number of milliseconds, 0 to ${MAX_PACE}`,
    );
  for (const [name, value, max] of [
    ["grace", grace, MAX_GRACE],
    ["linger", linger, MAX_LINGER],
  ] as const)
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > max)
      refuse(
        "INVALID_CONFIG",
        `option "${name}" is ${show(value)}; it must be a number of seconds, 0 to ${max}`,
      );
  if (seats !== undefined && !isPlainObject(seats))
    refuse("INVALID_PLAYERS", `option "seats" is ${show(seats)}; it must map colours to seats`);

  // The engine checks the variant, colours and rules, with its own codes and messages.
  const game = engine(() =>
    createGame({
      variant: variant as VariantId,
      ...(colors !== undefined && { colors: colors as Color[] }),
      ...(rules !== undefined && { rules: rules as RulesOf<VariantId> }),
      seed: randomSeed(),
    } as GameConfig),
  );

  const inPlay = game.colors;
  const chosen: Record<string, SeatChoice> = {};
  for (const [color, given] of Object.entries(seats ?? {})) {
    if (!inPlay.includes(color as Color))
      refuse(
        "INVALID_PLAYERS",
        `option "seats" names ${show(color)}, which is not in play (${inPlay.join(", ")})`,
      );
    chosen[color] = readSeat(color, given);
  }
  const table = {} as Record<Color, SeatChoice>;
  const players: Partial<Record<Color, Player>> = {};
  for (const color of inPlay) {
    const seat = chosen[color] ?? "human";
    table[color] = seat;
    players[color] = seat === "human" ? "human" : { robot: seat.robot, pace };
  }
  // The session seats them as the options do, for anyone reading it; who acts for a seat
  // from then on (its claimant, a robot standing in) is the room's to decide (room.ts).
  const session = engine(() =>
    createSession({
      variant: game.variant,
      colors: game.colors,
      rules: game.rules,
      seed: game.seed,
      players,
    } as SessionConfig),
  );
  return {
    session,
    seats: table,
    pace,
    grace: grace as number,
    linger: linger as number,
  };
}
