import { describe, expect, it } from 'vitest';
import { inventoryItemInputSchema, type InventoryItem } from '@shared/inventory/inventory.contract';
import {
  checkInventoryForm,
  formFieldOf,
  inventoryFormBody,
  inventoryFormValues,
  retailPriceHint,
  retailPricePlaceholder,
  toFormErrors,
} from './inventory-form-values';

const locationId = '7c1d6a34-2b55-4d3c-9d0e-3f8a1b2c4d5e';
const clientId = '5b0e3c1a-9f2d-4e6b-8a7c-1d2e3f4a5b6c';
const carId = '0c9b8a7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';

const stored: InventoryItem = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Brake pads',
  description: null,
  partNumber: 'BP-1',
  manufacturer: 'Hawk',
  category: 'wear_item',
  currentStock: 4,
  minStockLevel: 2,
  maxStockLevel: 10,
  stockLevel: 'good',
  locationId,
  locationName: 'Main Shop',
  shelfLocation: 'B2',
  unitCostCents: 20_050,
  retailPriceCents: 28_000,
  condition: 'new',
  notes: null,
  supplierId: null,
  supplierName: null,
  supplierPartNumber: null,
  leadTimeDays: 7,
  scope: 'client',
  clientId,
  clientName: 'Rosa Racing',
  compatibleCars: [{ id: carId, name: 'Rosa Miata' }],
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-01T10:00:00.000Z',
};

describe('inventory form values', () => {
  it('starts a new item with the spec defaults and the preselected location', () => {
    expect(inventoryFormValues(null, { locationId })).toMatchObject({
      currentStock: 1,
      category: 'other',
      condition: 'new',
      scope: 'shop',
      minStockLevel: 0,
      maxStockLevel: 0,
      locationId,
      unitCost: '',
      retailPrice: '',
      compatibleCarIds: [],
    });
  });

  it('sends money in cents, a blank retail price as null (1.5 × cost on the server) and blank numbers as 0', () => {
    const values = { ...inventoryFormValues(null, { locationId }), name: ' Oil filter ', unitCost: 8.5 };
    const body = inventoryFormBody({ ...values, currentStock: '', minStockLevel: '', maxStockLevel: 'x' });
    expect(body).toMatchObject({
      unitCostCents: 850,
      retailPriceCents: null,
      currentStock: 0,
      minStockLevel: 0,
      maxStockLevel: 0,
      leadTimeDays: null,
      clientId: null,
    });
    const checked = checkInventoryForm(values);
    expect(checked.ok).toBe(true);
    if (checked.ok)
      expect(checked.input).toMatchObject({ name: 'Oil filter', unitCostCents: 850, retailPriceCents: null });
  });

  it('rounds dollars to the cent and keeps a retail price that was typed', () => {
    const values = {
      ...inventoryFormValues(null, { locationId }),
      name: 'Pads',
      unitCost: 19.999,
      retailPrice: '25.10',
    };
    expect(inventoryFormBody(values)).toMatchObject({ unitCostCents: 2000, retailPriceCents: 2510 });
  });

  it('round-trips a stored item: dollars in the form, the same cents back, its client and cars', () => {
    const values = inventoryFormValues(stored);
    expect(values).toMatchObject({ unitCost: 200.5, retailPrice: 280, leadTimeDays: 7, compatibleCarIds: [carId] });
    const checked = checkInventoryForm(values);
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(checked.input).toMatchObject({
        unitCostCents: 20_050,
        retailPriceCents: 28_000,
        scope: 'client',
        clientId,
        compatibleCarIds: [carId],
      });
    }
  });

  it('drops the client of a shop item', () => {
    expect(inventoryFormBody({ ...inventoryFormValues(stored), scope: 'shop' }).clientId).toBeNull();
  });

  it("shows the API schema's messages under the form's own fields", () => {
    const values = { ...inventoryFormValues(null), name: '', category: null, locationId: null, unitCost: -1 };
    const checked = checkInventoryForm(values);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors).toMatchObject({
        name: 'Item name is required',
        category: 'Category is required',
        locationId: 'Location is required',
        unitCost: 'Unit cost must be 0 or more',
      });
    }
  });

  it('asks for a client when the item belongs to one', () => {
    const checked = checkInventoryForm({ ...inventoryFormValues(stored), clientId: null });
    expect(checked).toEqual({ ok: false, errors: { clientId: 'Please select a client.' } });
  });

  it('refuses a fractional stock with the API message', () => {
    const checked = checkInventoryForm({ ...inventoryFormValues(stored), currentStock: 1.5 });
    expect(checked).toEqual({ ok: false, errors: { currentStock: 'Current stock must be a whole number' } });
  });

  it("maps the server's field names onto the form's", () => {
    expect(formFieldOf('unitCostCents')).toBe('unitCost');
    expect(formFieldOf('retailPriceCents')).toBe('retailPrice');
    expect(formFieldOf('compatibleCarIds.2')).toBe('compatibleCarIds');
    expect(toFormErrors({ retailPriceCents: 'Retail price is too large', name: 'Item name is required' })).toEqual({
      retailPrice: 'Retail price is too large',
      name: 'Item name is required',
    });
  });

  it('tells what a blank retail price becomes: 1.5 × the unit cost', () => {
    expect(retailPricePlaceholder({ unitCost: 10 })).toBe('$15.00');
    expect(retailPricePlaceholder({ unitCost: '' })).toBe('$0.00');
    expect(retailPriceHint({ unitCost: 8.5, retailPrice: '' })).toBe('Left blank: 1.5 × unit cost = $12.75');
    expect(retailPriceHint({ unitCost: 8.5, retailPrice: 20 })).toBe('Blank would be 1.5 × unit cost = $12.75');
  });

  it('builds a body the API schema accepts from a stored item', () => {
    expect(inventoryItemInputSchema.safeParse(inventoryFormBody(inventoryFormValues(stored))).success).toBe(true);
  });
});
