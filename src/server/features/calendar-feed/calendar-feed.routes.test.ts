import { and, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed, CreatedCalendarFeed } from '@shared/calendar-feed/calendar-feed.contract';
import { todayIso, addDaysIso } from '@shared/lib/dates';
import { calendarFeeds, cars, events, member, repairs, tracks } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
let other: TestUser;
const today = todayIso();
const inDays = (days: number) => addDaysIso(today, days);

const feedCall = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE') =>
  t.request(user, { method, url: '/api/calendar-feed' });
const createFeed = async (user: TestUser) => {
  const res = await feedCall(user, 'POST');
  expect(res.statusCode).toBe(201);
  return res.json<CreatedCalendarFeed>();
};
/** The feed as a calendar app reads it: no cookie. */
const readFeed = (path: string) => t.request(null, { method: 'GET', url: path });
const eventsOf = (body: string) =>
  Object.values(ical.sync.parseICS(body)).filter((entry): entry is VEvent => entry?.type === 'VEVENT');
/** A property's text, with or without parameters. */
const textOf = (value: VEvent['summary'] | undefined) => (typeof value === 'string' ? value : (value?.val ?? ''));
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  const [car] = await t.db
    .insert(cars)
    .values({ teamId: u.teamId, name: 'Cayman GT4', beltsExpiration: inDays(20), fireBottleExpiration: inDays(-500) })
    .returning();
  const [track] = await t.db
    .insert(tracks)
    .values({ teamId: u.teamId, name: 'Laguna Seca', location: 'Monterey, CA' })
    .returning();
  await t.db.insert(events).values([
    { teamId: u.teamId, title: 'Spring Track Day', date: inDays(10), type: 'Track Day', trackId: track!.id },
    { teamId: u.teamId, title: 'Ancient', date: inDays(-400), type: 'Race', trackId: track!.id },
  ]);
  await t.db.insert(repairs).values([
    { teamId: u.teamId, carId: car!.id, title: 'Replace rotors', scheduledDate: inDays(3), status: 'Scheduled' },
    { teamId: u.teamId, carId: car!.id, title: 'Done already', scheduledDate: inDays(1), status: 'Completed' },
  ]);
  const [foreignTrack] = await t.db
    .insert(tracks)
    .values({ teamId: other.teamId, name: 'Spa', location: 'Belgium' })
    .returning();
  await t.db
    .insert(events)
    .values({ teamId: other.teamId, title: 'Foreign event', date: inDays(5), type: 'Race', trackId: foreignTrack!.id });
});
afterAll(() => t.close());

describe('/api/calendar-feed', () => {
  it('answers 401 signed out', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await feedCall(null, method)).statusCode).toBe(401);
  });

  it('is off until created, then on; the address is answered once and only its hash is kept', async () => {
    const off = await feedCall(u, 'GET');
    expect(off.json<CalendarFeed>()).toEqual({ active: false, createdAt: null });
    const created = await createFeed(u);
    expect(created.path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const on = (await feedCall(u, 'GET')).json<CalendarFeed>();
    expect(on).toEqual({ active: true, createdAt: created.createdAt });
    expect(on).not.toHaveProperty('path');
    const token = /calendar\/(.*)\.ics$/.exec(created.path)![1]!;
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, u.userId));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
  });
});

describe('GET /api/calendar/:token.ics', () => {
  it("answers the team's events, open repairs and safety dates as iCalendar an independent parser reads", async () => {
    const { path } = await createFeed(u);
    const res = await readFeed(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const entries = eventsOf(res.body);
    const bySummary = new Map(entries.map((e) => [textOf(e.summary), e]));
    expect([...bySummary.keys()].sort()).toEqual([
      'Belts expires (Cayman GT4)',
      'Repair: Replace rotors (Cayman GT4)',
      'Spring Track Day',
    ]);
    const event = bySummary.get('Spring Track Day')!;
    expect(textOf(event.location)).toBe('Laguna Seca, Monterey, CA');
    expect(event.datetype).toBe('date');
    expect(dayOf(event.start)).toBe(inDays(10));
    expect(event.uid).toMatch(/^event-.*@pitboard$/);
    expect(dayOf(bySummary.get('Repair: Replace rotors (Cayman GT4)')!.start)).toBe(inDays(3));
    expect(dayOf(bySummary.get('Belts expires (Cayman GT4)')!.start)).toBe(inDays(20));
  });

  it('answers 404 for a new address’s predecessor, a revoked address and a malformed one', async () => {
    const first = await createFeed(u);
    const second = await createFeed(u);
    expect(second.path).not.toBe(first.path);
    expect((await readFeed(first.path)).statusCode).toBe(404);
    expect((await readFeed(second.path)).statusCode).toBe(200);

    const revoked = await feedCall(u, 'DELETE');
    expect(revoked.statusCode).toBe(204);
    expect((await feedCall(u, 'GET')).json<CalendarFeed>().active).toBe(false);
    const gone = await readFeed(second.path);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ error: { code: string } }>().error.code).toBe('not_found');
    expect((await feedCall(u, 'DELETE')).statusCode).toBe(204);
    expect((await readFeed('/api/calendar/short.ics')).statusCode).toBe(404);
    expect((await readFeed(`/api/calendar/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
  });

  it("holds only the feed's own team, whoever else has a feed", async () => {
    const mine = await createFeed(u);
    const theirs = await createFeed(other);
    expect(eventsOf((await readFeed(theirs.path)).body).map((e) => textOf(e.summary))).toEqual(['Foreign event']);
    expect(eventsOf((await readFeed(mine.path)).body).map((e) => textOf(e.summary))).not.toContain('Foreign event');
    await feedCall(other, 'DELETE');
    expect((await readFeed(theirs.path)).statusCode).toBe(404);
    expect((await readFeed(mine.path)).statusCode).toBe(200);
  });

  it('is for every role, and stops when its member leaves the team', async () => {
    await t.setRole(u, 'track_technician');
    const feed = await createFeed(u);
    expect((await readFeed(feed.path)).statusCode).toBe(200);
    await t.setRole(u, 'team_manager');
    await t.db.delete(member).where(and(eq(member.organizationId, u.teamId), eq(member.userId, u.userId)));
    expect((await readFeed(feed.path)).statusCode).toBe(404);
  });
});
