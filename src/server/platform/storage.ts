import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Files under DATA_DIR by default; the interface is small enough to
 * put an object store behind it when several servers share the load.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

const keyPattern = /^[a-zA-Z0-9-]+(\/[a-zA-Z0-9._-]+)+$/;

export function isValidStorageKey(key: string): boolean {
  return keyPattern.test(key) && !key.includes('..');
}

export function createFileStorage(rootDir: string): Storage {
  const fileFor = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(rootDir, key);
  };
  return {
    async put(key, data, contentType) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
      await fs.writeFile(`${file}.type`, contentType);
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      const file = fileFor(key);
      try {
        const [data, contentType] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.type`, 'utf8')]);
        return { data, contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      if (!isValidStorageKey(key)) return;
      const file = fileFor(key);
      await fs.rm(file, { force: true });
      await fs.rm(`${file}.type`, { force: true });
    },
  };
}

/** Keeps files in memory: for tests. */
export function createMemoryStorage(): Storage {
  const files = new Map<string, { data: Buffer; contentType: string }>();
  return {
    async put(key, data, contentType) {
      files.set(key, { data, contentType });
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
  };
}
