import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite must be opened by one process only: two processes writing one data directory
 * corrupt it. The lock file holds the owner's PID; a lock whose process is gone is stale
 * and taken over.
 */
export interface DataDirLock {
  path: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, 'pitboard.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(lockPath);
      if (owner !== null && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is already in use by another Pitboard process (PID ${owner}). ` +
            'Stop that process first, or set DATA_DIR to another directory. ' +
            'Opening one embedded database from two processes would corrupt it.',
        );
      }
      if (owner === process.pid) {
        throw new DataDirLockedError(`The data directory ${dataDir} is already open in this process.`);
      }
      // Stale lock left by a process that no longer runs.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
