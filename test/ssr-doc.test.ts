// docs/ssr.md gives the Next.js style registry as examples/next has it, which the
// "examples" project builds and serves: the recipe in the docs is the one that is tested.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

it("has the registry of examples/next, word for word, in docs/ssr.md", () => {
  const doc = readFileSync(join(root, "docs/ssr.md"), "utf8");
  const registry = readFileSync(join(root, "examples/next/app/registry.tsx"), "utf8");
  const blocks = [...doc.matchAll(/```tsx\n([\s\S]*?)```/g)].map((match) => match[1]);
  expect(blocks).toContain(registry);
});

it("uses the registry in the root layout of examples/next, as docs/ssr.md says", () => {
  const layout = readFileSync(join(root, "examples/next/app/layout.tsx"), "utf8");
  expect(layout).toContain('import StyledComponentsRegistry from "./registry";');
  expect(layout).toContain("<StyledComponentsRegistry>{children}</StyledComponentsRegistry>");
});
