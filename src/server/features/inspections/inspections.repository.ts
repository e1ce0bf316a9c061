import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventInspections, user, workOrderItems } from '../../db/schema';

export type InspectionRow = typeof eventInspections.$inferSelect;
/** Timestamps default to now; the demo seed back-dates them. */
export type NewInspection = Omit<typeof eventInspections.$inferInsert, 'id'>;
export type WorkOrderItemRow = typeof workOrderItems.$inferSelect;
export type NewWorkOrderItem = Omit<typeof workOrderItems.$inferInsert, 'id'>;

export async function insertInspection(tx: Executor, values: NewInspection): Promise<InspectionRow> {
  const [row] = await tx.insert(eventInspections).values(values).returning();
  if (!row) throw new Error('Inspection could not be saved');
  return row;
}

export async function insertWorkOrderItems(tx: Executor, rows: NewWorkOrderItem[]): Promise<WorkOrderItemRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(workOrderItems).values(rows).returning();
}

export async function findInspectionOfType(
  db: Executor,
  teamId: string,
  eventCarId: string,
  type: string,
): Promise<InspectionRow | undefined> {
  const [row] = await db
    .select()
    .from(eventInspections)
    .where(
      and(
        eq(eventInspections.teamId, teamId),
        eq(eventInspections.eventCarId, eventCarId),
        eq(eventInspections.inspectionType, type),
      ),
    )
    .limit(1);
  return row;
}

export async function listInspectionsOfEventCar(
  db: Executor,
  teamId: string,
  eventCarId: string,
): Promise<{ row: InspectionRow; inspectorName: string | null }[]> {
  return db
    .select({ row: eventInspections, inspectorName: user.name })
    .from(eventInspections)
    .leftJoin(user, eq(user.id, eventInspections.inspectorId))
    .where(and(eq(eventInspections.teamId, teamId), eq(eventInspections.eventCarId, eventCarId)))
    .orderBy(asc(eventInspections.createdAt));
}
