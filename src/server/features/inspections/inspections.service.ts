import { can } from '@shared/auth/permissions.rules';
import { statusAfterInspection } from '@shared/event-cars/event-cars.rules';
import { cleanIssues, inspectionStatus } from '@shared/inspections/inspection-status.rules';
import {
  inspectionMessages,
  type ChecklistResultItem,
  type CreateInspection,
  type CreateInspectionResponse,
  type Inspection,
} from '@shared/inspections/inspections.contract';
import { workItemsForFailures } from '@shared/inspections/work-items.rules';
import { AppError } from '@shared/lib/app-error';
import type { RequestContext } from '../../auth/request-context';
import type { Database } from '../../db/client';
import { findEventCar, lockEventCar, updateEventCar } from '../event-cars/event-cars.repository';
import { toWorkItem } from '../event-cars/event-cars.service';
import { isUniqueViolation } from '../event-cars/unique-violation';
import { checklistOfTemplate } from '../inspection-templates/inspection-templates.service';
import {
  findInspectionOfType,
  insertInspection,
  insertWorkOrderItems,
  listInspectionsOfEventCar,
  type InspectionRow,
} from './inspections.repository';

/** No rate cards exist yet: repair work items are priced at 0 until the team has rates. */
const repairRateCents = 0;

function toInspection(row: InspectionRow, inspectorName: string | null): Inspection {
  return {
    id: row.id,
    eventCarId: row.eventCarId,
    inspectionType: row.inspectionType,
    inspectorId: row.inspectorId,
    inspectorName,
    templateId: row.templateId,
    status: row.status as Inspection['status'],
    overallCondition: row.overallCondition,
    checklistResults: row.checklistResults,
    issuesFound: row.issuesFound,
    recommendations: row.recommendations,
    notes: row.notes,
    inspectionFeeCents: row.inspectionFeeCents,
    billableMinutes: row.billableMinutes,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listInspections(db: Database, ctx: RequestContext, eventCarId: string): Promise<Inspection[]> {
  if (!(await findEventCar(db, ctx.teamId, eventCarId))) throw AppError.notFound('Event car');
  const rows = await listInspectionsOfEventCar(db, ctx.teamId, eventCarId);
  return rows.map((r) => toInspection(r.row, r.inspectorName));
}

/**
 * Records an inspection of a registered car by the signed-in user, in one transaction with
 * its consequences: the car's pre- or post-event flag, date and notes (and tech_inspected
 * after a passing pre-event inspection), and a repair work item for every failed item whose
 * template says so. All or nothing.
 */
export async function createInspection(
  db: Database,
  ctx: RequestContext,
  eventCarId: string,
  input: CreateInspection,
): Promise<CreateInspectionResponse> {
  if (!can(ctx, 'perform_inspections')) throw AppError.forbidden(inspectionMessages.notAllowed);
  try {
    return await db.transaction(async (tx) => {
      const eventCar = await lockEventCar(tx, ctx.teamId, eventCarId);
      if (!eventCar) throw AppError.notFound('Event car');
      const alreadyDone =
        (input.type === 'pre_event' && eventCar.preEventInspectionCompleted) ||
        (input.type === 'post_event' && eventCar.postEventInspectionCompleted) ||
        (await findInspectionOfType(tx, ctx.teamId, eventCarId, input.type)) !== undefined;
      if (alreadyDone) throw AppError.conflict(inspectionMessages.alreadyDone);

      const checklist = await checklistOfTemplate(tx, ctx.teamId, input.templateId);
      if (!checklist) throw AppError.notFound('Template');
      const known = new Set(checklist.map((i) => i.id));
      if (input.results.some((r) => !known.has(r.itemId))) {
        throw AppError.validation(inspectionMessages.unknownItem, { results: inspectionMessages.unknownItem });
      }
      const byItem = new Map(input.results.map((r) => [r.itemId, r]));
      const results: ChecklistResultItem[] = checklist.map((item) => ({
        itemId: item.id,
        category: item.category,
        itemName: item.itemName,
        isRequired: item.isRequired,
        failureCreatesWorkItem: item.failureCreatesWorkItem,
        result: byItem.get(item.id)?.result ?? null,
        notes: byItem.get(item.id)?.notes ?? null,
      }));
      const issuesFound = cleanIssues(input.issuesFound);
      const status = inspectionStatus(results, issuesFound);

      const inspection = await insertInspection(tx, {
        teamId: ctx.teamId,
        eventCarId,
        inspectionType: input.type,
        inspectorId: ctx.userId,
        templateId: input.templateId,
        status,
        overallCondition: input.overallCondition,
        checklistResults: results,
        issuesFound,
        recommendations: input.recommendations,
        notes: input.notes,
        inspectionFeeCents: input.inspectionFeeCents,
        billableMinutes: input.billableMinutes,
      });

      const sources = checklist.map((item, index) => ({ ...item, result: results[index]?.result, notes: results[index]?.notes }));
      const workItems = await insertWorkOrderItems(
        tx,
        workItemsForFailures(sources, repairRateCents).map((draft) => ({
          ...draft,
          teamId: ctx.teamId,
          eventCarId,
          inspectionId: inspection.id,
          status: 'pending',
        })),
      );

      const now = new Date();
      if (input.type === 'pre_event') {
        await updateEventCar(tx, ctx.teamId, eventCarId, {
          preEventInspectionCompleted: true,
          preEventInspectionDate: now,
          preEventNotes: input.notes,
          status: statusAfterInspection(eventCar.status, input.type, status),
        });
      } else if (input.type === 'post_event') {
        await updateEventCar(tx, ctx.teamId, eventCarId, {
          postEventInspectionCompleted: true,
          postEventInspectionDate: now,
          postEventNotes: input.notes,
        });
      }
      return { inspection: toInspection(inspection, ctx.userName), workItems: workItems.map(toWorkItem) };
    });
  } catch (err) {
    // The same inspection saved twice at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw AppError.conflict(inspectionMessages.alreadyDone);
    throw err;
  }
}
