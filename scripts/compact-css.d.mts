import type { Plugin } from "esbuild";

export declare function compactPart(text: string, first: boolean, last: boolean): string;
export declare function componentId(fileName: string, index: number): string;
export declare function compactCss(source: string, fileName?: string): string;
export declare function compactCssPlugin(root: string): Plugin;
