/** Types of check-bundle.mjs, for the TypeScript scripts that import it (the benchmark). */
export interface Budget {
  js: number;
  css: number;
  /** Files (scripts and stylesheets) loaded before the page paints. */
  requests: number;
}

export interface BundleTarget {
  /** 'first load' (what index.html names) or a page's address. */
  name: string;
  /** Gzip bytes. */
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  cssFiles: number;
  budget: Budget;
  problems: string[];
}

export declare const firstLoadBudget: Budget;
export declare function measureBundle(dist: string): BundleTarget[] | undefined;

export interface BuildManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Weighs what the first load and each page load, from a build's manifest and modules report. */
export declare function checkBundle(
  manifest: Record<string, BuildManifestChunk>,
  modules: Record<string, { packages: string[]; sources: string[] }>,
  sizeOf: (file: string) => number,
): BundleTarget[];
