import { clientExportPages, clientPageSize } from '../../../src/shared/clients/clients.rules';
import { toIsoDate } from '../../../src/shared/lib/dates';
import { optionsDefaultLimit } from '../../../src/shared/lib/options.contract';
import {
  clientCountQuery,
  clientListQuery,
  clientOptionsQuery,
  countClients,
  type ClientListFilter,
} from '../../../src/server/features/clients/clients.repository';
import { forTeam } from '../../../src/server/db/team-db';
import { driverListQuery, driverOptionsQuery } from '../../../src/server/features/drivers/drivers.repository';
import { raw, sqlOnlyTeam } from '../sql-only';
import type { BenchCase, BenchData, BenchGenerator, RawQuery } from '../types';

/*
 * Clients and drivers for the bench team: a few thousand of each, a third of the team's cars
 * owned by clients, and client registrations at past (and a few future) events so "last
 * visit" has real rows behind it. Other teams get clients and drivers too, so every query
 * has to find the bench team's rows through an index.
 */

const firstNames = `array['Ann','Bob','Carla','Dan','Elena','Frank','Grace','Hank','Ines','Jon','Kara','Liam','Maya','Nate','Olga','Pete','Quinn','Rosa','Sam','Tina']`;
const lastNames = `array['Lee','Stone','Diaz','Park','Novak','Reyes','Kim','Moreau','Silva','Okafor','Tanaka','Brown','Hughes','Ivanova','Jensen','Khan','Lopez','Meyer','Nash','Ortiz','Price']`;
const sources = `array['Walk-in','Referral','Website','Phone','Social Media','Friends / Family','Advertising','Other']`;
const states = `array['TX','FL','CA','NC','GA','WA','IL','AZ','CO','OH']`;

const generateClientsAndDrivers: BenchGenerator = async (handle, data, scale) => {
  const teamId = data.teamId;
  const clientCount = Math.max(2_000, Math.floor((scale.sizes.cars ?? 1_000) / 2));
  const driverCount = 2_000;
  data.ids.today = data.ids.today ?? toIsoDate(new Date());

  await handle.rawQuery(
    `insert into clients (team_id, first_name, last_name, display_name, email, phone, type, billing_address,
         referral_source, status, is_active, contract_start_date, notes)
       select $1, f, l || ' ' || g, f || ' ' || l || ' ' || g,
         lower(f) || '.' || lower(l) || g || '@example.com',
         '(' || (200 + g % 700) || ') 555-' || lpad((g % 10000)::text, 4, '0'),
         case when g % 9 = 0 then 'business' else 'person' end,
         jsonb_build_object('street', g || ' Pit Lane', 'city', 'Town ' || (g % 90), 'state', (${states})[g % 10 + 1],
           'postalCode', lpad((10000 + g % 89999)::text, 5, '0'), 'country', 'US'),
         (${sources})[g % 8 + 1],
         case when g % 25 = 0 then 'inactive' else 'active' end, g % 25 <> 0,
         current_date - (g % 1500), case when g % 4 = 0 then 'Prefers weekend pickups.' end
       from generate_series(1, $2::int) g,
         lateral (select (${firstNames})[g % 20 + 1] as f, (${lastNames})[g % 21 + 1] as l) n`,
    [teamId, clientCount],
  );
  await handle.rawQuery(
    `insert into drivers (team_id, name, email, phone, license_number)
       select $1, (${firstNames})[g % 20 + 1] || ' ' || (${lastNames})[g % 21 + 1] || ' ' || g,
         case when g % 3 <> 0 then 'driver' || g || '@example.com' end,
         case when g % 2 = 0 then '555-01' || lpad((g % 100)::text, 2, '0') end,
         case when g % 4 <> 0 then 'LIC-' || lpad(g::text, 6, '0') end
       from generate_series(1, $2::int) g`,
    [teamId, driverCount],
  );
  // Other teams: a handful of clients and drivers each.
  await handle.rawQuery(
    `insert into clients (team_id, display_name, first_name, email)
       select 'bench-team-' || (g % $1::int + 1), 'Other Client ' || g, 'Other', 'other' || g || '@example.com'
       from generate_series(1, $1::int * 5) g`,
    [scale.otherTeams],
  );
  await handle.rawQuery(
    `insert into drivers (team_id, name) select 'bench-team-' || (g % $1::int + 1), 'Other Driver ' || g
       from generate_series(1, $1::int * 3) g`,
    [scale.otherTeams],
  );

  // A third of the team's cars belong to clients (cars come from the cars generator; without
  // them, cars of our own).
  const [{ n: carCount } = { n: 0 }] = await handle.rawQuery<{ n: number }>(
    'select count(*)::int as n from cars where team_id = $1',
    [teamId],
  );
  if (carCount < 300) {
    await handle.rawQuery(
      `insert into cars (team_id, name, make, model, year) select $1, 'Client Car ' || g, 'Porsche', '911 GT3', 2010 + g % 14
         from generate_series(1, 600) g`,
      [teamId],
    );
  }
  await handle.rawQuery(
    `with owned as (select id, row_number() over (order by id) as rn from cars where team_id = $1),
          owners as (select id, row_number() over (order by id) - 1 as n from clients where team_id = $1)
     update cars set client_id = owners.id
       from owned join owners on owners.n = (owned.rn * 7) % $2::int
       where cars.id = owned.id and owned.rn % 3 = 0`,
    [teamId, clientCount],
  );

  // Client registrations: 120 events over the last two years (a few ahead), 20 client cars
  // each. The events generator registers the team's first 50 cars (by id) at every 20th
  // event, so these registrations leave the first 100 cars out to never collide with it.
  const [track] = await handle.rawQuery<{ id: string }>(
    `insert into tracks (team_id, name, location) values ($1, 'Bench Client Raceway', 'Somewhere, USA') returning id`,
    [teamId],
  );
  await handle.rawQuery(
    `insert into events (team_id, title, date, type, track_id)
       select $1, 'Client Day ' || g, current_date - 720 + g * 6, 'Track Day', $2 from generate_series(1, 120) g`,
    [teamId, track?.id],
  );
  await handle.rawQuery(
    `with client_cars as (select id, client_id, row_number() over (order by id) - 1 as n from cars
                           where team_id = $1 and client_id is not null
                             and id not in (select id from cars where team_id = $1 order by id limit 100)),
          total as (select count(*) as c from client_cars),
          days as (select id, row_number() over (order by date) as rn from events where team_id = $1 and title like 'Client Day %')
     insert into event_cars (team_id, event_id, car_id, client_id, status)
       select $1, days.id, cc.id, cc.client_id, 'finished'
       from days cross join generate_series(0, 19) k cross join total
       join client_cars cc on cc.n = (days.rn * 37 + k * 101) % total.c
     on conflict do nothing`,
    [teamId],
  );
};

const searchTerm = 'an';

/** The export the bench downloads: the clients matching the search, by last visit. */
const exportFilter = (d: BenchData): ClientListFilter => ({
  search: searchTerm,
  type: 'all',
  sort: 'lastVisit',
  dir: 'desc',
  today: d.ids.today ?? '',
});

/** How many clients the export lists, for its raw SQL: one query per page, the last one short. */
const countExported: BenchGenerator = async (handle, data) => {
  data.ids.clientExportRows = String(await countClients(forTeam(handle.db, data.teamId), exportFilter(data)));
};

/** The pages the export reads: up to the one that comes back short. */
function exportPages(d: BenchData): { offset: number; limit: number }[] {
  const rows = Number(d.ids.clientExportRows ?? 0);
  const pages: { offset: number; limit: number }[] = [];
  for (const page of clientExportPages()) {
    pages.push(page);
    if (page.offset + page.limit > rows) return pages;
  }
  return pages;
}

export const generators: BenchGenerator[] = [generateClientsAndDrivers, countExported];
function listQueries(
  d: BenchData,
  filter: { search?: string; sort: 'name' | 'lastVisit'; dir: 'asc' | 'desc'; page: number },
): RawQuery[] {
  const full = { type: 'all' as const, today: d.ids.today ?? toIsoDate(new Date()), ...filter };
  return [
    raw(
      clientListQuery(sqlOnlyTeam(d.teamId), full, {
        limit: clientPageSize,
        offset: (filter.page - 1) * clientPageSize,
      }),
    ),
    raw(clientCountQuery(sqlOnlyTeam(d.teamId), full)),
  ];
}

export const cases: BenchCase[] = [
  {
    name: 'clients list by name (GET /api/clients)',
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/clients?today=${d.ids.today}`,
    raw: (d) => listQueries(d, { sort: 'name', dir: 'asc', page: 1 }),
  },
  {
    name: 'clients search + last visit, page 2 (GET /api/clients)',
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/clients?search=${searchTerm}&sort=lastVisit&dir=desc&page=2&today=${d.ids.today}`,
    raw: (d) => listQueries(d, { search: searchTerm, sort: 'lastVisit', dir: 'desc', page: 2 }),
  },
  {
    name: 'client summary (GET /api/clients/summary)',
    method: 'GET',
    signedIn: true,
    path: () => '/api/clients/summary',
    raw: (d) => [
      { text: 'select count(*)::int from clients where team_id = $1', params: [d.teamId] },
      { text: 'select count(*)::int from cars where team_id = $1 and client_id is not null', params: [d.teamId] },
    ],
  },
  {
    name: 'client options (GET /api/clients/options)',
    method: 'GET',
    signedIn: true,
    path: () => '/api/clients/options',
    raw: (d) => [raw(clientOptionsQuery(sqlOnlyTeam(d.teamId), { limit: optionsDefaultLimit }))],
  },
  {
    name: 'client options searched, active with cars (GET /api/clients/options)',
    method: 'GET',
    signedIn: true,
    path: () => `/api/clients/options?search=${searchTerm}&active=true&withCars=true`,
    raw: (d) => [
      raw(
        clientOptionsQuery(sqlOnlyTeam(d.teamId), {
          search: searchTerm,
          limit: optionsDefaultLimit,
          active: true,
          withCars: true,
        }),
      ),
    ],
  },
  {
    name: 'clients CSV export, searched (GET /api/clients/export.csv)',
    method: 'GET',
    signedIn: true,
    streamed: true,
    path: (d) => `/api/clients/export.csv?search=${searchTerm}&sort=lastVisit&dir=desc&today=${d.ids.today}`,
    raw: (d) => exportPages(d).map((page) => raw(clientListQuery(sqlOnlyTeam(d.teamId), exportFilter(d), page))),
  },
  {
    name: 'drivers list (GET /api/drivers)',
    method: 'GET',
    signedIn: true,
    path: () => '/api/drivers',
    raw: (d) => [raw(driverListQuery(sqlOnlyTeam(d.teamId)))],
  },
  {
    name: 'driver options searched (GET /api/drivers/options)',
    method: 'GET',
    signedIn: true,
    path: () => `/api/drivers/options?search=${searchTerm}`,
    raw: (d) => [raw(driverOptionsQuery(sqlOnlyTeam(d.teamId), { search: searchTerm, limit: optionsDefaultLimit }))],
  },
];
