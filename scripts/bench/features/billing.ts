import {
  countWorkOrdersQuery,
  workOrdersPageQuery,
} from '../../../src/server/features/work-orders/work-orders.repository';
import { raw, sqlOnlyTeam } from '../sql-only';
import type { BenchCase, BenchData, BenchGenerator, RawQuery } from '../types';

/*
 * Work orders and invoices for the bench team: `workOrders` work orders (10,000 at the large
 * scale) with 10 charge lines each (100,000), on the client-owned cars of the clients generator,
 * in every status; every tenth one paid on its own invoice. The approved ones, paired by car,
 * are what the invoice creation case consumes, one pair per request.
 */

const pageSize = 20;
const linesPerOrder = 10;
const year = new Date().getFullYear();

/**
 * Per team (each scale's bench team is seeded before any is measured), pairs of approved work
 * orders of one client: the API case takes them from the front (`next`), the raw loop from the back.
 */
interface InvoicePool {
  pairs: string[][];
  next: number;
}
const invoicePools = new Map<string, InvoicePool>();
const poolOf = (data: BenchData): InvoicePool => invoicePools.get(data.teamId) ?? { pairs: [], next: 0 };
/** The raw loop's pair for its `iteration`-th run, from the last third of the pool. */
function rawPair(data: BenchData, iteration: number): string[] {
  const { pairs } = poolOf(data);
  return pairs[pairs.length - 1 - (iteration % Math.max(1, Math.floor(pairs.length / 3)))] ?? [];
}

const generateWorkOrders: BenchGenerator = async (handle, data, scale) => {
  const teamId = data.teamId;
  const count = scale.sizes.workOrders ?? 1_000;

  // Statuses by n % 10: 0–1 draft, 2 pending, 3–7 approved, 8 cancelled, 9 paid.
  await handle.rawQuery(
    `with client_cars as (select id, client_id, row_number() over (order by id) - 1 as k from cars
                           where team_id = $1 and client_id is not null),
          total as (select count(*) as c from client_cars)
     insert into work_orders (team_id, number, client_id, car_id, title, description, priority, status,
                              requested_date, requires_client_approval, created_at, updated_at)
       select $1, 'WO-' || $3::int || '-' || lpad(g::text, 5, '0'), cc.client_id, cc.id,
              (array['Brake refresh', 'Race weekend support', 'Gearbox service', 'Panel repair', 'Annual safety inspection',
                     'Track day transport'])[1 + g % 6] || ' #' || g,
              'Bench work order ' || g,
              (array['low', 'medium', 'medium', 'high', 'urgent'])[1 + g % 5],
              case when g % 10 in (0, 1) then 'draft' when g % 10 = 2 then 'pending_approval'
                   when g % 10 between 3 and 7 then 'approved' when g % 10 = 8 then 'cancelled' else 'paid' end,
              current_date - (g % 700), true,
              now() - make_interval(mins => $2::int - g), now() - make_interval(mins => $2::int - g)
       from generate_series(1, $2::int) g cross join total
       join client_cars cc on cc.k = (g / 2) % total.c`,
    [teamId, count, year],
  );
  await handle.rawQuery(
    `insert into work_order_charges (team_id, work_order_id, kind, position, charge_type, description, quantity,
                                     unit_rate_cents, total_cents, part_name, unit_cost_cents, markup_percentage)
       select $1, w.id, k.kind, l / 4, 'bench', k.kind || ' line ' || l, q.quantity, r.rate,
              round(q.quantity * r.rate)::int,
              case when k.kind = 'parts' then 'Part ' || l end,
              case when k.kind = 'parts' then r.rate * 4 / 5 end,
              case when k.kind = 'parts' then 25 end
       from work_orders w cross join generate_series(0, $2::int - 1) l
       cross join lateral (select (array['event', 'service', 'parts', 'damage'])[1 + l % 4] as kind) k
       cross join lateral (select (1 + (l % 3) * 0.5)::numeric(12, 2) as quantity) q
       cross join lateral (select 2500 + (l * 1700) % 20000 as rate) r
       where w.team_id = $1`,
    [teamId, linesPerOrder],
  );
  await handle.rawQuery(
    `update work_orders w set estimated_total_cents = s.total, actual_total_cents = s.total
       from (select work_order_id, sum(total_cents)::int as total from work_order_charges where team_id = $1
             group by work_order_id) s
       where w.team_id = $1 and w.id = s.work_order_id`,
    [teamId],
  );
  // Every paid work order on an invoice of its own.
  await handle.rawQuery(
    `with paid as (select id, client_id, estimated_total_cents as subtotal, row_number() over (order by created_at) as n
                   from work_orders where team_id = $1 and status = 'paid'),
          made as (insert into invoices (team_id, number, client_id, status, issue_date, due_date, subtotal_cents,
                                         tax_rate_percent, tax_cents, total_cents, paid_date)
                   select $1, 'INV-' || $2::int || '-' || lpad(n::text, 5, '0'), client_id, 'paid', current_date - 40,
                          current_date - 10, subtotal, 8.75, floor((subtotal * 875 + 5000) / 10000)::int,
                          subtotal + floor((subtotal * 875 + 5000) / 10000)::int, current_date - 20
                   from paid returning id, number)
     update work_orders w set invoice_id = made.id
       from made join paid on made.number = 'INV-' || $2::int || '-' || lpad(paid.n::text, 5, '0')
       where w.id = paid.id`,
    [teamId, year],
  );
  await handle.rawQuery(
    `insert into team_counters (team_id, name, year, value)
       select $1, 'work_order', $2::int, (select count(*)::int from work_orders where team_id = $1)
       union all select $1, 'invoice', $2::int, (select count(*)::int from invoices where team_id = $1)`,
    [teamId, year],
  );

  const pairs = await handle.rawQuery<{ ids: string[] }>(
    `select array_agg(id order by created_at) as ids from work_orders where team_id = $1 and status = 'approved'
       group by car_id`,
    [teamId],
  );
  const invoicePairs = pairs.flatMap(({ ids }) => {
    const chunks: string[][] = [];
    for (let i = 0; i + 1 < ids.length; i += 2) chunks.push([ids[i] ?? '', ids[i + 1] ?? '']);
    return chunks;
  });
  invoicePools.set(teamId, { pairs: invoicePairs, next: 0 });
  const [car] = await handle.rawQuery<{ id: string; client_id: string }>(
    `select id, client_id from cars where team_id = $1 and client_id is not null order by id limit 1`,
    [teamId],
  );
  data.ids.workOrderCarId = car?.id ?? '';
  data.ids.workOrderClientId = car?.client_id ?? '';
};

export const generators: BenchGenerator[] = [generateWorkOrders];

/** What GET /api/work-orders runs: the page with client, car and invoice, both counts, then the charge counts. */
function listSql(d: BenchData, filter: { search?: string; status?: 'approved' }): RawQuery[] {
  const team = sqlOnlyTeam(d.teamId);
  const page = raw(workOrdersPageQuery(team, { ...filter, limit: pageSize, offset: 0 }));
  return [
    page,
    raw(countWorkOrdersQuery(team, filter)),
    raw(countWorkOrdersQuery(team, {})),
    {
      text: `select work_order_id, kind, count(*) from work_order_charges
             where team_id = $1 and work_order_id in (select id from (${page.text}) p)
             group by work_order_id, kind`,
      params: page.params,
    },
  ];
}

/** The builder's body: header and 10 lines over the four kinds. */
function builderBody(d: BenchData) {
  const line = (i: number) => ({ description: `Line ${i}`, quantity: 1.5, unitRateCents: 9_500 });
  return {
    clientId: d.ids.workOrderClientId,
    carId: d.ids.workOrderCarId,
    title: 'Bench builder save',
    priority: 'high',
    eventCharges: [line(1), line(2), line(3)],
    serviceCharges: [line(4), line(5), line(6)],
    partsCharges: [
      { partName: 'Brake pads', quantity: 2, unitCostCents: 20_000, unitPriceCents: 28_000 },
      { partName: 'Oil', quantity: 4, unitCostCents: 1_500, unitPriceCents: 2_000 },
    ],
    damageCharges: [line(9), line(10)],
  };
}

/** The statements of a builder save: the checks, the counter, the header, 10 lines and the totals. */
function builderSql(d: BenchData): RawQuery[] {
  const values = Array.from(
    { length: 10 },
    (_, i) =>
      `($1, (select id from new_order), '${['event', 'service', 'parts', 'damage'][i % 4]}', ${i}, 'Line ${i}', 1.5, 9500, 14250)`,
  ).join(', ');
  return [
    {
      text: 'select display_name, first_name, last_name, email from clients where team_id = $1 and id = $2 limit 1',
      params: [d.teamId, d.ids.workOrderClientId],
    },
    {
      text: 'select client_id from cars where team_id = $1 and id = $2 limit 1',
      params: [d.teamId, d.ids.workOrderCarId],
    },
    {
      text: `with counter as (
               insert into team_counters (team_id, name, year, value) values ($1, 'work_order_raw', $4, 1)
               on conflict (team_id, name, year) do update set value = team_counters.value + 1 returning value),
             new_order as (
               insert into work_orders (team_id, number, client_id, car_id, title, priority, status)
               select $1, 'RAW-' || value, $2, $3, 'Bench builder save', 'high', 'draft' from counter returning id)
             insert into work_order_charges (team_id, work_order_id, kind, position, description, quantity,
                                             unit_rate_cents, total_cents)
             values ${values}`,
      params: [d.teamId, d.ids.workOrderClientId, d.ids.workOrderCarId, year],
    },
    {
      text: `update work_orders set estimated_total_cents = 142500, actual_total_cents = 142500
             where team_id = $1 and id = (select id from work_orders where team_id = $1 order by created_at desc limit 1)`,
      params: [d.teamId],
    },
    {
      text: `select w.*, c.display_name, car.name, i.number from work_orders w
             join clients c on c.team_id = w.team_id and c.id = w.client_id
             join cars car on car.team_id = w.team_id and car.id = w.car_id
             left join invoices i on i.team_id = w.team_id and i.id = w.invoice_id
             where w.team_id = $1 order by w.created_at desc limit 1`,
      params: [d.teamId],
    },
  ];
}

/** The statements of an invoice creation for one pair of approved work orders. */
function invoiceSql(d: BenchData, ids: string[]): RawQuery[] {
  return [
    {
      text: 'select * from work_orders where team_id = $1 and id = any($2::uuid[]) order by id for update',
      params: [d.teamId, ids],
    },
    {
      text: 'select * from clients where team_id = $1 and id = (select client_id from work_orders where id = $2)',
      params: [d.teamId, ids[0]],
    },
    {
      text: `with counter as (
               insert into team_counters (team_id, name, year, value) values ($1, 'invoice_raw', $3, 1)
               on conflict (team_id, name, year) do update set value = team_counters.value + 1 returning value),
             made as (
               insert into invoices (team_id, number, client_id, status, issue_date, due_date, subtotal_cents,
                                     tax_rate_percent, tax_cents, total_cents)
               select $1, 'RAW-' || value, (select client_id from work_orders where id = ($2::uuid[])[1]), 'draft',
                      current_date, current_date + 30, 100000, 8.75, 8750, 108750 from counter returning id)
             update work_orders set status = 'invoiced', invoice_id = (select id from made)
             where team_id = $1 and id = any($2::uuid[]) and status = 'approved'`,
      params: [d.teamId, ids, year],
    },
    {
      text: `select w.*, c.display_name from work_orders w join clients c on c.team_id = w.team_id and c.id = w.client_id
             where w.team_id = $1 and w.id = any($2::uuid[])`,
      params: [d.teamId, ids],
    },
    {
      text: 'select * from work_order_charges where team_id = $1 and work_order_id = any($2::uuid[]) order by work_order_id, kind, position',
      params: [d.teamId, ids],
    },
  ];
}

export const cases: BenchCase[] = [
  {
    name: 'work orders list (GET /api/work-orders)',
    method: 'GET',
    signedIn: true,
    path: () => `/api/work-orders?page=1&pageSize=${pageSize}`,
    raw: (d) => listSql(d, {}),
  },
  {
    name: 'work orders list, search + status (GET /api/work-orders?search=brake&status=approved)',
    method: 'GET',
    signedIn: true,
    path: () => `/api/work-orders?search=brake&status=approved&page=1&pageSize=${pageSize}`,
    raw: (d) => listSql(d, { search: 'brake', status: 'approved' }),
  },
  {
    name: "builder's save, 10 lines (POST /api/work-orders)",
    method: 'POST',
    signedIn: true,
    path: () => '/api/work-orders',
    body: builderBody,
    raw: builderSql,
  },
  {
    name: 'invoice creation, 2 work orders (POST /api/invoices)',
    method: 'POST',
    signedIn: true,
    path: () => '/api/invoices',
    // Each request invoices the next unused pair; the raw loop takes pairs from the other end.
    nextBody: (d) => {
      const pool = poolOf(d);
      return { workOrderIds: pool.pairs[pool.next++ % Math.max(pool.pairs.length, 1)] ?? [] };
    },
    // The raw loop uses at most the last third of the pairs; the query count took one.
    available: (d) => Math.max(1, Math.floor((poolOf(d).pairs.length * 2) / 3) - poolOf(d).next),
    raw: (d) => invoiceSql(d, rawPair(d, 0)),
    rawAt: (d, i) => invoiceSql(d, rawPair(d, i)),
  },
];
