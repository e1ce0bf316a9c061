import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, ne, not, sql, type SQL } from 'drizzle-orm';
import type { RepairStatusFilter } from '@shared/repairs/repairs.rules';
import { containsPattern } from '../../db/search';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { TeamFigures } from '../../db/team-figures';
import { cars, damageReports, repairs } from '../../db/schema';

export type RepairRow = typeof repairs.$inferSelect;
export type NewRepair = Omit<typeof repairs.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;
export type RepairChanges = Partial<NewRepair>;

/** The car columns its label is made from. */
export const carLabelColumns = { name: cars.name, year: cars.year, make: cars.make, model: cars.model };

export interface RepairWithLinks {
  repair: RepairRow;
  car: { name: string; year: number | null; make: string | null; model: string | null };
  damageReport: { id: string; title: string; status: string } | null;
}

/** The repair with its car's label and the title and status of the damage report it fixes. */
export async function findRepair(team: TeamDb, id: string): Promise<RepairWithLinks | undefined> {
  const [row] = await team.db
    .select({
      repair: repairs,
      car: carLabelColumns,
      damageReportId: damageReports.id,
      damageReportTitle: damageReports.title,
      damageReportStatus: damageReports.status,
    })
    .from(repairs)
    .innerJoin(cars, teamKeyJoin(cars, repairs.teamId, repairs.carId))
    .leftJoin(damageReports, teamKeyJoin(damageReports, repairs.teamId, repairs.damageReportId))
    .where(ofTeam(team, repairs, eq(repairs.id, id)))
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
export async function lockRepair(team: TeamDb, id: string): Promise<RepairRow | undefined> {
  const [row] = await team.db
    .select()
    .from(repairs)
    .where(ofTeam(team, repairs, eq(repairs.id, id)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * How many repairs the team has, counting no further than `cap`: enough for a plan limit
 * check, and cheap however many repairs a paid team keeps.
 */
export async function countTeamRepairs(team: TeamDb, cap: number): Promise<number> {
  const capped = team.db.select({ id: repairs.id }).from(repairs).where(ofTeam(team, repairs)).limit(cap).as('capped');
  const [row] = await team.db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

export interface RepairListFilter {
  status?: RepairStatusFilter | undefined;
  carId?: string | undefined;
  search?: string | undefined;
  today: string;
  limit: number;
  offset: number;
}

function listConditions(filter: RepairListFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.status === 'open') where.push(ne(repairs.status, 'Completed'));
  else if (filter.status) where.push(eq(repairs.status, filter.status));
  if (filter.carId) where.push(eq(repairs.carId, filter.carId));
  if (filter.search) where.push(ilike(repairs.title, containsPattern(filter.search)));
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
export async function listRepairs(team: TeamDb, filter: RepairListFilter) {
  const base = listConditions(filter);
  const upcoming = and(
    inArray(repairs.status, ['Scheduled', 'In Progress']),
    gte(repairs.scheduledDate, filter.today),
  ) as SQL;
  const datedRest = and(isNotNull(repairs.scheduledDate), not(upcoming)) as SQL;
  const undated = isNull(repairs.scheduledDate);

  // Kept until the team's repairs change.
  const { status, carId, search, today } = filter;
  const counts = await new TeamFigures(team, 'repairs').get(
    `segments ${JSON.stringify({ status, carId, search, today })}`,
    async () => {
      const [row] = await team.db
        .select({
          total: count(),
          upcoming: sql<number>`(count(*) filter (where ${upcoming}))::int`,
          undated: sql<number>`(count(*) filter (where ${undated}))::int`,
        })
        .from(repairs)
        .where(ofTeam(team, repairs, ...base));
      return row;
    },
  );
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
    rows.push(...(await readSegment(team, [...base, segment.where], segment.order, filter.limit - rows.length, skip)));
    skip = 0;
  }
  return { rows, total };
}

function readSegment(team: TeamDb, where: SQL[], order: SQL[], limit: number, offset: number) {
  // The page of repairs is picked first, then joined to its cars.
  const page = team.db
    .select({ id: repairs.id })
    .from(repairs)
    .where(ofTeam(team, repairs, ...where))
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  return team.db
    .select(listColumns)
    .from(page)
    .innerJoin(repairs, ofTeam(team, repairs, eq(repairs.id, page.id)))
    .innerJoin(cars, teamKeyJoin(cars, repairs.teamId, repairs.carId))
    .orderBy(...order);
}

export async function insertRepair(team: TeamDb, values: NewRepair): Promise<RepairRow> {
  const [row] = await insertRepairs(team, [values]);
  if (!row) throw new Error('Repair could not be created');
  return row;
}

/** Several repairs in one statement (an import's batch). */
export async function insertRepairs(team: TeamDb, values: readonly NewRepair[]): Promise<RepairRow[]> {
  if (values.length === 0) return [];
  return team.db
    .insert(repairs)
    .values(values.map((v) => ({ ...v, teamId: team.teamId })))
    .returning();
}

export async function updateRepair(team: TeamDb, id: string, changes: RepairChanges): Promise<RepairRow | undefined> {
  const [row] = await team.db
    .update(repairs)
    .set(changes)
    .where(ofTeam(team, repairs, eq(repairs.id, id)))
    .returning();
  return row;
}

export async function deleteRepair(team: TeamDb, id: string): Promise<RepairRow | undefined> {
  const [row] = await team.db
    .delete(repairs)
    .where(ofTeam(team, repairs, eq(repairs.id, id)))
    .returning();
  return row;
}

/** Adds an image key unless the repair already holds `max` images; null when refused or missing. */
export async function appendRepairImage(
  team: TeamDb,
  id: string,
  key: string,
  max: number,
): Promise<RepairRow | undefined> {
  const [row] = await team.db
    .update(repairs)
    .set({ images: sql`array_append(${repairs.images}, ${key}::text)` })
    .where(ofTeam(team, repairs, eq(repairs.id, id), sql`coalesce(array_length(${repairs.images}, 1), 0) < ${max}`))
    .returning();
  return row;
}

export async function removeRepairImage(team: TeamDb, id: string, key: string): Promise<RepairRow | undefined> {
  const [row] = await team.db
    .update(repairs)
    .set({ images: sql`array_remove(${repairs.images}, ${key}::text)` })
    .where(ofTeam(team, repairs, eq(repairs.id, id)))
    .returning();
  return row;
}

/** Repairs of each car whose status is not Completed. */
export function openRepairsOfCarsQuery(team: TeamDb, carIds: string[]) {
  return team.db
    .select({ carId: repairs.carId, n: count() })
    .from(repairs)
    .where(ofTeam(team, repairs, inArray(repairs.carId, carIds), ne(repairs.status, 'Completed')))
    .groupBy(repairs.carId);
}

/** The car's repairs, newest scheduled first (unscheduled ones first of all), `limit` from the `offset`th. */
export function repairsOfCarQuery(team: TeamDb, carId: string, limit: number, offset = 0) {
  return team.db
    .select({
      id: repairs.id,
      title: repairs.title,
      status: repairs.status,
      scheduledDate: repairs.scheduledDate,
      completedDate: repairs.completedDate,
      actualCostCents: repairs.actualCostCents,
    })
    .from(repairs)
    .where(ofTeam(team, repairs, eq(repairs.carId, carId)))
    .orderBy(sql`${repairs.scheduledDate} desc nulls first`, desc(repairs.createdAt), desc(repairs.id))
    .limit(limit)
    .offset(offset);
}

export async function countRepairsOfCar(team: TeamDb, carId: string): Promise<number> {
  const [row] = await team.db
    .select({ n: count() })
    .from(repairs)
    .where(ofTeam(team, repairs, eq(repairs.carId, carId)));
  return row?.n ?? 0;
}
