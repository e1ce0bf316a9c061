import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import type { EventSession } from '@shared/event-sessions/event-sessions.contract';
import type { EventStats } from '@shared/events/event-stats.contract';
import type { PublicProfileSettings, PublicProfileView } from '@shared/public-profile/public-profile.contract';
import {
  personalBestsLimit,
  type ImportLapsResult,
  type LapSheet,
  type PersonalBests,
  type SessionLap,
} from '@shared/session-laps/session-laps.contract';
import { eq } from 'drizzle-orm';
import { cars, drivers, eventCars, eventSessions, events, sessionLaps, tracks } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertRacingFixtures, type RacingFixtures } from '../event-cars/event-cars.test-fixtures';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let fa: RacingFixtures;
let fb: RacingFixtures;
let car: EventCar;
let theirSession: EventSession;

const missingId = '00000000-0000-4000-8000-000000000000';
const raceChrono = readFileSync(
  new URL('../../../shared/session-laps/fixtures/racechrono-v3.csv', import.meta.url),
  'utf8',
);

async function register(user: TestUser, f: RacingFixtures): Promise<EventCar> {
  const res = await t.request(user, {
    method: 'POST',
    url: `/api/events/${f.event.id}/cars`,
    payload: { mode: 'individual', carId: f.ownCar.id, driverId: f.driver.id },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<EventCar>();
}

async function newSession(user: TestUser, eventCarId: string, name: string): Promise<EventSession> {
  const res = await t.request(user, {
    method: 'POST',
    url: `/api/event-cars/${eventCarId}/sessions`,
    payload: { name, startTime: '2026-05-10T15:00:00.000Z' },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<EventSession>();
}

const addLap = (user: TestUser | null, sessionId: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.request(user, {
    method: 'POST',
    url: `/api/event-sessions/${sessionId}/laps`,
    payload: payload as object,
    headers,
  });

const sheetOf = async (user: TestUser, sessionId: string) =>
  (await t.request(user, { method: 'GET', url: `/api/event-sessions/${sessionId}/laps` })).json<LapSheet>();

const importFile = (user: TestUser, sessionId: string, csv: string, replace?: boolean) =>
  t.request(user, {
    method: 'POST',
    url: `/api/event-sessions/${sessionId}/laps/import`,
    payload: replace === undefined ? { csv } : { csv, replace },
  });

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signUp();
  b = await t.signUp();
  fa = await insertRacingFixtures(t.db, a.teamId);
  fb = await insertRacingFixtures(t.db, b.teamId);
  car = await register(a, fa);
  theirSession = await newSession(b, (await register(b, fb)).id, 'Their practice');
});
afterAll(() => t.close());

describe('session laps', () => {
  it('answers 401 signed out on every route', async () => {
    const s = missingId;
    expect((await t.request(null, { method: 'GET', url: `/api/event-sessions/${s}/laps` })).statusCode).toBe(401);
    expect((await addLap(null, s, { lapTime: '1:42.318' })).statusCode).toBe(401);
    expect(
      (
        await t.request(null, {
          method: 'POST',
          url: `/api/event-sessions/${s}/laps/import`,
          payload: { csv: '1,1:40' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.request(null, { method: 'PATCH', url: `/api/session-laps/${s}`, payload: {} })).statusCode).toBe(
      401,
    );
    expect((await t.request(null, { method: 'DELETE', url: `/api/session-laps/${s}` })).statusCode).toBe(401);
    expect((await t.request(null, { method: 'GET', url: `/api/tracks/${s}/personal-bests` })).statusCode).toBe(401);
  });

  it('adds laps typed as m:ss.fff or seconds, numbers them in order, and sums up the flying laps', async () => {
    const s = await newSession(a, car.id, 'Practice 1');
    expect((await sheetOf(a, s.id)).laps).toEqual([]);
    const out = await addLap(a, s.id, { lapTime: '2:10.000', isOutLap: true });
    expect(out.statusCode).toBe(201);
    expect(out.json<SessionLap>()).toMatchObject({ lapNumber: 1, lapMs: 130_000, lapTime: '2:10.000', isOutLap: true });
    expect((await addLap(a, s.id, { lapTime: '102.318' })).json<SessionLap>()).toMatchObject({
      lapNumber: 2,
      lapMs: 102_318,
    });
    const third = (await addLap(a, s.id, { lapTime: '1:40.318' })).json<SessionLap>();
    expect(third.lapNumber).toBe(3);
    const sheet = await sheetOf(a, s.id);
    expect(sheet.laps.map((l) => l.lapNumber)).toEqual([1, 2, 3]);
    expect(sheet.summary).toEqual({
      lapCount: 3,
      flyingLapCount: 2,
      bestLapMs: 100_318,
      bestLapNumber: 3,
      averageLapMs: 101_318,
      consistencyMs: 1000,
    });
    // The first laps of this driver and car at the track: nothing earlier to beat.
    expect(sheet.driverBest).toEqual({ bestLapMs: 100_318, previousBestMs: null, isPersonalBest: false });
    expect(sheet.carBest).toEqual({ bestLapMs: 100_318, previousBestMs: null, isPersonalBest: false });

    // Marked as an in lap, lap 3 leaves the figures; removed, lap 2 is gone.
    const marked = await t.request(a, {
      method: 'PATCH',
      url: `/api/session-laps/${third.id}`,
      payload: { isInLap: true },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<SessionLap>().isInLap).toBe(true);
    expect((await sheetOf(a, s.id)).summary.bestLapMs).toBe(102_318);
    const lap2 = (await sheetOf(a, s.id)).laps[1]!;
    expect((await t.request(a, { method: 'DELETE', url: `/api/session-laps/${lap2.id}` })).statusCode).toBe(204);
    expect((await t.request(a, { method: 'DELETE', url: `/api/session-laps/${lap2.id}` })).statusCode).toBe(404);
    expect((await sheetOf(a, s.id)).laps.map((l) => l.lapNumber)).toEqual([1, 3]);
  });

  it('refuses bad laps with the field message and a number already recorded with 409', async () => {
    const s = await newSession(a, car.id, 'Practice 2');
    const bad = await addLap(a, s.id, { lapTime: '1:75.000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { fields: { lapTime: 'Enter a lap time like 1:42.318, 1.42.318 or 102.318' } },
    });
    const both = await addLap(a, s.id, { lapTime: '1:40', isOutLap: true, isInLap: true });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      error: { fields: { isInLap: 'A lap cannot be both an out lap and an in lap' } },
    });
    expect((await addLap(a, s.id, { lapTime: '1:40', lapNumber: 0 })).statusCode).toBe(400);
    expect((await addLap(a, s.id, { lapTime: '1:40', lapNumber: 5 })).statusCode).toBe(201);
    const taken = await addLap(a, s.id, { lapTime: '1:41', lapNumber: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { message: 'Lap 5 is already recorded in this session' } });
    const lap = (await sheetOf(a, s.id)).laps[0]!;
    const change = await t.request(a, {
      method: 'PATCH',
      url: `/api/session-laps/${lap.id}`,
      payload: { lapTime: 'soon' },
    });
    expect(change.statusCode).toBe(400);
    expect((await sheetOf(a, s.id)).laps).toHaveLength(1);
  });

  it("answers 404 for another team's session, lap and track, and changes nothing of theirs", async () => {
    expect((await t.request(a, { method: 'GET', url: `/api/event-sessions/${theirSession.id}/laps` })).statusCode).toBe(
      404,
    );
    expect((await addLap(a, theirSession.id, { lapTime: '1:40.000' })).statusCode).toBe(404);
    expect((await importFile(a, theirSession.id, '1,1:40.000')).statusCode).toBe(404);
    const theirs = (await addLap(b, theirSession.id, { lapTime: '1:39.000' })).json<SessionLap>();
    expect(
      (await t.request(a, { method: 'PATCH', url: `/api/session-laps/${theirs.id}`, payload: { isOutLap: true } }))
        .statusCode,
    ).toBe(404);
    expect((await t.request(a, { method: 'DELETE', url: `/api/session-laps/${theirs.id}` })).statusCode).toBe(404);
    expect((await t.request(a, { method: 'GET', url: `/api/tracks/${fb.track.id}/personal-bests` })).statusCode).toBe(
      404,
    );
    expect((await sheetOf(b, theirSession.id)).laps).toEqual([
      expect.objectContaining({ id: theirs.id, isOutLap: false }),
    ]);
    expect((await t.request(a, { method: 'GET', url: `/api/event-sessions/${missingId}/laps` })).statusCode).toBe(404);
  });

  it('refuses lap changes to a role that does not record session checks', async () => {
    const s = await newSession(a, car.id, 'Practice 3');
    await t.setRole(a, 'team_administrator');
    try {
      const res = await addLap(a, s.id, { lapTime: '1:40.000' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { message: 'You are not allowed to perform inspections' } });
      expect((await importFile(a, s.id, '1,1:40.000')).statusCode).toBe(403);
      expect((await t.request(a, { method: 'GET', url: `/api/event-sessions/${s.id}/laps` })).statusCode).toBe(200);
    } finally {
      await t.setRole(a, 'team_manager');
    }
  });

  it('imports the good rows of a plain CSV, names each refused row, and replaces laps only when confirmed', async () => {
    const s = await newSession(a, car.id, 'Qualifying');
    const first = await importFile(a, s.id, 'Lap,Lap time\n1,1:45.000\n2,1:41.500\n3,fast\n4,101.250\n');
    expect(first.statusCode).toBe(201);
    const result = first.json<ImportLapsResult>();
    expect(result).toMatchObject({
      format: 'plain',
      imported: 3,
      refused: [{ row: 4, reason: '"fast" is not a lap time (like 1:42.318)' }],
    });
    expect(result.sheet.summary.bestLapMs).toBe(101_250);

    const again = await importFile(a, s.id, '1,1:30.000\n');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { message: "This session already has 3 laps. Confirm to replace them with the file's laps." },
    });
    expect((await sheetOf(a, s.id)).laps).toHaveLength(3);

    const replaced = await importFile(a, s.id, raceChrono, true);
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json<ImportLapsResult>()).toMatchObject({
      format: 'racechrono',
      imported: 3,
      refused: [{ row: 20 }, { row: 23 }],
    });
    expect((await sheetOf(a, s.id)).laps.map((l) => l.lapTime)).toEqual(['1:42.318', '1:41.582', '1:41.221']);

    const nothing = await importFile(a, s.id, 'Lap,Lap time\n1,abc\n', true);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ error: { message: 'No lap in the file could be imported' } });
    expect((await sheetOf(a, s.id)).laps).toHaveLength(3);
  });

  it("tells a personal best, lists each driver's and car's best at the track, and feeds the track record and public profile", async () => {
    const earlier = await newSession(a, car.id, 'Race 1');
    await addLap(a, earlier.id, { lapTime: '1:39.000' });
    const later = await newSession(a, car.id, 'Race 2');
    await addLap(a, later.id, { lapTime: '1:38.500' });
    await addLap(a, later.id, { lapTime: '1:20.000', isInLap: true });
    const sheet = await sheetOf(a, later.id);
    expect(sheet.driverBest).toEqual({ bestLapMs: 98_500, previousBestMs: 99_000, isPersonalBest: true });
    expect(sheet.carBest).toEqual({ bestLapMs: 98_500, previousBestMs: 99_000, isPersonalBest: true });
    expect((await sheetOf(a, earlier.id)).driverBest).toMatchObject({ isPersonalBest: false, previousBestMs: 98_500 });

    const bests = await t.request(a, { method: 'GET', url: `/api/tracks/${fa.track.id}/personal-bests` });
    expect(bests.statusCode).toBe(200);
    expect(bests.json<PersonalBests>()).toMatchObject({
      drivers: [
        { id: fa.driver.id, name: 'Lena Park', bestLapMs: 98_500, bestLapTime: '1:38.500', sessionId: later.id },
      ],
      cars: [{ id: fa.ownCar.id, name: 'Shop E46', bestLapMs: 98_500, date: '2026-05-10' }],
    });

    const stats = (await t.request(a, { method: 'GET', url: '/api/events/stats?today=2026-11-21' })).json<EventStats>();
    expect(stats.trackRecords).toEqual([
      expect.objectContaining({
        trackName: 'Laguna Seca',
        bestLapTime: '1:38.500',
        carName: 'Shop E46',
        source: 'session',
      }),
    ]);

    // The lap records follow the event to another track.
    const [sonoma] = await t.db.insert(tracks).values({ teamId: a.teamId, name: 'Sonoma', location: 'CA' }).returning();
    await t.db.update(events).set({ trackId: sonoma!.id }).where(eq(events.id, fa.event.id));
    const moved = (await t.request(a, { method: 'GET', url: '/api/events/stats?today=2026-11-21' })).json<EventStats>();
    expect(moved.trackRecords.map((r) => [r.trackName, r.bestLapTime])).toEqual([['Sonoma', '1:38.500']]);
    await t.db.update(events).set({ trackId: fa.track.id }).where(eq(events.id, fa.event.id));

    await t.request(a, { method: 'PUT', url: '/api/public-profile/team-records', payload: { allowTeamRecords: true } });
    const saved = await t.request(a, {
      method: 'PUT',
      url: '/api/public-profile',
      payload: { displayName: 'Lena Park', isPublic: true, showCars: true, showEvents: false, showRepairs: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { publicUrlId } = saved.json<PublicProfileSettings>();
    const view = (
      await t.request(null, { method: 'GET', url: `/api/public-profiles/${publicUrlId}` })
    ).json<PublicProfileView>();
    expect(view.statistics.bestLaps).toEqual([
      expect.objectContaining({ trackName: 'Laguna Seca', bestLapTime: '1:38.500', carName: 'Shop E46' }),
    ]);
  });
});

describe("a car's personal best", () => {
  it("counts the car's sessions at the track at every event, and follows a registration moved to another car", async () => {
    const [track] = await t.db
      .insert(tracks)
      .values({ teamId: a.teamId, name: 'Road Atlanta', location: 'Braselton, GA' })
      .returning();
    const day = async (date: string) =>
      (
        await t.db
          .insert(events)
          .values({ teamId: a.teamId, title: `Road Atlanta ${date}`, date, type: 'Testing', trackId: track!.id })
          .returning()
      )[0]!.id;
    const named = async (table: typeof cars | typeof drivers, name: string) =>
      (await t.db.insert(table).values({ teamId: a.teamId, name }).returning())[0]!.id;
    const [shared, other] = [await named(cars, 'Shared Radical'), await named(cars, 'Other Radical')];
    const [kim, lou] = [await named(drivers, 'Kim Ray'), await named(drivers, 'Lou Mae')];
    const run = async (eventId: string, carId: string, driverId: string, lapTime: string) => {
      const registered = await t.request(a, {
        method: 'POST',
        url: `/api/events/${eventId}/cars`,
        payload: { mode: 'individual', carId, driverId },
      });
      if (registered.statusCode !== 201) throw new Error(registered.body);
      const session = await newSession(a, registered.json<EventCar>().id, 'Test');
      expect((await addLap(a, session.id, { lapTime })).statusCode).toBe(201);
      return { eventCarId: registered.json<EventCar>().id, sessionId: session.id };
    };
    await run(await day('2026-03-07'), shared, kim, '1:40.000');
    const april = await run(await day('2026-04-04'), shared, lou, '1:41.000');

    // Another event, another driver: the car's best is still the March lap.
    const sheet = await sheetOf(a, april.sessionId);
    expect(sheet.carBest).toEqual({ bestLapMs: 100_000, previousBestMs: 100_000, isPersonalBest: false });
    expect(sheet.driverBest).toMatchObject({ bestLapMs: 101_000, previousBestMs: null });

    // The registration moved to another car: its sessions are that car's from then on.
    await t.db.update(eventCars).set({ carId: other }).where(eq(eventCars.id, april.eventCarId));
    const [moved] = await t.db
      .select({ carId: eventSessions.carId })
      .from(eventSessions)
      .where(eq(eventSessions.id, april.sessionId));
    expect(moved?.carId).toBe(other);
    expect((await sheetOf(a, april.sessionId)).carBest).toMatchObject({ bestLapMs: 101_000, previousBestMs: null });
  });
});

describe('laps typed without a connection and sent when it returns', () => {
  it('applies a keyed lap once however often it is sent, with the id the device chose', async () => {
    const s = await newSession(a, car.id, 'Offline laps');
    const lapId = randomUUID();
    const key = randomUUID();
    const body = { id: lapId, lapNumber: 1, lapTime: '1:41.000' };
    const first = await addLap(a, s.id, body, { 'idempotency-key': key });
    const replay = await addLap(a, s.id, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const markKey = randomUUID();
    for (let i = 0; i < 2; i++) {
      const res = await t.request(a, {
        method: 'PATCH',
        url: `/api/session-laps/${lapId}`,
        payload: { isOutLap: true },
        headers: { 'idempotency-key': markKey },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await sheetOf(a, s.id)).laps).toEqual([
      expect.objectContaining({ id: lapId, lapNumber: 1, isOutLap: true }),
    ]);
    // Sent again without its key (another device's copy), the same id is refused, not doubled.
    expect((await addLap(a, s.id, { id: lapId, lapTime: '1:41.000' })).statusCode).toBe(409);
  });
  it('lists the fastest drivers and cars at a track: ties by name, a tie of one driver to the earlier event, at most the limit', async () => {
    const [track] = await t.db
      .insert(tracks)
      .values({ teamId: a.teamId, name: 'Thunderhill', location: 'Willows, CA' })
      .returning();
    const day = async (date: string) =>
      (
        await t.db
          .insert(events)
          .values({ teamId: a.teamId, title: `Thunderhill ${date}`, date, type: 'Track Day', trackId: track!.id })
          .returning()
      )[0]!;
    const [march, april] = [await day('2026-03-01'), await day('2026-04-01')];
    const named = async (table: typeof cars | typeof drivers, name: string) =>
      (await t.db.insert(table).values({ teamId: a.teamId, name }).returning())[0]!.id;
    const registration = async (eventId: string, carId: string) => {
      const res = await t.request(a, {
        method: 'POST',
        url: `/api/events/${eventId}/cars`,
        payload: { mode: 'individual', carId },
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json<EventCar>().id;
    };
    const session = async (eventCarId: string, driverId: string, laps: { ms: number; out?: boolean }[]) => {
      const res = await t.request(a, {
        method: 'POST',
        url: `/api/event-cars/${eventCarId}/sessions`,
        payload: { name: 'Run', startTime: '2026-03-01T10:00:00.000Z', driverId },
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      const id = res.json<EventSession>().id;
      await t.db.insert(sessionLaps).values(
        laps.map((lap, i) => ({
          teamId: a.teamId,
          eventSessionId: id,
          lapNumber: i + 1,
          lapMs: lap.ms,
          isOutLap: lap.out ?? false,
        })),
      );
      return id;
    };
    const [ana, ben, cy] = [
      await named(drivers, 'Ana Cruz'),
      await named(drivers, 'Ben Ode'),
      await named(drivers, 'Cy Lee'),
    ];
    const [carA, carB, carC] = [await named(cars, 'Car A'), await named(cars, 'Car B'), await named(cars, 'Car C')];
    const regC = await registration(march.id, carC);
    // Cy's 300 laps are the track's fastest but one driver's: the others' bests are read past them.
    await session(
      regC,
      cy,
      Array.from({ length: 300 }, (_, i) => ({ ms: 85_000 + i })),
    );
    const anaMarch = await session(await registration(march.id, carA), ana, [
      { ms: 70_000, out: true },
      { ms: 90_000 },
    ]);
    const benMarch = await session(await registration(march.id, carB), ben, [{ ms: 90_000 }, { ms: 92_000 }]);
    await session(await registration(april.id, carA), ana, [{ ms: 90_000 }]);

    const bestsAt = async () =>
      (await t.request(a, { method: 'GET', url: `/api/tracks/${track!.id}/personal-bests` })).json<PersonalBests>();
    const bests = await bestsAt();
    const rowsOf = (list: PersonalBests['drivers']) => list.map((r) => [r.name, r.bestLapTime, r.sessionId, r.date]);
    expect(rowsOf(bests.drivers)).toEqual([
      ['Cy Lee', '1:25.000', expect.any(String), '2026-03-01'],
      ['Ana Cruz', '1:30.000', anaMarch, '2026-03-01'],
      ['Ben Ode', '1:30.000', benMarch, '2026-03-01'],
    ]);
    expect(rowsOf(bests.cars)).toEqual([
      ['Car C', '1:25.000', expect.any(String), '2026-03-01'],
      ['Car A', '1:30.000', anaMarch, '2026-03-01'],
      ['Car B', '1:30.000', benMarch, '2026-03-01'],
    ]);

    // More drivers than the list holds: the fastest are listed, the slowest left out.
    const manyAt = await registration(april.id, carB);
    for (let i = 0; i < personalBestsLimit; i++) {
      await session(manyAt, await named(drivers, `Driver ${String(i).padStart(2, '0')}`), [{ ms: 95_000 + i * 10 }]);
    }
    const many = await bestsAt();
    expect(many.drivers).toHaveLength(personalBestsLimit);
    expect(many.drivers.slice(0, 3).map((r) => r.name)).toEqual(['Cy Lee', 'Ana Cruz', 'Ben Ode']);
    expect(many.drivers.at(-1)?.name).toBe(`Driver ${String(personalBestsLimit - 4).padStart(2, '0')}`);
    expect(many.cars.map((r) => r.name)).toEqual(['Car C', 'Car A', 'Car B']);

    // Kept until the team's laps or names change: a faster lap, then a renamed driver, show at once.
    const faster = await addLap(a, benMarch, { lapTime: '1:24.000' });
    expect(faster.statusCode).toBe(201);
    const fastest = (list: PersonalBests['drivers']) => list.slice(0, 2).map((r) => [r.name, r.bestLapTime]);
    const afterLap = await bestsAt();
    expect(fastest(afterLap.drivers)).toEqual([
      ['Ben Ode', '1:24.000'],
      ['Cy Lee', '1:25.000'],
    ]);
    expect(fastest(afterLap.cars)).toEqual([
      ['Car B', '1:24.000'],
      ['Car C', '1:25.000'],
    ]);
    await t.db.update(drivers).set({ name: 'Benjamin Ode' }).where(eq(drivers.id, ben));
    expect(fastest((await bestsAt()).drivers)).toEqual([
      ['Benjamin Ode', '1:24.000'],
      ['Cy Lee', '1:25.000'],
    ]);
  });
});
