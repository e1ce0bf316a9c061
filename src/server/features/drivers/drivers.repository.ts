import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { drivers } from '../../db/schema';

export type DriverRow = typeof drivers.$inferSelect;
export type NewDriver = Omit<typeof drivers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type DriverChanges = Pick<NewDriver, 'name' | 'email' | 'phone' | 'licenseNumber'>;

export async function insertDriver(db: Executor, values: NewDriver): Promise<DriverRow> {
  const [row] = await db.insert(drivers).values(values).returning();
  if (!row) throw new Error('Driver could not be created');
  return row;
}

export async function findDriverOfUser(db: Executor, teamId: string, userId: string): Promise<DriverRow | undefined> {
  const [row] = await db
    .select()
    .from(drivers)
    .where(and(eq(drivers.teamId, teamId), eq(drivers.userId, userId)))
    .limit(1);
  return row;
}

/** The team's drivers by name (uses drivers_team_name_idx). */
export function driverListQuery(db: Executor, teamId: string) {
  return db.select().from(drivers).where(eq(drivers.teamId, teamId)).orderBy(asc(drivers.name), asc(drivers.id));
}

export async function listDrivers(db: Executor, teamId: string): Promise<DriverRow[]> {
  return driverListQuery(db, teamId);
}

export async function findDriver(db: Executor, teamId: string, id: string): Promise<DriverRow | undefined> {
  const [row] = await db
    .select()
    .from(drivers)
    .where(and(eq(drivers.teamId, teamId), eq(drivers.id, id)))
    .limit(1);
  return row;
}

export async function updateDriver(
  db: Executor,
  teamId: string,
  id: string,
  changes: DriverChanges,
): Promise<DriverRow | undefined> {
  const [row] = await db
    .update(drivers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(drivers.teamId, teamId), eq(drivers.id, id)))
    .returning();
  return row;
}

export async function deleteDriver(db: Executor, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(drivers)
    .where(and(eq(drivers.teamId, teamId), eq(drivers.id, id)))
    .returning({ id: drivers.id });
  return rows.length > 0;
}
