import type { Linter } from 'eslint';

/** Feature boundaries on the server, as flat-config entries (see server-boundaries.js). */
declare const serverBoundaries: Linter.Config[];
export default serverBoundaries;
