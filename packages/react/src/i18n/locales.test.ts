import { describe, expect, it } from "vitest";
import { en } from "./en.js";
import { id } from "./id.js";
import { it as italian } from "./it.js";
import { ru } from "./ru.js";
import type { LocalePack } from "./types.js";
import { zh } from "./zh.js";

const packs: Record<string, LocalePack> = { zh, it: italian, ru, id };

/** Paths whose value is a `Plural`: forms follow the language's categories, not English's. */
const PLURALS = new Set(["stepsToFinish"]);

/** Strings that may equal the English ones, with the packs allowed to keep them. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  "nodes.square": ["zh", "it", "ru", "id"], // "{id}": a chess square name such as "e4"
  "ui.place": ["ru", "id"], // "{place}. {color}": a numbered list item
  sentenceSeparator: ["it", "ru", "id"], // ". ": they join sentences as English does
};

type Tree = { readonly [key: string]: string | Tree };

const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null;

const asTree = (pack: LocalePack): Tree => pack as unknown as Tree;

function child(tree: Tree, key: string): string | Tree | undefined {
  return Object.hasOwn(tree, key) ? tree[key] : undefined;
}

/** Every string with its dotted path; plural forms as `path.category`. */
function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value]] : leaves(value, path);
  });
}

/** Object paths with their sorted keys, not descending into plurals. */
function shape(tree: Tree, prefix = ""): [string, string[]][] {
  const own: [string, string[]] = [prefix, Object.keys(tree).sort()];
  return [own].concat(
    Object.entries(tree).flatMap(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return isTree(value) && !PLURALS.has(path) ? shape(value, path) : [];
    }),
  );
}

const placeholders = (template: string) =>
  [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** The English template a path is checked against (plural forms: English `other`). */
function english(path: string): string | undefined {
  const parts = path.split(".");
  const base = parts.slice(0, -1).join(".");
  const lookup = PLURALS.has(base) ? [...base.split("."), "other"] : parts;
  let node: string | Tree | undefined = asTree(en);
  for (const part of lookup) node = isTree(node) ? child(node, part) : undefined;
  return typeof node === "string" ? node : undefined;
}

describe.each(Object.entries(packs))("locale %s", (code, pack) => {
  it("has its own code", () => {
    expect(pack.code).toBe(code);
  });

  it("has the same keys as English at every depth", () => {
    expect(shape(asTree(pack))).toEqual(shape(asTree(en)));
  });

  it("uses exactly the English placeholders in every template", () => {
    for (const [path, template] of leaves(asTree(pack))) {
      const source = english(path);
      expect(source, `${path} has no English counterpart`).toBeTypeOf("string");
      expect(placeholders(template), path).toEqual(placeholders(source ?? ""));
    }
  });

  it("leaves no string empty", () => {
    for (const [path, template] of leaves(asTree(pack))) {
      expect(template.trim(), path).not.toBe("");
    }
  });

  it("translates every string, apart from the listed exceptions", () => {
    const same = leaves(asTree(pack))
      .filter(([path, template]) => path !== "code" && template === english(path))
      .map(([path]) => path);
    const allowed = Object.keys(SAME_AS_ENGLISH).filter((path) =>
      SAME_AS_ENGLISH[path]?.includes(code),
    );
    expect(same.sort()).toEqual(allowed.sort());
  });

  it("has a form for every plural category of the language, and no others", () => {
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const path of PLURALS) {
      const forms = child(asTree(pack), path);
      expect(isTree(forms), path).toBe(true);
      expect(Object.keys(isTree(forms) ? forms : {}).sort(), path).toEqual([...categories].sort());
    }
  });
});
