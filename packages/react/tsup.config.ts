import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "tsup";

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

export default defineConfig({
  // The main entry with English, and each other language an entry of its own; shared code
  // in chunks, in CommonJS too, so a pack registers with the one copy of the registry.
  entry: {
    index: "src/index.ts",
    "locales/all": "src/locales/all.ts",
    "locales/zh": "src/locales/zh.ts",
    "locales/it": "src/locales/it.ts",
    "locales/ru": "src/locales/ru.ts",
    "locales/id": "src/locales/id.ts",
  },
  format: ["esm", "cjs"],
  splitting: true,
  // Types come from the engine's build (npm builds the workspaces in order), not its sources.
  dts: { compilerOptions: { composite: false, paths: {} } },
  clean: true,
  sourcemap: true,
  target: "es2022",
  // No rollup tree-shaking pass: it would drop the "use client" banner.
  external: ["react", "react-dom", "styled-components", "@flying/engine"],
  // The components use hooks and the browser: React Server Components must render them on the client.
  banner: { js: BANNER },
  onSuccess: async () => bannerFirst("dist"),
});
