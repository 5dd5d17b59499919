// Minified + gzipped size of each package's bundle, without its peers
// (react, react-dom, styled-components; @flying/engine for the React package).
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const budgets = [
  { name: "@flying/engine", entry: "packages/engine/src/index.ts", external: [], budget: 8 },
  {
    name: "@flying/react",
    entry: "packages/react/src/index.ts",
    external: ["react", "react-dom", "react/jsx-runtime", "styled-components", "@flying/engine"],
    budget: 15,
  },
];

let over = false;
for (const { name, entry, external, budget } of budgets) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    platform: "neutral",
    jsx: "automatic",
    external,
    write: false,
    treeShaking: true,
    logLevel: "error",
  });
  const code = result.outputFiles[0].contents;
  const gzipped = gzipSync(code, { level: 9 }).length / 1024;
  const minified = code.length / 1024;
  const verdict = gzipped <= budget ? "within" : "OVER";
  if (gzipped > budget) over = true;
  console.log(
    `${name.padEnd(16)} ${minified.toFixed(1).padStart(6)} kB min  ${gzipped.toFixed(2).padStart(6)} kB min+gz  (${verdict} the ${budget} kB aim)`,
  );
}
process.exitCode = over ? 1 : 0;
