import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DamageSeverity, DamageStatus } from '@shared/damage-reports/damage-reports.rules';
import type { Executor } from '../../db/client';
import { cars, damageReports, events, repairs } from '../../db/schema';

export type DamageReportRow = typeof damageReports.$inferSelect;
export type NewDamageReport = Omit<typeof damageReports.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type DamageReportChanges = Partial<
  Omit<typeof damageReports.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>
>;

const carColumns = { name: cars.name, year: cars.year, make: cars.make, model: cars.model };

export interface DamageReportWithLinks {
  report: DamageReportRow;
  car: { name: string; year: number | null; make: string | null; model: string | null };
  eventTitle: string | null;
  repair: { id: string; title: string; status: string } | null;
}

interface JoinedRow {
  report: DamageReportRow;
  car: DamageReportWithLinks['car'];
  eventTitle: string | null;
  repairId: string | null;
  repairTitle: string | null;
  repairStatus: string | null;
}

function joinedSelect(db: Executor, teamId: string) {
  return db
    .select({
      report: damageReports,
      car: carColumns,
      eventTitle: events.title,
      repairId: repairs.id,
      repairTitle: repairs.title,
      repairStatus: repairs.status,
    })
    .from(damageReports)
    .innerJoin(cars, eq(cars.id, damageReports.carId))
    .leftJoin(events, and(eq(events.id, damageReports.eventId), eq(events.teamId, teamId)))
    .leftJoin(repairs, and(eq(repairs.id, damageReports.repairId), eq(repairs.teamId, teamId)));
}

function toWithLinks(row: JoinedRow): DamageReportWithLinks {
  return {
    report: row.report,
    car: row.car,
    eventTitle: row.eventTitle,
    repair:
      row.repairId && row.repairTitle !== null && row.repairStatus !== null
        ? { id: row.repairId, title: row.repairTitle, status: row.repairStatus }
        : null,
  };
}

export async function findDamageReport(
  db: Executor,
  teamId: string,
  id: string,
): Promise<DamageReportWithLinks | undefined> {
  const [row] = await joinedSelect(db, teamId)
    .where(and(eq(damageReports.teamId, teamId), eq(damageReports.id, id)))
    .limit(1);
  return row ? toWithLinks(row) : undefined;
}

/** Reads the report and locks it until the transaction ends. */
export async function lockDamageReport(
  tx: Executor,
  teamId: string,
  id: string,
): Promise<DamageReportRow | undefined> {
  const [row] = await tx
    .select()
    .from(damageReports)
    .where(and(eq(damageReports.teamId, teamId), eq(damageReports.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export interface DamageReportListFilter {
  carId?: string | undefined;
  eventId?: string | undefined;
  severity?: DamageSeverity | undefined;
  status?: DamageStatus | undefined;
  limit: number;
  offset: number;
}

/** One page of the team's reports, most recently discovered first. */
export async function listDamageReports(db: Executor, teamId: string, filter: DamageReportListFilter) {
  const where: SQL[] = [eq(damageReports.teamId, teamId)];
  if (filter.carId) where.push(eq(damageReports.carId, filter.carId));
  if (filter.eventId) where.push(eq(damageReports.eventId, filter.eventId));
  if (filter.severity) where.push(eq(damageReports.severity, filter.severity));
  if (filter.status) where.push(eq(damageReports.status, filter.status));
  const rows = await joinedSelect(db, teamId)
    .where(and(...where))
    .orderBy(desc(damageReports.discoveredDate), desc(damageReports.createdAt), desc(damageReports.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db
    .select({ n: count() })
    .from(damageReports)
    .where(and(...where));
  return { items: rows.map(toWithLinks), total: total?.n ?? 0 };
}

export async function insertDamageReport(db: Executor, values: NewDamageReport): Promise<DamageReportRow> {
  const [row] = await db.insert(damageReports).values(values).returning();
  if (!row) throw new Error('Damage report could not be created');
  return row;
}

export async function updateDamageReport(
  db: Executor,
  teamId: string,
  id: string,
  changes: DamageReportChanges,
): Promise<DamageReportRow | undefined> {
  const [row] = await db
    .update(damageReports)
    .set(changes)
    .where(and(eq(damageReports.teamId, teamId), eq(damageReports.id, id)))
    .returning();
  return row;
}

export async function deleteDamageReport(
  db: Executor,
  teamId: string,
  id: string,
): Promise<DamageReportRow | undefined> {
  const [row] = await db
    .delete(damageReports)
    .where(and(eq(damageReports.teamId, teamId), eq(damageReports.id, id)))
    .returning();
  return row;
}

export async function isTeamEvent(db: Executor, teamId: string, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.teamId, teamId), eq(events.id, eventId)))
    .limit(1);
  return row !== undefined;
}
