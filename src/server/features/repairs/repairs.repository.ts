import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { RepairStatusFilter } from '@shared/repairs/repairs.rules';
import type { Executor } from '../../db/client';
import { cars, damageReports, repairs } from '../../db/schema';

export type RepairRow = typeof repairs.$inferSelect;
export type NewRepair = Omit<typeof repairs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type RepairChanges = Partial<Omit<typeof repairs.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>>;

/** The car columns its label is made from. */
export const carLabelColumns = { name: cars.name, year: cars.year, make: cars.make, model: cars.model };

export interface RepairWithLinks {
  repair: RepairRow;
  car: { name: string; year: number | null; make: string | null; model: string | null };
  damageReport: { id: string; title: string; status: string } | null;
}

export async function findRepair(db: Executor, teamId: string, id: string): Promise<RepairWithLinks | undefined> {
  const [row] = await db
    .select({
      repair: repairs,
      car: carLabelColumns,
      damageReportId: damageReports.id,
      damageReportTitle: damageReports.title,
      damageReportStatus: damageReports.status,
    })
    .from(repairs)
    .innerJoin(cars, eq(cars.id, repairs.carId))
    .leftJoin(damageReports, and(eq(damageReports.id, repairs.damageReportId), eq(damageReports.teamId, teamId)))
    .where(and(eq(repairs.teamId, teamId), eq(repairs.id, id)))
    .limit(1);
  if (!row) return undefined;
  return {
    repair: row.repair,
    car: row.car,
    damageReport:
      row.damageReportId && row.damageReportTitle && row.damageReportStatus
        ? { id: row.damageReportId, title: row.damageReportTitle, status: row.damageReportStatus }
        : null,
  };
}

/** Reads the repair and locks it until the transaction ends. */
export async function lockRepair(tx: Executor, teamId: string, id: string): Promise<RepairRow | undefined> {
  const [row] = await tx
    .select()
    .from(repairs)
    .where(and(eq(repairs.teamId, teamId), eq(repairs.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function countTeamRepairs(db: Executor, teamId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(repairs).where(eq(repairs.teamId, teamId));
  return row?.n ?? 0;
}

export async function isTeamCar(db: Executor, teamId: string, carId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.teamId, teamId), eq(cars.id, carId)))
    .limit(1);
  return row !== undefined;
}

export interface RepairListFilter {
  status?: RepairStatusFilter | undefined;
  carId?: string | undefined;
  search?: string | undefined;
  today: string;
  limit: number;
  offset: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function listConditions(teamId: string, filter: RepairListFilter): SQL[] {
  const where: SQL[] = [eq(repairs.teamId, teamId)];
  if (filter.status === 'open') where.push(ne(repairs.status, 'Completed'));
  else if (filter.status) where.push(eq(repairs.status, filter.status));
  if (filter.carId) where.push(eq(repairs.carId, filter.carId));
  if (filter.search) where.push(ilike(repairs.title, `%${escapeLike(filter.search)}%`));
  return where;
}

/**
 * One page of the team's repairs in the list order of `compareRepairsForList`: upcoming
 * (Scheduled or In Progress, dated today or later) first by date, then the rest most recent
 * first (completed ones by completed date), undated last.
 */
export async function listRepairs(db: Executor, teamId: string, filter: RepairListFilter) {
  const where = and(...listConditions(teamId, filter));
  const upcoming = sql`coalesce(${repairs.status} in ('Scheduled', 'In Progress') and ${repairs.scheduledDate} >= ${filter.today}::date, false)`;
  const rows = await db
    .select({
      id: repairs.id,
      carId: repairs.carId,
      title: repairs.title,
      status: repairs.status,
      scheduledDate: repairs.scheduledDate,
      completedDate: repairs.completedDate,
      estimatedCostCents: repairs.estimatedCostCents,
      actualCostCents: repairs.actualCostCents,
      damageReportId: repairs.damageReportId,
      car: carLabelColumns,
    })
    .from(repairs)
    .innerJoin(cars, eq(cars.id, repairs.carId))
    .where(where)
    .orderBy(
      desc(upcoming),
      sql`case when ${upcoming} then ${repairs.scheduledDate} end asc`,
      sql`case when ${repairs.status} = 'Completed' then coalesce(${repairs.completedDate}, ${repairs.scheduledDate}) else ${repairs.scheduledDate} end desc nulls last`,
      asc(repairs.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(repairs).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertRepair(db: Executor, values: NewRepair): Promise<RepairRow> {
  const [row] = await db.insert(repairs).values(values).returning();
  if (!row) throw new Error('Repair could not be created');
  return row;
}

export async function updateRepair(
  db: Executor,
  teamId: string,
  id: string,
  changes: RepairChanges,
): Promise<RepairRow | undefined> {
  const [row] = await db
    .update(repairs)
    .set(changes)
    .where(and(eq(repairs.teamId, teamId), eq(repairs.id, id)))
    .returning();
  return row;
}

export async function deleteRepair(db: Executor, teamId: string, id: string): Promise<RepairRow | undefined> {
  const [row] = await db
    .delete(repairs)
    .where(and(eq(repairs.teamId, teamId), eq(repairs.id, id)))
    .returning();
  return row;
}

/** Adds an image key unless the repair already holds `max` images; null when refused or missing. */
export async function appendRepairImage(
  db: Executor,
  teamId: string,
  id: string,
  key: string,
  max: number,
): Promise<RepairRow | undefined> {
  const [row] = await db
    .update(repairs)
    .set({ images: sql`array_append(${repairs.images}, ${key}::text)` })
    .where(
      and(eq(repairs.teamId, teamId), eq(repairs.id, id), sql`coalesce(array_length(${repairs.images}, 1), 0) < ${max}`),
    )
    .returning();
  return row;
}

export async function removeRepairImage(
  db: Executor,
  teamId: string,
  id: string,
  key: string,
): Promise<RepairRow | undefined> {
  const [row] = await db
    .update(repairs)
    .set({ images: sql`array_remove(${repairs.images}, ${key}::text)` })
    .where(and(eq(repairs.teamId, teamId), eq(repairs.id, id)))
    .returning();
  return row;
}

/** Unlinks repairs from a damage report that is going away. */
export async function unlinkRepairsFromDamageReport(db: Executor, teamId: string, damageReportId: string): Promise<void> {
  await db
    .update(repairs)
    .set({ damageReportId: null })
    .where(and(eq(repairs.teamId, teamId), eq(repairs.damageReportId, damageReportId)));
}

export async function findRepairsByIds(db: Executor, teamId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: repairs.id, title: repairs.title, status: repairs.status })
    .from(repairs)
    .where(and(eq(repairs.teamId, teamId), inArray(repairs.id, ids)));
}
