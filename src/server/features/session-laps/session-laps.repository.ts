import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { sessionLaps } from '../../db/schema';

export type LapRow = typeof sessionLaps.$inferSelect;
export type NewLap = Omit<typeof sessionLaps.$inferInsert, 'teamId' | 'trackId' | 'createdAt' | 'updatedAt'>;

/** The session a lap list belongs to, with what personal bests are kept by. */
export interface LapSessionRow {
  id: string;
  trackId: string | null;
  driverId: string | null;
  carId: string;
  eventId: string;
}

async function rows<T>(team: TeamDb, query: SQL): Promise<T[]> {
  const result = await team.db.execute(query);
  return result.rows as T[];
}

/** The session (of the team) with its track, driver and registered car; undefined when there is none. */
export async function findLapSession(team: TeamDb, sessionId: string): Promise<LapSessionRow | undefined> {
  const [row] = await rows<LapSessionRow>(
    team,
    sql`select s.id, s.track_id as "trackId", s.driver_id as "driverId", ec.car_id as "carId", s.event_id as "eventId"
      from event_sessions s
      join event_cars ec on ec.team_id = s.team_id and ec.id = s.event_car_id
      where s.team_id = ${team.teamId} and s.id = ${sessionId}
      limit 1`,
  );
  return row;
}

export async function listLapsOfSession(team: TeamDb, sessionId: string): Promise<LapRow[]> {
  return team.db
    .select()
    .from(sessionLaps)
    .where(ofTeam(team, sessionLaps, eq(sessionLaps.eventSessionId, sessionId)))
    .orderBy(asc(sessionLaps.lapNumber));
}

export async function findLap(team: TeamDb, id: string): Promise<LapRow | undefined> {
  const [row] = await team.db
    .select()
    .from(sessionLaps)
    .where(ofTeam(team, sessionLaps, eq(sessionLaps.id, id)))
    .limit(1);
  return row;
}

/** Inserts a lap; without a number it takes one more than the session's highest. */
export async function insertLap(
  team: TeamDb,
  lap: Omit<NewLap, 'lapNumber'> & { lapNumber: number | undefined },
): Promise<LapRow> {
  const lapNumber =
    lap.lapNumber ??
    sql`(select coalesce(max(l.lap_number), 0) + 1 from session_laps l
      where l.team_id = ${team.teamId} and l.event_session_id = ${lap.eventSessionId})`;
  const [row] = await team.db
    .insert(sessionLaps)
    .values({ ...lap, lapNumber, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('The lap was not saved');
  return row;
}

export async function insertLaps(team: TeamDb, laps: NewLap[]): Promise<void> {
  if (laps.length === 0) return;
  // Several statements for a long file: each stays well under the bind-parameter limit.
  for (let i = 0; i < laps.length; i += 1000) {
    await team.db.insert(sessionLaps).values(laps.slice(i, i + 1000).map((lap) => ({ ...lap, teamId: team.teamId })));
  }
}

export async function updateLap(
  team: TeamDb,
  id: string,
  change: Partial<Pick<LapRow, 'lapMs' | 'isOutLap' | 'isInLap'>>,
): Promise<LapRow | undefined> {
  const [row] = await team.db
    .update(sessionLaps)
    .set(change)
    .where(ofTeam(team, sessionLaps, eq(sessionLaps.id, id)))
    .returning();
  return row;
}

export async function deleteLap(team: TeamDb, id: string): Promise<boolean> {
  const deleted = await team.db
    .delete(sessionLaps)
    .where(ofTeam(team, sessionLaps, eq(sessionLaps.id, id)))
    .returning({ id: sessionLaps.id });
  return deleted.length > 0;
}

export async function deleteLapsOfSession(team: TeamDb, sessionId: string): Promise<void> {
  await team.db.delete(sessionLaps).where(and(ofTeam(team, sessionLaps, eq(sessionLaps.eventSessionId, sessionId))));
}

const flying = sql`not l.is_out_lap and not l.is_in_lap`;

/**
 * The best flying lap at the track of the given driver (or car), over every session and over the
 * sessions other than `sessionId`: the personal best and the one the session had to beat.
 * Read from the driver's (or the car's) sessions at the track (event_sessions_team_driver_track_idx,
 * event_sessions_team_car_track_idx) and each one's laps, so it reads their laps only, however many
 * the team drove there and however many events the car went to elsewhere.
 */
export async function readPersonalBest(
  team: TeamDb,
  by: { trackId: string; sessionId: string } & ({ driverId: string } | { carId: string }),
): Promise<{ bestLapMs: number | null; previousBestMs: number | null }> {
  const who = 'driverId' in by ? sql`s.driver_id = ${by.driverId}` : sql`s.car_id = ${by.carId}`;
  const [row] = await rows<{ bestLapMs: number | null; previousBestMs: number | null }>(
    team,
    sql`select min(l.lap_ms)::int as "bestLapMs",
        (min(l.lap_ms) filter (where l.event_session_id <> ${by.sessionId}))::int as "previousBestMs"
      from event_sessions s
      join session_laps l on l.team_id = s.team_id and l.event_session_id = s.id
      where s.team_id = ${team.teamId} and s.track_id = ${by.trackId} and ${who} and ${flying}`,
  );
  return { bestLapMs: row?.bestLapMs ?? null, previousBestMs: row?.previousBestMs ?? null };
}

export interface PersonalBestRow {
  id: string;
  name: string;
  bestLapMs: number;
  sessionId: string;
  date: string;
}

/** Whose personal bests: the session's driver, or its registration's car. */
export type PersonalBestOf = 'driver' | 'car';

const bestOf: Record<PersonalBestOf, { who: SQL; registration: SQL; names: SQL }> = {
  driver: { who: sql`s.driver_id`, registration: sql``, names: sql`drivers` },
  car: {
    who: sql`ec.car_id`,
    registration: sql`join event_cars ec on ec.team_id = s.team_id and ec.id = s.event_car_id`,
    names: sql`cars`,
  },
};

/**
 * The `limit` fastest drivers (or cars) at the track by their best flying lap (a tie goes to the
 * earlier event, then the earlier session), fastest first, then by name. Reads the track's
 * fastest `lapsRead` flying laps (and any tied with the last) from session_laps_team_track_flying_idx,
 * and each one's session by its key: whoever has a lap among them has their best there, and is
 * faster than anyone without one. `lapsRead` null reads every flying lap at the track.
 */
export async function listBestsAtTrack(
  team: TeamDb,
  trackId: string,
  of: PersonalBestOf,
  limit: number,
  lapsRead: number | null,
): Promise<{ bests: PersonalBestRow[]; lapsRead: number }> {
  const { who, registration, names } = bestOf[of];
  const fastest = lapsRead === null ? sql`` : sql`fetch first ${sql.raw(String(lapsRead))} rows with ties`;
  const list = await rows<Partial<PersonalBestRow> & { lapsRead: number }>(
    team,
    sql`with fast as materialized (
        select l.event_session_id, l.lap_ms from session_laps l
        where l.team_id = ${team.teamId} and l.track_id = ${trackId} and ${flying}
        order by l.lap_ms ${fastest}
      )
      select r."lapsRead", p.* from (select count(*)::int as "lapsRead" from fast) r
      left join lateral (
        select n.id, n.name, b.lap_ms as "bestLapMs", b.session_id as "sessionId", b.date::text as date
        from (
          select distinct on (${who}) ${who} as who, f.lap_ms, s.id as session_id, e.date
          from fast f
          join event_sessions s on s.team_id = ${team.teamId} and s.id = f.event_session_id
          ${registration}
          join events e on e.team_id = s.team_id and e.id = s.event_id
          where ${who} is not null
          order by ${who}, f.lap_ms, e.date, s.start_time, s.id
        ) b
        join ${names} n on n.team_id = ${team.teamId} and n.id = b.who
        order by b.lap_ms, n.name, n.id
        limit ${limit}
      ) p on true
      order by p."bestLapMs", p.name, p.id`,
  );
  const bests = list.flatMap(({ lapsRead: _read, ...best }) =>
    best.id === undefined || best.id === null ? [] : [best as PersonalBestRow],
  );
  return { bests, lapsRead: list[0]?.lapsRead ?? 0 };
}

/** The latest completed sessions with a best lap (for the demo's lap lists). */
export async function listLatestCompletedSessions(
  team: TeamDb,
  limit: number,
): Promise<{ id: string; bestLapMs: number }[]> {
  return rows(
    team,
    sql`select id, best_lap_ms as "bestLapMs" from event_sessions
      where team_id = ${team.teamId} and status = 'completed' and best_lap_ms is not null
      order by start_time desc, id
      limit ${limit}`,
  );
}
