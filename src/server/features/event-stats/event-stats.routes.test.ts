import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStatsSchema, type EventStats } from '@shared/events/event-stats.contract';
import { cars, eventCars, eventSessions, events, races, tracks } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let u: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
});
afterAll(() => t.close());

const today = '2026-11-21';

async function stats(user: TestUser, day = today): Promise<EventStats> {
  const res = await t.request(user, { method: 'GET', url: `/api/events/stats?today=${day}` });
  expect(res.statusCode, res.body).toBe(200);
  // Kept as the JSON it is sent as, and sent as JSON.
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = res.json<EventStats>();
  expect(eventStatsSchema.parse(body)).toEqual(body);
  return body;
}

describe('event statistics', () => {
  it('answers 401 without a session and 400 without a valid today', async () => {
    expect((await t.request(null, { method: 'GET', url: `/api/events/stats?today=${today}` })).statusCode).toBe(401);
    const bad = await t.request(u, { method: 'GET', url: '/api/events/stats?today=21/11/2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.today).toBe('Enter a valid date');
  });

  it('is all zeros for a team without events', async () => {
    expect(await stats(u)).toEqual({
      totalEvents: 0,
      uniqueTracks: 0,
      trackHours: 0,
      trackDays: 0,
      byType: [
        { type: 'Track Day', count: 0 },
        { type: 'Time Attack', count: 0 },
        { type: 'Testing', count: 0 },
        { type: 'Race', count: 0 },
      ],
      trackRecords: [],
      recentActivity: [],
    });
  });

  it('counts events, tracks, hours and days, and finds records and recent activity', async () => {
    const [laguna, sonoma, unused] = await t.db
      .insert(tracks)
      .values([
        { teamId: u.teamId, name: 'Laguna Seca', location: 'Monterey, CA' },
        { teamId: u.teamId, name: 'Sonoma', location: 'Sonoma, CA' },
        { teamId: u.teamId, name: 'Unused', location: 'Nowhere' },
      ])
      .returning();
    const [miata, gt3, spare] = await t.db
      .insert(cars)
      .values([
        { teamId: u.teamId, name: 'Spec Miata' },
        { teamId: u.teamId, name: '', year: 2019, make: 'Porsche', model: '911 GT3' },
        { teamId: u.teamId, name: 'Spare' },
      ])
      .returning();
    const ev = (title: string, date: string, type: string, trackId: string, carId: string | null = null) => ({
      teamId: u.teamId,
      title,
      date,
      type,
      trackId,
      carId,
    });
    const made = await t.db
      .insert(events)
      .values([
        ev('A', '2026-03-01', 'Track Day', laguna!.id, miata!.id),
        ev('B', '2026-03-01', 'Race', laguna!.id),
        ev('C', '2026-05-10', 'Race', sonoma!.id),
        ev('D', '2026-06-20', 'Testing', sonoma!.id),
        ev('E', '2026-08-02', 'Time Attack', laguna!.id),
        ev('F', '2026-09-15', 'Track Day', sonoma!.id),
        ev('G', '2026-11-21', 'Race', laguna!.id),
        ev('Future', '2027-02-01', 'Track Day', laguna!.id),
      ])
      .returning();
    const byTitle = Object.fromEntries(made.map((e) => [e.title, e]));
    void unused;

    // Registrations of G (no car of its own): two cars.
    const [regGt3, regSpare, regC] = await t.db
      .insert(eventCars)
      .values([
        { teamId: u.teamId, eventId: byTitle.G!.id, carId: gt3!.id },
        { teamId: u.teamId, eventId: byTitle.G!.id, carId: spare!.id },
        { teamId: u.teamId, eventId: byTitle.C!.id, carId: miata!.id },
      ])
      .returning();
    const start = new Date('2026-05-10T10:00:00Z');
    await t.db.insert(eventSessions).values([
      // Laguna: the session lap 1:32.100 (GT3, G) beats the result 1:33.000.
      {
        teamId: u.teamId,
        eventId: byTitle.G!.id,
        eventCarId: regGt3!.id,
        name: 'Practice',
        startTime: start,
        bestLapMs: 92_100,
      },
      {
        teamId: u.teamId,
        eventId: byTitle.G!.id,
        eventCarId: regSpare!.id,
        name: 'Practice',
        startTime: start,
        bestLapMs: 95_000,
      },
      { teamId: u.teamId, eventId: byTitle.G!.id, eventCarId: regSpare!.id, name: 'No lap', startTime: start },
      // Sonoma: session 1:45.000 loses to the result 1:41.250.
      {
        teamId: u.teamId,
        eventId: byTitle.C!.id,
        eventCarId: regC!.id,
        name: 'Race 1',
        startTime: start,
        bestLapMs: 105_000,
      },
    ]);
    await t.db.insert(races).values([
      {
        teamId: u.teamId,
        carId: miata!.id,
        trackId: laguna!.id,
        eventId: byTitle.B!.id,
        date: '2026-03-01',
        bestLapMs: 93_000,
      },
      {
        teamId: u.teamId,
        carId: miata!.id,
        trackId: sonoma!.id,
        eventId: byTitle.D!.id,
        date: '2026-06-20',
        bestLapMs: 101_250,
      },
    ]);

    // Another team's data never counts.
    const [theirTrack] = await t.db
      .insert(tracks)
      .values({ teamId: other.teamId, name: 'Road Atlanta', location: 'GA' })
      .returning();
    const [theirCar] = await t.db.insert(cars).values({ teamId: other.teamId, name: 'Fast One' }).returning();
    await t.db
      .insert(events)
      .values({ teamId: other.teamId, title: 'X', date: '2026-11-20', type: 'Race', trackId: theirTrack!.id });
    await t.db.insert(races).values({
      teamId: other.teamId,
      carId: theirCar!.id,
      trackId: theirTrack!.id,
      date: '2026-11-20',
      bestLapMs: 60_000,
    });

    const s = await stats(u);
    expect(s).toMatchObject({ totalEvents: 8, uniqueTracks: 2, trackHours: 16, trackDays: 7 });
    expect(s.byType).toEqual([
      { type: 'Track Day', count: 3 },
      { type: 'Time Attack', count: 1 },
      { type: 'Testing', count: 1 },
      { type: 'Race', count: 3 },
    ]);
    expect(s.trackRecords).toEqual([
      {
        trackId: laguna!.id,
        trackName: 'Laguna Seca',
        bestLapMs: 92_100,
        bestLapTime: '1:32.100',
        carName: '2019 Porsche 911 GT3',
        date: '2026-11-21',
        source: 'session',
      },
      {
        trackId: sonoma!.id,
        trackName: 'Sonoma',
        bestLapMs: 101_250,
        bestLapTime: '1:41.250',
        carName: 'Spec Miata',
        date: '2026-06-20',
        source: 'result',
      },
    ]);
    // The five latest events up to today, newest first; G names its registered cars.
    expect(s.recentActivity.map((r) => r.title)).toEqual(['G', 'F', 'E', 'D', 'C']);
    expect(s.recentActivity[0]).toEqual({
      id: byTitle.G!.id,
      title: 'G',
      date: '2026-11-21',
      type: 'Race',
      trackName: 'Laguna Seca',
      cars: ['2019 Porsche 911 GT3', 'Spare'],
      moreCars: 0,
    });
    expect(s.recentActivity[4]).toMatchObject({ title: 'C', cars: ['Spec Miata'] });
    expect(s.recentActivity[1]).toMatchObject({ title: 'F', cars: [] });

    // The event's own car wins over registrations.
    const earlier = await stats(u, '2026-03-01');
    expect(earlier.recentActivity).toHaveLength(2);
    expect(earlier.recentActivity.map((r) => [r.title, r.cars])).toEqual(
      expect.arrayContaining([
        ['B', []],
        ['A', ['Spec Miata']],
      ]),
    );

    // Counts follow edits and deletes: F moves to Laguna on an existing date as a Race, G (with
    // its sessions) moves to Sonoma, E is deleted.
    const put = async (id: string, body: Record<string, unknown>) => {
      const res = await t.request(u, { method: 'PUT', url: `/api/events/${id}`, payload: body });
      expect(res.statusCode, res.body).toBe(200);
    };
    await put(byTitle.F!.id, { title: 'F', date: '2026-03-01', type: 'Race', trackId: laguna!.id });
    await put(byTitle.G!.id, { title: 'G', date: '2026-11-21', type: 'Race', trackId: sonoma!.id });
    expect((await t.request(u, { method: 'DELETE', url: `/api/events/${byTitle.E!.id}` })).statusCode).toBe(204);
    const after = await stats(u);
    expect(after).toMatchObject({ totalEvents: 7, uniqueTracks: 2, trackHours: 14, trackDays: 5 });
    expect(after.byType).toEqual([
      { type: 'Track Day', count: 2 },
      { type: 'Time Attack', count: 0 },
      { type: 'Testing', count: 1 },
      { type: 'Race', count: 4 },
    ]);
    expect(after.trackRecords.map((r) => [r.trackName, r.bestLapTime, r.source])).toEqual([
      ['Laguna Seca', '1:33.000', 'result'],
      ['Sonoma', '1:32.100', 'session'],
    ]);
    const previous = await t.request(u, { method: 'GET', url: `/api/events?today=${today}&when=previous` });
    expect(previous.json<{ total: number }>().total).toBe(5);
    const upcoming = await t.request(u, { method: 'GET', url: `/api/events?today=${today}&when=upcoming` });
    expect(upcoming.json<{ total: number }>().total).toBe(2);

    const theirs = await stats(other);
    expect(theirs).toMatchObject({ totalEvents: 1, uniqueTracks: 1, trackHours: 2, trackDays: 1 });
    expect(theirs.trackRecords.map((r) => r.bestLapTime)).toEqual(['1:00.000']);
  });
  it('shows every change on the next request, written by this server or straight to the database', async () => {
    const team = await t.signUp();
    const [track] = await t.db
      .insert(tracks)
      .values({ teamId: team.teamId, name: 'Thunderhill', location: 'Willows, CA' })
      .returning();
    const [car] = await t.db.insert(cars).values({ teamId: team.teamId, name: 'Blue Miata' }).returning();
    const [event] = await t.db
      .insert(events)
      .values({ teamId: team.teamId, title: 'Club day', date: '2026-11-01', type: 'Track Day', trackId: track!.id })
      .returning();
    const shown = async () => {
      const s = await stats(team);
      return { total: s.totalEvents, cars: s.recentActivity[0]?.cars, records: s.trackRecords };
    };
    expect(await shown()).toEqual({ total: 1, cars: [], records: [] });

    const [registration] = await t.db
      .insert(eventCars)
      .values({ teamId: team.teamId, eventId: event!.id, carId: car!.id })
      .returning();
    expect((await shown()).cars).toEqual(['Blue Miata']);
    await t.db.update(cars).set({ name: 'Red Miata' }).where(eq(cars.id, car!.id));
    expect((await shown()).cars).toEqual(['Red Miata']);

    await t.db.insert(eventSessions).values({
      teamId: team.teamId,
      eventId: event!.id,
      eventCarId: registration!.id,
      name: 'Practice',
      startTime: new Date('2026-11-01T09:00:00Z'),
      bestLapMs: 120_000,
    });
    expect((await shown()).records).toMatchObject([
      { trackName: 'Thunderhill', bestLapMs: 120_000, source: 'session' },
    ]);
    await t.db.insert(races).values({
      teamId: team.teamId,
      carId: car!.id,
      trackId: track!.id,
      eventId: event!.id,
      date: '2026-11-01',
      bestLapMs: 119_000,
    });
    expect((await shown()).records).toMatchObject([{ bestLapMs: 119_000, source: 'result' }]);
    await t.db.update(tracks).set({ name: 'Thunderhill East' }).where(eq(tracks.id, track!.id));
    expect((await shown()).records).toMatchObject([{ trackName: 'Thunderhill East' }]);

    // Archived, the event and its record still count.
    const before = await shown();
    await t.db.update(events).set({ archivedAt: new Date() }).where(eq(events.id, event!.id));
    expect(await shown()).toEqual(before);

    // Its history keeps it from being deleted; without it, it goes.
    await t.db.delete(races).where(eq(races.eventId, event!.id));
    await t.db.delete(eventCars).where(eq(eventCars.eventId, event!.id));
    await t.db.delete(events).where(eq(events.id, event!.id));
    expect(await shown()).toEqual({ total: 0, cars: undefined, records: [] });
  });
});
