import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
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
