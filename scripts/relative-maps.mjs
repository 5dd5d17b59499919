// The CommonJS build's source maps name the bundle itself by its absolute path (tsup's pass
// over esbuild's output): the build machine's folders, in a published package. Each such
// source is made relative to its map, as esbuild's own maps have them.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative } from "node:path";

/** Every `.cjs.map` under `dir` with its absolute `sources` made relative to the map. */
export function relativeMapSources(dir) {
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".cjs.map")) continue;
    const path = join(dir, file);
    const map = JSON.parse(readFileSync(path, "utf8"));
    const sources = map.sources.map((source) =>
      // Forward slashes on every system, as source maps name files.
      isAbsolute(source) ? relative(dirname(path), source).replaceAll("\\", "/") : source,
    );
    if (sources.every((source, i) => source === map.sources[i])) continue;
    writeFileSync(path, JSON.stringify({ ...map, sources }));
  }
}
