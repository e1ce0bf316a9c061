import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { readyToRaceStatuses } from '@shared/events/events.rules';
import type { EventListQuery } from '@shared/events/events.contract';
import type { OptionsFilter } from '@shared/lib/options.contract';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { cars, eventCars, eventCounts, eventSessions, events, tracks } from '../../db/schema';
import { pickerOptionsQuery } from '../../platform/picker-options';

export type EventRow = typeof events.$inferSelect;
export type EventValues = Pick<
  typeof events.$inferInsert,
  'title' | 'date' | 'type' | 'description' | 'notes' | 'trackId' | 'estimatedMinutes' | 'carId'
>;

const carColumns = { id: cars.id, name: cars.name, year: cars.year, make: cars.make, model: cars.model };
export interface CarNameParts {
  name: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
}

export interface EventListRow {
  id: string;
  title: string;
  date: string;
  type: string;
  trackId: string;
  trackName: string;
  estimatedMinutes: number;
  car: (CarNameParts & { id: string }) | null;
}

type EventListFilter = Pick<EventListQuery, 'today' | 'when' | 'track' | 'archived'>;

/** Which days a list shows: upcoming (from today on), previous (before today) or all of them. */
function datesOf(query: Pick<EventListQuery, 'today' | 'when'>): SQL | undefined {
  if (query.when === 'upcoming') return gte(events.date, query.today);
  if (query.when === 'previous') return lt(events.date, query.today);
  return undefined;
}

/** The active events of the list, or the archived ones when `archived` is set. */
function listFilter(team: TeamDb, query: EventListFilter): SQL {
  return ofTeam(
    team,
    events,
    query.archived ? isNotNull(events.archivedAt) : isNull(events.archivedAt),
    datesOf(query),
    query.track ? eq(events.trackId, query.track) : undefined,
  );
}

/**
 * One page of upcoming (date ascending), previous or all (date descending) events, with track and
 * car names.
 */
export async function listEvents(team: TeamDb, query: EventListQuery): Promise<EventListRow[]> {
  const order = query.when === 'upcoming' ? [asc(events.date), asc(events.id)] : [desc(events.date), desc(events.id)];
  return team.db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      type: events.type,
      trackId: events.trackId,
      trackName: tracks.name,
      estimatedMinutes: events.estimatedMinutes,
      car: carColumns,
    })
    .from(events)
    .innerJoin(tracks, teamKeyJoin(tracks, events.teamId, events.trackId))
    .leftJoin(cars, teamKeyJoin(cars, events.teamId, events.carId))
    .where(listFilter(team, query))
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/**
 * How many events the list has. The archived ones, and those at one track, are counted through
 * their indexes (events_team_archived_date_idx, events_team_track_date_idx). Without a track
 * filter the active ones come from the running counts (event_counts, which count every event,
 * archived ones too): upcoming = the dated counts from today on, previous = all minus upcoming;
 * the archived ones are taken off. A few rows, whatever the number of events.
 */
export async function countEvents(team: TeamDb, query: EventListFilter): Promise<number> {
  if (query.track || query.archived) {
    const [row] = await team.db.select({ n: count() }).from(events).where(listFilter(team, query));
    return row?.n ?? 0;
  }
  const upcomingDates = and(eq(eventCounts.dimension, 'date'), gte(eventCounts.key, query.today));
  const [row] = await team.db
    .select({
      upcoming: sql<number>`coalesce(sum(${eventCounts.events}) filter (where ${upcomingDates}), 0)`.mapWith(Number),
      total:
        sql<number>`coalesce(sum(${eventCounts.events}) filter (where ${eventCounts.dimension} = 'type'), 0)`.mapWith(
          Number,
        ),
    })
    .from(eventCounts)
    .where(ofTeam(team, eventCounts, or(eq(eventCounts.dimension, 'type'), upcomingDates)));
  const [archived] = await team.db
    .select({
      upcoming: sql<number>`count(*) filter (where ${gte(events.date, query.today)})`.mapWith(Number),
      total: count(),
    })
    .from(events)
    .where(ofTeam(team, events, isNotNull(events.archivedAt)));
  const upcoming = (row?.upcoming ?? 0) - (archived?.upcoming ?? 0);
  const total = (row?.total ?? 0) - (archived?.total ?? 0);
  if (query.when === 'upcoming') return upcoming;
  return query.when === 'previous' ? total - upcoming : total;
}

/**
 * The team's active events counted up to `cap`: enough to compare with a plan limit without a full
 * count (an archived event does not count; restoring one checks the limit again).
 */
export async function countTeamEventsUpTo(team: TeamDb, cap: number): Promise<number> {
  const capped = team.db
    .select({ one: sql`1` })
    .from(events)
    .where(ofTeam(team, events, isNull(events.archivedAt)))
    .limit(cap)
    .as('capped');
  const [row] = await team.db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

export interface EventDetailRow {
  event: EventRow;
  track: { id: string; name: string; location: string; length: number | null };
  car: (CarNameParts & { id: string }) | null;
}

/** The event, archived or not (its page shows both). */
export async function findEvent(team: TeamDb, id: string): Promise<EventDetailRow | undefined> {
  const [row] = await team.db
    .select({
      event: events,
      track: { id: tracks.id, name: tracks.name, location: tracks.location, length: tracks.length },
      car: carColumns,
    })
    .from(events)
    .innerJoin(tracks, teamKeyJoin(tracks, events.teamId, events.trackId))
    .leftJoin(cars, teamKeyJoin(cars, events.teamId, events.carId))
    .where(ofTeam(team, events, eq(events.id, id)))
    .limit(1);
  return row;
}

export interface EventRef {
  id: string;
  date: string;
  type: string;
  trackId: string;
}

/** What registrations and results take from their event: its date, type and track. */
export async function findEventRef(team: TeamDb, id: string): Promise<EventRef | undefined> {
  const [row] = await team.db
    .select({ id: events.id, date: events.date, type: events.type, trackId: events.trackId })
    .from(events)
    .where(ofTeam(team, events, eq(events.id, id)))
    .limit(1);
  return row;
}

/**
 * The event's registrations counted for the Quick Stats, through the registrations' event key.
 * (Read here rather than through event-cars, which depends on this feature for its events.)
 */
export async function countEventRegistrations(
  team: TeamDb,
  eventId: string,
): Promise<{ totalCars: number; preInspectionsDone: number; readyToRace: number }> {
  const [row] = await team.db
    .select({
      totalCars: count(),
      preInspectionsDone: sql<number>`count(*) filter (where ${eventCars.preEventInspectionCompleted})`.mapWith(Number),
      readyToRace: sql<number>`count(*) filter (where ${inArray(eventCars.status, [...readyToRaceStatuses])})`.mapWith(
        Number,
      ),
    })
    .from(eventCars)
    .where(ofTeam(team, eventCars, eq(eventCars.eventId, eventId)));
  return row ?? { totalCars: 0, preInspectionsDone: 0, readyToRace: 0 };
}

export async function insertEvent(team: TeamDb, values: EventValues): Promise<EventRow> {
  const [row] = await team.db
    .insert(events)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Event could not be created');
  return row;
}

export async function updateEvent(team: TeamDb, id: string, values: EventValues): Promise<EventRow | undefined> {
  const [row] = await team.db
    .update(events)
    .set(values)
    .where(ofTeam(team, events, eq(events.id, id)))
    .returning();
  return row;
}

/** The event's id and whether it is archived, locked until the end of the transaction (archiving, restoring or deleting it). */
export async function lockEvent(team: TeamDb, id: string): Promise<Pick<EventRow, 'id' | 'archivedAt'> | undefined> {
  const [row] = await team.db
    .select({ id: events.id, archivedAt: events.archivedAt })
    .from(events)
    .where(ofTeam(team, events, eq(events.id, id)))
    .for('update');
  return row;
}

/** Archives the event (now) or restores it (null). */
export async function setEventArchivedAt(team: TeamDb, id: string, archivedAt: Date | null): Promise<boolean> {
  const rows = await team.db
    .update(events)
    .set({ archivedAt, updatedAt: sql`now()` })
    .where(ofTeam(team, events, eq(events.id, id)))
    .returning({ id: events.id });
  return rows.length > 0;
}

export async function deleteEvent(team: TeamDb, id: string): Promise<boolean> {
  const rows = await team.db
    .delete(events)
    .where(ofTeam(team, events, eq(events.id, id)))
    .returning({ id: events.id });
  return rows.length > 0;
}

export interface EventOptionsFilter extends OptionsFilter {
  /** Only the events on or after this day, soonest first (newest first without it). */
  from?: string | undefined;
}

/**
 * The active events of a picker: the first `limit` whose title or track name matches the search,
 * newest first (soonest first from `from` on), plus those among `ids`. The date order is read
 * from events_team_date_idx.
 */
export function eventOptionsQuery(team: TeamDb, filter: EventOptionsFilter) {
  const direction = filter.from === undefined ? desc : asc;
  const select = () =>
    team.db
      .select({ id: events.id, title: events.title, date: events.date, trackName: tracks.name })
      .from(events)
      .innerJoin(tracks, teamKeyJoin(tracks, events.teamId, events.trackId))
      .$dynamic();
  return pickerOptionsQuery(select, filter, {
    scope: ofTeam(
      team,
      events,
      isNull(events.archivedAt),
      filter.from === undefined ? undefined : gte(events.date, filter.from),
    ),
    // The tracks whose name matches are found once (the team's tracks are few), so each event
    // walked is matched on its own columns and only the picked ones are joined to their track.
    match: (pattern) =>
      or(
        ilike(events.title, pattern),
        inArray(
          events.trackId,
          team.db
            .select({ id: tracks.id })
            .from(tracks)
            .where(ofTeam(team, tracks, ilike(tracks.name, pattern))),
        ),
      ),
    id: events.id,
    order: () => [direction(events.date), direction(events.id)],
  });
}

export const listEventOptions = (team: TeamDb, filter: EventOptionsFilter) => eventOptionsQuery(team, filter);

/**
 * Per car, its latest event on or before `today`: one planned for it (events.car_id) or one it
 * is registered for (event_cars). Both read through their car indexes; only the given cars'
 * events are read.
 */
export function lastEventsOfCarsQuery(team: TeamDb, carIds: string[], today: string) {
  const { db } = team;
  const planned = db
    .select({ carId: events.carId, id: events.id, title: events.title, date: events.date, createdAt: events.createdAt })
    .from(events)
    .where(ofTeam(team, events, inArray(events.carId, carIds), lte(events.date, today)));
  const registered = db
    .select({
      carId: eventCars.carId,
      id: events.id,
      title: events.title,
      date: events.date,
      createdAt: events.createdAt,
    })
    .from(eventCars)
    .innerJoin(events, teamKeyJoin(events, eventCars.teamId, eventCars.eventId))
    .where(ofTeam(team, eventCars, inArray(eventCars.carId, carIds), lte(events.date, today)));
  const carEvents = planned.unionAll(registered).as('car_events');
  return db
    .selectDistinctOn([carEvents.carId], {
      carId: carEvents.carId,
      id: carEvents.id,
      title: carEvents.title,
      date: carEvents.date,
    })
    .from(carEvents)
    .orderBy(carEvents.carId, desc(carEvents.date), desc(carEvents.createdAt));
}

/**
 * The car's events, newest first, `limit` of them from the `offset`th: the newest `offset + limit`
 * planned for it (events.car_id) merged with the newest `offset + limit` it is registered for
 * (event_cars), each read through its car index, so the cost follows the car's own events, not
 * the team's.
 */
export function eventsOfCarQuery(team: TeamDb, carId: string, limit: number, offset = 0) {
  const { db } = team;
  const fields = {
    id: events.id,
    title: events.title,
    date: events.date,
    type: events.type,
    trackId: events.trackId,
    createdAt: events.createdAt,
  };
  const planned = db
    .select(fields)
    .from(events)
    .where(ofTeam(team, events, eq(events.carId, carId)))
    .orderBy(desc(events.date), desc(events.createdAt), desc(events.id))
    .limit(offset + limit);
  // A registration's event is looked up by its key, one per registration (the limit keeps the
  // planner from turning this into a scan of all the team's events).
  const event = db
    .select(fields)
    .from(events)
    .where(teamKeyJoin(events, eventCars.teamId, eventCars.eventId))
    .limit(1)
    .as('event');
  const registered = db
    .select({
      id: event.id,
      title: event.title,
      date: event.date,
      type: event.type,
      trackId: event.trackId,
      createdAt: event.createdAt,
    })
    .from(eventCars)
    .innerJoinLateral(event, sql`true`)
    .where(ofTeam(team, eventCars, eq(eventCars.carId, carId)))
    .orderBy(desc(event.date), desc(event.createdAt), desc(event.id))
    .limit(offset + limit);
  const carEvents = planned.union(registered).as('car_events');
  return db
    .select({
      id: carEvents.id,
      title: carEvents.title,
      date: carEvents.date,
      type: carEvents.type,
      trackName: tracks.name,
    })
    .from(carEvents)
    .leftJoin(tracks, and(eq(tracks.teamId, team.teamId), eq(tracks.id, carEvents.trackId)))
    .orderBy(desc(carEvents.date), desc(carEvents.createdAt), desc(carEvents.id))
    .limit(limit)
    .offset(offset);
}

export async function countEventsOfCar(team: TeamDb, carId: string): Promise<number> {
  const { db } = team;
  const ids = db
    .select({ id: events.id })
    .from(events)
    .where(ofTeam(team, events, eq(events.carId, carId)))
    .union(
      db
        .select({ id: eventCars.eventId })
        .from(eventCars)
        .where(ofTeam(team, eventCars, eq(eventCars.carId, carId))),
    )
    .as('car_event_ids');
  const [row] = await db.select({ n: count() }).from(ids);
  return row?.n ?? 0;
}

/**
 * The (event, car) pairs a driver drove or is down to drive: registrations naming the driver
 * and sessions they drove, each read through its driver index.
 */
function driverEventCarsQuery(team: TeamDb, driverId: string) {
  const { db } = team;
  const registered = db
    .select({ eventId: eventCars.eventId, carId: eventCars.carId, carNumber: eventCars.carNumber })
    .from(eventCars)
    .where(ofTeam(team, eventCars, eq(eventCars.driverId, driverId)));
  const drove = db
    .select({ eventId: eventCars.eventId, carId: eventCars.carId, carNumber: eventCars.carNumber })
    .from(eventSessions)
    .innerJoin(eventCars, teamKeyJoin(eventCars, eventSessions.teamId, eventSessions.eventCarId))
    .where(ofTeam(team, eventSessions, eq(eventSessions.driverId, driverId)));
  return registered.union(drove).as('driver_event_cars');
}

/** An event with one of the cars that took part (a driver's or a client's). */
export interface EventEntryRow {
  id: string;
  title: string;
  date: string;
  type: string;
  trackName: string;
  car: CarNameParts & { id: string };
  carNumber: string | null;
}

/** A driver's newest `limit` events, each with the cars they drove or are down to drive there. */
export async function listEventsOfDriver(team: TeamDb, driverId: string, limit: number): Promise<EventEntryRow[]> {
  const { db } = team;
  const pairs = driverEventCarsQuery(team, driverId);
  const newest = db
    .selectDistinct({ id: events.id, date: events.date })
    .from(pairs)
    .innerJoin(events, and(eq(events.teamId, team.teamId), eq(events.id, pairs.eventId)))
    .orderBy(desc(events.date), desc(events.id))
    .limit(limit)
    .as('newest_events');
  const pairsAgain = driverEventCarsQuery(team, driverId);
  return db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      type: events.type,
      trackName: tracks.name,
      car: carColumns,
      carNumber: pairsAgain.carNumber,
    })
    .from(newest)
    .innerJoin(events, and(eq(events.teamId, team.teamId), eq(events.id, newest.id)))
    .innerJoin(tracks, teamKeyJoin(tracks, events.teamId, events.trackId))
    .innerJoin(pairsAgain, eq(pairsAgain.eventId, events.id))
    .innerJoin(cars, and(eq(cars.teamId, team.teamId), eq(cars.id, pairsAgain.carId)))
    .orderBy(desc(events.date), desc(events.id), asc(cars.name));
}

/** How many events a driver drove or is down to drive. */
export async function countEventsOfDriver(team: TeamDb, driverId: string): Promise<number> {
  const pairs = driverEventCarsQuery(team, driverId);
  const [row] = await team.db.select({ n: sql<number>`count(distinct ${pairs.eventId})`.mapWith(Number) }).from(pairs);
  return row?.n ?? 0;
}

/**
 * The client's next `limit` active events on or after `today` (through the registrations' client
 * index), each with the client's cars registered for it. An archived event leaves the schedule;
 * the client's history (last visit, totals) still counts it.
 */
export async function listUpcomingEventsOfClient(
  team: TeamDb,
  clientId: string,
  today: string,
  limit: number,
): Promise<EventEntryRow[]> {
  const { db } = team;
  const next = db
    .selectDistinct({ id: events.id, date: events.date })
    .from(eventCars)
    .innerJoin(events, teamKeyJoin(events, eventCars.teamId, eventCars.eventId))
    .where(
      ofTeam(team, eventCars, eq(eventCars.clientId, clientId), gte(events.date, today), isNull(events.archivedAt)),
    )
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit)
    .as('next_events');
  return db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      type: events.type,
      trackName: tracks.name,
      car: carColumns,
      carNumber: eventCars.carNumber,
    })
    .from(next)
    .innerJoin(events, and(eq(events.teamId, team.teamId), eq(events.id, next.id)))
    .innerJoin(tracks, teamKeyJoin(tracks, events.teamId, events.trackId))
    .innerJoin(
      eventCars,
      and(eq(eventCars.teamId, team.teamId), eq(eventCars.eventId, events.id), eq(eventCars.clientId, clientId)),
    )
    .innerJoin(cars, teamKeyJoin(cars, eventCars.teamId, eventCars.carId))
    .orderBy(asc(events.date), asc(events.id), asc(cars.name));
}
