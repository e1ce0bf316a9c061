import { meterReadingsPageSize } from '../../../src/shared/meter-readings/meter-readings.contract';
import { personalBestsLimit } from '../../../src/shared/session-laps/session-laps.contract';
import { sessionsOfEventCarQuery } from '../../../src/server/features/event-sessions/event-sessions.repository';
import { raw as rawOf, sqlOnlyTeam } from '../sql-only';
import type { BenchCase, BenchData, BenchGenerator, RawQuery } from '../types';

/*
 * Time on track for the bench team: every car registered at a past event, with sessions until
 * the team has scale.sizes.sessions of them, each driven by one of the team's drivers, with
 * scale.sizes.lapsPerSession laps (the first an out lap, the last an in lap) and the meter
 * reading its completion added to the car. Runs after the cars, drivers and events generators.
 * A pool of sessions in progress is kept for the completion case, which consumes them.
 */

const generateTimeOnTrack: BenchGenerator = async (handle, data, scale) => {
  const teamId = data.teamId;
  const sessionCount = scale.sizes.sessions ?? 10_000;
  const lapsPerSession = scale.sizes.lapsPerSession ?? 10;
  const completions = scale.sizes.completions ?? 1_500;
  const today = data.ids.today ?? new Date().toISOString().slice(0, 10);

  await handle.rawQuery(
    `create temporary table bench_past_events as
       select id, (row_number() over (order by date, id) - 1)::int as n from events where team_id = $1 and date < $2`,
    [teamId, today],
  );
  await handle.rawQuery(
    `create temporary table bench_drivers as
       select id, (row_number() over (order by id) - 1)::int as n from drivers where team_id = $1`,
    [teamId],
  );
  const [{ events, drivers } = { events: 0, drivers: 0 }] = await handle.rawQuery<{ events: number; drivers: number }>(
    'select (select count(*)::int from bench_past_events) as events, (select count(*)::int from bench_drivers) as drivers',
  );
  // Each car at one past event (a different one for each car, as far as there are events).
  await handle.rawQuery(
    `insert into event_cars (team_id, event_id, car_id, status, pre_event_inspection_completed, car_number, class)
       select $1, e.id, c.id, 'finished', true, (1 + c.rn % 99)::text, 'Spec'
       from (select id, (row_number() over (order by id) - 1)::int as rn from cars where team_id = $1) c
       join bench_past_events e on e.n = (c.rn * 7919) % $2::int
       on conflict (event_id, car_id) do nothing`,
    [teamId, Math.max(events, 1)],
  );
  await handle.rawQuery(
    `create temporary table bench_registrations as
       select ec.id, ec.event_id, (row_number() over (order by ec.id) - 1)::int as n
       from event_cars ec join events e on e.id = ec.event_id
       where ec.team_id = $1 and e.date < $2`,
    [teamId, today],
  );
  const [{ registrations, existing } = { registrations: 0, existing: 0 }] = await handle.rawQuery<{
    registrations: number;
    existing: number;
  }>(
    `select (select count(*)::int from bench_registrations) as registrations,
       (select count(*)::int from event_sessions where team_id = $1) as existing`,
    [teamId],
  );
  // Completed sessions until the team has `sessionCount`: each registration's sessions half an hour apart.
  await handle.rawQuery(
    `insert into event_sessions (team_id, event_id, event_car_id, name, session_type, driver_id, start_time, end_time,
         duration_minutes, status)
       select $1, r.event_id, r.id, 'Session ' || (g / $3::int + 1), (array['practice','qualifying','race_1'])[g % 3 + 1],
         d.id, e.date + time '09:00' + (g / $3::int) * interval '30 minutes',
         e.date + time '09:00' + (g / $3::int) * interval '30 minutes' + interval '20 minutes', 20, 'completed'
       from generate_series(0, $2::int - 1) g
       join bench_registrations r on r.n = g % $3::int
       join events e on e.id = r.event_id
       left join bench_drivers d on d.n = (g * 13) % $4::int`,
    [teamId, Math.max(0, sessionCount - existing), Math.max(registrations, 1), Math.max(drivers, 1)],
  );

  // Laps for every session of the team, a tenth of the sessions per statement.
  await handle.rawQuery(
    `create temporary table bench_sessions as
       select id, (row_number() over (order by id) - 1)::int as n from event_sessions where team_id = $1`,
    [teamId],
  );
  const chunk = Math.ceil(sessionCount / 10);
  for (let from = 0; from < sessionCount; from += chunk) {
    await handle.rawQuery(
      `insert into session_laps (team_id, event_session_id, lap_number, lap_ms, is_out_lap, is_in_lap)
         select $1, s.id, k,
           70000 + (s.n * 7919) % 40000 + (k * 104729 + s.n) % 3000 + case when k = 1 or k = $4::int then 25000 else 0 end,
           k = 1, k = $4::int
         from bench_sessions s cross join generate_series(1, $4::int) k
         where s.n >= $2::int and s.n < $3::int`,
      [teamId, from, from + chunk, lapsPerSession],
    );
  }

  // One reading per session: the car's meters before each later session's time came off.
  await handle.rawQuery(
    `insert into meter_readings (team_id, car_id, recorded_at, hours, distance, source, session_id, running_minutes,
         laps, hours_added, distance_added, recorded_by)
       select $1, x.car_id, x.at, greatest(0, x.hours - x.later_hours), greatest(0, x.miles - x.later_miles), 'session',
         x.id, x.duration_minutes, $3::int, x.duration_minutes / 60.0, x.added_miles, $2
       from (
         select s.id, ec.car_id, s.duration_minutes, c.hours, c.miles,
           coalesce(s.end_time, s.start_time + s.duration_minutes * interval '1 minute') as at,
           round(($3::int * coalesce(t.length, 2))::numeric, 3)::float8 as added_miles,
           coalesce(sum(s.duration_minutes / 60.0) over later, 0) as later_hours,
           coalesce(sum($3::int * coalesce(t.length, 2)) over later, 0) as later_miles
         from event_sessions s
         join event_cars ec on ec.team_id = s.team_id and ec.id = s.event_car_id
         join cars c on c.team_id = ec.team_id and c.id = ec.car_id
         left join tracks t on t.team_id = s.team_id and t.id = s.track_id
         where s.team_id = $1 and s.status = 'completed'
         window later as (partition by ec.car_id order by s.start_time desc, s.id desc
                          rows between unbounded preceding and 1 preceding)
       ) x`,
    [teamId, data.userId, lapsPerSession],
  );

  // Sessions in progress today, on the registrations of the first cars, for the completion case.
  const pool = await handle.rawQuery<{ id: string }>(
    `insert into event_sessions (team_id, event_id, event_car_id, name, session_type, driver_id, start_time,
         duration_minutes, status)
       select $1, r.event_id, r.id, 'Open session ' || g, 'practice', d.id, now() - interval '25 minutes', 20, 'in_progress'
       from generate_series(0, $2::int - 1) g
       join bench_registrations r on r.n = g % $3::int
       left join bench_drivers d on d.n = g % $4::int
       returning id`,
    [teamId, completions, Math.max(registrations, 1), Math.max(drivers, 1)],
  );
  completionPools.set(teamId, { ids: pool.map((r) => r.id), next: 0 });

  // The lap sheet and personal bests read a session with a driver at a track, and its track.
  const [sheet] = await handle.rawQuery<{ id: string; track_id: string; event_car_id: string }>(
    `select s.id, s.track_id, s.event_car_id from event_sessions s
       where s.team_id = $1 and s.status = 'completed' and s.driver_id is not null and s.track_id is not null
       order by s.id limit 1`,
    [teamId],
  );
  data.ids.lapSessionId = sheet?.id ?? '';
  data.ids.lapTrackId = sheet?.track_id ?? '';
  // The sessions list reads that session's registration.
  data.ids.lapEventCarId = sheet?.event_car_id ?? '';
  for (const table of ['bench_past_events', 'bench_drivers', 'bench_registrations', 'bench_sessions']) {
    await handle.rawQuery(`drop table ${table}`);
  }
};

export const generators: BenchGenerator[] = [generateTimeOnTrack];

/** Per team, the sessions in progress the completion case completes, one per request. */
interface CompletionPool {
  ids: string[];
  next: number;
}
const completionPools = new Map<string, CompletionPool>();
const poolOf = (d: BenchData): CompletionPool => completionPools.get(d.teamId) ?? { ids: [], next: 0 };
/** The raw loop completes sessions from the other end of the pool: at most its last third. */
const rawSession = (d: BenchData, iteration: number): string => {
  const { ids } = poolOf(d);
  return ids[ids.length - 1 - (iteration % Math.max(1, Math.floor(ids.length / 3)))] ?? '';
};

const flying = 'not l.is_out_lap and not l.is_in_lap';

/** What completing a session runs: the session and its car locked, its laps counted, the reading and the car's meters written. */
function completionSql(d: BenchData, sessionId: string): RawQuery[] {
  return [
    {
      text: 'select * from event_sessions where team_id = $1 and id = $2 limit 1 for update',
      params: [d.teamId, sessionId],
    },
    {
      text: "update event_sessions set status = 'completed', end_time = now(), updated_at = now() where team_id = $1 and id = $2",
      params: [d.teamId, sessionId],
    },
    {
      text: 'select * from event_cars where team_id = $1 and id = (select event_car_id from event_sessions where team_id = $1 and id = $2) limit 1',
      params: [d.teamId, sessionId],
    },
    {
      text: `select * from cars where team_id = $1
               and id = (select ec.car_id from event_sessions s join event_cars ec on ec.id = s.event_car_id where s.team_id = $1 and s.id = $2)
             limit 1 for update`,
      params: [d.teamId, sessionId],
    },
    {
      text: 'select * from session_laps where team_id = $1 and event_session_id = $2 order by lap_number',
      params: [d.teamId, sessionId],
    },
    {
      text: 'select * from tracks where team_id = $1 and id = (select track_id from event_sessions where team_id = $1 and id = $2) limit 1',
      params: [d.teamId, sessionId],
    },
    {
      text: 'select * from user_preferences where team_id = $1 and user_id = $2 limit 1',
      params: [d.teamId, d.userId],
    },
    {
      text: `insert into meter_readings (team_id, car_id, recorded_at, hours, distance, source, session_id, running_minutes,
               hours_added, distance_added, distance_estimated, recorded_by)
             select s.team_id, ec.car_id, now(), c.hours + 0.42, c.miles + 33.3, 'session', s.id, 25, 0.42, 33.3, true, $3
             from event_sessions s join event_cars ec on ec.id = s.event_car_id join cars c on c.id = ec.car_id
             where s.team_id = $1 and s.id = $2`,
      params: [d.teamId, sessionId, d.userId],
    },
    {
      text: `update cars set hours = hours + 0.42, miles = miles + 33.3, updated_at = now() where team_id = $1
               and id = (select ec.car_id from event_sessions s join event_cars ec on ec.id = s.event_car_id where s.team_id = $1 and s.id = $2)`,
      params: [d.teamId, sessionId],
    },
    {
      text: 'select * from event_sessions where team_id = $1 and id = $2 limit 1',
      params: [d.teamId, sessionId],
    },
  ];
}

export const cases: BenchCase[] = [
  {
    name: "a registration's sessions (GET /api/event-cars/:id/sessions)",
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/event-cars/${d.ids.lapEventCarId}/sessions`,
    raw: (d) => [
      {
        text: 'select * from event_cars where team_id = $1 and id = $2 limit 1',
        params: [d.teamId, d.ids.lapEventCarId],
      },
      rawOf(sessionsOfEventCarQuery(sqlOnlyTeam(d.teamId), d.ids.lapEventCarId ?? '')),
      {
        text: `select event_session_id, inspection_type from session_inspections
               where team_id = $1 and event_session_id in (select id from event_sessions where team_id = $1 and event_car_id = $2)`,
        params: [d.teamId, d.ids.lapEventCarId],
      },
    ],
  },
  {
    name: "car's meter readings (GET /api/cars/:id/meter-readings)",
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/cars/${d.ids.carId}/meter-readings`,
    raw: (d) => [
      {
        text: 'select id, hours, miles from cars where team_id = $1 and id = $2 limit 1',
        params: [d.teamId, d.ids.carId],
      },
      {
        text: `select m.*, s.name, u.name from meter_readings m
               left join event_sessions s on s.team_id = m.team_id and s.id = m.session_id
               left join "user" u on u.id = m.recorded_by
               where m.team_id = $1 and m.car_id = $2
               order by m.recorded_at desc, m.created_at desc, m.id desc limit $3 offset 0`,
        params: [d.teamId, d.ids.carId, meterReadingsPageSize],
      },
      {
        text: 'select count(*) from meter_readings where team_id = $1 and car_id = $2',
        params: [d.teamId, d.ids.carId],
      },
    ],
  },
  {
    name: "session's lap sheet (GET /api/event-sessions/:id/laps)",
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/event-sessions/${d.ids.lapSessionId}/laps`,
    raw: (d) => {
      const params = [d.teamId, d.ids.lapSessionId];
      const best = (who: string): RawQuery => ({
        text: `select min(l.lap_ms), min(l.lap_ms) filter (where l.event_session_id <> $2)
               from event_sessions s
               join session_laps l on l.team_id = s.team_id and l.event_session_id = s.id
               where s.team_id = $1 and s.track_id = $3 and ${who} and ${flying}`,
        params: [d.teamId, d.ids.lapSessionId, d.ids.lapTrackId],
      });
      return [
        {
          text: `select s.id, s.track_id, s.driver_id, ec.car_id, s.event_id from event_sessions s
                 join event_cars ec on ec.team_id = s.team_id and ec.id = s.event_car_id
                 where s.team_id = $1 and s.id = $2 limit 1`,
          params,
        },
        {
          text: 'select * from session_laps where team_id = $1 and event_session_id = $2 order by lap_number',
          params,
        },
        best('s.driver_id = (select driver_id from event_sessions where team_id = $1 and id = $2)'),
        best('s.car_id = (select car_id from event_sessions where team_id = $1 and id = $2)'),
      ];
    },
  },
  {
    name: "track's personal bests (GET /api/tracks/:id/personal-bests)",
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/tracks/${d.ids.lapTrackId}/personal-bests`,
    raw: (d) => {
      const params = [d.teamId, d.ids.lapTrackId];
      // The fastest 250 flying laps at the track (and any tied with the last), each one's session by its key.
      const bests = (who: string, registration: string, names: string): RawQuery => ({
        text: `with fast as materialized (
                 select l.event_session_id, l.lap_ms from session_laps l
                 where l.team_id = $1 and l.track_id = $2 and ${flying}
                 order by l.lap_ms fetch first ${personalBestsLimit * 10} rows with ties
               )
               select r.laps_read, p.* from (select count(*)::int as laps_read from fast) r
               left join lateral (
                 select n.id, n.name, b.lap_ms, b.session_id, b.date::text
                 from (
                   select distinct on (${who}) ${who} as who, f.lap_ms, s.id as session_id, e.date
                   from fast f
                   join event_sessions s on s.team_id = $1 and s.id = f.event_session_id
                   ${registration}
                   join events e on e.team_id = s.team_id and e.id = s.event_id
                   where ${who} is not null
                   order by ${who}, f.lap_ms, e.date, s.start_time, s.id
                 ) b
                 join ${names} n on n.team_id = $1 and n.id = b.who
                 order by b.lap_ms, n.name, n.id
                 limit ${personalBestsLimit}
               ) p on true
               order by p.lap_ms, p.name, p.id`,
        params,
      });
      return [
        { text: 'select * from tracks where team_id = $1 and id = $2 limit 1', params },
        bests('s.driver_id', '', 'drivers'),
        bests('ec.car_id', 'join event_cars ec on ec.team_id = s.team_id and ec.id = s.event_car_id', 'cars'),
      ];
    },
  },
  {
    name: 'session completion, time to the car (POST /api/event-sessions/:id/complete)',
    method: 'POST',
    signedIn: true,
    path: (d) => `/api/event-sessions/${poolOf(d).ids[0] ?? ''}/complete`,
    body: () => ({ runningMinutes: 25 }),
    // Each request completes the next session in progress; the raw loop takes them from the other end.
    nextPath: (d) => {
      const pool = poolOf(d);
      return `/api/event-sessions/${pool.ids[pool.next++ % Math.max(pool.ids.length, 1)] ?? ''}/complete`;
    },
    available: (d) => Math.max(1, Math.floor((poolOf(d).ids.length * 2) / 3) - poolOf(d).next),
    raw: (d) => completionSql(d, rawSession(d, 0)),
    rawAt: (d, i) => completionSql(d, rawSession(d, i)),
  },
];
