/** Types of prerender-pages.mjs, for vite.config.ts and the server's tests. */
export declare const prerenderedPaths: string[];
export declare function prerenderedFile(pathname: string): string;
export declare function prerenderPages(outDir: string, configFile: string, mode: string): Promise<void>;
