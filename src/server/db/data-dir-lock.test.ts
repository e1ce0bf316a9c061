import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-lock-'));
}

describe('data directory lock', () => {
  it('refuses a second open while the first holder lives', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    // Pretend another live process (our parent) holds it.
    fs.writeFileSync(lock.path, String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by another Pitboard process/);
    fs.writeFileSync(lock.path, String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(dir, 'pitboard.lock'), gone);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lock.path, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
