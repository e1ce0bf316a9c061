import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { teamKeyJoin, type TeamDb } from '../../db/team-db';
import { cars, clients, damageReports, events, repairs, tracks } from '../../db/schema';

/**
 * The dashboard's counts from the running counts kept by triggers (team_record_counts for
 * active cars and clients, repairs and damage reports; event_counts for events): a few primary-key
 * reads, whatever the size of the team.
 */
export async function countDashboardRecords({ db, teamId }: TeamDb) {
  const recordCount = (record: string) =>
    sql<number>`coalesce((select count from team_record_counts where team_id = ${teamId} and record = ${record}), 0)::int`;
  const [row] = await db
    .select({
      cars: recordCount('cars'),
      events: sql<number>`(select coalesce(sum(events), 0)::int from event_counts where team_id = ${teamId} and dimension = 'type')`,
      repairs: recordCount('repairs'),
      damageReports: recordCount('damage_reports'),
      clients: recordCount('clients'),
    })
    .from(sql`(select 1) as one`);
  return row ?? { cars: 0, events: 0, repairs: 0, damageReports: 0, clients: 0 };
}

export function findNewestCars({ db, teamId }: TeamDb, limit: number) {
  return db
    .select({
      id: cars.id,
      name: cars.name,
      thumbnailKey: cars.thumbnailKey,
      hours: cars.hours,
      miles: cars.miles,
      description: cars.description,
    })
    .from(cars)
    .where(and(eq(cars.teamId, teamId), isNull(cars.archivedAt)))
    .orderBy(desc(cars.createdAt), asc(cars.id))
    .limit(limit);
}

/**
 * The next active events. The Track Events and Track Hours cards above count every event, archived
 * ones too, like the Track Statistics: they count what was done, not what the lists show.
 */
export function findUpcomingEvents({ db, teamId }: TeamDb, today: string, limit: number) {
  return db
    .select({
      id: events.id,
      title: events.title,
      type: events.type,
      date: events.date,
      trackName: tracks.name,
      estimatedMinutes: events.estimatedMinutes,
      carName: cars.name,
    })
    .from(events)
    .innerJoin(tracks, teamKeyJoin(tracks, events.teamId, events.trackId))
    .leftJoin(cars, teamKeyJoin(cars, events.teamId, events.carId))
    .where(and(eq(events.teamId, teamId), gte(events.date, today), isNull(events.archivedAt)))
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit);
}

export function findUpcomingRepairs({ db, teamId }: TeamDb, today: string, statuses: readonly string[], limit: number) {
  return db
    .select({
      id: repairs.id,
      title: repairs.title,
      status: repairs.status,
      scheduledDate: repairs.scheduledDate,
      estimatedCostCents: repairs.estimatedCostCents,
      carName: cars.name,
    })
    .from(repairs)
    .innerJoin(cars, teamKeyJoin(cars, repairs.teamId, repairs.carId))
    .where(
      and(
        eq(repairs.teamId, teamId),
        inArray(repairs.status, [...statuses]),
        isNotNull(repairs.scheduledDate),
        gte(repairs.scheduledDate, today),
      ),
    )
    .orderBy(asc(repairs.scheduledDate), asc(repairs.id))
    .limit(limit);
}

export function findLatestDamageReports({ db, teamId }: TeamDb, limit: number) {
  return db
    .select({
      id: damageReports.id,
      title: damageReports.title,
      severity: damageReports.severity,
      status: damageReports.status,
      discoveredDate: damageReports.discoveredDate,
      carName: cars.name,
      repairId: damageReports.repairId,
    })
    .from(damageReports)
    .innerJoin(cars, teamKeyJoin(cars, damageReports.teamId, damageReports.carId))
    .where(eq(damageReports.teamId, teamId))
    .orderBy(desc(damageReports.discoveredDate), desc(damageReports.createdAt))
    .limit(limit);
}

/** The newest active clients; each one's car count is an index lookup on cars.client_id. */
export function findClientsOverview({ db, teamId }: TeamDb, limit: number) {
  return db
    .select({
      id: clients.id,
      displayName: clients.displayName,
      firstName: clients.firstName,
      lastName: clients.lastName,
      email: clients.email,
      phone: clients.phone,
      carCount: sql<number>`(select count(*)::int from "cars" "c"
        where "c"."client_id" = "clients"."id" and "c"."team_id" = ${teamId} and "c"."archived_at" is null)`,
    })
    .from(clients)
    .where(and(eq(clients.teamId, teamId), eq(clients.isActive, true), isNull(clients.archivedAt)))
    .orderBy(desc(clients.createdAt), asc(clients.id))
    .limit(limit);
}
