// Compiles the server (src/server/main.ts) into ES modules, dist/server/main.mjs and the chunks it
// imports, with source maps. The packages it uses are bundled in too, but for those listed in
// `keptAsPackages`. The Drizzle migrations, which the server reads at run time from the folder
// next to its module, are copied to dist/server/migrations, and the embedded database's worker
// thread (plain JavaScript, loaded as a file of its own) to dist/server/pglite-worker.mjs.
//
//   node scripts/build-server.mjs [--if-changed] [--outdir DIR]
//
// --if-changed skips the build while the server's sources hash as at the last build.
import fs from 'node:fs';
import path from 'node:path';
import { checkStamp, root } from './build-stamp.mjs';

export const defaultServerOutDir = path.join(root, 'dist/server');

/** Everything the bundle is made from, and this script. */
const inputs = [
  'src/server',
  'src/shared',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/build-stamp.mjs',
];

/**
 * Packages the bundle imports from node_modules rather than containing. Node resolving and reading
 * several thousand package files was most of a start (≈ 0.7 s of 2.1 s on PostgreSQL), so the rest
 * is bundled; these stay packages because they read files beside their own code (PGlite's
 * WebAssembly, sharp's native library, pdfkit's fonts, the Swagger packages' own files), run a
 * worker from their own files (pino), or load only when first used anyway (S3, SMTP, Redis, CSV).
 * `pg-native` is an optional driver `pg` tries when asked for.
 */
const keptAsPackages = [
  '@electric-sql/pglite',
  'sharp',
  'pdfkit',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  '@aws-sdk/*',
  'nodemailer',
  'ioredis',
  'csv-parse',
  'pg-native',
];

const stampOf = (outDir) => checkStamp(path.join(outDir, '.build-stamp'), inputs);

export function serverBuildIsCurrent(outDir = defaultServerOutDir) {
  return fs.existsSync(path.join(outDir, 'main.mjs')) && stampOf(outDir).current;
}

export async function buildServer(outDir = defaultServerOutDir) {
  const { build } = await import('esbuild');
  const stamp = stampOf(outDir);
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts'],
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    // The modules that main.ts imports dynamically, with the packages they import, load only when
    // it imports them: it opens the database meanwhile.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    tsconfig: 'tsconfig.json',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: keptAsPackages,
    // Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    sourcemap: true,
    sourcesContent: false,
    keepNames: true,
    logLevel: 'warning',
  });
  fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  fs.copyFileSync(path.join(root, 'src/server/db/pglite-worker.mjs'), path.join(outDir, 'pglite-worker.mjs'));
  stamp.write();
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const args = process.argv.slice(2);
  const outDirIndex = args.indexOf('--outdir');
  const outDir = outDirIndex >= 0 ? path.resolve(args[outDirIndex + 1] ?? '') : defaultServerOutDir;
  if (args.includes('--if-changed') && serverBuildIsCurrent(outDir)) {
    console.log(`Server build in ${path.relative(root, outDir) || outDir} is up to date.`);
  } else {
    const started = Date.now();
    await buildServer(outDir);
    console.log(`Server built into ${path.relative(root, outDir) || outDir} in ${Date.now() - started} ms.`);
  }
}
