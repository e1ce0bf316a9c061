import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { drivers, eventSessions, sessionInspections } from '../../db/schema';

export type SessionRow = typeof eventSessions.$inferSelect;
export type NewSession = Omit<typeof eventSessions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type SessionInspectionRow = typeof sessionInspections.$inferSelect;
export type NewSessionInspection = Omit<typeof sessionInspections.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface SessionView {
  row: SessionRow;
  driverName: string | null;
}

/** A registration's sessions by start time, with their drivers. */
export async function listSessionsOfEventCar(db: Executor, teamId: string, eventCarId: string): Promise<SessionView[]> {
  return db
    .select({ row: eventSessions, driverName: drivers.name })
    .from(eventSessions)
    .leftJoin(drivers, eq(drivers.id, eventSessions.driverId))
    .where(and(eq(eventSessions.teamId, teamId), eq(eventSessions.eventCarId, eventCarId)))
    .orderBy(asc(eventSessions.startTime), asc(eventSessions.createdAt));
}

export async function findSessionView(db: Executor, teamId: string, id: string): Promise<SessionView | undefined> {
  const [row] = await db
    .select({ row: eventSessions, driverName: drivers.name })
    .from(eventSessions)
    .leftJoin(drivers, eq(drivers.id, eventSessions.driverId))
    .where(and(eq(eventSessions.teamId, teamId), eq(eventSessions.id, id)))
    .limit(1);
  return row;
}

/** Reads a session and locks it until the transaction ends. */
export async function lockSession(tx: Executor, teamId: string, id: string): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(eventSessions)
    .where(and(eq(eventSessions.teamId, teamId), eq(eventSessions.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function insertSession(db: Executor, values: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(eventSessions).values(values).returning();
  if (!row) throw new Error('Session could not be created');
  return row;
}

export async function updateSession(
  db: Executor,
  teamId: string,
  id: string,
  changes: Partial<Omit<NewSession, 'teamId' | 'eventId' | 'eventCarId'>>,
): Promise<void> {
  await db
    .update(eventSessions)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(eventSessions.teamId, teamId), eq(eventSessions.id, id)));
}

/** Which inspection types (pre_session, post_session) each session has. */
export async function listInspectionTypesOfSessions(
  db: Executor,
  teamId: string,
  sessionIds: string[],
): Promise<{ eventSessionId: string; inspectionType: string }[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select({ eventSessionId: sessionInspections.eventSessionId, inspectionType: sessionInspections.inspectionType })
    .from(sessionInspections)
    .where(and(eq(sessionInspections.teamId, teamId), inArray(sessionInspections.eventSessionId, sessionIds)));
}

export async function insertSessionInspection(tx: Executor, values: NewSessionInspection): Promise<SessionInspectionRow> {
  const [row] = await tx.insert(sessionInspections).values(values).returning();
  if (!row) throw new Error('Session inspection could not be saved');
  return row;
}
