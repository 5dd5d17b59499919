// The online screen's words in every language, and room codes and links read as
// @flying/server writes them (the examples of its README).
import { LOCALE_CODES } from "@flying/react";
import { describe, expect, it } from "vitest";
import { normalizeCode, readRoomLink, roomLink } from "./links.js";
import { onlineStrings } from "./onlineStrings.js";

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
    expect(normalizeCode("K7QM2")).toBeNull();
    // 0, O, 1, I and L are not in the alphabet.
    expect(normalizeCode("K7QM20")).toBeNull();
    expect(normalizeCode("K7QMIL")).toBeNull();
  });

  it("reads a link's #room= (or ?room=), and nothing else", () => {
    expect(readRoomLink("https://example.com/play#room=K7QM2X")).toBe("K7QM2X");
    expect(readRoomLink("http://127.0.0.1:4173/?seed=2#theme=dark&room=k7qm2x")).toBe("K7QM2X");
    expect(readRoomLink("https://example.com/play?room=K7QM2X")).toBe("K7QM2X");
    expect(readRoomLink("https://example.com/play")).toBeNull();
    expect(readRoomLink("https://example.com/play#room=nope")).toBeNull();
    expect(readRoomLink("hello")).toBeNull();
  });

  it("writes a link as the server's roomLink does", () => {
    expect(roomLink("https://example.com/play", "K7QM2X")).toBe(
      "https://example.com/play#room=K7QM2X",
    );
    expect(roomLink("https://example.com/play#room=AAAAAA", "K7QM2X")).toBe(
      "https://example.com/play#room=K7QM2X",
    );
  });
});
