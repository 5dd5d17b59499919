import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Options } from "tsup";
import { compactCssPlugin } from "../../scripts/compact-css.mjs";
import { relativeMapSources } from "../../scripts/relative-maps.mjs";

const BANNER = '"use client";';

/**
 * CommonJS output with chunks puts its "use strict" prologue before the banner, where it is
 * no longer a directive: move the banner to the head of the first line (no mapped code
 * sits on it, so the source maps still hold).
 */
function bannerFirst(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bannerFirst(path);
    else if (entry.name.endsWith(".cjs")) {
      const code = readFileSync(path, "utf8");
      const end = code.indexOf("\n");
      const first = end === -1 ? code : code.slice(0, end);
      if (first.startsWith(BANNER) || !first.includes(BANNER)) continue;
      writeFileSync(path, BANNER + first.replace(BANNER, "") + code.slice(first.length));
    }
  }
}

/** The package's entries: the main one with English, and each other language its own. */
const entries = {
  index: "src/index.ts",
  "locales/all": "src/locales/all.ts",
  "locales/zh": "src/locales/zh.ts",
  "locales/it": "src/locales/it.ts",
  "locales/ru": "src/locales/ru.ts",
  "locales/id": "src/locales/id.ts",
};

const shared: Options = {
  sourcemap: true,
  target: "es2022",
  external: ["react", "react-dom", "styled-components", "@flying/engine"],
  // dist is emptied by the build script: the three builds below run at once.
  clean: false,
  // The CSS in styled-components templates ships compacted (no comments or indentation).
  esbuildPlugins: [compactCssPlugin(fileURLToPath(new URL("./src", import.meta.url)))],
};

export default defineConfig([
  {
    // ES modules one file per source module, as the sources are: a bundler keeps only the
    // modules an app imports, and each module keeps its own "use client" (components and
    // hooks have it; the pure helpers, packs and themes do not, so server components can
    // call them).
    ...shared,
    entry: [
      "src/**/*.{ts,tsx}",
      "!src/**/*.{test,stories,fixture}.{ts,tsx}",
      "!src/**/*.browser.test.tsx",
      "!src/test-*.{ts,tsx}",
      "!src/docs/**",
    ],
    format: ["esm"],
    bundle: false,
  },
  {
    // CommonJS for require(): bundled per entry with shared chunks (one registry of packs
    // for every entry). React Server Components load the ES modules, so all of it is client.
    ...shared,
    entry: entries,
    format: ["cjs"],
    splitting: true,
    // No rollup tree-shaking pass: it would drop the "use client" banner.
    banner: { js: BANNER },
    onSuccess: async () => {
      bannerFirst("dist");
      relativeMapSources("dist");
    },
  },
  {
    // Types from the engine's build (npm builds the workspaces in order), not its sources.
    ...shared,
    entry: entries,
    format: ["esm", "cjs"],
    dts: { only: true, compilerOptions: { composite: false, paths: {} } },
  },
]);
