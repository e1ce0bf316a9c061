import { asc, eq, inArray } from 'drizzle-orm';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { cars, clients, drivers, eventCars, workOrderItems } from '../../db/schema';

export type EventCarRow = typeof eventCars.$inferSelect;
export type NewEventCar = Omit<typeof eventCars.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;
export type EventCarChanges = Partial<Omit<NewEventCar, 'eventId' | 'carId'>>;
export type WorkItemRow = typeof workOrderItems.$inferSelect;

export interface EventCarView {
  row: EventCarRow;
  car: { name: string; year: number | null; make: string | null; model: string | null };
  client: {
    id: string;
    displayName: string | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
  } | null;
  driverName: string | null;
}

/** Registrations with the names of their car, client and driver (read through the team keys). */
function viewQuery(team: TeamDb) {
  return team.db
    .select({
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
    })
    .from(eventCars)
    .innerJoin(cars, teamKeyJoin(cars, eventCars.teamId, eventCars.carId))
    .leftJoin(clients, teamKeyJoin(clients, eventCars.teamId, eventCars.clientId))
    .leftJoin(drivers, teamKeyJoin(drivers, eventCars.teamId, eventCars.driverId));
}

/** An event's registrations with car, client and driver, in registration order. */
export async function listEventCarViews(team: TeamDb, eventId: string): Promise<EventCarView[]> {
  return viewQuery(team)
    .where(ofTeam(team, eventCars, eq(eventCars.eventId, eventId)))
    .orderBy(asc(eventCars.createdAt), asc(eventCars.id));
}

export async function findEventCarView(team: TeamDb, id: string): Promise<EventCarView | undefined> {
  const [row] = await viewQuery(team)
    .where(ofTeam(team, eventCars, eq(eventCars.id, id)))
    .limit(1);
  return row;
}

/** A registration of the team, by its id (optionally within one event). */
export async function findEventCar(team: TeamDb, id: string, eventId?: string): Promise<EventCarRow | undefined> {
  const [row] = await team.db
    .select()
    .from(eventCars)
    .where(ofTeam(team, eventCars, eq(eventCars.id, id), eventId ? eq(eventCars.eventId, eventId) : undefined))
    .limit(1);
  return row;
}

/** Reads a registration and locks it until the transaction ends. */
export async function lockEventCar(team: TeamDb, id: string): Promise<EventCarRow | undefined> {
  const [row] = await team.db
    .select()
    .from(eventCars)
    .where(ofTeam(team, eventCars, eq(eventCars.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function findRegistration(team: TeamDb, eventId: string, carId: string): Promise<EventCarRow | undefined> {
  const [row] = await team.db
    .select()
    .from(eventCars)
    .where(ofTeam(team, eventCars, eq(eventCars.eventId, eventId), eq(eventCars.carId, carId)))
    .limit(1);
  return row;
}

export async function insertEventCar(team: TeamDb, values: NewEventCar): Promise<EventCarRow> {
  const [row] = await team.db
    .insert(eventCars)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Registration could not be created');
  return row;
}

/** Changes a registration (optionally only within one event). */
export async function updateEventCar(
  team: TeamDb,
  id: string,
  changes: EventCarChanges,
  eventId?: string,
): Promise<EventCarRow | undefined> {
  const [row] = await team.db
    .update(eventCars)
    .set(changes)
    .where(ofTeam(team, eventCars, eq(eventCars.id, id), eventId ? eq(eventCars.eventId, eventId) : undefined))
    .returning();
  return row;
}

export async function deleteEventCar(team: TeamDb, eventId: string, id: string): Promise<boolean> {
  const rows = await team.db
    .delete(eventCars)
    .where(ofTeam(team, eventCars, eq(eventCars.eventId, eventId), eq(eventCars.id, id)))
    .returning({ id: eventCars.id });
  return rows.length > 0;
}

/**
 * Work items of some registrations, oldest first. The inspections feature writes them; they are
 * read here because that feature depends on this one for its registrations.
 */
export async function listWorkItemsOfEventCars(team: TeamDb, eventCarIds: string[]): Promise<WorkItemRow[]> {
  if (eventCarIds.length === 0) return [];
  return team.db
    .select()
    .from(workOrderItems)
    .where(ofTeam(team, workOrderItems, inArray(workOrderItems.eventCarId, eventCarIds)))
    .orderBy(asc(workOrderItems.createdAt), asc(workOrderItems.title));
}
