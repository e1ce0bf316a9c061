import { asc, desc, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { inventoryItems, inventoryLocations } from '../../db/schema';

export type LocationRow = typeof inventoryLocations.$inferSelect;
export type LocationRowWithCount = LocationRow & { itemCount: number };
export type NewLocation = Pick<typeof inventoryLocations.$inferInsert, 'name' | 'description' | 'type' | 'isDefault'>;
export type LocationChanges = Partial<NewLocation>;

/** The unique index that keeps a team's active location names apart (case-insensitive). */
export const locationNameIndex = 'inventory_locations_team_name_idx';

const active = () => isNull(inventoryLocations.deletedAt);

/**
 * The active items kept at the location of each row. Drizzle writes bare column names in a one-table
 * select, so the subquery names the outer table in full.
 */
const activeItemCount = sql<number>`(
  select count(*)::int from ${inventoryItems} as counted_items
  where counted_items.team_id = ${inventoryLocations}.team_id
    and counted_items.location_id = ${inventoryLocations}.id
    and counted_items.deleted_at is null
)`.mapWith(Number);

const withCount = { ...getTableColumns(inventoryLocations), itemCount: activeItemCount };

/** The team's active locations with their item counts: the default first, then by name. */
export async function listLocations(team: TeamDb): Promise<LocationRowWithCount[]> {
  return team.db
    .select(withCount)
    .from(inventoryLocations)
    .where(ofTeam(team, inventoryLocations, active()))
    .orderBy(
      desc(inventoryLocations.isDefault),
      asc(sql`lower(${inventoryLocations.name})`),
      asc(inventoryLocations.name),
      asc(inventoryLocations.id),
    );
}

export async function findLocation(team: TeamDb, id: string): Promise<LocationRowWithCount | undefined> {
  const [row] = await team.db
    .select(withCount)
    .from(inventoryLocations)
    .where(ofTeam(team, inventoryLocations, eq(inventoryLocations.id, id), active()))
    .limit(1);
  return row;
}

/**
 * The active location, locked until the transaction ends: `update` for a delete (items being
 * put there wait for it), `key share` for a write that puts an item there (a delete waits for
 * it, a rename does not; a location deleted meanwhile is not found).
 */
export async function lockLocation(
  team: TeamDb,
  id: string,
  strength: 'update' | 'key share',
): Promise<LocationRow | undefined> {
  const [row] = await team.db
    .select()
    .from(inventoryLocations)
    .where(ofTeam(team, inventoryLocations, eq(inventoryLocations.id, id), active()))
    .limit(1)
    .for(strength);
  return row;
}

export async function countActiveItemsAt(team: TeamDb, locationId: string): Promise<number> {
  const [row] = await team.db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(inventoryItems)
    .where(ofTeam(team, inventoryItems, eq(inventoryItems.locationId, locationId), isNull(inventoryItems.deletedAt)));
  return row?.count ?? 0;
}

export async function findDefaultLocation(team: TeamDb): Promise<LocationRowWithCount | undefined> {
  const [row] = await team.db
    .select(withCount)
    .from(inventoryLocations)
    .where(ofTeam(team, inventoryLocations, eq(inventoryLocations.isDefault, true), active()))
    .limit(1);
  return row;
}

/** The team's active locations whose lowercased name is one of `lowercasedNames`. */
export async function findLocationsByLowercasedName(
  team: TeamDb,
  lowercasedNames: string[],
): Promise<Pick<LocationRow, 'id' | 'name'>[]> {
  if (lowercasedNames.length === 0) return [];
  return team.db
    .select({ id: inventoryLocations.id, name: inventoryLocations.name })
    .from(inventoryLocations)
    .where(
      ofTeam(team, inventoryLocations, active(), inArray(sql`lower(${inventoryLocations.name})`, lowercasedNames)),
    );
}

/**
 * Serialises changes of the team's default location until the transaction ends, so that "clear
 * the others, then set this one" of two requests cannot interleave, and two first locations
 * created at once do not both become the default. The partial unique index
 * (inventory_locations_team_default_idx) is the last guard.
 */
export async function lockDefaultLocation(team: TeamDb): Promise<void> {
  await team.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`inventory_locations_default:${team.teamId}`}))`);
}

/** Clears the default flag on the team's locations other than `exceptId`. */
export async function clearDefaultLocations(team: TeamDb, exceptId?: string): Promise<void> {
  await team.db
    .update(inventoryLocations)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      ofTeam(
        team,
        inventoryLocations,
        eq(inventoryLocations.isDefault, true),
        exceptId ? ne(inventoryLocations.id, exceptId) : undefined,
      ),
    );
}

export async function insertLocation(team: TeamDb, values: NewLocation): Promise<LocationRow> {
  const [row] = await team.db
    .insert(inventoryLocations)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Location could not be created');
  return row;
}

/** Changes an active location; undefined when there is none with that id. */
export async function updateLocation(
  team: TeamDb,
  id: string,
  changes: LocationChanges,
): Promise<LocationRow | undefined> {
  const [row] = await team.db
    .update(inventoryLocations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ofTeam(team, inventoryLocations, eq(inventoryLocations.id, id), active()))
    .returning();
  return row;
}

/** Takes the location out of every list (deleted_at = now()); it gives up the default flag. */
export async function softDeleteLocation(team: TeamDb, id: string): Promise<boolean> {
  const rows = await team.db
    .update(inventoryLocations)
    .set({ deletedAt: sql`now()`, isDefault: false, updatedAt: sql`now()` })
    .where(ofTeam(team, inventoryLocations, eq(inventoryLocations.id, id), active()))
    .returning({ id: inventoryLocations.id });
  return rows.length > 0;
}
