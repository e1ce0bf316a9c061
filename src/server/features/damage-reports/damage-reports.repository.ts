import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { DamageSeverity, DamageStatus } from '@shared/damage-reports/damage-reports.rules';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { TeamFigures } from '../../db/team-figures';
import { cars, damageReports, events, repairs } from '../../db/schema';

export type DamageReportRow = typeof damageReports.$inferSelect;
export type NewDamageReport = Omit<typeof damageReports.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;
export type DamageReportChanges = Partial<NewDamageReport>;

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

/** Reports with their car's label, their event's title and their repair's title and status. */
function joinedSelect(team: TeamDb) {
  return team.db
    .select({
      report: damageReports,
      car: carColumns,
      eventTitle: events.title,
      repairId: repairs.id,
      repairTitle: repairs.title,
      repairStatus: repairs.status,
    })
    .from(damageReports)
    .innerJoin(cars, teamKeyJoin(cars, damageReports.teamId, damageReports.carId))
    .leftJoin(events, teamKeyJoin(events, damageReports.teamId, damageReports.eventId))
    .leftJoin(repairs, teamKeyJoin(repairs, damageReports.teamId, damageReports.repairId));
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

export async function findDamageReport(team: TeamDb, id: string): Promise<DamageReportWithLinks | undefined> {
  const [row] = await joinedSelect(team)
    .where(ofTeam(team, damageReports, eq(damageReports.id, id)))
    .limit(1);
  return row ? toWithLinks(row) : undefined;
}

/** Reads the report and locks it until the transaction ends. */
export async function lockDamageReport(team: TeamDb, id: string): Promise<DamageReportRow | undefined> {
  const [row] = await team.db
    .select()
    .from(damageReports)
    .where(ofTeam(team, damageReports, eq(damageReports.id, id)))
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
export async function listDamageReports(team: TeamDb, filter: DamageReportListFilter) {
  const where: SQL[] = [];
  if (filter.carId) where.push(eq(damageReports.carId, filter.carId));
  if (filter.eventId) where.push(eq(damageReports.eventId, filter.eventId));
  if (filter.severity) where.push(eq(damageReports.severity, filter.severity));
  if (filter.status) where.push(eq(damageReports.status, filter.status));
  const { carId, eventId, severity, status } = filter;
  const [rows, total] = await Promise.all([
    joinedSelect(team)
      .where(ofTeam(team, damageReports, ...where))
      .orderBy(desc(damageReports.discoveredDate), desc(damageReports.createdAt), desc(damageReports.id))
      .limit(filter.limit)
      .offset(filter.offset),
    // Kept until the team's damage reports change.
    new TeamFigures(team, 'damage_reports').get(
      `matching ${JSON.stringify({ carId, eventId, severity, status })}`,
      async () => {
        const [row] = await team.db
          .select({ n: count() })
          .from(damageReports)
          .where(ofTeam(team, damageReports, ...where));
        return row?.n ?? 0;
      },
    ),
  ]);
  return { items: rows.map(toWithLinks), total };
}

export async function insertDamageReport(team: TeamDb, values: NewDamageReport): Promise<DamageReportRow> {
  const [row] = await team.db
    .insert(damageReports)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Damage report could not be created');
  return row;
}

export async function updateDamageReport(
  team: TeamDb,
  id: string,
  changes: DamageReportChanges,
): Promise<DamageReportRow | undefined> {
  const [row] = await team.db
    .update(damageReports)
    .set(changes)
    .where(ofTeam(team, damageReports, eq(damageReports.id, id)))
    .returning();
  return row;
}

/** Deletes the report; a repair that fixed it loses the link through its team key (ON DELETE SET NULL). */
export async function deleteDamageReport(team: TeamDb, id: string): Promise<DamageReportRow | undefined> {
  const [row] = await team.db
    .delete(damageReports)
    .where(ofTeam(team, damageReports, eq(damageReports.id, id)))
    .returning();
  return row;
}
