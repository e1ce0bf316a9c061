import type { InventoryItem, InventoryItemInput } from '@shared/inventory/inventory.contract';
import type { TestApp, TestUser } from '../../test/test-app';

async function created<T>(t: TestApp, user: TestUser, url: string, payload: object): Promise<T> {
  const res = await t.request(user, { method: 'POST', url, payload });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

export const createLocationVia = (t: TestApp, user: TestUser, name: string, isDefault = false) =>
  created<{ id: string; name: string }>(t, user, '/api/inventory/locations', { name, type: 'shop', isDefault });

export const createSupplierVia = (t: TestApp, user: TestUser, name: string) =>
  created<{ id: string; name: string }>(t, user, '/api/inventory/suppliers', { name });

/** A form body at `locationId`: 4 brake pads at $80 cost, retail left blank. */
export function itemBody(locationId: string, overrides: Partial<InventoryItemInput> = {}): InventoryItemInput {
  return {
    name: 'Brake pads',
    partNumber: 'BP-100',
    manufacturer: 'Hawk',
    category: 'wear_item',
    currentStock: 4,
    minStockLevel: 2,
    locationId,
    unitCostCents: 8_000,
    retailPriceCents: null,
    condition: 'new',
    ...overrides,
  };
}

export const createItemVia = (t: TestApp, user: TestUser, body: InventoryItemInput) =>
  created<InventoryItem>(t, user, '/api/inventory/items', body);
