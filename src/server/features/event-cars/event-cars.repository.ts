import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cars, clients, drivers, eventCars, events, workOrderItems } from '../../db/schema';

export type EventCarRow = typeof eventCars.$inferSelect;
export type NewEventCar = Omit<typeof eventCars.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type WorkItemRow = typeof workOrderItems.$inferSelect;

export interface EventRef {
  id: string;
  date: string;
  type: string;
  trackId: string;
}

export async function findEventRef(db: Executor, teamId: string, eventId: string): Promise<EventRef | undefined> {
  const [row] = await db
    .select({ id: events.id, date: events.date, type: events.type, trackId: events.trackId })
    .from(events)
    .where(and(eq(events.teamId, teamId), eq(events.id, eventId)))
    .limit(1);
  return row;
}

export async function findCarRef(
  db: Executor,
  teamId: string,
  carId: string,
): Promise<{ id: string; clientId: string | null } | undefined> {
  const [row] = await db
    .select({ id: cars.id, clientId: cars.clientId })
    .from(cars)
    .where(and(eq(cars.teamId, teamId), eq(cars.id, carId)))
    .limit(1);
  return row;
}

export async function findClientRef(db: Executor, teamId: string, clientId: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.teamId, teamId), eq(clients.id, clientId)))
    .limit(1);
  return row;
}

export async function findDriverRef(db: Executor, teamId: string, driverId: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.teamId, teamId), eq(drivers.id, driverId)))
    .limit(1);
  return row;
}

const viewColumns = {
  row: eventCars,
  car: { name: cars.name, year: cars.year, make: cars.make, model: cars.model },
  client: {
    id: clients.id,
    displayName: clients.displayName,
    firstName: clients.firstName,
    lastName: clients.lastName,
    email: clients.email,
  },
  driverName: drivers.name,
};

export interface EventCarView {
  row: EventCarRow;
  car: { name: string; year: number | null; make: string | null; model: string | null };
  client: { id: string; displayName: string | null; firstName: string | null; lastName: string | null; email: string | null } | null;
  driverName: string | null;
}

function viewQuery(db: Executor) {
  return db
    .select(viewColumns)
    .from(eventCars)
    .innerJoin(cars, eq(cars.id, eventCars.carId))
    .leftJoin(clients, eq(clients.id, eventCars.clientId))
    .leftJoin(drivers, eq(drivers.id, eventCars.driverId));
}

/** An event's registrations with car, client and driver, in registration order. */
export async function listEventCarViews(db: Executor, teamId: string, eventId: string): Promise<EventCarView[]> {
  return viewQuery(db)
    .where(and(eq(eventCars.teamId, teamId), eq(eventCars.eventId, eventId)))
    .orderBy(asc(eventCars.createdAt), asc(eventCars.id));
}

export async function findEventCarView(db: Executor, teamId: string, id: string): Promise<EventCarView | undefined> {
  const [row] = await viewQuery(db)
    .where(and(eq(eventCars.teamId, teamId), eq(eventCars.id, id)))
    .limit(1);
  return row;
}

/** A registration of the team, by its id (optionally within one event). */
export async function findEventCar(
  db: Executor,
  teamId: string,
  id: string,
  eventId?: string,
): Promise<EventCarRow | undefined> {
  const [row] = await db
    .select()
    .from(eventCars)
    .where(
      and(eq(eventCars.teamId, teamId), eq(eventCars.id, id), eventId ? eq(eventCars.eventId, eventId) : undefined),
    )
    .limit(1);
  return row;
}

/** Reads a registration and locks it until the transaction ends. */
export async function lockEventCar(tx: Executor, teamId: string, id: string): Promise<EventCarRow | undefined> {
  const [row] = await tx
    .select()
    .from(eventCars)
    .where(and(eq(eventCars.teamId, teamId), eq(eventCars.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function findRegistration(
  db: Executor,
  teamId: string,
  eventId: string,
  carId: string,
): Promise<EventCarRow | undefined> {
  const [row] = await db
    .select()
    .from(eventCars)
    .where(and(eq(eventCars.teamId, teamId), eq(eventCars.eventId, eventId), eq(eventCars.carId, carId)))
    .limit(1);
  return row;
}

export async function insertEventCar(db: Executor, values: NewEventCar): Promise<EventCarRow> {
  const [row] = await db.insert(eventCars).values(values).returning();
  if (!row) throw new Error('Registration could not be created');
  return row;
}

export async function updateEventCar(
  db: Executor,
  teamId: string,
  id: string,
  changes: Partial<Omit<NewEventCar, 'teamId' | 'eventId' | 'carId'>>,
): Promise<EventCarRow | undefined> {
  const [row] = await db
    .update(eventCars)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(eventCars.teamId, teamId), eq(eventCars.id, id)))
    .returning();
  return row;
}

export async function deleteEventCar(db: Executor, teamId: string, eventId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(eventCars)
    .where(and(eq(eventCars.teamId, teamId), eq(eventCars.eventId, eventId), eq(eventCars.id, id)))
    .returning({ id: eventCars.id });
  return rows.length > 0;
}

/** Work items of some registrations, oldest first. */
export async function listWorkItemsOfEventCars(db: Executor, teamId: string, eventCarIds: string[]): Promise<WorkItemRow[]> {
  if (eventCarIds.length === 0) return [];
  return db
    .select()
    .from(workOrderItems)
    .where(and(eq(workOrderItems.teamId, teamId), inArray(workOrderItems.eventCarId, eventCarIds)))
    .orderBy(asc(workOrderItems.createdAt), asc(workOrderItems.title));
}
