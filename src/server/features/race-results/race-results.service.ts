import { carLabel } from '@shared/cars/car-label.rules';
import { lapFromInput } from '@shared/event-sessions/lap-time-input';
import { AppError } from '@shared/lib/app-error';
import type { RaceResult, RaceResultValues } from '@shared/race-results/race-results.contract';
import type { RequestContext } from '../../auth/request-context';
import type { Database, Executor } from '../../db/client';
import { findEventCar } from '../event-cars/event-cars.repository';
import { requireEvent } from '../event-cars/event-cars.service';
import {
  deleteRace,
  findRaceOfEvent,
  findRaceView,
  insertRace,
  listRaceViewsOfEvent,
  updateRace,
  type RaceView,
} from './race-results.repository';

function toRaceResult(view: RaceView): RaceResult {
  const { row } = view;
  return {
    id: row.id,
    eventId: row.eventId,
    eventCarId: row.eventCarId,
    carId: row.carId,
    carName: carLabel(view.car),
    carNumber: view.carNumber,
    trackId: row.trackId,
    date: row.date,
    eventType: row.eventType,
    startPosition: row.startPosition,
    finishPosition: row.finishPosition,
    totalParticipants: row.totalParticipants,
    bestLapTime: row.bestLapTime,
    bestLapMs: row.bestLapMs,
    class: row.class,
    sessionType: row.sessionType,
    weather: row.weather,
    trackCondition: row.trackCondition,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

async function resultById(db: Executor, ctx: RequestContext, id: string): Promise<RaceResult> {
  const view = await findRaceView(db, ctx.teamId, id);
  if (!view) throw AppError.notFound('Result');
  return toRaceResult(view);
}

/** The registration a result is for: one of this event's cars. */
async function requireEventCarOfEvent(db: Executor, ctx: RequestContext, eventId: string, eventCarId: string) {
  const eventCar = await findEventCar(db, ctx.teamId, eventCarId, eventId);
  if (!eventCar) throw AppError.notFound('Event car');
  return eventCar;
}

function resultFields(input: RaceResultValues) {
  const lap = lapFromInput(input.bestLap);
  return {
    startPosition: input.startPosition,
    finishPosition: input.finishPosition,
    totalParticipants: input.totalParticipants,
    bestLapTime: lap.text,
    bestLapMs: lap.ms,
    class: input.class,
    sessionType: input.sessionType,
    weather: input.weather,
    trackCondition: input.trackCondition,
    notes: input.notes,
  };
}

export async function listRaceResults(db: Database, ctx: RequestContext, eventId: string): Promise<RaceResult[]> {
  await requireEvent(db, ctx, eventId);
  return (await listRaceViewsOfEvent(db, ctx.teamId, eventId)).map(toRaceResult);
}

/** A result takes its car from the registration and its track, date and type from the event. */
export async function createRaceResult(
  db: Database,
  ctx: RequestContext,
  eventId: string,
  input: RaceResultValues,
): Promise<RaceResult> {
  const event = await requireEvent(db, ctx, eventId);
  const eventCar = await requireEventCarOfEvent(db, ctx, eventId, input.eventCarId);
  const row = await insertRace(db, {
    teamId: ctx.teamId,
    carId: eventCar.carId,
    trackId: event.trackId,
    eventId,
    eventCarId: eventCar.id,
    date: event.date,
    eventType: event.type,
    ...resultFields(input),
  });
  return resultById(db, ctx, row.id);
}

export async function changeRaceResult(
  db: Database,
  ctx: RequestContext,
  eventId: string,
  id: string,
  input: RaceResultValues,
): Promise<RaceResult> {
  await requireEvent(db, ctx, eventId);
  if (!(await findRaceOfEvent(db, ctx.teamId, eventId, id))) throw AppError.notFound('Result');
  const eventCar = await requireEventCarOfEvent(db, ctx, eventId, input.eventCarId);
  await updateRace(db, ctx.teamId, id, { carId: eventCar.carId, eventCarId: eventCar.id, ...resultFields(input) });
  return resultById(db, ctx, id);
}

export async function removeRaceResult(db: Database, ctx: RequestContext, eventId: string, id: string): Promise<void> {
  await requireEvent(db, ctx, eventId);
  if (!(await deleteRace(db, ctx.teamId, eventId, id))) throw AppError.notFound('Result');
}
