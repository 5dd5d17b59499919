// What babel-plugin-styled-components does for apps that use Babel, done at the package's
// build: the CSS in styled-components templates compacted (no comments, no indentation, no
// spaces a rule does not need; a minifier leaves template strings alone), and each styled
// component given a componentId of its own. Without the ids styled-components numbers its
// components in the order their modules load, which differs between the server's bundle and
// a page's browser bundle (each loads the modules it needs): the class names then differ and
// hydration fails. Used by the React package's build and by `npm run size`, so the figures
// are what an app gets.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import ts from "typescript";

/** Where a template's tag is one of styled-components' CSS builders. */
const BUILDERS = new Set(["styled", "css", "keyframes", "createGlobalStyle"]);

/**
 * `styled.button<…>`, `styled(Piece).attrs(…)`, `css`: the identifier the tag starts from.
 * (`styled["div"]` is not read: the package does not write it.)
 */
function tagRoot(tag) {
  let node = tag;
  while (ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) node = node.expression;
  return ts.isIdentifier(node) ? node.text : null;
}

/**
 * One literal part of a template: comments dropped, each run of spaces and newlines made one
 * space, none left around `{ } ; ,` or after `:`, no `;` before `}`, no 0 before a decimal
 * point. Quoted strings are kept as they are (a comment inside one is not expected in the
 * package's CSS). The ends of the whole template are trimmed; a space next to an
 * interpolation is kept (it may part two values).
 */
export function compactPart(text, first, last) {
  // Comments first: their prose has apostrophes, which are no strings.
  let out = text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split(/("[^"]*"|'[^']*')/)
    .map((piece, i) =>
      i % 2 === 1
        ? piece
        : piece
            .replace(/\s+/g, " ")
            .replace(/ ?([{};,]) ?/g, "$1")
            .replace(/: /g, ":")
            .replace(/;}/g, "}")
            .replace(/(?<=[\s:,(])0\.(?=\d)/g, "."),
    )
    .join("");
  if (first) out = out.trimStart();
  if (last) out = out.trimEnd();
  return out;
}

/** `styled.button` of `styled.button<…>`, `styled(Piece)` of `styled(Piece).attrs(…)`. */
function styledBase(tag) {
  for (let node = tag; ts.isPropertyAccessExpression(node) || ts.isCallExpression(node); ) {
    if (ts.isIdentifier(node.expression) && node.expression.text === "styled") return node;
    node = node.expression;
  }
  return null;
}

/**
 * The componentId of a module's `index`th styled component: the same in every build and
 * every bundle, and unlike any other module's or any other version's of the package
 * (FNV-1a of the package, the module's path and the index).
 */
export function componentId(fileName, index, namespace = "") {
  let hash = 0x811c9dc5;
  for (const char of `${namespace}/${fileName.replaceAll("\\", "/")}#${index}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  // Six letters or digits whatever the hash, so no version's build is larger than another's.
  return `fl${(hash % 36 ** 6).toString(36).padStart(6, "0")}`;
}

/**
 * `source` with its CSS templates compacted and its styled components given their ids
 * (`fileName` names them: a path from the package's sources). Each part keeps its line: the
 * newlines taken out of a part are put back just after it, in the code that follows (the
 * next interpolation's expression, or after the closing backtick), so source maps still
 * point at the right lines.
 */
export function compactCss(source, fileName = "module.tsx", namespace = "") {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const edits = [];
  let styledCount = 0;
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && BUILDERS.has(tagRoot(node.tag) ?? "")) {
      const base = styledBase(node.tag);
      if (base) {
        const id = componentId(fileName, styledCount++, namespace);
        edits.push({ start: base.end, end: base.end, text: `.withConfig({componentId:"${id}"})` });
      }
      const template = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template]
        : [template.head, ...template.templateSpans.map((span) => span.literal)];
      parts.forEach((part, i) => {
        // The text between the part's delimiters: ` or } before it, ${ or ` after it.
        const start = part.getStart(file) + 1;
        const end = part.end - (i === parts.length - 1 ? 1 : 2);
        const text = source.slice(start, end);
        const newlines = "\n".repeat(text.split("\n").length - 1);
        const compacted = compactPart(text, i === 0, i === parts.length - 1);
        edits.push({
          start,
          end: part.end,
          text: compacted + source.slice(end, part.end) + newlines,
        });
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}

/**
 * The esbuild plugin: every .ts/.tsx module under `root` (a package's sources) that imports
 * styled-components; the package's name and version namespace its componentIds.
 */
export function compactCssPlugin(root) {
  const { name, version } = JSON.parse(readFileSync(join(root, "..", "package.json"), "utf8"));
  const namespace = `${name}@${version}`;
  return {
    name: "compact-css",
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        if (!path.startsWith(root)) return undefined;
        const source = await readFile(path, "utf8");
        if (!source.includes('from "styled-components"')) return undefined;
        const contents = compactCss(source, relative(root, path), namespace);
        return { contents, loader: path.endsWith("x") ? "tsx" : "ts" };
      });
    },
  };
}
