import { toIsoDate } from '../../../src/shared/lib/dates';
import { carHistoryPageSize } from '../../../src/shared/cars/cars.contract';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import {
  carsMatchingCountQuery,
  carsPageQuery,
  carsTeamSummaryQuery,
  findCarQuery,
} from '../../../src/server/features/cars/cars.repository';
import { eventsOfCarQuery, lastEventsOfCarsQuery } from '../../../src/server/features/events/events.repository';
import { openRepairsOfCarsQuery, repairsOfCarQuery } from '../../../src/server/features/repairs/repairs.repository';
import {
  serviceCountsOfTeamQuery,
  serviceItemsOfCarQuery,
  serviceItemsOfCarsQuery,
} from '../../../src/server/features/service-items/service-items.repository';
import { defaultPreferences } from '../../../src/shared/preferences/preferences.rules';
import { raw, sqlOnlyTeam } from '../sql-only';
import type { BenchCase, BenchData, BenchGenerator, RawQuery } from '../types';

/*
 * The bench team's fleet: scale.sizes.cars cars (names, descriptions, miles, purchase dates
 * and safety dates spread out) with serviceItemsPerCar service items each, some due and some
 * at the end of their life. Other teams get cars and items too, so every query has to find
 * the bench team's rows through an index.
 */

const models = `array['Porsche 911 GT3 Cup','Mazda MX-5 Spec','Radical SR3','BMW M2 CS Racing','Ford Mustang GT4',
  'Audi R8 LMS','Lotus Exige Cup','Ginetta G56','Toyota GR86 Cup','Nissan 370Z']`;
const disciplines = `array['endurance','sprint','hill climb','time attack','track day']`;
const itemNames = `array['Engine oil','Brake pads','Brake fluid','Gearbox oil','Clutch','Engine rebuild','Fire system service']`;
const categories = `array['consumable','wear_item','maintenance','maintenance','wear_item','life_item','safety']`;

const generateFleet: BenchGenerator = async (handle, data, scale) => {
  const teamId = data.teamId;
  const carCount = scale.sizes.cars ?? 1_000;
  const itemsPerCar = scale.sizes.serviceItemsPerCar ?? 5;

  await handle.rawQuery(
    `insert into cars (team_id, name, make, model, year, description, miles, hours, purchase_date, transponder_number,
         weight, horsepower, sanctioning_bodies, logbook_expiration, belts_expiration, fire_bottle_expiration,
         rental_status, created_at)
       select $1, m || ' #' || g, split_part(m, ' ', 1), substr(m, length(split_part(m, ' ', 1)) + 2), 2000 + g % 25,
         'Chassis ' || g || ', ' || (${disciplines})[g % 5 + 1] || ' car',
         (g * 7919) % 60000, ((g * 104729) % 9000) / 10.0,
         case when g % 11 = 0 then null else current_date - (g * 37) % 4000 end,
         'TX-' || lpad(g::text, 7, '0'), 1200 + g % 2200, 120 + g % 500,
         case when g % 3 = 0 then array['SCCA','NASA'] else array['IMSA'] end,
         current_date + (g % 400) - 60, current_date + (g * 3 % 700) - 30, current_date + (g * 7 % 900) - 20,
         (array['available','rented','maintenance','reserved','retired'])[g % 5 + 1],
         now() - (g || ' minutes')::interval
       from generate_series(1, $2::int) g, lateral (select (${models})[g % 10 + 1] as m) x`,
    [teamId, carCount],
  );
  // Service items: the last service somewhere between 0 and 1.5 intervals ago, so some are due.
  await handle.rawQuery(
    `insert into service_life_items (team_id, car_id, name, category, priority, hour_interval, distance_interval,
         last_service_hours, last_service_distance, installed_hours, installed_distance, expected_life_hours,
         estimated_labor_hours, estimated_parts_cost_cents)
       select c.team_id, c.id, (${itemNames})[k % 7 + 1], (${categories})[k % 7 + 1],
         (array['low','medium','high','critical'])[k % 4 + 1],
         case when k % 7 in (1, 4) then null else 10 + (k % 7) * 5 end,
         case when k % 7 = 1 then 900 end,
         greatest(0, c.hours - ((c.rn + k) % 15) * (1 + k % 7)), greatest(0, c.miles - ((c.rn + k) % 15) * 90),
         greatest(0, c.hours - ((c.rn * 3 + k) % 120)), greatest(0, c.miles - ((c.rn * 3 + k) % 120) * 80),
         case when k % 7 in (4, 5) then 100 end, 0.5 + k % 4, 5000 + k * 1500
       from (select id, team_id, hours, miles, row_number() over (order by id) as rn from cars where team_id = $1) c
       cross join generate_series(0, $2::int - 1) k`,
    [teamId, itemsPerCar],
  );
  // Other teams: a few cars with items each.
  await handle.rawQuery(
    `insert into cars (team_id, name, miles, hours, description)
       select 'bench-team-' || (g % $1::int + 1), 'Other Car ' || g, g % 9000, g % 700, 'sprint car of another team'
       from generate_series(1, $1::int * 5) g`,
    [scale.otherTeams],
  );
  await handle.rawQuery(
    `insert into service_life_items (team_id, car_id, name, hour_interval)
       select c.team_id, c.id, 'Engine oil', 10 from cars c where c.team_id like 'bench-team-%'`,
  );

  data.ids.today = data.ids.today ?? toIsoDate(new Date());
  // The detail case reads the first car by id: the events generator registers it at events.
  const [first] = await handle.rawQuery<{ id: string }>('select id from cars where team_id = $1 order by id limit 1', [
    teamId,
  ]);
  data.ids.carId = first?.id ?? '';
};

export const generators: BenchGenerator[] = [generateFleet];

const pageSize = 25;

interface ListFilter {
  search?: string;
  sort: 'name' | 'purchaseDate' | 'miles';
  direction: 'asc' | 'desc';
  page: number;
}

/** The page's car ids are not known when the case is built: the raw loop selects them first. */
const pageIdsOf = (d: BenchData, filter: ListFilter): string[] =>
  (d.ids[`carPage:${JSON.stringify(filter)}`] ?? '').split(',').filter(Boolean);

const dialect = new PgDialect({ casing: 'snake_case' });
const rawSql = (query: SQL): RawQuery => {
  const { sql, params } = dialect.sqlToQuery(query);
  return { text: sql, params };
};

const preferencesQuery = (d: BenchData): RawQuery => ({
  text: 'select * from user_preferences where user_id = $1 limit 1',
  params: [d.userId],
});

/**
 * What GET /api/cars runs: the page, the team's tiles (cars, then the service items' due and
 * end-of-life counts at the user's average speed, read once), the matching count when searching,
 * the plan (its car limit uses the tiles' total), and the page's last events, open repairs and
 * service items.
 */
function listQueries(d: BenchData, filter: ListFilter): RawQuery[] {
  const ids = pageIdsOf(d, filter);
  const carIds = ids.length > 0 ? ids : [d.ids.carId ?? ''];
  const team = sqlOnlyTeam(d.teamId);
  const today = d.ids.today ?? '';
  return [
    raw(carsPageQuery(team, { ...filter, limit: pageSize, offset: (filter.page - 1) * pageSize })),
    raw(carsTeamSummaryQuery(team, today)),
    preferencesQuery(d),
    // The bench user keeps the default average speed (run.ts seeds 80 mph).
    rawSql(serviceCountsOfTeamQuery(team, defaultPreferences.averageSpeed)),
    ...(filter.search ? [raw(carsMatchingCountQuery(team, filter.search))] : []),
    raw(lastEventsOfCarsQuery(team, carIds, today)),
    raw(openRepairsOfCarsQuery(team, carIds)),
    raw(serviceItemsOfCarsQuery(team, carIds)),
    { text: 'select plan from subscriptions where team_id = $1 limit 1', params: [d.teamId] },
  ];
}

function listPath(filter: ListFilter, d: BenchData): string {
  const qs = new URLSearchParams({
    sort: filter.sort,
    direction: filter.direction,
    page: String(filter.page),
    pageSize: String(pageSize),
    today: d.ids.today ?? '',
  });
  if (filter.search) qs.set('search', filter.search);
  return `/api/cars?${qs.toString()}`;
}

const listCases: { name: string; filter: ListFilter }[] = [
  { name: 'cars list by name (GET /api/cars)', filter: { sort: 'name', direction: 'asc', page: 1 } },
  {
    name: 'cars search + miles desc, page 3 (GET /api/cars)',
    filter: { search: 'sprint', sort: 'miles', direction: 'desc', page: 3 },
  },
  {
    name: 'cars by purchase date desc, page 40 (GET /api/cars)',
    filter: { sort: 'purchaseDate', direction: 'desc', page: 40 },
  },
];

/** Selects each list case's page of car ids once, so the raw loop reads the same cars as the API. */
const pageIdsGenerator: BenchGenerator = async (handle, data) => {
  for (const { filter } of listCases) {
    const q = raw(
      carsPageQuery(sqlOnlyTeam(data.teamId), { ...filter, limit: pageSize, offset: (filter.page - 1) * pageSize }),
    );
    const rows = await handle.rawQuery<{ id: string }>(q.text, q.params);
    data.ids[`carPage:${JSON.stringify(filter)}`] = rows.map((r) => r.id).join(',');
  }
};
generators.push(pageIdsGenerator);

export const cases: BenchCase[] = [
  ...listCases.map(({ name, filter }): BenchCase => ({
    name,
    method: 'GET',
    signedIn: true,
    path: (d) => listPath(filter, d),
    raw: (d) => listQueries(d, filter),
  })),
  {
    name: 'car detail (GET /api/cars/:id)',
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/cars/${d.ids.carId}`,
    raw: (d) => {
      const carId = d.ids.carId ?? '';
      return [
        raw(findCarQuery(sqlOnlyTeam(d.teamId), carId)),
        raw(eventsOfCarQuery(sqlOnlyTeam(d.teamId), carId, carHistoryPageSize)),
        raw(repairsOfCarQuery(sqlOnlyTeam(d.teamId), carId, carHistoryPageSize)),
        { text: 'select * from user_preferences where user_id = $1 limit 1', params: [d.userId] },
        raw(serviceItemsOfCarQuery(sqlOnlyTeam(d.teamId), carId)),
      ];
    },
  },
  {
    name: 'car options (GET /api/cars/options)',
    method: 'GET',
    signedIn: true,
    path: () => '/api/cars/options',
    raw: (d) => [
      {
        text: 'select id, name, make, model, year, client_id, hours, miles from cars where team_id = $1 order by name, id',
        params: [d.teamId],
      },
    ],
  },
  {
    name: 'car service items (GET /api/cars/:id/service-items)',
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/cars/${d.ids.carId}/service-items`,
    raw: (d) => [
      {
        text: 'select id, name, hours, miles from cars where team_id = $1 and id = $2 limit 1',
        params: [d.teamId, d.ids.carId],
      },
      { text: 'select * from user_preferences where user_id = $1 limit 1', params: [d.userId] },
      raw(serviceItemsOfCarQuery(sqlOnlyTeam(d.teamId), d.ids.carId ?? '')),
    ],
  },
];
