import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@shared/lib/app-error';
import type { S3Config } from '../config';

/**
 * Where uploaded files live: files under DATA_DIR by default, or an S3-compatible object store
 * (S3_* settings), which every server behind a load balancer reads alike.
 */
export interface Storage {
  /** Fails with `fileStoreUnavailable` (503) when the store does not answer in time. */
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

/** The answer when the file store does not answer in time, or cannot be reached at all. */
export function fileStoreUnavailable(): AppError {
  return new AppError('unavailable', 'The file store is not answering; try again.');
}

/**
 * Runs one call to the store within `timeoutMs` in all: its connection, its retries and reading
 * the answer. Past it the call is aborted and the store counts as not answering.
 */
async function withinDeadline<T>(timeoutMs: number, call: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`no answer from the file store in ${timeoutMs} ms`)),
    timeoutMs,
  );
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true });
  });
  try {
    return await Promise.race([call(controller.signal), aborted]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a failed call to the store becomes: a store that did not answer, could not be reached or
 * failed itself (5xx) is unavailable (503, the user may try again); one that answered and refused
 * (credentials, a missing bucket) is the server's misconfiguration and stays an error.
 */
function storeFailure(err: unknown): unknown {
  const status = (err as { $metadata?: { httpStatusCode?: unknown } } | null)?.$metadata?.httpStatusCode;
  return typeof status === 'number' && status < 500 ? err : fileStoreUnavailable();
}

/**
 * An S3-compatible bucket (Amazon S3, MinIO, Ceph, R2 …); `close` ends the client's connections.
 * Every call answers within `config.timeoutMs` or fails with `fileStoreUnavailable`, so a store
 * that stalls never holds a request for long.
 */
export async function createS3Storage(
  config: S3Config,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Storage & { close(): void }> {
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
    // No attempt waits longer than the whole call may (the SDK waits forever by default).
    requestHandler: {
      connectionTimeout: config.timeoutMs,
      requestTimeout: config.timeoutMs,
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };
  const call = async <T>(what: string, key: string, run: (abortSignal: AbortSignal) => Promise<T>): Promise<T> => {
    try {
      return await withinDeadline(config.timeoutMs, run);
    } catch (err) {
      log?.warn({ err, key }, `file store: ${what} failed`);
      throw storeFailure(err);
    }
  };
  return {
    async put(key, data, contentType) {
      const Key = checked(key);
      await call('put', key, (abortSignal) =>
        client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentType: contentType }), { abortSignal }),
      );
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      return call('get', key, async (abortSignal) => {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket, Key: key }), { abortSignal });
          if (!object.Body) return null;
          const data = Buffer.from(await object.Body.transformToByteArray());
          return { data, contentType: object.ContentType ?? 'application/octet-stream' };
        } catch (err) {
          if (err instanceof NoSuchKey) return null;
          throw err;
        }
      });
    },
    async delete(key) {
      if (!isValidStorageKey(key)) return;
      await call('delete', key, (abortSignal) =>
        client.send(new DeleteObjectCommand({ Bucket, Key: key }), { abortSignal }),
      );
    },
    close() {
      client.destroy();
    },
  };
}
