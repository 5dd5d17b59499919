import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The demo runs on the packages' sources, so it needs no build of them first.
export default defineConfig({
  plugins: [react()],
  // Relative asset paths: the built demo works from any sub-path (GitHub Pages, a folder).
  base: "./",
  resolve: {
    // Exact names, as the packages' exports map them (a locale is an entry of its own).
    alias: [
      { find: /^@flying\/engine$/, replacement: source("../../packages/engine/src/index.ts") },
      {
        find: /^@flying\/engine\/robots$/,
        replacement: source("../../packages/engine/src/robots.ts"),
      },
      { find: /^@flying\/react$/, replacement: source("../../packages/react/src/index.ts") },
      {
        find: /^@flying\/react\/locales\/(\w+)$/,
        replacement: source("../../packages/react/src/locales/$1.ts"),
      },
      // The server's browser-safe entry only: "@flying/server" itself is the Node server.
      {
        find: /^@flying\/server\/protocol$/,
        replacement: source("../../packages/server/src/client-protocol.ts"),
      },
    ],
  },
  build: {
    rolldownOptions: {
      // The React sources mark their client modules "use client" for server components;
      // bundled for the browser here the directive means nothing, and its warning is noise.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1" },
});
