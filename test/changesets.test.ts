// The release set-up as Changesets reads it: .changeset/config.json versions the publishable
// workspaces as one fixed group, and every pending changeset names only those with a bump
// Changesets knows. Checked twice: by the rules of this repository, and by Changesets' own
// parsers (resolved through @changesets/cli, as `changeset version` loads them).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = join(root, ".changeset");
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
}

interface Workspace {
  dir: string;
  manifest: Manifest;
}

/** The workspaces of the root package.json (globs of the form `folder/*` only). */
function workspaces(): Workspace[] {
  const globs: string[] = readJson(join(root, "package.json")).workspaces;
  return globs.flatMap((glob) => {
    expect(glob, "a workspace glob this test can read").toMatch(/^[\w-]+\/\*$/);
    const parent = join(root, glob.slice(0, -2));
    return readdirSync(parent)
      .filter((name) => existsSync(join(parent, name, "package.json")))
      .map((name) => {
        const path = join(glob.slice(0, -2), name);
        return { dir: path, manifest: readJson(join(root, path, "package.json")) as Manifest };
      });
  });
}

const all = workspaces();
const publishable = all
  .filter(({ dir, manifest }) => dir.startsWith("packages/") && manifest.private !== true)
  .map(({ manifest }) => manifest.name)
  .sort();
const privateNames = all
  .filter(({ manifest }) => manifest.private === true)
  .map((w) => w.manifest.name);
const config = readJson(join(dir, "config.json"));
const changesets = readdirSync(dir).filter((file) => file.endsWith(".md") && file !== "README.md");

const BUMPS = ["major", "minor", "patch"];

/** A changeset's front matter by hand: `"name": bump` lines between two `---` lines. */
function frontMatter(text: string): { releases: [string, string][]; summary: string } {
  const match = text.match(/^---\n([\s\S]*?)\n?---\n([\s\S]*)$/);
  if (!match) throw new Error("no front matter between --- lines");
  const releases = (match[1] ?? "")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line): [string, string] => {
      const release = line.match(/^\s*(["']?)([^"':\s]+)\1\s*:\s*(\S+)\s*$/);
      if (!release) throw new Error(`not a "package": bump line: ${line}`);
      return [release[2] as string, release[3] as string];
    });
  return { releases, summary: (match[2] ?? "").trim() };
}

describe(".changeset/config.json", () => {
  it("finds the publishable packages to check against", () => {
    // Guards the rest: an empty list would make the checks below pass for nothing.
    expect(publishable).toEqual(expect.arrayContaining(["@flying/engine", "@flying/react"]));
  });

  it("versions exactly the publishable packages/* workspaces as one fixed group", () => {
    expect(config.fixed).toHaveLength(1);
    expect([...config.fixed[0]].sort()).toEqual(publishable);
    expect(config.linked ?? []).toEqual([]);
    // In lockstep today: the fixed group starts from one version.
    const versions = all
      .filter(({ manifest }) => publishable.includes(manifest.name))
      .map(({ manifest }) => manifest.version);
    expect(new Set(versions).size).toBe(1);
  });

  it("ignores only private workspaces, and publishes in public from main", () => {
    for (const name of config.ignore ?? []) expect(privateNames).toContain(name);
    expect(config.ignore).toContain("@flying/demo");
    expect(config.access).toBe("public");
    expect(config.baseBranch).toBe("main");
    expect(config.commit).toBe(false);
  });

  it("names a changelog generator that resolves", () => {
    expect(config.changelog).toBe("@changesets/cli/changelog");
    expect(() => createRequire(join(root, "package.json")).resolve(config.changelog)).not.toThrow();
  });

  it("is a valid config for these workspaces by Changesets' own parser", () => {
    const cli = createRequire(createRequire(join(root, "package.json")).resolve("@changesets/cli"));
    const { parse } = cli("@changesets/config");
    const packages = {
      root: { dir: root, packageJson: readJson(join(root, "package.json")) },
      packages: all.map(({ dir, manifest }) => ({ dir: join(root, dir), packageJson: manifest })),
      tool: "npm",
    };
    // parse throws a ValidationError listing every problem (unknown or skipped packages…).
    const parsed = parse(config, packages);
    expect(parsed.fixed).toEqual([expect.arrayContaining(publishable)]);
    expect(parsed.ignore).toEqual(["@flying/demo"]);
  });
});

describe("the pending changesets", () => {
  it("is a folder with a README beside the config", () => {
    expect(existsSync(join(dir, "README.md"))).toBe(true);
  });

  it.each(changesets.length ? changesets : ["(none)"])(
    "%s names only publishable packages, each with a valid bump",
    (file) => {
      if (file === "(none)") return;
      const text = readFileSync(join(dir, file), "utf8").replace(/\r\n/g, "\n");
      const { releases, summary } = frontMatter(text);
      expect(releases.length, "at least one package").toBeGreaterThan(0);
      for (const [name, bump] of releases) {
        expect(publishable, `${name} in ${file}`).toContain(name);
        expect(BUMPS, `${name}'s bump in ${file}`).toContain(bump);
      }
      expect(new Set(releases.map(([name]) => name)).size).toBe(releases.length);
      expect(summary.length, "a summary for the CHANGELOG").toBeGreaterThan(0);
      // And as Changesets itself reads the file.
      const cli = createRequire(
        createRequire(join(root, "package.json")).resolve("@changesets/cli"),
      );
      const parsed: { releases: { name: string; type: string }[]; summary: string } =
        cli("@changesets/parse").default(text);
      expect(parsed.releases.map(({ name, type }) => [name, type])).toEqual(releases);
      expect(parsed.summary).toBe(summary);
    },
  );
});
