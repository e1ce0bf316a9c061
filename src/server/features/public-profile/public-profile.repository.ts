import { and, eq, sql, type SQL } from 'drizzle-orm';
import { member, publicProfiles, teamProfileSettings } from '../../db/schema';
import { forTeam, ofTeam, type PublicDb, type TeamDb } from '../../db/team-db';
import type { RaceTotals, TrackBestLap } from '@shared/public-profile/public-profile.rules';
import type { PublicCar, PublicEvent, PublicRace, PublicRepair } from '@shared/public-profile/public-profile.contract';

export type PublicProfileRow = typeof publicProfiles.$inferSelect;
export type PublicProfileFields = Pick<
  typeof publicProfiles.$inferInsert,
  'displayName' | 'bio' | 'isPublic' | 'showCars' | 'showEvents' | 'showRepairs'
>;

/** The member's profile in the team. */
export async function findPublicProfile(team: TeamDb, userId: string): Promise<PublicProfileRow | undefined> {
  const [row] = await team.db
    .select()
    .from(publicProfiles)
    .where(ofTeam(team, publicProfiles, eq(publicProfiles.userId, userId)))
    .limit(1);
  return row;
}

/** Makes the member's profile unless it exists (a new one keeps its link id). */
export async function insertPublicProfile(
  team: TeamDb,
  values: PublicProfileFields & { userId: string; publicUrlId: string },
): Promise<void> {
  await team.db
    .insert(publicProfiles)
    .values({ ...values, teamId: team.teamId })
    .onConflictDoNothing({ target: [publicProfiles.teamId, publicProfiles.userId] });
}

/** Saves the member's profile, making it (with `publicUrlId`) if it is missing. */
export async function savePublicProfile(
  team: TeamDb,
  userId: string,
  publicUrlId: string,
  values: PublicProfileFields,
): Promise<PublicProfileRow> {
  const [row] = await team.db
    .insert(publicProfiles)
    .values({ ...values, userId, publicUrlId, teamId: team.teamId })
    .onConflictDoUpdate({
      target: [publicProfiles.teamId, publicProfiles.userId],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('Public profile could not be saved');
  return row;
}

/** Whether the team allows its own cars, events and repairs on its members' profiles (no row: not yet). */
export async function findAllowTeamRecords(team: TeamDb): Promise<boolean> {
  const [row] = await team.db
    .select({ allow: teamProfileSettings.allowTeamRecords })
    .from(teamProfileSettings)
    .where(ofTeam(team, teamProfileSettings))
    .limit(1);
  return row?.allow ?? false;
}

export async function saveAllowTeamRecords(team: TeamDb, allow: boolean): Promise<boolean> {
  const [row] = await team.db
    .insert(teamProfileSettings)
    .values({ teamId: team.teamId, allowTeamRecords: allow })
    .onConflictDoUpdate({
      target: teamProfileSettings.teamId,
      set: { allowTeamRecords: allow, updatedAt: sql`now()` },
    })
    .returning({ allow: teamProfileSettings.allowTeamRecords });
  if (!row) throw new Error('Team profile settings could not be saved');
  return row.allow;
}

/**
 * The public profile a link names, while it is public and its owner still belongs to the team.
 * The one read that comes without a team: the link says which.
 */
export async function findSharedProfile(
  { db }: PublicDb,
  publicUrlId: string,
): Promise<{ profile: PublicProfileRow; team: TeamDb } | undefined> {
  const [row] = await db
    .select({ profile: publicProfiles })
    .from(publicProfiles)
    .innerJoin(member, and(eq(member.organizationId, publicProfiles.teamId), eq(member.userId, publicProfiles.userId)))
    .where(and(eq(publicProfiles.publicUrlId, publicUrlId), eq(publicProfiles.isPublic, true)))
    .limit(1);
  return row && { profile: row.profile, team: forTeam(db, row.profile.teamId) };
}

/*
 * The profile's racing record reads the team's results (races), and its cars, events and
 * repairs, through their team keys. Only what the public view shows is selected: no ids, costs,
 * clients or notes. Each list is one query that stops at its limit.
 *
 * Nothing of a client's car is read: not the car (one with a client), nor its results (a result
 * of such a car, or made in a registration with a client), laps, repairs, or the events it was
 * registered for or planned for (those events' names are left off the team's own results too).
 */

/** The result `r` is the team's own: its car has no client, nor had the registration it was made in. */
const ownResult = (r: SQL) => sql`
  not exists (
    select 1 from cars rc where rc.team_id = ${r}.team_id and rc.id = ${r}.car_id and rc.client_id is not null
  )
  and not exists (
    select 1 from event_cars rec
    where rec.team_id = ${r}.team_id and rec.id = ${r}.event_car_id and rec.client_id is not null
  )`;

/** The event `e` is tied to no client's car: not planned for one, and none registered for it (nor a client). */
const ownEvent = (e: SQL) => sql`
  not exists (
    select 1 from cars ecar where ecar.team_id = ${e}.team_id and ecar.id = ${e}.car_id and ecar.client_id is not null
  )
  and not exists (
    select 1 from event_cars reg
    join cars rcar on rcar.team_id = reg.team_id and rcar.id = reg.car_id
    where reg.team_id = ${e}.team_id and reg.event_id = ${e}.id
      and (reg.client_id is not null or rcar.client_id is not null)
  )`;

const r = sql.raw('r');

async function rows<T>(team: TeamDb, query: SQL): Promise<T[]> {
  const result = await team.db.execute(query);
  return result.rows as T[];
}

/** Counts and sums of the team's results: one aggregate over races_team_date_idx. */
export const raceTotalsQuery = ({ teamId }: TeamDb): SQL => sql`
  select count(*)::int as "totalRaces",
    (count(*) filter (where finish_position = 1))::int as wins,
    (count(*) filter (where finish_position <= 3))::int as podiums,
    count(distinct track_id)::int as "distinctTracks",
    count(finish_position)::int as "finishedRaces",
    coalesce(sum(finish_position), 0)::bigint::text as "finishSum",
    min(finish_position) as "bestFinish"
  from races r
  where r.team_id = ${teamId} and ${ownResult(r)}`;

/**
 * The fastest lap of each track the team has raced at, from its results and its sessions' lap
 * lists (flying laps of the team's own cars; one probe of races_team_track_lap_idx and of
 * session_laps_team_track_flying_idx per track); a tie goes to the earlier day, then to the car
 * first by name.
 */
export const trackBestLapsQuery = ({ teamId }: TeamDb): SQL => sql`
  select t.id as "trackKey", t.name as "trackName", best.best_lap_ms as "bestLapMs", best.date::text as date,
    best.car_name as "carName"
  from tracks t
  cross join lateral (
    select laps.* from (
      (select r.best_lap_ms, r.date, c.name as car_name
        from races r
        join cars c on c.team_id = r.team_id and c.id = r.car_id
        where r.team_id = ${teamId} and r.track_id = t.id and r.best_lap_ms is not null and ${ownResult(r)}
        order by r.best_lap_ms, r.date, c.name collate "C"
        limit 1)
      union all
      (select l.lap_ms as best_lap_ms, e.date, c.name as car_name
        from session_laps l
        join event_sessions s on s.team_id = l.team_id and s.id = l.event_session_id
        join events e on e.team_id = s.team_id and e.id = s.event_id
        join event_cars ec on ec.team_id = s.team_id and ec.id = s.event_car_id
        join cars c on c.team_id = ec.team_id and c.id = ec.car_id
        where l.team_id = ${teamId} and l.track_id = t.id and not l.is_out_lap and not l.is_in_lap
          and ec.client_id is null and c.client_id is null
        order by l.lap_ms, e.date, c.name collate "C"
        limit 1)
    ) laps
    order by laps.best_lap_ms, laps.date, laps.car_name collate "C"
    limit 1
  ) best
  where t.team_id = ${teamId}`;

export async function readRaceTotals(team: TeamDb): Promise<RaceTotals> {
  const [row] = await rows<Omit<RaceTotals, 'finishSum'> & { finishSum: string }>(team, raceTotalsQuery(team));
  if (!row) throw new Error('Race totals could not be read');
  return { ...row, finishSum: Number(row.finishSum) };
}

export async function listTrackBestLaps(team: TeamDb): Promise<TrackBestLap[]> {
  return rows(team, trackBestLapsQuery(team));
}

/** The latest results, newest first. */
export async function listRecentRaces(team: TeamDb, limit: number): Promise<PublicRace[]> {
  return rows(
    team,
    sql`
      select r.date::text as date, e.title as "eventName", t.name as "trackName", c.name as "carName",
        r.start_position as "startPosition", r.finish_position as "finishPosition",
        r.total_participants as "totalParticipants", r.best_lap_time as "bestLapTime"
      from (
        select r.* from races r where r.team_id = ${team.teamId} and ${ownResult(r)}
        order by r.date desc, r.created_at desc, r.id desc
        limit ${limit}
      ) r
      join tracks t on t.team_id = r.team_id and t.id = r.track_id
      join cars c on c.team_id = r.team_id and c.id = r.car_id
      left join events e on e.team_id = r.team_id and e.id = r.event_id and ${ownEvent(sql.raw('e'))}
      order by r.date desc, r.created_at desc, r.id desc`,
  );
}

/** The team's own active cars (not clients' nor archived ones) by name, with the class each last raced in. */
export async function listShownCars(team: TeamDb, limit: number): Promise<PublicCar[]> {
  return rows(
    team,
    sql`
      select c.name, c.make, c.model, c.year, last_race.class
      from (
        select * from cars
        where team_id = ${team.teamId} and archived_at is null and client_id is null
        order by name, id
        limit ${limit}
      ) c
      left join lateral (
        select r.class from races r
        where r.team_id = c.team_id and r.car_id = c.id and r.class is not null and ${ownResult(r)}
        order by r.date desc, r.created_at desc
        limit 1
      ) last_race on true
      order by c.name, c.id`,
  );
}

/** The latest of the team's own active events (tied to no client's car), newest first; an archived one is hidden, its results still count above. */
export async function listShownEvents(team: TeamDb, limit: number): Promise<PublicEvent[]> {
  return rows(
    team,
    sql`
      select e.title as name, e.date::text as date, t.name as "trackName"
      from (
        select e.* from events e where e.team_id = ${team.teamId} and e.archived_at is null and ${ownEvent(sql.raw('e'))}
        order by e.date desc, e.id desc
        limit ${limit}
      ) e
      join tracks t on t.team_id = e.team_id and t.id = e.track_id
      order by e.date desc, e.id desc`,
  );
}

/** The latest repairs of the team's own cars by their scheduled date (undated ones last), without costs. */
export async function listShownRepairs(team: TeamDb, limit: number): Promise<PublicRepair[]> {
  return rows(
    team,
    sql`
      select p.title, p.description, coalesce(p.completed_date, p.scheduled_date)::text as date,
        c.name as "carName", p.status
      from (
        select r.* from repairs r
        join cars own on own.team_id = r.team_id and own.id = r.car_id and own.client_id is null
        where r.team_id = ${team.teamId}
        order by r.scheduled_date desc nulls last, r.created_at desc, r.id desc
        limit ${limit}
      ) p
      join cars c on c.team_id = p.team_id and c.id = p.car_id
      order by p.scheduled_date desc nulls last, p.created_at desc, p.id desc`,
  );
}
