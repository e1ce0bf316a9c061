import { asc, eq, inArray } from 'drizzle-orm';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { drivers, eventSessions, sessionInspections, user } from '../../db/schema';

export type SessionRow = typeof eventSessions.$inferSelect;
/** A new session; its id is generated unless the device chose one. */
export type NewSession = Omit<typeof eventSessions.$inferInsert, 'teamId' | 'createdAt' | 'updatedAt'>;
export type SessionInspectionRow = typeof sessionInspections.$inferSelect;
export type NewSessionInspection = Omit<
  typeof sessionInspections.$inferInsert,
  'id' | 'teamId' | 'createdAt' | 'updatedAt'
>;

export interface SessionView {
  row: SessionRow;
  driverName: string | null;
}

/** Sessions with their driver's name (read through the team key). */
function viewQuery(team: TeamDb) {
  return team.db
    .select({ row: eventSessions, driverName: drivers.name })
    .from(eventSessions)
    .leftJoin(drivers, teamKeyJoin(drivers, eventSessions.teamId, eventSessions.driverId));
}

/** A registration's sessions by start time, with their drivers (exported for the benchmark). */
export const sessionsOfEventCarQuery = (team: TeamDb, eventCarId: string) =>
  viewQuery(team)
    .where(ofTeam(team, eventSessions, eq(eventSessions.eventCarId, eventCarId)))
    .orderBy(asc(eventSessions.startTime), asc(eventSessions.createdAt));

export async function listSessionsOfEventCar(team: TeamDb, eventCarId: string): Promise<SessionView[]> {
  return sessionsOfEventCarQuery(team, eventCarId);
}

export async function findSessionView(team: TeamDb, id: string): Promise<SessionView | undefined> {
  const [row] = await viewQuery(team)
    .where(ofTeam(team, eventSessions, eq(eventSessions.id, id)))
    .limit(1);
  return row;
}

/** Reads a session and locks it until the transaction ends. */
export async function lockSession(team: TeamDb, id: string): Promise<SessionRow | undefined> {
  const [row] = await team.db
    .select()
    .from(eventSessions)
    .where(ofTeam(team, eventSessions, eq(eventSessions.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function insertSession(team: TeamDb, values: NewSession): Promise<SessionRow> {
  const [row] = await team.db
    .insert(eventSessions)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Session could not be created');
  return row;
}

export async function updateSession(
  team: TeamDb,
  id: string,
  changes: Partial<Omit<NewSession, 'id' | 'eventId' | 'eventCarId'>>,
): Promise<void> {
  await team.db
    .update(eventSessions)
    .set(changes)
    .where(ofTeam(team, eventSessions, eq(eventSessions.id, id)));
}

/** Which inspection types (pre_session, post_session) each session has. */
export async function listInspectionTypesOfSessions(
  team: TeamDb,
  sessionIds: string[],
): Promise<{ eventSessionId: string; inspectionType: string }[]> {
  if (sessionIds.length === 0) return [];
  return team.db
    .select({ eventSessionId: sessionInspections.eventSessionId, inspectionType: sessionInspections.inspectionType })
    .from(sessionInspections)
    .where(ofTeam(team, sessionInspections, inArray(sessionInspections.eventSessionId, sessionIds)));
}

export async function insertSessionInspection(
  team: TeamDb,
  values: NewSessionInspection,
): Promise<SessionInspectionRow> {
  const [row] = await team.db
    .insert(sessionInspections)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Session inspection could not be saved');
  return row;
}

/** A session's inspections (pre first), with the inspector's name. */
export async function listInspectionsOfSession(
  team: TeamDb,
  sessionId: string,
): Promise<{ row: SessionInspectionRow; inspectorName: string | null }[]> {
  return team.db
    .select({ row: sessionInspections, inspectorName: user.name })
    .from(sessionInspections)
    .leftJoin(user, eq(user.id, sessionInspections.inspectorId))
    .where(ofTeam(team, sessionInspections, eq(sessionInspections.eventSessionId, sessionId)))
    .orderBy(asc(sessionInspections.createdAt));
}
