import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, openEmbedded } from './client';
import { startEmbeddedDatabase } from './embedded-database';
import { openTestDatabase } from '../test/test-database';
import { testPostgresServer } from '../test/postgres-admin';

describe('embedded database', () => {
  it('starts with a 32 MB page cache rather than the 128 MB Postgres zeroes at every start', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const [setting] = await database.rawQuery<{ sharedBuffers: string }>(
        'select current_setting(\'shared_buffers\') as "sharedBuffers"',
      );
      expect(setting?.sharedBuffers).toBe('32MB');
      // The usual settings PGlite starts with still hold.
      const [path] = await database.rawQuery<{ searchPath: string }>(
        'select current_setting(\'search_path\') as "searchPath"',
      );
      expect(path?.searchPath).toBe('public');
    } finally {
      await database.close();
    }
  });

  it('holds statements sent while it starts until the migrations are done', async () => {
    // A fresh database: without the hold, the query would reach it before the cars table exists.
    const { handle, migrated } = openEmbedded(startEmbeddedDatabase('memory://'));
    try {
      const sentAtOnce = handle.rawQuery<{ cars: number }>('select count(*)::int as cars from cars');
      await migrated;
      expect(await sentAtOnce).toEqual([{ cars: 0 }]);
    } finally {
      await handle.close();
    }
  });
});

// PostgreSQL only: PGlite has no JIT compiler to switch off.
describe.runIf(testPostgresServer())('PostgreSQL connections', () => {
  it('run without JIT compilation, which cost a sorted search 40 ms to save a few', async () => {
    const database = await openTestDatabase();
    try {
      const [setting] = await database.rawQuery<{ jit: string }>("select current_setting('jit') as jit");
      expect(setting?.jit).toBe('off');
    } finally {
      await database.close();
    }
  });

  it('send the statements a transaction starts together one after another, without the driver queueing them', async () => {
    const database = await openTestDatabase();
    const warnings = vi.spyOn(process, 'emitWarning');
    try {
      const answers = await database.db.transaction((tx) =>
        Promise.all([1, 2, 3].map((n) => tx.execute(sql`select pg_sleep(0.02), ${n}::int as n`))),
      );
      expect(answers.map((answer) => answer.rows[0]?.n)).toEqual([1, 2, 3]);
      const messages = warnings.mock.calls.map(([warning]) => String(warning));
      expect(messages.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      warnings.mockRestore();
      await database.close();
    }
  });
});
