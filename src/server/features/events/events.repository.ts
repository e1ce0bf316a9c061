import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { readyToRaceStatuses } from '@shared/events/events.rules';
import type { EventListQuery } from '@shared/events/events.contract';
import type { Executor } from '../../db/client';
import { cars, eventCars, eventCounts, events, tracks } from '../../db/schema';

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

function listFilter(teamId: string, query: Pick<EventListQuery, 'today' | 'when' | 'track'>): SQL | undefined {
  return and(
    eq(events.teamId, teamId),
    query.when === 'upcoming' ? gte(events.date, query.today) : lt(events.date, query.today),
    query.track ? eq(events.trackId, query.track) : undefined,
  );
}

/** One page of upcoming (date ascending) or previous (date descending) events, with track and car names. */
export async function listEvents(db: Executor, teamId: string, query: EventListQuery): Promise<EventListRow[]> {
  const order = query.when === 'upcoming' ? [asc(events.date), asc(events.id)] : [desc(events.date), desc(events.id)];
  const rows = await db
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
    .innerJoin(tracks, and(eq(tracks.id, events.trackId), eq(tracks.teamId, events.teamId)))
    .leftJoin(cars, and(eq(cars.id, events.carId), eq(cars.teamId, events.teamId)))
    .where(listFilter(teamId, query))
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return rows;
}

/**
 * How many events the list has. Without a track filter the answer comes from the running
 * counts (event_counts): upcoming = the dated counts from today on, previous = all minus
 * upcoming; a few rows whatever the number of events. With a track filter it counts that
 * track's events through the (team_id, track_id, date) index.
 */
export async function countEvents(
  db: Executor,
  teamId: string,
  query: Pick<EventListQuery, 'today' | 'when' | 'track'>,
): Promise<number> {
  if (query.track) {
    const [row] = await db.select({ n: count() }).from(events).where(listFilter(teamId, query));
    return row?.n ?? 0;
  }
  const upcomingDates = and(eq(eventCounts.dimension, 'date'), gte(eventCounts.key, query.today));
  const [row] = await db
    .select({
      upcoming: sql<number>`coalesce(sum(${eventCounts.events}) filter (where ${upcomingDates}), 0)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${eventCounts.events}) filter (where ${eventCounts.dimension} = 'type'), 0)`.mapWith(
        Number,
      ),
    })
    .from(eventCounts)
    .where(and(eq(eventCounts.teamId, teamId), or(eq(eventCounts.dimension, 'type'), upcomingDates)));
  const upcoming = row?.upcoming ?? 0;
  return query.when === 'upcoming' ? upcoming : (row?.total ?? 0) - upcoming;
}

/** The team's events counted up to `cap`: enough to compare with a plan limit without a full count. */
export async function countTeamEventsUpTo(db: Executor, teamId: string, cap: number): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(events).where(eq(events.teamId, teamId)).limit(cap).as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

export interface EventDetailRow {
  event: EventRow;
  track: { id: string; name: string; location: string; length: number | null };
  car: (CarNameParts & { id: string }) | null;
}

export async function findEvent(db: Executor, teamId: string, id: string): Promise<EventDetailRow | undefined> {
  const [row] = await db
    .select({
      event: events,
      track: { id: tracks.id, name: tracks.name, location: tracks.location, length: tracks.length },
      car: carColumns,
    })
    .from(events)
    .innerJoin(tracks, and(eq(tracks.id, events.trackId), eq(tracks.teamId, events.teamId)))
    .leftJoin(cars, and(eq(cars.id, events.carId), eq(cars.teamId, events.teamId)))
    .where(and(eq(events.teamId, teamId), eq(events.id, id)))
    .limit(1);
  return row;
}

/** Registrations of the event counted for the Quick Stats. */
export async function countEventRegistrations(
  db: Executor,
  teamId: string,
  eventId: string,
): Promise<{ totalCars: number; preInspectionsDone: number; readyToRace: number }> {
  const [row] = await db
    .select({
      totalCars: count(),
      preInspectionsDone: sql<number>`count(*) filter (where ${eventCars.preEventInspectionCompleted})`.mapWith(Number),
      readyToRace: sql<number>`count(*) filter (where ${inArray(eventCars.status, [...readyToRaceStatuses])})`.mapWith(
        Number,
      ),
    })
    .from(eventCars)
    .where(and(eq(eventCars.teamId, teamId), eq(eventCars.eventId, eventId)));
  return row ?? { totalCars: 0, preInspectionsDone: 0, readyToRace: 0 };
}

export async function insertEvent(db: Executor, teamId: string, values: EventValues): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({ ...values, teamId })
    .returning();
  if (!row) throw new Error('Event could not be created');
  return row;
}

export async function updateEvent(db: Executor, teamId: string, id: string, values: EventValues): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set(values)
    .where(and(eq(events.teamId, teamId), eq(events.id, id)))
    .returning();
  return row;
}

export async function deleteEvent(db: Executor, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(events)
    .where(and(eq(events.teamId, teamId), eq(events.id, id)))
    .returning({ id: events.id });
  return rows.length > 0;
}

export async function listEventOptions(
  db: Executor,
  teamId: string,
  limit: number,
): Promise<{ id: string; title: string; date: string; trackName: string }[]> {
  return db
    .select({ id: events.id, title: events.title, date: events.date, trackName: tracks.name })
    .from(events)
    .innerJoin(tracks, and(eq(tracks.id, events.trackId), eq(tracks.teamId, events.teamId)))
    .where(eq(events.teamId, teamId))
    .orderBy(desc(events.date), desc(events.id))
    .limit(limit);
}

export async function isTeamTrack(db: Executor, teamId: string, trackId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tracks.id })
    .from(tracks)
    .where(and(eq(tracks.teamId, teamId), eq(tracks.id, trackId)))
    .limit(1);
  return row !== undefined;
}

export async function isTeamCar(db: Executor, teamId: string, carId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.teamId, teamId), eq(cars.id, carId)))
    .limit(1);
  return row !== undefined;
}
