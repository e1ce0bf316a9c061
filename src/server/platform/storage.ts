import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Config } from '../config';

/**
 * Where uploaded files live: files under DATA_DIR by default, or an S3-compatible object store
 * (S3_* settings), which every server behind a load balancer reads alike.
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

/** An S3-compatible bucket (Amazon S3, MinIO, Ceph, R2 …); `close` ends the client's connections. */
export async function createS3Storage(config: S3Config): Promise<Storage & { close(): void }> {
  // Only servers that store files in a bucket load the S3 client, a noticeable part of a start.
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where the operation requires them: many S3-compatible stores do not
    // understand the SDK's newer default (streamed checksum trailers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };
  return {
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: data, ContentType: contentType }));
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        const data = Buffer.from(await object.Body.transformToByteArray());
        return { data, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async delete(key) {
      if (!isValidStorageKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close() {
      client.destroy();
    },
  };
}
