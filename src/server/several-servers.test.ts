import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { outboxEmails, serverSecrets } from './db/schema';
import { createServices, type Services } from './services';
import { startLocalS3, type LocalS3 } from './test/local-s3';
import { adminQuery, databaseUrl } from './test/postgres-admin';
import { cookiesOf, testOrigin } from './test/test-app';

/**
 * Two servers built as main.ts builds them, on one PostgreSQL database, with no AUTH_SECRET,
 * Redis for the API rate limit and a local S3-compatible store for uploads: they behave as one.
 *
 * PostgreSQL only (TEST_DATABASE_URL); in the PGlite pass of `npm run test:api` it waits for
 * the PostgreSQL pass, which runs it. Redis is the local one (TEST_REDIS_URL to use another).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const apiRateLimitMax = 10;

interface Server {
  app: FastifyInstance;
  services: Services;
  dataDir: string;
}

/** A client address of its own for each test, so counts of the shared rate limit never mix. */
function clientAddress(): string {
  const [a, b, c] = crypto.randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

describe.runIf(serverUrl && process.env.TEST_DB !== 'pglite')('several servers on one PostgreSQL', () => {
  let dbName: string;
  let s3: LocalS3;
  let one: Server;
  let two: Server;

  async function startServer(env: Record<string, string>): Promise<Server> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-server-'));
    const config = loadConfig({ ...env, DATA_DIR: dataDir });
    const services = await createServices(config);
    const app = await buildApp(services.deps);
    await app.ready();
    return { app, services, dataDir };
  }

  async function stopServer(server: Server | undefined): Promise<void> {
    if (!server) return;
    await server.app.close();
    await server.services.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }

  beforeAll(async () => {
    const url = serverUrl ?? '';
    dbName = `${inject('postgresTemplate') ?? 'pitboard_test'}_servers_${crypto.randomBytes(4).toString('hex')}`;
    // An empty database: the two servers below start side by side and both find it unmigrated.
    await adminQuery(url, `CREATE DATABASE ${dbName}`);
    s3 = await startLocalS3();
    const env = {
      DATABASE_URL: databaseUrl(url, dbName),
      REDIS_URL: redisUrl,
      ...s3.env,
      BASE_URL: testOrigin,
      API_RATE_LIMIT_MAX: String(apiRateLimitMax),
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
    };
    // Started together: both race to migrate the database and to store the signing secret.
    [one, two] = await Promise.all([startServer(env), startServer(env)]);
  });

  afterAll(async () => {
    await stopServer(one);
    await stopServer(two);
    await s3?.close();
    if (dbName) await adminQuery(serverUrl ?? '', `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  const call = (server: Server, from: string, options: InjectOptions & { cookie?: string }) => {
    const { cookie, ...rest } = options;
    return server.app.inject({
      ...rest,
      remoteAddress: from,
      headers: { origin: testOrigin, ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
    });
  };

  /** Signs up on `server` and opens the mailed confirmation link on `confirmOn`: the session cookie it gives. */
  async function signUp(server: Server, confirmOn: Server, from: string, email: string): Promise<string> {
    const res = await call(server, from, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'pit-lane-42', name: email.split('@')[0] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await server.services.background.settled();
    const [mail] = await confirmOn.services.deps.db
      .select({ text: outboxEmails.text })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, email), like(outboxEmails.subject, 'Confirm your email%')))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const open = await call(confirmOn, from, { method: 'GET', url: link.replace(testOrigin, '') });
    expect(open.statusCode, open.body).toBe(302);
    return cookiesOf(open);
  }

  it('share the session signing secret, kept in the database, with no AUTH_SECRET', async () => {
    expect(one.services.deps.config.authSecret).toBeUndefined();
    expect(await one.services.deps.db.select().from(serverSecrets)).toHaveLength(1);

    const from = clientAddress();
    const email = `shared-session-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const cookie = await signUp(one, two, from, email);
    for (const server of [one, two]) {
      const me = await call(server, from, { method: 'GET', url: '/api/me', cookie });
      expect(me.statusCode, me.body).toBe(200);
    }

    const signIn = await call(two, from, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'pit-lane-42' },
    });
    expect(signIn.statusCode).toBe(200);
    const me = await call(one, from, { method: 'GET', url: '/api/me', cookie: cookiesOf(signIn) });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ user: { email: string } }>().user.email).toBe(email);
  });

  it('count the general API rate limit together', async () => {
    const from = clientAddress();
    const health = (server: Server) => call(server, from, { method: 'GET', url: '/api/health' });
    for (let i = 0; i < apiRateLimitMax; i++) {
      const res = await health(i % 2 === 0 ? one : two);
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    for (const server of [one, two]) {
      const limited = await health(server);
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ error: { code: string } }>().error.code).toBe('rate_limited');
    }
    // Another client is counted on its own.
    expect((await call(two, clientAddress(), { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('serve an image uploaded through one from the other, from object storage', async () => {
    const from = clientAddress();
    const cookie = await signUp(one, one, from, `shared-upload-${crypto.randomBytes(4).toString('hex')}@example.com`);
    const car = await call(one, from, { method: 'POST', url: '/api/cars', cookie, payload: { name: 'Shared photo' } });
    expect(car.statusCode, car.body).toBe(201);

    const boundary = '----pitboard-servers-boundary';
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#d8070b' } })
      .png()
      .toBuffer();
    const upload = await call(one, from, {
      method: 'PUT',
      url: `/api/cars/${car.json<{ id: string }>().id}/image`,
      cookie,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="car.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const imageUrl = upload.json<{ imageUrl: string | null }>().imageUrl ?? '';
    expect(imageUrl).toMatch(/^\/api\/files\/.+\.webp$/);

    const served = await call(two, from, { method: 'GET', url: imageUrl, cookie });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(32);
    // Nothing went to either server's disk.
    for (const server of [one, two]) expect(fs.existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);
  });
});
