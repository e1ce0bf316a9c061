import type { ImportRow, InventoryItem } from '@shared/inventory/inventory.contract';

/** The Vehicle Type column: the cars a part fits (two named, then how many more), or Universal. */
export function vehicleTypeLabel(cars: InventoryItem['compatibleCars']): string {
  if (cars.length === 0) return 'Universal';
  const names = cars.slice(0, 2).map((c) => c.name);
  return cars.length > 2 ? `${names.join(', ')} +${cars.length - 2} more` : names.join(', ');
}

/**
 * The items with each location's together, locations in the order they first appear. The server
 * already sends a grouped list so; a list still shown from before grouping was turned on (while the
 * grouped one loads) would otherwise head the same location twice.
 */
export function inLocationGroups(items: InventoryItem[]): InventoryItem[] {
  const order = new Map<string, number>();
  for (const item of items) if (!order.has(item.locationId)) order.set(item.locationId, order.size);
  return items.toSorted((a, b) => (order.get(a.locationId) ?? 0) - (order.get(b.locationId) ?? 0));
}

/** The import preview's rows: those with errors first (in file order), then the valid ones, up to `limit`. */
export function importRowsToShow(rows: ImportRow[], limit: number): ImportRow[] {
  const bad = rows.filter((r) => r.errors.length > 0);
  const good = rows.filter((r) => r.errors.length === 0);
  return [...bad, ...good].slice(0, limit);
}
