import {
  inventoryCountQuery,
  inventoryPageQuery,
  itemCarsQuery,
  listItemsPage,
  type ItemListFilter,
} from '../../../src/server/features/inventory/inventory-items.repository';
import { forTeam } from '../../../src/server/db/team-db';
import { raw, sqlOnlyTeam } from '../sql-only';
import type { BenchCase, BenchData, BenchGenerator, RawQuery } from '../types';

/*
 * Inventory for the bench team: `inventoryItems` items (50,000 at the large scale) over 10
 * locations and 20 suppliers, in every category, a tenth of them set aside for clients, one in
 * twenty fitting a car, each with its 'initial' stock move; a few deleted. Other teams get a
 * location and items too, so every query has to find the bench team's rows through an index.
 */

const pageSize = 50;
const searchTerm = 'brake';

const partNames = `array['Brake pads','Brake rotor','Oil filter','Air filter','Spark plug','Coilover','Wheel bearing',
  'Fuel pump','Radiator hose','Harness','Splitter','Tie rod end','Clutch disc','Ignition coil','Tire set','Fire bottle']`;
const categories = `array['wear_item','wear_item','engine_part','engine_part','engine_part','suspension','suspension',
  'engine_part','consumable','safety','body_panel','suspension','engine_part','electrical','wear_item','safety']`;
const makers = `array['Hawk','Brembo','K&N','NGK','Ohlins','Bosch','Moog','Walbro','Samco','Schroth','APR','Tilton','MSD','Hoosier']`;

const generateInventory: BenchGenerator = async (handle, data, scale) => {
  const teamId = data.teamId;
  const count = scale.sizes.inventoryItems ?? 5_000;

  await handle.rawQuery(
    `insert into inventory_locations (team_id, name, type, is_default)
       select $1, 'Location ' || lpad(g::text, 2, '0'), (array['shop','trailer','storage_unit','warehouse','other'])[1 + g % 5], g = 1
       from generate_series(1, 10) g`,
    [teamId],
  );
  await handle.rawQuery(
    `insert into suppliers (team_id, name, is_preferred, rating)
       select $1, 'Supplier ' || g, g % 4 = 0, 1 + g % 5 from generate_series(1, 20) g`,
    [teamId],
  );
  await handle.rawQuery(
    `with locations as (select id, row_number() over (order by name) - 1 as k from inventory_locations where team_id = $1),
          sups as (select id, row_number() over (order by name) - 1 as k from suppliers where team_id = $1),
          owners as (select id, row_number() over (order by id) - 1 as k from clients where team_id = $1
                     and archived_at is null limit 200),
          owner_count as (select count(*) as c from owners)
     insert into inventory_items (team_id, name, part_number, manufacturer, category, current_stock, min_stock_level,
                                  location_id, shelf_location, unit_cost_cents, retail_price_cents, condition, supplier_id,
                                  scope, client_id, deleted_at, created_at, updated_at)
       select $1, (${partNames})[1 + g % 16] || ' #' || g, 'PN-' || lpad(g::text, 6, '0'), (${makers})[1 + g % 14],
              (${categories})[1 + g % 16], g % 13, (g % 5) * 2,
              l.id, 'Shelf ' || (g % 40), 500 + (g * 37) % 50000, (500 + (g * 37) % 50000) * 3 / 2,
              (array['new','new','new','used_good','used_fair','needs_repair'])[1 + g % 6],
              case when g % 3 = 0 then null else s.id end,
              case when g % 10 = 0 and o.id is not null then 'client' else 'shop' end,
              case when g % 10 = 0 then o.id end,
              case when g % 97 = 0 then now() end,
              now() - make_interval(mins => g), now() - make_interval(mins => g)
       from generate_series(1, $2::int) g cross join owner_count
       join locations l on l.k = g % 10
       join sups s on s.k = g % 20
       left join owners o on owner_count.c > 0 and o.k = g % owner_count.c`,
    [teamId, count],
  );
  await handle.rawQuery(
    `insert into inventory_stock_moves (team_id, item_id, reason, change, stock_after, user_id, created_at)
       select team_id, id, 'initial', current_stock, current_stock, $2, created_at from inventory_items where team_id = $1`,
    [teamId, data.userId],
  );
  await handle.rawQuery(
    `with team_cars as (select id, row_number() over (order by id) - 1 as k from cars where team_id = $1),
          car_count as (select count(*) as c from team_cars),
          fitting as (select id, row_number() over (order by id) as n from inventory_items where team_id = $1)
     insert into inventory_item_cars (team_id, item_id, car_id)
       select $1, f.id, c.id from fitting f cross join car_count join team_cars c on c.k = f.n % car_count.c
       where f.n % 20 = 0`,
    [teamId],
  );
  // Other teams: a location and 10 items each.
  await handle.rawQuery(
    `insert into inventory_locations (team_id, name, is_default)
       select 'bench-team-' || g, 'Their shop', true from generate_series(1, $1::int) g`,
    [scale.otherTeams],
  );
  await handle.rawQuery(
    `insert into inventory_items (team_id, name, part_number, category, current_stock, location_id)
       select l.team_id, (${partNames})[1 + k % 16] || ' ' || k, 'OT-' || k, 'other', k, l.id
       from inventory_locations l cross join generate_series(1, 10) k where l.team_id like 'bench-team-%'`,
  );

  const [location] = await handle.rawQuery<{ id: string }>(
    `select id from inventory_locations where team_id = $1 order by name offset 3 limit 1`,
    [teamId],
  );
  data.ids.inventoryLocationId = location?.id ?? '';
  for (const [key, filter] of Object.entries(filters(data))) {
    const page = await listItemsPage(forTeam(handle.db, teamId), { ...filter, limit: pageSize, offset: 0 });
    data.ids[`inventoryPage:${key}`] = page.map((view) => view.row.id).join(',');
  }
};

export const generators: BenchGenerator[] = [generateInventory];

/** The filters the cases list with, by key. */
const filters = (d: BenchData): Record<string, ItemListFilter> => ({
  all: {},
  search: { search: searchTerm },
  location: { locationId: d.ids.inventoryLocationId },
});

/** The page the API reads first: its item ids are what it then looks up the cars of. */
const pageOf = (d: BenchData, filter: ItemListFilter) =>
  raw(inventoryPageQuery(sqlOnlyTeam(d.teamId), { ...filter, limit: pageSize, offset: 0 }));

/** What GET /api/inventory/items runs without its kept counts: the page, the matching and the team's counts, the page's cars. */
function listSql(d: BenchData, key: string): RawQuery[] {
  const team = sqlOnlyTeam(d.teamId);
  const filter = filters(d)[key] ?? {};
  const pageIds = (d.ids[`inventoryPage:${key}`] ?? '').split(',').filter(Boolean);
  const counts = Object.keys(filter).length === 0 ? [filter] : [filter, {}];
  return [
    pageOf(d, filter),
    ...counts.map((given) => raw(inventoryCountQuery(team, given))),
    raw(itemCarsQuery(team, pageIds)),
  ];
}

export const cases: BenchCase[] = [
  {
    name: 'inventory list (GET /api/inventory/items)',
    method: 'GET',
    signedIn: true,
    path: () => `/api/inventory/items?page=1&pageSize=${pageSize}`,
    raw: (d) => listSql(d, 'all'),
  },
  {
    name: `inventory search (GET /api/inventory/items?search=${searchTerm})`,
    method: 'GET',
    signedIn: true,
    path: () => `/api/inventory/items?search=${searchTerm}&page=1&pageSize=${pageSize}`,
    raw: (d) => listSql(d, 'search'),
  },
  {
    name: 'inventory by location (GET /api/inventory/items?locationId=…)',
    method: 'GET',
    signedIn: true,
    path: (d) => `/api/inventory/items?locationId=${d.ids.inventoryLocationId}&page=1&pageSize=${pageSize}`,
    raw: (d) => listSql(d, 'location'),
  },
];
