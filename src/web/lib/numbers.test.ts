import { describe, expect, it } from 'vitest';
import { numberOrNull } from './numbers';

describe('numberOrNull', () => {
  it('keeps numbers and reads numeric text', () => {
    expect(numberOrNull(42.5)).toBe(42.5);
    expect(numberOrNull(0)).toBe(0);
    expect(numberOrNull(' 1250 ')).toBe(1250);
  });

  it('turns blanks and missing values into null', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('   ')).toBeNull();
    expect(numberOrNull(null)).toBeNull();
    expect(numberOrNull(undefined)).toBeNull();
  });

  it('turns text that is not a number into null', () => {
    expect(numberOrNull('abc')).toBeNull();
    expect(numberOrNull(Number.NaN)).toBeNull();
  });
});
