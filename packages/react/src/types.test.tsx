// The React package's types reject wrong code (issue 11), as the engine's do (its
// src/types.test.ts): each wrong prop or option below is a type error, kept by
// `@ts-expect-error` (tsc -b checks this file), and at run time it throws the same error a
// JavaScript caller would get: the engine's RuleError code, or a FlyingPropError's prop.
import {
  type ChessColor,
  createGame,
  type DieValue,
  type ErrorCode,
  type GameState,
  RuleError,
  type Session,
  toRecord,
} from "@flying/engine";
import { act, render, renderHook } from "@testing-library/react";
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  expectTypeOf,
  it,
  type MockInstance,
  vi,
} from "vitest";
import { FlyingChessBoard } from "./board/FlyingChessBoard.js";
import { Dice, type DiceProps } from "./Dice.js";
import { FlyingPropError, type FlyingPropName } from "./errors.js";
import { FlyingChessGame, type FlyingChessGameProps } from "./FlyingChessGame.js";
import type { FlyingRoomError } from "./online/connection.js";
import type { FlyingRoomRefusal, FlyingRoomRefusalCode } from "./online/types.js";
import type { FlyingRoomGameError } from "./online/useFlyingChessRoom.js";
import {
  type GameError,
  type UseFlyingChessOptions,
  type UseFlyingChessResult,
  useFlyingChess,
} from "./useFlyingChess.js";

// React reports a render error on the console before rethrowing it; that is expected here.
let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

/** The RuleError code `run` throws. */
function thrownCode(run: () => unknown): ErrorCode {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
  throw new Error("expected a RuleError");
}

/** The prop a FlyingPropError `run` throws names. */
function thrownProp(run: () => unknown): FlyingPropName {
  try {
    run();
  } catch (error) {
    if (error instanceof FlyingPropError) return error.prop;
    throw error;
  }
  throw new Error("expected a FlyingPropError");
}

const hook = (options: UseFlyingChessOptions) => () => renderHook(() => useFlyingChess(options));

describe("the hook's options and the game's props are one variant's", () => {
  // Each `run` is wrong code: the line after each @ts-expect-error must not typecheck.
  it.each<{ case: string; code: ErrorCode; run: () => unknown }>([
    {
      case: "useFlyingChess: red is not a Chessboard colour",
      code: "INVALID_COLORS",
      // @ts-expect-error red is not a Chessboard colour
      run: hook({ variant: "chessboard", colors: ["red"] }),
    },
    {
      case: "useFlyingChess: takeoff is an Aeroplane option",
      code: "UNKNOWN_RULE",
      // @ts-expect-error the Chessboard race has no takeoff rule
      run: hook({ variant: "chessboard", rules: { takeoff: "six" } }),
    },
    {
      case: "useFlyingChess: white is not a colour of the default variant",
      code: "INVALID_COLORS",
      // @ts-expect-error no variant is Flying Chess
      run: hook({ colors: ["white", "black"] }),
    },
    {
      case: "<FlyingChessGame>: red is not a Chessboard colour",
      code: "INVALID_COLORS",
      // @ts-expect-error red is not a Chessboard colour
      run: () => render(<FlyingChessGame variant="chessboard" colors={["red", "white"]} />),
    },
    {
      case: "<FlyingChessGame>: takeoff is an Aeroplane option",
      code: "UNKNOWN_RULE",
      // @ts-expect-error the Chessboard race has no takeoff rule
      run: () => render(<FlyingChessGame variant="chessboard" rules={{ takeoff: "six" }} />),
    },
    {
      case: "<FlyingChessGame>: captureOnPass is not a Flying Chess option",
      code: "UNKNOWN_RULE",
      // @ts-expect-error Flying Chess has no captureOnPass rule
      run: () => render(<FlyingChessGame rules={{ captureOnPass: true }} />),
    },
  ])("$case: a type error, and $code at run time", ({ code, run }) => {
    expect(thrownCode(run)).toBe(code);
  });

  it("takes each variant's own setup", () => {
    const chess = renderHook(() =>
      useFlyingChess({ variant: "chessboard", colors: ["white", "black"], seed: 1 }),
    );
    expect(chess.result.current.state.variant).toBe("chessboard");
    const air = renderHook(() =>
      useFlyingChess({ variant: "aeroplane", rules: { takeoff: "six" }, robotPace: 0 }),
    );
    expect(air.result.current.state.rules.takeoff).toBe("six");
    render(<FlyingChessGame variant="chessboard" rules={{ captureOnPass: false }} seed={2} />);
    render(<FlyingChessGame seed={3} colors={["red", "blue"]} animation={false} />);
  });
});

describe("the hook's result is its game's variant's", () => {
  it("for a variant: its state, seats, session and log that variant's colours", () => {
    const chess = renderHook(() => useFlyingChess({ variant: "chessboard", seed: 1 })).result
      .current;
    expectTypeOf(chess).toEqualTypeOf<UseFlyingChessResult<"chessboard">>();
    expectTypeOf(chess.state.turn).toEqualTypeOf<ChessColor>();
    expectTypeOf(chess.currentPlayer).toEqualTypeOf<ChessColor>();
    expectTypeOf(chess.session).toEqualTypeOf<Session<"chessboard">>();
    expectTypeOf(chess.selectColor).parameter(0).toEqualTypeOf<ChessColor>();
    expectTypeOf(chess.getBoardProps().orientation).toEqualTypeOf<ChessColor | undefined>();
    // @ts-expect-error red sits at no chessboard
    expect(chess.players.red).toBeUndefined();
    expect(chess.state.variant).toBe("chessboard");
    const seeds = renderHook(() => useFlyingChess()).result.current;
    expectTypeOf(seeds.state).toEqualTypeOf<GameState<"flying-chess">>();
    expect(seeds.state.variant).toBe("flying-chess");
  });

  it("in controlled mode, the state's variant", () => {
    const state = createGame({ variant: "aeroplane", seed: 1 });
    const seat = renderHook(() => useFlyingChess({ state, onAction: () => true, local: ["red"] }))
      .result.current;
    expectTypeOf(seat).toEqualTypeOf<UseFlyingChessResult<"aeroplane">>();
    expect(seat.state.variant).toBe("aeroplane");
    expect(seat.isHumanTurn).toBe(true);
  });

  it("for options typed to one game, that game's; a game's options are any game's", () => {
    const options: UseFlyingChessOptions<"chessboard"> = {
      variant: "chessboard",
      seed: 1,
      onSessionChange: (session) => expectTypeOf(session).toEqualTypeOf<Session<"chessboard">>(),
    };
    const chess = renderHook(() => useFlyingChess(options)).result.current;
    expectTypeOf(chess).toEqualTypeOf<UseFlyingChessResult<"chessboard">>();
    expect(chess.state.variant).toBe("chessboard");
    // A wrapper of the hook for every game takes them.
    const anyGame: UseFlyingChessOptions = options;
    expect(anyGame.variant).toBe("chessboard");
  });

  it("for a saved game or a run-time config, any variant's", () => {
    const record = toRecord(createGame({ variant: "chessboard", seed: 1 }));
    const resumed = renderHook(() => useFlyingChess({ record })).result.current;
    expectTypeOf(resumed).toEqualTypeOf<UseFlyingChessResult>();
    expect(resumed.state.variant).toBe("chessboard");
    const options = { variant: "aeroplane" } as UseFlyingChessOptions;
    const chosen = renderHook(() => useFlyingChess(options)).result.current;
    expectTypeOf(chosen).toEqualTypeOf<UseFlyingChessResult>();
    expect(chosen.state.variant).toBe("aeroplane");
  });
});

describe("a die shows 1 to 6", () => {
  it("the hook's roll(7) is a type error, and refused with INVALID_DIE", () => {
    const { result } = renderHook(() => useFlyingChess({ seed: 1 }));
    let accepted = true;
    // @ts-expect-error no die shows 7
    act(() => (accepted = result.current.roll(7)));
    expect(accepted).toBe(false);
    expect(result.current.error?.code).toBe("INVALID_DIE");
  });

  it("<Dice value={7}>: a type error, and a FlyingPropError naming value", () => {
    // @ts-expect-error no die shows 7
    expect(thrownProp(() => render(<Dice value={7} />))).toBe("value");
  });

  it("<FlyingChessBoard orientation>: a colour of the state's game, by type and at run time", () => {
    const state = createGame({ variant: "chessboard", seed: 1 });
    // @ts-expect-error purple is no colour at all
    expect(thrownProp(() => render(<FlyingChessBoard state={state} orientation="purple" />))).toBe(
      "orientation",
    );
    // @ts-expect-error red plays no chessboard
    expect(thrownProp(() => render(<FlyingChessBoard state={state} orientation="red" />))).toBe(
      "orientation",
    );
    // A state of a variant known only at run time takes every colour, checked at run time.
    const anyState: GameState = state;
    expect(thrownProp(() => render(<FlyingChessBoard state={anyState} orientation="red" />))).toBe(
      "orientation",
    );
    render(<FlyingChessBoard state={state} orientation="black" />);
  });

  it("is typed as one in the hook's roll and the die's value", () => {
    expectTypeOf<UseFlyingChessResult["roll"]>().parameter(0).toEqualTypeOf<DieValue | undefined>();
    expectTypeOf<DiceProps["value"]>().toEqualTypeOf<DieValue | null>();
  });
});

describe("named types", () => {
  it("the hook's options and result, and the game's props", () => {
    // The last overload, for options of every game: the others narrow it to one game.
    expectTypeOf<ReturnType<typeof useFlyingChess>>().toEqualTypeOf<UseFlyingChessResult>();
    expectTypeOf<Parameters<typeof useFlyingChess>[0]>().toEqualTypeOf<
      UseFlyingChessOptions | undefined
    >();
    expectTypeOf(FlyingChessGame).parameter(0).toEqualTypeOf<FlyingChessGameProps>();
  });

  it("error codes are unions of literals", () => {
    type LiteralsOnly<T extends string> = string extends T ? false : true;
    expectTypeOf<LiteralsOnly<GameError["code"]>>().toEqualTypeOf<true>();
    expectTypeOf<LiteralsOnly<FlyingPropName>>().toEqualTypeOf<true>();
    expectTypeOf<FlyingPropError["prop"]>().toEqualTypeOf<FlyingPropName>();
    expectTypeOf<LiteralsOnly<FlyingRoomError["code"]>>().toEqualTypeOf<true>();
    expectTypeOf<LiteralsOnly<FlyingRoomGameError["code"]>>().toEqualTypeOf<true>();
    expectTypeOf<FlyingRoomRefusal["code"]>().toEqualTypeOf<FlyingRoomRefusalCode>();
    expectTypeOf<LiteralsOnly<FlyingRoomRefusalCode>>().toEqualTypeOf<true>();
    // A refusal is also the hook's error: every code it may carry is one of the error's.
    expectTypeOf<FlyingRoomRefusalCode>().toExtend<FlyingRoomGameError["code"]>();
    // @ts-expect-error a misspelt code is no code of the room's
    const misspelt: FlyingRoomRefusalCode = "SEAT_TAKE";
    void misspelt;
  });
});
