import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Car } from '@shared/cars/cars.contract';
import { fingerprint } from '../test/api-routes';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { imageUpload, pngBytes } from '../test/uploads';

/**
 * An S3-compatible store that accepts every connection and answers only what `answer` says: a
 * status, or nothing at all (a store that stalls). Records what it was asked.
 */
async function startFakeStore() {
  const requests: { method: string; key: string }[] = [];
  const store = {
    requests,
    answer: (_method: string, _key: string): number | 'stall' => 'stall',
  };
  const server = http.createServer((req, res) => {
    // Path-style addresses: /<bucket>/<key>.
    const key = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/[^/]+\//, '');
    requests.push({ method: req.method ?? '', key });
    req.resume();
    const status = store.answer(req.method ?? '', key);
    if (status === 'stall') return;
    req.on('end', () => res.writeHead(status, { etag: '"0"' }).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    store,
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const timeoutMs = 500;
/** The answer must come within the store's timeout and what the request does besides. */
const answerWithinMs = timeoutMs + 2_000;

let fake: Awaited<ReturnType<typeof startFakeStore>>;
let t: TestApp;
let u: TestUser;
let car: Car;
let upload: ReturnType<typeof imageUpload>;

beforeAll(async () => {
  fake = await startFakeStore();
  t = await createTestApp({
    S3_BUCKET: 'uploads',
    S3_ENDPOINT: fake.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'test',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    S3_FORCE_PATH_STYLE: 'true',
    S3_TIMEOUT_MS: String(timeoutMs),
  });
  u = await t.signUp();
  const res = await t.request(u, { method: 'POST', url: '/api/cars', payload: { name: 'Photo car' } });
  car = res.json<Car>();
  upload = imageUpload(await pngBytes());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.store.requests.length = 0;
});

const unavailable = { error: { code: 'unavailable', message: 'The file store is not answering; try again.' } };

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

/** Waits until the store was asked to delete every one of `keys`. */
async function deletesOf(keys: string[]): Promise<void> {
  await expect
    .poll(() => keys.filter((key) => !fake.store.requests.some((r) => r.method === 'DELETE' && r.key === key)), {
      timeout: 5_000,
    })
    .toEqual([]);
}

const putKeys = () => fake.store.requests.filter((r) => r.method === 'PUT').map((r) => r.key);

describe('a file store that does not answer', () => {
  it('answers an upload 503 within the timeout and saves nothing', async () => {
    fake.store.answer = () => 'stall';
    const before = await fingerprint(t);
    for (const url of [`/api/cars/${car.id}/image`]) {
      const { result: res, ms } = await timed(() => t.request(u, { method: 'PUT', url, ...upload }));
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual(unavailable);
      expect(ms).toBeLessThan(answerWithinMs);
    }
    expect(await fingerprint(t)).toEqual(before);
    const after = await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` });
    expect(after.json<Car>().imageUrl).toBeNull();
  });

  it('answers a repair photo 503 within the timeout and adds nothing to the repair', async () => {
    fake.store.answer = () => 'stall';
    const created = await t.request(u, {
      method: 'POST',
      url: '/api/repairs',
      payload: { title: 'Body work', carId: car.id },
    });
    const repairId = created.json<{ id: string }>().id;
    const before = await fingerprint(t);
    const { result: res, ms } = await timed(() =>
      t.request(u, { method: 'POST', url: `/api/repairs/${repairId}/images`, ...upload }),
    );
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(unavailable);
    expect(ms).toBeLessThan(answerWithinMs);
    expect(await fingerprint(t)).toEqual(before);
  });

  it('answers a file read 503 within the timeout', async () => {
    fake.store.answer = () => 'stall';
    const { result: res, ms } = await timed(() =>
      t.request(u, { method: 'GET', url: `/api/files/${u.teamId}/cars/photo.webp` }),
    );
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(unavailable);
    expect(ms).toBeLessThan(answerWithinMs);
  });

  it('removes the file it did store when the other write of the image fails', async () => {
    fake.store.answer = (method, key) =>
      method === 'PUT' && key.endsWith('-thumb.webp') ? 'stall' : method === 'PUT' ? 200 : 204;
    const res = await t.request(u, { method: 'PUT', url: `/api/cars/${car.id}/image`, ...upload });
    expect(res.statusCode, res.body).toBe(503);
    const keys = putKeys();
    expect(keys).toHaveLength(2);
    await deletesOf(keys);
    const after = await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` });
    expect(after.json<Car>().imageUrl).toBeNull();
  });
});

describe('a database write that fails after the files were stored', () => {
  it('removes the stored files', async () => {
    fake.store.answer = (method) => (method === 'PUT' ? 200 : 204);
    await t.db.execute(
      sql.raw(`create function refuse_car_images() returns trigger language plpgsql as $$
        begin raise exception 'no images today'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_car_images before update of image_key on cars
        for each row when (new.image_key is not null) execute function refuse_car_images()`),
    );
    try {
      const res = await t.request(u, { method: 'PUT', url: `/api/cars/${car.id}/image`, ...upload });
      expect(res.statusCode).toBe(500);
      const keys = putKeys();
      expect(keys).toHaveLength(2);
      await deletesOf(keys);
      const after = await t.request(u, { method: 'GET', url: `/api/cars/${car.id}` });
      expect(after.json<Car>().imageUrl).toBeNull();
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_car_images on cars'));
    }
  });
});
