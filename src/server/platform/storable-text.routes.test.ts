import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidTextMessage } from '@shared/lib/input-bounds';
import { passwordResetRoutes } from '../features/password-reset/password-reset.routes';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { registerErrorHandler } from './error-handler';

/**
 * Text PostgreSQL cannot store (a NUL character, half of a surrogate pair) is refused with a
 * 400 naming the field, in bodies and in query strings, and nothing is written.
 */
let t: TestApp;
let u: TestUser;
let carId: string;
beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  const car = await t.request(u, { method: 'POST', url: '/api/cars', payload: { name: 'Cup Car' } });
  carId = car.json<{ id: string }>().id;
});
afterAll(() => t.close());

async function rowCounts(): Promise<Record<string, number>> {
  const [row] = await t.database.rawQuery<Record<string, number>>(
    `select (select count(*)::int from drivers) as drivers, (select count(*)::int from clients) as clients,
            (select count(*)::int from car_track_setups) as setups, (select count(*)::int from tracks) as tracks`,
  );
  return row ?? {};
}

describe('text that cannot be stored', () => {
  it.each([
    ['a NUL in a driver’s name', '/api/drivers', { name: 'Ayrton\u0000' }, 'name'],
    [
      'a NUL in a driver’s license number',
      '/api/drivers',
      { name: 'Ayrton', licenseNumber: 'A\u0000B' },
      'licenseNumber',
    ],
    [
      'a lone surrogate in a client’s address',
      '/api/clients',
      { name: 'Jo', email: 'jo@example.com', address: '1 Pit Lane \ud800' },
      'address',
    ],
    ['a lone low surrogate in a client’s name', '/api/clients', { name: '\udc00Jo', email: 'jo@example.com' }, 'name'],
    [
      'a NUL in a track’s description',
      '/api/tracks',
      { name: 'T', location: 'L', description: 'x\u0000' },
      'description',
    ],
  ])('refuses %s with a 400 and stores nothing', async (_, url, payload, field) => {
    const before = await rowCounts();
    const res = await t.request(u, { method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { [field]: invalidTextMessage } },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a NUL in a car’s setup notes', async () => {
    const tracks = await t.request(u, { method: 'POST', url: '/api/tracks', payload: { name: 'T', location: 'L' } });
    const res = await t.request(u, {
      method: 'PUT',
      url: `/api/cars/${carId}/track-setups`,
      payload: { trackId: tracks.json<{ id: string }>().id, notes: 'Soft springs\u0000' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { notes: invalidTextMessage } } });
  });

  it('keeps text with a surrogate pair (an emoji) as it was sent', async () => {
    const res = await t.request(u, { method: 'POST', url: '/api/drivers', payload: { name: 'Lewis 🏁' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Lewis 🏁' });
  });
});

describe('searches that cannot be stored', () => {
  it.each(['/api/cars', '/api/clients', '/api/repairs', '/api/work-orders', '/api/invoices'])(
    'answers 400 to a NUL in the search of %s',
    async (list) => {
      for (const search of ['%00', 'a%00b']) {
        const res = await t.request(u, { method: 'GET', url: `${list}?search=${search}` });
        expect(res.statusCode, `${search}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({
          error: { code: 'validation_failed', fields: { search: invalidTextMessage } },
        });
      }
      expect((await t.request(u, { method: 'GET', url: `${list}?search=cup` })).statusCode).toBe(200);
    },
  );
});

describe('the reset link check', () => {
  it('answers 400 to a NUL in the token, signed out, without a stack trace in the reply or the log', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(passwordResetRoutes, t.deps);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/password-reset/token-status?token=%00' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'validation_failed', message: invalidTextMessage, fields: { token: invalidTextMessage } },
      });
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
      expect(logged.some((entry) => entry.msg === 'request refused')).toBe(true);
      expect(logged.filter((entry) => entry.level >= 50 || entry.err !== undefined)).toEqual([]);
      expect(lines.join('\n')).not.toMatch(/stack|\n\s+at /);

      const unknown = await app.inject({ method: 'GET', url: '/api/password-reset/token-status?token=unknown' });
      expect(unknown.json()).toEqual({ valid: false });
    } finally {
      await app.close();
    }
  });
});
