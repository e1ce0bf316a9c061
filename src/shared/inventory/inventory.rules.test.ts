import { describe, expect, it } from 'vitest';
import { inventoryItemInputSchema, stockChangeInputSchema } from './inventory.contract';
import {
  defaultRetailPriceCents,
  newInventoryItemDefaults,
  retailPriceCentsOf,
  stockAfterChange,
  stockLevel,
} from './inventory.rules';

describe('stock level', () => {
  it('is out at 0 stock, and below 0 too (the profile variant)', () => {
    expect(stockLevel(0, 0)).toBe('out');
    expect(stockLevel(0, 5)).toBe('out');
    expect(stockLevel(-1, null)).toBe('out');
  });

  it('is low when a minimum is set and the stock is at or below it', () => {
    expect(stockLevel(5, 5)).toBe('low');
    expect(stockLevel(1, 5)).toBe('low');
    expect(stockLevel(6, 5)).toBe('good');
  });

  it('is good when no minimum is set, whatever the stock', () => {
    expect(stockLevel(1, 0)).toBe('good');
    expect(stockLevel(1, null)).toBe('good');
    expect(stockLevel(1, undefined)).toBe('good');
  });
});

describe('retail price', () => {
  it('defaults to 1.5 × unit cost, to the cent (half up)', () => {
    expect(defaultRetailPriceCents(10_000)).toBe(15_000);
    expect(defaultRetailPriceCents(0)).toBe(0);
    expect(defaultRetailPriceCents(1)).toBe(2); // 1.5 → 2
    expect(defaultRetailPriceCents(333)).toBe(500); // 499.5 → 500
    expect(defaultRetailPriceCents(1_299)).toBe(1_949); // 1948.5 → 1949
  });

  it('keeps a given retail price, 0 included, and defaults only a missing one', () => {
    expect(retailPriceCentsOf(10_000, 12_000)).toBe(12_000);
    expect(retailPriceCentsOf(10_000, 0)).toBe(0);
    expect(retailPriceCentsOf(10_000, null)).toBe(15_000);
    expect(retailPriceCentsOf(10_000, undefined)).toBe(15_000);
  });
});

describe('stock after a change', () => {
  it('adds the change, down to exactly 0 and up to exactly 1,000,000', () => {
    expect(stockAfterChange(5, 3)).toEqual({ stock: 8 });
    expect(stockAfterChange(5, -5)).toEqual({ stock: 0 });
    expect(stockAfterChange(999_990, 10)).toEqual({ stock: 1_000_000 });
  });

  it('refuses a change that would go below 0', () => {
    expect(stockAfterChange(5, -6)).toEqual({ refused: 'below_zero' });
    expect(stockAfterChange(0, -1)).toEqual({ refused: 'below_zero' });
  });

  it('refuses a change that would go past 1,000,000', () => {
    expect(stockAfterChange(999_990, 11)).toEqual({ refused: 'above_max' });
    expect(stockAfterChange(1_000_000, 1)).toEqual({ refused: 'above_max' });
  });
});

describe('inventory form schema', () => {
  const valid = {
    name: 'Brake pads',
    category: newInventoryItemDefaults.category,
    condition: newInventoryItemDefaults.condition,
    currentStock: newInventoryItemDefaults.currentStock,
    locationId: '11111111-1111-4111-8111-111111111111',
  };

  it('accepts the new-item defaults and leaves a blank retail price for the default', () => {
    const parsed = inventoryItemInputSchema.parse({ ...valid, retailPriceCents: null });
    expect(parsed).toMatchObject({ scope: 'shop', clientId: null, minStockLevel: 0, maxStockLevel: 0 });
    expect(parsed.retailPriceCents).toBeNull();
  });

  it('asks for the required fields with their messages', () => {
    const result = inventoryItemInputSchema.safeParse({ name: ' ' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Item name is required', 'Category is required', 'Location is required']),
    );
  });

  it('wants whole stock of at least 0 and a client when the scope is client', () => {
    const bad = inventoryItemInputSchema.safeParse({ ...valid, currentStock: 1.5, leadTimeDays: -1 });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['Current stock must be a whole number', 'Lead time must be 0 or more']),
    );
    const negative = inventoryItemInputSchema.safeParse({ ...valid, currentStock: -1 });
    expect(negative.error?.issues[0]?.message).toBe('Current stock must be 0 or more');
    const noClient = inventoryItemInputSchema.safeParse({ ...valid, scope: 'client' });
    expect(noClient.error?.issues[0]).toMatchObject({ message: 'Please select a client.', path: ['clientId'] });
  });

  it('takes received stock only as more than 0', () => {
    expect(stockChangeInputSchema.safeParse({ reason: 'received', change: -2 }).error?.issues[0]?.message).toBe(
      'Received stock must be more than 0',
    );
    expect(stockChangeInputSchema.safeParse({ reason: 'adjusted', change: -2 }).success).toBe(true);
    expect(stockChangeInputSchema.safeParse({ reason: 'adjusted', change: 0 }).error?.issues[0]?.message).toBe(
      'Change cannot be 0',
    );
  });
});
