// The framework-free session: seats, robots, undo and redo, reset, colour choice,
// the event log, syncing to a state owned elsewhere, and replays for scrubbing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apply, createGame, reduce } from "./game.js";
import { legalMoves } from "./queries.js";
import { fromRecord, toRecord } from "./record.js";
import { replay } from "./replay.js";
import { robots } from "./robots.js";
import { applyCommand, createSession, reduceSession } from "./session.js";
import {
  canRedo,
  canSelectColor,
  canUndo,
  humans,
  isHumanTurn,
  nextRobotAction,
  robotToAct,
} from "./session-queries.js";
import { type Session, type SessionCommand, SessionError } from "./session-types.js";
import type { Action, GameState, Move, VariantId } from "./types.js";

/** Seed 4's first throw of the game's own die is a 6 (checked below). */
const SEED_SIX = 4;
const everyoneHuman = { red: "human", yellow: "human", green: "human", blue: "human" } as const;

function run<V extends VariantId>(session: Session<V>, ...commands: SessionCommand[]): Session<V> {
  return commands.reduce(reduceSession, session);
}

/** The error code of a refused command, checking the session is left as it was. */
function refusal(session: Session, command: unknown): string {
  const before = JSON.stringify(session);
  const result = applyCommand(session, command as SessionCommand);
  expect(JSON.stringify(session)).toBe(before);
  if (result.ok) throw new Error(`${JSON.stringify(command)} was accepted`);
  return result.error.code;
}

/** The log replayed on the session's start, which must give its game. */
function replayLog(session: Session): GameState {
  return session.log.reduce((game, entry) => reduce(game, entry.action), session.start);
}

/** Robots take every turn until it is a human's turn or the game is over. */
function playRobots(session: Session): Session {
  let next = session;
  while (robotToAct(next) !== null) next = reduceSession(next, { type: "robot" });
  return next;
}

describe("createSession", () => {
  it("seats the first colour's human against the seeds' robot by default (docs/RULES.md §1)", () => {
    const session = createSession({ seed: 1 });
    expect(session.players).toEqual({
      red: "human",
      yellow: { robot: "classic" },
      green: { robot: "classic" },
      blue: { robot: "classic" },
    });
    expect(session.game).toEqual(createGame({ seed: 1 }));
    expect(session.start).toBe(session.game);
    expect(session.log).toEqual([]);
    expect(humans(session)).toEqual(["red"]);
  });

  it("merges the given players over the defaults, for the colours in play only", () => {
    const session = createSession({
      variant: "aeroplane",
      colors: ["yellow", "blue"],
      seed: 2,
      players: { blue: { robot: "random", pace: 50 } },
    });
    expect(session.players).toEqual({ yellow: "human", blue: { robot: "random", pace: 50 } });
  });

  it.each<[string, unknown, string]>([
    ["not an object", "human", "players must map colours to players"],
    ["a colour not in play", { green: "human" }, '"green", which is not in play (red, blue)'],
    ["an unknown robot", { blue: { robot: "smart" } }, '"classic" | "random"'],
    ["a negative pace", { blue: { robot: "random", pace: -5 } }, "players.blue must be"],
    ["an extra field", { blue: { robot: "random", level: 3 } }, "players.blue must be"],
  ])("refuses players that are %s with INVALID_PLAYERS", (_, players, message) => {
    let caught: unknown;
    try {
      createSession({ colors: ["red", "blue"], players: players as never });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SessionError);
    expect(caught).toMatchObject({ code: "INVALID_PLAYERS" });
    expect((caught as Error).message).toContain(message);
  });

  it("resumes a record with the log of every action, each with its actor", () => {
    let game = createGame({ seed: SEED_SIX });
    game = reduce(game, { type: "roll" });
    game = reduce(game, { type: "move", piece: "red-3" });
    game = reduce(game, { type: "roll", value: 2 });
    const session = createSession({ record: toRecord(game) });
    expect(session.game).toEqual(game);
    expect(session.start).toEqual(createGame({ seed: SEED_SIX }));
    expect(session.log.map((entry) => [entry.actor, entry.action])).toEqual([
      ["red", { type: "roll" }],
      ["red", { type: "move", piece: "red-3" }],
      ["yellow", { type: "roll", value: 2 }],
    ]);
    expect(session.log[1]?.events[0]).toEqual({
      type: "tookOff",
      piece: "red-3",
      from: "Home_Red_3",
      to: "Waypoint_0",
    });
  });

  it("refuses a config that is not an object, or cannot be read, with INVALID_CONFIG", () => {
    for (const config of [null, 7, "red", []]) {
      expect(() => createSession(config as never)).toThrow(
        expect.objectContaining({ code: "INVALID_CONFIG" }),
      );
    }
    const throwing = Object.defineProperty({}, "players", {
      enumerable: true,
      get() {
        throw new Error("no");
      },
    });
    expect(() => createSession(throwing)).toThrow(
      expect.objectContaining({ code: "INVALID_CONFIG" }),
    );
  });

  it("refuses a tampered record with the engine's INVALID_RECORD", () => {
    const record = toRecord(reduce(createGame({ seed: SEED_SIX }), { type: "roll" }));
    const tampered = { ...record, actions: [{ type: "roll" as const, value: 5 as const }] };
    expect(() => createSession({ record: tampered })).toThrow(
      expect.objectContaining({ code: "INVALID_RECORD" }),
    );
  });
});

describe("a person's roll and move", () => {
  it("plays through the engine and logs each action with its actor and events", () => {
    const session = createSession({ seed: SEED_SIX });
    const rolled = applyCommand(session, { type: "roll" });
    if (!rolled.ok) throw new Error(rolled.error.message);
    expect(rolled.events).toEqual([{ type: "rolled", color: "red", value: 6 }]);
    expect(rolled.session.step).toBe(1);
    const moved = reduceSession(rolled.session, { type: "move", piece: "red-2" });
    expect(moved.log).toHaveLength(2);
    expect(moved.log[1]).toMatchObject({ actor: "red", action: { type: "move", piece: "red-2" } });
    expect(moved.game.history).toBe("6b");
    expect(replayLog(moved)).toEqual(moved.game);
    expect(session.log).toEqual([]); // the session it started from is untouched
  });

  it("gives an outside die's value to the engine", () => {
    const session = run(createSession({ seed: 1 }), { type: "roll", value: 6 });
    expect(session.game.history).toBe("F");
    expect(session.log[0]?.action).toEqual({ type: "roll", value: 6 });
  });

  it("refuses a person's command on a robot's turn with NOT_HUMAN_TURN", () => {
    const session = run(createSession({ seed: 1 }), { type: "roll", value: 3 });
    expect(session.game.turn).toBe("yellow");
    expect(refusal(session, { type: "roll" })).toBe("NOT_HUMAN_TURN");
    expect(refusal(session, { type: "move", piece: "yellow-1" })).toBe("NOT_HUMAN_TURN");
  });

  it("refuses a command meant for an earlier point of the game with STALE_COMMAND", () => {
    // Two clicks on the die in one task: the second was meant for the state before the first.
    const session = createSession({ seed: 1, players: everyoneHuman });
    const once = reduceSession(session, { type: "roll", at: 0 });
    expect(refusal(once, { type: "roll", at: 0 })).toBe("STALE_COMMAND");
    expect(refusal(once, { type: "move", piece: "red-1", at: 0 })).toBe("STALE_COMMAND");
  });

  it("passes the engine's refusals on, typed and untouched", () => {
    const session = createSession({ seed: 1, players: everyoneHuman });
    expect(refusal(session, { type: "move", piece: "red-1" })).toBe("ROLL_FIRST");
    expect(refusal(session, { type: "roll", value: 7 })).toBe("INVALID_DIE");
    const rolled = run(session, { type: "roll", value: 6 });
    expect(refusal(rolled, { type: "roll" })).toBe("MOVE_PENDING");
    expect(refusal(rolled, { type: "move", piece: "blue-1" })).toBe("NOT_YOUR_PIECE");
  });
});

describe("play: an action for whichever colour is to play", () => {
  it("acts on a robot's turn too, still checked by the engine", () => {
    const session = run(createSession({ seed: 1 }), { type: "roll", value: 3 });
    const played = reduceSession(session, { type: "play", action: { type: "roll", value: 6 } });
    expect(played.log.at(-1)).toMatchObject({
      actor: "yellow",
      action: { type: "roll", value: 6 },
    });
    expect(refusal(played, { type: "play", action: { type: "roll" } })).toBe("MOVE_PENDING");
    expect(refusal(played, { type: "play", action: { type: "jump" } })).toBe("INVALID_ACTION");
  });
});

describe("robots", () => {
  it("takes the robot's own action with the robot command, and refuses it on a human's turn", () => {
    const session = run(createSession({ seed: 1 }), { type: "roll", value: 3 });
    expect(robotToAct(session)).toBe("classic");
    expect(nextRobotAction(session)).toEqual(robots.classic.act(session.game));
    const after = reduceSession(session, { type: "robot" });
    expect(after.log.at(-1)).toMatchObject({ actor: "yellow", action: { type: "roll" } });
    const human = createSession({ seed: 1 });
    expect(isHumanTurn(human)).toBe(true);
    expect(nextRobotAction(human)).toBeNull();
    expect(refusal(human, { type: "robot" })).toBe("NOT_ROBOT_TURN");
  });

  it("plays a robot-only game to the end, where no robot is left to act", () => {
    const session = playRobots(
      createSession({
        variant: "aeroplane",
        seed: 9,
        players: { red: { robot: "random" } },
      }),
    );
    expect(session.game.over).toBe(true);
    expect(robotToAct(session)).toBeNull();
    expect(refusal(session, { type: "robot" })).toBe("NOT_ROBOT_TURN");
    expect(replayLog(session)).toEqual(session.game);
  });
});

describe("undo and redo", () => {
  /** Red takes off, the robots play, red rolls a 2 and moves, the robots play again. */
  function humanThenRobots() {
    const first = playRobots(
      run(createSession({ seed: SEED_SIX }), { type: "roll" }, { type: "move", piece: "red-1" }),
    );
    const mark = first.game.history;
    const session = playRobots(
      run(first, { type: "roll", value: 2 }, { type: "move", piece: "red-1" }),
    );
    return { session, mark };
  }

  it("goes back to the human's previous decision point, past the robots' actions", () => {
    const { session, mark } = humanThenRobots();
    expect(session.game.history.startsWith("6a")).toBe(true);
    expect(session.log.at(-1)?.actor).not.toBe("red");
    const undone = reduceSession(session, { type: "undo" });
    expect(undone.game.history).toBe(`${mark}B`);
    expect(undone.log).toHaveLength(mark.length + 1);
    expect(canRedo(undone)).toBe(true);
    const again = reduceSession(undone, { type: "undo" });
    expect(again.game.history).toBe(mark);
    expect(reduceSession(again, { type: "undo" }).game.history).toBe("6");
  });

  it("redoes step by step back to where undo started", () => {
    const { session, mark } = humanThenRobots();
    let back = session;
    while (canUndo(back)) back = reduceSession(back, { type: "undo" });
    expect(back.game).toEqual(session.start);
    const points: string[] = [];
    let forward = back;
    while (canRedo(forward)) {
      forward = reduceSession(forward, { type: "redo" });
      points.push(forward.game.history);
    }
    expect(points).toEqual(["6", mark, `${mark}B`, session.game.history]);
    expect(forward.game).toEqual(session.game);
    expect(forward.log).toEqual(session.log);
  });

  it("throws the same die again after undo: the dice are never re-rolled", () => {
    const session = run(createSession({ seed: SEED_SIX }), { type: "roll" });
    const undone = reduceSession(session, { type: "undo" });
    expect(reduceSession(undone, { type: "roll" }).game).toEqual(session.game);
  });

  it("drops the redo when a new action branches off", () => {
    const { session } = humanThenRobots();
    const undone = reduceSession(session, { type: "undo" });
    expect(undone.game.roll).toBe(2);
    const branched = reduceSession(undone, { type: "move", piece: "red-1" });
    expect(canRedo(branched)).toBe(false);
    expect(refusal(branched, { type: "redo" })).toBe("NOTHING_TO_REDO");
  });

  it("takes back the human's action while a robot is still to play", () => {
    const session = run(createSession({ seed: 1 }), { type: "roll", value: 3 });
    expect(robotToAct(session)).toBe("classic");
    expect(reduceSession(session, { type: "undo" }).game).toEqual(session.start);
  });

  it("refuses undo at the start with NOTHING_TO_UNDO", () => {
    expect(refusal(createSession({ seed: 1 }), { type: "undo" })).toBe("NOTHING_TO_UNDO");
  });
});

describe("reset and colour choice", () => {
  it("starts a new game of the same setup, keeping the seats", () => {
    const position = { turn: "blue" as const, pieces: { "blue-2": "Waypoint_20" } };
    let session = createSession({ seed: 3, position, players: everyoneHuman });
    session = run(session, { type: "roll", value: 6 });
    const fresh = reduceSession(session, { type: "reset", seed: 5 });
    expect(fresh.game).toEqual(createGame({ seed: 5, position }));
    expect(fresh.log).toEqual([]);
    expect(fresh.players).toEqual(session.players);
    expect(fresh.step).toBe(session.step + 1);
  });

  it("swaps the human into the chosen colour's seat before the first roll", () => {
    const session = createSession({ seed: 1, players: { green: { robot: "random", pace: 9 } } });
    expect(canSelectColor(session)).toBe(true);
    const chosen = reduceSession(session, { type: "selectColor", color: "green" });
    expect(chosen.players.green).toBe("human");
    expect(chosen.players.red).toEqual({ robot: "random", pace: 9 });
    expect(humans(chosen)).toEqual(["green"]);
  });

  it("refuses a colour choice after the first roll, among several humans, or for a colour not in play", () => {
    const session = createSession({ seed: 1, colors: ["red", "blue"] });
    expect(refusal(session, { type: "selectColor", color: "green" })).toBe("INVALID_COLORS");
    const rolled = run(session, { type: "roll", value: 3 });
    expect(refusal(rolled, { type: "selectColor", color: "blue" })).toBe("COLOR_LOCKED");
    const friends = createSession({ seed: 1, players: everyoneHuman });
    expect(refusal(friends, { type: "selectColor", color: "blue" })).toBe("COLOR_LOCKED");
  });
});

describe("sync: a state owned elsewhere", () => {
  it("grows the log by the new actions only when the state continues the game", () => {
    const session = createSession({ seed: SEED_SIX, players: everyoneHuman });
    let owned = reduce(session.game, { type: "roll" });
    owned = reduce(owned, { type: "move", piece: "red-4" });
    const result = applyCommand(session, { type: "sync", game: owned });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.session.game).toEqual(owned);
    expect(result.session.game).not.toBe(owned); // its own copy: the owner may change theirs
    expect(result.session.log.map((entry) => entry.action)).toEqual([
      { type: "roll" },
      { type: "move", piece: "red-4" },
    ]);
    expect(result.events.map((event) => event.type)).toEqual(["rolled", "tookOff", "turnPassed"]);
    const same = reduceSession(result.session, { type: "sync", game: owned });
    expect(same).toBe(result.session);
    // A copy of the same state is nothing new either: no step, no events.
    const copy = applyCommand(result.session, { type: "sync", game: structuredClone(owned) });
    expect(copy.ok && copy.session).toBe(result.session);
  });

  it("replays a state that jumps elsewhere from its record", () => {
    const session = createSession({ seed: 1, players: everyoneHuman });
    let other = createGame({ variant: "chessboard", seed: 8 });
    other = reduce(other, { type: "roll", value: 6 });
    const synced = reduceSession(session, { type: "sync", game: other });
    expect(synced.game).toEqual(other);
    expect(synced.log[0]?.events.length).toBeGreaterThan(0);
    expect(synced.start).toEqual(createGame({ variant: "chessboard", seed: 8 }));
    expect(synced.log).toHaveLength(1);
    expect(Object.keys(synced.players)).toEqual(["white", "black"]);
  });

  it("refuses a state that is not a valid game with INVALID_STATE, naming what is wrong", () => {
    const session = createSession({ seed: 1 });
    const broken = { ...session.game, sixes: 99 };
    const result = applyCommand(session, { type: "sync", game: broken });
    expect(result).toMatchObject({ ok: false, error: { code: "INVALID_STATE" } });
    if (!result.ok) expect(result.error.message).toContain("sixes");
    expect(refusal(session, { type: "sync", game: null })).toBe("INVALID_STATE");
  });
});

describe("sync: what the owner cannot do to the session", () => {
  it("reports no events for a jump back, which is shown, not animated", () => {
    const session = createSession({ seed: SEED_SIX, players: everyoneHuman });
    const rolled = reduce(session.game, { type: "roll" });
    const moved = reduce(rolled, { type: "move", piece: "red-1" });
    const ahead = reduceSession(session, { type: "sync", game: moved });
    const back = applyCommand(ahead, { type: "sync", game: rolled });
    expect(back.ok && back.events).toEqual([]);
    expect(back.ok && back.session.log).toHaveLength(1);
  });

  it("keeps its own copy: a Proxy or an owner changing its state later changes nothing", () => {
    const session = createSession({ seed: 1 });
    const owned = reduce(session.game, { type: "roll", value: 3 }); // yellow, a robot, to play
    let reads = 0;
    const fickle = new Proxy(owned, {
      get: (target, key) => (key === "turn" && reads++ > 0 ? "red" : Reflect.get(target, key)),
    });
    const synced = reduceSession(session, { type: "sync", game: fickle as GameState });
    expect(synced.game.turn).toBe("yellow");
    expect(refusal(synced, { type: "roll" })).toBe("NOT_HUMAN_TURN");
    const mutable = structuredClone(owned);
    const adopted = reduceSession(session, { type: "sync", game: mutable });
    mutable.turn = "red";
    expect(adopted.game.turn).toBe("yellow");
  });

  it("refuses a valid-looking state that its own history does not lead to", () => {
    const session = createSession({ seed: SEED_SIX, players: everyoneHuman });
    const rolled = reduce(session.game, { type: "roll" });
    const moved = reduce(rolled, { type: "move", piece: "red-1" });
    const elsewhere = reduce(createGame({ seed: SEED_SIX }), { type: "roll" });
    const wrongPiece = {
      ...moved,
      pieces: reduce(elsewhere, { type: "move", piece: "red-2" }).pieces,
    };
    const result = applyCommand(session, { type: "sync", game: wrongPiece });
    expect(result).toMatchObject({ ok: false, error: { code: "INVALID_STATE" } });
  });
});

describe("what a caller cannot do to a session", () => {
  it("logs the action the engine played, not the caller's object", () => {
    const session = createSession({ seed: 1, players: everyoneHuman });
    let reads = 0;
    const fickle = Object.defineProperty({ value: 6 }, "type", {
      enumerable: true,
      get: () => (reads++ === 0 ? "roll" : "move"),
    });
    const played = reduceSession(session, { type: "play", action: fickle as Action });
    expect(played.log[0]?.action).toEqual({ type: "roll", value: 6 });
    expect(reduceSession(played, { type: "undo" }).game).toEqual(session.game);
    const extra = reduceSession(session, {
      type: "play",
      action: { type: "roll", value: 2, note: "x".repeat(1e5) } as Action,
    });
    expect(extra.log[0]?.action).toEqual({ type: "roll", value: 2 });
  });

  it("copies the players it is given: changing them later changes no seat", () => {
    const robot = { robot: "random" as const };
    const session = createSession({ seed: 1, players: { yellow: robot } });
    (robot as { robot: string }).robot = "__proto__";
    expect(session.players.yellow).toEqual({ robot: "random" });
    const throwing = Object.defineProperty({}, "yellow", {
      enumerable: true,
      get() {
        throw new Error("no");
      },
    });
    expect(() => createSession({ players: throwing })).toThrow(SessionError);
  });

  it("is frozen, and one whose log was swapped or grown behind its back is checked again", () => {
    const session = run(createSession({ seed: 1 }), { type: "roll", value: 3 });
    expect(Object.isFrozen(session)).toBe(true);
    expect(() => {
      (session as { step: unknown }).step = "x";
    }).toThrow(TypeError);
    session.log.push(session.log[0] as (typeof session.log)[number]);
    expect(refusal(session, { type: "robot" })).toBe("INVALID_SESSION");
  });

  it("refuses undo with nothing a person did: the robots' opening stays", () => {
    const session = reduceSession(createSession({ seed: 1 }), {
      type: "selectColor",
      color: "yellow",
    });
    const opened = reduceSession(session, { type: "robot" }); // red, now a robot, opens
    expect(canUndo(opened)).toBe(false);
    expect(refusal(opened, { type: "undo" })).toBe("NOTHING_TO_UNDO");
  });

  it("forgets the redo when the seats change", () => {
    const session = createSession({ seed: 1 });
    const undone = run(session, { type: "roll", value: 3 }, { type: "undo" });
    expect(canRedo(undone)).toBe(true);
    const swapped = reduceSession(undone, { type: "selectColor", color: "yellow" });
    expect(canRedo(swapped)).toBe(false);
  });

  it("a click drawn before a reset is stale after it, though the game is at action 0 again", () => {
    const session = createSession({ seed: 1, players: everyoneHuman });
    const drawn = session.step;
    const reset = run(session, { type: "roll", value: 3 }, { type: "reset", seed: 1 });
    expect(reset.game.history).toBe("");
    expect(refusal(reset, { type: "roll", at: drawn })).toBe("STALE_COMMAND");
  });
});

describe("replay", () => {
  it("gives each step's actor, action, events and state, matching fromRecord's prefixes", () => {
    let game = createGame({ variant: "aeroplane", seed: 21 });
    for (let i = 0; i < 80 && !game.over; i++) game = reduce(game, robots.classic.act(game));
    const record = toRecord(game);
    const { start, steps } = replay(record);
    expect(start).toEqual(fromRecord(record, { actions: 0 }));
    expect(steps).toHaveLength(80);
    steps.forEach((step, i) => {
      expect(step.state).toEqual(fromRecord(record, { actions: i + 1 }));
      const before = i === 0 ? start : (steps[i - 1] as { state: GameState }).state;
      expect(step.actor).toBe(before.turn);
      const applied = apply(before, step.action);
      expect(applied.ok && applied.events).toEqual(step.events);
    });
  });

  it("refuses what is not a record", () => {
    expect(() => replay({ format: "chess" })).toThrow(
      expect.objectContaining({ code: "INVALID_RECORD" }),
    );
  });
});

describe("a session handed in from outside", () => {
  /** A session a few actions in, with something to redo. */
  function played(): Session {
    const session = playRobots(
      run(createSession({ seed: 1 }), { type: "roll", value: 6 }, { type: "move", piece: "red-1" }),
    );
    return run(session, { type: "roll", value: 3 }, { type: "undo" });
  }

  it("works on a copy restored from JSON as on the original", () => {
    const session = played();
    const restored = JSON.parse(JSON.stringify(session)) as Session;
    for (const command of [{ type: "redo" }, { type: "roll", value: 2 }, { type: "undo" }] as const)
      expect(applyCommand(restored, command)).toEqual(applyCommand(session, command));
  });

  it.each<[string, (session: Session) => unknown, string]>([
    ["a field missing", ({ step: _, ...rest }) => rest, "fields"],
    ["a game that is not valid", (s) => ({ ...s, game: { ...s.game, sixes: 99 } }), "game"],
    ["a log that does not replay to the game", (s) => ({ ...s, log: s.log.slice(1) }), "log"],
    [
      "a log entry with events that did not happen",
      (s) => ({ ...s, log: s.log.map((e, i) => (i === 0 ? { ...e, events: [] } : e)) }),
      "log[0] claims events",
    ],
    [
      "an entry by the wrong actor",
      (s) => ({ ...s, log: s.log.map((e) => ({ ...e, actor: "green" })) }),
      "log[0]",
    ],
    ["a redo that cannot be played", (s) => ({ ...s, redo: [...s.redo, ...s.redo] }), "redo["],
    [
      "a seat for a colour not in play",
      (s) => ({ ...s, players: { ...s.players, white: "human" } }),
      "players",
    ],
    [
      "an unknown robot",
      (s) => ({ ...s, players: { ...s.players, blue: { robot: "x" } } }),
      "blue",
    ],
    ["a negative step", (s) => ({ ...s, step: -1 }), "step"],
    ["a start in mid-game", (s) => ({ ...s, start: s.game }), "start must be"],
    [
      "an entry with a field of its own",
      (s) => ({ ...s, log: s.log.map((e) => ({ ...e, blob: "x" })) }),
      "exactly the fields",
    ],
    [
      "an action with a field of its own",
      (s) => ({ ...s, log: s.log.map((e) => ({ ...e, action: { ...e.action, blob: 1 } })) }),
      "fields an action does not have",
    ],
    ["a BigInt", (s) => ({ ...s, step: 1n }), "plain JSON"],
    [
      "a cycle",
      (s) => {
        const c: Record<string, unknown> = { ...s };
        c.log = [c];
        return c;
      },
      "plain JSON",
    ],
    [
      "a getter that throws",
      (s) =>
        Object.defineProperty({ ...s }, "game", {
          enumerable: true,
          get() {
            throw new Error("no");
          },
        }),
      "plain JSON",
    ],
  ])("refuses a session with %s with INVALID_SESSION", (_, tamper, what) => {
    const tampered = tamper(played());
    const result = applyCommand(tampered as Session, { type: "undo" });
    expect(result).toMatchObject({ ok: false, error: { code: "INVALID_SESSION" } });
    if (!result.ok) {
      expect(result.error.message).toContain(what);
      expect(result.error.message.length).toBeLessThan(300);
    }
  });
});

describe("commands that are not commands", () => {
  it("never throws, and refuses anything that is not a command with INVALID_COMMAND", () => {
    const session = createSession({ seed: 1 });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ type: fc.anything() }),
          fc.constantFrom(null, 7, "roll", [], { type: 10n }),
        ),
        (command) => {
          const result = applyCommand(session, command as SessionCommand);
          if (result.ok) {
            // Only a real command can be accepted.
            expect([
              "roll",
              "move",
              "undo",
              "redo",
              "reset",
              "selectColor",
              "sync",
              "robot",
              "play",
            ]).toContain((command as { type: string }).type);
          } else {
            expect(result.error.message.length).toBeLessThan(200);
          }
        },
      ),
      { numRuns: 2000 },
    );
    expect(refusal(session, null)).toBe("INVALID_COMMAND");
    expect(refusal(session, { type: "fly" })).toBe("INVALID_COMMAND");
    expect(refusal(session, { type: "toString" })).toBe("INVALID_COMMAND");
  });

  it("reads each field of a hostile command once, blaming the command for what throws", () => {
    const session = createSession({ seed: 1 });
    const throwing = Object.defineProperty({}, "type", {
      get() {
        throw Object.create(null);
      },
    });
    expect(refusal(session, throwing)).toBe("INVALID_COMMAND");
    const trap = new Proxy(
      {},
      {
        get: () => {
          throw new Error("trap");
        },
      },
    );
    expect(refusal(session, trap)).toBe("INVALID_COMMAND");
    // A getter that answers "roll" once and something else after: read once, rolled once.
    let reads = 0;
    const fickle = Object.defineProperty({}, "type", {
      get: () => (reads++ === 0 ? "roll" : "reset"),
    });
    const result = applyCommand(session, fickle as SessionCommand);
    expect(result.ok && result.session.game.history.length).toBe(1);
    expect(reads).toBe(1);
    // A bad value inside a command is the engine's to refuse, with its own code.
    expect(refusal(session, { type: "roll", value: 10n })).toBe("INVALID_DIE");
  });
});

describe("properties over robot games", () => {
  it("a robot-only game through the session is the engine's own robot game, its log replaying to it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("flying-chess", "aeroplane", "chessboard" as const),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom("classic", "random" as const),
        (variant, seed, robot) => {
          const colors = createGame({ variant }).colors;
          const players = Object.fromEntries(colors.map((color) => [color, { robot }]));
          const session = playRobots(createSession({ variant, seed, players }));
          let game = createGame({ variant, seed });
          while (!game.over) game = reduce(game, robots[robot].act(game));
          expect(session.game).toEqual(game);
          expect(session.log.length).toBe(game.history.length);
          expect(session.log.every((entry) => entry.events[0] !== undefined)).toBe(true);
          expect(replayLog(session)).toEqual(game);
        },
      ),
      { numRuns: 500 },
    );
  }, 60_000);
});

describe("properties over random sessions", () => {
  const variants = ["flying-chess", "aeroplane", "chessboard"] as const;
  const commandArb = fc.oneof(
    { weight: 6, arbitrary: fc.constant("act" as const) },
    { weight: 1, arbitrary: fc.constant("undo" as const) },
    { weight: 1, arbitrary: fc.constant("redo" as const) },
    { weight: 1, arbitrary: fc.constant("wrong" as const) },
  );

  /** A command a person at the table might give now: the legal one, mostly. */
  function pick(
    session: Session,
    kind: "act" | "undo" | "redo" | "wrong",
    n: number,
  ): SessionCommand {
    if (kind === "undo" || kind === "redo") return { type: kind };
    if (robotToAct(session) !== null) return kind === "act" ? { type: "robot" } : { type: "roll" };
    const moves = legalMoves(session.game);
    if (kind === "wrong")
      return { type: "move", piece: "red-1", at: session.game.history.length + 1 };
    if (moves.length === 0) return { type: "roll" };
    return { type: "move", piece: (moves[n % moves.length] as Move).piece };
  }

  it("the log always replays to the game, refusals change nothing, undo then redo returns", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...variants),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(fc.tuple(commandArb, fc.nat()), { minLength: 20, maxLength: 160 }),
        (variant, seed, plan) => {
          const colors = createGame({ variant }).colors;
          let session = createSession({
            variant,
            seed,
            players: { [colors[1] as string]: "human" },
          });
          for (const [kind, n] of plan) {
            const command = pick(session, kind, n);
            const result = applyCommand(session, command);
            if (!result.ok) continue;
            const before = session;
            session = result.session;
            expect(session.step).toBe(before.step + 1);
            expect(session.game.history.length).toBe(session.log.length);
            if (command.type === "undo" && canRedo(session)) {
              const back = reduceSession(session, { type: "redo" });
              // Undo then redo comes back to where undo started.
              expect(back.game).toEqual(before.game);
            }
          }
          expect(replayLog(session)).toEqual(session.game);
          expect(structuredClone(session)).toEqual(session);
          const future = session.redo.reduce(
            (game, entry) => reduce(game, entry.action),
            session.game,
          );
          expect(future.history.startsWith(session.game.history)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
