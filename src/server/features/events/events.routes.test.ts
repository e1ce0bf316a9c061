import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMessages, type Event, type EventList, type EventOption } from '@shared/events/events.contract';
import { planLimitMessages } from '@shared/subscription/subscription.rules';
import { todayIso } from '@shared/lib/dates';
import type { AppDeps } from '../../app-deps';
import { contextForUser } from '../../auth/request-context';
import { cars, eventCars, events } from '../../db/schema';
import { demoRecordsOf } from '../../seed/demo-records';
import { seedTracks } from '../tracks/tracks.demo-seed';
import { seedEvents } from './events.demo-seed';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let trackId: string;
let otherTrackId: string;
beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
  trackId = await createTrack(u, 'Laguna Seca');
  otherTrackId = await createTrack(other, 'Road Atlanta');
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const today = '2026-11-21';

async function createTrack(user: TestUser, name: string): Promise<string> {
  const res = await t.request(user, {
    method: 'POST',
    url: '/api/tracks',
    payload: { name, location: 'Somewhere, CA', length: 2.238, type: 'Road Course' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

async function upgrade(user: TestUser): Promise<void> {
  const res = await t.request(user, {
    method: 'POST',
    url: '/api/subscription/upgrade',
    payload: { plan: 'annual', today },
  });
  expect(res.statusCode).toBe(200);
}

function eventBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Spring Track Day',
    date: '2026-12-05',
    type: 'Track Day',
    trackId,
    estimatedMinutes: 240,
    description: 'Open pit lane from 8am.',
    notes: 'Bring spare pads.',
    carId: null,
    ...overrides,
  };
}

async function createEvent(user: TestUser, overrides: Record<string, unknown> = {}): Promise<Event> {
  const res = await t.request(user, { method: 'POST', url: '/api/events', payload: eventBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Event>();
}

describe('events', () => {
  it('answers 401 without a session on every route', async () => {
    const calls = [
      { method: 'GET' as const, url: `/api/events?today=${today}` },
      { method: 'GET' as const, url: '/api/events/options' },
      { method: 'POST' as const, url: '/api/events', payload: eventBody() },
      { method: 'GET' as const, url: `/api/events/${missingId}` },
      { method: 'PUT' as const, url: `/api/events/${missingId}`, payload: eventBody() },
      { method: 'DELETE' as const, url: `/api/events/${missingId}` },
    ];
    for (const call of calls) expect((await t.request(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
  });

  it('creates an event with its track and empty quick stats, then reads, updates and deletes it', async () => {
    const [car] = await t.db
      .insert(cars)
      .values({ teamId: u.teamId, name: '', year: 1999, make: 'Mazda', model: 'Miata' })
      .returning();
    const created = await createEvent(u, { estimatedMinutes: '', carId: car!.id, description: '  ' });
    expect(created).toEqual({
      id: expect.any(String) as unknown,
      title: 'Spring Track Day',
      date: '2026-12-05',
      type: 'Track Day',
      description: null,
      notes: 'Bring spare pads.',
      trackId,
      estimatedMinutes: 0,
      carId: car!.id,
      track: { id: trackId, name: 'Laguna Seca', location: 'Somewhere, CA', length: 2.238 },
      car: { id: car!.id, name: '1999 Mazda Miata' },
      stats: { totalCars: 0, preInspectionsDone: 0, readyToRace: 0 },
      archivedAt: null,
    });

    const read = await t.request(u, { method: 'GET', url: `/api/events/${created.id}` });
    expect(read.json()).toEqual(created);

    const updated = await t.request(u, {
      method: 'PUT',
      url: `/api/events/${created.id}`,
      payload: eventBody({
        title: 'Autumn Time Attack',
        type: 'Time Attack',
        date: '2026-10-03',
        carId: '',
        notes: '',
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'Autumn Time Attack',
      type: 'Time Attack',
      date: '2026-10-03',
      carId: null,
      car: null,
      notes: null,
    });

    expect((await t.request(u, { method: 'DELETE', url: `/api/events/${created.id}` })).statusCode).toBe(204);
    const gone = await t.request(u, { method: 'GET', url: `/api/events/${created.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ error: { message: string } }>().error.message).toBe(eventMessages.notFound);
  });

  it('refuses bad bodies with the field message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', eventMessages.titleRequired],
      [{ date: '' }, 'date', eventMessages.dateRequired],
      [{ date: null }, 'date', eventMessages.dateRequired],
      [{ date: '2026-02-30' }, 'date', eventMessages.dateInvalid],
      [{ type: 'Rally' }, 'type', eventMessages.typeRequired],
      [{ trackId: '' }, 'trackId', eventMessages.trackRequired],
      [{ estimatedMinutes: -5 }, 'estimatedMinutes', eventMessages.estimatedMin],
      [{ estimatedMinutes: 'long' }, 'estimatedMinutes', eventMessages.estimatedNotNumber],
      [{ carId: 'not-a-car' }, 'carId', eventMessages.carUnknown],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await t.request(u, { method: 'POST', url: '/api/events', payload: eventBody(overrides) });
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ error: { message: string; fields: Record<string, string> } }>().error, field).toMatchObject({
        message,
        fields: { [field]: message },
      });
    }
  });

  it("refuses another team's or a missing track or car as a 400 on the field", async () => {
    const [otherCar] = await t.db.insert(cars).values({ teamId: other.teamId, name: 'Their Car' }).returning();
    const track = await t.request(u, {
      method: 'POST',
      url: '/api/events',
      payload: eventBody({ trackId: otherTrackId }),
    });
    expect(track.statusCode).toBe(400);
    expect(track.json()).toEqual({
      error: { code: 'validation_failed', message: 'Track not found', fields: { trackId: 'Track not found' } },
    });
    const car = await t.request(u, { method: 'POST', url: '/api/events', payload: eventBody({ carId: otherCar!.id }) });
    expect(car.statusCode).toBe(400);
    expect(car.json()).toEqual({
      error: { code: 'validation_failed', message: 'Car not found', fields: { carId: 'Car not found' } },
    });
    const missingTrack = await t.request(u, {
      method: 'POST',
      url: '/api/events',
      payload: eventBody({ trackId: missingId }),
    });
    expect(missingTrack.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      trackId: 'Track not found',
    });
    // An update is refused the same way and leaves the event as it was.
    const mine = await createEvent(u, { title: 'Kept' });
    const moved = await t.request(u, {
      method: 'PUT',
      url: `/api/events/${mine.id}`,
      payload: eventBody({ title: 'Moved', trackId: otherTrackId }),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      trackId: 'Track not found',
    });
    const kept = await t.request(u, { method: 'GET', url: `/api/events/${mine.id}` });
    expect(kept.json<Event>()).toMatchObject({ title: 'Kept', trackId });
    expect((await t.request(u, { method: 'DELETE', url: `/api/events/${mine.id}` })).statusCode).toBe(204);
  });

  it("answers 404 for another team's event, a missing id and a malformed id", async () => {
    const theirs = await createEvent(other, { trackId: otherTrackId });
    for (const target of [theirs.id, missingId, 'nope']) {
      expect((await t.request(u, { method: 'GET', url: `/api/events/${target}` })).statusCode).toBe(404);
      expect(
        (await t.request(u, { method: 'PUT', url: `/api/events/${target}`, payload: eventBody() })).statusCode,
      ).toBe(404);
      expect((await t.request(u, { method: 'DELETE', url: `/api/events/${target}` })).statusCode).toBe(404);
    }
    const still = await t.request(other, { method: 'GET', url: `/api/events/${theirs.id}` });
    expect(still.statusCode).toBe(200);
    await t.request(other, { method: 'DELETE', url: `/api/events/${theirs.id}` });
  });

  it('counts quick stats from the registrations', async () => {
    const event = await createEvent(u);
    const made = await t.db
      .insert(cars)
      .values(['A', 'B', 'C', 'D'].map((name) => ({ teamId: u.teamId, name: `Car ${name}` })))
      .returning();
    await t.db.insert(eventCars).values([
      { teamId: u.teamId, eventId: event.id, carId: made[0]!.id, status: 'ready', preEventInspectionCompleted: true },
      {
        teamId: u.teamId,
        eventId: event.id,
        carId: made[1]!.id,
        status: 'competing',
        preEventInspectionCompleted: true,
      },
      {
        teamId: u.teamId,
        eventId: event.id,
        carId: made[2]!.id,
        status: 'tech_inspected',
        preEventInspectionCompleted: true,
      },
      { teamId: u.teamId, eventId: event.id, carId: made[3]!.id, status: 'registered' },
    ]);
    const res = await t.request(u, { method: 'GET', url: `/api/events/${event.id}` });
    expect(res.json<Event>().stats).toEqual({ totalCars: 4, preInspectionsDone: 3, readyToRace: 2 });
    // With registrations it is archived, not deleted.
    expect((await t.request(u, { method: 'POST', url: `/api/events/${event.id}/archive` })).statusCode).toBe(200);
  });
});

describe('events list, plan limit and options', () => {
  let user: TestUser;
  let secondTrack: string;
  beforeAll(async () => {
    user = await t.signUp();
    secondTrack = await createTrack(user, 'Sonoma');
  });

  const list = async (query: string) => {
    const res = await t.request(user, { method: 'GET', url: `/api/events?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EventList>();
  };

  it('lets the free plan add five events and refuses the sixth with the spec message', async () => {
    const track = await createTrack(user, 'Thunderhill');
    const dates = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-10-01', '2027-01-15'];
    for (const [i, date] of dates.entries()) {
      const res = await t.request(user, {
        method: 'POST',
        url: '/api/events',
        payload: eventBody({ title: `Event ${i + 1}`, date, trackId: i === 4 ? secondTrack : track }),
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await list(`today=${today}`)).atPlanLimit).toBe(true);
    const sixth = await t.request(user, { method: 'POST', url: '/api/events', payload: eventBody({ trackId: track }) });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual({ error: { code: 'plan_limit', message: planLimitMessages.events } });
    expect(planLimitMessages.events).toBe(
      "You've reached the limit of events on the free plan. Upgrade to add more events!",
    );
    // Updating an existing event is still allowed at the limit.
    const first = (await list(`today=${today}`)).items[0]!;
    const edit = await t.request(user, {
      method: 'PUT',
      url: `/api/events/${first.id}`,
      payload: eventBody({ title: 'Renamed', date: first.date, trackId: track }),
    });
    expect(edit.statusCode).toBe(200);
  });

  it('splits upcoming (from today, ascending) and previous (descending), filters by track and pages', async () => {
    const upcoming = await list(`today=${today}&when=upcoming`);
    expect(upcoming.items.map((e) => e.date)).toEqual(['2026-11-21', '2026-11-22', '2027-01-15']);
    expect(upcoming.total).toBe(3);
    expect(upcoming.items[0]).toMatchObject({
      trackName: 'Thunderhill',
      type: 'Track Day',
      estimatedMinutes: 240,
      carName: null,
    });

    const previous = await list(`today=${today}&when=previous`);
    expect(previous.items.map((e) => e.date)).toEqual(['2026-11-20', '2026-10-01']);
    expect(previous.total).toBe(2);

    const atSonoma = await list(`today=${today}&track=${secondTrack}`);
    expect(atSonoma.items.map((e) => e.trackName)).toEqual(['Sonoma']);
    expect(atSonoma.total).toBe(1);

    const paged = await list(`today=${today}&pageSize=2&page=2`);
    expect(paged.items.map((e) => e.date)).toEqual(['2027-01-15']);
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });

    // "Today" is the user's: a day later, the 21st is previous.
    const nextDay = await list('today=2026-11-22&when=previous');
    expect(nextDay.items.map((e) => e.date)).toEqual(['2026-11-21', '2026-11-20', '2026-10-01']);
  });

  it('needs a valid today and keeps lists per team', async () => {
    const missing = await t.request(user, { method: 'GET', url: '/api/events' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: { fields: Record<string, string> } }>().error.fields.today).toBe('Enter a valid date');
    expect((await t.request(user, { method: 'GET', url: '/api/events?today=2026-13-01' })).statusCode).toBe(400);
    expect((await t.request(user, { method: 'GET', url: `/api/events?today=${today}&track=x` })).statusCode).toBe(400);
    const theirs = await t.request(other, { method: 'GET', url: `/api/events?today=${today}&track=${secondTrack}` });
    expect(theirs.json<EventList>().total).toBe(0);
  });

  const options = async (qs: string, as: TestUser = user) => {
    const res = await t.request(as, { method: 'GET', url: `/api/events/options${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EventOption[]>();
  };
  const titles = async (qs: string) => (await options(qs)).map((o) => o.title);

  it('offers events newest first for pickers, 50 unless `limit` says, at most 100', async () => {
    const body = await options('');
    expect(body.map((o) => o.date)).toEqual(['2027-01-15', '2026-11-22', '2026-11-21', '2026-11-20', '2026-10-01']);
    expect(body[0]).toEqual({
      id: expect.any(String) as unknown,
      title: 'Event 5',
      date: '2027-01-15',
      trackName: 'Sonoma',
    });
    expect(await titles('?limit=2')).toEqual(['Event 5', 'Event 3']);

    const big = await t.signUp();
    const track = await createTrack(big, 'Buttonwillow');
    await t.db.insert(events).values(
      Array.from({ length: 105 }, (_, i) => ({
        teamId: big.teamId,
        title: `Bulk ${i}`,
        date: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
        type: 'Testing',
        trackId: track,
      })),
    );
    expect(await options('', big)).toHaveLength(50);
    expect(await options('?limit=100', big)).toHaveLength(100);
    const over = await t.request(big, { method: 'GET', url: '/api/events/options?limit=101' });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      limit: 'Limit must be at most 100',
    });
  });

  it('searches the title and the track name, case-insensitively', async () => {
    // Event 2 was renamed at the plan limit.
    expect(await titles('?search=sonoma')).toEqual(['Event 5']);
    expect(await titles('?search=EVENT 3')).toEqual(['Event 3']);
    expect(await titles('?search=thunder&limit=3')).toEqual(['Event 3', 'Renamed', 'Event 1']);
    expect(await titles('?search=laguna')).toEqual([]);
  });

  it('from a day on: the events on or after it, soonest first', async () => {
    expect((await options(`?from=${today}`)).map((o) => o.date)).toEqual(['2026-11-21', '2026-11-22', '2027-01-15']);
    expect(await titles(`?from=${today}&search=thunder`)).toEqual(['Renamed', 'Event 3']);
    const bad = await t.request(user, { method: 'GET', url: '/api/events/options?from=2026-13-01' });
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      from: 'Enter a valid date',
    });
  });

  it('always answers the chosen `ids` within the filters, and never another team’s', async () => {
    const byTitle = new Map((await options('')).map((o) => [o.title, o.id]));
    const first = byTitle.get('Event 1') ?? '';
    const fourth = byTitle.get('Event 4') ?? '';
    expect(await titles(`?limit=1&ids=${fourth},${first}`)).toEqual(['Event 5', 'Event 1', 'Event 4']);
    expect(await titles(`?search=sonoma&ids=${fourth}`)).toEqual(['Event 5', 'Event 4']);
    // Before `from`: not offered, chosen or not.
    expect(await titles(`?from=${today}&limit=1&ids=${fourth}`)).toEqual(['Renamed']);
    const stranger = await t.signUp();
    expect(await options(`?ids=${[...byTitle.values()].join(',')}`, stranger)).toEqual([]);
    const bad = await t.request(user, { method: 'GET', url: '/api/events/options?ids=nope' });
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      ids: 'Ids must be event ids',
    });
  });

  it('lifts the limit on a paid plan', async () => {
    await upgrade(user);
    expect((await list(`today=${today}`)).atPlanLimit).toBe(false);
    const res = await t.request(user, {
      method: 'POST',
      url: '/api/events',
      payload: eventBody({ trackId: secondTrack }),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('demo seed', () => {
  it('adds real tracks and past and upcoming events across them', async () => {
    const demo = await t.signUp();
    const ctx = await contextForUser(t.db, { id: demo.userId, email: demo.email, name: 'demo' });
    const deps = { db: t.db } as unknown as AppDeps;
    await seedTracks(deps, ctx, demoRecordsOf(ctx));
    await seedEvents(deps, ctx, demoRecordsOf(ctx));
    const tracks = await t.request(demo, { method: 'GET', url: '/api/tracks' });
    expect(tracks.json<unknown[]>().length).toBeGreaterThanOrEqual(5);
    const now = todayIso();
    const upcoming = await t.request(demo, { method: 'GET', url: `/api/events?today=${now}&when=upcoming` });
    const previous = await t.request(demo, { method: 'GET', url: `/api/events?today=${now}&when=previous` });
    expect(upcoming.json<EventList>().total).toBeGreaterThan(0);
    expect(previous.json<EventList>().total).toBeGreaterThan(0);
    const stats = await t.request(demo, { method: 'GET', url: `/api/events/stats?today=${now}` });
    expect(stats.json<{ uniqueTracks: number }>().uniqueTracks).toBeGreaterThanOrEqual(5);
  });
});
