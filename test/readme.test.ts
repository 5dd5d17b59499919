import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

it.each([
  ["The engine in a few lines", "engine-example.mjs"],
  ["A whole game without React: the session", "session-example.mjs"],
])(
  "runs the README's example under “%s” as written and prints what its comments say",
  (heading, name) => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const example = readme.match(
      new RegExp(`## ${escaped}[\\s\\S]*?\`\`\`js\\n([\\s\\S]*?)\`\`\``),
    )?.[1];
    expect(example, "the README has the example").toBeDefined();
    const expected = [...(example ?? "").matchAll(/^\/\/ → (.*)$/gm)].map((match) => match[1]);
    expect(expected.length).toBeGreaterThan(0);
    // Inside the repository, so that "@flying/engine" resolves to the built workspace package.
    const dir = join(root, "node_modules", ".cache", "readme");
    mkdirSync(dir, { recursive: true });
    const file = join(dir, name);
    writeFileSync(file, example ?? "");
    const printed = execFileSync(process.execPath, [file], { encoding: "utf8" }).trim().split("\n");
    expect(printed).toEqual(expected);
  },
);
