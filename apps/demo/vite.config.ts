import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The demo runs on the packages' sources, so it needs no build of them first.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@flying/engine": source("../../packages/engine/src/index.ts"),
      "@flying/react": source("../../packages/react/src/index.ts"),
    },
  },
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1" },
});
