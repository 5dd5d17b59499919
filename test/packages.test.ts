// The packages as npm would publish them: a README that starts with the install line, a
// LICENSE, public access, the Node they need, closed peer ranges, and their package.json
// reachable through the exports map.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
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

  it("ends each built module with one sourcemap comment, naming a map that ships with relative sources", () => {
    const dist = join(dir, "dist");
    const modules = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) =>
      /\.c?js$/.test(file),
    );
    expect(modules.length).toBeGreaterThan(10);
    for (const file of modules) {
      const comments = [
        ...readFileSync(join(dist, file), "utf8").matchAll(/^\/\/# sourceMappingURL=(.+)$/gm),
      ];
      expect(
        comments.map(([, map]) => map),
        file,
      ).toHaveLength(1);
      const map = join(dist, dirname(file), comments[0]?.[1] ?? "");
      expect(existsSync(map), `${file}'s map`).toBe(true);
      // Its sources named from the map, never by the build machine's folders.
      const { sources } = JSON.parse(readFileSync(map, "utf8")) as { sources: string[] };
      expect(
        sources.filter((source) => isAbsolute(source)),
        `${file}'s map`,
      ).toEqual([]);
    }
  });

  it("cites in its type declarations only what ships: sections of the engine's docs/RULES.md", () => {
    const [pack] = JSON.parse(
      execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
        cwd: dir,
        encoding: "utf8",
      }),
    );
    const files: string[] = pack.files.map((file: { path: string }) => file.path);
    const engine = join(root, "packages", "engine");
    const rules = readFileSync(join(engine, "docs", "RULES.md"), "utf8");
    expect(rules).toBe(readFileSync(join(root, "docs", "RULES.md"), "utf8"));
    const sections = new Set([...rules.matchAll(/^#+ (§[\d.]*\d)/gm)].map((match) => match[1]));
    const declarations = files.filter((file) => /\.d\.c?ts$/.test(file));
    expect(declarations.length).toBeGreaterThan(0);
    let citations = 0;
    for (const file of declarations) {
      const text = readFileSync(join(dir, file), "utf8");
      // A source module named in prose (history.ts, protocol.ts) is not in the tarball.
      const comments = text.match(/\/\*\*[\s\S]*?\*\//g) ?? [];
      for (const comment of comments) {
        expect(comment, file).not.toMatch(/\b[\w-]+\.tsx?\b/);
        for (const [, list = ""] of comment.matchAll(
          /RULES\.md((?:[ ,]*(?:and )?§[\d.]+(?:[–-]§[\d.]+)?)+)/g,
        )) {
          for (const [section] of list.matchAll(/§[\d.]*\d/g)) {
            citations++;
            expect(sections, `${file} cites ${section}`).toContain(section);
          }
        }
      }
    }
    if (name === "engine") {
      expect(files).toContain("docs/RULES.md");
      expect(citations).toBeGreaterThan(20);
    } else expect(citations).toBeGreaterThan(0);
  });
});
