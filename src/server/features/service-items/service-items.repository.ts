import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TeamDb } from '../../db/team-db';
import { cars, serviceItemHistory, serviceLifeItems } from '../../db/schema';

export type ServiceItemRow = typeof serviceLifeItems.$inferSelect;
export type NewServiceItem = Omit<
  typeof serviceLifeItems.$inferInsert,
  'id' | 'teamId' | 'createdAt' | 'updatedAt' | 'totalResets' | 'lastResetDate'
>;
export type ServiceItemChanges = Partial<Omit<NewServiceItem, 'carId'>>;
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
  carId: string,
  itemId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ServiceItemRow | undefined> {
  const query = db
    .select()
    .from(serviceLifeItems)
    .where(and(eq(serviceLifeItems.teamId, teamId), eq(serviceLifeItems.carId, carId), eq(serviceLifeItems.id, itemId)))
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
  carId: string,
  itemId: string,
  changes: ServiceItemChanges,
): Promise<ServiceItemRow | undefined> {
  const [row] = await db
    .update(serviceLifeItems)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(serviceLifeItems.teamId, teamId), eq(serviceLifeItems.carId, carId), eq(serviceLifeItems.id, itemId)))
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

export async function deleteServiceItem({ db, teamId }: TeamDb, carId: string, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(serviceLifeItems)
    .where(and(eq(serviceLifeItems.teamId, teamId), eq(serviceLifeItems.carId, carId), eq(serviceLifeItems.id, itemId)))
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
 */

/** round(value, 6) of the rule: sign(v) * Math.round(|v| * 1e6) / 1e6, Math.round rounding half up. */
function clean(value: SQL): SQL {
  const scaled = sql`(abs(${value}) * 1000000::float8)`;
  return sql`((sign(${value}) * (floor(${scaled}) + case when ${scaled} - floor(${scaled}) >= 0.5 then 1 else 0 end)) / 1000000::float8)`;
}

/**
 * How many service items of the team's active cars are due and how many are at the end of their
 * life, at each car's current hours and miles and with the user's average speed (mph).
 */
export function serviceCountsOfTeamQuery({ teamId }: TeamDb, averageSpeedMph: number): SQL {
  const canEstimate = Number.isFinite(averageSpeedMph) && averageSpeedMph > 0;
  const speed = sql`${canEstimate ? averageSpeedMph : 1}::float8`;
  // The figure the car does not record, which the rule estimates from the other: 'hours',
  // 'miles', or neither.
  const estimated = canEstimate
    ? sql`case when c.hours <= 0 and c.miles > 0 then 'hours' when c.miles <= 0 and c.hours > 0 then 'miles' end`
    : sql`null::text`;
  const readings = sql`
    select c.hours, c.miles, i.hour_interval, i.distance_interval, i.expected_life_hours,
      i.expected_life_distance, i.installed_hours, i.installed_distance,
      greatest(0::float8, ${clean(sql`c.hours - i.last_service_hours`)}) as hours_since,
      greatest(0::float8, ${clean(sql`c.miles - i.last_service_distance`)}) as miles_since,
      ${estimated} as estimated
    from service_life_items i
    join cars c on c.team_id = i.team_id and c.id = i.car_id
    where i.team_id = ${teamId} and c.archived_at is null`;
  const figures = sql`
    select hour_interval, distance_interval, expected_life_hours, expected_life_distance,
      installed_hours, installed_distance,
      case when estimated = 'hours' then ${clean(sql`miles_since / ${speed}`)} else hours_since end as hours_since,
      case when estimated = 'miles' then ${clean(sql`hours_since * ${speed}`)} else miles_since end as miles_since,
      case when estimated = 'hours' then miles / ${speed} else hours end as current_hours,
      case when estimated = 'miles' then hours * ${speed} else miles end as current_miles
    from (${readings}) r`;
  // Percent of the expected life used, null without a positive expected life (CASE keeps a
  // zero life from being divided by).
  const lifeUsed = (current: string, installed: string, life: string) =>
    sql`case when ${sql.raw(life)} > 0 then ${clean(
      sql`greatest(0::float8, ${clean(sql.raw(`${current} - ${installed}`))}) / ${sql.raw(life)} * 100::float8`,
    )} end`;
  return sql`
    select
      (count(*) filter (where (hour_interval > 0 and hours_since >= hour_interval)
        or (distance_interval > 0 and miles_since >= distance_interval)))::int as "due",
      (count(*) filter (where ${lifeUsed('current_hours', 'installed_hours', 'expected_life_hours')} >= 100
        or ${lifeUsed('current_miles', 'installed_distance', 'expected_life_distance')} >= 100))::int as "lifeCritical"
    from (${figures}) f`;
}

export async function countServiceStatesOfTeam(
  team: TeamDb,
  averageSpeedMph: number,
): Promise<{ due: number; lifeCritical: number }> {
  const result = await team.db.execute(serviceCountsOfTeamQuery(team, averageSpeedMph));
  const row = result.rows[0] as { due: number; lifeCritical: number } | undefined;
  return { due: Number(row?.due ?? 0), lifeCritical: Number(row?.lifeCritical ?? 0) };
}

/** How many service items the car has, and how many services were logged on them. */
export async function countServiceItemsAndRecordsOfCar({ db, teamId }: TeamDb, carId: string) {
  const [row] = await db
    .select({
      items: count(),
      records: sql<number>`coalesce(sum((select count(*) from ${serviceItemHistory} h
        where h.team_id = ${serviceLifeItems.teamId} and h.item_id = ${serviceLifeItems.id})), 0)::int`,
    })
    .from(serviceLifeItems)
    .where(and(eq(serviceLifeItems.teamId, teamId), eq(serviceLifeItems.carId, carId)));
  return { items: row?.items ?? 0, records: Number(row?.records ?? 0) };
}
