import { describe, expect, it } from 'vitest';
import { completeTypeCounts, trackHours } from './event-stats.rules';

describe('track hours', () => {
  it('counts 2 hours per event', () => {
    expect(trackHours(0)).toBe(0);
    expect(trackHours(1)).toBe(2);
    expect(trackHours(7)).toBe(14);
  });
});

describe('events by type', () => {
  it('lists the four types in order with zeros, then others', () => {
    expect(
      completeTypeCounts([
        { type: 'Race', count: 3 },
        { type: 'Drift', count: 1 },
        { type: 'Track Day', count: 2 },
      ]),
    ).toEqual([
      { type: 'Track Day', count: 2 },
      { type: 'Time Attack', count: 0 },
      { type: 'Testing', count: 0 },
      { type: 'Race', count: 3 },
      { type: 'Drift', count: 1 },
    ]);
  });
});
