// Pure parts of issue 12's rooms: room codes and links, canonical JSON, signed records (a
// tampered record, a prefix, a duplicate key or a forged signature never verifies), the
// public record (no seed, replays to the clients' game), seats held through a drop, and
// the grace and linger options.
import {
  apply,
  createGame,
  fromRecord,
  type GameRecord,
  type GameState,
  legalMoves,
  type PieceId,
  toRecord,
} from "@flying/engine";
import { describe, expect, it } from "vitest";
import {
  isRoomCode,
  normalizeRoomCode,
  ROOM_CODES_KEY,
  randomRoomCode,
  readRoomLink,
  releaseRoomCode,
  reserveRoomCode,
  roomLink,
} from "./codes.js";
import { rollDie } from "./dice.js";
import { DEFAULT_GRACE, DEFAULT_LINGER, setUpRoom } from "./options.js";
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from "./protocol.js";
import { SeatTable } from "./seats.js";
import {
  CanonicalJsonError,
  canonicalJson,
  defaultRecordKey,
  RECORD_KEY_ENV,
  signRecord,
  verifyRecord,
} from "./signing.js";
import { NEUTRAL_SEED, publicView } from "./view.js";

const KEY = "a test key, long enough to sign";

/** A game played by thrown dice (as a room plays it), `actions` actions long. */
function played(actions: number, seed = 1234): GameState {
  let game = createGame({ variant: "aeroplane", colors: ["red", "yellow"], seed });
  for (let i = 0; i < actions && !game.over; i++) {
    const [move] = legalMoves(game);
    const result = apply(
      game,
      game.roll === null
        ? { type: "roll", value: rollDie() }
        : { type: "move", piece: (move as { piece: PieceId }).piece },
    );
    if (!result.ok) throw new Error(result.error.message);
    game = result.state;
  }
  return game;
}

describe("room codes", () => {
  it("are six characters of the unambiguous alphabet, spread over all of it", () => {
    expect(ROOM_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const code = randomRoomCode();
      expect(code).toHaveLength(ROOM_CODE_LENGTH);
      expect(isRoomCode(code)).toBe(true);
      for (const char of code) seen.add(char);
    }
    expect(seen.size).toBe(ROOM_CODE_ALPHABET.length);
  });

  it("are read as typed: case, spaces and dashes do not matter; anything else is none", () => {
    expect(normalizeRoomCode(" k7q-m2x ")).toBe("K7QM2X");
    for (const typed of ["K7QM2", "K7QM2XA", "K7QM0X", "K7QMIX", "", "K7QM2X!"])
      expect(normalizeRoomCode(typed)).toBeNull();
    expect(isRoomCode("k7qm2x")).toBe(false);
  });

  it("are reserved once over a presence, and given back", async () => {
    const hash = new Map<string, number>();
    const presence = {
      async hincrby(key: string, field: string, value: number) {
        expect(key).toBe(ROOM_CODES_KEY);
        const next = (hash.get(field) ?? 0) + value;
        hash.set(field, next);
        return next;
      },
      async hdel(_key: string, field: string) {
        return hash.delete(field);
      },
    };
    const codes = await Promise.all(Array.from({ length: 50 }, () => reserveRoomCode(presence)));
    expect(new Set(codes).size).toBe(50);
    // A code someone holds is never handed out again: the next draw is taken instead.
    const taken = {
      hincrby: async () => 2,
      hdel: async () => true,
    };
    await expect(reserveRoomCode(taken)).rejects.toThrow(/no free room code/);
    await releaseRoomCode(presence, codes[0] as string);
    expect(hash.has(codes[0] as string)).toBe(false);
  });
});

describe("room links", () => {
  it("carry the code in the fragment, and are read back", () => {
    const link = roomLink("https://example.com/play", "K7QM2X");
    expect(link).toBe("https://example.com/play#room=K7QM2X");
    expect(readRoomLink(link)).toBe("K7QM2X");
    // Other fragment parameters are kept; a query's room is read too; a bare code is one.
    const other = roomLink("https://example.com/play?lang=zh#theme=dark", "ABC234");
    expect(other).toBe("https://example.com/play?lang=zh#theme=dark&room=ABC234");
    expect(readRoomLink(other)).toBe("ABC234");
    expect(readRoomLink("https://example.com/?room=abc234")).toBe("ABC234");
    expect(readRoomLink("abc-234")).toBe("ABC234");
  });

  it("give null for what points to no room, and refuse to make a link to none", () => {
    for (const link of ["https://example.com/play", "https://x/#room=0OO0OO", "not a url", ""])
      expect(readRoomLink(link)).toBeNull();
    expect(() => roomLink("https://example.com/", "abc234")).toThrow(TypeError);
    expect(() => roomLink("/relative", "ABC234")).toThrow(TypeError);
  });
});

describe("canonical JSON", () => {
  it("sorts keys at every depth and writes no whitespace", () => {
    expect(canonicalJson({ b: 1, a: [true, null, { d: "x", c: -0 }] })).toBe(
      '{"a":[true,null,{"c":0,"d":"x"}],"b":1}',
    );
    const record = toRecord(played(20));
    expect(JSON.parse(canonicalJson(record))).toEqual(record);
  });

  it("refuses what JSON cannot carry exactly", () => {
    const sparse: unknown[] = [1];
    sparse[2] = 3;
    const withExtra = Object.assign([1], { extra: 2 });
    const accessor = Object.defineProperty({}, "a", { get: () => 1, enumerable: true });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const value of [
      undefined,
      { a: undefined },
      () => 1,
      Symbol("s"),
      10n,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      new Date(0),
      new Map(),
      Buffer.from("x"),
      sparse,
      withExtra,
      accessor,
      { [Symbol("k")]: 1 },
      cyclic,
    ])
      expect(() => canonicalJson(value)).toThrow(CanonicalJsonError);
  });
});

describe("signed records", () => {
  const record = toRecord(publicView(played(30)));
  const signature = signRecord(record, KEY);

  it("verify with the key they were signed with, as a value or as its canonical text", () => {
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyRecord(record, signature, KEY)).toBe(true);
    expect(verifyRecord(JSON.parse(JSON.stringify(record)), signature, KEY)).toBe(true);
    expect(verifyRecord(canonicalJson(record), signature, KEY)).toBe(true);
    expect(verifyRecord(record, signature, "another key, long enough too")).toBe(false);
    expect(verifyRecord(record, signature, Buffer.from(KEY))).toBe(true);
  });

  it("fail when tampered with: a changed die, a prefix, an added field, another seed", () => {
    const actions = record.actions;
    const roll = actions.findIndex((action) => action.type === "roll");
    const changed: GameRecord = {
      ...record,
      actions: actions.map((action, i) =>
        i === roll && action.type === "roll"
          ? { ...action, value: action.value === 6 ? 5 : 6 }
          : action,
      ),
    };
    for (const tampered of [
      changed,
      { ...record, actions: actions.slice(0, -1) },
      { ...record, actions: actions.slice(0, 10) },
      { ...record, seed: 7 },
      { ...record, extra: true },
      { ...record, colors: [...record.colors].reverse() },
    ])
      expect(verifyRecord(tampered, signature, KEY)).toBe(false);
  });

  it("fail for a text a parser could read two ways, or padded out", () => {
    const text = canonicalJson(record);
    // A duplicate key: JSON.parse keeps the last value (the signed one), another parser
    // the first; either way the text is not the canonical one.
    const duplicate = text.replace('"seed":0', '"seed":99,"seed":0');
    expect(JSON.parse(duplicate)).toEqual(record);
    expect(verifyRecord(duplicate, signature, KEY)).toBe(false);
    expect(verifyRecord(JSON.stringify(record, null, 2), signature, KEY)).toBe(false);
    expect(verifyRecord(`${text} `, signature, KEY)).toBe(false);
    expect(verifyRecord("not json", signature, KEY)).toBe(false);
  });

  it("fail for forged or malformed signatures, without throwing", () => {
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    for (const forged of [flipped, "", signature.slice(1), `${signature}A`, `${signature}=`, 42])
      expect(verifyRecord(record, forged, KEY)).toBe(false);
    // Base64url's last character carries spare bits: a variant decoding to the same bytes
    // is not the signature.
    const last = signature.at(-1) as string;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] as string;
    expect(verifyRecord(record, signature.slice(0, -1) + sibling, KEY)).toBe(false);
    expect(verifyRecord(record, signature, "short")).toBe(false);
    expect(() => signRecord(record, "short")).toThrow(RangeError);
    expect(() => signRecord({ a: undefined }, KEY)).toThrow(CanonicalJsonError);
  });

  it("key: FLYING_RECORD_KEY when set (checked), else one random key per process", () => {
    const saved = process.env[RECORD_KEY_ENV];
    try {
      delete process.env[RECORD_KEY_ENV];
      const random = defaultRecordKey();
      expect(defaultRecordKey()).toBe(random);
      expect((random as Uint8Array).length).toBe(32);
      process.env[RECORD_KEY_ENV] = KEY;
      expect(defaultRecordKey()).toBe(KEY);
      process.env[RECORD_KEY_ENV] = "short";
      expect(() => defaultRecordKey()).toThrow(RangeError);
    } finally {
      if (saved === undefined) delete process.env[RECORD_KEY_ENV];
      else process.env[RECORD_KEY_ENV] = saved;
    }
  });
});

describe("the public record", () => {
  it("has no seed, every roll given, and replays to the game the clients see", () => {
    for (const length of [0, 1, 25, 400]) {
      const game = played(length, 987_654);
      const record = toRecord(publicView(game));
      expect(record.seed).toBe(NEUTRAL_SEED);
      expect(record.actions.every((a) => a.type === "move" || a.given === true)).toBe(true);
      // Everything but the seed is the full record's.
      expect({ ...record, seed: game.seed }).toEqual(toRecord(game));
      const replayed = fromRecord(JSON.parse(JSON.stringify(record)));
      expect(replayed).toEqual(publicView(game));
    }
  });
});

describe("seats through a dropped connection", () => {
  it("keep the seat, not connected, its turn waiting, until rejoined or released", () => {
    const seats = new SeatTable({ red: "human", yellow: "human" });
    expect(seats.claim("a", "red", "Ada", false)).toBeNull();
    expect(seats.setReady("a", true)).toBeNull();
    expect(seats.drop("a")).toBe("red");
    expect(seats.view().red).toMatchObject({ client: "a", connected: false, name: "Ada" });
    expect(seats.actorOf("red")).toEqual({ client: "a" });
    expect(seats.notReady()).toEqual(["red"]);
    expect(seats.claim("b", "red", "Bob", false)?.code).toBe("SEAT_TAKEN");
    expect(seats.rejoin("a")).toBe("red");
    expect(seats.view().red).toMatchObject({ client: "a", connected: true, ready: true });
    expect(seats.notReady()).toEqual([]);
    seats.drop("a");
    expect(seats.release("a", true)).toBe("red");
    expect(seats.view().red).toMatchObject({ kind: "robot", robot: "medium", name: "Ada" });
    expect(seats.drop("nobody")).toBeNull();
  });
});

describe("grace and linger options", () => {
  it("default to 30 and 60 seconds, and take fractions", () => {
    expect(setUpRoom({ variant: "aeroplane" })).toMatchObject({
      grace: DEFAULT_GRACE,
      linger: DEFAULT_LINGER,
    });
    expect(DEFAULT_GRACE).toBe(30);
    expect(setUpRoom({ variant: "aeroplane", grace: 0.25, linger: 0 })).toMatchObject({
      grace: 0.25,
      linger: 0,
    });
  });

  it.each([-1, 601, Number.NaN, "30", null])("refuse grace %s", (grace) => {
    expect(() => setUpRoom({ variant: "aeroplane", grace })).toThrow(/"grace"/);
  });

  it.each([-1, 3601, "60"])("refuse linger %s", (linger) => {
    expect(() => setUpRoom({ variant: "aeroplane", linger })).toThrow(/"linger"/);
  });
});
