import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { toIsoDate } from '../../../src/shared/lib/dates';
import { eventListPageSize, readyToRaceStatuses } from '../../../src/shared/events/events.rules';
import { optionsDefaultLimit } from '../../../src/shared/lib/options.contract';
import { recentActivityLimit } from '../../../src/shared/events/event-stats.rules';
import { freePlanLimits } from '../../../src/shared/subscription/subscription.rules';
import {
  eventTypeCountsQuery,
  recentActivityQuery,
  trackDaysQuery,
  trackRecordsQuery,
  uniqueTracksQuery,
} from '../../../src/server/features/event-stats/event-stats.repository';
import { eventOptionsQuery } from '../../../src/server/features/events/events.repository';
import { trackOptionsQuery } from '../../../src/server/features/tracks/tracks.repository';
import { raw as rawOf, sqlOnlyTeam } from '../sql-only';
import type { BenchCase, BenchData, BenchGenerator, RawQuery } from '../types';

/*
 * Tracks, events, registrations, sessions and results for the bench team: scale.sizes.tracks
 * tracks and scale.sizes.events events spread over five years (four past, one ahead), so the
 * upcoming and previous lists, the detail and the statistics run against full tables. Other
 * teams get events too, so every query has to find the bench team's rows through an index.
 */

const eventTypes = `array['Track Day','Time Attack','Testing','Race']`;
const trackTypes = `array['Road Course','Oval','Street Circuit','Drag Strip','Autocross','Hill Climb']`;
const carStatuses = `array['registered','tech_inspected','ready','competing','finished','dnf']`;
/** m:ss.mmm of a millisecond column, as the sessions and results store it beside the number. */
const lapText = (ms: string) =>
  `(${ms} / 60000)::text || ':' || lpad(((${ms} / 1000) % 60)::text, 2, '0') || '.' || lpad((${ms} % 1000)::text, 3, '0')`;

const generateTracksAndEvents: BenchGenerator = async (handle, data, scale) => {
  const trackCount = scale.sizes.tracks ?? 200;
  const eventCount = scale.sizes.events ?? 1_000;
  const teamId = data.teamId;
  data.ids.today = toIsoDate(new Date());

  await handle.rawQuery(
    `insert into tracks (team_id, name, location, length, type, description)
       select $1, 'Bench Circuit ' || lpad(g::text, 4, '0'), 'Town ' || g || ', USA', round((1 + (g % 40) * 0.113)::numeric, 3),
         (${trackTypes})[g % 6 + 1], case when g % 5 = 0 then 'A fast circuit with long straights.' end
       from generate_series(1, $2::int) g`,
    [teamId, trackCount],
  );

  // Cars come from the cars generator; without them, a few cars of our own for registrations.
  const [{ n: existingCars } = { n: 0 }] = await handle.rawQuery<{ n: number }>(
    'select count(*)::int as n from cars where team_id = $1',
    [teamId],
  );
  if (existingCars < 2) {
    await handle.rawQuery(
      `insert into cars (team_id, name, make, model, year)
         select $1, 'Event Car ' || g, 'Mazda', 'MX-5', 2000 + g % 20 from generate_series(1, 20) g`,
      [teamId],
    );
  }
  await handle.rawQuery(
    `create temporary table bench_event_cars as
       select id, (row_number() over (order by id) - 1)::int as n from (select id from cars where team_id = $1 order by id limit 50) x`,
    [teamId],
  );
  await handle.rawQuery(
    `create temporary table bench_tracks as
       select id, (row_number() over (order by name) - 1)::int as n from tracks where team_id = $1`,
    [teamId],
  );
  const [{ n: carCount } = { n: 0 }] = await handle.rawQuery<{ n: number }>(
    'select count(*)::int as n from bench_event_cars',
  );

  await handle.rawQuery(
    `insert into events (team_id, title, date, type, track_id, estimated_minutes, car_id, description, notes)
       select $1, (${eventTypes})[g % 4 + 1] || ' #' || g,
         current_date - 1460 + ((g::bigint * 7919) % 1825)::int,
         (${eventTypes})[g % 4 + 1], t.id, 60 + (g % 8) * 30,
         case when g % 3 = 0 then c.id end,
         case when g % 7 = 0 then 'Open pit lane, two run groups.' end,
         case when g % 11 = 0 then 'Bring spare pads and a torque wrench.' end
       from generate_series(1, $2::int) g
       join bench_tracks t on t.n = g % $3::int
       left join bench_event_cars c on c.n = g % $4::int`,
    [teamId, eventCount, trackCount, carCount],
  );

  // Every 20th event has two registered cars; every other registration ran a session with a best lap.
  await handle.rawQuery(
    `insert into event_cars (team_id, event_id, car_id, status, pre_event_inspection_completed, car_number, class)
       select $1, e.id, c.id, (${carStatuses})[((e.rn + k) % 6) + 1], (e.rn + k) % 2 = 0, (10 + (e.rn % 80))::text, 'Spec'
       from (select id, row_number() over (order by date, id) as rn from events where team_id = $1) e
       cross join generate_series(0, 1) k
       join bench_event_cars c on c.n = ((e.rn * 2 + k) % $2::int)
       where e.rn % 20 = 0`,
    [teamId, carCount],
  );
  await handle.rawQuery(
    `insert into event_sessions (team_id, event_id, event_car_id, name, session_type, start_time, duration_minutes,
         best_lap_ms, best_lap_time, status)
       select $1, ec.event_id, ec.id, 'Practice 1', 'practice', e.date + time '10:00', 20, lap.ms, ${lapText('lap.ms')}, 'completed'
       from event_cars ec
       join events e on e.id = ec.event_id
       cross join lateral (select 70000 + ((hashtext(ec.id::text) & 2147483647) % 50000) as ms) lap
       where ec.team_id = $1 and (hashtext(ec.id::text) & 1) = 0`,
    [teamId],
  );
  // A race result with a best lap for every 50th event.
  await handle.rawQuery(
    `insert into races (team_id, car_id, track_id, event_id, date, event_type, start_position, finish_position,
         total_participants, best_lap_ms, best_lap_time, session_type)
       select $1, c.id, e.track_id, e.id, e.date, e.type, 1 + e.rn % 20, 1 + (e.rn * 7) % 20, 20, lap.ms, ${lapText('lap.ms')}, 'race_1'
       from (select id, track_id, date, type, row_number() over (order by id) as rn from events where team_id = $1) e
       join bench_event_cars c on c.n = e.rn % $2::int
       cross join lateral (select 68000 + ((hashtext(e.id::text) & 2147483647) % 52000) as ms) lap
       where e.rn % 50 = 0`,
    [teamId, carCount],
  );

  // Other teams: one track each and half as many events again, spread among them.
  await handle.rawQuery(
    `insert into tracks (team_id, name, location)
       select 'bench-team-' || g, 'Home Circuit', 'Elsewhere' from generate_series(1, $1::int) g`,
    [scale.otherTeams],
  );
  await handle.rawQuery(
    `insert into events (team_id, title, date, type, track_id)
       select t.team_id, 'Club day ' || g, current_date - 1460 + ((g::bigint * 104729) % 1825)::int, (${eventTypes})[g % 4 + 1], t.id
       from generate_series(1, $1::int) g
       join tracks t on t.team_id = 'bench-team-' || (g % $2::int + 1)`,
    [Math.floor(eventCount / 2), scale.otherTeams],
  );

  const [upcoming] = await handle.rawQuery<{ id: string; track_id: string }>(
    `select e.id, e.track_id from events e
       where e.team_id = $1 and e.date >= $2 and exists (select 1 from event_cars ec where ec.event_id = e.id)
       order by e.date limit 1`,
    [teamId, data.ids.today],
  );
  data.ids.eventId = upcoming?.id ?? '';
  data.ids.trackId = upcoming?.track_id ?? '';
  await handle.rawQuery('drop table bench_event_cars');
  await handle.rawQuery('drop table bench_tracks');
};

export const generators: BenchGenerator[] = [generateTracksAndEvents];

const dialect = new PgDialect({ casing: 'snake_case' });
const raw = (query: SQL): RawQuery => {
  const { sql, params } = dialect.sqlToQuery(query);
  return { text: sql, params };
};

const subscriptionPlan = (d: BenchData): RawQuery => ({
  text: 'select plan from subscriptions where team_id = $1 limit 1',
  params: [d.teamId],
});
const cappedCount = (d: BenchData): RawQuery => ({
  text: 'select count(*) from (select 1 from events where team_id = $1 and archived_at is null limit $2) capped',
  params: [d.teamId, freePlanLimits.events],
});

function listQueries(d: BenchData, when: 'upcoming' | 'previous', trackId?: string): RawQuery[] {
  const cmp = when === 'upcoming' ? '>=' : '<';
  const dir = when === 'upcoming' ? 'asc' : 'desc';
  const trackFilter = trackId ? 'and e.track_id = $3' : '';
  const params = trackId ? [d.teamId, d.ids.today, trackId] : [d.teamId, d.ids.today];
  return [
    {
      text: `select e.id, e.title, e.date, e.type, e.track_id, t.name, e.estimated_minutes, c.id, c.name, c.year, c.make, c.model
             from events e
             join tracks t on t.id = e.track_id and t.team_id = e.team_id
             left join cars c on c.id = e.car_id and c.team_id = e.team_id
             where e.team_id = $1 and e.archived_at is null and e.date ${cmp} $2 ${trackFilter}
             order by e.date ${dir}, e.id ${dir} limit ${eventListPageSize} offset 0`,
      params,
    },
    ...(trackId
      ? [
          {
            text: `select count(*) from events e where e.team_id = $1 and e.archived_at is null and e.date ${cmp} $2 ${trackFilter}`,
            params,
          },
        ]
      : [
          {
            text: `select coalesce(sum(events) filter (where dimension = 'date' and key >= $2), 0),
                     coalesce(sum(events) filter (where dimension = 'type'), 0)
                   from event_counts where team_id = $1 and (dimension = 'type' or (dimension = 'date' and key >= $2))`,
            params,
          },
          // The archived events, taken off the running counts.
          {
            text: `select count(*) filter (where date >= $2), count(*) from events
                   where team_id = $1 and archived_at is not null`,
            params,
          },
        ]),
    subscriptionPlan(d),
    cappedCount(d),
  ];
}

export const cases: BenchCase[] = [
  {
    name: 'events upcoming (GET /api/events)',
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/events?today=${d.ids.today}&when=upcoming&pageSize=${eventListPageSize}`,
    raw: (d) => listQueries(d, 'upcoming'),
  },
  {
    name: 'events previous, page 3 (GET /api/events)',
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/events?today=${d.ids.today}&when=previous&page=3&pageSize=${eventListPageSize}`,
    raw: (d) =>
      listQueries(d, 'previous').map((q, i) =>
        i === 0 ? { ...q, text: q.text.replace('offset 0', `offset ${eventListPageSize * 2}`) } : q,
      ),
  },
  {
    name: 'events at a track (GET /api/events?track=)',
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/events?today=${d.ids.today}&when=previous&track=${d.ids.trackId}`,
    raw: (d) => listQueries(d, 'previous', d.ids.trackId),
  },
  {
    name: 'event detail (GET /api/events/:id)',
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/events/${d.ids.eventId}`,
    raw: (d) => [
      {
        text: `select e.*, t.id, t.name, t.location, t.length, c.id, c.name, c.year, c.make, c.model
               from events e
               join tracks t on t.id = e.track_id and t.team_id = e.team_id
               left join cars c on c.id = e.car_id and c.team_id = e.team_id
               where e.team_id = $1 and e.id = $2 limit 1`,
        params: [d.teamId, d.ids.eventId],
      },
      {
        text: `select count(*), count(*) filter (where pre_event_inspection_completed),
                 count(*) filter (where status in ($3, $4))
               from event_cars where team_id = $1 and event_id = $2`,
        params: [d.teamId, d.ids.eventId, ...readyToRaceStatuses],
      },
    ],
  },
  {
    name: 'event statistics (GET /api/events/stats)',
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/events/stats?today=${d.ids.today}`,
    raw: (d) => [
      raw(eventTypeCountsQuery(sqlOnlyTeam(d.teamId))),
      raw(uniqueTracksQuery(sqlOnlyTeam(d.teamId))),
      raw(trackDaysQuery(sqlOnlyTeam(d.teamId))),
      raw(trackRecordsQuery(sqlOnlyTeam(d.teamId))),
      raw(recentActivityQuery(sqlOnlyTeam(d.teamId), d.ids.today ?? '', recentActivityLimit)),
    ],
  },
  {
    name: 'event options (GET /api/events/options)',
    method: 'GET',
    signedIn: true,
    path: () => '/api/events/options',
    raw: (d) => [rawOf(eventOptionsQuery(sqlOnlyTeam(d.teamId), { limit: optionsDefaultLimit }))],
  },
  {
    name: 'event options, upcoming, searched (GET /api/events/options)',
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/events/options?search=race&from=${d.ids.today}`,
    raw: (d) => [
      rawOf(
        eventOptionsQuery(sqlOnlyTeam(d.teamId), { search: 'race', from: d.ids.today, limit: optionsDefaultLimit }),
      ),
    ],
  },
  {
    name: 'track options searched (GET /api/tracks/options)',
    method: 'GET',
    signedIn: true,
    path: () => '/api/tracks/options?search=circuit%2000',
    raw: (d) => [rawOf(trackOptionsQuery(sqlOnlyTeam(d.teamId), { search: 'circuit 00', limit: optionsDefaultLimit }))],
  },
];
