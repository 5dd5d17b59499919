// The one list of test projects; vitest.config.ts passes it to `test.projects`
// (Vitest 4 no longer reads this file by itself).
export default [
  {
    test: {
      name: "engine",
      root: "./packages/engine",
      include: ["src/**/*.test.ts"],
      environment: "node",
    },
  },
  {
    test: {
      name: "docs",
      root: ".",
      include: ["test/**/*.test.ts"],
      environment: "node",
    },
  },
];
