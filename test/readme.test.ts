import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

// Inside the repository, so that "@flying/engine" resolves to the built workspace package.
const dir = join(root, "node_modules", ".cache", "readme");

const EXAMPLES = [
  ["The engine in a few lines", "engine-example"],
  ["A whole game without React: the session", "session-example"],
];

/** The README's JavaScript example under `heading`. */
function exampleUnder(heading: string): string | undefined {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return readme.match(new RegExp(`## ${escaped}[\\s\\S]*?\`\`\`js\\n([\\s\\S]*?)\`\`\``))?.[1];
}

it.each(EXAMPLES)(
  "runs the README's example under “%s” as written and prints what its comments say",
  (heading, name) => {
    const example = exampleUnder(heading);
    expect(example, "the README has the example").toBeDefined();
    const expected = [...(example ?? "").matchAll(/^\/\/ → (.*)$/gm)].map((match) => match[1]);
    expect(expected.length).toBeGreaterThan(0);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name}.mjs`);
    writeFileSync(file, example ?? "");
    const printed = execFileSync(process.execPath, [file], { encoding: "utf8" }).trim().split("\n");
    expect(printed).toEqual(expected);
  },
);

// The same examples pasted into a TypeScript module of a strict project typecheck as they
// are: a TypeScript user meets no error the JavaScript does not have.
it.each(EXAMPLES)("the README's example under “%s” typechecks as TypeScript", (heading, name) => {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.ts`);
  writeFileSync(file, exampleUnder(heading) ?? "");
  const program = ts.createProgram([file], {
    strict: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    noEmit: true,
    skipLibCheck: true,
    paths: { "@flying/engine": [join(root, "packages/engine/src/index.ts")] },
  });
  const errors = ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
  expect(errors).toEqual([]);
});
