import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Migrates one database per run; each test file copies it (see the file).
          globalSetup: [path.resolve(import.meta.dirname, 'src/server/test/global-setup.ts')],
          // Test files share their worker's modules (Fastify, better-auth, the schema, PGlite's
          // WASM) instead of loading them again: half the CPU time on both engines. Each file
          // still gets its own database and app; nothing here mocks modules.
          isolate: false,
          // Vitest's default (cores - 1) runs one file at a time on 2 cores; measured on 2 busy
          // cores, 2 workers beat 1 on both engines and 3 or 4 gained nothing.
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
        },
      },
    ],
  },
});
