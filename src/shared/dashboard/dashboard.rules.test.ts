import { describe, expect, it } from 'vitest';
import { showViewAll } from './dashboard.rules';

describe('showViewAll', () => {
  it('appears once the panel reaches its limit', () => {
    expect(showViewAll(4, 5)).toBe(false);
    expect(showViewAll(5, 5)).toBe(true);
  });
});
