// The public types reject wrong code (issue 11): each wrong call below is a type error, kept
// by `@ts-expect-error` (tsc -b checks this file: an error that goes away fails the build),
// and at run time it throws (or returns) the RuleError code a JavaScript caller would get.
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import {
  type Action,
  type AeroplaneRules,
  type ApplyResult,
  apply,
  applyCommand,
  type ChessboardRules,
  type ChessColor,
  type ColorOf,
  type CommandResult,
  type ConfigOf,
  createGame,
  createSession,
  type DieValue,
  type ErrorCode,
  type FlyingChessRules,
  type FourColor,
  type GameConfig,
  type GameEvent,
  type GameRecord,
  type GameState,
  lastRoll,
  type Player,
  type RecordedAction,
  RuleError,
  type RuleOptions,
  type RulesOf,
  reduce,
  reduceSession,
  ruleChoices,
  type Session,
  type SessionCommand,
  type SessionConfig,
  type SessionError,
  type SessionErrorCode,
  toRecord,
  VARIANTS,
  type VariantId,
} from "./index.js";
import { RULE_CHOICES } from "./test-utils.js";

/** The RuleError code `make` throws. */
function thrownCode(make: () => unknown): ErrorCode {
  try {
    make();
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
  throw new Error("expected a RuleError");
}

/** The code of a refused `apply` or `applyCommand`. */
function refusedCode(result: ApplyResult | CommandResult): SessionErrorCode {
  if (result.ok) throw new Error("expected a refusal");
  return result.error.code;
}

describe("createGame's config is one variant's", () => {
  // Each `make` is wrong code: the line after each @ts-expect-error must not typecheck.
  it.each<{ case: string; code: ErrorCode; make: () => unknown }>([
    {
      case: "red is not a chessboard colour",
      code: "INVALID_COLORS",
      // @ts-expect-error red is not a Chessboard colour
      make: () => createGame({ variant: "chessboard", colors: ["red"] }),
    },
    {
      case: "white is not a colour of the default variant (Flying Chess)",
      code: "INVALID_COLORS",
      // @ts-expect-error no variant is Flying Chess, whose colours are red … blue
      make: () => createGame({ colors: ["white", "black"] }),
    },
    {
      case: "black is not an Aeroplane colour",
      code: "INVALID_COLORS",
      // @ts-expect-error black is a Chessboard colour
      make: () => createGame({ variant: "aeroplane", colors: ["red", "black"] }),
    },
    {
      case: "takeoff is an Aeroplane option, not a Chessboard one",
      code: "UNKNOWN_RULE",
      // @ts-expect-error the Chessboard race has no takeoff rule
      make: () => createGame({ variant: "chessboard", rules: { takeoff: "six" } }),
    },
    {
      case: "an option of another variant next to one of its own",
      code: "UNKNOWN_RULE",
      make: () =>
        createGame({
          variant: "chessboard",
          // @ts-expect-error stacking is an Aeroplane option
          rules: { captureOnPass: true, stacking: true },
        }),
    },
    {
      case: "bonusRollOnSix is Flying Chess's, not Aeroplane's",
      code: "UNKNOWN_RULE",
      // @ts-expect-error Aeroplane has no bonusRollOnSix rule
      make: () => createGame({ variant: "aeroplane", rules: { bonusRollOnSix: true } }),
    },
    {
      case: "captureOnPass is the Chessboard's, not the default variant's",
      code: "UNKNOWN_RULE",
      // @ts-expect-error Flying Chess has no captureOnPass rule
      make: () => createGame({ rules: { captureOnPass: true } }),
    },
    {
      case: "a value the option does not take",
      code: "INVALID_RULE",
      // @ts-expect-error takeoff is "even", "six" or "five-six"
      make: () => createGame({ variant: "aeroplane", rules: { takeoff: "seven" } }),
    },
    {
      case: "a position's turn of another variant",
      code: "INVALID_POSITION",
      // @ts-expect-error red does not play the Chessboard race
      make: () => createGame({ variant: "chessboard", position: { turn: "red", pieces: {} } }),
    },
    {
      case: "a position's piece of another variant",
      code: "INVALID_POSITION",
      // @ts-expect-error red-1 is not a Chessboard piece
      make: () => createGame({ variant: "chessboard", position: { pieces: { "red-1": "e4" } } }),
    },
    {
      case: "an unknown variant",
      code: "UNKNOWN_VARIANT",
      // @ts-expect-error there is no such variant
      make: () => createGame({ variant: "ludo" }),
    },
  ])("$case: a type error, and $code at run time", ({ code, make }) => {
    expect(thrownCode(make)).toBe(code);
  });

  it("takes each variant's own colours, rules and positions, and no config at all", () => {
    const games: GameState[] = [
      createGame(),
      createGame({}),
      createGame({ seed: 1, rules: { bonusRollOnSix: true, finish: "bounce" } }),
      createGame({ variant: "flying-chess", colors: ["red", "green"] }),
      createGame({ variant: "aeroplane", colors: ["yellow", "blue"], rules: { takeoff: "six" } }),
      createGame({ variant: "chessboard", colors: ["black", "white"] }),
      createGame({ variant: "chessboard", rules: { captureOnPass: false } }),
      createGame({
        variant: "chessboard",
        position: { turn: "black", pieces: { "white-1": "a1" } },
      }),
    ];
    expect(games.map((game) => game.variant)).toEqual([
      "flying-chess",
      "flying-chess",
      "flying-chess",
      "flying-chess",
      "aeroplane",
      "chessboard",
      "chessboard",
      "chessboard",
    ]);
  });

  it("takes a variant known only at run time, with the options every variant shares", () => {
    for (const variant of VARIANTS) {
      const config: GameConfig = { variant, seed: 3 };
      expect(createGame(config).variant).toBe(variant);
    }
  });

  it("gives a state of the config's variant: its colours, turn and placings", () => {
    const chess = createGame({ variant: "chessboard", seed: 1 });
    expectTypeOf(chess).toEqualTypeOf<GameState<"chessboard">>();
    expectTypeOf(chess.colors).toEqualTypeOf<ChessColor[]>();
    expectTypeOf(chess.turn).toEqualTypeOf<ChessColor>();
    // Playing on keeps it: reduce and apply give the same variant's state.
    const rolled = reduce(chess, { type: "roll", value: 6 });
    expectTypeOf(rolled).toEqualTypeOf<GameState<"chessboard">>();
    const applied = apply(rolled, { type: "roll" });
    if (applied.ok) expectTypeOf(applied.state).toEqualTypeOf<GameState<"chessboard">>();
    // @ts-expect-error red is no colour of the chessboard
    expect(chess.colors.includes("red")).toBe(false);
    expectTypeOf(createGame()).toEqualTypeOf<GameState<"flying-chess">>();
    expectTypeOf(createGame({ variant: "aeroplane" }).placings).toEqualTypeOf<FourColor[]>();
    // A variant known at run time gives any variant's state; every narrowed state is one.
    const config = { variant: "aeroplane", seed: 1 } as GameConfig;
    expectTypeOf(createGame(config)).toEqualTypeOf<GameState>();
    expectTypeOf(chess).toExtend<GameState>();
    expect(rolled.variant).toBe("chessboard");
  });

  it("has the helpers' types", () => {
    expectTypeOf<ColorOf<"flying-chess">>().toEqualTypeOf<FourColor>();
    expectTypeOf<ColorOf<"aeroplane">>().toEqualTypeOf<FourColor>();
    expectTypeOf<ColorOf<"chessboard">>().toEqualTypeOf<ChessColor>();
    expectTypeOf<RulesOf<"flying-chess">>().toEqualTypeOf<FlyingChessRules>();
    expectTypeOf<RulesOf<"aeroplane">>().toEqualTypeOf<AeroplaneRules>();
    expectTypeOf<RulesOf<"chessboard">>().toEqualTypeOf<ChessboardRules>();
    expectTypeOf<ConfigOf<"chessboard">["colors"]>().toEqualTypeOf<
      readonly ChessColor[] | undefined
    >();
    expectTypeOf<ConfigOf<"aeroplane">["rules"]>().toEqualTypeOf<
      Partial<AeroplaneRules> | undefined
    >();
    expectTypeOf<ConfigOf<"aeroplane">["variant"]>().toEqualTypeOf<"aeroplane">();
    // Only Flying Chess, the default, may leave its variant out.
    expectTypeOf<ConfigOf<"flying-chess">["variant"]>().toEqualTypeOf<"flying-chess" | undefined>();
    expectTypeOf<GameConfig>().toEqualTypeOf<ConfigOf<VariantId>>();
  });
});

/** The options as RULE_CHOICES lists them, each with the union of its values. */
type Listed<V extends VariantId> = {
  -readonly [K in keyof (typeof RULE_CHOICES)[V]]: (typeof RULE_CHOICES)[V][K] extends readonly (infer E)[]
    ? E
    : never;
};

const sorted = (values: readonly unknown[] | undefined) => (values ?? []).map(String).sort();

describe("each variant's rule type has exactly its options (rules.ts's OPTIONS)", () => {
  it("lists every value of every option", () => {
    expectTypeOf<Listed<"flying-chess">>().toEqualTypeOf<FlyingChessRules>();
    expectTypeOf<Listed<"aeroplane">>().toEqualTypeOf<AeroplaneRules>();
    expectTypeOf<Listed<"chessboard">>().toEqualTypeOf<ChessboardRules>();
    // Every option belongs to some variant.
    expectTypeOf<
      keyof FlyingChessRules | keyof AeroplaneRules | keyof ChessboardRules
    >().toEqualTypeOf<keyof RuleOptions>();
  });

  it.each(VARIANTS)("%s: the same options and values as the engine's", (variant) => {
    const engine: Readonly<Record<string, readonly unknown[] | undefined>> = ruleChoices(variant);
    const typed: Readonly<Record<string, readonly unknown[]>> = RULE_CHOICES[variant];
    expect(Object.keys(engine).sort()).toEqual(Object.keys(typed).sort());
    for (const name of Object.keys(typed)) {
      expect(sorted(engine[name]), `${variant}.${name}`).toEqual(sorted(typed[name]));
    }
  });
});

describe("a die shows 1 to 6", () => {
  const game = () => createGame({ seed: 1 });

  it.each<{ case: string; run: (state: GameState) => ApplyResult | CommandResult }>([
    // @ts-expect-error no die shows 7
    { case: "apply, a 7", run: (state) => apply(state, { type: "roll", value: 7 }) },
    // @ts-expect-error no die shows 0
    { case: "apply, a 0", run: (state) => apply(state, { type: "roll", value: 0 }) },
    // @ts-expect-error a die shows whole numbers
    { case: "apply, a 2.5", run: (state) => apply(state, { type: "roll", value: 2.5 }) },
    {
      case: "a session's roll command, a 7",
      run: (state) =>
        // @ts-expect-error no die shows 7
        applyCommand(createSession({ seed: state.seed }), { type: "roll", value: 7 }),
    },
    {
      case: "a session's play command, a 7",
      run: (state) =>
        applyCommand(createSession({ seed: state.seed }), {
          type: "play",
          // @ts-expect-error no die shows 7
          action: { type: "roll", value: 7 },
        }),
    },
  ])("$case: a type error, and INVALID_DIE at run time", ({ run }) => {
    expect(refusedCode(run(game()))).toBe("INVALID_DIE");
  });

  it("reduce throws INVALID_DIE for what its type refuses", () => {
    // @ts-expect-error no die shows 7
    expect(thrownCode(() => reduce(game(), { type: "roll", value: 7 }))).toBe("INVALID_DIE");
  });

  it("is typed as one wherever the engine gives or takes a die value", () => {
    expectTypeOf<Extract<Action, { type: "roll" }>["value"]>().toEqualTypeOf<
      DieValue | undefined
    >();
    expectTypeOf<Extract<SessionCommand, { type: "roll" }>["value"]>().toEqualTypeOf<
      DieValue | undefined
    >();
    expectTypeOf<Extract<GameEvent, { type: "rolled" }>["value"]>().toEqualTypeOf<DieValue>();
    expectTypeOf<Extract<RecordedAction, { type: "roll" }>["value"]>().toEqualTypeOf<DieValue>();
    // A state is what the engine made or checked (validateState): its roll is a die's.
    expectTypeOf<GameState["roll"]>().toEqualTypeOf<DieValue | null>();
    expectTypeOf(lastRoll).returns.toEqualTypeOf<DieValue | null>();
    const rolled = apply(game(), { type: "roll", value: 6 });
    expect(rolled.ok && rolled.state.roll).toBe(6);
  });
});

describe("createSession's config is one variant's, as createGame's", () => {
  it.each<{ case: string; code: ErrorCode; make: () => unknown }>([
    {
      case: "red is not a chessboard colour",
      code: "INVALID_COLORS",
      // @ts-expect-error red is not a Chessboard colour
      make: () => createSession({ variant: "chessboard", colors: ["red"] }),
    },
    {
      case: "takeoff is an Aeroplane option",
      code: "UNKNOWN_RULE",
      // @ts-expect-error the Chessboard race has no takeoff rule
      make: () => createSession({ variant: "chessboard", rules: { takeoff: "six" } }),
    },
    {
      case: "white is not a Flying Chess colour",
      code: "INVALID_COLORS",
      // @ts-expect-error no variant is Flying Chess
      make: () => createSession({ colors: ["white", "black"], players: { white: "human" } }),
    },
  ])("$case: a type error, and $code at run time", ({ code, make }) => {
    expect(thrownCode(make)).toBe(code);
  });

  it("takes each variant's own setup, seats and a saved game", () => {
    const record: GameRecord = toRecord(createGame({ variant: "chessboard", seed: 2 }));
    const sessions = [
      createSession(),
      createSession({ variant: "chessboard", players: { white: "human", black: "human" } }),
      createSession({ variant: "aeroplane", rules: { stacking: false }, colors: ["red", "blue"] }),
      // A record sets the game up, so its seats may be of its variant's colours.
      createSession({ record, players: { white: "human", black: { robot: "random" } } }),
    ];
    expect(sessions.map((s) => s.game.variant)).toEqual([
      "flying-chess",
      "chessboard",
      "aeroplane",
      "chessboard",
    ]);
    // A config known only at run time gives a plain Session.
    const config = { variant: "aeroplane" } as SessionConfig;
    expect(createSession(config).game.variant).toBe("aeroplane");
  });

  it("gives a session of the config's variant: its game, seats and log", () => {
    const chess = createSession({ variant: "chessboard", seed: 1 });
    expectTypeOf(chess).toEqualTypeOf<Session<"chessboard">>();
    expectTypeOf(chess.game.turn).toEqualTypeOf<ChessColor>();
    expectTypeOf(chess.players).toEqualTypeOf<Partial<Record<ChessColor, Player>>>();
    const rolled = reduceSession(chess, { type: "roll" });
    expectTypeOf(rolled).toEqualTypeOf<Session<"chessboard">>();
    expectTypeOf(rolled.log[0]?.actor).toEqualTypeOf<ChessColor | undefined>();
    const result = applyCommand(rolled, { type: "undo" });
    if (result.ok) expectTypeOf(result.session).toEqualTypeOf<Session<"chessboard">>();
    // @ts-expect-error red sits at no chessboard
    expect(chess.players.red).toBeUndefined();
    expectTypeOf(createSession()).toEqualTypeOf<Session<"flying-chess">>();
    // A saved game's variant is its record's, known at run time; every narrowed one is a Session.
    const record = toRecord(createGame({ variant: "chessboard", seed: 2 }));
    expectTypeOf(createSession({ record })).toEqualTypeOf<Session>();
    expectTypeOf(chess).toExtend<Session>();
    expect(rolled.game.variant).toBe("chessboard");
  });
});

/** Whether `T` is a union of string literals rather than `string` itself. */
type LiteralsOnly<T extends string> = string extends T ? false : true;

describe("error codes are unions of literals", () => {
  it("ErrorCode, SessionErrorCode, and the codes of RuleError and SessionError", () => {
    expectTypeOf<LiteralsOnly<ErrorCode>>().toEqualTypeOf<true>();
    expectTypeOf<LiteralsOnly<SessionErrorCode>>().toEqualTypeOf<true>();
    expectTypeOf<RuleError["code"]>().toEqualTypeOf<ErrorCode>();
    expectTypeOf<SessionError["code"]>().toEqualTypeOf<SessionErrorCode>();
    expectTypeOf<Extract<ApplyResult, { ok: false }>["error"]["code"]>().toEqualTypeOf<ErrorCode>();
    expectTypeOf<
      Extract<CommandResult, { ok: false }>["error"]["code"]
    >().toEqualTypeOf<SessionErrorCode>();
    // @ts-expect-error a code outside the union
    const unknown: ErrorCode = "NO_SUCH_CODE";
    expect(unknown).toBe("NO_SUCH_CODE");
  });
});

describe("each game's entry is typed to its game", () => {
  // Types only: the entries' run-time refusals of other games are entries.test.ts's.
  type Aeroplane = typeof import("./aeroplane.js");
  type Chessboard = typeof import("./chessboard.js");
  type FlyingChess = typeof import("./flying-chess.js");

  it("takes only its own game's config, rules and board", () => {
    expectTypeOf<Parameters<Chessboard["createGame"]>>().toEqualTypeOf<
      [config: ConfigOf<"chessboard">]
    >();
    expectTypeOf<Parameters<FlyingChess["createGame"]>>().toEqualTypeOf<
      [config?: ConfigOf<"flying-chess">]
    >();
    expectTypeOf<Parameters<Aeroplane["getBoard"]>>().toEqualTypeOf<[variant: "aeroplane"]>();
    expectTypeOf<ReturnType<Aeroplane["defaultRules"]>>().toEqualTypeOf<AeroplaneRules>();
    expectTypeOf<ReturnType<Chessboard["ruleChoices"]>>().toEqualTypeOf<
      ReturnType<typeof ruleChoices<"chessboard">>
    >();
  });

  it("refuses another game's config: a type error, and UNKNOWN_VARIANT at run time", async () => {
    // A fresh module registry: the entries' own, not the test setup's three games.
    vi.resetModules();
    const chessboard = (await import("./chessboard.js")) as Chessboard;
    vi.resetModules();
    const aeroplane = (await import("./aeroplane.js")) as Aeroplane;
    const wrong = [
      // @ts-expect-error the chessboard entry does not play Aeroplane
      () => chessboard.createGame({ variant: "aeroplane" }),
      // @ts-expect-error nor Flying Chess, the main entry's default
      () => chessboard.createGame(),
      // @ts-expect-error nor draws another game's board
      () => chessboard.getBoard("aeroplane"),
      // @ts-expect-error a session of another game
      () => aeroplane.createSession({ variant: "chessboard" }),
      // @ts-expect-error another game's rules
      () => aeroplane.defaultRules("flying-chess"),
    ];
    for (const call of wrong) expect(thrownCode(call)).toBe("UNKNOWN_VARIANT");
    // A saved game names its own variant, checked at run time: a record of this game plays.
    const record = aeroplane.toRecord(aeroplane.createGame({ variant: "aeroplane", seed: 1 }));
    const session = aeroplane.createSession({ record, players: { red: "human" } });
    expectTypeOf(session).toEqualTypeOf<Session<"aeroplane">>();
    expect(session.game.variant).toBe("aeroplane");
  });
});
