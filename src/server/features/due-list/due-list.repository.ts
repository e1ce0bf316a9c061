import { and, asc, eq, gte, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { teamKeyJoin, type TeamDb } from '../../db/team-db';
import {
  cars,
  clients,
  componentInstallations,
  components,
  eventCars,
  events,
  invoices,
  repairs,
  serviceLifeItems,
  tracks,
} from '../../db/schema';

/**
 * The due list's reads: each one is indexed by team and narrowed in SQL to what may be due, so
 * only the candidate rows reach the rules. Read only; the list owns no table.
 */

const activeCar = (teamId: string, carId: string | undefined) =>
  and(eq(cars.teamId, teamId), isNull(cars.archivedAt), carId ? eq(cars.id, carId) : undefined);

/** Whether the team has this car (archived or not). */
export async function teamHasCar({ db, teamId }: TeamDb, carId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.teamId, teamId), eq(cars.id, carId)));
  return row !== undefined;
}

/** What the rule needs of a service item (computeServiceStatus's figures). */
const serviceItemFigures = {
  id: serviceLifeItems.id,
  name: serviceLifeItems.name,
  hourInterval: serviceLifeItems.hourInterval,
  distanceInterval: serviceLifeItems.distanceInterval,
  lastServiceHours: serviceLifeItems.lastServiceHours,
  lastServiceDistance: serviceLifeItems.lastServiceDistance,
  installedHours: serviceLifeItems.installedHours,
  installedDistance: serviceLifeItems.installedDistance,
  expectedLifeHours: serviceLifeItems.expectedLifeHours,
  expectedLifeDistance: serviceLifeItems.expectedLifeDistance,
  estimatedLaborHours: serviceLifeItems.estimatedLaborHours,
  estimatedPartsCostCents: serviceLifeItems.estimatedPartsCostCents,
  priority: serviceLifeItems.priority,
  totalResets: serviceLifeItems.totalResets,
  lastResetDate: serviceLifeItems.lastResetDate,
};

/** An item with an interval or an expected life (the others can be neither due nor aging). */
const hasIntervalOrLife = sql`(${serviceLifeItems.hourInterval} > 0 or ${serviceLifeItems.distanceInterval} > 0
  or ${serviceLifeItems.expectedLifeHours} > 0 or ${serviceLifeItems.expectedLifeDistance} > 0)`;

/**
 * The service items of the team's active cars (or of one car) that may be due, with their car's
 * hours and miles, which they are counted against.
 */
export function findServiceItemCandidates({ db, teamId }: TeamDb, carId: string | undefined) {
  return db
    .select({
      ...serviceItemFigures,
      ownerHours: cars.hours,
      ownerMiles: cars.miles,
      carId: cars.id,
      carName: cars.name,
    })
    .from(serviceLifeItems)
    .innerJoin(cars, teamKeyJoin(cars, serviceLifeItems.teamId, serviceLifeItems.carId))
    .where(and(eq(serviceLifeItems.teamId, teamId), activeCar(teamId, carId), hasIntervalOrLife))
    .orderBy(asc(cars.name), asc(serviceLifeItems.name));
}

/**
 * The service items of the team's active tracked components that may be due, with the
 * component's own hours and distance (which they are counted against) and the car it is installed
 * in, if any. A component in an archived car is hidden with the car's own items; with `carId`,
 * only the components installed in that car.
 */
export function findComponentServiceItemCandidates({ db, teamId }: TeamDb, carId: string | undefined) {
  return db
    .select({
      ...serviceItemFigures,
      ownerHours: components.hours,
      ownerMiles: components.distance,
      componentId: components.id,
      componentName: components.name,
      serialNumber: components.serialNumber,
      carId: cars.id,
      carName: cars.name,
    })
    .from(serviceLifeItems)
    .innerJoin(components, teamKeyJoin(components, serviceLifeItems.teamId, serviceLifeItems.componentId))
    .leftJoin(
      componentInstallations,
      and(
        eq(componentInstallations.teamId, components.teamId),
        eq(componentInstallations.componentId, components.id),
        isNull(componentInstallations.removedAt),
      ),
    )
    .leftJoin(cars, teamKeyJoin(cars, componentInstallations.teamId, componentInstallations.carId))
    .where(
      and(
        eq(serviceLifeItems.teamId, teamId),
        isNull(components.archivedAt),
        carId ? activeCar(teamId, carId) : or(isNull(cars.id), isNull(cars.archivedAt)),
        hasIntervalOrLife,
      ),
    )
    .orderBy(asc(components.name), asc(serviceLifeItems.name));
}

/** Active cars with a logbook, belts or fire-bottle date on or before `until`. */
export function findCarsWithSafetyDatesBy({ db, teamId }: TeamDb, until: string, carId: string | undefined) {
  return db
    .select({
      id: cars.id,
      name: cars.name,
      logbookExpiration: cars.logbookExpiration,
      beltsExpiration: cars.beltsExpiration,
      fireBottleExpiration: cars.fireBottleExpiration,
    })
    .from(cars)
    .where(
      and(
        activeCar(teamId, carId),
        or(lte(cars.logbookExpiration, until), lte(cars.beltsExpiration, until), lte(cars.fireBottleExpiration, until)),
      ),
    );
}

/** The registered cars of active events from `from` to `until` not yet inspected before the event. */
export function findUninspectedEventCars(
  { db, teamId }: TeamDb,
  from: string,
  until: string,
  carId: string | undefined,
) {
  return db
    .select({
      eventId: events.id,
      title: events.title,
      date: events.date,
      trackName: tracks.name,
      carId: cars.id,
      carName: cars.name,
      preEventInspectionCompleted: eventCars.preEventInspectionCompleted,
    })
    .from(events)
    .innerJoin(tracks, teamKeyJoin(tracks, events.teamId, events.trackId))
    .innerJoin(eventCars, and(eq(eventCars.teamId, events.teamId), eq(eventCars.eventId, events.id)))
    .innerJoin(cars, teamKeyJoin(cars, eventCars.teamId, eventCars.carId))
    .where(
      and(
        eq(events.teamId, teamId),
        isNull(events.archivedAt),
        gte(events.date, from),
        lte(events.date, until),
        eq(eventCars.preEventInspectionCompleted, false),
        activeCar(teamId, carId),
      ),
    )
    .orderBy(asc(events.date), asc(events.id), asc(cars.name));
}

/** Repairs not completed whose scheduled date is before `today`. */
export function findOverdueRepairs({ db, teamId }: TeamDb, today: string, carId: string | undefined) {
  return db
    .select({
      id: repairs.id,
      title: repairs.title,
      status: repairs.status,
      scheduledDate: repairs.scheduledDate,
      carId: cars.id,
      carName: cars.name,
    })
    .from(repairs)
    .innerJoin(cars, teamKeyJoin(cars, repairs.teamId, repairs.carId))
    .where(
      and(
        eq(repairs.teamId, teamId),
        ne(repairs.status, 'Completed'),
        isNotNull(repairs.scheduledDate),
        lt(repairs.scheduledDate, today),
        activeCar(teamId, carId),
      ),
    )
    .orderBy(asc(repairs.scheduledDate), asc(repairs.id));
}

/** Sent invoices whose due date is before `today`. */
export function findOverdueInvoices({ db, teamId }: TeamDb, today: string) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      clientDisplayName: clients.displayName,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      clientEmail: clients.email,
    })
    .from(invoices)
    .innerJoin(clients, teamKeyJoin(clients, invoices.teamId, invoices.clientId))
    .where(and(eq(invoices.teamId, teamId), eq(invoices.status, 'sent'), lt(invoices.dueDate, today)))
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
}
