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
import { member, outboxEmails, serverSecrets } from './db/schema';
import { createServices, type Services } from './services';
import { startLocalS3, type LocalS3 } from './test/local-s3';
import { adminQuery, databaseUrl } from './test/postgres-admin';
import { cookiesOf, testOrigin } from './test/test-app';

/**
 * Two servers built as main.ts builds them, on one PostgreSQL database, with no AUTH_SECRET,
 * Redis for the API rate limit and a local S3-compatible store for uploads: they behave as one.
 * Two more without Redis: who may do what, ended or changed on one, holds on the other at once.
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

/** Runs on PostgreSQL only (see above). */
const onPostgres = describe.runIf(serverUrl && process.env.TEST_DB !== 'pglite');

onPostgres('several servers on one PostgreSQL', () => {
  let dbName: string;
  let s3: LocalS3;
  let one: Server;
  let two: Server;

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

onPostgres('several servers on one PostgreSQL without Redis', () => {
  let dbName: string;
  let one: Server;
  let two: Server;
  const from = clientAddress();

  beforeAll(async () => {
    const url = serverUrl ?? '';
    const template = inject('postgresTemplate');
    dbName = `${template ?? 'pitboard_test'}_servers_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${dbName}${template ? ` TEMPLATE ${template}` : ''}`);
    const env = {
      DATABASE_URL: databaseUrl(url, dbName),
      BASE_URL: testOrigin,
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
    };
    [one, two] = await Promise.all([startServer(env), startServer(env)]);
  });

  afterAll(async () => {
    await stopServer(one);
    await stopServer(two);
    if (dbName) await adminQuery(serverUrl ?? '', `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  const newEmail = (what: string) => `${what}-${crypto.randomBytes(4).toString('hex')}@example.com`;

  interface Me {
    team: { id: string };
    role: string;
  }
  const me = async (server: Server, cookie: string) => {
    const res = await call(server, from, { method: 'GET', url: '/api/me', cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Me>();
  };

  /** A team manager (signed up on server one) and a member of their team with `role`, as cookies and ids. */
  async function teamWithMember(role: string) {
    const managerCookie = await signUp(one, one, from, newEmail('manager'));
    const memberEmail = newEmail('member');
    const memberCookie = await signUp(one, one, from, memberEmail);
    const invited = await call(one, from, {
      method: 'POST',
      url: '/api/team/invitations',
      cookie: managerCookie,
      payload: { email: memberEmail, role },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await one.services.background.settled();
    const [mail] = await one.services.deps.db
      .select({ text: outboxEmails.text })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, memberEmail), like(outboxEmails.subject, 'You are invited to join%')));
    const invitationId = /\/invitations\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const accepted = await call(one, from, {
      method: 'POST',
      url: `/api/invitations/${invitationId}/accept`,
      cookie: memberCookie,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const teamId = (await me(one, managerCookie)).team.id;
    const [membership] = await one.services.deps.db
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.organizationId, teamId), eq(member.role, role)));
    return { managerCookie, memberCookie, teamId, memberId: membership?.id ?? '' };
  }

  it('a member removed on one server sees none of the team on the other at once', async () => {
    const team = await teamWithMember('track_technician');
    const car = await call(one, from, {
      method: 'POST',
      url: '/api/cars',
      cookie: team.managerCookie,
      payload: { name: 'Team car' },
    });
    const carUrl = `/api/cars/${car.json<{ id: string }>().id}`;
    // Server two has resolved the member's session for the team.
    expect((await me(two, team.memberCookie)).team.id).toBe(team.teamId);
    expect((await call(two, from, { method: 'GET', url: carUrl, cookie: team.memberCookie })).statusCode).toBe(200);

    const removed = await call(one, from, {
      method: 'DELETE',
      url: `/api/team/members/${team.memberId}`,
      cookie: team.managerCookie,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call(two, from, { method: 'GET', url: carUrl, cookie: team.memberCookie })).statusCode).toBe(404);
    expect((await me(two, team.memberCookie)).team.id).not.toBe(team.teamId);
  });

  it('a role changed on one server holds on the other at once', async () => {
    const team = await teamWithMember('team_administrator');
    const invoices = () => call(two, from, { method: 'GET', url: '/api/invoices', cookie: team.memberCookie });
    expect((await invoices()).statusCode).toBe(200);

    const changed = await call(one, from, {
      method: 'PUT',
      url: `/api/team/members/${team.memberId}/role`,
      cookie: team.managerCookie,
      payload: { role: 'track_technician' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await invoices()).statusCode).toBe(403);
    expect((await me(two, team.memberCookie)).role).toBe('track_technician');
  });

  it('a cookie signed out on one server is refused by the other at once', async () => {
    const cookie = await signUp(one, one, from, newEmail('signed-out'));
    await me(two, cookie);
    const signedOut = await call(one, from, { method: 'POST', url: '/api/auth/sign-out', cookie });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect((await call(two, from, { method: 'GET', url: '/api/me', cookie })).statusCode).toBe(401);
    expect((await call(two, from, { method: 'GET', url: '/api/cars', cookie })).statusCode).toBe(401);
  });
});
