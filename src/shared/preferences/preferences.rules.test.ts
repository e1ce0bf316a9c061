import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayToMph,
  fieldToMiles,
  fieldToMph,
  kmPerMile,
  milesToDisplay,
  milesToField,
  mphToDisplay,
  mphToField,
} from './preferences.rules';

describe('distance fields', () => {
  it('shows stored miles in the user unit, rounded to one decimal', () => {
    expect(milesToField(1000, false)).toBe(1000);
    expect(milesToField(1000, true)).toBe(1609.3);
    expect(milesToField(2.238, true, 3)).toBe(3.602);
    expect(milesToField(999.9727, false)).toBe(1000);
  });

  it('gives the stored value back exactly when the field was not changed', () => {
    // 1000 mi shows as 1609.3 km; 1609.3 km is 999.97 mi, which a save must not store.
    expect(fieldToMiles(1609.3, 1000, true)).toBe(1000);
    expect(fieldToMiles(1000, 1000, false)).toBe(1000);
    expect(fieldToMiles(1000, 999.9727, false)).toBe(999.9727);
  });

  it('converts a changed value from the user unit', () => {
    expect(fieldToMiles(1609.344, 1000, true, 3)).toBeCloseTo(1000, 10);
    expect(fieldToMiles(100, 1000, true)).toBeCloseTo(100 / kmPerMile, 10);
    expect(fieldToMiles(250, 1000, false)).toBe(250);
    expect(fieldToMiles(160.9, null, true)).toBeCloseTo(99.98, 2);
  });

  it('keeps blank blank', () => {
    expect(fieldToMiles(null, 1000, true)).toBeNull();
    expect(fieldToMiles(null, null, false)).toBeNull();
  });

  it('never rewrites any stored distance a form shows and saves unchanged, in either unit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 10_000_000, noNaN: true }),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        (stored, useMetric, decimals) => {
          expect(fieldToMiles(milesToField(stored, useMetric, decimals), stored, useMetric, decimals)).toBe(stored);
        },
      ),
    );
  });

  it('shows what the user typed after the save', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.double({ min: 0, max: 10_000_000, noNaN: true }),
        fc.boolean(),
        (tenths, stored, useMetric) => {
          const typed = tenths / 10;
          expect(milesToField(fieldToMiles(typed, stored, useMetric) ?? -1, useMetric)).toBe(typed);
        },
      ),
    );
  });
});

describe('average speed', () => {
  it('is stored in mph and shown in mph or km/h', () => {
    expect(mphToDisplay(80, false)).toBe(80);
    expect(mphToDisplay(80, true)).toBeCloseTo(128.748, 3);
    expect(displayToMph(128.74752, true)).toBeCloseTo(80, 6);
    expect(mphToField(80, true)).toBe(128.7);
  });

  it('keeps the stored speed when the field still shows it, and converts a typed one', () => {
    expect(fieldToMph(128.7, 80, true)).toBe(80);
    expect(fieldToMph(120, 80, true)).toBeCloseTo(74.565, 3);
    expect(fieldToMph(95.5, 80, false)).toBe(95.5);
  });

  it('switching units never changes the speed itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (tenths) => {
        const mph = tenths / 10;
        // The field shows the same speed in the other unit; unchanged, it keeps the stored mph.
        expect(fieldToMph(mphToField(mph, true), mph, true)).toBe(mph);
        expect(milesToDisplay(mph, true) / kmPerMile).toBeCloseTo(mph, 9);
      }),
    );
  });
});
