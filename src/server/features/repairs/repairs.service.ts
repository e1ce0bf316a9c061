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
import { deleteImage, fileUrl, pointAtStoredImage, storeImage } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import { inBatches } from '../../db/batches';
import { enforcePlanLimit, getTeamPlan } from '../subscription/subscription.service';
import {
  appendRepairImage,
  countRepairsOfCar,
  countTeamRepairs,
  deleteRepair as deleteRepairRow,
  findRepair,
  insertRepair,
  insertRepairs,
  listRepairs,
  lockRepair,
  removeRepairImage,
  repairsOfCarQuery,
  updateRepair as updateRepairRow,
  type RepairWithLinks,
} from './repairs.repository';

export const repairNotFound = () => AppError.notFound('Repair');

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
  if (!found) throw repairNotFound();
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

/** A repair as the damage report it fixes sees it. */
export interface RepairRecord {
  id: string;
  carId: string;
  damageReportId: string | null;
}

const toRecord = (row: { id: string; carId: string; damageReportId: string | null }): RepairRecord => ({
  id: row.id,
  carId: row.carId,
  damageReportId: row.damageReportId,
});

/**
 * Adds a repair within the plan's limit. A car or report the team does not have is refused by
 * the repair's team keys. Part of the caller's transaction (the report it fixes is linked in it).
 */
export async function addRepair(ctx: RequestContext, input: CreateRepair): Promise<RepairRecord> {
  await enforcePlanLimit(ctx, 'repairs', () => countTeamRepairs(ctx.team, freePlanLimits.repairs));
  return toRecord(await insertRepair(ctx.team, { ...input, status: 'Scheduled' }));
}

export async function updateRepair(ctx: RequestContext, id: string, input: UpdateRepair): Promise<Repair> {
  await transaction(ctx, async (ctx) => {
    const current = await lockRepair(ctx.team, id);
    if (!current) throw repairNotFound();
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
 * completed date and actual cost. Part of the caller's transaction (the report it fixes follows
 * in it); answers the repair.
 */
export async function moveRepairStatus(
  ctx: RequestContext,
  id: string,
  input: ChangeRepairStatus,
): Promise<RepairRecord> {
  const current = await lockRepair(ctx.team, id);
  if (!current) throw repairNotFound();
  const problem = repairTransitionProblem(current.status, input.status);
  if (problem) throw AppError.conflict(problem);
  const completing = input.status === 'Completed';
  await updateRepairRow(ctx.team, id, {
    status: input.status,
    ...(completing ? { completedDate: input.completedDate, actualCostCents: input.actualCostCents } : {}),
  });
  return toRecord(current);
}

/** The repair, locked until the transaction ends (to delete it); undefined when the team has none. */
export async function lockRepairRecord(ctx: RequestContext, id: string): Promise<RepairRecord | undefined> {
  const row = await lockRepair(ctx.team, id);
  return row && toRecord(row);
}

/** Deletes the repair; answers its images' keys, to delete once the delete is committed. */
export async function deleteRepairRecord(ctx: RequestContext, id: string): Promise<string[]> {
  return (await deleteRepairRow(ctx.team, id))?.images ?? [];
}

/** Deletes a deleted repair's stored images and their thumbnails (a missing file is no failure). */
export async function deleteRepairImages(storage: Storage, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await deleteImage(storage, { imageKey: key, thumbnailKey: thumbnailKeyOf(key) }).catch(() => undefined);
  }
}

/** Stores an uploaded photo (checked by content) and adds it to the repair. */
export async function addRepairImage(storage: Storage, ctx: RequestContext, id: string, data: Buffer): Promise<Repair> {
  const found = await findRepair(ctx.team, id);
  if (!found) throw repairNotFound();
  const tooMany = `A repair can have at most ${maxRepairImages} images`;
  if (found.repair.images.length >= maxRepairImages) throw AppError.validation(tooMany, { image: tooMany });
  const stored = await storeImage(storage, `${ctx.teamId}/repairs`, data);
  const updated = await pointAtStoredImage(storage, stored, () =>
    appendRepairImage(ctx.team, id, stored.imageKey, maxRepairImages),
  );
  if (!updated) {
    if (!(await findRepair(ctx.team, id))) throw repairNotFound();
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
  if (!found) throw repairNotFound();
  const key = found.repair.images.find((k) => imageIdOf(k) === imageId);
  if (!key) throw AppError.notFound('Image');
  await removeRepairImage(ctx.team, id, key);
  await deleteImage(storage, { imageKey: key, thumbnailKey: thumbnailKeyOf(key) });
  return loadRepair(ctx, id);
}

/** A page of the car's repairs (newest scheduled first) and how many it has in all. */
export async function listRepairsOfCar(ctx: RequestContext, carId: string, query: PageQuery) {
  const rows = await repairsOfCarQuery(ctx.team, carId, query.pageSize, pageOffset(query));
  const total = await totalFromPage(rows.length, query, () => countRepairsOfCar(ctx.team, carId));
  return { items: rows, total };
}

/** A service done on a car, as an import brings it: a completed repair on that date. */
export interface ImportedService {
  carId: string;
  date: string;
  title: string;
  notes: string | null;
  costCents: number | null;
}

/**
 * Adds a car's imported service history as completed repairs (a blank cost is $0), in batches,
 * within the plan's limit for all of them at once; answers how many. Part of the caller's transaction.
 */
export async function importRepairs(ctx: RequestContext, services: readonly ImportedService[]): Promise<number> {
  if (services.length === 0) return 0;
  await enforcePlanLimit(
    ctx,
    'repairs',
    async () => (await countTeamRepairs(ctx.team, freePlanLimits.repairs)) + services.length - 1,
  );
  const rows = await inBatches(services, (batch) =>
    insertRepairs(
      ctx.team,
      batch.map((service) => ({
        carId: service.carId,
        title: service.title,
        status: 'Completed',
        scheduledDate: service.date,
        completedDate: service.date,
        actualCostCents: service.costCents ?? 0,
        notes: service.notes,
      })),
    ),
  );
  return rows.length;
}
