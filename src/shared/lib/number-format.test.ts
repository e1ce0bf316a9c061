import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDollars, formatNumber } from './number-format';

describe('formatNumber', () => {
  it('groups thousands and rounds half away from zero on the decimal form', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatNumber(1.005, { maximumFractionDigits: 2 })).toBe('1.01');
    expect(formatNumber(-2.5, { maximumFractionDigits: 0 })).toBe('-3');
    expect(formatNumber(12.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('12.50');
    expect(formatNumber(999.96, { maximumFractionDigits: 1 })).toBe('1,000');
  });

  it('writes no minus before a value that rounds to zero', () => {
    expect(formatNumber(-0.0001)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
  });

  it('equals Intl for en-US at every number of fraction digits the app uses', () => {
    const values = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
      fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 100),
    );
    fc.assert(
      fc.property(values, fc.constantFrom(0, 1, 2, 3), fc.boolean(), (value, max, fixed) => {
        const options = { maximumFractionDigits: max, minimumFractionDigits: fixed ? max : 0 };
        const expected = value.toLocaleString('en-US', options);
        // Intl keeps the minus of a negative value that rounds to zero ("-0"); the app shows 0.
        expect(formatNumber(value, options)).toBe(expected.replace(/^-(?=0(\.0*)?$)/, ''));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatDollars', () => {
  it('equals Intl currency formatting for cents', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(formatDollars(cents / 100)).toBe(usd.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('drops the cents when asked to: "$10,000,000"', () => {
    expect(formatDollars(10_000_000, { maximumFractionDigits: 2 })).toBe('$10,000,000');
    expect(formatDollars(-0.004)).toBe('$0.00');
  });
});
