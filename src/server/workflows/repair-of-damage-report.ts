import type { ChangeRepairStatus, CreateRepair, Repair } from '@shared/repairs/repairs.contract';
import { transaction, type RequestContext } from '../auth/request-context';
import type { Storage } from '../platform/storage';
import {
  followRepairStatus,
  linkRepairToDamageReport,
  unlinkRepairFromDamageReport,
} from '../features/damage-reports/damage-reports.service';
import {
  addRepair,
  deleteRepairImages,
  deleteRepairRecord,
  getRepair,
  lockRepairRecord,
  moveRepairStatus,
  repairNotFound,
} from '../features/repairs/repairs.service';

/*
 * A repair and the damage report it fixes change together: the report is linked and scheduled
 * when its repair is made, follows its repair's progress, and goes back to assessed when an
 * unfinished repair is deleted.
 */

/**
 * Adds a repair within the plan's limit. With a damage report, the repair must be for the
 * report's car, and the report is linked back and scheduled in the same transaction.
 */
export async function createRepair(ctx: RequestContext, input: CreateRepair): Promise<Repair> {
  const id = await transaction(ctx, async (ctx) => {
    const repair = await addRepair(ctx, input);
    if (repair.damageReportId) await linkRepairToDamageReport(ctx, repair.damageReportId, repair);
    return repair.id;
  });
  return getRepair(ctx, id);
}

/**
 * Moves a repair forwards (Scheduled → In Progress → Completed). A linked damage report follows
 * in the same transaction: repair_in_progress when the repair starts, repaired when it is
 * completed.
 */
export async function changeRepairStatus(ctx: RequestContext, id: string, input: ChangeRepairStatus): Promise<Repair> {
  await transaction(ctx, async (ctx) => {
    const repair = await moveRepairStatus(ctx, id, input);
    if (repair.damageReportId) await followRepairStatus(ctx, repair.damageReportId, input.status);
  });
  return getRepair(ctx, id);
}

/**
 * Deletes a repair and its images. A damage report it was fixing loses the link and, if the
 * repair was not done, goes back to assessed so a new repair can be scheduled.
 */
export async function removeRepair(storage: Storage, ctx: RequestContext, id: string): Promise<void> {
  const images = await transaction(ctx, async (ctx) => {
    const repair = await lockRepairRecord(ctx, id);
    if (!repair) throw repairNotFound();
    if (repair.damageReportId) await unlinkRepairFromDamageReport(ctx, repair.damageReportId, repair.id);
    return deleteRepairRecord(ctx, id);
  });
  await deleteRepairImages(storage, images);
}
