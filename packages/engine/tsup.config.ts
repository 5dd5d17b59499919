import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: { compilerOptions: { composite: false } },
  clean: true,
  sourcemap: true,
  target: "es2022",
  // esbuild's own tree-shaking: a rollup pass on top appended a second sourcemap comment.
});
