import { describe, expect, it } from 'vitest';
import { categoryOf, countOf, dollarsToCents, importColumnOf } from './inventory-import.rules';

describe('import columns', () => {
  it('reads header cells in any case and spacing, with a few other names', () => {
    expect(importColumnOf(' Part_Number ')).toBe('part number');
    expect(importColumnOf('LOCATION')).toBe('location');
    expect(importColumnOf('Unit cost')).toBe('cost');
    expect(importColumnOf('Retail-Price')).toBe('retail');
    expect(importColumnOf('Colour')).toBeNull();
  });
});

describe('import categories', () => {
  it('take the key or the label, in any case', () => {
    expect(categoryOf('engine_part')).toBe('engine_part');
    expect(categoryOf('Engine Part')).toBe('engine_part');
    expect(categoryOf(' wear item ')).toBe('wear_item');
    expect(categoryOf('Wear Item')).toBe('wear_item');
    expect(categoryOf('spoon')).toBeNull();
    expect(categoryOf('')).toBeNull();
  });
});

describe('dollars in cents', () => {
  it('reads the digits, with a dollar sign and thousands separators', () => {
    expect(dollarsToCents('80')).toEqual({ ok: true, value: 8_000 });
    expect(dollarsToCents('$1,299.99')).toEqual({ ok: true, value: 129_999 });
    expect(dollarsToCents('0.29')).toEqual({ ok: true, value: 29 }); // no 28.999… drift
    expect(dollarsToCents('.5')).toEqual({ ok: true, value: 50 });
    expect(dollarsToCents('-3')).toEqual({ ok: true, value: -300 });
  });

  it('refuses a fraction of a cent and what is not a number', () => {
    expect(dollarsToCents('12.345')).toEqual({ ok: false, reason: 'fraction' });
    expect(dollarsToCents('abc')).toEqual({ ok: false, reason: 'not_a_number' });
    expect(dollarsToCents('1,23')).toEqual({ ok: false, reason: 'not_a_number' });
    expect(dollarsToCents('.')).toEqual({ ok: false, reason: 'not_a_number' });
    expect(dollarsToCents('1e5')).toEqual({ ok: false, reason: 'not_a_number' });
  });
});

describe('counts', () => {
  it('read whole numbers and keep fractions for the whole-number check', () => {
    expect(countOf('1,200')).toBe(1_200);
    expect(countOf('3.0')).toBe(3);
    expect(countOf('1.5')).toBe(1.5);
    expect(countOf('-2')).toBe(-2);
    expect(countOf('four')).toBeNull();
  });
});
