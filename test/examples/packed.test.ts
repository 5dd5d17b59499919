// The tarballs npm would publish, linted as published: publint on each tarball, and "Are the
// types wrong?" on every entry point of its exports map, wildcard entries expanded.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Pack, packPackages, removeTemp, root, run, tempDir } from "./helpers.js";

let dir: string;
let packs: Pack[];

beforeAll(async () => {
  dir = tempDir("packed");
  packs = await packPackages(dir);
});
afterAll(() => removeTemp(dir));

const pack = (name: string) => {
  const found = packs.find((entry) => entry.name === name);
  if (!found) throw new Error(`no tarball for ${name}`);
  return found;
};

/**
 * The subpaths of an exports map, each wildcard ("./locales/*") expanded to the entries the
 * tarball really has (those whose every target file is packed), "./package.json" left out.
 */
function entryPoints(manifest: { exports: Record<string, unknown> }, files: string[]): string[] {
  const targets = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(targets)
        : [];
  const entries: string[] = [];
  for (const [subpath, value] of Object.entries(manifest.exports)) {
    if (subpath === "./package.json") continue;
    if (!subpath.includes("*")) {
      entries.push(subpath);
      continue;
    }
    const [first, ...rest] = targets(value);
    if (first === undefined) continue;
    const pattern = (target: string) =>
      new RegExp(
        `^${target
          .replace(/^\.\//, "")
          .split("*")
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
          .join("([^/]+)")}$`,
      );
    for (const file of files) {
      const star = pattern(first).exec(file)?.[1];
      if (
        star &&
        rest.every((target) => files.includes(target.replace(/^\.\//, "").replace("*", star)))
      )
        entries.push(subpath.replace("*", star));
    }
  }
  return entries;
}

describe.each(["@flying/engine", "@flying/react"])("the packed %s", (name) => {
  it("passes publint with no error and no warning", async () => {
    const tarball = readFileSync(pack(name).tarball);
    const { messages, pkg } = await publint({
      pack: {
        tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.length),
      },
      level: "suggestion",
    });
    const lines = messages.map((message) => `${message.type}: ${formatMessage(message, pkg)}`);
    if (lines.length) console.log(`[examples] publint ${name}:\n${lines.join("\n")}`);
    expect(lines.filter((line) => !line.startsWith("suggestion"))).toEqual([]);
  });

  it("has right types for every entry point, from ESM and CommonJS alike (attw)", async () => {
    const { tarball, files } = pack(name);
    // The manifest as packed (npm may rewrite it), not the one in packages/*.
    const manifest = JSON.parse(
      await run("tar", ["-xOzf", tarball, "package/package.json"], { cwd: dir, timeout: 10_000 }),
    );
    const entries = entryPoints(manifest, files);
    expect(entries).toContain(".");
    if (name === "@flying/react") expect(entries).toContain("./locales/zh");
    const report = join(dir, `${name.replace("/", "-")}.attw.json`);
    // JSON to a file: piped, attw's output is cut at 64 kB when it exits. Its exit code is
    // not used: the problems are judged here, each entry point under every resolution.
    await run(
      "sh",
      [
        "-c",
        `"$0" "$1" --no-definitely-typed --format json --entrypoints ${entries.map((entry) => `'${entry}'`).join(" ")} > "$2" || true`,
        join(root, "node_modules/.bin/attw"),
        tarball,
        report,
      ],
      { cwd: dir, timeout: 60_000 },
    );
    const { analysis } = JSON.parse(readFileSync(report, "utf8"));
    expect(Object.keys(analysis.entrypoints).sort()).toEqual([...entries].sort());
    // Both ESM and CommonJS are shipped, so node16 from CJS and from ESM, bundlers and the
    // legacy node10 resolution (through typesVersions, as it reads no exports map) must all
    // resolve every entry ("strict" profile).
    const real = (
      analysis.problems as { kind: string; entrypoint: string; resolutionKind?: string }[]
    ).map((problem) => `${problem.kind} ${problem.entrypoint} ${problem.resolutionKind ?? ""}`);
    expect(real).toEqual([]);
  });
});
