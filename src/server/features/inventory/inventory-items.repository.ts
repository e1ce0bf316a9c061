import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { InventoryCategory, InventoryScope } from '@shared/inventory/inventory.rules';
import { containsPattern } from '../../db/search';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { cars, clients, inventoryItemCars, inventoryItems, inventoryLocations, suppliers } from '../../db/schema';

export type ItemRow = typeof inventoryItems.$inferSelect;
export type NewItem = Omit<
  typeof inventoryItems.$inferInsert,
  'id' | 'teamId' | 'deletedAt' | 'createdAt' | 'updatedAt'
>;
export type ItemChanges = Partial<NewItem>;

const active = () => isNull(inventoryItems.deletedAt);

/** An item with the names the list shows: its location, its supplier and its client's label columns. */
const viewColumns = {
  row: inventoryItems,
  locationName: inventoryLocations.name,
  supplierName: suppliers.name,
  // Drizzle reads a left-joined object as missing when its first column is null: the id first.
  client: {
    id: clients.id,
    displayName: clients.displayName,
    firstName: clients.firstName,
    lastName: clients.lastName,
    email: clients.email,
  },
};

export interface ItemView {
  row: ItemRow;
  locationName: string;
  supplierName: string | null;
  client: {
    id: string;
    displayName: string | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
  } | null;
}

function viewQuery(team: TeamDb) {
  return team.db
    .select(viewColumns)
    .from(inventoryItems)
    .innerJoin(inventoryLocations, teamKeyJoin(inventoryLocations, inventoryItems.teamId, inventoryItems.locationId))
    .leftJoin(suppliers, teamKeyJoin(suppliers, inventoryItems.teamId, inventoryItems.supplierId))
    .leftJoin(clients, teamKeyJoin(clients, inventoryItems.teamId, inventoryItems.clientId))
    .$dynamic();
}

export interface ItemListFilter {
  search?: string | undefined;
  category?: InventoryCategory | undefined;
  locationId?: string | undefined;
  supplierId?: string | undefined;
  clientId?: string | undefined;
  scope?: InventoryScope | undefined;
}

/**
 * The filter's conditions beyond "the team's active items"; the search looks at name, part
 * number and manufacturer together (one case-insensitive match per row).
 */
function filterConditions(filter: ItemListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(inventoryItems.category, filter.category));
  if (filter.locationId) conditions.push(eq(inventoryItems.locationId, filter.locationId));
  if (filter.supplierId) conditions.push(eq(inventoryItems.supplierId, filter.supplierId));
  if (filter.clientId) conditions.push(eq(inventoryItems.clientId, filter.clientId));
  if (filter.scope) conditions.push(eq(inventoryItems.scope, filter.scope));
  const term = filter.search?.trim();
  if (term) {
    conditions.push(sql`${inventoryItems.searchText} like lower(${containsPattern(term)})`);
  }
  return conditions;
}

function listWhere(team: TeamDb, filter: ItemListFilter): SQL {
  return ofTeam(team, inventoryItems, active(), ...filterConditions(filter));
}

/**
 * One page of the list: by name, or by location name and then name when grouped by location
 * (exported for the benchmark's raw-SQL comparison). By name, the page's ids are found first,
 * walking inventory_items_team_name_idx, which holds everything a search matches, so a search
 * reads no item it passes over; only the page's items are then read with their names.
 */
export function inventoryPageQuery(
  team: TeamDb,
  filter: ItemListFilter & { groupByLocation?: boolean | undefined; limit: number; offset: number },
) {
  if (filter.groupByLocation) {
    return viewQuery(team)
      .where(listWhere(team, filter))
      .orderBy(
        asc(inventoryLocations.name),
        asc(inventoryLocations.id),
        asc(inventoryItems.name),
        asc(inventoryItems.id),
      )
      .limit(filter.limit)
      .offset(filter.offset);
  }
  const pageIds = team.db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(listWhere(team, filter))
    .orderBy(asc(inventoryItems.name), asc(inventoryItems.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return (
    viewQuery(team)
      // An array rather than IN: the page's items are then read by their keys, never by a scan.
      .where(ofTeam(team, inventoryItems, sql`${inventoryItems.id} = any(array(${pageIds}))`))
      .orderBy(asc(inventoryItems.name), asc(inventoryItems.id))
  );
}

export async function listItemsPage(
  team: TeamDb,
  filter: ItemListFilter & { groupByLocation?: boolean | undefined; limit: number; offset: number },
): Promise<ItemView[]> {
  return inventoryPageQuery(team, filter);
}

/**
 * How many of the team's active items match the filter: a search finds its candidates through
 * inventory_items_search_idx rather than matching every item of the team.
 */
export function inventoryCountQuery(team: TeamDb, filter: ItemListFilter) {
  return team.db.select({ n: count() }).from(inventoryItems).where(listWhere(team, filter));
}

export async function countItems(team: TeamDb, filter: ItemListFilter): Promise<number> {
  const [row] = await inventoryCountQuery(team, filter);
  return row?.n ?? 0;
}

/** The cars each of the items among `itemIds` fits, by car name. */
export function itemCarsQuery(team: TeamDb, itemIds: string[]) {
  return team.db
    .select({
      itemId: inventoryItemCars.itemId,
      carId: cars.id,
      name: cars.name,
      year: cars.year,
      make: cars.make,
      model: cars.model,
    })
    .from(inventoryItemCars)
    .innerJoin(cars, teamKeyJoin(cars, inventoryItemCars.teamId, inventoryItemCars.carId))
    .where(ofTeam(team, inventoryItemCars, inArray(inventoryItemCars.itemId, itemIds)))
    .orderBy(asc(cars.name), asc(cars.id));
}

export type ItemCarRow = Awaited<ReturnType<typeof itemCarsQuery>>[number];

export async function listItemCars(team: TeamDb, itemIds: string[]): Promise<ItemCarRow[]> {
  if (itemIds.length === 0) return [];
  return itemCarsQuery(team, itemIds);
}

export async function findItemView(team: TeamDb, id: string): Promise<ItemView | undefined> {
  const [row] = await viewQuery(team)
    .where(ofTeam(team, inventoryItems, eq(inventoryItems.id, id), active()))
    .limit(1);
  return row;
}

/**
 * The active item with its names (as findItemView), locked like lockItem: what a change of its
 * stock that answers with the item reads, once.
 */
export async function lockItemView(team: TeamDb, id: string): Promise<ItemView | undefined> {
  const [row] = await viewQuery(team)
    .where(ofTeam(team, inventoryItems, eq(inventoryItems.id, id), active()))
    .limit(1)
    .for('no key update', { of: inventoryItems });
  return row;
}

/**
 * The active item, locked until the transaction ends, for a change of its stock or scope. `no key
 * update` keeps out other changes of the item while letting a work order line that names it be
 * written (that only takes a key share).
 */
export async function lockItem(team: TeamDb, id: string): Promise<ItemRow | undefined> {
  const [row] = await team.db
    .select()
    .from(inventoryItems)
    .where(ofTeam(team, inventoryItems, eq(inventoryItems.id, id), active()))
    .limit(1)
    .for('no key update');
  return row;
}

/** The team's active items among `ids`, locked, in id order (no deadlocks). */
export async function lockItems(team: TeamDb, ids: string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return team.db
    .select()
    .from(inventoryItems)
    .where(ofTeam(team, inventoryItems, inArray(inventoryItems.id, ids), active()))
    .orderBy(asc(inventoryItems.id))
    .for('no key update');
}

export async function insertItems(team: TeamDb, values: NewItem[]): Promise<ItemRow[]> {
  if (values.length === 0) return [];
  return team.db
    .insert(inventoryItems)
    .values(values.map((v) => ({ ...v, teamId: team.teamId })))
    .returning();
}

export async function updateItem(team: TeamDb, id: string, changes: ItemChanges): Promise<ItemRow | undefined> {
  const [row] = await team.db
    .update(inventoryItems)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ofTeam(team, inventoryItems, eq(inventoryItems.id, id), active()))
    .returning();
  return row;
}

/** Sets scope and client on the team's active items among `ids`; answers how many changed. */
export async function setItemsScope(
  team: TeamDb,
  ids: string[],
  scope: { scope: InventoryScope; clientId: string | null },
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await team.db
    .update(inventoryItems)
    .set({ ...scope, updatedAt: sql`now()` })
    .where(ofTeam(team, inventoryItems, inArray(inventoryItems.id, ids), active()))
    .returning({ id: inventoryItems.id });
  return rows.length;
}

export async function softDeleteItem(team: TeamDb, id: string): Promise<boolean> {
  const rows = await team.db
    .update(inventoryItems)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(ofTeam(team, inventoryItems, eq(inventoryItems.id, id), active()))
    .returning({ id: inventoryItems.id });
  return rows.length > 0;
}

/** The car ids an item is linked to. */
export async function listItemCarIds(team: TeamDb, itemId: string): Promise<string[]> {
  const rows = await team.db
    .select({ carId: inventoryItemCars.carId })
    .from(inventoryItemCars)
    .where(ofTeam(team, inventoryItemCars, eq(inventoryItemCars.itemId, itemId)));
  return rows.map((r) => r.carId);
}

export async function insertItemCars(team: TeamDb, links: { itemId: string; carId: string }[]): Promise<void> {
  if (links.length === 0) return;
  await team.db.insert(inventoryItemCars).values(links.map((link) => ({ ...link, teamId: team.teamId })));
}

export async function deleteItemCars(team: TeamDb, itemId: string, carIds: string[]): Promise<void> {
  if (carIds.length === 0) return;
  await team.db
    .delete(inventoryItemCars)
    .where(
      ofTeam(team, inventoryItemCars, eq(inventoryItemCars.itemId, itemId), inArray(inventoryItemCars.carId, carIds)),
    );
}

/** The team's cars among `ids`, with whether they are archived (a compatibility pick is checked against them). */
export async function findCars(team: TeamDb, ids: string[]): Promise<{ id: string; archived: boolean }[]> {
  if (ids.length === 0) return [];
  return team.db
    .select({ id: cars.id, archived: sql<boolean>`${cars.archivedAt} is not null` })
    .from(cars)
    .where(and(eq(cars.teamId, team.teamId), inArray(cars.id, ids)));
}

/** One of the team's active suppliers, for an item that names it. */
export async function findActiveSupplier(team: TeamDb, id: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await team.db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(ofTeam(team, suppliers, eq(suppliers.id, id), isNull(suppliers.deletedAt)))
    .limit(1);
  return row;
}
