// The packages as npm would publish them: a README that starts with the install line, a
// LICENSE, public access, the Node they need, closed peer ranges, and their package.json
// reachable through the exports map.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

describe.each(["engine", "react"])("@flying/%s", (name) => {
  const dir = join(root, "packages", name);
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));

  it("has a README opening with its name and install line, and the MIT LICENSE", () => {
    const readme = readFileSync(join(dir, "README.md"), "utf8");
    expect(readme.startsWith(`# @flying/${name}\n`)).toBe(true);
    expect(readme).toMatch(new RegExp(`\`\`\`sh\\nnpm install @flying/${name}`));
    expect(readFileSync(join(dir, "LICENSE"), "utf8")).toMatch(/^MIT License/);
    expect(manifest.license).toBe("MIT");
    expect(existsSync(join(root, "LICENSE"))).toBe(true);
  });

  it("publishes in public, says its Node, closes its peer ranges, exports its package.json", () => {
    expect(manifest.publishConfig).toEqual({ access: "public" });
    expect(manifest.engines.node).toMatch(/^>=\d+/);
    expect(manifest.exports["./package.json"]).toBe("./package.json");
    for (const range of Object.values<string>(manifest.peerDependencies ?? {}))
      expect(range).not.toMatch(/>=|\*|^$/);
    expect(manifest.keywords.length).toBeGreaterThan(3);
  });

  it("says where its code, home page and issue tracker are, all in the one repository", () => {
    const repository = manifest.repository.url.replace(/^git\+|\.git$/g, "");
    expect(manifest.repository).toEqual({
      type: "git",
      url: expect.stringMatching(/^git\+https:\/\/.+\.git$/),
      directory: `packages/${name}`,
    });
    expect(manifest.homepage).toBe(`${repository}/tree/main/packages/${name}#readme`);
    expect(manifest.bugs).toEqual({ url: `${repository}/issues` });
  });

  it("packs its README and LICENSE with its build", () => {
    const [pack] = JSON.parse(
      execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
        cwd: dir,
        encoding: "utf8",
      }),
    );
    const files = pack.files.map((file: { path: string }) => file.path);
    expect(files).toEqual(expect.arrayContaining(["README.md", "LICENSE", "package.json"]));
    expect(files.some((file: string) => file.startsWith("dist/"))).toBe(true);
  });
});
