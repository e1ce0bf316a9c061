import type { Inspection, WorkItem } from '@shared/inspections/inspections.contract';
import { AppError } from '@shared/lib/app-error';
import type { RequestContext } from '../../auth/request-context';
import { findEventCar, toWorkItem } from '../event-cars/event-cars.service';
import {
  findInspectionOfType,
  insertInspection,
  insertWorkOrderItems,
  listInspectionsOfEventCar,
  type InspectionRow,
  type NewInspection,
  type NewWorkOrderItem,
} from './inspections.repository';

export const registrationNotFound = () => AppError.notFound('Registration');

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

export async function listInspections(ctx: RequestContext, eventCarId: string): Promise<Inspection[]> {
  if (!(await findEventCar(ctx, eventCarId))) throw registrationNotFound();
  const rows = await listInspectionsOfEventCar(ctx.team, eventCarId);
  return rows.map((r) => toInspection(r.row, r.inspectorName));
}

/** Whether the registration already has an inspection of this type. */
export async function hasInspectionOfType(ctx: RequestContext, eventCarId: string, type: string): Promise<boolean> {
  return (await findInspectionOfType(ctx.team, eventCarId, type)) !== undefined;
}

/**
 * Saves an inspection made by the signed-in user. Part of the caller's transaction; a second one
 * of the same type at the same moment is refused by a unique index.
 */
export async function saveInspection(
  ctx: RequestContext,
  values: Omit<NewInspection, 'inspectorId'>,
): Promise<Inspection> {
  return toInspection(await insertInspection(ctx.team, { ...values, inspectorId: ctx.userId }), ctx.userName);
}

/** Adds the repair work items an inspection found, pending. Part of the caller's transaction. */
export async function addWorkItems(
  ctx: RequestContext,
  items: Omit<NewWorkOrderItem, 'status'>[],
): Promise<WorkItem[]> {
  const rows = await insertWorkOrderItems(
    ctx.team,
    items.map((item) => ({ ...item, status: 'pending' })),
  );
  return rows.map(toWorkItem);
}
