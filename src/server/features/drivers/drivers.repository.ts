import { asc, eq, sql } from 'drizzle-orm';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { drivers } from '../../db/schema';

export type DriverRow = typeof drivers.$inferSelect;
export type NewDriver = Omit<typeof drivers.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;
export type DriverChanges = Pick<NewDriver, 'name' | 'email' | 'phone' | 'licenseNumber'>;

export async function insertDriver(team: TeamDb, values: NewDriver): Promise<DriverRow> {
  const [row] = await team.db
    .insert(drivers)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Driver could not be created');
  return row;
}

export async function findDriverOfUser(team: TeamDb, userId: string): Promise<DriverRow | undefined> {
  const [row] = await team.db
    .select()
    .from(drivers)
    .where(ofTeam(team, drivers, eq(drivers.userId, userId)))
    .limit(1);
  return row;
}

/** The team's drivers by name (uses drivers_team_name_idx). */
export function driverListQuery(team: TeamDb) {
  return team.db.select().from(drivers).where(ofTeam(team, drivers)).orderBy(asc(drivers.name), asc(drivers.id));
}

export async function listDrivers(team: TeamDb): Promise<DriverRow[]> {
  return driverListQuery(team);
}

export async function findDriver(team: TeamDb, id: string): Promise<DriverRow | undefined> {
  const [row] = await team.db
    .select()
    .from(drivers)
    .where(ofTeam(team, drivers, eq(drivers.id, id)))
    .limit(1);
  return row;
}

export async function updateDriver(team: TeamDb, id: string, changes: DriverChanges): Promise<DriverRow | undefined> {
  const [row] = await team.db
    .update(drivers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ofTeam(team, drivers, eq(drivers.id, id)))
    .returning();
  return row;
}

export async function deleteDriver(team: TeamDb, id: string): Promise<boolean> {
  const rows = await team.db
    .delete(drivers)
    .where(ofTeam(team, drivers, eq(drivers.id, id)))
    .returning({ id: drivers.id });
  return rows.length > 0;
}
