import { describe, expect, it } from 'vitest';
import type { Car } from '@shared/cars/cars.contract';
import { carFormValues, toCarInput } from './car-form';

const car: Car = {
  id: '7c1d6a34-2b55-4d3c-9d0e-3f8a1b2c4d5e',
  name: 'Miata',
  make: null,
  model: null,
  year: null,
  color: null,
  description: null,
  miles: 1000,
  hours: 12,
  purchaseDate: null,
  defaultDriverId: null,
  clientId: null,
  weight: null,
  horsepower: null,
  sanctioningBodies: [],
  transponderNumber: null,
  logbookExpiration: null,
  beltsExpiration: null,
  fireBottleExpiration: null,
  ownershipType: 'team',
  rentalStatus: 'available',
  rentalRatePerHourCents: null,
  rentalRatePerDayCents: null,
  imageUrl: null,
  thumbnailUrl: null,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the vehicle form and the stored miles', () => {
  it('fills the mileage in the unit it is labelled with', () => {
    expect(carFormValues(car, true).miles).toBe(1609.3);
    expect(carFormValues(car, false).miles).toBe(1000);
  });

  it('saves an untouched mileage exactly as stored, in either unit', () => {
    expect(toCarInput(carFormValues(car, true), true, car).miles).toBe(1000);
    expect(toCarInput(carFormValues({ ...car, miles: 999.9727 }, false), false, car).miles).toBe(1000);
    expect(
      toCarInput(carFormValues({ ...car, miles: 999.9727 }, false), false, { ...car, miles: 999.9727 }).miles,
    ).toBe(999.9727);
  });

  it('converts a typed mileage from km, and keeps a blank one blank', () => {
    expect(toCarInput({ ...carFormValues(car, true), miles: 2000 }, true, car).miles).toBeCloseTo(1242.742, 3);
    expect(toCarInput({ ...carFormValues(null, true), miles: '' }, true, null).miles).toBeNull();
  });
});
