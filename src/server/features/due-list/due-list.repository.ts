import { and, asc, eq, gte, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { serviceStateConditions } from '../../db/service-status-sql';
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
 * only the candidate rows reach the rules (for service items, their rule written in SQL). Read
 * only; the list owns no table.
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

/** The service items as the conditions of db/service-status-sql.ts read them: `i`. */
const i = alias(serviceLifeItems, 'i');

/** What the rule needs of a service item (computeServiceStatus's figures). */
const serviceItemFigures = {
  id: i.id,
  name: i.name,
  hourInterval: i.hourInterval,
  distanceInterval: i.distanceInterval,
  lastServiceHours: i.lastServiceHours,
  lastServiceDistance: i.lastServiceDistance,
  installedHours: i.installedHours,
  installedDistance: i.installedDistance,
  expectedLifeHours: i.expectedLifeHours,
  expectedLifeDistance: i.expectedLifeDistance,
  estimatedLaborHours: i.estimatedLaborHours,
  estimatedPartsCostCents: i.estimatedPartsCostCents,
  priority: i.priority,
  totalResets: i.totalResets,
  lastResetDate: i.lastResetDate,
};

/**
 * The items the list may show, at their owner's hours and miles: computeServiceStatus() in SQL
 * says due or aging (end of life is aging too), so only those reach the rule, which says again
 * (due-list.rules-sql.test.ts checks that no item the rule lists is left out).
 */
function mayBeListed(owner: { hours: AnyPgColumn; miles: AnyPgColumn }, averageSpeedMph: number): SQL {
  const states = serviceStateConditions({ hours: sql`${owner.hours}`, miles: sql`${owner.miles}` }, averageSpeedMph);
  return sql`(${states.due} or ${states.lifeWarning})`;
}

export interface ServiceItemFilter {
  /** One car (and the components installed in it) rather than the whole team. */
  carId: string | undefined;
  /** The user's average speed (mph): it estimates the figure an owner does not record. */
  averageSpeedMph: number;
}

/**
 * The service items of the team's active cars (or of one car) that may be due or aging, with
 * their car's hours and miles, which they are counted against.
 */
export function findServiceItemCandidates({ db, teamId }: TeamDb, filter: ServiceItemFilter) {
  return db
    .select({
      ...serviceItemFigures,
      ownerHours: cars.hours,
      ownerMiles: cars.miles,
      carId: cars.id,
      carName: cars.name,
    })
    .from(i)
    .innerJoin(cars, teamKeyJoin(cars, i.teamId, i.carId))
    .where(and(eq(i.teamId, teamId), activeCar(teamId, filter.carId), mayBeListed(cars, filter.averageSpeedMph)))
    .orderBy(asc(cars.name), asc(i.name));
}

/**
 * The service items of the team's active tracked components that may be due or aging, with the
 * component's own hours and distance (which they are counted against) and the car it is installed
 * in, if any. A component in an archived car is hidden with the car's own items; with `carId`,
 * only the components installed in that car.
 */
export function findComponentServiceItemCandidates({ db, teamId }: TeamDb, filter: ServiceItemFilter) {
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
    .from(i)
    .innerJoin(components, teamKeyJoin(components, i.teamId, i.componentId))
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
        eq(i.teamId, teamId),
        isNull(components.archivedAt),
        filter.carId ? activeCar(teamId, filter.carId) : or(isNull(cars.id), isNull(cars.archivedAt)),
        mayBeListed({ hours: components.hours, miles: components.distance }, filter.averageSpeedMph),
      ),
    )
    .orderBy(asc(components.name), asc(i.name));
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
