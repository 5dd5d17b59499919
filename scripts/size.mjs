// Minified + gzipped size of what an app pays for one import, peers left out (react,
// react-dom, styled-components; @flying/engine for the React package). Each line bundles
// the sources with esbuild, tree-shaken as an app's bundler would, and names its aim where
// the project has one. Exits 1 when a line is over its aim; with --check (npm test), when a
// line is over its aim or, for a line whose aim is still open, over its budget.
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { compactCssPlugin } from "./compact-css.mjs";

const ENGINE = "./packages/engine/src";
const REACT = "./packages/react/src";
const REACT_PEERS = [
  "react",
  "react-dom",
  "react/jsx-runtime",
  "styled-components",
  "@flying/engine",
];
/**
 * A game played by hand and by robots, without the session, records or replays: each game
 * entry's own exports, whose `robots` are classic and random.
 */
const GAME =
  "createGame, apply, reduce, legalMoves, currentPlayer, phase, pieces, winner, standings, robots";
/** The levelled robots and the hints, added to a game's entry. */
const LEVELS = `export { robots as levels, analyze } from "${ENGINE}/robots.ts";`;

/**
 * Lines over their aim, held by `--check` (`npm test`) to today's figure so that they do not
 * grow while the aim is open: lower one whenever a change makes its line smaller.
 */
const BUDGETS = {
  "{ game + robots } from …/aeroplane": 8.4,
  // Each styled component's componentId (hydration, examples/next /game) costs 35 B of it.
  "import { FlyingChessBoard } (English)": 14.64,
};
const check = process.argv.includes("--check");

const lines = [
  ["@flying/engine (all three games)", `export * from "${ENGINE}/index.ts";`, []],
  ["@flying/engine/aeroplane (one game)", `export * from "${ENGINE}/aeroplane.ts";`, []],
  ...["index", "flying-chess", "aeroplane", "chessboard"].map((entry) => [
    `{ game + robots } from ${entry === "index" ? "@flying/engine" : `…/${entry}`}`,
    `export { ${GAME} } from "${ENGINE}/${entry}.ts";`,
    [],
    entry === "index" ? 11 : 8,
  ]),
  [
    "{ game + robots } …/aeroplane + /robots",
    `export { ${GAME} } from "${ENGINE}/aeroplane.ts"; ${LEVELS}`,
    [],
  ],
  [
    "{ game + robots } @flying/engine + /robots",
    `export { ${GAME} } from "${ENGINE}/index.ts"; ${LEVELS}`,
    [],
  ],
  ...["Dice", "FlyingChessBoard", "useFlyingChess", "FlyingChessGame"].map((part) => [
    `import { ${part} } (English)`,
    `export { ${part} } from "${REACT}/index.ts";`,
    REACT_PEERS,
    { Dice: 3, FlyingChessBoard: 10 }[part],
  ]),
  // @flying/engine is a dependency, not a peer: what an app pays in all, the engine (all
  // three games, as every React module imports its main entry) bundled in.
  ...["FlyingChessBoard", "FlyingChessGame"].map((part) => [
    `{ ${part} } + @flying/engine`,
    `export { ${part} } from "${REACT}/index.ts";`,
    REACT_PEERS.filter((peer) => !peer.startsWith("@flying/")),
  ]),
  [
    "pure helpers (format, narrate, themes)",
    `export { format, narrate, themes } from "${REACT}/index.ts";`,
    REACT_PEERS,
  ],
  ["@flying/react, English only", `export * from "${REACT}/index.ts";`, REACT_PEERS],
  ...["zh", "ru", "all"].map((code) => [
    `{ FlyingChessGame } + locales/${code}`,
    `export { FlyingChessGame } from "${REACT}/index.ts"; export * from "${REACT}/locales/${code}.ts";`,
    REACT_PEERS,
  ]),
];

/** The bundle of `contents` and where its bytes come from. */
async function bundle(contents, external) {
  const result = await build({
    stdin: { contents, resolveDir: ".", loader: "ts" },
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
    // As the React package's build does: its styled-components CSS compacted.
    plugins: [compactCssPlugin(resolve(REACT))],
  });
  const code = result.outputFiles[0].contents;
  const [output] = Object.values(result.metafile.outputs);
  return {
    minified: code.length / 1024,
    gzipped: gzipSync(code, { level: 9 }).length / 1024,
    output,
  };
}

/** The largest modules of a bundle (minified, before gzip), so an overrun names its cause. */
function largest(output) {
  return Object.entries(output.inputs)
    .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
    .slice(0, 5)
    .map(
      ([file, { bytesInOutput }]) =>
        `${file.replace(/^packages\/[^/]+\/src\//, "")} ${(bytesInOutput / 1024).toFixed(1)}`,
    )
    .join(", ");
}

let over = false;
for (const [label, contents, external, aim] of lines) {
  const { minified, gzipped, output } = await bundle(contents, external);
  let verdict =
    aim === undefined
      ? ""
      : gzipped <= aim
        ? `  within the ${aim} kB aim`
        : `  OVER the ${aim} kB aim`;
  const budget = BUDGETS[label];
  if (budget !== undefined && gzipped > aim) verdict += `, budget ${budget}`;
  const limit = check ? (budget ?? aim) : aim;
  if (limit !== undefined && gzipped > limit) {
    over = true;
    if (check) verdict += "  ✗ OVER ITS LIMIT";
  }
  console.log(
    `${label.padEnd(42)}${minified.toFixed(1).padStart(6)} kB min ${gzipped.toFixed(2).padStart(6)} kB min+gz${verdict}`,
  );
  if (verdict.includes("OVER")) console.log(`  largest (kB min): ${largest(output)}`);
}
process.exitCode = over ? 1 : 0;
