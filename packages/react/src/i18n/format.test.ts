// Telling the game in words: lists and sentences joined as each language joins them, and
// the triple six naming the planes it sent home.
import { type Action, apply, createGame, type GameEvent, getBoard } from "@flying/engine";
import { describe, expect, it } from "vitest";
import { en } from "./en.js";
import { list, narrate, narrateAll, sentences } from "./format.js";
import { id } from "./id.js";
import { it as italian } from "./it.js";
import { ru } from "./ru.js";
import { zh } from "./zh.js";

const aeroplane = getBoard("aeroplane");

/** The events of each action in turn, from the engine itself. */
function eventsOf(actions: Action[], pieces: Record<string, string>, tripleSix = "return-moved") {
  let state = createGame({
    variant: "aeroplane",
    seed: 1,
    rules: { tripleSix: tripleSix as "return-moved" | "lose-turn" },
    position: { pieces },
  });
  const all: GameEvent[][] = [];
  for (const action of actions) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    all.push(result.events);
    state = result.state;
  }
  return all;
}

const six: Action = { type: "roll", value: 6 };
/** Red moves planes 1 and 2 on two sixes, then throws a third six. */
const tripleSixEvents = (rule: string) =>
  eventsOf(
    [six, { type: "move", piece: "red-1" }, six, { type: "move", piece: "red-2" }, six],
    { "red-1": "Track_2", "red-2": "Track_20" },
    rule,
  ).at(-1) ?? [];
const tripleOf = (events: GameEvent[]) => {
  const event = events.find((e) => e.type === "tripleSix");
  if (!event) throw new Error("no triple six");
  return event;
};

describe("the triple six", () => {
  it("is the engine's event, with the planes it sent home", () => {
    expect(tripleOf(tripleSixEvents("return-moved"))).toEqual({
      type: "tripleSix",
      color: "red",
      sentHome: ["red-1", "red-2"],
    });
  });

  it.each([
    {
      pack: en,
      text: "Third 6 in a row: Red loses the turn; sent home: Red plane 1 and Red plane 2",
    },
    { pack: zh, text: "连掷三个6：红方本轮作废，红方1号飞机和红方2号飞机被打回老家" },
    { pack: italian, has: ["Rosso", "aereo 1", "aereo 2", " e "] },
    { pack: ru, has: ["Красные", "самолёт 1", "самолёт 2", " и "] },
    { pack: id, has: ["pesawat Merah 1", "pesawat Merah 2", " dan "] },
  ])("names the planes sent home in $pack.code", ({ pack, text, has }) => {
    const told = narrate(pack, aeroplane, tripleOf(tripleSixEvents("return-moved")));
    if (text !== undefined) expect(told).toBe(text);
    for (const part of has ?? []) expect(told).toContain(part);
    expect(told).not.toBe(
      narrate(pack, aeroplane, { type: "tripleSix", color: "red", sentHome: [] }),
    );
  });

  it("says only the lost turn when no plane goes home (the lose-turn rule)", () => {
    const event = tripleOf(tripleSixEvents("lose-turn"));
    expect(event.sentHome).toEqual([]);
    expect(narrate(en, aeroplane, event)).toBe("Third 6 in a row: Red loses the turn");
  });

  it("names one plane alone", () => {
    const event: GameEvent = { type: "tripleSix", color: "blue", sentHome: ["blue-3"] };
    expect(narrate(en, aeroplane, event)).toBe(
      "Third 6 in a row: Blue loses the turn; sent home: Blue plane 3",
    );
  });
});

describe("lists and sentences", () => {
  it.each([
    { pack: en, names: ["A", "B", "C"], text: "A, B, and C" },
    { pack: zh, names: ["A", "B", "C"], text: "A、B和C" },
    { pack: ru, names: ["A", "B"], text: "A и B" },
    { pack: en, names: ["A"], text: "A" },
  ])("lists $names in $pack.code as $text", ({ pack, names, text }) => {
    expect(list(pack, names)).toBe(text);
  });

  it.each([
    { pack: en, text: "Red rolled a 3. Red cannot move; Yellow to play" },
    { pack: zh, text: "红方掷出3点。红方无棋可走，轮到黄方" },
    { pack: italian, text: /^[^.]+\. [^.]+$/ },
  ])("joins one action's sentences in $pack.code", ({ pack, text }) => {
    const events = eventsOf([{ type: "roll", value: 3 }], {})[0] ?? [];
    const told = narrateAll(pack, aeroplane, events);
    if (typeof text === "string") expect(told).toBe(text);
    else expect(told).toMatch(text);
  });

  it("drops empty sentences", () => {
    expect(sentences(zh, ["甲", "", "乙"])).toBe("甲。乙");
    expect(sentences(en, ["", "A"])).toBe("A");
  });
});
