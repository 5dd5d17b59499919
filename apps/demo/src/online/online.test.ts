// The online screen's words in every language, and room codes and links: the server's own
// helpers (@flying/server/protocol, from its sources), read on the links the demo makes.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type FlyingRoomError, LOCALE_CODES } from "@flying/react";
import { normalizeRoomCode, readRoomLink, roomLink } from "@flying/server/protocol";
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { roomOfAddress } from "./links.js";
import {
  CLOSED_KEYS,
  type ClosedKey,
  closedText,
  GONE_KEYS,
  onlineStrings,
  REFUSAL_KEYS,
  refusalText,
} from "./onlineStrings.js";

/** Every string of a table, by its path: `status.open`. */
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  return Object.entries(value as object).flatMap(([key, inner]) =>
    leaves(inner, path ? `${path}.${key}` : key),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the online screen's words", () => {
  const english = new Map(leaves(onlineStrings.en));
  it.each(LOCALE_CODES)("%s has every string, non-empty, with the same placeholders", (code) => {
    const table = new Map(leaves(onlineStrings[code]));
    expect([...table.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of table) {
      expect(text.trim(), path).not.toBe("");
      expect(placeholders(text), path).toEqual(placeholders(english.get(path) ?? ""));
    }
  });
});

describe("room codes and links", () => {
  it("reads a typed code, case, spaces and dashes ignored", () => {
    expect(readRoomLink("k7q-m2x")).toBe("K7QM2X");
    expect(readRoomLink(" K7Q M2X ")).toBe("K7QM2X");
    expect(normalizeRoomCode("K7QM2")).toBeNull();
    // 0, O, 1, I and L are not in the alphabet.
    expect(normalizeRoomCode("K7QM20")).toBeNull();
    expect(normalizeRoomCode("K7QMIL")).toBeNull();
  });

  it("reads a link's #room= (or ?room=), and nothing else", () => {
    expect(readRoomLink("https://example.com/play#room=K7QM2X")).toBe("K7QM2X");
    expect(readRoomLink("http://127.0.0.1:4173/?seed=2#theme=dark&room=k7qm2x")).toBe("K7QM2X");
    expect(readRoomLink("https://example.com/play?room=K7QM2X")).toBe("K7QM2X");
    expect(readRoomLink("https://example.com/play")).toBeNull();
    expect(readRoomLink("https://example.com/play#room=nope")).toBeNull();
    expect(readRoomLink("hello")).toBeNull();
  });

  it("writes the demo's link on its page's address, keeping the page's own fragment", () => {
    expect(roomLink("https://example.com/play", "K7QM2X")).toBe(
      "https://example.com/play#room=K7QM2X",
    );
    expect(roomLink("https://example.com/play#room=AAAAAA", "K7QM2X")).toBe(
      "https://example.com/play#room=K7QM2X",
    );
    const link = roomLink("http://127.0.0.1:4173/?seed=2#theme=dark", "K7QM2X");
    expect(link).toBe("http://127.0.0.1:4173/?seed=2#theme=dark&room=K7QM2X");
    expect(readRoomLink(link)).toBe("K7QM2X");
  });
});

describe("the room of the page's own address", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const at = (href: string) => vi.stubGlobal("location", new URL(href));

  it("is the code of its #room=, normalised, else null", () => {
    at("https://example.com/play#theme=dark&room=k7q-m2x");
    expect(roomOfAddress()).toBe("K7QM2X");
    at("https://example.com/play#room=K7QM20");
    expect(roomOfAddress()).toBeNull();
    at("https://example.com/play");
    expect(roomOfAddress()).toBeNull();
    // Only the fragment: the page's query is the page's (a link never puts the code there).
    at("https://example.com/play?room=K7QM2X");
    expect(roomOfAddress()).toBeNull();
  });
});

describe("refusals and closed connections in the player's words", () => {
  it("words each of the server's own refusal codes (its protocol.ts), none left to the fallback", () => {
    // Read from the server's source, not a copy: a code added there fails here until worded.
    const protocol = readFileSync(
      fileURLToPath(new URL("../../../../packages/server/src/protocol.ts", import.meta.url)),
      "utf8",
    );
    const union = /export type RoomErrorCode =([\s\S]*?"[A-Z_]+");/.exec(protocol)?.[1] ?? "";
    const codes = [...union.matchAll(/\|\s*"([A-Z_]+)"/g)].map((m) => m[1] ?? "");
    expect(codes).toContain("NOT_YOUR_TURN");
    expect(codes.at(-1)).toBe("ALREADY_SEATED");
    for (const code of codes)
      for (const locale of LOCALE_CODES) {
        const words = onlineStrings[locale];
        expect(refusalText(words, code), `${locale} ${code}`).not.toBe(
          words.refusedOther.replace("{code}", code),
        );
      }
  });

  it("reads the hook's and the engine's codes a player meets, and names an unknown one", () => {
    const { en, zh } = onlineStrings;
    expect(refusalText(en, "NOT_YOUR_TURN")).toBe("It is not your turn.");
    expect(refusalText(zh, "STALE_COMMAND")).toBe(zh.refusals.STALE_COMMAND);
    expect(refusalText(en, "MESSAGE_TOO_LARGE")).toBe(en.refusals.INVALID_MESSAGE);
    expect(refusalText(en, "WHATEVER_NEXT")).toBe("The server refused that (WHATEVER_NEXT).");
    // Inherited names are no codes of ours.
    expect(refusalText(en, "toString")).toBe("The server refused that (toString).");
    expect(refusalText(en, "X".repeat(500)).length).toBeLessThan(80);
    // Every code worded here reads as its own words, not the fallback.
    for (const key of REFUSAL_KEYS) expect(refusalText(en, key)).toBe(en.refusals[key]);
  });

  it.each(LOCALE_CODES)("%s words every way a connection closes", (locale) => {
    const words = onlineStrings[locale];
    for (const code of CLOSED_KEYS) {
      expect(closedText(words, code)).toBe(words.closedWhy[code]);
      expect(closedText(words, code)).not.toBe(words.status.closed);
    }
    expect(closedText(words, "__proto__")).toBe(words.status.closed);
  });

  it("has words for every way the hook says a connection closed (checked by the typecheck)", () => {
    // A code the hook adds fails `tsc -b` here until it is worded.
    expectTypeOf<ClosedKey>().toEqualTypeOf<FlyingRoomError["code"]>();
    for (const key of GONE_KEYS) expect(CLOSED_KEYS).toContain(key);
  });
});
