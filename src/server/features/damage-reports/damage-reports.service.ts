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
  createRepairFromReportProblem,
  damageStatusAfterRepairCompleted,
  damageStatusAfterRepairLinked,
  damageStatusAfterRepairRemoved,
  damageStatusAfterRepairStarted,
  damageTransitionProblem,
  type DamageSeverity,
  type DamageStatus,
} from '@shared/damage-reports/damage-reports.rules';
import { transaction, type RequestContext } from '../../auth/request-context';
import {
  deleteDamageReport as deleteDamageReportRow,
  findDamageReport,
  insertDamageReport,
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

async function loadDamageReport(ctx: RequestContext, id: string): Promise<DamageReport> {
  const found = await findDamageReport(ctx.team, id);
  if (!found) throw notFound();
  return toDamageReport(found);
}

export async function getDamageReport(ctx: RequestContext, id: string): Promise<DamageReport> {
  return loadDamageReport(ctx, id);
}

export async function getDamageReportList(
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
  const { items, total } = await listDamageReports(ctx.team, {
    carId: query.carId,
    eventId: query.eventId,
    severity: query.severity,
    status: query.status,
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  return { items: items.map(toDamageReport), total, page: query.page, pageSize: query.pageSize };
}

/** Adds a report; a car or event the team does not have is refused by the report's team keys. */
export async function createDamageReport(ctx: RequestContext, input: DamageReportValues): Promise<DamageReport> {
  const row = await insertDamageReport(ctx.team, { ...input, status: 'reported' });
  return loadDamageReport(ctx, row.id);
}

export async function updateDamageReport(
  ctx: RequestContext,
  id: string,
  input: DamageReportValues,
): Promise<DamageReport> {
  await transaction(ctx, async (ctx) => {
    const current = await lockDamageReport(ctx.team, id);
    if (!current) throw notFound();
    if (current.repairId && input.carId !== current.carId) {
      const message = 'A damage report with a repair stays with its car';
      throw AppError.validation(message, { carId: message });
    }
    await updateDamageReportRow(ctx.team, id, input);
  });
  return loadDamageReport(ctx, id);
}

/** reported → assessed → repair_scheduled → repair_in_progress → repaired, or written off while open. */
export async function changeDamageReportStatus(
  ctx: RequestContext,
  id: string,
  input: ChangeDamageStatusInput,
): Promise<DamageReport> {
  await transaction(ctx, async (ctx) => {
    const current = await lockDamageReport(ctx.team, id);
    if (!current) throw notFound();
    const problem = damageTransitionProblem(current.status, input.status);
    if (problem) throw AppError.conflict(problem);
    await updateDamageReportRow(ctx.team, id, { status: input.status });
  });
  return loadDamageReport(ctx, id);
}

/** Deletes a report; a repair made for it stays, without the link (its team key clears it). */
export async function removeDamageReport(ctx: RequestContext, id: string): Promise<void> {
  if (!(await deleteDamageReportRow(ctx.team, id))) throw notFound();
}

/** A repair as the report it fixes sees it. */
export interface RepairOfDamageReport {
  id: string;
  carId: string;
}

/**
 * Links a repair just made for the report back to it and schedules the report. Run in the
 * transaction that inserted the repair: a report that already has a repair, is repaired or is
 * written off (409), or a repair for another car (400), undoes the whole change.
 */
export async function linkRepairToDamageReport(
  ctx: RequestContext,
  reportId: string,
  repair: RepairOfDamageReport,
): Promise<void> {
  const report = await lockDamageReport(ctx.team, reportId);
  if (!report) {
    const message = 'Damage report not found';
    throw AppError.validation(message, { damageReportId: message });
  }
  const problem = createRepairFromReportProblem(report);
  if (problem) throw AppError.conflict(problem);
  if (report.carId !== repair.carId) {
    const message = 'The repair must be for the damaged car';
    throw AppError.validation(message, { carId: message });
  }
  await updateDamageReportRow(ctx.team, report.id, {
    repairId: repair.id,
    status: damageStatusAfterRepairLinked(report.status),
  });
}

/**
 * The report follows its repair: repair_in_progress when the repair starts, repaired when it is
 * completed. Part of the caller's transaction.
 */
export async function followRepairStatus(ctx: RequestContext, reportId: string, repairStatus: string): Promise<void> {
  const report = await lockDamageReport(ctx.team, reportId);
  if (!report) return;
  const next =
    repairStatus === 'Completed'
      ? damageStatusAfterRepairCompleted(report.status)
      : repairStatus === 'In Progress'
        ? damageStatusAfterRepairStarted(report.status)
        : report.status;
  if (next !== report.status) await updateDamageReportRow(ctx.team, report.id, { status: next });
}

/**
 * The repair fixing the report is going away: the report loses the link and, if the repair was
 * not done, goes back to assessed so a new repair can be scheduled. Part of the caller's
 * transaction.
 */
export async function unlinkRepairFromDamageReport(
  ctx: RequestContext,
  reportId: string,
  repairId: string,
): Promise<void> {
  const report = await lockDamageReport(ctx.team, reportId);
  if (!report || report.repairId !== repairId) return;
  await updateDamageReportRow(ctx.team, report.id, {
    repairId: null,
    status: damageStatusAfterRepairRemoved(report.status),
  });
}
