import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, ne, not, sql, type SQL } from 'drizzle-orm';
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

/**
 * How many repairs the team has, counting no further than `cap`: enough for a plan limit
 * check, and cheap however many repairs a paid team keeps.
 */
export async function countTeamRepairs(db: Executor, teamId: string, cap: number): Promise<number> {
  const capped = db.select({ id: repairs.id }).from(repairs).where(eq(repairs.teamId, teamId)).limit(cap).as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
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

const listColumns = {
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
};

/**
 * One page of the team's repairs in the order of `compareRepairsForList`, read as three
 * index-ordered segments instead of sorting every repair of the team:
 * upcoming (Scheduled or In Progress from today on) by date ascending, then the other dated
 * repairs by date descending, then the undated ones.
 */
export async function listRepairs(db: Executor, teamId: string, filter: RepairListFilter) {
  const base = listConditions(teamId, filter);
  const upcoming = and(
    inArray(repairs.status, ['Scheduled', 'In Progress']),
    gte(repairs.scheduledDate, filter.today),
  ) as SQL;
  const datedRest = and(isNotNull(repairs.scheduledDate), not(upcoming)) as SQL;
  const undated = isNull(repairs.scheduledDate);

  const [counts] = await db
    .select({
      total: count(),
      upcoming: sql<number>`(count(*) filter (where ${upcoming}))::int`,
      undated: sql<number>`(count(*) filter (where ${undated}))::int`,
    })
    .from(repairs)
    .where(and(...base));
  const total = counts?.total ?? 0;
  const sizes = [counts?.upcoming ?? 0, total - (counts?.upcoming ?? 0) - (counts?.undated ?? 0), counts?.undated ?? 0];
  const segments: { where: SQL; order: SQL[] }[] = [
    { where: upcoming, order: [asc(repairs.scheduledDate), asc(repairs.id)] },
    { where: datedRest, order: [desc(repairs.scheduledDate), asc(repairs.id)] },
    { where: undated, order: [asc(repairs.id)] },
  ];

  const rows: Awaited<ReturnType<typeof readSegment>> = [];
  let skip = filter.offset;
  for (const [i, segment] of segments.entries()) {
    const size = sizes[i] ?? 0;
    if (rows.length >= filter.limit) break;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    rows.push(...(await readSegment(db, [...base, segment.where], segment.order, filter.limit - rows.length, skip)));
    skip = 0;
  }
  return { rows, total };
}

function readSegment(db: Executor, where: SQL[], order: SQL[], limit: number, offset: number) {
  // The page of repairs is picked first, then joined to its cars.
  const page = db
    .select({ id: repairs.id })
    .from(repairs)
    .where(and(...where))
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select(listColumns)
    .from(page)
    .innerJoin(repairs, eq(repairs.id, page.id))
    .innerJoin(cars, eq(cars.id, repairs.carId))
    .orderBy(...order);
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
