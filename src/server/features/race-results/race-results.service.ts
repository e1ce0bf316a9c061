import { carLabel } from '@shared/cars/car-label.rules';
import { lapFromInput } from '@shared/event-sessions/lap-time-input';
import { AppError } from '@shared/lib/app-error';
import { acceptedToday } from '@shared/lib/dates';
import { raceResultMessages, type RaceResult, type RaceResultValues } from '@shared/race-results/race-results.contract';
import { canRecordResult } from '@shared/race-results/race-results.rules';
import type { RequestContext } from '../../auth/request-context';
import { findEventCar } from '../event-cars/event-cars.service';
import { requireEvent } from '../events/events.service';
import {
  deleteRace,
  findRaceOfEvent,
  findRaceView,
  insertRace,
  listRaceViewsOfEvent,
  updateRace,
  type RaceView,
} from './race-results.repository';

const resultNotFound = () => AppError.notFound('Result');
/** The answer to a body's registration that is not one of this event's. */
const unknownRegistration = () =>
  AppError.validation('Registration not found', { eventCarId: 'Registration not found' });

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

async function resultById(ctx: RequestContext, id: string): Promise<RaceResult> {
  const view = await findRaceView(ctx.team, id);
  if (!view) throw resultNotFound();
  return toRaceResult(view);
}

/**
 * The registration a result is for: one of this event's cars (the result takes its car from
 * it, so it is looked up; another team's or another event's registration is refused on the field).
 */
async function requireEventCarOfEvent(ctx: RequestContext, eventId: string, eventCarId: string) {
  const eventCar = await findEventCar(ctx, eventCarId, eventId);
  if (!eventCar) throw unknownRegistration();
  return eventCar;
}

/** Results are for events that have happened (on or before the user's today). */
function assertEventHeld(event: { date: string }, input: RaceResultValues): void {
  if (!canRecordResult(event.date, acceptedToday(input.today))) {
    throw AppError.validation(raceResultMessages.eventInFuture);
  }
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

export async function listRaceResults(ctx: RequestContext, eventId: string): Promise<RaceResult[]> {
  await requireEvent(ctx, eventId);
  return (await listRaceViewsOfEvent(ctx.team, eventId)).map(toRaceResult);
}

/**
 * A result takes its car from the registration and its track, date and type from the event,
 * which must have happened.
 */
export async function createRaceResult(
  ctx: RequestContext,
  eventId: string,
  input: RaceResultValues,
): Promise<RaceResult> {
  const event = await requireEvent(ctx, eventId);
  assertEventHeld(event, input);
  const eventCar = await requireEventCarOfEvent(ctx, eventId, input.eventCarId);
  const row = await insertRace(ctx.team, {
    carId: eventCar.carId,
    trackId: event.trackId,
    eventId,
    eventCarId: eventCar.id,
    date: event.date,
    eventType: event.type,
    ...resultFields(input),
  });
  return resultById(ctx, row.id);
}

export async function changeRaceResult(
  ctx: RequestContext,
  eventId: string,
  id: string,
  input: RaceResultValues,
): Promise<RaceResult> {
  const event = await requireEvent(ctx, eventId);
  if (!(await findRaceOfEvent(ctx.team, eventId, id))) throw resultNotFound();
  assertEventHeld(event, input);
  const eventCar = await requireEventCarOfEvent(ctx, eventId, input.eventCarId);
  await updateRace(ctx.team, id, { carId: eventCar.carId, eventCarId: eventCar.id, ...resultFields(input) });
  return resultById(ctx, id);
}

export async function removeRaceResult(ctx: RequestContext, eventId: string, id: string): Promise<void> {
  await requireEvent(ctx, eventId);
  if (!(await deleteRace(ctx.team, eventId, id))) throw resultNotFound();
}
