import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/*
 * Every statistic is one aggregate query over the team's rows; nothing loads events into
 * the server. The builders are exported so the benchmark times exactly the same SQL.
 */

/** Events per type (the total is their sum): one pass over the team's events. */
export const eventTypeCountsQuery = (teamId: string): SQL => sql`
  select type, count(*)::int as count
  from events
  where team_id = ${teamId}
  group by type`;

/** Distinct tracks with at least one event: one index probe per team track. */
export const uniqueTracksQuery = (teamId: string): SQL => sql`
  select count(*)::int as count
  from tracks t
  where t.team_id = ${teamId}
    and exists (select 1 from events e where e.team_id = ${teamId} and e.track_id = t.id)`;

/** Distinct event dates, read from the (team_id, date) index one date at a time. */
export const trackDaysQuery = (teamId: string): SQL => sql`
  with recursive days as (
    (select date from events where team_id = ${teamId} order by date limit 1)
    union all
    select (select e.date from events e where e.team_id = ${teamId} and e.date > days.date order by e.date limit 1)
    from days
    where days.date is not null
  )
  select count(date)::int as count from days`;

/**
 * The best lap per track, from session best laps (through the session's registration and
 * event) and race results, whichever is faster; ties go to the earlier date.
 */
export const trackRecordsQuery = (teamId: string): SQL => sql`
  select distinct on (laps.track_id)
    laps.track_id as "trackId", t.name as "trackName", laps.best_lap_ms as "bestLapMs", laps.date::text as date,
    laps.source, c.name as "carName", c.year as "carYear", c.make as "carMake", c.model as "carModel"
  from (
    select e.track_id, s.best_lap_ms, ec.car_id, e.date, 'session' as source
    from event_sessions s
    join events e on e.id = s.event_id and e.team_id = ${teamId}
    join event_cars ec on ec.id = s.event_car_id and ec.team_id = ${teamId}
    where s.team_id = ${teamId} and s.best_lap_ms is not null
    union all
    select r.track_id, r.best_lap_ms, r.car_id, r.date, 'result' as source
    from races r
    where r.team_id = ${teamId} and r.best_lap_ms is not null
  ) laps
  join tracks t on t.id = laps.track_id and t.team_id = ${teamId}
  join cars c on c.id = laps.car_id and c.team_id = ${teamId}
  order by laps.track_id, laps.best_lap_ms, laps.date`;

/** The latest events up to today, with their car or else their registered cars (first three). */
export const recentActivityQuery = (teamId: string, today: string, limit: number): SQL => sql`
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
  join tracks t on t.id = e.track_id
  left join cars c on c.id = e.car_id
  left join lateral (
    select count(*) as total,
      json_agg(json_build_object('name', rc.name, 'year', rc.year, 'make', rc.make, 'model', rc.model)
        order by rc.name) filter (where r.n <= 3) as cars
    from (
      select ec.car_id, row_number() over (order by ec.created_at, ec.id) as n
      from event_cars ec
      where ec.event_id = e.id and ec.team_id = ${teamId}
    ) r
    join cars rc on rc.id = r.car_id
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

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

export async function countEventsByType(db: Executor, teamId: string): Promise<{ type: string; count: number }[]> {
  return rows(db, eventTypeCountsQuery(teamId));
}

export async function countUniqueTracks(db: Executor, teamId: string): Promise<number> {
  return (await rows<{ count: number }>(db, uniqueTracksQuery(teamId)))[0]?.count ?? 0;
}

export async function countTrackDays(db: Executor, teamId: string): Promise<number> {
  return (await rows<{ count: number }>(db, trackDaysQuery(teamId)))[0]?.count ?? 0;
}

export async function listTrackRecords(db: Executor, teamId: string): Promise<TrackRecordRow[]> {
  return rows(db, trackRecordsQuery(teamId));
}

export async function listRecentActivity(
  db: Executor,
  teamId: string,
  today: string,
  limit: number,
): Promise<RecentActivityRow[]> {
  return rows(db, recentActivityQuery(teamId, today, limit));
}
