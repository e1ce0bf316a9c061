import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DueList } from '@shared/due-list/due-list.contract';
import { serviceItemVerdict } from '@shared/due-list/due-list.rules';
import { computeServiceStatus, type StatusPreferences } from '@shared/service-items/service-status.rules';
import { cars, components, serviceLifeItems } from '../../db/schema';
import { forTeam, type TeamDb } from '../../db/team-db';
import { averageSpeedArb, serviceItemFigureArbs, tenths } from '../../test/service-item-arbitraries';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertTrackedComponents } from '../../test/tracked-components';
import { findComponentServiceItemCandidates, findServiceItemCandidates } from './due-list.repository';

/*
 * What's Due reads only the service items that SQL says may be listed: computeServiceStatus()
 * written in SQL (db/service-status-sql.ts) says due or aging. Here, for generated cars, tracked
 * components (on the shelf, installed, archived) and their items, the SQL filter must keep every
 * item the rule lists (none is dropped), and it lets through nothing else. The endpoint then
 * lists exactly what the rule lists, for any average speed and either unit.
 */

let t: TestApp;
let u: TestUser;
let team: TeamDb;

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  team = forTeam(t.db, u.teamId);
});
afterAll(() => t.close());

const today = '2026-06-15';

const tenth = (value: number) => Math.round(value * 10) / 10;

const meterArb = fc.record({
  hours: fc.oneof(fc.constant(0), tenths(40)),
  miles: fc.oneof(fc.constant(0), tenths(2000)),
  archived: fc.boolean(),
});

const itemArb = fc.record({
  /** A car's item (even) or a component's (odd), by index. */
  owner: fc.nat({ max: 9 }),
  ...serviceItemFigureArbs,
  /**
   * Often, the part was fitted this share (%) of its life ago, rather than at installedHours and
   * installedDistance: aging (80 % and more) and the end of life come up in most runs.
   */
  lifeShare: fc.option(fc.integer({ min: 60, max: 110 }), { nil: null }),
});

const scenario = fc.record({
  averageSpeed: averageSpeedArb,
  useMetric: fc.boolean(),
  cars: fc.array(meterArb, { minLength: 1, maxLength: 4 }),
  /** Each component's car by index, or none (on the shelf). */
  components: fc.array(fc.record({ meter: meterArb, car: fc.option(fc.nat({ max: 3 }), { nil: null }) }), {
    minLength: 1,
    maxLength: 4,
  }),
  items: fc.array(itemArb, { maxLength: 14 }),
});

async function setPreferences(preferences: StatusPreferences) {
  const res = await t.request(u, { method: 'PATCH', url: '/api/preferences', payload: preferences });
  expect(res.statusCode, res.body).toBe(200);
}

/** The service items What's Due lists, by id. */
async function listedItemIds(): Promise<string[]> {
  const res = await t.request(u, { method: 'GET', url: `/api/due?today=${today}&kind=service_item` });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<DueList>()
    .items.map((e) => e.record.id)
    .sort();
}

async function clearTeam() {
  await t.db.delete(components).where(eq(components.teamId, u.teamId));
  await t.db.delete(cars).where(eq(cars.teamId, u.teamId));
}

describe("What's Due service items: the SQL filter and the rule", () => {
  it('the filter keeps every item the rule lists, and only those', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        try {
          const carRows = await t.db
            .insert(cars)
            .values(s.cars.map((c, n) => ({ teamId: u.teamId, name: `Car ${n}`, hours: c.hours, miles: c.miles })))
            .returning();
          const { rows: componentRows, installedIn } = await insertTrackedComponents(
            t.db,
            u.teamId,
            s.components.map((c) => ({ ...c.meter, car: c.car })),
            carRows.map((car) => car.id),
          );
          const itemRows =
            s.items.length === 0
              ? []
              : await t.db
                  .insert(serviceLifeItems)
                  .values(
                    s.items.map(({ owner, lifeShare, ...item }, n) => {
                      const half = Math.floor(owner / 2);
                      const car = carRows[half % carRows.length];
                      const component = componentRows[half % componentRows.length];
                      const ownedBy = owner % 2 === 0 ? { carId: car?.id ?? '' } : { componentId: component?.id ?? '' };
                      const meters =
                        owner % 2 === 0
                          ? { hours: car?.hours ?? 0, miles: car?.miles ?? 0 }
                          : { hours: component?.hours ?? 0, miles: component?.distance ?? 0 };
                      const fittedAgo = (meter: number, life: number | null, installed: number) =>
                        lifeShare === null || !life ? installed : Math.max(0, tenth(meter - (life * lifeShare) / 100));
                      return {
                        ...item,
                        installedHours: fittedAgo(meters.hours, item.expectedLifeHours, item.installedHours),
                        installedDistance: fittedAgo(meters.miles, item.expectedLifeDistance, item.installedDistance),
                        ...ownedBy,
                        teamId: u.teamId,
                        name: `Item ${n}`,
                      };
                    }),
                  )
                  .returning();
          // Archived after their items and stays were added (nothing new may point at an archived car).
          const archivedCars = carRows.filter((_, n) => s.cars[n]?.archived).map((c) => c.id);
          if (archivedCars.length > 0) {
            await t.db.update(cars).set({ archivedAt: new Date() }).where(inArray(cars.id, archivedCars));
          }
          const archivedComponents = componentRows.filter((_, n) => s.components[n]?.meter.archived).map((c) => c.id);
          if (archivedComponents.length > 0) {
            await t.db
              .update(components)
              .set({ archivedAt: new Date() })
              .where(inArray(components.id, archivedComponents));
          }
          const preferences = { averageSpeed: s.averageSpeed, useMetric: s.useMetric };
          await setPreferences(preferences);

          // The rule, on every item of an owner the list shows.
          const listed = new Set<string>();
          for (const item of itemRows) {
            let meters: { hours: number; miles: number } | undefined;
            if (item.carId) {
              const car = carRows.find((c) => c.id === item.carId);
              if (car && !archivedCars.includes(car.id)) meters = car;
            } else {
              const component = componentRows.find((c) => c.id === item.componentId);
              const carId = component && installedIn.get(component.id);
              const shown = component && !archivedComponents.includes(component.id);
              if (shown && (!carId || !archivedCars.includes(carId))) {
                meters = { hours: component.hours, miles: component.distance };
              }
            }
            if (!meters) continue;
            const status = computeServiceStatus(
              { ...item, priority: 'medium', lastResetDate: null },
              meters,
              preferences,
            );
            if (serviceItemVerdict(status)) listed.add(item.id);
          }

          const filter = { carId: undefined, averageSpeedMph: s.averageSpeed };
          const candidates = [
            ...(await findServiceItemCandidates(team, filter)),
            ...(await findComponentServiceItemCandidates(team, filter)),
          ].map((row) => row.id);
          // None dropped, none let through that the rule leaves out.
          expect([...listed].filter((id) => !candidates.includes(id))).toEqual([]);
          expect(candidates.filter((id) => !listed.has(id))).toEqual([]);

          expect(await listedItemIds()).toEqual([...listed].sort());
        } finally {
          await clearTeam();
        }
      }),
      { numRuns: 40 },
    );
  }, 180_000);
});

/*
 * The SQL compares most figures with their threshold as they are and rounds only those close to
 * it, as the rule does. Here the figures lie a hair either side of the aging threshold (80 % of the
 * life) and the due one, on owners that record both readings and on owners whose other reading is
 * estimated: cars and components alike.
 */
describe("What's Due service items: figures at a hair from their threshold", () => {
  const offsets = [
    -0.0011, -0.001, -0.0009, -6e-7, -5e-7, -4e-7, -1e-9, 0, 1e-9, 4e-7, 5e-7, 6e-7, 0.0009, 0.001, 0.0011,
  ];
  const owners = [
    { name: 'Both readings', hours: 100, miles: 1000 },
    { name: 'Miles only', hours: 0, miles: 1000 },
    { name: 'Hours only', hours: 100, miles: 0 },
    { name: 'High mileage', hours: 100, miles: 9_500_000 },
  ];

  it.each([80, 0])('list as the rule rounds them, at %s mph', async (averageSpeed) => {
    try {
      const carRows = await t.db
        .insert(cars)
        .values(owners.map((o) => ({ teamId: u.teamId, name: o.name, hours: o.hours, miles: o.miles })))
        .returning();
      const componentRows = await t.db
        .insert(components)
        .values(
          owners.map((o) => ({ teamId: u.teamId, name: o.name, kind: 'gearbox', hours: o.hours, distance: o.miles })),
        )
        .returning();
      const speed = averageSpeed > 0 ? averageSpeed : 1;
      const itemsOf = (owner: { hours: number; miles: number }) =>
        offsets.flatMap((off) => {
          // The figure since fitting or since the last service, `off` past the threshold.
          const hoursUsed = owner.hours > 0 ? owner.hours : owner.miles / speed;
          const milesUsed = owner.miles > 0 ? owner.miles : owner.hours * speed;
          return [
            { expectedLifeHours: 80, installedHours: Math.max(0, hoursUsed - 64 - off) },
            { expectedLifeHours: 80, installedHours: Math.max(0, hoursUsed - 64 * 0.9999 - off) },
            { expectedLifeHours: 80, installedHours: Math.max(0, hoursUsed - 64 * 0.999999995 - off) },
            { expectedLifeDistance: 800, installedDistance: Math.max(0, milesUsed - 640 - off) },
            { expectedLifeDistance: 800, installedDistance: Math.max(0, milesUsed - 640 * 0.9999 - off) },
            // A long life: 79.99999997 % rounds to 80 % although the use is 0.03 miles short of it.
            { expectedLifeDistance: 9_000_000, installedDistance: Math.max(0, milesUsed - 7_200_000 + 0.03 - off) },
            { hourInterval: 10, lastServiceHours: Math.max(0, owner.hours - 10 - off) },
            { distanceInterval: 500, lastServiceDistance: Math.max(0, owner.miles - 500 - off) },
          ].map((item, n) => ({ ...item, teamId: u.teamId, name: `Item ${off} ${n}` }));
        });
      const itemRows = await t.db
        .insert(serviceLifeItems)
        .values([
          ...carRows.flatMap((car) => itemsOf(car).map((item) => ({ ...item, carId: car.id }))),
          ...componentRows.flatMap((c) =>
            itemsOf({ hours: c.hours, miles: c.distance }).map((item) => ({ ...item, componentId: c.id })),
          ),
        ])
        .returning();
      const preferences = { averageSpeed, useMetric: false };
      await setPreferences(preferences);

      const listed = itemRows
        .filter((item) => {
          const car = carRows.find((c) => c.id === item.carId);
          const component = componentRows.find((c) => c.id === item.componentId);
          const meters = car ?? (component && { hours: component.hours, miles: component.distance });
          if (!meters) throw new Error('item without its owner');
          const status = computeServiceStatus(
            { ...item, priority: 'medium', lastResetDate: null },
            meters,
            preferences,
          );
          return serviceItemVerdict(status) !== null;
        })
        .map((item) => item.id)
        .sort();
      // Both sides of the thresholds are there.
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.length).toBeLessThan(itemRows.length);

      expect(await listedItemIds()).toEqual(listed);
    } finally {
      await clearTeam();
    }
  });
});
