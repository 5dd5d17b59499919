// Saved games and share links: whole robot games survive the trip, and every bad file or
// link is refused with its reason, never an exception.
import {
  type Action,
  createGame,
  type DieValue,
  fromRecord,
  type GameRecord,
  type GameState,
  legalMoves,
  type PieceId,
  pieces,
  reduce,
  replay,
  toRecord,
  VARIANTS,
  type VariantId,
} from "@flying/engine";
import { robots } from "@flying/engine/robots";
import { format } from "@flying/react";
import { describe, expect, it } from "vitest";
import {
  exportRecord,
  isRecordHash,
  MAX_RECORD_SIZE,
  parseRecordFile,
  type RecordResult,
  recordFromHash,
  recordToHash,
  recordUpTo,
  replayFrame,
} from "./records.js";
import { replayStrings } from "./replayStrings.js";

type Players = "classic" | "random" | "mixed";

/**
 * A whole seeded robot game: the classic robot, the random one, or both taking turns by seat
 * with every fourth roll a die thrown outside the game (`given`).
 */
function robotGame(variant: VariantId, seed: number, players: Players): GameState {
  let state = createGame({ variant, seed });
  let rolls = 0;
  for (let n = 0; n < 20_000 && !state.over; n++) {
    const seat = state.colors.indexOf(state.turn);
    const robot =
      players === "mixed" ? (seat % 2 ? robots.random : robots.classic) : robots[players];
    let action: Action = robot.act(state);
    if (players === "mixed" && action.type === "roll" && ++rolls % 4 === 0) {
      action = { type: "roll", value: ((rolls % 6) + 1) as DieValue };
    }
    state = reduce(state, action);
  }
  expect(state.over).toBe(true);
  return state;
}

const games = VARIANTS.flatMap((variant) =>
  (["classic", "random", "mixed"] as const).map((players, i) => {
    const state = robotGame(variant, 7 + i, players);
    return { variant, players, state, record: toRecord(state) };
  }),
);

function ok(result: RecordResult): Extract<RecordResult, { ok: true }> {
  if (!result.ok) throw new Error(`refused: ${result.reason}: ${result.detail}`);
  return result;
}

describe("a whole robot game survives the trip", () => {
  it.each(games)("$variant, $players robots: a file", ({ variant, record, state }) => {
    const file = exportRecord(record, new Date(2026, 11, 1, 13, 42));
    expect(file.fileName).toBe(`flying-${variant}-2026-12-01-1342.json`);
    // Pretty: one field or action a line.
    expect(file.text.split("\n").length).toBeGreaterThan(record.actions.length);
    expect(JSON.parse(file.text)).toEqual(record);
    const back = ok(parseRecordFile(file.text));
    expect(back.record).toEqual(record);
    expect(back.state).toEqual(state);
    expect(fromRecord(back.record)).toEqual(state);
  });

  it.each(games)("$variant, $players robots: a link", ({ record, state }) => {
    const hash = recordToHash(record);
    expect(hash).toMatch(/^#game=[A-Za-z0-9_-]+$/);
    expect(isRecordHash(hash)).toBe(true);
    // A typical game fits any browser's and any chat's link length.
    expect(hash.length).toBeLessThan(8000);
    const back = ok(recordFromHash(hash));
    expect(back.record).toEqual(record);
    expect(fromRecord(back.record)).toEqual(state);
    // location.hash without its "#" reads the same.
    expect(ok(recordFromHash(hash.slice(1))).record).toEqual(record);
  });

  it("a game that has not started, and one cut mid-game, make the trip too", () => {
    const fresh = toRecord(createGame({ variant: "chessboard", seed: 3 }));
    expect(ok(parseRecordFile(exportRecord(fresh).text)).record).toEqual(fresh);
    expect(ok(recordFromHash(recordToHash(fresh))).record).toEqual(fresh);
    const { record } = games[0] as (typeof games)[number];
    const half = recordUpTo(record, 101);
    expect(half.actions).toEqual(record.actions.slice(0, 101));
    expect(ok(recordFromHash(recordToHash(half))).record).toEqual(half);
  });

  it("the file name pads the date and time", () => {
    const { record } = games[3] as (typeof games)[number];
    expect(exportRecord(record, new Date(2027, 0, 5, 9, 7)).fileName).toBe(
      "flying-aeroplane-2027-01-05-0907.json",
    );
  });
});

/** The first move in a record whose piece changed to one that cannot move there. */
function withIllegalMove(record: GameRecord): { record: GameRecord; at: number } {
  const states = replay(record);
  for (const [at, step] of states.steps.entries()) {
    if (step.action.type !== "move") continue;
    const before = at === 0 ? states.start : (states.steps[at - 1] as { state: GameState }).state;
    const movable = new Set(legalMoves(before).flatMap((move) => move.pieces));
    const stuck = pieces(before).find(
      (piece) => piece.color === before.turn && !movable.has(piece.id),
    );
    if (!stuck) continue;
    const actions = record.actions.map((action, i) =>
      i === at ? { type: "move" as const, piece: stuck.id as PieceId } : action,
    );
    return { record: { ...record, actions }, at };
  }
  throw new Error("no move to spoil");
}

describe("a bad file is refused with its reason", () => {
  const { record } = games[3] as (typeof games)[number];
  const text = exportRecord(record).text;
  const illegal = withIllegalMove(record);
  const wrongDie = {
    ...record,
    actions: record.actions.map((action, i) =>
      i === 0 && action.type === "roll" && !action.given
        ? { type: "roll" as const, value: (action.value % 6) + 1 }
        : action,
    ),
  };

  it.each([
    { name: "a file cut in the middle", text: text.slice(0, text.length / 2), reason: "truncated" },
    { name: "a file cut in a string", text: text.slice(0, 30), reason: "truncated" },
    {
      name: "a file that lost its last brace",
      text: text.trimEnd().slice(0, -1),
      reason: "truncated",
    },
    { name: "an empty file", text: "", reason: "not-json" },
    { name: "a text file", text: "Red won in 40 moves.", reason: "not-json" },
    { name: "a picture", text: "\u0089PNG\r\n\u001a\n\u0000\u0000", reason: "not-json" },
    { name: "JSON with junk after it", text: `${text}}`, reason: "not-json" },
    {
      name: "JSON that is no record",
      text: '{"name":"flying","version":"0.1.0"}',
      reason: "not-a-record",
    },
    { name: "a JSON array", text: "[1, 2, 3]", reason: "not-a-record" },
    { name: "a JSON number", text: "42", reason: "not-a-record" },
    {
      name: "a record missing a field",
      text: JSON.stringify({ ...record, seed: undefined }),
      reason: "not-a-record",
    },
    {
      name: "a record with a malformed action",
      text: JSON.stringify({ ...record, actions: [{ type: "jump" }] }),
      reason: "not-a-record",
    },
    {
      name: "a record of an unknown variant",
      text: JSON.stringify({ ...record, variant: "ludo" }),
      reason: "not-a-record",
    },
    {
      name: "a record of a later version",
      text: JSON.stringify({ ...record, version: 2 }),
      reason: "unsupported-version",
    },
    {
      name: "a record moving a piece that cannot move",
      text: JSON.stringify(illegal.record),
      reason: "illegal-move",
      action: illegal.at,
    },
    {
      name: "a record whose die shows another face",
      text: JSON.stringify(wrongDie),
      reason: "illegal-move",
      action: 0,
    },
    {
      name: "a file over the size limit",
      text: `${text.trimEnd()}${" ".repeat(MAX_RECORD_SIZE)}`,
      reason: "too-large",
    },
  ])("$name: $reason", ({ text, reason, ...rest }) => {
    const result = parseRecordFile(text);
    expect(result).toMatchObject({ ok: false, reason, detail: expect.any(String) });
    if ("action" in rest) expect(result).toMatchObject({ action: rest.action });
  });

  it("the same record as JSON on one line is fine", () => {
    expect(ok(parseRecordFile(JSON.stringify(record))).record).toEqual(record);
  });
});

describe("a bad link is refused with its reason", () => {
  const { record } = games[6] as (typeof games)[number];
  const hash = recordToHash(record);
  const encode = (value: unknown) =>
    `#game=${Buffer.from(JSON.stringify(value)).toString("base64url")}`;
  const compact = JSON.parse(Buffer.from(hash.slice(6), "base64url").toString()) as Record<
    string,
    unknown
  >;
  const illegal = withIllegalMove(record);
  const illegalHash = recordToHash(illegal.record);

  it.each([
    { name: "a link cut short", hash: hash.slice(0, hash.length / 2), reason: "truncated" },
    {
      name: "a link cut one character past a group",
      hash: hash.slice(0, 6 + 4 * 20 + 1),
      reason: "truncated",
    },
    { name: "another fragment", hash: "#rules", reason: "bad-link" },
    { name: "an empty fragment", hash: "", reason: "bad-link" },
    { name: "characters base64url has not", hash: "#game=abc$%def", reason: "bad-link" },
    { name: "bytes that are not UTF-8", hash: "#game=_-_-", reason: "bad-link" },
    {
      name: "base64url of no JSON",
      hash: `#game=${Buffer.from("hello").toString("base64url")}`,
      reason: "bad-link",
    },
    { name: "JSON of no game", hash: encode([1, 2]), reason: "bad-link" },
    {
      name: "a game with a key missing",
      hash: encode({ ...compact, s: undefined }),
      reason: "bad-link",
    },
    {
      name: "an action with no meaning",
      hash: encode({ ...compact, a: "16a!" }),
      reason: "bad-link",
    },
    {
      name: "a move of a piece of another game",
      hash: encode({ ...compact, a: "6p" }),
      reason: "bad-link",
    },
    { name: "a later version", hash: encode({ ...compact, v: 2 }), reason: "unsupported-version" },
    {
      name: "rules of another variant",
      hash: encode({ ...compact, r: { stacking: 1 } }),
      reason: "not-a-record",
    },
    { name: "a move that cannot be played", hash: illegalHash, reason: "illegal-move" },
    {
      name: "a link over the size limit",
      hash: `#game=${"A".repeat(MAX_RECORD_SIZE)}`,
      reason: "too-large",
    },
  ])("$name: $reason", ({ hash, reason }) => {
    expect(recordFromHash(hash)).toMatchObject({ ok: false, reason, detail: expect.any(String) });
  });

  it("a link's actions may be spelt out in full, as a file's are", () => {
    expect(ok(recordFromHash(encode({ ...compact, a: record.actions }))).record).toEqual(record);
  });

  it("other fragments are not taken for a game", () => {
    expect(isRecordHash("#settings")).toBe(false);
    expect(isRecordHash("")).toBe(false);
  });
});

describe("the replay's frames", () => {
  const { record, state } = games[1] as (typeof games)[number];
  const steps = replay(record);

  it("step 0 is the start, with no events and an empty log", () => {
    const frame = replayFrame(steps, 0);
    expect(frame.state).toBe(steps.start);
    expect(frame.events).toEqual([]);
    expect(frame.lastMoveEvents).toEqual([]);
    expect(frame.log).toEqual([]);
  });

  it("step i is the game after i actions, its log the first i lines", () => {
    for (const i of [1, 2, 17, steps.steps.length]) {
      const frame = replayFrame(steps, i);
      const step = steps.steps[i - 1];
      expect(frame.state).toBe(step?.state);
      expect(frame.events).toBe(step?.events);
      expect(frame.log).toHaveLength(i);
      expect(frame.log.map((line) => line.events)).toEqual(
        steps.steps.slice(0, i).map((line) => line.events),
      );
      expect(frame.state).toEqual(fromRecord(record, { actions: i }));
    }
    expect(replayFrame(steps, steps.steps.length).state).toEqual(state);
  });

  it("the last-move events are those of the latest action that moved a piece", () => {
    const i = steps.steps.findIndex((step) => step.action.type === "move") + 2;
    const frame = replayFrame(steps, i);
    expect(steps.steps[i - 1]?.action.type).toBe("roll");
    expect(frame.lastMoveEvents).toBe(steps.steps[i - 2]?.events);
  });

  it("a step out of range is clamped", () => {
    expect(replayFrame(steps, -3).state).toBe(steps.start);
    expect(replayFrame(steps, 1e9).log).toHaveLength(steps.steps.length);
    expect(replayFrame(steps, Number.NaN).state).toBe(steps.start);
  });

  it("continuing from step i starts from the game after i actions", () => {
    for (const i of [0, 1, 40, steps.steps.length]) {
      const cut = recordUpTo(record, i);
      expect(cut.actions).toEqual(record.actions.slice(0, i));
      expect(fromRecord(cut)).toEqual(replayFrame(steps, i).state);
    }
  });
});

describe("the replay's words", () => {
  const keys = Object.keys(replayStrings.en).sort();
  it.each(Object.entries(replayStrings))(
    "%s has every string, its placeholders kept",
    (_, words) => {
      expect(Object.keys(words).sort()).toEqual(keys);
      for (const text of Object.values(words)) expect(text.trim()).not.toBe("");
      expect(format(words.step, { step: 3, count: 120 })).toMatch(/3\D+120/);
      expect(format(words.title, { variant: "X" })).toContain("X");
      expect(words.play).not.toBe(words.pause);
    },
  );
});
