import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { serviceStateConditions } from '../../db/service-status-sql';
import type { TeamDb } from '../../db/team-db';
import { cars, componentInstallations, components, serviceItemHistory, serviceLifeItems } from '../../db/schema';

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

/**
 * The items of the active tracked components installed now in a page of cars, each with its car
 * and its component's meters (which it is counted against).
 */
export async function listInstalledComponentItemsOfCars({ db, teamId }: TeamDb, carIds: string[]) {
  if (carIds.length === 0) return [];
  return db
    .select({
      item: serviceLifeItems,
      carId: componentInstallations.carId,
      meters: { hours: components.hours, miles: components.distance },
    })
    .from(componentInstallations)
    .innerJoin(
      components,
      and(eq(components.teamId, componentInstallations.teamId), eq(components.id, componentInstallations.componentId)),
    )
    .innerJoin(
      serviceLifeItems,
      and(eq(serviceLifeItems.teamId, components.teamId), eq(serviceLifeItems.componentId, components.id)),
    )
    .where(
      and(
        eq(componentInstallations.teamId, teamId),
        inArray(componentInstallations.carId, carIds),
        isNull(componentInstallations.removedAt),
        isNull(components.archivedAt),
      ),
    );
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

/**
 * How many service items of the team's active cars are due and how many are at the end of their
 * life, at each car's current hours and miles and with the user's average speed (mph), counting
 * with each car the items of the tracked components installed in it, at the component's own
 * meters: the vehicle list's tiles, one query for a team of any size (computeServiceStatus() in
 * SQL, db/service-status-sql.ts; cars.rules-sql.test.ts compares it with the rule).
 */
export function serviceCountsOfTeamQuery({ teamId }: TeamDb, averageSpeedMph: number): SQL {
  const ofCar = serviceStateConditions({ hours: sql`c.hours`, miles: sql`c.miles` }, averageSpeedMph);
  const ofComponent = serviceStateConditions({ hours: sql`k.hours`, miles: sql`k.distance` }, averageSpeedMph);
  return sql`
    select
      (count(*) filter (where s.due))::int as "due",
      (count(*) filter (where s.life_critical))::int as "lifeCritical"
    from (
      select ${ofCar.due} as due, ${ofCar.lifeCritical} as life_critical
      from service_life_items i
      join cars c on c.team_id = i.team_id and c.id = i.car_id
      where i.team_id = ${teamId} and c.archived_at is null
      union all
      select ${ofComponent.due}, ${ofComponent.lifeCritical}
      from service_life_items i
      join components k on k.team_id = i.team_id and k.id = i.component_id
      join component_installations ci on ci.team_id = k.team_id and ci.component_id = k.id and ci.removed_at is null
      join cars c on c.team_id = ci.team_id and c.id = ci.car_id
      where i.team_id = ${teamId} and k.archived_at is null and c.archived_at is null
    ) s`;
}

export async function countServiceStatesOfTeam(
  team: TeamDb,
  averageSpeedMph: number,
): Promise<{ due: number; lifeCritical: number }> {
  const result = await team.db.execute(serviceCountsOfTeamQuery(team, averageSpeedMph));
  const row = result.rows[0] as { due: number; lifeCritical: number } | undefined;
  return { due: Number(row?.due ?? 0), lifeCritical: Number(row?.lifeCritical ?? 0) };
}
