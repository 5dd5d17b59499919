// The build's compaction of styled-components CSS (scripts/compact-css.mjs): what it takes
// out, what it must keep, and that every component's module still means the same.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { compactCss, compactPart, componentId } from "../scripts/compact-css.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

describe("compactPart", () => {
  it.each([
    ["a comment", "a: 1; /* why */ b: 2;", "a:1;b:2;"],
    ["indentation and newlines", "\n  a {\n    b: 1;\n  }\n", "a{b:1}"],
    ["a decimal's leading zero", "a: 0.9s, -0.5em; b: 10.5px 0 0.3", "a:.9s,-0.5em;b:10.5px 0 .3"],
    ["spaces in a list", "x: a , b,  c;", "x:a,b,c;"],
    [
      "a media query",
      "@media (prefers-reduced-motion: reduce) { a { b: 0 } }",
      "@media (prefers-reduced-motion:reduce){a{b:0}}",
    ],
    ["a quoted string", 'content: "a  ;  c" ;', 'content:"a  ;  c";'],
    ["an apostrophe in a comment", "/* it's */ a: 'x  y';", "a:'x  y';"],
    ["selectors' combinators", "& > svg, .a .b:hover {", "& > svg,.a .b:hover{"],
    ["calc's operators", "x: calc(1em - 2px);", "x:calc(1em - 2px);"],
  ])("%s", (_, text, expected) => {
    expect(compactPart(text, true, true)).toBe(expected);
  });

  it("keeps a space beside an interpolation, which may part two values", () => {
    // `animation: ${name} 0.9s` and `${a} ${b}`: the parts around the names.
    expect(compactPart(" 0.9s ease-in;\n", false, true)).toBe(" .9s ease-in;");
    expect(compactPart("\n  animation: ", true, false)).toBe("animation:");
    expect(compactPart(" ", false, false)).toBe(" ");
  });
});

const dir = join(root, "packages/react/src");
/** The React package's modules that use styled-components. */
const styledModules = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
  (file) =>
    /\.tsx?$/.test(file) &&
    !/\.(test|stories)\./.test(file) &&
    readFileSync(join(dir, file), "utf8").includes("styled-components"),
);

describe("compactCss", () => {
  // A module of its own (a text file, so no linter takes its templates for mistakes).
  const source = readFileSync(join(root, "test/compact-css.sample.txt"), "utf8");
  const out = compactCss(source);

  it("compacts the tagged templates of css and styled, interpolations kept", () => {
    expect(out).toContain("css`border:1px solid ${");
    expect(out).toMatch(
      /styled\.div\.withConfig\(\{componentId:"\w+"\}\)<\{ \$on: boolean \}>`\$\{/,
    );
    expect(out).toContain("($on ? `red` : `blue`)");
    expect(out).not.toContain("a rim");
  });

  it("leaves other templates alone", () => {
    expect(out).toContain("`  two  spaces  `");
  });

  it("keeps every line where it was, for the source maps", () => {
    const lines = out.split("\n");
    expect(lines).toHaveLength(source.split("\n").length);
    source.split("\n").forEach((line, i) => {
      if (line.startsWith("const ") || line.startsWith("export")) {
        expect(lines[i]?.startsWith(line.slice(0, 12))).toBe(true);
      }
    });
  });

  // Each of the React package's modules, compacted, still parses, and keeps its code
  // outside the CSS token for token: only the templates' text changes, and each styled
  // component gains its `.withConfig({ componentId })`.
  it.each(styledModules)("%s means the same compacted", (file) => {
    const source = readFileSync(join(dir, file), "utf8");
    const compacted = compactCss(source, file).replace(
      /\.withConfig\(\{componentId:"\w+"\}\)/g,
      "",
    );
    const tokens = (text: string) => {
      const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.JSX, text);
      const kinds: ts.SyntaxKind[] = [];
      // Braces open in each template's current interpolation: the `}` that closes one
      // resumes the template, scanned as one token whatever CSS it holds.
      const open: number[] = [];
      for (
        let kind = scanner.scan();
        kind !== ts.SyntaxKind.EndOfFileToken;
        kind = scanner.scan()
      ) {
        if (kind === ts.SyntaxKind.CloseBraceToken && open.at(-1) === 0) {
          kind = scanner.reScanTemplateToken(false);
          if (kind === ts.SyntaxKind.TemplateTail) open.pop();
        } else if (kind === ts.SyntaxKind.TemplateHead) open.push(0);
        else if (kind === ts.SyntaxKind.OpenBraceToken && open.length > 0)
          open.push((open.pop() ?? 0) + 1);
        else if (kind === ts.SyntaxKind.CloseBraceToken && open.length > 0)
          open.push((open.pop() ?? 0) - 1);
        kinds.push(kind);
      }
      return kinds;
    };
    expect(tokens(compacted)).toEqual(tokens(source));
    expect(compacted.split("\n")).toHaveLength(source.split("\n").length);
  });
});

describe("componentIds", () => {
  const idsOf = (source: string, file: string) =>
    [...compactCss(source, file).matchAll(/\.withConfig\(\{componentId:"(\w+)"\}\)/g)].map(
      (match) => match[1],
    );

  it("gives each styled component of the package an id of its own, the same in every build", () => {
    const sources = styledModules.map((file) => [file, readFileSync(join(dir, file), "utf8")]);
    const ids = sources.flatMap(([file, source]) => idsOf(source as string, file as string));
    // Every `styled.x` and `styled(X)` of the sources, and none of `css` or `keyframes`.
    const styled = sources.flatMap(([, source]) => (source as string).match(/= styled[.(]/g) ?? []);
    expect(ids).toHaveLength(styled.length);
    expect(styled.length).toBeGreaterThan(5);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sources.flatMap(([file, source]) => idsOf(source as string, file as string))).toEqual(
      ids,
    );
  });

  it("sets it on the styled base, before attrs and type arguments", () => {
    const out = compactCss(
      "const A = styled(B).attrs({ x: 1 })<{ $a: 1 }>`a: 1;`;\nconst C = css`b: 2;`;\nconst D = styled.p<{ $b: 2 }>`c: 3;`;",
      "board/Module.tsx",
    );
    expect(out).toContain(
      `styled(B).withConfig({componentId:"${componentId("board/Module.tsx", 0)}"}).attrs(`,
    );
    expect(out).toContain(
      `styled.p.withConfig({componentId:"${componentId("board/Module.tsx", 1)}"})<`,
    );
    expect(out).toContain("css`b:2;`");
    // Another module's components have other ids, and so has another version of the package.
    expect(componentId("board/Module.tsx", 0)).not.toBe(componentId("board/Other.tsx", 0));
    expect(componentId("Dice.tsx", 0, "@flying/react@0.1.0")).not.toBe(
      componentId("Dice.tsx", 0, "@flying/react@0.2.0"),
    );
  });
});
