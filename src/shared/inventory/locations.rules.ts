/**
 * Inventory location rules: types, the one default location of a team and when a location may
 * be deleted (spec: shop-and-account sections 4, 5 and 9).
 */

export const locationTypes = ['shop', 'trailer', 'storage_unit', 'warehouse', 'other'] as const;
export type LocationType = (typeof locationTypes)[number];

export const locationTypeLabels: Record<LocationType, string> = {
  shop: 'Shop Bay',
  trailer: 'Trailer',
  storage_unit: 'Storage Unit',
  warehouse: 'Warehouse',
  other: 'Other',
};

export const defaultLocationType: LocationType = 'shop';

/** The spec's messages for locations, word for word where the spec gives them. */
export const locationMessages = {
  nameRequired: 'Location name is required',
  typeInvalid: 'Choose a location type',
  notFound: 'Location not found',
  duplicateName: (name: string) => `A location named "${name}" already exists`,
  inUse: (name: string, itemCount: number) =>
    `Cannot delete location "${name}" because it contains ${itemCount} inventory items. Please move or remove the items first.`,
  loadFailed: (message: string) => `Error loading locations: ${message}`,
  saveFailed: (message: string) => `Error saving location: ${message}`,
  deleteFailed: (message: string) => `Error deleting location: ${message}`,
  deleteConfirm: (name: string) => `Delete the location "${name}"? It leaves your locations list.`,
  defaultMovesTo: (name: string) => `"${name}" becomes your default location.`,
  lastDefault: 'It is your only location: the next location you add becomes the default.',
} as const;

/** A location may be deleted only when no active item is kept there. */
export function canDeleteLocation(activeItemCount: number): boolean {
  return activeItemCount <= 0;
}

/**
 * Whether a saved location is the team's default afterwards. Asking for it makes it the default;
 * the current default stays the default (a team always has one, changed by making another one
 * the default); a team without a default gets this one (its first location).
 */
export function isDefaultAfterSave(options: {
  requested: boolean;
  isCurrentDefault: boolean;
  teamHasDefault: boolean;
}): boolean {
  return options.requested || options.isCurrentDefault || !options.teamHasDefault;
}

/**
 * The location that becomes the default when the default one is deleted: the first of the
 * others by name (case-insensitive), or none when it was the last.
 */
export function successorDefaultLocation<T extends { id: string; name: string }>(
  locations: readonly T[],
  deletedId: string,
): T | null {
  const others = locations.filter((l) => l.id !== deletedId);
  others.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
  return others[0] ?? null;
}
