import {
  sessionMessages,
  type CreateSession,
  type EventSession,
  type PostSessionInspection,
  type PreSessionInspection,
  type SessionInspection,
  type SessionInspectionResponse,
  type SessionStatus,
} from '@shared/event-sessions/event-sessions.contract';
import { lapFromInput } from '@shared/event-sessions/lap-time-input';
import {
  canDoPostSession,
  canDoPreSession,
  canMoveSession,
  isReadyForSession,
} from '@shared/event-sessions/session-inspection.rules';
import { AppError } from '@shared/lib/app-error';
import { transaction, type RequestContext } from '../../auth/request-context';
import { isUniqueViolation } from '../../db/references';
import { findEventCar } from '../event-cars/event-cars.service';
import {
  findSessionView,
  insertSession,
  insertSessionInspection,
  listInspectionsOfSession,
  listInspectionTypesOfSessions,
  listSessionsOfEventCar,
  lockSession,
  updateSession,
  type SessionInspectionRow,
  type SessionRow,
  type SessionView,
} from './event-sessions.repository';

const registrationNotFound = () => AppError.notFound('Registration');
const sessionNotFound = () => AppError.notFound('Session');

function toSession(view: SessionView, types: { eventSessionId: string; inspectionType: string }[]): EventSession {
  const { row } = view;
  const has = (type: string) => types.some((t) => t.eventSessionId === row.id && t.inspectionType === type);
  return {
    id: row.id,
    eventId: row.eventId,
    eventCarId: row.eventCarId,
    name: row.name,
    sessionType: row.sessionType,
    driverId: row.driverId,
    driverName: view.driverName,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    durationMinutes: row.durationMinutes,
    bestLapTime: row.bestLapTime,
    bestLapMs: row.bestLapMs,
    notes: row.notes,
    status: row.status,
    preInspectionDone: has('pre_session'),
    postInspectionDone: has('post_session'),
  };
}

function toSessionInspection(row: SessionInspectionRow, inspectorName: string | null = null): SessionInspection {
  return {
    id: row.id,
    eventSessionId: row.eventSessionId,
    eventCarId: row.eventCarId,
    inspectionType: row.inspectionType,
    inspectorId: row.inspectorId,
    inspectorName,
    sessionType: row.sessionType,
    expectedSessionMinutes: row.expectedSessionMinutes,
    wheelTorqueSpec: row.wheelTorqueSpec,
    sdCardChecked: row.sdCardChecked,
    dataSystemsChecked: row.dataSystemsChecked,
    waterTempPass: row.waterTempPass,
    oilTempPass: row.oilTempPass,
    fireSystemPinChecked: row.fireSystemPinChecked,
    carCleaned: row.carCleaned,
    generalInspectionPass: row.generalInspectionPass,
    fuelAmount: row.fuelAmount,
    tirePressures: row.tirePressures,
    brakePadsCondition: row.brakePadsCondition,
    brakeRotorsCondition: row.brakeRotorsCondition,
    readyForSession: row.readyForSession,
    tireTemperatures: row.tireTemperatures,
    weightWithDriver: row.weightWithDriver,
    bestLaptime: row.bestLaptime,
    bestLapMs: row.bestLapMs,
    runningPosition: row.runningPosition,
    notes: row.eventNotes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One of the team's sessions, as the API answers it (404 when the team has none such). */
export async function sessionById(ctx: RequestContext, id: string): Promise<EventSession> {
  const view = await findSessionView(ctx.team, id);
  if (!view) throw sessionNotFound();
  return toSession(view, await listInspectionTypesOfSessions(ctx.team, [id]));
}

export async function listSessions(ctx: RequestContext, eventCarId: string): Promise<EventSession[]> {
  if (!(await findEventCar(ctx, eventCarId))) throw registrationNotFound();
  const views = await listSessionsOfEventCar(ctx.team, eventCarId);
  const types = await listInspectionTypesOfSessions(
    ctx.team,
    views.map((v) => v.row.id),
  );
  return views.map((v) => toSession(v, types));
}

/** What the pre- and post-session inspections of a session recorded. */
export async function listSessionInspections(ctx: RequestContext, id: string): Promise<SessionInspection[]> {
  if (!(await findSessionView(ctx.team, id))) throw sessionNotFound();
  const rows = await listInspectionsOfSession(ctx.team, id);
  return rows.map((r) => toSessionInspection(r.row, r.inspectorName));
}

/**
 * A new session of a registered car is `scheduled`, driven by the registration's driver unless
 * another is chosen; a driver of another team is refused by the session's team key.
 */
export async function createSession(
  ctx: RequestContext,
  eventCarId: string,
  input: CreateSession,
): Promise<EventSession> {
  const eventCar = await findEventCar(ctx, eventCarId);
  if (!eventCar) throw registrationNotFound();
  let row;
  try {
    row = await insertSession(ctx.team, {
      id: input.id,
      eventId: eventCar.eventId,
      eventCarId,
      name: input.name,
      sessionType: input.sessionType,
      driverId: input.driverId ?? eventCar.driverId,
      startTime: new Date(input.startTime),
      durationMinutes: input.durationMinutes,
      notes: input.notes,
      status: 'scheduled',
    });
  } catch (err) {
    // Only a session id the device chose can already exist, and only in this team: ids are
    // unique per team (`teamOwnedWithChosenIds`), so an id another team holds is stored like an
    // unused one. Refusing it, with any answer, would tell whoever tries ids that some team has
    // that session; refusing the team's own id tells the team nothing it cannot read.
    if (isUniqueViolation(err)) throw AppError.conflict(sessionMessages.idTaken);
    throw err;
  }
  return sessionById(ctx, row.id);
}

const transitionMessages: Record<'in_progress' | 'completed', string> = {
  in_progress: 'Only a scheduled session can be started',
  completed: 'Only a session in progress can be completed',
};

/** Start (scheduled -> in_progress) or complete (in_progress -> completed) a session. */
export async function moveSession(
  ctx: RequestContext,
  id: string,
  to: Extract<SessionStatus, 'in_progress' | 'completed'>,
): Promise<EventSession> {
  await transaction(ctx, (ctx) => moveSessionRecord(ctx, id, to));
  return sessionById(ctx, id);
}

/** The session's row as stored: what the accrual of its time needs. */
export type SessionRecord = SessionRow;

/**
 * Moves the session (see `moveSession`) and answers its row, locked: part of the caller's
 * transaction (completing a session adds its time to the car, src/server/workflows/accrue-session-time.ts).
 */
export async function moveSessionRecord(
  ctx: RequestContext,
  id: string,
  to: Extract<SessionStatus, 'in_progress' | 'completed'>,
): Promise<SessionRecord> {
  const session = await lockSession(ctx.team, id);
  if (!session) throw sessionNotFound();
  if (!canMoveSession(session.status, to)) throw AppError.conflict(transitionMessages[to]);
  const changes = { status: to, ...(to === 'completed' ? { endTime: new Date() } : {}) };
  await updateSession(ctx.team, id, changes);
  return { ...session, ...changes };
}

/** One of the team's sessions, locked until the caller's transaction ends; 404 when none. */
export async function lockSessionRecord(ctx: RequestContext, id: string): Promise<SessionRecord> {
  const session = await lockSession(ctx.team, id);
  if (!session) throw sessionNotFound();
  return session;
}

async function sessionInspectionState(ctx: RequestContext, id: string) {
  const types = await listInspectionTypesOfSessions(ctx.team, [id]);
  return {
    preDone: types.some((t) => t.inspectionType === 'pre_session'),
    postDone: types.some((t) => t.inspectionType === 'post_session'),
  };
}

/** Pre-session inspection: once per session, and only when the car is ready (spec section 5). */
export async function savePreSessionInspection(
  ctx: RequestContext,
  id: string,
  input: PreSessionInspection,
): Promise<SessionInspectionResponse> {
  try {
    const inspection = await transaction(ctx, async (ctx) => {
      const session = await lockSession(ctx.team, id);
      if (!session) throw sessionNotFound();
      if (!canDoPreSession(await sessionInspectionState(ctx, id)))
        throw AppError.conflict(sessionMessages.preAlreadyDone);
      if (!isReadyForSession(input)) throw AppError.validation(sessionMessages.notReady);
      return insertSessionInspection(ctx.team, {
        eventSessionId: id,
        eventCarId: session.eventCarId,
        inspectionType: 'pre_session',
        inspectorId: ctx.userId,
        sessionType: input.sessionType ?? session.sessionType,
        expectedSessionMinutes: input.expectedSessionMinutes,
        wheelTorqueSpec: input.wheelTorqueSpec,
        sdCardChecked: input.sdCardChecked,
        dataSystemsChecked: input.dataSystemsChecked,
        waterTempPass: input.waterTempPass,
        oilTempPass: input.oilTempPass,
        fireSystemPinChecked: input.fireSystemPinChecked,
        carCleaned: input.carCleaned,
        generalInspectionPass: input.generalInspectionPass,
        fuelAmount: input.fuelAmount,
        tirePressures: input.tirePressures,
        brakePadsCondition: input.brakePadsCondition,
        brakeRotorsCondition: input.brakeRotorsCondition,
        readyForSession: true,
        eventNotes: input.notes,
        status: 'completed',
      });
    });
    return { inspection: toSessionInspection(inspection, ctx.userName), session: await sessionById(ctx, id) };
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(sessionMessages.preAlreadyDone);
    throw err;
  }
}

/** Post-session inspection: after the pre-session one, once; its best lap becomes the session's. */
export async function savePostSessionInspection(
  ctx: RequestContext,
  id: string,
  input: PostSessionInspection,
): Promise<SessionInspectionResponse> {
  const lap = lapFromInput(input.bestLap);
  try {
    const inspection = await transaction(ctx, async (ctx) => {
      const session = await lockSession(ctx.team, id);
      if (!session) throw sessionNotFound();
      const state = await sessionInspectionState(ctx, id);
      if (!canDoPostSession(state)) {
        throw AppError.conflict(state.postDone ? sessionMessages.postAlreadyDone : sessionMessages.preRequired);
      }
      const row = await insertSessionInspection(ctx.team, {
        eventSessionId: id,
        eventCarId: session.eventCarId,
        inspectionType: 'post_session',
        inspectorId: ctx.userId,
        sessionType: session.sessionType,
        tirePressures: input.tirePressures,
        tireTemperatures: input.tireTemperatures,
        weightWithDriver: input.weightWithDriver,
        bestLaptime: lap.text,
        bestLapMs: lap.ms,
        runningPosition: input.runningPosition,
        eventNotes: input.notes,
        status: 'completed',
      });
      if (lap.ms !== null) await updateSession(ctx.team, id, { bestLapTime: lap.text, bestLapMs: lap.ms });
      return row;
    });
    return { inspection: toSessionInspection(inspection, ctx.userName), session: await sessionById(ctx, id) };
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(sessionMessages.postAlreadyDone);
    throw err;
  }
}
