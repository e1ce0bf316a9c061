import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

/**
 * Postgres' page cache inside PGlite. Its default, 128 MB, is zeroed at every start: about 0.4 s of
 * a start and 130 MB of memory. With 32 MB the bench's large team (50,000 inventory items, 10,000
 * cars) read as fast, the data directory's files being cached by the operating system as well.
 */
export const pgliteSharedBuffers = '32MB';

/** PGlite started on its thread, its data directory locked for this process. */
export interface EmbeddedDatabase {
  client: PgliteThread;
  close(): Promise<void>;
}

/**
 * Starts PGlite on `dataDir` ('memory://' for a throw-away database), from the tarball `dumpFile`
 * when given, and answers at once: its `client.ready` says when it is up. Light to import (no
 * Drizzle, no schema): the server starts it first thing and loads the rest of its code meanwhile.
 * Throws at once when another process holds the data directory.
 */
export function startEmbeddedDatabase(dataDir: string, dumpFile?: string): EmbeddedDatabase {
  let lock: DataDirLock | undefined;
  if (!dataDir.startsWith('memory://')) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
  }
  try {
    const client = startPgliteThread({
      ...(lock ? { dataDir: path.join(dataDir, 'pgdata') } : {}),
      ...(dumpFile ? { dumpFile } : {}),
      settings: { shared_buffers: pgliteSharedBuffers },
    });
    return {
      client,
      async close() {
        await client.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
