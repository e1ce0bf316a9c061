import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarList } from '@shared/cars/cars.contract';
import { carAlertCount } from '@shared/cars/cars.rules';
import { addDaysIso } from '@shared/lib/dates';
import {
  computeServiceStatus,
  countDueItems,
  countLifeCriticalItems,
} from '@shared/service-items/service-status.rules';
import { cars, components, serviceLifeItems } from '../../db/schema';
import { averageSpeedArb, serviceItemFigureArbs, tenths } from '../../test/service-item-arbitraries';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { insertTrackedComponents } from '../../test/tracked-components';

/*
 * The vehicle list's tiles count the whole team in SQL: the service items due and at the end of
 * their life (computeServiceStatus), and the safety dates expired or close (carAlertCount). A car's
 * items include those of the tracked components installed in it, at the component's own meters.
 * Here the endpoint and the rules answer for the same generated fleet and must agree, for any
 * average speed and either unit, in the tiles and in each car's row.
 */

let t: TestApp;
let u: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
});
afterAll(() => t.close());

const today = '2026-06-15';

const safetyDate = fc.option(
  fc.integer({ min: -40, max: 40 }).map((days) => addDaysIso(today, days)),
  { nil: null },
);

const carArb = fc.record({
  hours: fc.oneof(fc.constant(0), tenths(40)),
  miles: fc.oneof(fc.constant(0), tenths(2000)),
  logbookExpiration: safetyDate,
  beltsExpiration: safetyDate,
  fireBottleExpiration: safetyDate,
  archived: fc.boolean(),
});

/** A car's item, or (ofComponent) an item of the component of that index. */
const itemArb = fc.record({ car: fc.nat({ max: 4 }), ofComponent: fc.boolean(), ...serviceItemFigureArbs });

/** A tracked component: its meters, the car it is installed in by index (or none: on the shelf). */
const componentArb = fc.record({
  hours: fc.oneof(fc.constant(0), tenths(40)),
  miles: fc.oneof(fc.constant(0), tenths(2000)),
  car: fc.option(fc.nat({ max: 4 }), { nil: null }),
  archived: fc.boolean(),
});

const scenario = fc.record({
  averageSpeed: averageSpeedArb,
  useMetric: fc.boolean(),
  cars: fc.array(carArb, { minLength: 1, maxLength: 5 }),
  components: fc.array(componentArb, { minLength: 1, maxLength: 3 }),
  items: fc.array(itemArb, { maxLength: 12 }),
});

describe('vehicle list tiles: the rules and the SQL', () => {
  it('count the same due items, end-of-life items and alerts over the team', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        try {
          const carRows = await t.db
            .insert(cars)
            .values(
              s.cars.map((c, i) => ({
                teamId: u.teamId,
                name: `Car ${i}`,
                hours: c.hours,
                miles: c.miles,
                logbookExpiration: c.logbookExpiration,
                beltsExpiration: c.beltsExpiration,
                fireBottleExpiration: c.fireBottleExpiration,
              })),
            )
            .returning();
          const { rows: componentRows, installedIn } = await insertTrackedComponents(
            t.db,
            u.teamId,
            s.components,
            carRows.map((car) => car.id),
          );
          const itemRows =
            s.items.length === 0
              ? []
              : await t.db
                  .insert(serviceLifeItems)
                  .values(
                    s.items.map(({ car, ofComponent, ...item }, i) => ({
                      ...item,
                      teamId: u.teamId,
                      ...(ofComponent
                        ? { componentId: componentRows[car % componentRows.length]?.id ?? '' }
                        : { carId: carRows[car % carRows.length]?.id ?? '' }),
                      name: `Item ${i}`,
                    })),
                  )
                  .returning();
          // Archived after their items were added (nothing new may point at an archived car).
          const archived = carRows.filter((_, i) => s.cars[i]?.archived).map((car) => car.id);
          if (archived.length > 0) {
            await t.db.update(cars).set({ archivedAt: new Date() }).where(inArray(cars.id, archived));
          }
          const archivedComponents = componentRows.filter((_, i) => s.components[i]?.archived).map((c) => c.id);
          if (archivedComponents.length > 0) {
            await t.db
              .update(components)
              .set({ archivedAt: new Date() })
              .where(inArray(components.id, archivedComponents));
          }
          const prefs = await t.request(u, {
            method: 'PATCH',
            url: '/api/preferences',
            payload: { averageSpeed: s.averageSpeed, useMetric: s.useMetric },
          });
          expect(prefs.statusCode, prefs.body).toBe(200);

          const preferences = { averageSpeed: s.averageSpeed, useMetric: s.useMetric };
          const statusOf = (item: (typeof itemRows)[number], meters: { hours: number; miles: number }) =>
            computeServiceStatus({ ...item, priority: 'medium', lastResetDate: null }, meters, preferences);
          let due = 0;
          let alerts = 0;
          const byCar = new Map<string, { due: number; lifeCritical: number }>();
          const active = carRows.filter((car) => !archived.includes(car.id));
          for (const car of active) {
            const statuses = itemRows.flatMap((item) => {
              if (item.carId === car.id) return [statusOf(item, car)];
              const component = componentRows.find((c) => c.id === item.componentId);
              const installed =
                component && installedIn.get(component.id) === car.id && !archivedComponents.includes(component.id);
              return installed ? [statusOf(item, { hours: component.hours, miles: component.distance })] : [];
            });
            due += countDueItems(statuses);
            alerts += carAlertCount(car, countLifeCriticalItems(statuses), today);
            byCar.set(car.id, { due: countDueItems(statuses), lifeCritical: countLifeCriticalItems(statuses) });
          }

          const res = await t.request(u, { method: 'GET', url: `/api/cars?today=${today}&pageSize=10` });
          expect(res.statusCode, res.body).toBe(200);
          const list = res.json<CarList>();
          expect(list.summary).toMatchObject({
            totalVehicles: active.length,
            activeService: due,
            alerts,
          });
          // Each car's row counts the same, through the page's own read.
          expect(
            new Map(
              list.items.map((car) => [
                car.id,
                { due: car.dueServiceItems, lifeCritical: car.lifeCriticalServiceItems },
              ]),
            ),
          ).toEqual(byCar);
        } finally {
          await t.db.delete(components).where(eq(components.teamId, u.teamId));
          await t.db.delete(cars).where(eq(cars.teamId, u.teamId));
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});

/*
 * The SQL compares most figures with their threshold as they are and rounds only those close to
 * it, as the rule does. Here the figures lie a hair either side of each threshold, on cars that
 * record both readings and on cars whose other reading is estimated.
 */
describe('vehicle list tiles: figures at a hair from their threshold', () => {
  const offsets = [
    -0.0011, -0.001, -0.0009, -6e-7, -5e-7, -4e-7, -1e-9, 0, 1e-9, 4e-7, 5e-7, 6e-7, 0.0009, 0.001, 0.0011,
  ];

  it.each([80, 0])('count as the rule rounds them, at %s mph', async (averageSpeed) => {
    try {
      const carRows = await t.db
        .insert(cars)
        .values([
          { teamId: u.teamId, name: 'Both readings', hours: 100, miles: 1000 },
          { teamId: u.teamId, name: 'Miles only', hours: 0, miles: 1000 },
          { teamId: u.teamId, name: 'Hours only', hours: 100, miles: 0 },
          { teamId: u.teamId, name: 'High mileage', hours: 100, miles: 9_500_000 },
        ])
        .returning();
      const speed = averageSpeed > 0 ? averageSpeed : 1;
      const items = carRows.flatMap((car) =>
        offsets.flatMap((off) => {
          // The figure since the last service or since fitting, `off` past the threshold.
          const hoursUsed = car.hours > 0 ? car.hours : car.miles / speed;
          const milesUsed = car.miles > 0 ? car.miles : car.hours * speed;
          return [
            { hourInterval: 10, lastServiceHours: Math.max(0, car.hours - 10 - off) },
            { hourInterval: 10, lastServiceDistance: Math.max(0, car.miles - (10 + off) * speed) },
            { distanceInterval: 500, lastServiceDistance: Math.max(0, car.miles - 500 - off) },
            { distanceInterval: 500, lastServiceHours: Math.max(0, car.hours - (500 + off) / speed) },
            { expectedLifeHours: 80, installedHours: Math.max(0, hoursUsed - 80 - off) },
            { expectedLifeHours: 80, installedHours: Math.max(0, hoursUsed - 80 * 0.9999 - off) },
            { expectedLifeHours: 80, installedHours: Math.max(0, hoursUsed - 80 * 0.999999995 - off) },
            { expectedLifeDistance: 800, installedDistance: Math.max(0, milesUsed - 800 - off) },
            { expectedLifeDistance: 800, installedDistance: Math.max(0, milesUsed - 800 * 0.9999 - off) },
            { expectedLifeDistance: 800, installedDistance: Math.max(0, milesUsed - 800 * 0.999999995 - off) },
            // A long life: 99.9999997 % rounds to 100 % although the use is 0.03 miles short of it.
            { expectedLifeDistance: 9_000_000, installedDistance: Math.max(0, milesUsed - 9_000_000 + 0.03 - off) },
            { distanceInterval: 9_000_000, lastServiceDistance: Math.max(0, car.miles - 9_000_000 - off) },
          ].map((item, i) => ({ ...item, teamId: u.teamId, carId: car.id, name: `Item ${off} ${i}` }));
        }),
      );
      const itemRows = await t.db.insert(serviceLifeItems).values(items).returning();
      const prefs = await t.request(u, {
        method: 'PATCH',
        url: '/api/preferences',
        payload: { averageSpeed, useMetric: false },
      });
      expect(prefs.statusCode, prefs.body).toBe(200);

      const statuses = itemRows.map((item) => {
        const car = carRows.find((c) => c.id === item.carId);
        if (!car) throw new Error('item without its car');
        return computeServiceStatus({ ...item, priority: 'medium', lastResetDate: null }, car, {
          averageSpeed,
          useMetric: false,
        });
      });
      const due = countDueItems(statuses);
      const lifeCritical = countLifeCriticalItems(statuses);
      // Both sides of the thresholds are there.
      expect(due).toBeGreaterThan(0);
      expect(due).toBeLessThan(statuses.length);
      expect(lifeCritical).toBeGreaterThan(0);

      const res = await t.request(u, { method: 'GET', url: `/api/cars?today=${today}&pageSize=1` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<CarList>().summary).toMatchObject({ activeService: due, alerts: lifeCritical });
    } finally {
      await t.db.delete(cars).where(eq(cars.teamId, u.teamId));
    }
  });
});
