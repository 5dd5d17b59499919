import { defineConfig, type Options } from "tsup";
import { relativeMapSources } from "../../scripts/relative-maps.mjs";

/**
 * The entries: all three games, and each game alone (the same API, one game's rules and
 * board), each with the classic and random robots; and the levelled robots with `analyze`,
 * an entry of their own that an app adds to a game's.
 */
const entries = {
  index: "src/index.ts",
  "flying-chess": "src/flying-chess.ts",
  aeroplane: "src/aeroplane.ts",
  chessboard: "src/chessboard.ts",
  robots: "src/robots.ts",
};

const shared: Options = {
  sourcemap: true,
  target: "es2022",
  // dist is emptied by the build script: the three builds below run at once.
  clean: false,
};

export default defineConfig([
  {
    // ES modules one file per source module: a bundler keeps only the modules an app
    // reaches (esbuild's own output, so one sourcemap comment a file).
    ...shared,
    entry: ["src/**/*.ts", "!src/**/*.test.ts", "!src/test-*.ts"],
    format: ["esm"],
    bundle: false,
  },
  {
    // CommonJS for require(): bundled per entry, shared code in chunks (one registry of
    // variants for every entry); RuleError's brand keeps `instanceof` true across both.
    ...shared,
    entry: entries,
    format: ["cjs"],
    splitting: true,
    onSuccess: async () => relativeMapSources("dist"),
  },
  {
    ...shared,
    entry: entries,
    format: ["esm", "cjs"],
    dts: { only: true, compilerOptions: { composite: false } },
  },
]);
