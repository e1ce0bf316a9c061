import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { serverSecrets } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { resolveAuthSecret } from './auth-secret';

let database: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(serverSecrets);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-secret-'));
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the session signing secret', () => {
  it('is AUTH_SECRET when set, and then nothing is stored', async () => {
    const configured = 'configured-secret-configured-secret-0123';
    expect(await resolveAuthSecret(configured, database.db, dataDir)).toBe(configured);
    expect(await database.db.select().from(serverSecrets)).toHaveLength(0);
  });

  it('is generated once and kept in the database, the same for servers starting together', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 4 }, (_, i) => resolveAuthSecret(undefined, database.db, `${dataDir}-${i}`)),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]?.length).toBeGreaterThanOrEqual(32);
    expect(await resolveAuthSecret(undefined, database.db, dataDir)).toBe(secrets[0]);
    expect(await database.db.select().from(serverSecrets)).toHaveLength(1);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('keeps the secret an earlier version generated into DATA_DIR, so sessions survive the upgrade', async () => {
    const earlier = 'earlier-secret-from-the-data-directory-0123456789';
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), `${earlier}\n`);
    expect(await resolveAuthSecret(undefined, database.db, dataDir)).toBe(earlier);
    // Once stored, the database's secret wins over any file.
    expect(await resolveAuthSecret(undefined, database.db, fs.mkdtempSync(`${dataDir}-other`))).toBe(earlier);
  });
});
