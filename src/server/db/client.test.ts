import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

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
});
