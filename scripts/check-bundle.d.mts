/** Types of check-bundle.mjs, for the TypeScript scripts that import it (the benchmark). */
export interface Budget {
  js: number;
  css: number;
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
