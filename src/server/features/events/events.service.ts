import { carLabel } from '@shared/cars/car-label.rules';
import { AppError } from '@shared/lib/app-error';
import {
  eventMessages,
  type Event,
  type EventList,
  type EventListQuery,
  type EventOption,
  type EventValues,
} from '@shared/events/events.contract';
import { eventOptionsLimit } from '@shared/events/events.rules';
import { freePlanLimits, isAtPlanLimit } from '@shared/subscription/subscription.rules';
import type { RequestContext } from '../../auth/request-context';
import type { Database, Executor } from '../../db/client';
import { enforcePlanLimit, getTeamPlan } from '../subscription/subscription.service';
import {
  countEventRegistrations,
  countEvents,
  countTeamEventsUpTo,
  deleteEvent,
  findEvent,
  insertEvent,
  isTeamCar,
  isTeamTrack,
  listEventOptions,
  listEvents,
  updateEvent,
} from './events.repository';

const eventNotFound = () => new AppError('not_found', eventMessages.notFound);

/** Counting stops at the free limit: that is all the plan check needs. */
const countForPlan = (db: Executor, teamId: string) => countTeamEventsUpTo(db, teamId, freePlanLimits.events);

export async function getEvents(db: Database, ctx: RequestContext, query: EventListQuery): Promise<EventList> {
  const [rows, total, plan] = await Promise.all([
    listEvents(db, ctx.teamId, query),
    countEvents(db, ctx.teamId, query),
    getTeamPlan(db, ctx.teamId),
  ]);
  const atPlanLimit = plan === 'free' && isAtPlanLimit(plan, 'events', await countForPlan(db, ctx.teamId));
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      date: row.date,
      type: row.type,
      trackId: row.trackId,
      trackName: row.trackName,
      estimatedMinutes: row.estimatedMinutes,
      carName: row.car ? carLabel(row.car) : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    atPlanLimit,
  };
}

export async function getEvent(db: Executor, ctx: RequestContext, id: string): Promise<Event> {
  // Sequential on purpose: `db` may be an open transaction, which runs one query at a time.
  const row = await findEvent(db, ctx.teamId, id);
  if (!row) throw eventNotFound();
  const stats = await countEventRegistrations(db, ctx.teamId, id);
  const { event, track, car } = row;
  return {
    id: event.id,
    title: event.title,
    date: event.date,
    type: event.type,
    description: event.description,
    notes: event.notes,
    trackId: event.trackId,
    estimatedMinutes: event.estimatedMinutes,
    carId: event.carId,
    track,
    car: car ? { id: car.id, name: carLabel(car) } : null,
    stats,
  };
}

export async function getEventOptions(db: Database, ctx: RequestContext): Promise<EventOption[]> {
  return listEventOptions(db, ctx.teamId, eventOptionsLimit);
}

/** The track and car an event points at must be the team's own. */
async function checkReferences(db: Executor, teamId: string, input: EventValues): Promise<void> {
  const trackOk = await isTeamTrack(db, teamId, input.trackId);
  const carOk = input.carId ? await isTeamCar(db, teamId, input.carId) : true;
  const fields: Record<string, string> = {};
  if (!trackOk) fields.trackId = eventMessages.trackUnknown;
  if (!carOk) fields.carId = eventMessages.carUnknown;
  const first = Object.values(fields)[0];
  if (first) throw AppError.validation(first, fields);
}

/** Adds an event; the free plan allows five (the spec's message on the sixth). */
export async function createEvent(db: Database, ctx: RequestContext, input: EventValues): Promise<Event> {
  return db.transaction(async (tx) => {
    await enforcePlanLimit(tx, ctx.teamId, 'events', () => countForPlan(tx, ctx.teamId));
    await checkReferences(tx, ctx.teamId, input);
    const row = await insertEvent(tx, ctx.teamId, input);
    return getEvent(tx, ctx, row.id);
  });
}

export async function changeEvent(db: Database, ctx: RequestContext, id: string, input: EventValues): Promise<Event> {
  return db.transaction(async (tx) => {
    if (!(await findEvent(tx, ctx.teamId, id))) throw eventNotFound();
    await checkReferences(tx, ctx.teamId, input);
    await updateEvent(tx, ctx.teamId, id, input);
    return getEvent(tx, ctx, id);
  });
}

export async function removeEvent(db: Database, ctx: RequestContext, id: string): Promise<void> {
  if (!(await deleteEvent(db, ctx.teamId, id))) throw eventNotFound();
}
