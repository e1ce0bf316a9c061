import { describe, expect, it } from 'vitest';
import type { ImportRow, InventoryItem } from '@shared/inventory/inventory.contract';
import { importRowsToShow, inLocationGroups, vehicleTypeLabel } from './inventory-display';

const car = (n: number) => ({ id: `0c9b8a7d-6e5f-4a3b-9c2d-1e0f9a8b7c6${n}`, name: `Car ${n}` });

const row = (line: number, errors: string[] = []): ImportRow => ({
  line,
  name: `Item ${line}`,
  partNumber: null,
  category: 'other',
  currentStock: 1,
  unitCostCents: 100,
  retailPriceCents: null,
  locationName: 'Main Shop',
  errors,
});

describe('vehicleTypeLabel', () => {
  it('reads Universal for a part that fits no particular car', () => {
    expect(vehicleTypeLabel([])).toBe('Universal');
  });

  it('names up to two cars, then counts the rest', () => {
    expect(vehicleTypeLabel([car(1)])).toBe('Car 1');
    expect(vehicleTypeLabel([car(1), car(2)])).toBe('Car 1, Car 2');
    expect(vehicleTypeLabel([car(1), car(2), car(3), car(4)])).toBe('Car 1, Car 2 +2 more');
  });
});

describe('importRowsToShow', () => {
  it('puts the rows with errors first, in file order, and keeps to the limit', () => {
    const rows = [row(2), row(3, ['Category is required']), row(4), row(5, ['Unknown location']), row(6)];
    expect(importRowsToShow(rows, 10).map((r) => r.line)).toEqual([3, 5, 2, 4, 6]);
    expect(importRowsToShow(rows, 3).map((r) => r.line)).toEqual([3, 5, 2]);
  });
});

describe('inLocationGroups', () => {
  const item = (name: string, locationId: string) => ({ name, locationId }) as InventoryItem;

  it('keeps each location’s items together, locations and items in the order they came', () => {
    const items = [item('Brake pads', 'shop'), item('Oil filter', 'trailer'), item('Tow strap', 'shop')];
    expect(inLocationGroups(items).map((i) => i.name)).toEqual(['Brake pads', 'Tow strap', 'Oil filter']);
  });

  it('leaves a list already grouped as it is', () => {
    const items = [item('A', 'shop'), item('B', 'shop'), item('C', 'trailer')];
    expect(inLocationGroups(items)).toEqual(items);
  });
});
