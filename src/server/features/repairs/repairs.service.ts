import { AppError } from '@shared/lib/app-error';
import { todayIso } from '@shared/lib/dates';
import { pageOffset, type PageQuery } from '@shared/lib/pagination';
import { carLabel } from '@shared/cars/car-label.rules';
import {
  createRepairFromReportProblem,
  damageStatusAfterRepairCompleted,
  damageStatusAfterRepairLinked,
  damageStatusAfterRepairRemoved,
  damageStatusAfterRepairStarted,
} from '@shared/damage-reports/damage-reports.rules';
import type {
  ChangeRepairStatus,
  CreateRepair,
  Repair,
  RepairList,
  RepairListItem,
  UpdateRepair,
} from '@shared/repairs/repairs.contract';
import { maxRepairImages, repairTransitionProblem, type RepairStatusFilter } from '@shared/repairs/repairs.rules';
import { freePlanLimits, isAtPlanLimit, isPaidPlan } from '@shared/subscription/subscription.rules';
import type { RequestContext } from '../../auth/request-context';
import type { Database, Executor } from '../../db/client';
import { deleteImage, fileUrl, storeImage } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import { lockDamageReport, updateDamageReport } from '../damage-reports/damage-reports.repository';
import { enforcePlanLimit, getTeamPlan } from '../subscription/subscription.service';
import {
  appendRepairImage,
  countTeamRepairs,
  deleteRepair as deleteRepairRow,
  findRepair,
  insertRepair,
  isTeamCar,
  listRepairs,
  lockRepair,
  removeRepairImage,
  updateRepair as updateRepairRow,
  type RepairWithLinks,
} from './repairs.repository';

const notFound = () => AppError.notFound('Repair');
const chooseCar = () => AppError.validation('Choose one of your cars', { carId: 'Choose one of your cars' });

/** Stored keys look like `{teamId}/repairs/{uuid}.webp`; the uuid is the image's id. */
function imageIdOf(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1).replace(/\.webp$/, '');
}

function thumbnailKeyOf(key: string): string {
  return key.replace(/\.webp$/, '-thumb.webp');
}

function toImages(keys: string[]): Repair['images'] {
  return keys.map((key) => ({
    id: imageIdOf(key),
    url: fileUrl(key) ?? '',
    thumbnailUrl: fileUrl(thumbnailKeyOf(key)) ?? '',
  }));
}

export function toRepair({ repair, car, damageReport }: RepairWithLinks): Repair {
  return {
    id: repair.id,
    carId: repair.carId,
    carLabel: carLabel(car),
    title: repair.title,
    status: repair.status,
    scheduledDate: repair.scheduledDate,
    completedDate: repair.completedDate,
    estimatedCostCents: repair.estimatedCostCents,
    actualCostCents: repair.actualCostCents,
    damageReportId: repair.damageReportId,
    description: repair.description,
    parts: repair.parts,
    intervalMiles: repair.intervalMiles,
    intervalHours: repair.intervalHours,
    notes: repair.notes,
    images: toImages(repair.images),
    damageReport,
    createdAt: repair.createdAt.toISOString(),
    updatedAt: repair.updatedAt.toISOString(),
  };
}

async function loadRepair(db: Executor, teamId: string, id: string): Promise<Repair> {
  const found = await findRepair(db, teamId, id);
  if (!found) throw notFound();
  return toRepair(found);
}

export async function getRepair(db: Database, ctx: RequestContext, id: string): Promise<Repair> {
  return loadRepair(db, ctx.teamId, id);
}

export async function getRepairList(
  db: Database,
  ctx: RequestContext,
  query: PageQuery & { status?: RepairStatusFilter | undefined; carId?: string | undefined; search?: string | undefined; today?: string | undefined },
): Promise<RepairList> {
  const { rows, total } = await listRepairs(db, ctx.teamId, {
    status: query.status,
    carId: query.carId,
    search: query.search || undefined,
    today: query.today ?? todayIso(),
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  // Only a free team can be at a limit; paid teams skip the count.
  const plan = await getTeamPlan(db, ctx.teamId);
  const atPlanLimit = !isPaidPlan(plan) && isAtPlanLimit(plan, 'repairs', await countTeamRepairs(db, ctx.teamId, freePlanLimits.repairs));
  const items: RepairListItem[] = rows.map(({ car, ...row }) => ({ ...row, carLabel: carLabel(car) }));
  return {
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
    atPlanLimit,
  };
}

/**
 * Adds a repair within the plan's limit. With a damage report, the repair is for the
 * report's car, and the report is linked back and scheduled in the same transaction.
 */
export async function createRepair(db: Database, ctx: RequestContext, input: CreateRepair): Promise<Repair> {
  const id = await db.transaction(async (tx) => {
    await enforcePlanLimit(tx, ctx.teamId, 'repairs', () => countTeamRepairs(tx, ctx.teamId, freePlanLimits.repairs));
    if (!(await isTeamCar(tx, ctx.teamId, input.carId))) throw chooseCar();
    const { damageReportId, ...fields } = input;
    const report = damageReportId ? await lockDamageReport(tx, ctx.teamId, damageReportId) : undefined;
    if (damageReportId && !report) {
      throw AppError.validation('Choose one of your damage reports', {
        damageReportId: 'Choose one of your damage reports',
      });
    }
    if (report) {
      const problem = createRepairFromReportProblem(report);
      if (problem) throw AppError.conflict(problem);
      if (report.carId !== input.carId) {
        const message = 'The repair must be for the damaged car';
        throw AppError.validation(message, { carId: message });
      }
    }
    const repair = await insertRepair(tx, {
      ...fields,
      teamId: ctx.teamId,
      status: 'Scheduled',
      damageReportId: report?.id ?? null,
    });
    if (report) {
      await updateDamageReport(tx, ctx.teamId, report.id, {
        repairId: repair.id,
        status: damageStatusAfterRepairLinked(report.status),
      });
    }
    return repair.id;
  });
  return loadRepair(db, ctx.teamId, id);
}

export async function updateRepair(db: Database, ctx: RequestContext, id: string, input: UpdateRepair): Promise<Repair> {
  await db.transaction(async (tx) => {
    const current = await lockRepair(tx, ctx.teamId, id);
    if (!current) throw notFound();
    if (!(await isTeamCar(tx, ctx.teamId, input.carId))) throw chooseCar();
    if (current.damageReportId && input.carId !== current.carId) {
      const message = 'A repair for a damage report stays with the damaged car';
      throw AppError.validation(message, { carId: message });
    }
    const { completedDate, ...fields } = input;
    if (current.status === 'Completed' && completedDate === null) {
      throw AppError.validation('Completed date is required', { completedDate: 'Completed date is required' });
    }
    await updateRepairRow(tx, ctx.teamId, id, {
      ...fields,
      completedDate: current.status === 'Completed' ? completedDate : null,
    });
  });
  return loadRepair(db, ctx.teamId, id);
}

/**
 * Moves a repair forwards (Scheduled → In Progress → Completed). Completing records the
 * completed date and actual cost. A linked damage report follows in the same transaction:
 * repair_in_progress when the repair starts, repaired when it is completed.
 */
export async function changeRepairStatus(
  db: Database,
  ctx: RequestContext,
  id: string,
  input: ChangeRepairStatus,
): Promise<Repair> {
  await db.transaction(async (tx) => {
    const current = await lockRepair(tx, ctx.teamId, id);
    if (!current) throw notFound();
    const problem = repairTransitionProblem(current.status, input.status);
    if (problem) throw AppError.conflict(problem);
    const completing = input.status === 'Completed';
    await updateRepairRow(tx, ctx.teamId, id, {
      status: input.status,
      ...(completing ? { completedDate: input.completedDate, actualCostCents: input.actualCostCents } : {}),
    });
    if (current.damageReportId) {
      const report = await lockDamageReport(tx, ctx.teamId, current.damageReportId);
      if (report) {
        const next = completing
          ? damageStatusAfterRepairCompleted(report.status)
          : damageStatusAfterRepairStarted(report.status);
        if (next !== report.status) await updateDamageReport(tx, ctx.teamId, report.id, { status: next });
      }
    }
  });
  return loadRepair(db, ctx.teamId, id);
}

/**
 * Deletes a repair and its images. A damage report it was fixing loses the link and, if the
 * repair was not done, goes back to assessed so a new repair can be scheduled.
 */
export async function removeRepair(db: Database, storage: Storage, ctx: RequestContext, id: string): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const current = await lockRepair(tx, ctx.teamId, id);
    if (!current) throw notFound();
    if (current.damageReportId) {
      const report = await lockDamageReport(tx, ctx.teamId, current.damageReportId);
      if (report && report.repairId === current.id) {
        await updateDamageReport(tx, ctx.teamId, report.id, {
          repairId: null,
          status: damageStatusAfterRepairRemoved(report.status),
        });
      }
    }
    return deleteRepairRow(tx, ctx.teamId, id);
  });
  for (const key of deleted?.images ?? []) {
    await deleteImage(storage, { imageKey: key, thumbnailKey: thumbnailKeyOf(key) }).catch(() => undefined);
  }
}

/** Stores an uploaded photo (checked by content) and adds it to the repair. */
export async function addRepairImage(
  db: Database,
  storage: Storage,
  ctx: RequestContext,
  id: string,
  data: Buffer,
): Promise<Repair> {
  const found = await findRepair(db, ctx.teamId, id);
  if (!found) throw notFound();
  const tooMany = `A repair can have at most ${maxRepairImages} images`;
  if (found.repair.images.length >= maxRepairImages) throw AppError.validation(tooMany, { image: tooMany });
  const stored = await storeImage(storage, `${ctx.teamId}/repairs`, data);
  const updated = await appendRepairImage(db, ctx.teamId, id, stored.imageKey, maxRepairImages);
  if (!updated) {
    await deleteImage(storage, stored);
    if (!(await findRepair(db, ctx.teamId, id))) throw notFound();
    throw AppError.validation(tooMany, { image: tooMany });
  }
  return loadRepair(db, ctx.teamId, id);
}

export async function removeRepairImageById(
  db: Database,
  storage: Storage,
  ctx: RequestContext,
  id: string,
  imageId: string,
): Promise<Repair> {
  const found = await findRepair(db, ctx.teamId, id);
  if (!found) throw notFound();
  const key = found.repair.images.find((k) => imageIdOf(k) === imageId);
  if (!key) throw AppError.notFound('Image');
  await removeRepairImage(db, ctx.teamId, id, key);
  await deleteImage(storage, { imageKey: key, thumbnailKey: thumbnailKeyOf(key) });
  return loadRepair(db, ctx.teamId, id);
}
