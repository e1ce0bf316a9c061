import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeProfileStatistics,
  profileStatistics,
  type ProfileRace,
} from '@shared/public-profile/public-profile.rules';
import { cars, clients, organization, races, tracks } from '../../db/schema';
import { forTeam, type TeamDb } from '../../db/team-db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listTrackBestLaps, readRaceTotals } from './public-profile.repository';

/*
 * The server reads the statistics with two queries (totals, and the best lap per track) instead
 * of loading every result; here they must give what the rule gives for the same results, ties,
 * results without a finish position or lap, and two tracks of one name included. The results of
 * a client's car are the client's: the profile counts none of them, however fast.
 */

let t: TestApp;
let team: TeamDb;
let trackRows: { id: string; name: string }[];
let carRows: { id: string; name: string; clientId: string | null }[];

beforeAll(async () => {
  t = await createTestApp();
  const teamId = crypto.randomUUID();
  await t.db.insert(organization).values({ id: teamId, name: 'Stats team', slug: `stats-${teamId}` });
  team = forTeam(t.db, teamId);
  trackRows = await t.db
    .insert(tracks)
    .values(['Club Circuit', 'Club Circuit', 'Apex Park'].map((name) => ({ teamId, name, location: 'CA' })))
    .returning({ id: tracks.id, name: tracks.name });
  const [client] = await t.db.insert(clients).values({ teamId, displayName: 'Client' }).returning();
  // Names whose order differs by collation: by code unit 'Alpha' < 'Bravo' < 'alpha'; and a client's car.
  carRows = await t.db
    .insert(cars)
    .values([
      ...['Bravo', 'alpha', 'Alpha'].map((name) => ({ teamId, name })),
      { teamId, name: 'Aardvark', clientId: client!.id },
    ])
    .returning({ id: cars.id, name: cars.name, clientId: cars.clientId });
});
afterAll(() => t.close());

const result = fc.record({
  track: fc.nat({ max: 2 }),
  car: fc.nat({ max: 3 }),
  date: fc.constantFrom('2025-03-01', '2025-03-02', '2025-06-15'),
  finishPosition: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  // Few distinct laps, so that ties are common.
  bestLapMs: fc.option(fc.constantFrom(59_999, 60_000, 95_250, 101_005), { nil: null }),
});

describe('profile statistics: the rule and the SQL', () => {
  it('agree on any set of results', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(result, { maxLength: 12 }), async (results) => {
        try {
          const facts: ProfileRace[] = [];
          for (const r of results) {
            const track = trackRows[r.track]!;
            const car = carRows[r.car]!;
            await t.db.insert(races).values({
              teamId: team.teamId,
              carId: car.id,
              trackId: track.id,
              date: r.date,
              finishPosition: r.finishPosition,
              bestLapMs: r.bestLapMs,
            });
            if (car.clientId !== null) continue;
            facts.push({
              trackKey: track.id,
              trackName: track.name,
              carName: car.name,
              date: r.date,
              finishPosition: r.finishPosition,
              bestLapMs: r.bestLapMs,
            });
          }
          const fromSql = profileStatistics(await readRaceTotals(team), await listTrackBestLaps(team));
          expect(fromSql).toEqual(computeProfileStatistics(facts));
        } finally {
          await t.db.delete(races).where(eq(races.teamId, team.teamId));
        }
      }),
      { numRuns: 40, seed: 20_261_123 },
    );
  });
});
