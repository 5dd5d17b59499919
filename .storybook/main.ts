import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig, type UserConfig } from "vite";

/** The preview bundles React, axe and the docs blocks: large by nature. */
const build: UserConfig["build"] = {
  chunkSizeWarningLimit: 2000,
  rolldownOptions: {
    // The React sources mark their client modules "use client" for server components;
    // bundled for the browser here the directive means nothing, and its warning is noise.
    onwarn(warning, warn) {
      if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
    },
  },
};

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../packages/react/src/**/*.mdx", "../packages/react/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      build,
      resolve: {
        // Stories run on the engine's sources, never on a build that may be stale. Exact
        // names: "@flying/engine/robots" is an entry of its own, not a path inside the main one.
        alias: [
          {
            find: /^@flying\/engine$/,
            replacement: fileURLToPath(new URL("../packages/engine/src/index.ts", import.meta.url)),
          },
          {
            find: /^@flying\/engine\/robots$/,
            replacement: fileURLToPath(
              new URL("../packages/engine/src/robots.ts", import.meta.url),
            ),
          },
        ],
      },
    }),
};

export default config;
