import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { drivers } from '../../db/schema';

export type DriverRow = typeof drivers.$inferSelect;
export type NewDriver = Omit<typeof drivers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

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
