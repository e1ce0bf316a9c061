import { AppError } from '@shared/lib/app-error';
import { todayIso } from '@shared/lib/dates';
import { pageOffset, totalFromPage, type PageQuery } from '@shared/lib/pagination';
import { carLabel } from '@shared/cars/car-label.rules';
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
import { transaction, type RequestContext } from '../../auth/request-context';
import { deleteImage, fileUrl, storeImage } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import {
  followRepairStatus,
  linkRepairToDamageReport,
  unlinkRepairFromDamageReport,
} from '../damage-reports/damage-reports.service';
import { enforcePlanLimit, getTeamPlan } from '../subscription/subscription.service';
import {
  appendRepairImage,
  countRepairsOfCar,
  countTeamRepairs,
  deleteRepair as deleteRepairRow,
  findRepair,
  insertRepair,
  listRepairs,
  lockRepair,
  openRepairsOfCarsQuery,
  removeRepairImage,
  repairsOfCarQuery,
  updateRepair as updateRepairRow,
  type RepairWithLinks,
} from './repairs.repository';

const notFound = () => AppError.notFound('Repair');

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

async function loadRepair(ctx: RequestContext, id: string): Promise<Repair> {
  const found = await findRepair(ctx.team, id);
  if (!found) throw notFound();
  return toRepair(found);
}

export async function getRepair(ctx: RequestContext, id: string): Promise<Repair> {
  return loadRepair(ctx, id);
}

export async function getRepairList(
  ctx: RequestContext,
  query: PageQuery & {
    status?: RepairStatusFilter | undefined;
    carId?: string | undefined;
    search?: string | undefined;
    today?: string | undefined;
  },
): Promise<RepairList> {
  const [{ rows, total }, plan] = await Promise.all([
    listRepairs(ctx.team, {
      status: query.status,
      carId: query.carId,
      search: query.search || undefined,
      today: query.today ?? todayIso(),
      limit: query.pageSize,
      offset: pageOffset(query),
    }),
    getTeamPlan(ctx),
  ]);
  // Only a free team can be at a limit; paid teams skip the count.
  const atPlanLimit =
    !isPaidPlan(plan) && isAtPlanLimit(plan, 'repairs', await countTeamRepairs(ctx.team, freePlanLimits.repairs));
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
 * Adds a repair within the plan's limit. With a damage report, the repair must be for the
 * report's car, and the report is linked back and scheduled in the same transaction. A car or
 * report the team does not have is refused by the repair's team keys.
 */
export async function createRepair(ctx: RequestContext, input: CreateRepair): Promise<Repair> {
  const id = await transaction(ctx, async (ctx) => {
    await enforcePlanLimit(ctx, 'repairs', () => countTeamRepairs(ctx.team, freePlanLimits.repairs));
    const repair = await insertRepair(ctx.team, { ...input, status: 'Scheduled' });
    if (repair.damageReportId) await linkRepairToDamageReport(ctx, repair.damageReportId, repair);
    return repair.id;
  });
  return loadRepair(ctx, id);
}

export async function updateRepair(ctx: RequestContext, id: string, input: UpdateRepair): Promise<Repair> {
  await transaction(ctx, async (ctx) => {
    const current = await lockRepair(ctx.team, id);
    if (!current) throw notFound();
    if (current.damageReportId && input.carId !== current.carId) {
      const message = 'A repair for a damage report stays with the damaged car';
      throw AppError.validation(message, { carId: message });
    }
    const { completedDate, ...fields } = input;
    if (current.status === 'Completed' && completedDate === null) {
      throw AppError.validation('Completed date is required', { completedDate: 'Completed date is required' });
    }
    await updateRepairRow(ctx.team, id, {
      ...fields,
      completedDate: current.status === 'Completed' ? completedDate : null,
    });
  });
  return loadRepair(ctx, id);
}

/**
 * Moves a repair forwards (Scheduled → In Progress → Completed). Completing records the
 * completed date and actual cost. A linked damage report follows in the same transaction:
 * repair_in_progress when the repair starts, repaired when it is completed.
 */
export async function changeRepairStatus(ctx: RequestContext, id: string, input: ChangeRepairStatus): Promise<Repair> {
  await transaction(ctx, async (ctx) => {
    const current = await lockRepair(ctx.team, id);
    if (!current) throw notFound();
    const problem = repairTransitionProblem(current.status, input.status);
    if (problem) throw AppError.conflict(problem);
    const completing = input.status === 'Completed';
    await updateRepairRow(ctx.team, id, {
      status: input.status,
      ...(completing ? { completedDate: input.completedDate, actualCostCents: input.actualCostCents } : {}),
    });
    if (current.damageReportId) await followRepairStatus(ctx, current.damageReportId, input.status);
  });
  return loadRepair(ctx, id);
}

/**
 * Deletes a repair and its images. A damage report it was fixing loses the link and, if the
 * repair was not done, goes back to assessed so a new repair can be scheduled.
 */
export async function removeRepair(storage: Storage, ctx: RequestContext, id: string): Promise<void> {
  const deleted = await transaction(ctx, async (ctx) => {
    const current = await lockRepair(ctx.team, id);
    if (!current) throw notFound();
    if (current.damageReportId) await unlinkRepairFromDamageReport(ctx, current.damageReportId, current.id);
    return deleteRepairRow(ctx.team, id);
  });
  for (const key of deleted?.images ?? []) {
    await deleteImage(storage, { imageKey: key, thumbnailKey: thumbnailKeyOf(key) }).catch(() => undefined);
  }
}

/** Stores an uploaded photo (checked by content) and adds it to the repair. */
export async function addRepairImage(storage: Storage, ctx: RequestContext, id: string, data: Buffer): Promise<Repair> {
  const found = await findRepair(ctx.team, id);
  if (!found) throw notFound();
  const tooMany = `A repair can have at most ${maxRepairImages} images`;
  if (found.repair.images.length >= maxRepairImages) throw AppError.validation(tooMany, { image: tooMany });
  const stored = await storeImage(storage, `${ctx.teamId}/repairs`, data);
  const updated = await appendRepairImage(ctx.team, id, stored.imageKey, maxRepairImages);
  if (!updated) {
    await deleteImage(storage, stored);
    if (!(await findRepair(ctx.team, id))) throw notFound();
    throw AppError.validation(tooMany, { image: tooMany });
  }
  return loadRepair(ctx, id);
}

export async function removeRepairImageById(
  storage: Storage,
  ctx: RequestContext,
  id: string,
  imageId: string,
): Promise<Repair> {
  const found = await findRepair(ctx.team, id);
  if (!found) throw notFound();
  const key = found.repair.images.find((k) => imageIdOf(k) === imageId);
  if (!key) throw AppError.notFound('Image');
  await removeRepairImage(ctx.team, id, key);
  await deleteImage(storage, { imageKey: key, thumbnailKey: thumbnailKeyOf(key) });
  return loadRepair(ctx, id);
}

/** How many repairs of each car are not completed. */
export async function countOpenRepairsOfCars(ctx: RequestContext, carIds: string[]): Promise<Map<string, number>> {
  if (carIds.length === 0) return new Map();
  const rows = await openRepairsOfCarsQuery(ctx.team, carIds);
  return new Map(rows.map((r) => [r.carId, r.n]));
}

/** A page of the car's repairs (newest scheduled first) and how many it has in all. */
export async function listRepairsOfCar(ctx: RequestContext, carId: string, query: PageQuery) {
  const rows = await repairsOfCarQuery(ctx.team, carId, query.pageSize, pageOffset(query));
  const total = await totalFromPage(rows.length, query, () => countRepairsOfCar(ctx.team, carId));
  return { items: rows, total };
}
