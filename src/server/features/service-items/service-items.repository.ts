import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TeamDb } from '../../db/team-db';
import { cars, components, serviceItemHistory, serviceLifeItems } from '../../db/schema';

export type ServiceItemRow = typeof serviceLifeItems.$inferSelect;
export type NewServiceItem = Omit<
  typeof serviceLifeItems.$inferInsert,
  'id' | 'teamId' | 'createdAt' | 'updatedAt' | 'totalResets' | 'lastResetDate'
>;
export type ServiceItemChanges = Partial<Omit<NewServiceItem, 'carId' | 'componentId'>>;

/** Whose service items: a car's or a tracked component's. */
export type ServiceOwner = { carId: string } | { componentId: string };

const ownedBy = (owner: ServiceOwner): SQL =>
  'carId' in owner ? eq(serviceLifeItems.carId, owner.carId) : eq(serviceLifeItems.componentId, owner.componentId);

/** A tracked component's name and meters, as its service items' states need them. */
export async function findServiceComponent({ db, teamId }: TeamDb, componentId: string) {
  const [row] = await db
    .select({ id: components.id, name: components.name, hours: components.hours, miles: components.distance })
    .from(components)
    .where(and(eq(components.teamId, teamId), eq(components.id, componentId)))
    .limit(1);
  return row;
}

export async function listServiceItemsOf({ db, teamId }: TeamDb, owner: ServiceOwner): Promise<ServiceItemRow[]> {
  return db
    .select()
    .from(serviceLifeItems)
    .where(and(eq(serviceLifeItems.teamId, teamId), ownedBy(owner)))
    .orderBy(asc(serviceLifeItems.name), asc(serviceLifeItems.id));
}
export type ServiceHistoryRow = typeof serviceItemHistory.$inferSelect;

export async function findServiceCar({ db, teamId }: TeamDb, carId: string) {
  const [row] = await db
    .select({ id: cars.id, name: cars.name, hours: cars.hours, miles: cars.miles })
    .from(cars)
    .where(and(eq(cars.teamId, teamId), eq(cars.id, carId)))
    .limit(1);
  return row;
}

export function serviceItemsOfCarQuery({ db, teamId }: TeamDb, carId: string) {
  return db
    .select()
    .from(serviceLifeItems)
    .where(and(eq(serviceLifeItems.teamId, teamId), eq(serviceLifeItems.carId, carId)))
    .orderBy(asc(serviceLifeItems.name), asc(serviceLifeItems.id));
}

export async function listServiceItemsOfCar(team: TeamDb, carId: string): Promise<ServiceItemRow[]> {
  return serviceItemsOfCarQuery(team, carId);
}

/** The items of a page of cars (bounded by the page size). */
export function serviceItemsOfCarsQuery({ db, teamId }: TeamDb, carIds: string[]) {
  return db
    .select()
    .from(serviceLifeItems)
    .where(and(eq(serviceLifeItems.teamId, teamId), inArray(serviceLifeItems.carId, carIds)));
}

export async function listServiceItemsOfCars(team: TeamDb, carIds: string[]): Promise<ServiceItemRow[]> {
  if (carIds.length === 0) return [];
  return serviceItemsOfCarsQuery(team, carIds);
}

export async function findServiceItem(
  { db, teamId }: TeamDb,
  owner: ServiceOwner,
  itemId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ServiceItemRow | undefined> {
  const query = db
    .select()
    .from(serviceLifeItems)
    .where(and(eq(serviceLifeItems.teamId, teamId), ownedBy(owner), eq(serviceLifeItems.id, itemId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertServiceItem({ db, teamId }: TeamDb, values: NewServiceItem): Promise<ServiceItemRow> {
  const [row] = await db
    .insert(serviceLifeItems)
    .values({ ...values, teamId })
    .returning();
  if (!row) throw new Error('Service item could not be created');
  return row;
}

export async function updateServiceItem(
  { db, teamId }: TeamDb,
  owner: ServiceOwner,
  itemId: string,
  changes: ServiceItemChanges,
): Promise<ServiceItemRow | undefined> {
  const [row] = await db
    .update(serviceLifeItems)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(serviceLifeItems.teamId, teamId), ownedBy(owner), eq(serviceLifeItems.id, itemId)))
    .returning();
  return row;
}

/** Marks the item serviced at the given hours and miles and counts the reset. */
export async function markServiceItemServiced(
  { db, teamId }: TeamDb,
  itemId: string,
  at: { hours: number; miles: number; when: Date },
): Promise<ServiceItemRow | undefined> {
  const [row] = await db
    .update(serviceLifeItems)
    .set({
      lastServiceHours: at.hours,
      lastServiceDistance: at.miles,
      totalResets: sql`${serviceLifeItems.totalResets} + 1`,
      lastResetDate: at.when,
      updatedAt: sql`now()`,
    })
    .where(and(eq(serviceLifeItems.teamId, teamId), eq(serviceLifeItems.id, itemId)))
    .returning();
  return row;
}

export async function deleteServiceItem({ db, teamId }: TeamDb, owner: ServiceOwner, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(serviceLifeItems)
    .where(and(eq(serviceLifeItems.teamId, teamId), ownedBy(owner), eq(serviceLifeItems.id, itemId)))
    .returning({ id: serviceLifeItems.id });
  return rows.length > 0;
}

export async function insertServiceHistory(
  { db, teamId }: TeamDb,
  values: Omit<typeof serviceItemHistory.$inferInsert, 'id' | 'teamId'>,
): Promise<ServiceHistoryRow> {
  const [row] = await db
    .insert(serviceItemHistory)
    .values({ ...values, teamId })
    .returning();
  if (!row) throw new Error('Service history could not be written');
  return row;
}

export async function listServiceHistory({ db, teamId }: TeamDb, itemId: string): Promise<ServiceHistoryRow[]> {
  return db
    .select()
    .from(serviceItemHistory)
    .where(and(eq(serviceItemHistory.teamId, teamId), eq(serviceItemHistory.itemId, itemId)))
    .orderBy(desc(serviceItemHistory.performedAt), desc(serviceItemHistory.id))
    .limit(100);
}

/*
 * The team-wide counts of the vehicle list's tiles, in SQL so they stay one query for a team of
 * any size. Each step is computeServiceStatus() (src/shared/service-items/service-status.rules.ts)
 * written in the same float8 arithmetic: clean() is its round(value, 6), with Math.round's
 * half-up, and the estimates from the average speed take the same branches. The property test
 * cars.rules-sql.test.ts compares this query with the rule on generated data, on both engines.
 *
 * The query reads every item of the team, so what it computes per item is what it costs. The
 * rule rounds a figure before comparing it, but clean() moves a value by less than 1e-6 (half a
 * millionth, plus float8 rounding of a few parts in 1e16 of it), and intervals and lives are at
 * most 1e7 (the columns' CHECK bounds): a figure more than `roundingMargin` past its threshold
 * compares the same rounded or not. Only the figures that close to a threshold are rounded here,
 * as the rule rounds them; the others compare as they are.
 */

/** round(value, 6) of the rule: sign(v) * Math.round(|v| * 1e6) / 1e6, Math.round rounding half up. */
function clean(value: SQL): SQL {
  const scaled = sql`(abs(${value}) * 1000000::float8)`;
  return sql`((sign(${value}) * (floor(${scaled}) + case when ${scaled} - floor(${scaled}) >= 0.5 then 1 else 0 end)) / 1000000::float8)`;
}

/** Far more than clean() moves a value (see above). */
const roundingMargin = sql`0.001::float8`;

/** clean(value) >= threshold, for a positive threshold. */
function reaches(value: SQL, threshold: SQL): SQL {
  return sql`case when ${value} > ${threshold} + ${roundingMargin} then true
    when ${value} >= ${threshold} - ${roundingMargin} then ${clean(value)} >= ${threshold} else false end`;
}

/** The rule's end of life: clean(max(0, clean(used)) / life * 100) >= 100, for a positive life. */
function lifeEndedExactly(used: SQL, life: SQL): SQL {
  return sql`${clean(sql`greatest(0::float8, ${clean(used)}) / ${life} * 100::float8`)} >= 100::float8`;
}

/**
 * lifeEndedExactly(). Past life + margin, the rounded use is past the life: its percent is at
 * least 100. Below 99.99 % of the life minus the margin, the percent is below 99.999, which does
 * not round up to 100. In between (a long life leaves more than the margin), it is rounded.
 */
function lifeEnded(used: SQL, life: SQL): SQL {
  return sql`case when ${used} > ${life} + ${roundingMargin} then true
    when ${used} >= ${life} * 0.9999::float8 - ${roundingMargin} then ${lifeEndedExactly(used, life)} else false end`;
}

/** An item's due and end-of-life tests, from its figures since the last service and the car's current ones. */
function itemTests(since: { hours: SQL; miles: SQL }, current: { hours: SQL; miles: SQL }) {
  // CASE, not AND, so that nothing is divided by a life that is not positive.
  return {
    due: sql`(case when i.hour_interval > 0 then ${reaches(since.hours, sql`i.hour_interval`)} end
      or case when i.distance_interval > 0 then ${reaches(since.miles, sql`i.distance_interval`)} end)`,
    lifeCritical: sql`(case when i.expected_life_hours > 0
        then ${lifeEnded(sql`(${current.hours} - i.installed_hours)`, sql`i.expected_life_hours`)} end
      or case when i.expected_life_distance > 0
        then ${lifeEnded(sql`(${current.miles} - i.installed_distance)`, sql`i.expected_life_distance`)} end)`,
  };
}

/**
 * How many service items of the team's active cars are due and how many are at the end of their
 * life, at each car's current hours and miles and with the user's average speed (mph).
 */
export function serviceCountsOfTeamQuery({ teamId }: TeamDb, averageSpeedMph: number): SQL {
  const canEstimate = Number.isFinite(averageSpeedMph) && averageSpeedMph > 0;
  const speed = sql`${canEstimate ? averageSpeedMph : 1}::float8`;
  // Hours and miles since the last service, before the rule's max(0, clean(…)): max(0, x) reaches
  // a positive threshold exactly when x does.
  const hoursSince = sql`(c.hours - i.last_service_hours)`;
  const milesSince = sql`(c.miles - i.last_service_distance)`;
  const recorded = itemTests({ hours: hoursSince, miles: milesSince }, { hours: sql`c.hours`, miles: sql`c.miles` });
  let tests = recorded;
  if (canEstimate) {
    // A car that records only one of hours and distance: the other is estimated from the average speed.
    const milesFromHours = itemTests(
      { hours: hoursSince, miles: sql`(greatest(0::float8, ${clean(hoursSince)}) * ${speed})` },
      { hours: sql`c.hours`, miles: sql`(c.hours * ${speed})` },
    );
    const hoursFromMiles = itemTests(
      { hours: sql`(greatest(0::float8, ${clean(milesSince)}) / ${speed})`, miles: milesSince },
      { hours: sql`(c.miles / ${speed})`, miles: sql`c.miles` },
    );
    const byCar = (test: 'due' | 'lifeCritical') =>
      sql`case when (c.hours > 0) = (c.miles > 0) then ${recorded[test]}
        when c.hours > 0 then ${milesFromHours[test]} else ${hoursFromMiles[test]} end`;
    tests = { due: byCar('due'), lifeCritical: byCar('lifeCritical') };
  }
  return sql`
    select
      (count(*) filter (where ${tests.due}))::int as "due",
      (count(*) filter (where ${tests.lifeCritical}))::int as "lifeCritical"
    from service_life_items i
    join cars c on c.team_id = i.team_id and c.id = i.car_id
    where i.team_id = ${teamId} and c.archived_at is null`;
}

export async function countServiceStatesOfTeam(
  team: TeamDb,
  averageSpeedMph: number,
): Promise<{ due: number; lifeCritical: number }> {
  const result = await team.db.execute(serviceCountsOfTeamQuery(team, averageSpeedMph));
  const row = result.rows[0] as { due: number; lifeCritical: number } | undefined;
  return { due: Number(row?.due ?? 0), lifeCritical: Number(row?.lifeCritical ?? 0) };
}
