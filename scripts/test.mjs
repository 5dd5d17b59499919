// The one test command: lint, typecheck, build, sizes, then every Vitest project.
// Ends with a plain "N passed, N failed" line counting every check and test run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const steps = [
  ["lint", "npx", ["biome", "check", "--error-on-warnings", "."]],
  ["typecheck", "npx", ["tsc", "-b"]],
  ["build", "npm", ["run", "build", "--silent"]],
  // The bundle sizes: each line within its aim, or its budget while the aim is open.
  ["size", "node", ["scripts/size.mjs", "--check"]],
  [
    "storybook build",
    "npx",
    [
      "storybook",
      "build",
      "--quiet",
      "--loglevel",
      "warn",
      "--disable-telemetry",
      "--output-dir",
      "node_modules/.cache/storybook-static",
    ],
  ],
];

// Storybook (its build and the stories run as tests) never sends telemetry.
process.env.STORYBOOK_DISABLE_TELEMETRY = "1";

let passed = 0;
let failed = 0;
for (const [name, command, args] of steps) {
  console.log(`\n── ${name}: ${command} ${args.join(" ")}`);
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  if (status === 0) passed++;
  else {
    failed++;
    console.log(`✗ ${name} failed (exit ${status})`);
  }
}

const report = join(mkdtempSync(join(tmpdir(), "flying-test-")), "vitest.json");
console.log("\n── tests: vitest run");
spawnSync(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
  {
    stdio: "inherit",
  },
);
try {
  const results = JSON.parse(readFileSync(report, "utf8"));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  // A test file that fails to load has no tests to count, but it is a failure.
  failed += results.testResults.filter(
    (file) => file.status === "failed" && file.assertionResults.length === 0,
  ).length;
  if (results.numTotalTests === 0) failed++;
} catch (error) {
  console.log(`✗ no test report (${error.message})`);
  failed++;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
