import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const entry = process.argv[2] ?? "flying-chess";
const GAME =
  "createGame, apply, reduce, legalMoves, currentPlayer, phase, pieces, winner, standings, robots, analyze";
const r = await build({
  stdin: {
    contents: `export { ${process.argv[3] ?? GAME} } from "./packages/engine/src/${entry}.ts";`,
    resolveDir: ".",
    loader: "ts",
  },
  bundle: true,
  minify: true,
  format: "esm",
  target: "es2022",
  platform: "neutral",
  write: false,
  metafile: true,
  logLevel: "error",
});
const code = r.outputFiles[0].contents;
console.log("total min", code.length, "gz", gzipSync(code, { level: 9 }).length);
const [o] = Object.values(r.metafile.outputs);
for (const [f, { bytesInOutput }] of Object.entries(o.inputs).sort(
  (a, b) => b[1].bytesInOutput - a[1].bytesInOutput,
))
  console.log(String(bytesInOutput).padStart(7), f);
