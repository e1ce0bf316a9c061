import crypto from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Preferences } from '@shared/preferences/preferences.contract';
import type { DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import { jobs, outboxEmails, reminderDigests } from '../db/schema';
import { adminQuery, databaseUrl, testPostgresServer } from '../test/postgres-admin';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';

/**
 * Reminder digests: run a step at a time (`reminders.runOnce()`: plan this period's digests, run
 * the waiting jobs) on a clock the test moves, on PGlite and on PostgreSQL.
 */
const day = 24 * 60 * 60 * 1000;
let now = new Date('2026-11-24T08:00:00Z'); // a Tuesday
const clock = () => now;
const nextDay = () => (now = new Date(now.getTime() + day));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
}, 60_000);
afterAll(() => t.close());

const post = async (app: TestApp, user: TestUser, url: string, payload: Record<string, unknown>) => {
  const res = await app.request(user, { method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};

/** A car at 10 hours with an oil change every 5 hours, done at `lastServiceHours`. */
async function carWithOil(app: TestApp, user: TestUser, name: string, lastServiceHours: number) {
  const carId = await post(app, user, '/api/cars', { name, hours: 10, miles: 500 });
  await post(app, user, `/api/cars/${carId}/service-items`, {
    name: `${name} oil`,
    hourInterval: 5,
    lastServiceHours,
    lastServiceDistance: 500,
  });
  return carId;
}

const digestsTo = (app: TestApp, user: TestUser) =>
  app.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, user.email), like(outboxEmails.subject, 'Pitboard: %')))
    .orderBy(asc(outboxEmails.createdAt));

const patchPreferences = (app: TestApp, user: TestUser, payload: Record<string, unknown>) =>
  app.request(user, { method: 'PATCH', url: '/api/preferences', payload });

async function upgrade(app: TestApp, user: TestUser) {
  const res = await app.request(user, {
    method: 'POST',
    url: '/api/subscription/upgrade',
    payload: { plan: 'annual', today: now.toISOString().slice(0, 10) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('reminder digests', () => {
  it('mail each member what became due once, then only what is new; nothing when nothing is', async () => {
    const u = await t.signUp();
    await upgrade(t, u);
    const first = await carWithOil(t, u, 'Spec Miata', 0);
    await t.reminders.runOnce();
    const [digest, ...more] = await digestsTo(t, u);
    expect(more).toHaveLength(0);
    expect(digest?.subject).toBe("Pitboard: 1 reminder of what's due");
    expect(digest?.text).toContain('Spec Miata oil (Spec Miata): Due');
    expect(digest?.text).toContain('Everything due: http://localhost:3000/due\n');
    expect(digest?.text).toContain('how often: http://localhost:3000/settings\n');
    expect(digest?.text).toMatch(/Unsubscribe from these e-mails: http:\/\/localhost:3000\/unsubscribe\/[0-9a-f]{64}$/);
    const link = /\/unsubscribe\/[0-9a-f]{64}/.exec(digest?.text ?? '')?.[0];
    expect(digest?.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // The same day again, and the next day: nothing new, nothing sent.
    await t.reminders.runOnce();
    nextDay();
    await t.reminders.runOnce();
    expect(await digestsTo(t, u)).toHaveLength(1);
    const [state] = await t.db.select().from(reminderDigests).where(eq(reminderDigests.userId, u.userId));
    expect(state?.remembered).toEqual([{ key: expect.stringMatching(/^service_item:/) as string, level: 'due' }]);

    // A second car's oil falls due: the next digest holds it, not the first one again.
    await carWithOil(t, u, 'Radical SR3', 2);
    nextDay();
    await t.reminders.runOnce();
    const digests = await digestsTo(t, u);
    expect(digests).toHaveLength(2);
    expect(digests[1]?.text).toContain('Radical SR3 oil');
    expect(digests[1]?.text).not.toContain('Spec Miata');
    expect(first).toBeTruthy();
  });

  it('leave out the kinds a member muted, and come weekly to a weekly member', async () => {
    const u = await t.signUp();
    await upgrade(t, u);
    const muted = await patchPreferences(t, u, {
      notificationPreferences: { mutedKinds: ['service_item'], frequency: 'weekly' },
    });
    expect(muted.statusCode, muted.body).toBe(200);
    await carWithOil(t, u, 'Muted car', 0);
    await post(t, u, '/api/cars', { name: 'Belted car', beltsExpiration: '2026-01-01' });
    nextDay();
    await t.reminders.runOnce();
    const [digest, ...more] = await digestsTo(t, u);
    expect(more).toHaveLength(0);
    expect(digest?.text).toContain('Belts expiration (Belted car, 2026-01-01): Expired');
    expect(digest?.text).not.toContain('Muted car');

    // Within the same week a new reminder waits for next week's digest.
    await patchPreferences(t, u, { notificationPreferences: { mutedKinds: [] } });
    nextDay();
    await t.reminders.runOnce();
    expect(await digestsTo(t, u)).toHaveLength(1);
    now = new Date(now.getTime() + 7 * day);
    await t.reminders.runOnce();
    const digests = await digestsTo(t, u);
    expect(digests).toHaveLength(2);
    expect(digests[1]?.text).toContain('Muted car oil');
    expect(digests[1]?.text).not.toContain('Belted car');
  });

  it('stop once the member follows the unsubscribe link, signed out, in one click', async () => {
    const u = await t.signUp();
    await upgrade(t, u);
    await carWithOil(t, u, 'First car', 0);
    nextDay();
    await t.reminders.runOnce();
    const [digest] = await digestsTo(t, u);
    const link = /\/unsubscribe\/[0-9a-f]{64}/.exec(digest?.text ?? '')?.[0] ?? '';

    // Opening the link asks first; it changes nothing.
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post"><button type="submit">Unsubscribe</button></form>');
    const before = await t.request(u, { method: 'GET', url: '/api/preferences' });
    expect(before.json<Preferences>().notificationPreferences.email).toBe(true);

    // RFC 8058: a mail app posts `List-Unsubscribe=One-Click`, with no session and no Origin.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    const after = await t.request(u, { method: 'GET', url: '/api/preferences' });
    expect(after.json<Preferences>().notificationPreferences.email).toBe(false);

    await carWithOil(t, u, 'Second car', 1);
    nextDay();
    await t.reminders.runOnce();
    expect(await digestsTo(t, u)).toHaveLength(1);
  });

  it('answer 404 to an unsubscribe link that is no member’s', async () => {
    const unknown = `/unsubscribe/${crypto.randomBytes(32).toString('hex')}`;
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    const posted = await t.app.inject({
      method: 'POST',
      url: unknown,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(404);
    expect(posted.body).toContain('This unsubscribe link is not valid');
  });

  it('skip a member who left the team and keep the job done', async () => {
    const u = await t.signUp();
    await carWithOil(t, u, 'Lonely car', 0);
    await t.database.rawQuery('delete from member where user_id = $1', [u.userId]);
    nextDay();
    await t.reminders.runOnce();
    expect(await digestsTo(t, u)).toHaveLength(0);
    const queued = await t.db.select().from(jobs).where(eq(jobs.state, 'queued'));
    expect(queued).toHaveLength(0);
  });
});

/**
 * Two servers on one database run the schedule at the same moment: one digest per member. On
 * PostgreSQL each has its own connection pool to a database of its own; on PGlite (one process per
 * database) they share the embedded database.
 */
describe('two servers on one database', () => {
  const serverUrl = testPostgresServer();
  let shared: DatabaseHandle;
  let second: DatabaseHandle | undefined;
  let dbName: string | undefined;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    if (serverUrl) {
      const template = inject('postgresTemplate');
      dbName = `${template ?? 'pitboard_test'}_digests_${crypto.randomBytes(4).toString('hex')}`;
      await adminQuery(serverUrl, `CREATE DATABASE ${dbName}${template ? ` TEMPLATE ${template}` : ''}`);
      shared = await openDatabase({ databaseUrl: databaseUrl(serverUrl, dbName), poolSize: 4 });
      second = await openDatabase({ databaseUrl: databaseUrl(serverUrl, dbName), poolSize: 4 });
    } else {
      shared = await openTestDatabase();
    }
    one = await createTestApp({}, { database: shared, clock });
    two = await createTestApp({}, { database: second ?? shared, clock });
  }, 60_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await second?.close();
    await shared?.close();
    if (serverUrl && dbName) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('send exactly one digest to each member', async () => {
    const members = [await one.signUp(), await two.signUp(), await one.signUp()];
    for (const member of members) await upgrade(one, member);
    for (const [i, member] of members.entries()) await carWithOil(i % 2 ? two : one, member, `Car ${i}`, 0);
    for (let round = 0; round < 3; round++) {
      nextDay();
      // New reminders each day, for the second and later rounds to have something to send.
      if (round > 0) for (const member of members) await carWithOil(one, member, `Car ${round}b`, round);
      await Promise.all([one.reminders.runOnce(), two.reminders.runOnce(), one.reminders.runOnce()]);
      for (const member of members) expect(await digestsTo(one, member), member.email).toHaveLength(round + 1);
    }
  }, 120_000);
});
