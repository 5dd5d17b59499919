export declare function relativeMapSources(dir: string): void;
