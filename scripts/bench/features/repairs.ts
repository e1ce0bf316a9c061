import type { BenchCase, BenchGenerator, RawQuery } from '../types';

/** The benchmark's fixed "today", shared with the dashboard case. */
const today = '2026-06-15';
const pageSize = 20;

/** ~3 repairs per car of the bench team, in every status, dated a year around today. */
const generateRepairs: BenchGenerator = async (handle, data) => {
  await handle.rawQuery(
    `insert into repairs (team_id, car_id, title, status, scheduled_date, completed_date,
                          estimated_cost_cents, actual_cost_cents, parts, interval_hours)
     select $1, c.id,
            (array['Brake pads and fluid', 'Oil and filter change', 'Alignment and corner balance',
                   'Gearbox service', 'Suspension refresh', 'Tyre change'])[1 + ((c.n * 3 + g) % 6)::int]
              || ' #' || (c.n * 3 + g),
            case (c.n + g) % 3 when 0 then 'Scheduled' when 1 then 'In Progress' else 'Completed' end,
            $2::date + (((c.n * 7 + g * 31) % 365) - 180)::int,
            case when (c.n + g) % 3 = 2 then $2::date + (((c.n * 7 + g * 31) % 365) - 178)::int end,
            ((c.n * 37 + g) % 2000)::int * 100,
            case when (c.n + g) % 3 = 2 then ((c.n * 41 + g) % 2000)::int * 100 end,
            'Parts list ' || g,
            case when g = 1 then 10 end
     from (select id, row_number() over (order by id) as n from cars where team_id = $1) c
     cross join generate_series(1, 3) g`,
    [data.teamId, today],
  );
  const [one] = await handle.rawQuery<{ id: string }>('select id from repairs where team_id = $1 order by id limit 1', [
    data.teamId,
  ]);
  if (one) data.ids.repairId = one.id;
};

/** ~1 damage report per car, every severity and status, discovered over the last two years. */
const generateDamageReports: BenchGenerator = async (handle, data) => {
  await handle.rawQuery(
    `insert into damage_reports (team_id, car_id, title, severity, status, damage_location, discovered_date,
                                 description, source_type, driveability, estimated_repair_cost_cents)
     select $1, c.id,
            (array['Cracked splitter', 'Dented quarter panel', 'Oil leak', 'Bent tie rod', 'Stone chip'])[1 + (c.n % 5)::int]
              || ' #' || c.n,
            (array['cosmetic', 'minor', 'moderate', 'major', 'safety_critical', 'total_loss'])[1 + (c.n % 6)::int],
            (array['reported', 'assessed', 'repair_scheduled', 'repair_in_progress', 'repaired', 'written_off'])[1 + ((c.n / 6) % 6)::int],
            'Front left',
            $2::date - ((c.n * 13) % 730)::int,
            'Found after a session',
            (array['event', 'session', 'routine_maintenance', 'general_inspection'])[1 + (c.n % 4)::int],
            (array['driveable', 'driveable_with_caution', 'not_driveable'])[1 + (c.n % 3)::int],
            ((c.n * 53) % 5000)::int * 100
     from (select id, row_number() over (order by id) as n from cars where team_id = $1) c`,
    [data.teamId, today],
  );
};

export const generators: BenchGenerator[] = [generateRepairs, generateDamageReports];

/**
 * What GET /api/repairs runs: the plan, the counts per list segment, then the first page,
 * read from the upcoming segment along the (team, scheduled date) index and joined to cars.
 * The bench team is on the free plan: its limit check counts at most 5 repairs.
 */
function repairListSql(teamId: string, extra: { where: string; params: unknown[] }): RawQuery[] {
  const params = [teamId, ...extra.params];
  const todayParam = `$${params.length + 1}`;
  const upcoming = `r.status in ('Scheduled', 'In Progress') and r.scheduled_date >= ${todayParam}::date`;
  return [
    {
      text: 'insert into subscriptions (team_id) values ($1) on conflict (team_id) do nothing',
      params: [teamId],
    },
    { text: 'select * from subscriptions where team_id = $1 limit 1', params: [teamId] },
    {
      text: 'select count(*) from (select id from repairs where team_id = $1 limit 5) capped',
      params: [teamId],
    },
    {
      text: `select count(*), (count(*) filter (where ${upcoming}))::int,
                    (count(*) filter (where r.scheduled_date is null))::int
             from repairs r where r.team_id = $1 ${extra.where}`,
      params: [...params, today],
    },
    {
      text: `select r.id, r.car_id, r.title, r.status, r.scheduled_date, r.completed_date, r.estimated_cost_cents,
                    r.actual_cost_cents, r.damage_report_id, c.name, c.year, c.make, c.model
             from (select r.id from repairs r where r.team_id = $1 ${extra.where} and ${upcoming}
                   order by r.scheduled_date asc, r.id asc limit ${pageSize} offset 0) page
             inner join repairs r on r.id = page.id
             inner join cars c on c.id = r.car_id
             order by r.scheduled_date asc, r.id asc`,
      params: [...params, today],
    },
  ];
}

/** What GET /api/damage-reports runs: a page newest first with car, event and repair, and its count. */
function damageListSql(teamId: string, extra: { where: string; params: unknown[] }): RawQuery[] {
  const params = [teamId, ...extra.params];
  return [
    {
      text: `select d.*, c.name, c.year, c.make, c.model, e.title, r.id, r.title, r.status
             from damage_reports d
             inner join cars c on c.id = d.car_id
             left join events e on e.id = d.event_id and e.team_id = $1
             left join repairs r on r.id = d.repair_id and r.team_id = $1
             where d.team_id = $1 ${extra.where}
             order by d.discovered_date desc, d.created_at desc, d.id desc
             limit ${pageSize} offset 0`,
      params,
    },
    { text: `select count(*) from damage_reports d where d.team_id = $1 ${extra.where}`, params },
  ];
}

export const cases: BenchCase[] = [
  {
    name: 'repairs list (GET /api/repairs)',
    method: 'GET',
    signedIn: true,
    path: () => `/api/repairs?today=${today}&page=1&pageSize=${pageSize}`,
    raw: (d) => repairListSql(d.teamId, { where: '', params: [] }),
  },
  {
    name: 'repairs list, open + search (GET /api/repairs?status=open&search=brake)',
    method: 'GET',
    signedIn: true,
    path: () => `/api/repairs?today=${today}&status=open&search=brake&page=1&pageSize=${pageSize}`,
    raw: (d) =>
      repairListSql(d.teamId, { where: "and r.status <> 'Completed' and r.title ilike $2", params: ['%brake%'] }),
  },
  {
    name: 'repair detail (GET /api/repairs/:id)',
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/repairs/${d.ids.repairId ?? '00000000-0000-4000-8000-000000000000'}`,
    raw: (d) => [
      {
        text: `select r.*, c.name, c.year, c.make, c.model, d.id, d.title, d.status
               from repairs r inner join cars c on c.id = r.car_id
               left join damage_reports d on d.id = r.damage_report_id and d.team_id = $1
               where r.team_id = $1 and r.id = $2 limit 1`,
        params: [d.teamId, d.ids.repairId ?? '00000000-0000-4000-8000-000000000000'],
      },
    ],
  },
  {
    name: 'damage reports list (GET /api/damage-reports)',
    method: 'GET',
    signedIn: true,
    path: () => `/api/damage-reports?page=1&pageSize=${pageSize}`,
    raw: (d) => damageListSql(d.teamId, { where: '', params: [] }),
  },
  {
    name: 'damage reports list, severity + status (GET /api/damage-reports?severity=major&status=reported)',
    method: 'GET',
    signedIn: true,
    path: () => `/api/damage-reports?severity=major&status=reported&page=1&pageSize=${pageSize}`,
    raw: (d) =>
      damageListSql(d.teamId, { where: 'and d.severity = $2 and d.status = $3', params: ['major', 'reported'] }),
  },
];
