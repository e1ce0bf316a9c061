import { describe, expect, it } from 'vitest';
import {
  boundedInteger,
  boundedNumber,
  centsNumber,
  inputBounds,
  invalidTextMessage,
  isStorableText,
  roundStored,
  storableString,
} from './input-bounds';

describe('storable text', () => {
  it('refuses NUL characters and unpaired surrogates, keeps everything else', () => {
    expect(isStorableText('Pit lane 1, Spa 🏁 – “ok”')).toBe(true);
    expect(isStorableText('')).toBe(true);
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', '🏁\ud83c']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
    const result = storableString().safeParse('a\u0000b');
    expect(result.error?.issues[0]?.message).toBe(invalidTextMessage);
  });
});

describe('bounded numbers', () => {
  const miles = boundedNumber('Miles', inputBounds.miles);

  it('accepts the bounds themselves and refuses what lies beyond, naming the field', () => {
    expect(miles.parse(0)).toBe(0);
    expect(miles.parse(inputBounds.miles.max)).toBe(inputBounds.miles.max);
    expect(miles.safeParse(-1).error?.issues[0]?.message).toBe('Miles must be at least 0');
    expect(miles.safeParse(1e308).error?.issues[0]?.message).toBe('Miles must be at most 10000000');
    expect(miles.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(miles.safeParse(Number.NaN).success).toBe(false);
    expect(miles.safeParse('12').success).toBe(false);
  });

  it('refuses a magnitude too small to store and keeps six decimals of the rest', () => {
    expect(miles.safeParse(1e-320).error?.issues[0]?.message).toBe('Miles must be 0 or at least 0.000001');
    expect(miles.parse(62.1371192237334)).toBe(62.137119);
    expect(roundStored(-0.0000001)).toBe(0);
    expect(Object.is(roundStored(-0.0000001), -0)).toBe(false);
  });

  it('takes whole numbers only for an integer column', () => {
    const year = boundedInteger('Year', inputBounds.year);
    expect(year.parse(1999)).toBe(1999);
    expect(year.safeParse(1999.5).error?.issues[0]?.message).toBe('Year must be a whole number');
    expect(year.safeParse(2 ** 31).error?.issues[0]?.message).toBe('Year must be at most 2100');
  });

  it('words amounts in cents in dollars', () => {
    const cost = centsNumber('Actual cost');
    expect(cost.safeParse(2 ** 31).error?.issues[0]?.message).toBe('Actual cost must be at most $10,000,000');
    expect(cost.safeParse(1.5).error?.issues[0]?.message).toBe('Actual cost must be in whole cents');
  });

  it('keeps every total of bounded parts within a 32-bit integer column', () => {
    expect(inputBounds.totalCents.max).toBeLessThan(2 ** 31);
    expect(inputBounds.costCents.max).toBeLessThanOrEqual(inputBounds.totalCents.max);
    expect(inputBounds.rateCents.max).toBeLessThanOrEqual(inputBounds.totalCents.max);
    for (const bound of Object.values(inputBounds)) expect(bound.min).toBeLessThan(bound.max);
  });
});
