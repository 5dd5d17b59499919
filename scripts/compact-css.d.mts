import type { Plugin } from "esbuild";

export declare function compactPart(text: string, first: boolean, last: boolean): string;
export declare function componentId(fileName: string, index: number, namespace?: string): string;
export declare function compactCss(source: string, fileName?: string, namespace?: string): string;
export declare function compactCssPlugin(root: string): Plugin;
