import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations } from '../test/api-routes';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { maxUrlLength } from './url-limits';

/** The app as it runs in production: the API and a built web app beside it. */
let t: TestApp;
let u: TestUser;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-long-addresses-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Pitboard</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1);');
  t = await createTestApp({ WEB_DIST_DIR: dist });
  u = await t.signUp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const errorOf = (res: { json<T>(): T }) => res.json<{ error: { code: string; message: string } }>().error;

describe('long addresses', () => {
  it('answers an overlong id in any API path 404, like a malformed id', async () => {
    const operations = apiOperations(t).filter((operation) => operation.path.includes('{'));
    expect(operations.length).toBeGreaterThan(50);
    for (const length of [101, 300, 5000]) {
      for (const operation of operations) {
        // The first id overlong, any other one well formed.
        const url = operation.path
          .replace(/\{[^}]+\}/, 'a'.repeat(length))
          .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await t.request(u, {
          method: operation.method,
          url,
          ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${operation.method} ${operation.path} with a ${length}-character id`).toBe(404);
        expect(errorOf(res).code).toBe('not_found');
      }
    }
  });

  it("sends the app's page for a screen's path with an overlong id, and 404 for such a file", async () => {
    for (const length of [300, 5000]) {
      const page = await t.request(u, { method: 'GET', url: `/cars/${'a'.repeat(length)}` });
      expect(page.statusCode, `a ${length}-character id`).toBe(200);
      expect(page.body).toContain('<title>Pitboard</title>');
      for (const url of [`/assets/${'a'.repeat(length)}.js`, `/${'a'.repeat(length)}.png`]) {
        const file = await t.request(u, { method: 'GET', url });
        expect(file.statusCode, `a ${length}-character file name`).toBe(404);
        expect(errorOf(file).code).toBe('not_found');
      }
    }
    expect((await t.request(u, { method: 'GET', url: '/assets/main-abc123.js' })).statusCode).toBe(200);
  });

  it('answers an absurdly long address 414 in the error shape, without echoing it', async () => {
    const long = 'a'.repeat(maxUrlLength);
    for (const url of [
      `/api/cars/${long}`,
      `/api/cars?search=${long}`,
      `/cars/${long}`,
      `/api/cars/${long}/service-items`,
    ]) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await t.request(u, { method, url, ...(method === 'PUT' ? { payload: {} } : {}) });
        expect(res.statusCode, `${method} ${url.slice(0, 20)}…`).toBe(414);
        expect(res.json()).toEqual({ error: { code: 'uri_too_long', message: 'The address is too long' } });
      }
    }
  });

  it('answers an id that is not valid percent-encoding 404, like any malformed id', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.request(u, {
        method,
        url: '/api/cars/%E0%A4%A',
        ...(method === 'PUT' ? { payload: {} } : {}),
      });
      expect(res.statusCode, method).toBe(404);
      expect(errorOf(res)).toEqual({ code: 'not_found', message: 'Not found' });
    }
  });
});
