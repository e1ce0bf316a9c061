import { describe, expect, it } from 'vitest';
import { locationFormValues, locationInputSchema } from './locations.contract';
import {
  canDeleteLocation,
  isDefaultAfterSave,
  locationMessages,
  locationTypeLabels,
  locationTypes,
  successorDefaultLocation,
} from './locations.rules';

describe('location types (spec section 9)', () => {
  it('are shop (Shop Bay), trailer, storage unit, warehouse and other', () => {
    expect(locationTypes).toEqual(['shop', 'trailer', 'storage_unit', 'warehouse', 'other']);
    expect(locationTypeLabels.shop).toBe('Shop Bay');
    expect(locationTypeLabels.storage_unit).toBe('Storage Unit');
  });
});

describe('the location input', () => {
  it('trims the name, stores a blank description as null and defaults to a Shop Bay', () => {
    expect(locationInputSchema.parse({ name: '  Trailer A  ', description: '   ' })).toEqual({
      name: 'Trailer A',
      description: null,
      type: 'shop',
      isDefault: false,
    });
  });

  it("refuses a blank name with the spec's message and an unknown type", () => {
    const blank = locationInputSchema.safeParse({ name: '   ' });
    expect(blank.error?.issues[0]?.message).toBe('Location name is required');
    const type = locationInputSchema.safeParse({ name: 'Bay', type: 'garage' });
    expect(type.error?.issues[0]).toMatchObject({ path: ['type'], message: 'Choose a location type' });
    expect(locationInputSchema.safeParse({ name: 'x'.repeat(121) }).success).toBe(false);
  });

  it('starts the modal from the location, or from a new Shop Bay', () => {
    expect(locationFormValues(null)).toEqual({ name: '', description: '', type: 'shop', isDefault: false });
  });
});

describe('deleting a location (spec section 5)', () => {
  it('is allowed only without active items', () => {
    expect(canDeleteLocation(0)).toBe(true);
    expect(canDeleteLocation(1)).toBe(false);
    expect(canDeleteLocation(42)).toBe(false);
  });

  it("says why with the spec's words", () => {
    expect(locationMessages.inUse('Trailer A', 3)).toBe(
      'Cannot delete location "Trailer A" because it contains 3 inventory items. Please move or remove the items first.',
    );
    expect(locationMessages.duplicateName('Bay 1')).toBe('A location named "Bay 1" already exists');
    expect(locationMessages.loadFailed('offline')).toBe('Error loading locations: offline');
    expect(locationMessages.saveFailed('x')).toBe('Error saving location: x');
    expect(locationMessages.deleteFailed('x')).toBe('Error deleting location: x');
  });

  it('hands the default to the first other location by name, any case, or to none', () => {
    const locations = [
      { id: 'a', name: 'Shop' },
      { id: 'b', name: 'warehouse' },
      { id: 'c', name: 'Trailer' },
      { id: 'd', name: 'attic' },
    ];
    expect(successorDefaultLocation(locations, 'a')?.id).toBe('d');
    expect(successorDefaultLocation(locations, 'd')?.id).toBe('a');
    expect(successorDefaultLocation([{ id: 'a', name: 'Shop' }], 'a')).toBeNull();
    // The input keeps its order.
    expect(locations.map((l) => l.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the default location (spec section 4)', () => {
  it("is the team's first location, the one asked for, and stays until another is made default", () => {
    expect(isDefaultAfterSave({ requested: false, isCurrentDefault: false, teamHasDefault: false })).toBe(true);
    expect(isDefaultAfterSave({ requested: true, isCurrentDefault: false, teamHasDefault: true })).toBe(true);
    expect(isDefaultAfterSave({ requested: false, isCurrentDefault: true, teamHasDefault: true })).toBe(true);
    expect(isDefaultAfterSave({ requested: false, isCurrentDefault: false, teamHasDefault: true })).toBe(false);
  });
});
