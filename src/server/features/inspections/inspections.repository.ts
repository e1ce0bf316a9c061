import { asc, eq } from 'drizzle-orm';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { eventInspections, user, workOrderItems } from '../../db/schema';

export type InspectionRow = typeof eventInspections.$inferSelect;
/** Timestamps default to now; the demo seed back-dates them. */
export type NewInspection = Omit<typeof eventInspections.$inferInsert, 'id' | 'teamId'>;
export type WorkOrderItemRow = typeof workOrderItems.$inferSelect;
export type NewWorkOrderItem = Omit<typeof workOrderItems.$inferInsert, 'id' | 'teamId'>;

export async function insertInspection(team: TeamDb, values: NewInspection): Promise<InspectionRow> {
  const [row] = await team.db
    .insert(eventInspections)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Inspection could not be saved');
  return row;
}

export async function insertWorkOrderItems(team: TeamDb, rows: NewWorkOrderItem[]): Promise<WorkOrderItemRow[]> {
  if (rows.length === 0) return [];
  return team.db
    .insert(workOrderItems)
    .values(rows.map((row) => ({ ...row, teamId: team.teamId })))
    .returning();
}

export async function findInspectionOfType(
  team: TeamDb,
  eventCarId: string,
  type: string,
): Promise<InspectionRow | undefined> {
  const [row] = await team.db
    .select()
    .from(eventInspections)
    .where(
      ofTeam(
        team,
        eventInspections,
        eq(eventInspections.eventCarId, eventCarId),
        eq(eventInspections.inspectionType, type),
      ),
    )
    .limit(1);
  return row;
}

/** A registration's inspections, oldest first, with the inspector's name. */
export async function listInspectionsOfEventCar(
  team: TeamDb,
  eventCarId: string,
): Promise<{ row: InspectionRow; inspectorName: string | null }[]> {
  return team.db
    .select({ row: eventInspections, inspectorName: user.name })
    .from(eventInspections)
    .leftJoin(user, eq(user.id, eventInspections.inspectorId))
    .where(ofTeam(team, eventInspections, eq(eventInspections.eventCarId, eventCarId)))
    .orderBy(asc(eventInspections.createdAt));
}
