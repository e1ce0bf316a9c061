import { carLabel } from '@shared/cars/car-label.rules';
import { AppError } from '@shared/lib/app-error';
import {
  clientUpcomingEventsLimit,
  eventEntriesLimit,
  eventMessages,
  type Event,
  type EventEntries,
  type EventEntry,
  type EventList,
  type EventListQuery,
  type EventOption,
  type EventValues,
} from '@shared/events/events.contract';
import { optionsDefaultLimit } from '@shared/lib/options.contract';
import { pageOffset, totalFromPage, type PageQuery } from '@shared/lib/pagination';
import { freePlanLimits, isAtPlanLimit } from '@shared/subscription/subscription.rules';
import { transaction, type RequestContext } from '../../auth/request-context';
import type { TeamDb } from '../../db/team-db';
import { TeamFigures } from '../../db/team-figures';
import { enforcePlanLimit, getTeamPlan } from '../subscription/subscription.service';
import {
  countEventRegistrations,
  countEvents,
  countEventsOfCar,
  countEventsOfDriver,
  countTeamEventsUpTo,
  deleteEvent as deleteEventRow,
  eventsOfCarQuery,
  findEvent,
  findEventRef,
  insertEvent,
  lastEventsOfCarsQuery,
  listEventOptions,
  listEvents,
  listEventsOfDriver as listEventsOfDriverRows,
  listUpcomingEventsOfClient as listUpcomingEventsOfClientRows,
  lockEvent as lockEventRow,
  setEventArchivedAt,
  updateEvent,
  type EventEntryRow,
  type EventOptionsFilter,
  type EventRef,
} from './events.repository';

export type { EventRef } from './events.repository';

const eventNotFound = () => new AppError('not_found', eventMessages.notFound);

/** Counting stops at the free limit: that is all the plan check needs. */
const countForPlan = (team: TeamDb) => countTeamEventsUpTo(team, freePlanLimits.events);

export async function getEvents(ctx: RequestContext, query: EventListQuery): Promise<EventList> {
  const [rows, total, plan] = await Promise.all([
    listEvents(ctx.team, query),
    countEvents(ctx.team, query),
    getTeamPlan(ctx),
  ]);
  const atPlanLimit = plan === 'free' && isAtPlanLimit(plan, 'events', await countForPlan(ctx.team));
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

export async function getEvent(ctx: RequestContext, id: string): Promise<Event> {
  const event = await readEvent(ctx, id);
  if (!event) throw eventNotFound();
  return event;
}

/** The event with its track, car and registration counts; undefined when the team has none. */
async function readEvent(ctx: RequestContext, id: string): Promise<Event | undefined> {
  // Sequential on purpose: `db` may be an open transaction, which runs one query at a time.
  const row = await findEvent(ctx.team, id);
  if (!row) return undefined;
  const stats = await countEventRegistrations(ctx.team, id);
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
    archivedAt: event.archivedAt?.toISOString() ?? null,
  };
}

/** The events of a picker (see eventOptionsQuerySchema); without a query, the newest ones. */
export async function getEventOptions(
  ctx: RequestContext,
  query: EventOptionsFilter = { limit: optionsDefaultLimit },
): Promise<EventOption[]> {
  return listEventOptions(ctx.team, query);
}

/**
 * Adds an event; the free plan allows five (the spec's message on the sixth). A track or car
 * of another team is refused by the event's team keys.
 */
export async function createEvent(ctx: RequestContext, input: EventValues): Promise<Event> {
  return transaction(ctx, async (ctx) => {
    await enforcePlanLimit(ctx, 'events', () => countForPlan(ctx.team));
    const row = await insertEvent(ctx.team, input);
    return getEvent(ctx, row.id);
  });
}

export async function changeEvent(ctx: RequestContext, id: string, input: EventValues): Promise<Event> {
  return transaction(ctx, async (ctx) => {
    if (!(await updateEvent(ctx.team, id, input))) throw eventNotFound();
    return getEvent(ctx, id);
  });
}

/*
 * Archiving, restoring and deleting an event: what decides between them (the rows that hang on
 * the event, in every feature) is read by src/server/workflows/event-removal.ts, which calls these.
 */

/** One of the team's events; with `lock`, locked until the transaction ends (archiving, restoring or deleting it). */
export async function findEventRecord(ctx: RequestContext, id: string, lock = false): Promise<Event | undefined> {
  if (lock && !(await lockEventRow(ctx.team, id))) return undefined;
  return readEvent(ctx, id);
}

/** Archives the event (a date) or restores it (null). */
export async function setEventArchived(
  ctx: RequestContext,
  id: string,
  archivedAt: Date | null,
): Promise<Event | undefined> {
  return (await setEventArchivedAt(ctx.team, id, archivedAt)) ? readEvent(ctx, id) : undefined;
}

/**
 * Refuses (403) an event beyond the team's plan: restoring an archived one. Checked under the
 * subscription lock, in the caller's transaction; archived events do not count.
 */
export async function enforceEventLimit(ctx: RequestContext): Promise<void> {
  await enforcePlanLimit(ctx, 'events', () => countForPlan(ctx.team));
}

/** Deletes the event's row; false when it was not there. Its history refuses the delete in the database (409), so check it first. */
export async function deleteEventRecord(ctx: RequestContext, id: string): Promise<boolean> {
  return deleteEventRow(ctx.team, id);
}

/** The event of a path (its date, type and track), or 404. */
export async function requireEvent(ctx: RequestContext, id: string): Promise<EventRef> {
  const event = await findEventRef(ctx.team, id);
  if (!event) throw eventNotFound();
  return event;
}

export interface CarLastEvent {
  id: string;
  title: string;
  date: string;
}

/** Per car, its latest event on or before `today` (planned for it or registered). */
export async function findLastEventsOfCars(
  ctx: RequestContext,
  carIds: string[],
  today: string,
): Promise<Map<string, CarLastEvent>> {
  if (carIds.length === 0) return new Map();
  const rows = await lastEventsOfCarsQuery(ctx.team, carIds, today);
  return new Map(
    rows.flatMap((row) => (row.carId ? [[row.carId, { id: row.id, title: row.title, date: row.date }] as const] : [])),
  );
}

/**
 * A page of the car's events, newest first, and how many it has in all. Kept until the team's
 * events change (the 'event_stats' version moves with every change to its events, registrations
 * and tracks): finding the newest of the events a car is registered for looks up every one of
 * them, a thousand for a car that has raced for years.
 */
export async function listEventsOfCar(ctx: RequestContext, carId: string, query: PageQuery) {
  return new TeamFigures(ctx.team, 'event_stats').get(
    `car events ${carId} ${query.page} ${query.pageSize}`,
    async () => {
      const rows = await eventsOfCarQuery(ctx.team, carId, query.pageSize, pageOffset(query));
      const total = await totalFromPage(rows.length, query, () => countEventsOfCar(ctx.team, carId));
      return { items: rows, total };
    },
  );
}

/** Rows of (event, car) in event order, as events each with their cars. */
function toEventEntries(rows: EventEntryRow[]): EventEntry[] {
  const entries = new Map<string, EventEntry>();
  for (const row of rows) {
    const entry = entries.get(row.id) ?? {
      id: row.id,
      title: row.title,
      date: row.date,
      type: row.type,
      trackName: row.trackName,
      cars: [],
    };
    entry.cars.push({ id: row.car.id, name: carLabel(row.car), carNumber: row.carNumber });
    entries.set(row.id, entry);
  }
  return [...entries.values()];
}

/** A driver's newest events (registered to drive, or drove a session), with their cars. */
export async function listEventsOfDriver(ctx: RequestContext, driverId: string): Promise<EventEntries> {
  const rows = await listEventsOfDriverRows(ctx.team, driverId, eventEntriesLimit);
  const events = toEventEntries(rows);
  const total = events.length < eventEntriesLimit ? events.length : await countEventsOfDriver(ctx.team, driverId);
  return { events, total };
}

/** The client's next events from `today` on, with the client's cars registered for them. */
export async function listUpcomingEventsOfClient(
  ctx: RequestContext,
  clientId: string,
  today: string,
): Promise<EventEntry[]> {
  return toEventEntries(await listUpcomingEventsOfClientRows(ctx.team, clientId, today, clientUpcomingEventsLimit));
}
