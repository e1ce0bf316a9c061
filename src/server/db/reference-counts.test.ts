import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carReferencesNotListed, carRelations } from '@shared/cars/car-removal.rules';
import { clientReferencesNotListed, clientRelations } from '@shared/clients/client-removal.rules';
import { driverReferencesNotListed, driverRelations } from '@shared/drivers/driver-removal.rules';
import { eventReferencesNotListed, eventRelations } from '@shared/events/event-removal.rules';
import type { RelatedKind } from '@shared/lib/removal.rules';
import { trackReferencesNotListed, trackRelations } from '@shared/tracks/track-removal.rules';
import { seedTwoDemoTeams } from '../test/demo-teams';
import { createTestApp, type TestApp } from '../test/test-app';
import { countQueries, type QueryTally } from './query-count';
import { countReferencesTo, referenceKey, referencePaths, referencePathsByKey } from './reference-counts';
import type { TeamReference } from './references';
import { forTeam } from './team-db';

const removableKinds: { table: string; relations: Record<string, RelatedKind>; notListed: readonly string[] }[] = [
  { table: 'cars', relations: carRelations, notListed: carReferencesNotListed },
  { table: 'clients', relations: clientRelations, notListed: clientReferencesNotListed },
  { table: 'drivers', relations: driverRelations, notListed: driverReferencesNotListed },
  { table: 'events', relations: eventRelations, notListed: eventReferencesNotListed },
  { table: 'tracks', relations: trackRelations, notListed: trackReferencesNotListed },
];

describe('removal rules and the schema', () => {
  it.each(removableKinds)(
    'the $table rules name each reference the schema has to a row, or say why it is not listed',
    ({ table, relations, notListed }) => {
      const named = [...Object.values(relations).flatMap((kind) => kind.references), ...notListed];
      expect(named.toSorted()).toEqual([...referencePathsByKey(table).keys()].toSorted());
    },
  );

  it('follows cascading deletes to what references the rows going along', () => {
    const paths = referencePaths('cars').map((path) => path.map(referenceKey));
    expect(paths).toContainEqual(['service_life_items.car_id', 'service_item_history.item_id']);
    // A reference that does not delete its rows with the car is not followed further.
    expect(paths.some((path) => path[0] === 'event_cars.car_id' && path.length > 1)).toBe(false);
  });
});

describe('countReferencesTo', () => {
  let t: TestApp;
  let teamA: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ teamA } = await seedTwoDemoTeams(t));
  }, 180_000);
  afterAll(() => t.close());

  /** The rows reaching the record along each path, by joins from the last table up to the record. */
  async function expectedCount(paths: TeamReference[][], id: string): Promise<number> {
    const selects = paths.map((path) => {
      const steps = path.toReversed().map((reference, i) => {
        const [table, column] = referenceKey(reference).split('.');
        return { table, column, alias: `t${i}` };
      });
      const joins = steps
        .slice(1)
        .map(
          (step, i) =>
            `join ${step.table} ${step.alias} on ${step.alias}.team_id = t${i}.team_id and ${step.alias}.id = t${i}.${steps[i]?.column}`,
        )
        .join(' ');
      const top = steps.at(-1);
      return `select t0.id from ${steps[0]?.table} t0 ${joins} where ${top?.alias}.team_id = $1 and ${top?.alias}.${top?.column} = $2`;
    });
    const [row] = await t.database.rawQuery<{ n: number }>(
      `select count(*)::int as n from (${selects.join(' union ')}) reaching`,
      [teamA, id],
    );
    return row?.n ?? 0;
  }

  it.each(removableKinds.map((kind) => kind.table))(
    "counts in one statement each reference to the team's %s, as plain joins count them",
    async (table) => {
      const records = await t.database.rawQuery<{ id: string }>(
        `select id from ${table} where team_id = $1 order by id limit 6`,
        [teamA],
      );
      expect(records.length).toBeGreaterThan(0);
      const byKey = referencePathsByKey(table);
      let referenced = 0;
      for (const { id } of records) {
        const tally: QueryTally = { queries: 0 };
        const counts = await countQueries(tally, () => countReferencesTo(forTeam(t.db, teamA), table, id));
        expect(tally.queries).toBe(1);
        const expected: Record<string, number> = {};
        for (const [key, paths] of byKey) expected[key] = await expectedCount(paths, id);
        expect(counts).toEqual(expected);
        referenced += Object.values(counts).reduce((sum, n) => sum + n, 0);
      }
      // The demo data gives these records history to count.
      expect(referenced).toBeGreaterThan(0);
    },
  );
});
