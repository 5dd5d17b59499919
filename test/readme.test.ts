import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

it("runs the README's engine example as written and prints what its comments say", () => {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const example = readme.match(/## The engine in a few lines\s+```js\n([\s\S]*?)```/)?.[1];
  expect(example, "the README has the engine example").toBeDefined();
  const expected = [...(example ?? "").matchAll(/^\/\/ → (.*)$/gm)].map((match) => match[1]);
  expect(expected.length).toBeGreaterThan(0);
  // Inside the repository, so that "@flying/engine" resolves to the built workspace package.
  const dir = join(root, "node_modules", ".cache", "readme");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "engine-example.mjs");
  writeFileSync(file, example ?? "");
  const printed = execFileSync(process.execPath, [file], { encoding: "utf8" }).trim().split("\n");
  expect(printed).toEqual(expected);
});
