// The demo's saved values: what is stored comes back the same, and anything else (corrupt,
// foreign, tampered, or storage that refuses) is dropped and named, never thrown.
import { createGame, fromRecord, reduce, robots, toRecord } from "@flying/engine";
import { describe, expect, it } from "vitest";
import {
  defaultPreferences,
  defaultSetup,
  playersOf,
  readPreferences,
  readSetup,
  withColorCount,
} from "./setup.js";
import {
  counted,
  load,
  loadOnline,
  readServer,
  saveGame,
  saveOnline,
  savePreferences,
  saveStats,
} from "./storage.js";

/** A Storage kept in a Map, as a browser's localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

const refusing: Storage = {
  length: 0,
  clear: () => {},
  key: () => null,
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  removeItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("denied", "QuotaExceededError");
  },
};

const PREFS = defaultPreferences();
const GAME_KEY = "flying-demo/v1/game";

function playedRecord(actions = 30) {
  let state = createGame({ variant: "aeroplane", seed: 7, colors: ["red", "yellow", "green"] });
  for (let i = 0; i < actions && !state.over; i++) state = reduce(state, robots.random.act(state));
  return toRecord(state);
}

describe("saving and loading", () => {
  it("finds nothing in an empty storage, and drops nothing", () => {
    expect(load(memoryStorage(), PREFS)).toEqual({
      preferences: null,
      game: null,
      stats: {},
      dropped: [],
    });
  });

  it("gives back the preferences, the game (same record, same next die) and the statistics", () => {
    const storage = memoryStorage();
    const setup = withColorCount(defaultSetup("aeroplane", "expert"), 3);
    const record = playedRecord();
    savePreferences(storage, { ...PREFS, locale: "zh", pace: "fast" });
    saveGame(storage, setup, record, playersOf(setup));
    saveStats(storage, counted({}, "aeroplane/expert", true));
    const loaded = load(storage, PREFS);
    expect(loaded.dropped).toEqual([]);
    expect(loaded.preferences).toMatchObject({ locale: "zh", pace: "fast" });
    expect(loaded.game?.setup).toEqual(setup);
    expect(fromRecord(loaded.game?.record)).toEqual(fromRecord(record));
    expect(loaded.stats).toEqual({ "aeroplane/expert": { played: 1, won: 1 } });
  });

  it.each([
    ["not JSON", "{not json"],
    ["truncated", JSON.stringify({ setup: defaultSetup("aeroplane"), record: {} }).slice(0, 40)],
    ["something else's", JSON.stringify({ hello: "world" })],
    [
      "of another game",
      JSON.stringify({ setup: defaultSetup("chessboard"), record: playedRecord() }),
    ],
  ])("drops a saved game that is %s, and says so", (_, text) => {
    const storage = memoryStorage();
    storage.setItem(GAME_KEY, text);
    const loaded = load(storage, PREFS);
    expect(loaded.game).toBeNull();
    expect(loaded.dropped).toEqual(["game"]);
    // Dropped for good: the next visit is quiet.
    expect(storage.getItem(GAME_KEY)).toBeNull();
  });

  it("drops a saved game whose record was tampered with (an illegal move)", () => {
    const storage = memoryStorage();
    const setup = withColorCount(defaultSetup("aeroplane"), 3);
    const record = playedRecord();
    const tampered = structuredClone(record);
    const move = tampered.actions.find((action) => action.type === "move");
    if (move?.type !== "move") throw new Error("the game has no move");
    // The move handed to another colour's piece, whose turn it is not.
    move.piece = move.piece.startsWith("green") ? "red-4" : "green-4";
    storage.setItem(GAME_KEY, JSON.stringify({ setup, record: tampered }));
    expect(load(storage, PREFS)).toMatchObject({ game: null, dropped: ["game"] });
  });

  it("keeps what it can of stored preferences, and drops statistics that do not add up", () => {
    const storage = memoryStorage();
    storage.setItem("flying-demo/v1/preferences", JSON.stringify({ locale: "xx", pace: "fast" }));
    storage.setItem(
      "flying-demo/v1/stats",
      JSON.stringify({ "aeroplane/expert": { played: 1, won: 2 } }),
    );
    const loaded = load(storage, PREFS);
    expect(loaded.preferences).toEqual({ ...PREFS, pace: "fast" });
    expect(loaded.stats).toEqual({});
    expect(loaded.dropped).toEqual(["stats"]);
  });

  it("works on, remembering nothing, where storage refuses", () => {
    expect(() => savePreferences(refusing, PREFS)).not.toThrow();
    expect(load(refusing, PREFS)).toEqual({
      preferences: null,
      game: null,
      stats: {},
      dropped: [],
    });
  });
});

describe("a stored setup", () => {
  const good = defaultSetup("aeroplane");
  it.each([
    ["an unknown game", { ...good, variant: "ludo" }],
    ["one colour", { ...good, colors: ["red"] }],
    ["colours out of the board's order", { ...good, colors: ["yellow", "red"] }],
    ["an unknown seat", { ...good, seats: { ...good.seats, red: "grandmaster" } }],
    ["a rule the game lacks", { ...good, rules: { captureOnPass: true } }],
    ["a rule value not allowed", { ...good, rules: { ...good.rules, takeoff: "seven" } }],
    ["not an object", "aeroplane"],
  ])("with %s is refused", (_, value) => {
    expect(readSetup(value)).toBeNull();
  });

  it("is read back as it was", () => {
    const three = withColorCount(defaultSetup("aeroplane", "hard"), 3);
    expect(readSetup(JSON.parse(JSON.stringify(three)))).toEqual(three);
  });
});

describe("preferences", () => {
  it("follow the browser's language and colour scheme at first", () => {
    expect(defaultPreferences(["ru-RU", "en"], true)).toMatchObject({
      locale: "ru",
      theme: "dark",
    });
    expect(defaultPreferences(["fr-FR"])).toMatchObject({ locale: "en", theme: "default" });
  });

  it("are refused when not an object", () => {
    expect(readPreferences([], PREFS)).toBeNull();
  });
});

describe("the online screen's name and server", () => {
  const ONLINE_KEY = "flying-demo/v1/online";

  it("come back as saved, trimmed", () => {
    const storage = memoryStorage();
    saveOnline(storage, { name: "  Ada  ", server: "wss://play.example.com" });
    expect(loadOnline(storage)).toEqual({ name: "Ada", server: "wss://play.example.com" });
    saveOnline(storage, { name: "Bo" });
    expect(loadOnline(storage)).toEqual({ name: "Bo" });
  });

  it("keep an emoji name whole, joiners and all", () => {
    const storage = memoryStorage();
    saveOnline(storage, { name: "👩‍🚀 Ada" });
    expect(loadOnline(storage)).toEqual({ name: "👩‍🚀 Ada" });
  });

  it.each([
    ["not JSON", "{not json"],
    ["an array", JSON.stringify(["Ada", "ws://127.0.0.1:2567"])],
    ["a string", JSON.stringify("Ada")],
    ["null", "null"],
  ])("are ignored, and the value removed, when it is %s", (_, text) => {
    const storage = memoryStorage();
    storage.setItem(ONLINE_KEY, text);
    expect(loadOnline(storage)).toEqual({});
    expect(storage.getItem(ONLINE_KEY)).toBeNull();
  });

  it.each([
    ["a number", 42],
    ["too long", "A".repeat(25)],
    ["blank", "   "],
    ["a control character", "Ada\u0007"],
    ["a right-to-left override", "Ada\u202Enimda"],
    ["an object", { toString: "Ada" }],
  ])("leave out a name that is %s, keeping the server", (_, name) => {
    const storage = memoryStorage();
    storage.setItem(ONLINE_KEY, JSON.stringify({ name, server: "ws://10.0.0.2:2567" }));
    expect(loadOnline(storage)).toEqual({ server: "ws://10.0.0.2:2567" });
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["not a URL", "not a server"],
    ["with credentials", "wss://user:secret@play.example.com"],
    ["too long", `wss://${"a".repeat(200)}.example.com`],
    ["a newline in it", "ws://127.0.0.1:2567\nX-Header: 1"],
    ["a number", 2567],
  ])("leave out a server that is %s, keeping the name", (_, server) => {
    const storage = memoryStorage();
    storage.setItem(ONLINE_KEY, JSON.stringify({ name: "Ada", server }));
    expect(loadOnline(storage)).toEqual({ name: "Ada" });
  });

  it("never write a value they would not read back", () => {
    const storage = memoryStorage();
    saveOnline(storage, { name: "Ada\u0000", server: "javascript:alert(1)" });
    expect(JSON.parse(storage.getItem(ONLINE_KEY) ?? "null")).toEqual({});
    expect(readServer("http://127.0.0.1:2567")).toBe("http://127.0.0.1:2567");
  });

  it("ignore a prototype-polluting value", () => {
    const storage = memoryStorage();
    storage.setItem(ONLINE_KEY, '{"__proto__":{"name":"Eve"},"server":"ws://127.0.0.1:2567"}');
    const loaded = loadOnline(storage);
    expect(loaded).toEqual({ server: "ws://127.0.0.1:2567" });
    expect(({} as { name?: string }).name).toBeUndefined();
  });

  it("work on, remembering nothing, where storage refuses", () => {
    expect(() => saveOnline(refusing, { name: "Ada" })).not.toThrow();
    expect(loadOnline(refusing)).toEqual({});
  });
});
