// The one list of test projects; vitest.config.ts passes it to `test.projects`
// (Vitest 4 no longer reads this file by itself).
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, type TestProjectConfiguration } from "vitest/config";
import { chromiumLaunchOptions } from "./scripts/chromium.mjs";

// Tests run against the engine's sources, not a build that may be stale.
// Exact names, as the package's exports map them: "@flying/react/locales/zh" is an entry of
// its own, not a path inside the main one.
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = [
  { find: /^@flying\/engine$/, replacement: source("./packages/engine/src/index.ts") },
  {
    find: /^@flying\/engine\/(flying-chess|aeroplane|chessboard|robots)$/,
    replacement: source("./packages/engine/src/$1.ts"),
  },
  { find: /^@flying\/react$/, replacement: source("./packages/react/src/index.ts") },
  {
    find: /^@flying\/react\/locales\/(\w+)$/,
    replacement: source("./packages/react/src/locales/$1.ts"),
  },
  // The server's browser-safe entry (the demo's room links); "@flying/server" is not aliased.
  {
    find: /^@flying\/server\/protocol$/,
    replacement: source("./packages/server/src/client-protocol.ts"),
  },
];

export default [
  {
    test: {
      name: "engine",
      root: "./packages/engine",
      include: ["src/**/*.test.ts"],
      environment: "node",
      setupFiles: ["./src/test-setup.ts"],
    },
  },
  {
    resolve: { alias },
    test: {
      name: "react",
      root: "./packages/react",
      include: ["src/**/*.test.{ts,tsx}"],
      // The *.browser.test.tsx files measure real layout: the "browser" project runs them.
      exclude: [...configDefaults.exclude, "src/**/*.browser.test.tsx"],
      environment: "jsdom",
      setupFiles: ["./src/test-setup.ts"],
    },
  },
  {
    resolve: { alias },
    test: {
      name: "demo",
      root: "./apps/demo",
      include: ["src/**/*.test.ts"],
      environment: "node",
      testTimeout: 30_000,
    },
  },
  {
    test: {
      name: "docs",
      root: ".",
      include: ["test/**/*.test.ts"],
      // The "examples" project runs those: they pack, install and build, for minutes.
      exclude: [...configDefaults.exclude, "test/examples/**"],
      environment: "node",
    },
  },
  {
    // Layout measured in a real Chromium (boxes, hit targets, clicks at a piece's centre):
    // what jsdom cannot tell, as no layout happens there.
    resolve: { alias },
    test: {
      name: "browser",
      root: "./packages/react",
      include: ["src/**/*.browser.test.tsx"],
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        // The failures say what was measured; no screenshots left in the sources.
        screenshotFailures: false,
        // A window larger than every viewport the tests set, so the test frame is never
        // scaled down to fit it: screenshots come out at the viewport's own size.
        provider: playwright({
          launchOptions: chromiumLaunchOptions,
          contextOptions: { viewport: { width: 1400, height: 900 } },
        }),
        instances: [{ browser: "chromium" }],
      },
    },
  },
  {
    // Every story of .storybook/main.ts, rendered in Chromium and checked by its play
    // function and by axe (parameters.a11y.test = "error"). The addon applies the preview
    // and the a11y annotations itself (Storybook 10.3+), so no setup file is needed.
    plugins: [storybookTest({ configDir: ".storybook" })],
    test: {
      name: "storybook",
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: chromiumLaunchOptions,
        }),
        instances: [{ browser: "chromium" }],
      },
    },
  },
  {
    // examples/vite and examples/next, installed from the packed tarballs (not the
    // workspace's links) in temp dirs, built, served on 127.0.0.1 and loaded in Chromium;
    // and publint and attw on those tarballs. They need the packages' dist: `npm run build`.
    test: {
      name: "examples",
      root: ".",
      include: ["test/examples/**/*.test.ts"],
      environment: "node",
      testTimeout: 240_000,
      hookTimeout: 300_000,
    },
  },
  {
    // @flying/server's rooms, played by real colyseus.js clients over WebSockets on
    // 127.0.0.1 against a server each test file starts on a free port.
    resolve: { alias },
    test: {
      name: "server",
      root: "./packages/server",
      include: ["src/**/*.test.ts"],
      environment: "node",
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  },
] satisfies TestProjectConfiguration[];
