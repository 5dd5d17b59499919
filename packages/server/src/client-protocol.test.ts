// `@flying/server/protocol`, as a browser bundle would take it: the built entry the exports
// map names, every file it imports walked, none reaching Node's modules, Colyseus or the
// server's own modules; then bundled for the browser by esbuild, which refuses Node's
// built-ins. Needs the build (`npm run build --workspace @flying/server`; `npm test` builds
// first) and checks it is not stale against the sources.
import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import * as source from "./client-protocol.js";

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const manifest = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as {
  exports: Record<string, { types: string; default: string } | string>;
};

/** The file the exports map gives for the subpath's `condition`, made absolute. */
function entryOf(condition: "types" | "default"): string {
  const entry = manifest.exports["./protocol"];
  if (typeof entry !== "object") throw new Error('the exports map has no "./protocol" object');
  const file = resolve(packageRoot, entry[condition]);
  if (!existsSync(file))
    throw new Error(
      `${relative(packageRoot, file)} is not built: npm run build --workspace @flying/server`,
    );
  return file;
}

/**
 * Every module specifier in a file of ES module JavaScript or TypeScript declarations:
 * static imports and re-exports (`from "x"`), bare imports (`import "x"`) and dynamic ones.
 */
function specifiersOf(code: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns)
    for (const match of code.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

/** The files an entry reaches through relative imports, and the packages it names. */
function graphOf(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of specifiersOf(readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".")) {
        packages.add(specifier);
        continue;
      }
      const target = resolve(dirname(file), specifier);
      // Declarations name `./x.js` for `./x.d.ts`.
      const candidates = [target, target.replace(/\.js$/, ".d.ts")];
      const found = candidates.find((candidate) => existsSync(candidate));
      if (!found) throw new Error(`${relative(packageRoot, file)} imports ${specifier}: missing`);
      visit(found);
    }
  };
  visit(entry);
  return {
    files: [...files].map((file) => relative(join(packageRoot, "dist"), file)).sort(),
    packages: [...packages].sort(),
  };
}

const NODE_BUILTINS = new Set(builtinModules);
const isNodeModule = (specifier: string) =>
  specifier.startsWith("node:") || NODE_BUILTINS.has(specifier.split("/")[0] as string);

describe("the import walk", () => {
  it("finds every kind of specifier, and only specifiers", () => {
    const code = [
      'import { a } from "./a.js";',
      "import {\n  b,\n  c\n} from './b.js';",
      'export * from "./c.js";',
      'export { d } from "node:fs";',
      'import "./side-effect.js";',
      'const e = await import("@colyseus/core");',
      "import type { F } from '@flying/engine';",
      'const text = "from nowhere"; // import nothing',
    ].join("\n");
    expect(specifiersOf(code).sort()).toEqual(
      [
        "./a.js",
        "./b.js",
        "./c.js",
        "node:fs",
        "./side-effect.js",
        "@colyseus/core",
        "@flying/engine",
      ].sort(),
    );
  });
});

describe("@flying/server/protocol", () => {
  it("is built from the sources as they are: the same exports", async () => {
    const built: Record<string, unknown> = await import(pathToFileURL(entryOf("default")).href);
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
    expect(built.CLIENT_MESSAGE_TYPES).toEqual(source.CLIENT_MESSAGE_TYPES);
    const { roomLink, readRoomLink } = built as typeof source;
    expect(readRoomLink(roomLink("https://flying.example/play", "K7QM2X"))).toBe("K7QM2X");
  });

  it("carries the protocol, the codes and the link helpers, and none of the server", () => {
    expect(Object.keys(source)).toEqual(
      expect.arrayContaining([
        "CLIENT_MESSAGE_TYPES",
        "CLOSE_RATE_LIMITED",
        "CLOSE_ROOM_FINISHED",
        "CLOSE_SERVER_SHUTDOWN",
        "MAX_MESSAGE_BYTES",
        "MAX_NAME_LENGTH",
        "ROOM_CODE_ALPHABET",
        "ROOM_CODE_LENGTH",
        "ROOM_LINK_PARAM",
        "isRoomCode",
        "normalizeRoomCode",
        "readRoomLink",
        "roomLink",
      ]),
    );
    for (const server of ["FlyingRoom", "createServer", "reserveRoomCode", "readMessage"])
      expect(Object.keys(source)).not.toContain(server);
  });

  it("imports no Node module, no Colyseus and none of the server's modules, however deep", () => {
    const { files, packages } = graphOf(entryOf("default"));
    expect(files).toEqual(["client-protocol.js", "codes.js", "protocol.js"]);
    expect(packages).toEqual([]);
    // Nor Node's globals, which a browser does not have.
    for (const file of files) {
      const code = readFileSync(join(packageRoot, "dist", file), "utf8");
      expect(code, file).not.toMatch(/\b(?:Buffer|process|require|__dirname)\b/);
    }
  });

  it("declares its types with the engine's alone", () => {
    const { files, packages } = graphOf(entryOf("types"));
    expect(files.length).toBeGreaterThan(0);
    expect(packages.filter(isNodeModule)).toEqual([]);
    expect(packages).toEqual(["@flying/engine"]);
  });

  it("bundles for a browser, where Node's built-ins do not resolve", async () => {
    const { build } = await import("esbuild");
    const result = await build({
      entryPoints: [entryOf("default")],
      bundle: true,
      platform: "browser",
      format: "esm",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.includes("node_modules"))).toBe(false);
    expect(inputs.map((input) => input.replace(/^.*\/dist\//, "")).sort()).toEqual([
      "client-protocol.js",
      "codes.js",
      "protocol.js",
    ]);
    // The control: the server's own entry does not bundle so (Colyseus needs Node's modules).
    await expect(
      build({
        entryPoints: [join(packageRoot, "dist/index.js")],
        bundle: true,
        platform: "browser",
        format: "esm",
        write: false,
        logLevel: "silent",
      }),
    ).rejects.toThrow(/Could not resolve "(?:node:)?\w+"/);
  });
});
