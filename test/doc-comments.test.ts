// Every public export of both packages has a doc comment with an example: what an editor
// shows on hover is the first documentation a developer reads. Read from the sources by
// TypeScript's own checker, export by export, through each entry's re-exports.
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const ENTRIES = {
  "@flying/engine": "packages/engine/src/index.ts",
  "@flying/engine/flying-chess": "packages/engine/src/flying-chess.ts",
  "@flying/engine/aeroplane": "packages/engine/src/aeroplane.ts",
  "@flying/engine/chessboard": "packages/engine/src/chessboard.ts",
  "@flying/engine/robots": "packages/engine/src/robots.ts",
  "@flying/react": "packages/react/src/index.ts",
  "@flying/react/locales/all": "packages/react/src/locales/all.ts",
};

const program = ts.createProgram(
  Object.values(ENTRIES).map((entry) => root + entry),
  {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
  },
);
const checker = program.getTypeChecker();

/** Each export of an entry: its name, its doc comment, and its tags. */
function exportsOf(entry: string) {
  const file = program.getSourceFile(root + entry);
  if (!file) throw new Error(`${entry} is not in the program`);
  const module = checker.getSymbolAtLocation(file);
  if (!module) throw new Error(`${entry} is not a module`);
  return checker.getExportsOfModule(module).map((exported) => {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    return {
      name: exported.name,
      docs: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim(),
      tags: symbol.getJsDocTags(checker).map((tag) => tag.name),
    };
  });
}

describe.each(Object.entries(ENTRIES))("%s", (_name, entry) => {
  const exported = exportsOf(entry);

  it("exports something", () => {
    expect(exported.length).toBeGreaterThan(0);
  });

  it("documents every export", () => {
    expect(exported.filter((e) => e.docs === "").map((e) => e.name)).toEqual([]);
  });

  it("gives every export an @example", () => {
    expect(exported.filter((e) => !e.tags.includes("example")).map((e) => e.name)).toEqual([]);
  });
});
