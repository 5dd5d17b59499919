import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  // Types come from the engine's build (npm builds the workspaces in order), not its sources.
  dts: { compilerOptions: { composite: false, paths: {} } },
  clean: true,
  sourcemap: true,
  target: "es2022",
  // No rollup tree-shaking pass: it would drop the "use client" banner.
  external: ["react", "react-dom", "styled-components", "@flying/engine"],
  // The components use hooks and the browser: React Server Components must render them on the client.
  banner: { js: '"use client";' },
});
