// The in-app rules: every language says every section, and the pictures show what they claim.
import {
  apply,
  createGame,
  type DieValue,
  type GameEvent,
  legalMoves,
  stacks,
  VARIANTS,
  type VariantId,
} from "@flying/engine";
import { LOCALE_CODES, type LocaleCode } from "@flying/react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { configOf } from "../setup.js";
import { FIGURE_IDS, FIGURES, sceneOf } from "./figures.js";
import { Help } from "./Help.js";
import { helpText, SECTION_FIGURES, SECTIONS } from "./text.js";

/** Every string of a value with its path: `sections.aeroplane.jump.body.0`. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}.${i}`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  }
  throw new Error(`${path} is neither text nor a group of texts`);
}

/** The shape of a value: its keys all the way down, arrays as "[]". */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return "[]";
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, shape((value as Record<string, unknown>)[k])]),
    );
  }
  return typeof value;
}

const OTHERS = LOCALE_CODES.filter((code) => code !== "en");
/** Words of the English text that no other language here uses ("hangar" is Italian too). */
const ENGLISH =
  /\b(the|and|your|you|with|piece|pieces|plane|planes|roll|rolled|move|moves|square|squares|jump|jumps|stack|stacks|flight|finish|turn|board|only|take|takes|off|home|goal|keys|space|close|games)\b/i;
/** Latin letters a Chinese or Russian text may hold: chessboard squares only. */
const SQUARE = /^[a-h][1-8]$/;

describe("the help texts", () => {
  it("has every section of every game in every language, in one shape", () => {
    const english = shape(helpText.en);
    for (const code of LOCALE_CODES) {
      const text = helpText[code];
      expect(shape(text), code).toEqual(english);
      for (const variant of VARIANTS) {
        const sections = text.sections[variant] as Record<
          string,
          { title: string; body: string[] }
        >;
        expect(Object.keys(sections).sort(), `${code} ${variant}`).toEqual(
          [...SECTIONS[variant]].sort(),
        );
        for (const id of SECTIONS[variant]) {
          const section = sections[id];
          expect(section?.title, `${code} ${variant}.${id}`).toBeTruthy();
          expect(section?.body.length, `${code} ${variant}.${id}`).toBeGreaterThan(0);
        }
      }
      expect(Object.keys(text.figures).sort()).toEqual([...FIGURE_IDS].sort());
    }
  });

  it.each(LOCALE_CODES)("%s: no empty or padded string", (code) => {
    for (const [path, value] of strings(helpText[code])) {
      expect(value.trim(), `${code} ${path}`).not.toBe("");
      expect(value, `${code} ${path}`).toBe(value.trim());
    }
  });

  it.each(OTHERS)("%s: no English left", (code) => {
    const english = new Map(strings(helpText.en));
    for (const [path, value] of strings(helpText[code])) {
      expect(value, `${code} ${path} is the English text`).not.toBe(english.get(path));
      expect(value, `${code} ${path}`).not.toMatch(ENGLISH);
      if (code === "zh" || code === "ru") {
        const latin = value.match(/[A-Za-z]+\d*/g) ?? [];
        for (const word of latin) expect(word, `${code} ${path}`).toMatch(SQUARE);
      }
    }
  });

  it("Chinese uses the game's own words", () => {
    const all = strings(helpText.zh)
      .map(([, value]) => value)
      .join("");
    for (const word of ["起飞", "跳", "飞", "叠子", "撞子", "机场", "终点跑道", "对角线"]) {
      expect(all).toContain(word);
    }
  });
});

/** The events of a figure's move with the roll `value` instead of its own, or null if it cannot move. */
function moveWith(id: (typeof FIGURE_IDS)[number], value: DieValue): GameEvent[] | null {
  const spec = FIGURES[id];
  const state = createGame({
    ...configOf({ variant: spec.variant, position: { turn: spec.turn, pieces: spec.pieces } }),
    seed: 1,
  });
  const rolled = apply(state, { type: "roll", value });
  if (!rolled.ok) throw new Error(rolled.error.message);
  if (!legalMoves(rolled.state).some((m) => m.pieces.includes(spec.piece))) return null;
  const moved = apply(rolled.state, { type: "move", piece: spec.piece });
  if (!moved.ok) throw new Error(moved.error.message);
  return moved.events;
}

describe("the help's pictures", () => {
  it.each(FIGURE_IDS)("%s: the position loads and its move does what it shows", (id) => {
    const spec = FIGURES[id];
    expect(() =>
      createGame({
        ...configOf({ variant: spec.variant, position: { turn: spec.turn, pieces: spec.pieces } }),
        seed: 1,
      }),
    ).not.toThrow();
    const scene = sceneOf(id);
    // Drawn waiting for a roll: nothing in the picture can be moved.
    expect(scene.state.roll).toBeNull();
    expect(scene.move.pieces).toContain(spec.piece);
    expect(scene.events.map((e) => e.type)).toContain(spec.shows);
    expect(moveWith(id, spec.roll)).toEqual(scene.events);
  });

  it("every picture belongs to a section of its own game, and every section's picture exists", () => {
    const used = VARIANTS.flatMap((variant: VariantId) =>
      Object.values(SECTION_FIGURES[variant]).map((id) => {
        expect(FIGURES[id as (typeof FIGURE_IDS)[number]].variant).toBe(variant);
        return id;
      }),
    );
    expect([...used].sort()).toEqual([...FIGURE_IDS].sort());
  });

  it("the jump: a red plane lands on a red square and jumps four on", () => {
    const { events } = sceneOf("jump");
    expect(events).toContainEqual(expect.objectContaining({ type: "moved", to: "Track_5" }));
    expect(events).toContainEqual(
      expect.objectContaining({ type: "jumped", from: "Track_5", to: "Track_9" }),
    );
    expect(events.some((e) => e.type === "flew")).toBe(false);
  });

  it("the flight: red flies from its flying square over green's home column, sending green home", () => {
    const { events, move } = sceneOf("flight");
    expect(events).toContainEqual(
      expect.objectContaining({
        type: "flew",
        from: "Track_17",
        to: "Track_29",
        crosses: "Lane_Green_3",
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: "captured", piece: "green-1", at: "Lane_Green_3" }),
    );
    expect(events.some((e) => e.type === "jumped")).toBe(false);
    expect(move.to).toBe("Track_29");
  });

  it("the stack: two red planes on one square move on together", () => {
    const { state, move, events } = sceneOf("stack");
    expect(stacks(state)).toContainEqual(["red-1", "red-2"]);
    expect(move.pieces).toEqual(["red-1", "red-2"]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: "moved", pieces: ["red-1", "red-2"], to: "Track_6" }),
    );
  });

  it("the Flying Chess capture: landing on yellow sends it home", () => {
    const { events } = sceneOf("capture");
    expect(events).toContainEqual(
      expect.objectContaining({ type: "captured", piece: "yellow-1", home: "Home_Yellow_1" }),
    );
  });

  it("captured on the way: white stops on the black piece it meets", () => {
    const { events, move } = sceneOf("passCapture");
    expect(move.to).toBe("e1");
    expect(events).toContainEqual(
      expect.objectContaining({ type: "captured", piece: "black-1", at: "e1" }),
    );
  });

  it("the diagonal: a 3 walks onto b2, a 4 (onto its own piece) cannot move", () => {
    const { move } = sceneOf("diagonal");
    expect(move.path).toEqual(["a2", "a1", "b2"]);
    expect(moveWith("diagonal", 4)).toBeNull();
    // Nor can a roll that would go beyond d4 be used, even where no own piece stands.
    expect(moveWith("diagonal", 6)).toBeNull();
  });
});

describe("the Help component", () => {
  it.each(LOCALE_CODES.flatMap((locale) => VARIANTS.map((variant) => ({ locale, variant }))))(
    "$locale, $variant: renders every section, its pictures and the keys",
    ({ locale, variant }) => {
      const html = renderToStaticMarkup(
        createElement(Help, { variant, locale: locale as LocaleCode, onClose: () => {} }),
      );
      const text = helpText[locale];
      const sections = text.sections[variant] as Record<string, { title: string }>;
      for (const id of SECTIONS[variant]) expect(html).toContain(`<h4>${sections[id]?.title}</h4>`);
      expect(html).toContain(`<h4>${text.keys.title}</h4>`);
      expect(html).not.toMatch(/<h[12]/);
      expect(html.match(/<h3>/g)).toHaveLength(1);
      const figures = Object.values(SECTION_FIGURES[variant]);
      expect(html.match(/<figcaption/g) ?? []).toHaveLength(figures.length);
      expect(html.match(/role="tab"/g)).toHaveLength(3);
      expect(html).toContain('aria-selected="true"');
      const keys = variant === "chessboard" ? ["W", "K"] : ["R", "Y", "G", "B"];
      for (const key of keys) expect(html).toContain(`>${key}</kbd>`);
      expect(html).toContain(`lang="${locale}"`);
    },
  );
});
