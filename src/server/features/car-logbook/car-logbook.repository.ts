import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { teamKeyJoin, type TeamDb } from '../../db/team-db';
import {
  cars,
  clients,
  componentInstallations,
  components,
  damageReports,
  drivers,
  eventCars,
  eventInspections,
  eventSessions,
  events,
  meterReadings,
  races,
  repairs,
  serviceItemHistory,
  serviceLifeItems,
  sessionLaps,
  tracks,
  user,
} from '../../db/schema';

/**
 * The logbook's reads: one car's history, a page at a time. Each read is ordered by a date and the
 * row's id and resumes after the last row of the previous page (keyset paging), so a car with
 * years of history is read in pages of equal cost and never held whole. Read only; the logbook
 * owns no table.
 */

/** Where the previous page ended: its last row's date (as the database wrote it) and id. */
export interface LogbookCursor {
  at: string;
  id: string;
}

/** Rows after `after` in (at, id) order: the keyset condition. */
function after(at: SQL | AnyPgColumn, id: AnyPgColumn, cursor: LogbookCursor | null, type: 'timestamptz' | 'date') {
  if (!cursor) return undefined;
  return type === 'date'
    ? sql`(${at}, ${id}) > (${cursor.at}::date, ${cursor.id}::uuid)`
    : sql`(${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}

/** The car of the logbook (archived or not) with its client, if the team has it. */
export async function findLogbookCar({ db, teamId }: TeamDb, carId: string) {
  const [row] = await db
    .select({
      id: cars.id,
      name: cars.name,
      make: cars.make,
      model: cars.model,
      year: cars.year,
      color: cars.color,
      transponderNumber: cars.transponderNumber,
      hours: cars.hours,
      miles: cars.miles,
      purchaseDate: cars.purchaseDate,
      logbookExpiration: cars.logbookExpiration,
      beltsExpiration: cars.beltsExpiration,
      fireBottleExpiration: cars.fireBottleExpiration,
      archivedAt: cars.archivedAt,
      clientDisplayName: clients.displayName,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      clientEmail: clients.email,
      clientId: clients.id,
    })
    .from(cars)
    .leftJoin(clients, teamKeyJoin(clients, cars.teamId, cars.clientId))
    .where(and(eq(cars.teamId, teamId), eq(cars.id, carId)));
  return row;
}

export type LogbookCar = NonNullable<Awaited<ReturnType<typeof findLogbookCar>>>;

export function findReadingsPage({ db, teamId }: TeamDb, carId: string, cursor: LogbookCursor | null, limit: number) {
  return db
    .select({
      id: meterReadings.id,
      at: sql<string>`${meterReadings.recordedAt}::text`,
      recordedAt: meterReadings.recordedAt,
      hours: meterReadings.hours,
      distance: meterReadings.distance,
      source: meterReadings.source,
      hoursAdded: meterReadings.hoursAdded,
      distanceAdded: meterReadings.distanceAdded,
      isCorrection: meterReadings.isCorrection,
      note: meterReadings.note,
      by: user.name,
    })
    .from(meterReadings)
    .leftJoin(user, eq(user.id, meterReadings.recordedBy))
    .where(
      and(
        eq(meterReadings.teamId, teamId),
        eq(meterReadings.carId, carId),
        after(meterReadings.recordedAt, meterReadings.id, cursor, 'timestamptz'),
      ),
    )
    .orderBy(asc(meterReadings.recordedAt), asc(meterReadings.id))
    .limit(limit);
}

export function findSessionsPage({ db, teamId }: TeamDb, carId: string, cursor: LogbookCursor | null, limit: number) {
  return db
    .select({
      id: eventSessions.id,
      at: sql<string>`${eventSessions.startTime}::text`,
      startTime: eventSessions.startTime,
      name: eventSessions.name,
      sessionType: eventSessions.sessionType,
      status: eventSessions.status,
      durationMinutes: eventSessions.durationMinutes,
      bestLapMs: eventSessions.bestLapMs,
      eventTitle: events.title,
      trackName: tracks.name,
      driverName: drivers.name,
      laps: sql<number>`(select count(*)::int from ${sessionLaps}
        where ${sessionLaps.teamId} = ${eventSessions.teamId} and ${sessionLaps.eventSessionId} = ${eventSessions.id})`,
      hours: meterReadings.hours,
      distance: meterReadings.distance,
    })
    .from(eventSessions)
    .innerJoin(eventCars, teamKeyJoin(eventCars, eventSessions.teamId, eventSessions.eventCarId))
    .innerJoin(events, teamKeyJoin(events, eventSessions.teamId, eventSessions.eventId))
    .leftJoin(tracks, teamKeyJoin(tracks, eventSessions.teamId, eventSessions.trackId))
    .leftJoin(drivers, teamKeyJoin(drivers, eventSessions.teamId, eventSessions.driverId))
    .leftJoin(
      meterReadings,
      and(eq(meterReadings.teamId, eventSessions.teamId), eq(meterReadings.sessionId, eventSessions.id)),
    )
    .where(
      and(
        eq(eventSessions.teamId, teamId),
        eq(eventCars.carId, carId),
        after(eventSessions.startTime, eventSessions.id, cursor, 'timestamptz'),
      ),
    )
    .orderBy(asc(eventSessions.startTime), asc(eventSessions.id))
    .limit(limit);
}

export function findServiceItemsPage(
  { db, teamId }: TeamDb,
  carId: string,
  cursor: LogbookCursor | null,
  limit: number,
) {
  return db
    .select({
      id: serviceLifeItems.id,
      at: sql<string>`${serviceLifeItems.createdAt}::text`,
      createdAt: serviceLifeItems.createdAt,
      name: serviceLifeItems.name,
      category: serviceLifeItems.category,
      description: serviceLifeItems.description,
      hourInterval: serviceLifeItems.hourInterval,
      distanceInterval: serviceLifeItems.distanceInterval,
      lastServiceHours: serviceLifeItems.lastServiceHours,
      lastServiceDistance: serviceLifeItems.lastServiceDistance,
      totalResets: serviceLifeItems.totalResets,
      lastResetDate: serviceLifeItems.lastResetDate,
    })
    .from(serviceLifeItems)
    .where(
      and(
        eq(serviceLifeItems.teamId, teamId),
        eq(serviceLifeItems.carId, carId),
        after(serviceLifeItems.createdAt, serviceLifeItems.id, cursor, 'timestamptz'),
      ),
    )
    .orderBy(asc(serviceLifeItems.createdAt), asc(serviceLifeItems.id))
    .limit(limit);
}

export function findServiceResetsPage(
  { db, teamId }: TeamDb,
  carId: string,
  cursor: LogbookCursor | null,
  limit: number,
) {
  return db
    .select({
      id: serviceItemHistory.id,
      at: sql<string>`${serviceItemHistory.performedAt}::text`,
      performedAt: serviceItemHistory.performedAt,
      itemName: serviceLifeItems.name,
      category: serviceLifeItems.category,
      hours: serviceItemHistory.hours,
      distance: serviceItemHistory.distance,
      by: sql<string | null>`coalesce(${serviceItemHistory.performedByName}, ${user.name})`,
    })
    .from(serviceItemHistory)
    .innerJoin(serviceLifeItems, teamKeyJoin(serviceLifeItems, serviceItemHistory.teamId, serviceItemHistory.itemId))
    .leftJoin(user, eq(user.id, serviceItemHistory.performedByUserId))
    .where(
      and(
        eq(serviceItemHistory.teamId, teamId),
        eq(serviceLifeItems.carId, carId),
        after(serviceItemHistory.performedAt, serviceItemHistory.id, cursor, 'timestamptz'),
      ),
    )
    .orderBy(asc(serviceItemHistory.performedAt), asc(serviceItemHistory.id))
    .limit(limit);
}

/** A repair's day in the logbook: completed, else scheduled, else the day it was written down. */
const repairDay = sql`coalesce(${repairs.completedDate}, ${repairs.scheduledDate}, (${repairs.createdAt} at time zone 'UTC')::date)`;

export function findRepairsPage({ db, teamId }: TeamDb, carId: string, cursor: LogbookCursor | null, limit: number) {
  return db
    .select({
      id: repairs.id,
      at: sql<string>`${repairDay}::text`,
      title: repairs.title,
      status: repairs.status,
      scheduledDate: repairs.scheduledDate,
      completedDate: repairs.completedDate,
      description: repairs.description,
      parts: repairs.parts,
      estimatedCostCents: repairs.estimatedCostCents,
      actualCostCents: repairs.actualCostCents,
      notes: repairs.notes,
    })
    .from(repairs)
    .where(and(eq(repairs.teamId, teamId), eq(repairs.carId, carId), after(repairDay, repairs.id, cursor, 'date')))
    .orderBy(asc(repairDay), asc(repairs.id))
    .limit(limit);
}

export function findDamageReportsPage(
  { db, teamId }: TeamDb,
  carId: string,
  cursor: LogbookCursor | null,
  limit: number,
) {
  return db
    .select({
      id: damageReports.id,
      at: sql<string>`${damageReports.discoveredDate}::text`,
      title: damageReports.title,
      severity: damageReports.severity,
      status: damageReports.status,
      damageLocation: damageReports.damageLocation,
      description: damageReports.description,
      driveability: damageReports.driveability,
      estimatedRepairCostCents: damageReports.estimatedRepairCostCents,
      eventTitle: events.title,
    })
    .from(damageReports)
    .leftJoin(events, teamKeyJoin(events, damageReports.teamId, damageReports.eventId))
    .where(
      and(
        eq(damageReports.teamId, teamId),
        eq(damageReports.carId, carId),
        after(damageReports.discoveredDate, damageReports.id, cursor, 'date'),
      ),
    )
    .orderBy(asc(damageReports.discoveredDate), asc(damageReports.id))
    .limit(limit);
}

export function findInspectionsPage(
  { db, teamId }: TeamDb,
  carId: string,
  cursor: LogbookCursor | null,
  limit: number,
) {
  return db
    .select({
      id: eventInspections.id,
      at: sql<string>`${events.date}::text`,
      eventTitle: events.title,
      inspectionType: eventInspections.inspectionType,
      status: eventInspections.status,
      overallCondition: eventInspections.overallCondition,
      checklistResults: eventInspections.checklistResults,
      issuesFound: eventInspections.issuesFound,
      recommendations: eventInspections.recommendations,
      inspector: user.name,
    })
    .from(eventInspections)
    .innerJoin(eventCars, teamKeyJoin(eventCars, eventInspections.teamId, eventInspections.eventCarId))
    .innerJoin(events, teamKeyJoin(events, eventCars.teamId, eventCars.eventId))
    .leftJoin(user, eq(user.id, eventInspections.inspectorId))
    .where(
      and(
        eq(eventInspections.teamId, teamId),
        eq(eventCars.carId, carId),
        after(events.date, eventInspections.id, cursor, 'date'),
      ),
    )
    .orderBy(asc(events.date), asc(eventInspections.id))
    .limit(limit);
}

export function findResultsPage({ db, teamId }: TeamDb, carId: string, cursor: LogbookCursor | null, limit: number) {
  return db
    .select({
      id: races.id,
      at: sql<string>`${races.date}::text`,
      eventType: races.eventType,
      sessionType: races.sessionType,
      class: races.class,
      startPosition: races.startPosition,
      finishPosition: races.finishPosition,
      totalParticipants: races.totalParticipants,
      bestLapMs: races.bestLapMs,
      bestLapTime: races.bestLapTime,
      weather: races.weather,
      trackCondition: races.trackCondition,
      notes: races.notes,
      trackName: tracks.name,
      eventTitle: events.title,
    })
    .from(races)
    .leftJoin(tracks, teamKeyJoin(tracks, races.teamId, races.trackId))
    .leftJoin(events, teamKeyJoin(events, races.teamId, races.eventId))
    .where(and(eq(races.teamId, teamId), eq(races.carId, carId), after(races.date, races.id, cursor, 'date')))
    .orderBy(asc(races.date), asc(races.id))
    .limit(limit);
}

/** The components installed on the car, each installation with its removal, by installation date. */
export function findComponentInstallationsPage(
  { db, teamId }: TeamDb,
  carId: string,
  cursor: LogbookCursor | null,
  limit: number,
) {
  return db
    .select({
      id: componentInstallations.id,
      at: sql<string>`${componentInstallations.installedAt}::text`,
      installedAt: componentInstallations.installedAt,
      removedAt: componentInstallations.removedAt,
      name: components.name,
      kind: components.kind,
      serialNumber: components.serialNumber,
      carHoursAtInstall: componentInstallations.carHoursAtInstall,
      carDistanceAtInstall: componentInstallations.carDistanceAtInstall,
      hoursAtInstall: componentInstallations.hoursAtInstall,
      hoursAtRemoval: componentInstallations.hoursAtRemoval,
    })
    .from(componentInstallations)
    .innerJoin(components, teamKeyJoin(components, componentInstallations.teamId, componentInstallations.componentId))
    .where(
      and(
        eq(componentInstallations.teamId, teamId),
        eq(componentInstallations.carId, carId),
        after(componentInstallations.installedAt, componentInstallations.id, cursor, 'timestamptz'),
      ),
    )
    .orderBy(asc(componentInstallations.installedAt), asc(componentInstallations.id))
    .limit(limit);
}
