import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { compressionThreshold } from './compression';
import { queryCountHeader } from './query-count-header';

let t: TestApp;
let u: TestUser;
let carId = '';
beforeAll(async () => {
  t = await createTestApp({ DB_QUERY_COUNT: '1' });
  u = await t.signUp();
  const car = await t.request(u, { method: 'POST', url: '/api/cars', payload: { name: 'Compression car' } });
  expect(car.statusCode, car.body).toBe(201);
  carId = car.json<{ id: string }>().id;
  for (let i = 1; i <= 12; i++) {
    const res = await t.request(u, {
      method: 'POST',
      url: '/api/tracks',
      payload: { name: `Compression Raceway ${i}`, location: `Grandstand road ${i}, Paddock town` },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

describe('compressed JSON answers', () => {
  it.each(['br', 'gzip'] as const)(
    'sends a large list %s-encoded when accepted; it decodes to the same JSON',
    async (encoding) => {
      const plain = await t.request(u, { method: 'GET', url: '/api/tracks' });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(compressionThreshold);

      const res = await t.request(u, { method: 'GET', url: '/api/tracks', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(res.headers[queryCountHeader])).toBeGreaterThan(0);
      const decoded = decoders[encoding](res.rawPayload);
      expect(decoded.length).toBeGreaterThan(res.rawPayload.length);
      expect(JSON.parse(decoded.toString('utf8'))).toEqual(plain.json());
    },
  );

  it('prefers brotli when both are accepted', async () => {
    const res = await t.request(u, {
      method: 'GET',
      url: '/api/tracks',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends a small answer as it is', async () => {
    const res = await t.request(u, { method: 'GET', url: '/api/me', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(compressionThreshold);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('user');
  });

  it('streams the logbook PDF as it is, whatever the client accepts', async () => {
    const res = await t.request(u, {
      method: 'GET',
      url: `/api/cars/${carId}/logbook.pdf`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('streams the logbook CSV compressed when accepted, decoding to the same file', async () => {
    const url = `/api/cars/${carId}/logbook.csv`;
    const plain = await t.request(u, { method: 'GET', url });
    const res = await t.request(u, { method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.rawPayload.toString('utf8'));
  });
});
