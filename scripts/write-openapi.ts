// Writes the API's OpenAPI document, as GET /api/docs/json serves it, to a file: the app is built
// on a throw-away in-memory database and asked for its document, without listening anywhere.
//
//   node --import tsx scripts/write-openapi.ts [file]     (default: dist/openapi.json)
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createMemoryStorage } from '../src/server/platform/storage';
import { createServices } from '../src/server/services';

const file = path.resolve(process.argv[2] ?? 'dist/openapi.json');
const config = loadConfig({
  AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
  DATA_DIR: os.tmpdir(),
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
});
const database = await openDatabase({ dataDir: 'memory://' });
const services = await createServices(config, { database, storage: createMemoryStorage() });
try {
  const app = await buildApp(services.deps);
  await app.ready();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
} finally {
  await services.close();
}
