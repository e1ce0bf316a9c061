import { sql, type SQL } from 'drizzle-orm';
import type { TeamDb } from '../../db/team-db';

/*
 * Every statistic is an aggregate query that reads a bounded number of rows, whatever the
 * number of events: counts come from event_counts (running counts per type, date and track
 * kept by triggers on events), track records from one index probe per track and source.
 * Nothing loads events into the server. The builders are exported so the benchmark times
 * exactly the same SQL.
 */

/** Events per type; the total is their sum. */
export const eventTypeCountsQuery = ({ teamId }: TeamDb): SQL => sql`
  select key as type, events as count
  from event_counts
  where team_id = ${teamId} and dimension = 'type'`;

/** Distinct track ids among the team's events. */
export const uniqueTracksQuery = ({ teamId }: TeamDb): SQL => sql`
  select count(*)::int as count
  from event_counts
  where team_id = ${teamId} and dimension = 'track'`;

/** Distinct event dates. */
export const trackDaysQuery = ({ teamId }: TeamDb): SQL => sql`
  select count(*)::int as count
  from event_counts
  where team_id = ${teamId} and dimension = 'date'`;

/**
 * The best lap per track, from session best laps (with the session's registered car and its
 * event's date), the sessions' lap lists (flying laps only: neither out nor in laps) and race
 * results, whichever is faster; a tie goes to the earlier date. Each source is one probe of its
 * (team_id, track_id, lap) index per track.
 */
export const trackRecordsQuery = ({ teamId }: TeamDb): SQL => sql`
  select t.id as "trackId", t.name as "trackName", best.best_lap_ms as "bestLapMs", best.date::text as date,
    best.source, c.name as "carName", c.year as "carYear", c.make as "carMake", c.model as "carModel"
  from tracks t
  cross join lateral (
    select laps.* from (
      (select s.best_lap_ms, ec.car_id, e.date, 'session' as source
        from event_sessions s
        join events e on e.team_id = s.team_id and e.id = s.event_id
        join event_cars ec on ec.team_id = s.team_id and ec.id = s.event_car_id
        where s.team_id = ${teamId} and s.track_id = t.id and s.best_lap_ms is not null
        order by s.best_lap_ms, e.date
        limit 1)
      union all
      (select l.lap_ms as best_lap_ms, ec.car_id, e.date, 'session' as source
        from session_laps l
        join event_sessions s on s.team_id = l.team_id and s.id = l.event_session_id
        join events e on e.team_id = s.team_id and e.id = s.event_id
        join event_cars ec on ec.team_id = s.team_id and ec.id = s.event_car_id
        where l.team_id = ${teamId} and l.track_id = t.id and not l.is_out_lap and not l.is_in_lap
        order by l.lap_ms, e.date
        limit 1)
      union all
      (select r.best_lap_ms, r.car_id, r.date, 'result' as source
        from races r
        where r.team_id = ${teamId} and r.track_id = t.id and r.best_lap_ms is not null
        order by r.best_lap_ms, r.date
        limit 1)
    ) laps
    order by laps.best_lap_ms, laps.date
    limit 1
  ) best
  join cars c on c.team_id = t.team_id and c.id = best.car_id
  where t.team_id = ${teamId}
  order by t.name, t.id`;

/** The latest events up to today, with their car or else their registered cars (first three). */
export const recentActivityQuery = ({ teamId }: TeamDb, today: string, limit: number): SQL => sql`
  select e.id, e.title, e.date::text as date, e.type, t.name as "trackName",
    case when c.id is null then null
      else json_build_object('name', c.name, 'year', c.year, 'make', c.make, 'model', c.model) end as car,
    coalesce(reg.cars, '[]'::json) as "registeredCars",
    coalesce(reg.total, 0)::int as "registeredCount"
  from (
    select * from events
    where team_id = ${teamId} and date <= ${today}
    order by date desc, id desc
    limit ${limit}
  ) e
  join tracks t on t.team_id = e.team_id and t.id = e.track_id
  left join cars c on c.team_id = e.team_id and c.id = e.car_id
  left join lateral (
    select count(*) as total,
      json_agg(json_build_object('name', rc.name, 'year', rc.year, 'make', rc.make, 'model', rc.model)
        order by rc.name) filter (where r.n <= 3) as cars
    from (
      select ec.car_id, row_number() over (order by ec.created_at, ec.id) as n
      from event_cars ec
      where ec.event_id = e.id and ec.team_id = ${teamId}
    ) r
    join cars rc on rc.team_id = ${teamId} and rc.id = r.car_id
  ) reg on true
  order by e.date desc, e.id desc`;

export interface CarNameJson {
  name: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
}

export interface TrackRecordRow {
  trackId: string;
  trackName: string;
  bestLapMs: number;
  date: string;
  source: 'session' | 'result';
  carName: string | null;
  carYear: number | null;
  carMake: string | null;
  carModel: string | null;
}

export interface RecentActivityRow {
  id: string;
  title: string;
  date: string;
  type: string;
  trackName: string;
  car: CarNameJson | null;
  registeredCars: CarNameJson[];
  registeredCount: number;
}

async function rows<T>(team: TeamDb, query: SQL): Promise<T[]> {
  const result = await team.db.execute(query);
  return result.rows as T[];
}

export async function countEventsByType(team: TeamDb): Promise<{ type: string; count: number }[]> {
  return rows(team, eventTypeCountsQuery(team));
}

export async function countUniqueTracks(team: TeamDb): Promise<number> {
  return (await rows<{ count: number }>(team, uniqueTracksQuery(team)))[0]?.count ?? 0;
}

export async function countTrackDays(team: TeamDb): Promise<number> {
  return (await rows<{ count: number }>(team, trackDaysQuery(team)))[0]?.count ?? 0;
}

export async function listTrackRecords(team: TeamDb): Promise<TrackRecordRow[]> {
  return rows(team, trackRecordsQuery(team));
}

export async function listRecentActivity(team: TeamDb, today: string, limit: number): Promise<RecentActivityRow[]> {
  return rows(team, recentActivityQuery(team, today, limit));
}
