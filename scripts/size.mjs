// Minified + gzipped size of each package's bundle, without its peers
// (react, react-dom, styled-components; @flying/engine for the React package).
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const budgets = [
  { name: "@flying/engine", entry: "packages/engine/src/index.ts", external: [], budget: 8 },
  {
    // The whole package: its main entry and every locale entry.
    name: "@flying/react",
    entry: {
      contents: [
        `export * from "./packages/react/src/index.ts";`,
        `export * from "./packages/react/src/locales/all.ts";`,
      ].join("\n"),
    },
    external: ["react", "react-dom", "react/jsx-runtime", "styled-components", "@flying/engine"],
    budget: 15,
  },
];

/** The bundle of `entry` (a path, or `{ contents }` importing from one) and its metafile. */
async function bundle(entry, external) {
  const result = await build({
    ...(typeof entry === "string"
      ? { entryPoints: [entry] }
      : { stdin: { contents: entry.contents, resolveDir: ".", loader: "ts" } }),
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    platform: "neutral",
    jsx: "automatic",
    external,
    write: false,
    treeShaking: true,
    metafile: true,
    logLevel: "error",
  });
  const code = result.outputFiles[0].contents;
  return {
    minified: code.length / 1024,
    gzipped: gzipSync(code, { level: 9 }).length / 1024,
    metafile: result.metafile,
  };
}

let over = false;
for (const { name, entry, external, budget } of budgets) {
  const { minified, gzipped, metafile } = await bundle(entry, external);
  const verdict = gzipped <= budget ? "within" : "OVER";
  if (gzipped > budget) over = true;
  console.log(
    `${name.padEnd(16)} ${minified.toFixed(1).padStart(6)} kB min  ${gzipped.toFixed(2).padStart(6)} kB min+gz  (${verdict} the ${budget} kB aim)`,
  );
  // Where the bytes go, by folder (minified, before gzip), so an overrun names its cause.
  const byFolder = new Map();
  const [output] = Object.values(metafile.outputs);
  for (const [file, { bytesInOutput }] of Object.entries(output.inputs)) {
    const inside = file.replace(/^packages\/[^/]+\/src\//, "");
    const folder = inside.includes("/") ? inside.slice(0, inside.lastIndexOf("/")) : "top level";
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + bytesInOutput);
  }
  const folders = [...byFolder].sort((a, b) => b[1] - a[1]);
  console.log(
    `  by folder (min): ${folders.map(([folder, bytes]) => `${folder} ${(bytes / 1024).toFixed(1)} kB`).join(", ")}`,
  );
}

// What an app pays that imports one part of the React package (tree-shaken from the sources),
// in English (built in), and what a language adds (its entry, on top of FlyingChessGame).
const main = "./packages/react/src/index.ts";
const imports = [
  ...["Dice", "FlyingChessBoard", "useFlyingChess", "FlyingChessGame"].map((part) => [
    `import { ${part} }`,
    `export { ${part} } from "${main}";`,
  ]),
  ["import (everything), English only", `export * from "${main}";`],
  ...["zh", "ru", "all"].map((code) => [
    `{ FlyingChessGame } + locales/${code}`,
    `export { FlyingChessGame } from "${main}"; export * from "./packages/react/src/locales/${code}.ts";`,
  ]),
];
for (const [label, contents] of imports) {
  const { minified, gzipped } = await bundle({ contents }, budgets[1].external);
  console.log(
    `  ${label}`.padEnd(44) +
      `${minified.toFixed(1).padStart(6)} kB min  ${gzipped.toFixed(2).padStart(6)} kB min+gz`,
  );
}
process.exitCode = over ? 1 : 0;
