import { componentsPageSize } from '../../../src/shared/components/components.contract';
import {
  accrualsCountQuery,
  accrualsOfComponentQuery,
  componentsCountQuery,
  componentsPageQuery,
  componentViewQuery,
  installationsOfComponentQuery,
  installedOnCarQuery,
} from '../../../src/server/features/components/components.repository';
import { raw, sqlOnlyTeam } from '../sql-only';
import type { BenchCase, BenchData, BenchGenerator } from '../types';

/*
 * Tracked components for the bench team: scale.sizes.componentsPerCar per car (an engine and a
 * gearbox), installed on it before its first session, each with what every session reading of its
 * car added to it, and two service items of its own; and a spare on the shelf for every tenth car. Runs after the time-on-track
 * generator, whose readings it accrues.
 */

const kinds = `array['engine','gearbox','differential','shock','seat']`;

const generateComponents: BenchGenerator = async (handle, data, scale) => {
  const teamId = data.teamId;
  const perCar = scale.sizes.componentsPerCar ?? 2;
  // Each car's components, installed on it; a serial number names its car's place among the cars.
  await handle.rawQuery(
    `with c as (select id, (row_number() over (order by id))::int as rn from cars where team_id = $1),
     made as (
       insert into components (team_id, name, kind, serial_number, hours, distance)
       select $1, initcap(k) || ' ' || lpad(c.rn::text, 6, '0'), k,
         upper(left(k, 2)) || '-' || lpad(c.rn::text, 6, '0') || '-' || p,
         ((c.rn * 37 + p * 11) % 900) / 10.0, (c.rn * 53 + p * 7) % 20000
       from c cross join generate_series(1, $2::int) p, lateral (select (${kinds})[(p - 1) % 5 + 1] as k) x
       returning id, serial_number, hours, distance
     )
     insert into component_installations (team_id, component_id, car_id, installed_at, car_hours_at_install,
         car_distance_at_install, hours_at_install, distance_at_install)
     select $1, made.id, c.id, timestamptz '2020-01-01 08:00:00+00', 0, 0, made.hours, made.distance
     from made join c on c.rn = split_part(made.serial_number, '-', 2)::int`,
    [teamId, perCar],
  );
  await handle.rawQuery(
    `insert into component_accruals (team_id, component_id, installation_id, meter_reading_id, hours, distance)
       select $1, i.component_id, i.id, m.id, coalesce(m.hours_added, 0), coalesce(m.distance_added, 0)
       from component_installations i
       join meter_readings m on m.team_id = i.team_id and m.car_id = i.car_id and m.source = 'session'
       where i.team_id = $1`,
    [teamId],
  );
  // Each installed component's own service items (a refresh and a rebuild), counted against its
  // own hours: the last service up to one and a half intervals ago, so some are due.
  await handle.rawQuery(
    `insert into service_life_items (team_id, component_id, name, category, priority, hour_interval,
         last_service_hours, installed_hours, expected_life_hours)
       select co.team_id, co.id, (array['Refresh','Rebuild'])[k + 1], (array['maintenance','life_item'])[k + 1],
         (array['medium','high'])[k + 1], (array[15, 40])[k + 1],
         greatest(0, co.hours - (co.rn % 60) * (k + 1)), 0, case when k = 1 then 200 end
       from (select id, team_id, hours, row_number() over (order by id) as rn from components where team_id = $1) co
       cross join generate_series(0, 1) k`,
    [teamId],
  );
  await handle.rawQuery(
    `insert into components (team_id, name, kind, serial_number, hours, distance)
       select $1, 'Spare seat ' || lpad(g::text, 6, '0'), 'seat', 'SP-' || lpad(g::text, 6, '0'), 0, 0
       from generate_series(1, (select count(*)::int / 10 from cars where team_id = $1)) g`,
    [teamId],
  );
  const [engine] = await handle.rawQuery<{ id: string }>(
    `select i.component_id as id from component_installations i
       join components co on co.team_id = i.team_id and co.id = i.component_id
       where i.team_id = $1 and i.car_id = $2 and co.kind = 'engine' limit 1`,
    [teamId, data.ids.carId ?? ''],
  );
  data.ids.componentId = engine?.id ?? '';
};

export const generators: BenchGenerator[] = [generateComponents];

const listQuery = { archived: false, page: 1, pageSize: componentsPageSize };
const accrualsPage = { limit: 20, offset: 0 };
const view = (d: BenchData) => raw(componentViewQuery(sqlOnlyTeam(d.teamId), d.ids.componentId ?? ''));

export const cases: BenchCase[] = [
  {
    name: 'components list, first page (GET /api/components)',
    method: 'GET',
    signedIn: true,
    path: () => '/api/components',
    raw: (d) => [
      raw(componentsPageQuery(sqlOnlyTeam(d.teamId), listQuery, { limit: componentsPageSize, offset: 0 })),
      raw(componentsCountQuery(sqlOnlyTeam(d.teamId), listQuery)),
    ],
  },
  {
    name: "a component's page (GET /api/components/:id)",
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/components/${d.ids.componentId}`,
    raw: (d) => [view(d)],
  },
  {
    name: "a component's cars (GET /api/components/:id/installations)",
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/components/${d.ids.componentId}/installations`,
    raw: (d) => [view(d), raw(installationsOfComponentQuery(sqlOnlyTeam(d.teamId), d.ids.componentId ?? ''))],
  },
  {
    name: "a component's sessions, first page (GET /api/components/:id/accruals)",
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/components/${d.ids.componentId}/accruals`,
    raw: (d) => [
      view(d),
      raw(accrualsOfComponentQuery(sqlOnlyTeam(d.teamId), d.ids.componentId ?? '', accrualsPage)),
      raw(accrualsCountQuery(sqlOnlyTeam(d.teamId), d.ids.componentId ?? '')),
    ],
  },
  {
    name: "a component's service items (GET /api/components/:id/service-items)",
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/components/${d.ids.componentId}/service-items`,
    raw: (d) => [
      {
        text: 'select id, name, hours, distance from components where team_id = $1 and id = $2 limit 1',
        params: [d.teamId, d.ids.componentId],
      },
      {
        text: 'select * from user_preferences where team_id = $1 and user_id = $2 limit 1',
        params: [d.teamId, d.userId],
      },
      {
        text: 'select * from service_life_items where team_id = $1 and component_id = $2 order by name, id',
        params: [d.teamId, d.ids.componentId],
      },
    ],
  },
  {
    name: "a car's components (GET /api/cars/:id/components)",
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/cars/${d.ids.carId}/components`,
    raw: (d) => [
      {
        text: 'select * from cars where team_id = $1 and id = $2 limit 1',
        params: [d.teamId, d.ids.carId],
      },
      raw(installedOnCarQuery(sqlOnlyTeam(d.teamId), d.ids.carId ?? '')),
    ],
  },
];
