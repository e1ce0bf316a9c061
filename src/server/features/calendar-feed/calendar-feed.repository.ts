import { and, asc, eq, gte, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { forTeam, teamKeyJoin, type PublicDb, type TeamDb } from '../../db/team-db';
import { calendarFeeds, cars, events, member, organization, repairs, tracks } from '../../db/schema';

export async function findCalendarFeedOfUser({ db, teamId }: TeamDb, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.teamId, teamId), eq(calendarFeeds.userId, userId)));
  return row;
}

/** Creates the member's feed, or gives it a new token (the old one stops working). */
export async function saveCalendarFeed({ db, teamId }: TeamDb, userId: string, tokenHash: string) {
  const now = new Date();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ teamId, userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({
      target: [calendarFeeds.teamId, calendarFeeds.userId],
      set: { tokenHash, createdAt: now, updatedAt: now },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  if (!row) throw new Error('The calendar feed could not be saved');
  return row;
}

export async function deleteCalendarFeed({ db, teamId }: TeamDb, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(and(eq(calendarFeeds.teamId, teamId), eq(calendarFeeds.userId, userId)));
}

/**
 * The feed with this token hash, while its member still belongs to its team: the team (bound to
 * the feed's team) and the team's name.
 */
export async function findFeedByTokenHash({ db }: PublicDb, tokenHash: string) {
  const [row] = await db
    .select({ teamId: calendarFeeds.teamId, teamName: organization.name })
    .from(calendarFeeds)
    .innerJoin(member, and(eq(member.organizationId, calendarFeeds.teamId), eq(member.userId, calendarFeeds.userId)))
    .innerJoin(organization, eq(organization.id, calendarFeeds.teamId))
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  return row && { teamName: row.teamName, team: forTeam(db, row.teamId) };
}

/** The team's active events from `from`, with their track. */
export function listFeedEvents({ db, teamId }: TeamDb, from: string, limit: number) {
  return db
    .select({
      id: events.id,
      title: events.title,
      type: events.type,
      date: events.date,
      description: events.description,
      estimatedMinutes: events.estimatedMinutes,
      trackName: tracks.name,
      trackLocation: tracks.location,
    })
    .from(events)
    .innerJoin(tracks, teamKeyJoin(tracks, events.teamId, events.trackId))
    .where(and(eq(events.teamId, teamId), isNull(events.archivedAt), gte(events.date, from)))
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit);
}

/** Repairs with a scheduled date from `from` that are not completed. */
export function listFeedRepairs({ db, teamId }: TeamDb, from: string, limit: number) {
  return db
    .select({
      id: repairs.id,
      title: repairs.title,
      status: repairs.status,
      scheduledDate: repairs.scheduledDate,
      carName: cars.name,
    })
    .from(repairs)
    .innerJoin(cars, teamKeyJoin(cars, repairs.teamId, repairs.carId))
    .where(
      and(
        eq(repairs.teamId, teamId),
        ne(repairs.status, 'Completed'),
        isNotNull(repairs.scheduledDate),
        gte(repairs.scheduledDate, from),
      ),
    )
    .orderBy(asc(repairs.scheduledDate), asc(repairs.id))
    .limit(limit);
}

/** Active cars with a logbook, belts or fire-bottle expiration date from `from`. */
export function listFeedSafetyDates({ db, teamId }: TeamDb, from: string, limit: number) {
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
        eq(cars.teamId, teamId),
        isNull(cars.archivedAt),
        or(gte(cars.logbookExpiration, from), gte(cars.beltsExpiration, from), gte(cars.fireBottleExpiration, from)),
      ),
    )
    .orderBy(asc(cars.name), asc(cars.id))
    .limit(limit);
}
