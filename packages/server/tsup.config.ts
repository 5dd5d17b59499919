import { defineConfig } from "tsup";

// @colyseus/ws-transport's exports map names no types (its "typings" does): point at them.
const WS_TYPES = "../../node_modules/@colyseus/ws-transport/build/index.d.ts";

// dist is emptied by the build script: the two builds below run at once.
export default defineConfig([
  {
    // ES modules one file per source module, as the engine ships them; Node runs them as
    // they are (main.js is the server's entry), the dependencies left to node_modules.
    entry: ["src/**/*.ts", "!src/**/*.test.ts", "!src/test-*.ts"],
    format: ["esm"],
    bundle: false,
    sourcemap: true,
    target: "node20",
    clean: false,
  },
  {
    // Types from the engine's build (npm builds the workspaces in order), not its sources.
    // `protocol` is the browser-safe subpath (`@flying/server/protocol`).
    entry: { index: "src/index.ts", "client-protocol": "src/client-protocol.ts" },
    format: ["esm"],
    dts: {
      only: true,
      compilerOptions: { composite: false, paths: { "@colyseus/ws-transport": [WS_TYPES] } },
    },
    target: "node20",
    clean: false,
  },
]);
