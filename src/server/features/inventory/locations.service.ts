import { AppError } from '@shared/lib/app-error';
import type { Location, LocationValues } from '@shared/inventory/locations.contract';
import {
  canDeleteLocation,
  isDefaultAfterSave,
  locationMessages,
  successorDefaultLocation,
  type LocationType,
} from '@shared/inventory/locations.rules';
import { transaction, type RequestContext } from '../../auth/request-context';
import { databaseErrorOf } from '../../db/references';
import {
  clearDefaultLocations,
  countActiveItemsAt,
  findDefaultLocation,
  findLocation,
  findLocationsByLowercasedName,
  insertLocation,
  listLocations as listLocationRows,
  lockDefaultLocation,
  lockLocation,
  locationNameIndex,
  softDeleteLocation,
  updateLocation as updateLocationRow,
  type LocationRowWithCount,
} from './locations.repository';

const locationNotFound = () => new AppError('not_found', locationMessages.notFound);

export function toLocation(row: LocationRowWithCount): Location {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as LocationType,
    isDefault: row.isDefault,
    itemCount: row.itemCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Runs a write; a name another active location of the team has answers 409. */
async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (databaseErrorOf(err)?.code === '23505' && databaseErrorOf(err)?.constraint === locationNameIndex) {
      throw AppError.conflict(locationMessages.duplicateName(name));
    }
    throw err;
  }
}

async function locationById(ctx: RequestContext, id: string): Promise<Location> {
  const row = await findLocation(ctx.team, id);
  if (!row) throw locationNotFound();
  return toLocation(row);
}

export async function listLocations(ctx: RequestContext): Promise<Location[]> {
  return (await listLocationRows(ctx.team)).map(toLocation);
}

export async function getLocation(ctx: RequestContext, id: string): Promise<Location> {
  return locationById(ctx, id);
}

/** The team's default location (new items are preselected there), or null when it has none. */
export async function getDefaultLocation(ctx: RequestContext): Promise<Location | null> {
  const row = await findDefaultLocation(ctx.team);
  return row ? toLocation(row) : null;
}

/**
 * The team's active locations named (in any case) one of `names`, by lowercased name: how an
 * import finds the location a row names.
 */
export async function findActiveLocationsByName(
  ctx: RequestContext,
  names: string[],
): Promise<Map<string, { id: string; name: string }>> {
  const lowercased = [...new Set(names.map((n) => n.trim().toLowerCase()).filter((n) => n !== ''))];
  const rows = await findLocationsByLowercasedName(ctx.team, lowercased);
  return new Map(rows.map((row) => [row.name.toLowerCase(), { id: row.id, name: row.name }]));
}

/**
 * Locks the active location until the caller's transaction ends, so that it cannot be deleted
 * while an item is put there; null when the team has no such active location. For writes that
 * place items (call it inside their transaction).
 */
export async function lockActiveLocation(
  ctx: RequestContext,
  id: string,
): Promise<{ id: string; name: string } | null> {
  const row = await lockLocation(ctx.team, id, 'key share');
  return row ? { id: row.id, name: row.name } : null;
}

/**
 * Creates a location. Flagged default, or the team's first, it becomes the default and the
 * others lose the flag, in one transaction.
 */
export async function createLocation(ctx: RequestContext, input: LocationValues): Promise<Location> {
  return withUniqueName(input.name, () =>
    transaction(ctx, async (ctx) => {
      await lockDefaultLocation(ctx.team);
      const current = await findDefaultLocation(ctx.team);
      const isDefault = isDefaultAfterSave({
        requested: input.isDefault,
        isCurrentDefault: false,
        teamHasDefault: current !== undefined,
      });
      if (isDefault) await clearDefaultLocations(ctx.team);
      const row = await insertLocation(ctx.team, {
        name: input.name,
        description: input.description,
        type: input.type,
        isDefault,
      });
      return locationById(ctx, row.id);
    }),
  );
}

/** Saves a location; flagged default, it clears the others. The default stays the default. */
export async function updateLocation(ctx: RequestContext, id: string, input: LocationValues): Promise<Location> {
  return withUniqueName(input.name, () =>
    transaction(ctx, async (ctx) => {
      await lockDefaultLocation(ctx.team);
      const existing = await findLocation(ctx.team, id);
      if (!existing) throw locationNotFound();
      const current = await findDefaultLocation(ctx.team);
      const isDefault = isDefaultAfterSave({
        requested: input.isDefault,
        isCurrentDefault: existing.isDefault,
        teamHasDefault: current !== undefined,
      });
      if (isDefault) await clearDefaultLocations(ctx.team, id);
      const row = await updateLocationRow(ctx.team, id, {
        name: input.name,
        description: input.description,
        type: input.type,
        isDefault,
      });
      if (!row) throw locationNotFound();
      return locationById(ctx, id);
    }),
  );
}

/** Makes the location the team's default and clears the flag on the others. */
export async function setDefaultLocation(ctx: RequestContext, id: string): Promise<Location> {
  return transaction(ctx, async (ctx) => {
    await lockDefaultLocation(ctx.team);
    if (!(await findLocation(ctx.team, id))) throw locationNotFound();
    await clearDefaultLocations(ctx.team, id);
    if (!(await updateLocationRow(ctx.team, id, { isDefault: true }))) throw locationNotFound();
    return locationById(ctx, id);
  });
}

/**
 * Soft deletes an empty location; one that still holds active items is refused (409, the spec's
 * message). Deleting the default makes the first other location (by name) the default.
 */
export async function deleteLocation(ctx: RequestContext, id: string): Promise<void> {
  await transaction(ctx, async (ctx) => {
    await lockDefaultLocation(ctx.team);
    const location = await lockLocation(ctx.team, id, 'update');
    if (!location) throw locationNotFound();
    const itemCount = await countActiveItemsAt(ctx.team, id);
    if (!canDeleteLocation(itemCount)) throw AppError.conflict(locationMessages.inUse(location.name, itemCount));
    if (!(await softDeleteLocation(ctx.team, id))) throw locationNotFound();
    if (location.isDefault) {
      const successor = successorDefaultLocation(await listLocationRows(ctx.team), id);
      if (successor) await updateLocationRow(ctx.team, successor.id, { isDefault: true });
    }
  });
}
