// `npm start`: builds the web app and the server only when their sources changed since the last
// build, then runs the compiled server in this process.
//
//   node scripts/start.mjs [--build-only]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkStamp, root } from './build-stamp.mjs';
import { serverBuildIsCurrent } from './build-server.mjs';

const webOutDir = path.join(root, 'dist/web');
const webStamp = path.join(root, 'dist/.web-build-stamp');
const serverOutDir = path.join(root, 'dist/server');

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensureWebBuilt() {
  const viteEnv = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  const stamp = checkStamp(
    webStamp,
    [
      'src/web',
      'src/shared',
      'vite.config.ts',
      'postcss.config.cjs',
      'tsconfig.json',
      'package-lock.json',
      'scripts/build-stamp.mjs',
      'scripts/prerender-pages.mjs',
      'scripts/check-bundle.mjs',
    ],
    viteEnv,
  );
  if (fs.existsSync(path.join(webOutDir, 'index.html')) && stamp.current) return;
  console.log('Building the web app (its sources changed since the last build)…');
  fs.rmSync(webStamp, { force: true });
  run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  stamp.write();
}

function ensureServerBuilt() {
  if (serverBuildIsCurrent(serverOutDir)) return;
  console.log('Building the server (its sources changed since the last build)…');
  // In a child process, so the bundler stays out of the server's process.
  run(['scripts/build-server.mjs', '--outdir', serverOutDir]);
}

ensureWebBuilt();
ensureServerBuilt();
// Stack traces name the compiled files (each module's code there starts with a comment naming its
// source). NODE_OPTIONS=--enable-source-maps maps them to the TypeScript sources, at about a tenth
// more start-up time: Node then reads the source maps of every package that ships one too.
if (!process.argv.includes('--build-only')) {
  await import(pathToFileURL(path.join(serverOutDir, 'main.mjs')).href);
}
