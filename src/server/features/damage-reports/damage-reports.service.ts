import { AppError } from '@shared/lib/app-error';
import { pageOffset } from '@shared/lib/pagination';
import { carLabel } from '@shared/cars/car-label.rules';
import type {
  ChangeDamageStatusInput,
  DamageReport,
  DamageReportList,
  DamageReportValues,
} from '@shared/damage-reports/damage-reports.contract';
import {
  damageTransitionProblem,
  type DamageSeverity,
  type DamageStatus,
} from '@shared/damage-reports/damage-reports.rules';
import type { RequestContext } from '../../auth/request-context';
import type { Database, Executor } from '../../db/client';
import { isTeamCar, unlinkRepairsFromDamageReport } from '../repairs/repairs.repository';
import {
  deleteDamageReport as deleteDamageReportRow,
  findDamageReport,
  insertDamageReport,
  isTeamEvent,
  listDamageReports,
  lockDamageReport,
  updateDamageReport as updateDamageReportRow,
  type DamageReportWithLinks,
} from './damage-reports.repository';

const notFound = () => AppError.notFound('Damage report');

export function toDamageReport({ report, car, eventTitle, repair }: DamageReportWithLinks): DamageReport {
  return {
    id: report.id,
    title: report.title,
    severity: report.severity,
    status: report.status,
    damageLocation: report.damageLocation,
    discoveredDate: report.discoveredDate,
    description: report.description,
    sourceType: report.sourceType,
    driveability: report.driveability,
    estimatedRepairCostCents: report.estimatedRepairCostCents,
    carId: report.carId,
    carLabel: carLabel(car),
    eventId: report.eventId,
    eventTitle,
    repairId: repair?.id ?? null,
    repair,
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
  };
}

async function loadDamageReport(db: Executor, teamId: string, id: string): Promise<DamageReport> {
  const found = await findDamageReport(db, teamId, id);
  if (!found) throw notFound();
  return toDamageReport(found);
}

/** Only the team's own cars and events can be reported on. */
async function checkOwnership(db: Executor, teamId: string, input: DamageReportValues): Promise<void> {
  if (!(await isTeamCar(db, teamId, input.carId))) {
    throw AppError.validation('Choose one of your cars', { carId: 'Choose one of your cars' });
  }
  if (input.eventId && !(await isTeamEvent(db, teamId, input.eventId))) {
    throw AppError.validation('Choose one of your events', { eventId: 'Choose one of your events' });
  }
}

export async function getDamageReport(db: Database, ctx: RequestContext, id: string): Promise<DamageReport> {
  return loadDamageReport(db, ctx.teamId, id);
}

export async function getDamageReportList(
  db: Database,
  ctx: RequestContext,
  query: {
    page: number;
    pageSize: number;
    carId?: string | undefined;
    eventId?: string | undefined;
    severity?: DamageSeverity | undefined;
    status?: DamageStatus | undefined;
  },
): Promise<DamageReportList> {
  const { items, total } = await listDamageReports(db, ctx.teamId, {
    carId: query.carId,
    eventId: query.eventId,
    severity: query.severity,
    status: query.status,
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  return { items: items.map(toDamageReport), total, page: query.page, pageSize: query.pageSize };
}

export async function createDamageReport(
  db: Database,
  ctx: RequestContext,
  input: DamageReportValues,
): Promise<DamageReport> {
  await checkOwnership(db, ctx.teamId, input);
  const row = await insertDamageReport(db, { ...input, teamId: ctx.teamId, status: 'reported' });
  return loadDamageReport(db, ctx.teamId, row.id);
}

export async function updateDamageReport(
  db: Database,
  ctx: RequestContext,
  id: string,
  input: DamageReportValues,
): Promise<DamageReport> {
  await db.transaction(async (tx) => {
    const current = await lockDamageReport(tx, ctx.teamId, id);
    if (!current) throw notFound();
    await checkOwnership(tx, ctx.teamId, input);
    if (current.repairId && input.carId !== current.carId) {
      const message = 'A damage report with a repair stays with its car';
      throw AppError.validation(message, { carId: message });
    }
    await updateDamageReportRow(tx, ctx.teamId, id, input);
  });
  return loadDamageReport(db, ctx.teamId, id);
}

/** reported → assessed → repair_scheduled → repair_in_progress → repaired, or written off while open. */
export async function changeDamageReportStatus(
  db: Database,
  ctx: RequestContext,
  id: string,
  input: ChangeDamageStatusInput,
): Promise<DamageReport> {
  await db.transaction(async (tx) => {
    const current = await lockDamageReport(tx, ctx.teamId, id);
    if (!current) throw notFound();
    const problem = damageTransitionProblem(current.status, input.status);
    if (problem) throw AppError.conflict(problem);
    await updateDamageReportRow(tx, ctx.teamId, id, { status: input.status });
  });
  return loadDamageReport(db, ctx.teamId, id);
}

/** Deletes a report; a repair made for it stays, without the link. */
export async function removeDamageReport(db: Database, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockDamageReport(tx, ctx.teamId, id);
    if (!current) throw notFound();
    await unlinkRepairsFromDamageReport(tx, ctx.teamId, id);
    await deleteDamageReportRow(tx, ctx.teamId, id);
  });
}
