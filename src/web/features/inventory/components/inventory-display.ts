import type { ImportRow, InventoryItem } from '@shared/inventory/inventory.contract';

/** The Vehicle Type column: the cars a part fits (two named, then how many more), or Universal. */
export function vehicleTypeLabel(cars: InventoryItem['compatibleCars']): string {
  if (cars.length === 0) return 'Universal';
  const names = cars.slice(0, 2).map((c) => c.name);
  return cars.length > 2 ? `${names.join(', ')} +${cars.length - 2} more` : names.join(', ');
}

/** The import preview's rows: those with errors first (in file order), then the valid ones, up to `limit`. */
export function importRowsToShow(rows: ImportRow[], limit: number): ImportRow[] {
  const bad = rows.filter((r) => r.errors.length > 0);
  const good = rows.filter((r) => r.errors.length === 0);
  return [...bad, ...good].slice(0, limit);
}
