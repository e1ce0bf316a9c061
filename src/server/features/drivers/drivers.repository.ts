import { asc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OptionsFilter } from '@shared/lib/options.contract';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { drivers } from '../../db/schema';
import { pickerOptionsQuery } from '../../platform/picker-options';

export type DriverRow = typeof drivers.$inferSelect;
export type NewDriver = Omit<typeof drivers.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;
export type DriverChanges = Pick<NewDriver, 'name' | 'email' | 'phone' | 'licenseNumber'>;

export async function insertDriver(team: TeamDb, values: NewDriver): Promise<DriverRow> {
  const [row] = await insertDrivers(team, [values]);
  if (!row) throw new Error('Driver could not be created');
  return row;
}

/** Several drivers in one statement (an import's batch). */
export async function insertDrivers(team: TeamDb, values: readonly NewDriver[]): Promise<DriverRow[]> {
  if (values.length === 0) return [];
  return team.db
    .insert(drivers)
    .values(values.map((v) => ({ ...v, teamId: team.teamId })))
    .returning();
}

export async function findDriverOfUser(team: TeamDb, userId: string): Promise<DriverRow | undefined> {
  const [row] = await team.db
    .select()
    .from(drivers)
    .where(ofTeam(team, drivers, eq(drivers.userId, userId)))
    .limit(1);
  return row;
}

/** The team's active drivers by name, or the archived ones (uses drivers_team_name_idx). */
export function driverListQuery(team: TeamDb, archived = false) {
  return team.db
    .select()
    .from(drivers)
    .where(ofTeam(team, drivers, archived ? isNotNull(drivers.archivedAt) : isNull(drivers.archivedAt)))
    .orderBy(asc(drivers.name), asc(drivers.id));
}

export async function listDrivers(team: TeamDb, archived = false): Promise<DriverRow[]> {
  return driverListQuery(team, archived);
}

/**
 * The active drivers of a picker: the first `limit` by name whose name matches the search, plus
 * those among `ids` (uses drivers_team_name_idx).
 */
export function driverOptionsQuery(team: TeamDb, filter: OptionsFilter) {
  return pickerOptionsQuery(
    () => team.db.select({ id: drivers.id, name: drivers.name }).from(drivers).$dynamic(),
    filter,
    {
      scope: ofTeam(team, drivers, isNull(drivers.archivedAt)),
      match: (pattern) => ilike(drivers.name, pattern),
      id: drivers.id,
      order: () => [asc(drivers.name), asc(drivers.id)],
    },
  );
}

export const listDriverOptions = (team: TeamDb, filter: OptionsFilter) => driverOptionsQuery(team, filter);

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

/** The driver, locked until the end of the transaction (archiving, restoring or deleting it). */
export async function lockDriver(team: TeamDb, id: string): Promise<DriverRow | undefined> {
  const [row] = await team.db
    .select()
    .from(drivers)
    .where(ofTeam(team, drivers, eq(drivers.id, id)))
    .limit(1)
    .for('update');
  return row;
}

/** Archives the driver (now) or restores it (null). */
export async function setDriverArchivedAt(
  team: TeamDb,
  id: string,
  archivedAt: Date | null,
): Promise<DriverRow | undefined> {
  const [row] = await team.db
    .update(drivers)
    .set({ archivedAt, updatedAt: sql`now()` })
    .where(ofTeam(team, drivers, eq(drivers.id, id)))
    .returning();
  return row;
}
