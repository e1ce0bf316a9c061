import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp, type TestUser } from '../test/test-app';
import { queryCountHeader } from './query-count-header';

let on: TestApp;
let off: TestApp;
let u: TestUser;
let v: TestUser;
beforeAll(async () => {
  [on, off] = await Promise.all([createTestApp({ DB_QUERY_COUNT: '1' }), createTestApp()]);
  [u, v] = await Promise.all([on.signUp(), off.signUp()]);
});
afterAll(() => Promise.all([on.close(), off.close()]));

const countOf = (res: { headers: Record<string, unknown> }) => Number(res.headers[queryCountHeader]);

describe(`${queryCountHeader} (DB_QUERY_COUNT)`, () => {
  it('is not sent when DB_QUERY_COUNT is off', async () => {
    const health = await off.request(null, { method: 'GET', url: '/api/health' });
    const me = await off.request(v, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(health.headers).not.toHaveProperty(queryCountHeader);
    expect(me.headers).not.toHaveProperty(queryCountHeader);
  });

  it('counts nothing for a request that does not reach the database', async () => {
    const health = await on.request(null, { method: 'GET', url: '/api/health' });
    const signedOut = await on.request(null, { method: 'GET', url: '/api/cars' });
    expect(health.headers[queryCountHeader]).toBe('0');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers[queryCountHeader]).toBe('0');
  });

  it('counts the statements of each request on its own while requests overlap', async () => {
    await on.request(u, { method: 'GET', url: '/api/cars' });
    const alone = countOf(await on.request(u, { method: 'GET', url: '/api/cars' }));
    expect(alone).toBeGreaterThan(0);
    const overlapping = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        on.request(i % 2 ? u : null, { method: 'GET', url: i % 2 ? '/api/cars' : '/api/health' }),
      ),
    );
    expect(overlapping.map(countOf)).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 ? alone : 0)));
  });

  it('counts the statements run after a request body arrives in parts over a real connection', async () => {
    const address = new URL(await on.app.listen({ port: 0, host: '127.0.0.1' }));
    const parts = ['{"name":', ' "Counted car"}'];
    const created = await new Promise<{ status: number; count: number }>((resolve, reject) => {
      const req = http.request(
        {
          host: address.hostname,
          port: address.port,
          method: 'POST',
          path: '/api/cars',
          headers: {
            origin: testOrigin,
            cookie: u.cookie,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(parts.join('')),
          },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, count: Number(res.headers[queryCountHeader]) });
        },
      );
      req.on('error', reject);
      req.write(parts[0]);
      // The rest of the body comes in a later read of the connection.
      setTimeout(() => req.end(parts[1]), 100);
    });
    expect(created.status).toBe(201);
    // The insert runs in a transaction: BEGIN, the plan check, the insert, COMMIT at the least.
    expect(created.count).toBeGreaterThanOrEqual(4);
    const refused = await on.request(u, { method: 'POST', url: '/api/cars', payload: { name: 'Second car' } });
    // The free plan's limit refuses a second car, inside the same kind of transaction.
    expect(refused.statusCode).toBe(403);
    expect(countOf(refused)).toBeGreaterThanOrEqual(3);
  });
});
