import { and, asc, count, desc, eq, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CarSortField, SortDirection } from '@shared/cars/cars.rules';
import type { Executor } from '../../db/client';
import {
  cars,
  clients,
  drivers,
  eventCars,
  events,
  repairs,
  subscriptions,
  tracks,
  userPreferences,
} from '../../db/schema';

export type CarRow = typeof cars.$inferSelect;
export type NewCar = Omit<typeof cars.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type CarChanges = Partial<Omit<NewCar, 'teamId'>>;

export async function insertCar(db: Executor, values: NewCar): Promise<CarRow> {
  const [row] = await db.insert(cars).values(values).returning();
  if (!row) throw new Error('Car could not be created');
  return row;
}

export function findCarQuery(db: Executor, teamId: string, id: string) {
  return db
    .select()
    .from(cars)
    .where(and(eq(cars.teamId, teamId), eq(cars.id, id)))
    .limit(1);
}

export async function findCar(db: Executor, teamId: string, id: string): Promise<CarRow | undefined> {
  const [row] = await findCarQuery(db, teamId, id);
  return row;
}

export async function carExists(db: Executor, teamId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.teamId, teamId), eq(cars.id, id)))
    .limit(1);
  return row !== undefined;
}

export async function updateCar(
  db: Executor,
  teamId: string,
  id: string,
  changes: CarChanges,
): Promise<CarRow | undefined> {
  const [row] = await db
    .update(cars)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(cars.teamId, teamId), eq(cars.id, id)))
    .returning();
  return row;
}

export async function deleteCar(db: Executor, teamId: string, id: string): Promise<CarRow | undefined> {
  const [row] = await db
    .delete(cars)
    .where(and(eq(cars.teamId, teamId), eq(cars.id, id)))
    .returning();
  return row;
}

/** Users who had the car as their default car no longer have one. */
export async function clearDefaultCar(db: Executor, teamId: string, carId: string): Promise<void> {
  await db
    .update(userPreferences)
    .set({ defaultCarId: null })
    .where(and(eq(userPreferences.teamId, teamId), eq(userPreferences.defaultCarId, carId)));
}

/** The team's plan, read only (a team without a subscription row is on the free plan). */
export async function findTeamPlan(db: Executor, teamId: string): Promise<'free' | 'monthly' | 'annual'> {
  const [row] = await db
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(eq(subscriptions.teamId, teamId))
    .limit(1);
  return row?.plan ?? 'free';
}

export async function countCars(db: Executor, teamId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cars).where(eq(cars.teamId, teamId));
  return row?.n ?? 0;
}

export async function listCarOptions(db: Executor, teamId: string) {
  return db
    .select({
      id: cars.id,
      name: cars.name,
      make: cars.make,
      model: cars.model,
      year: cars.year,
      clientId: cars.clientId,
      hours: cars.hours,
      miles: cars.miles,
    })
    .from(cars)
    .where(eq(cars.teamId, teamId))
    .orderBy(asc(cars.name), asc(cars.id));
}

/** `%term%` for ILIKE, with the user's % and _ taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function carListWhere(teamId: string, search: string | undefined): SQL | undefined {
  const term = search?.trim();
  const team = eq(cars.teamId, teamId);
  if (!term) return team;
  const pattern = containsPattern(term);
  return and(team, or(ilike(cars.name, pattern), ilike(cars.description, pattern)));
}

const sortColumns = { name: cars.name, purchaseDate: cars.purchaseDate, miles: cars.miles } as const;

export interface CarListFilter {
  search?: string | undefined;
  sort: CarSortField;
  direction: SortDirection;
  limit: number;
  offset: number;
}

/** The page of the list (exported for the benchmark's raw-SQL comparison). */
export function carsPageQuery(db: Executor, teamId: string, filter: CarListFilter) {
  const column = sortColumns[filter.sort];
  const order = filter.direction === 'asc' ? [asc(column), asc(cars.id)] : [desc(column), desc(cars.id)];
  return db
    .select({
      id: cars.id,
      name: cars.name,
      make: cars.make,
      model: cars.model,
      year: cars.year,
      description: cars.description,
      transponderNumber: cars.transponderNumber,
      hours: cars.hours,
      miles: cars.miles,
      purchaseDate: cars.purchaseDate,
      rentalStatus: cars.rentalStatus,
      clientId: cars.clientId,
      thumbnailKey: cars.thumbnailKey,
      logbookExpiration: cars.logbookExpiration,
      beltsExpiration: cars.beltsExpiration,
      fireBottleExpiration: cars.fireBottleExpiration,
    })
    .from(cars)
    .where(carListWhere(teamId, filter.search))
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function listCarsPage(db: Executor, teamId: string, filter: CarListFilter) {
  return carsPageQuery(db, teamId, filter);
}

/** How many cars match the search, and their rounded mean mileage. */
export function carsSummaryQuery(db: Executor, teamId: string, search: string | undefined) {
  return db
    .select({ total: count(), averageMiles: sql<number>`coalesce(round(avg(${cars.miles})), 0)::int` })
    .from(cars)
    .where(carListWhere(teamId, search));
}

export async function summarizeCars(db: Executor, teamId: string, search: string | undefined) {
  const [row] = await carsSummaryQuery(db, teamId, search);
  return { total: row?.total ?? 0, averageMiles: Number(row?.averageMiles ?? 0) };
}

/**
 * Per car, its latest event on or before `today`: one planned for it (events.car_id) or one it
 * is registered for (event_cars). Both read through their car indexes; only the page's cars'
 * events are read.
 */
export function lastEventsQuery(db: Executor, teamId: string, carIds: string[], today: string) {
  const planned = db
    .select({ carId: events.carId, id: events.id, title: events.title, date: events.date, createdAt: events.createdAt })
    .from(events)
    .where(and(eq(events.teamId, teamId), inArray(events.carId, carIds), lte(events.date, today)));
  const registered = db
    .select({
      carId: eventCars.carId,
      id: events.id,
      title: events.title,
      date: events.date,
      createdAt: events.createdAt,
    })
    .from(eventCars)
    .innerJoin(events, eq(events.id, eventCars.eventId))
    .where(and(eq(eventCars.teamId, teamId), inArray(eventCars.carId, carIds), lte(events.date, today)));
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

export interface LastEvent {
  id: string;
  title: string;
  date: string;
}

export async function findLastEvents(
  db: Executor,
  teamId: string,
  carIds: string[],
  today: string,
): Promise<Map<string, LastEvent>> {
  if (carIds.length === 0) return new Map();
  const rows = await lastEventsQuery(db, teamId, carIds, today);
  return new Map(
    rows.flatMap((row) => (row.carId ? [[row.carId, { id: row.id, title: row.title, date: row.date }] as const] : [])),
  );
}

/** Repairs of each car whose status is not Completed. */
export function openRepairsQuery(db: Executor, teamId: string, carIds: string[]) {
  return db
    .select({ carId: repairs.carId, n: count() })
    .from(repairs)
    .where(and(eq(repairs.teamId, teamId), inArray(repairs.carId, carIds), ne(repairs.status, 'Completed')))
    .groupBy(repairs.carId);
}

export async function countOpenRepairs(db: Executor, teamId: string, carIds: string[]): Promise<Map<string, number>> {
  if (carIds.length === 0) return new Map();
  const rows = await openRepairsQuery(db, teamId, carIds);
  return new Map(rows.map((r) => [r.carId, r.n]));
}

/**
 * The car's events, newest first: the newest `limit` planned for it (events.car_id) merged
 * with the newest `limit` it is registered for (event_cars), each read through its car index,
 * so the cost follows the car's own events, not the team's.
 */
export function carEventsQuery(db: Executor, teamId: string, carId: string, limit: number) {
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
    .where(and(eq(events.teamId, teamId), eq(events.carId, carId)))
    .orderBy(desc(events.date), desc(events.createdAt))
    .limit(limit);
  // A registration's event is looked up by its key, one per registration (the limit keeps the
  // planner from turning this into a scan of all the team's events).
  const event = db
    .select(fields)
    .from(events)
    .where(and(eq(events.id, eventCars.eventId), eq(events.teamId, teamId)))
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
    .where(and(eq(eventCars.teamId, teamId), eq(eventCars.carId, carId)))
    .orderBy(desc(event.date), desc(event.createdAt))
    .limit(limit);
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
    .leftJoin(tracks, eq(tracks.id, carEvents.trackId))
    .orderBy(desc(carEvents.date), desc(carEvents.createdAt))
    .limit(limit);
}

export async function listCarEvents(db: Executor, teamId: string, carId: string, limit: number) {
  return carEventsQuery(db, teamId, carId, limit);
}

export async function countCarEvents(db: Executor, teamId: string, carId: string): Promise<number> {
  const ids = db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.teamId, teamId), eq(events.carId, carId)))
    .union(
      db
        .select({ id: eventCars.eventId })
        .from(eventCars)
        .where(and(eq(eventCars.teamId, teamId), eq(eventCars.carId, carId))),
    )
    .as('car_event_ids');
  const [row] = await db.select({ n: count() }).from(ids);
  return row?.n ?? 0;
}

/** The car's repairs, newest scheduled first (unscheduled ones first of all). */
export function carRepairsQuery(db: Executor, teamId: string, carId: string, limit: number) {
  return db
    .select({
      id: repairs.id,
      title: repairs.title,
      status: repairs.status,
      scheduledDate: repairs.scheduledDate,
      completedDate: repairs.completedDate,
    })
    .from(repairs)
    .where(and(eq(repairs.teamId, teamId), eq(repairs.carId, carId)))
    .orderBy(sql`${repairs.scheduledDate} desc nulls first`, desc(repairs.createdAt))
    .limit(limit);
}

export async function listCarRepairs(db: Executor, teamId: string, carId: string, limit: number) {
  return carRepairsQuery(db, teamId, carId, limit);
}

export async function countCarRepairs(db: Executor, teamId: string, carId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(repairs)
    .where(and(eq(repairs.teamId, teamId), eq(repairs.carId, carId)));
  return row?.n ?? 0;
}

export async function findTeamDriver(db: Executor, teamId: string, id: string) {
  const [row] = await db
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(and(eq(drivers.teamId, teamId), eq(drivers.id, id)))
    .limit(1);
  return row;
}

export async function findTeamClient(db: Executor, teamId: string, id: string) {
  const [row] = await db
    .select({
      id: clients.id,
      displayName: clients.displayName,
      firstName: clients.firstName,
      lastName: clients.lastName,
      email: clients.email,
    })
    .from(clients)
    .where(and(eq(clients.teamId, teamId), eq(clients.id, id)))
    .limit(1);
  return row;
}
