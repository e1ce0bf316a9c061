import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLapTime, parseLapTime } from '@shared/events/lap-time.rules';
import { inputBounds } from '@shared/lib/input-bounds';
import { cars, eventCars, eventSessions, events, races, tracks } from '../../db/schema';
import { forTeam, type TeamDb } from '../../db/team-db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listTrackRecords } from './event-stats.repository';

/*
 * Sessions and results store a lap as the text people read (formatLapTime) beside its
 * milliseconds; the track records compare laps in SQL. The lap a text stands for is
 * parseLapTime(); here the record SQL picks must be the fastest lap by that rule, for laps
 * from half a minute to over an hour (where the text alone would sort wrongly).
 */

let t: TestApp;
let team: TeamDb;
let teamId: string;
let carId: string;
let circuits: { trackId: string; eventId: string; eventCarId: string; date: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.signUp();
  teamId = user.teamId;
  team = forTeam(t.db, teamId);
  const [car] = await t.db.insert(cars).values({ teamId, name: 'Spec Miata' }).returning();
  if (!car) throw new Error('car');
  carId = car.id;
  circuits = [];
  for (const [i, name] of ['Laguna Seca', 'Sonoma', 'Thunderhill'].entries()) {
    const [track] = await t.db.insert(tracks).values({ teamId, name, location: 'CA' }).returning();
    const date = `2026-0${i + 3}-10`;
    const [event] = await t.db
      .insert(events)
      .values({ teamId, title: name, date, type: 'Race', trackId: track!.id })
      .returning();
    const [eventCar] = await t.db.insert(eventCars).values({ teamId, eventId: event!.id, carId }).returning();
    circuits.push({ trackId: track!.id, eventId: event!.id, eventCarId: eventCar!.id, date });
  }
});
afterAll(() => t.close());

const lap = fc.record({
  circuit: fc.nat({ max: 2 }),
  // Any lap the database holds (up to 9:59.999), with the edges of each digit of the minutes and seconds.
  ms: fc.oneof(
    fc.integer({ min: 30_000, max: inputBounds.lapMs.max }),
    fc.constantFrom(59_999, 60_000, 119_999, inputBounds.lapMs.max),
  ),
});

const scenario = fc.record({
  sessionLaps: fc.array(lap, { maxLength: 6 }),
  resultLaps: fc.array(lap, { maxLength: 6 }),
});

describe('track records: parseLapTime() and the record SQL', () => {
  it('holds the fastest lap of each track by the rule', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ sessionLaps, resultLaps }) => {
        const stored: { trackId: string; text: string }[] = [];
        try {
          for (const [i, { circuit, ms }] of sessionLaps.entries()) {
            const c = circuits[circuit]!;
            const text = formatLapTime(ms);
            await t.db.insert(eventSessions).values({
              teamId,
              eventId: c.eventId,
              eventCarId: c.eventCarId,
              name: `Session ${i}`,
              startTime: new Date(`${c.date}T10:00:00Z`),
              bestLapTime: text,
              bestLapMs: ms,
            });
            stored.push({ trackId: c.trackId, text });
          }
          for (const { circuit, ms } of resultLaps) {
            const c = circuits[circuit]!;
            const text = formatLapTime(ms);
            await t.db.insert(races).values({
              teamId,
              carId,
              trackId: c.trackId,
              eventId: c.eventId,
              date: c.date,
              bestLapTime: text,
              bestLapMs: ms,
            });
            stored.push({ trackId: c.trackId, text });
          }

          const fastest = new Map<string, number>();
          for (const { trackId, text } of stored) {
            const ms = parseLapTime(text);
            expect(ms, text).not.toBeNull();
            if (ms !== null && ms < (fastest.get(trackId) ?? Infinity)) fastest.set(trackId, ms);
          }
          const records = await listTrackRecords(team);
          expect(new Map(records.map((r) => [r.trackId, r.bestLapMs]))).toEqual(fastest);
          for (const record of records) expect(parseLapTime(formatLapTime(record.bestLapMs))).toBe(record.bestLapMs);
        } finally {
          await t.db.delete(eventSessions).where(eq(eventSessions.teamId, teamId));
          await t.db.delete(races).where(eq(races.teamId, teamId));
        }
      }),
      { numRuns: 25 },
    );
  });
});
