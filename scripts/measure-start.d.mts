/** Types of measure-start.mjs, for the TypeScript scripts that import it (the benchmark). */
export declare const idleMs: number;

export interface StartFigures {
  /** Launch to the first 200 from /api/health. */
  firstAnswerMs: number;
  /** CPU time the server had used by then. */
  firstAnswerCpuMs: number;
  /** Resident memory after idleMs idle. */
  rssMb: number;
}

export declare function buildForStart(): boolean;
export declare function measureStart(options: {
  dataDir: string;
  useTsx?: boolean;
  env?: Record<string, string>;
}): Promise<StartFigures>;
