import { describe, expect, it } from 'vitest';
import { carFormSchema, carInputSchema, carListQuerySchema } from './cars.contract';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('carInputSchema', () => {
  it('requires a name', () => {
    expect(messages(carInputSchema.safeParse({ name: '   ' }))).toEqual({ name: 'Name is required' });
    expect(messages(carInputSchema.safeParse({}))).toEqual({ name: 'Name is required' });
  });

  it('turns blanks into null and applies the defaults', () => {
    const parsed = carInputSchema.parse({
      name: ' Cup Car ',
      make: '',
      miles: '',
      weight: null,
      purchaseDate: '',
      defaultDriverId: '',
      logbookExpiration: null,
      sanctioningBodies: [' SCCA ', ' '],
    });
    expect(parsed).toMatchObject({
      name: 'Cup Car',
      make: null,
      miles: null,
      weight: null,
      purchaseDate: null,
      defaultDriverId: null,
      clientId: null,
      logbookExpiration: null,
      sanctioningBodies: ['SCCA'],
      ownershipType: 'team',
      rentalStatus: 'available',
    });
  });

  it('refuses negative numbers with the field message', () => {
    expect(
      messages(carInputSchema.safeParse({ name: 'A', miles: -1, hours: -0.1, weight: -2, horsepower: -5 })),
    ).toEqual({
      miles: 'Miles must be at least 0',
      hours: 'Hours must be at least 0',
      weight: 'Weight must be at least 0',
      horsepower: 'Horsepower must be at least 0',
    });
    expect(messages(carInputSchema.safeParse({ name: 'A', year: 1999.5 }))).toEqual({
      year: 'Year must be a whole number',
    });
    expect(messages(carInputSchema.safeParse({ name: 'A', purchaseDate: '2026-02-30' }))).toEqual({
      purchaseDate: 'Enter a valid purchase date',
    });
    expect(messages(carInputSchema.safeParse({ name: 'A', rentalStatus: 'lost' }))).toEqual({
      rentalStatus: 'Choose a rental status',
    });
  });

  it('takes rates in dollars on the form', () => {
    expect(carFormSchema.parse({ name: 'A', rentalRatePerHour: 45.5 }).rentalRatePerHour).toBe(45.5);
    expect(messages(carFormSchema.safeParse({ name: 'A', rentalRatePerDay: -1 }))).toEqual({
      rentalRatePerDay: 'Daily rate must be at least 0',
    });
  });
});

describe('carListQuerySchema', () => {
  it('defaults to name ascending, first page', () => {
    expect(carListQuerySchema.parse({})).toMatchObject({ sort: 'name', direction: 'asc', page: 1, pageSize: 25 });
    expect(carListQuerySchema.parse({ sort: 'miles', direction: 'desc', page: '3' })).toMatchObject({ page: 3 });
    expect(carListQuerySchema.safeParse({ sort: 'make' }).success).toBe(false);
  });
});
