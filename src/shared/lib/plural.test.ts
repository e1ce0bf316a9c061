import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('a count with its noun', () => {
  it('is singular for exactly one and plural otherwise', () => {
    expect(countOf(1, 'item')).toBe('1 item');
    expect(countOf(3, 'item')).toBe('3 items');
    expect(countOf(0, 'item')).toBe('0 items');
  });

  it('takes an irregular plural', () => {
    expect(countOf(2, 'work order entry', 'work order entries')).toBe('2 work order entries');
  });
});
