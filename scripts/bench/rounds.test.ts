import { describe, expect, it } from 'vitest';
import { combineFirstRows, combineLoads, roundOrder } from './rounds';
import type { LoadResult } from './types';

const run = (p50: number, over: Partial<LoadResult> = {}): LoadResult => ({
  rps: 1000 / p50,
  p50,
  p99: p50 * 3,
  max: p50 * 5,
  over1s: 0,
  over2s: 0,
  errors: 0,
  timeouts: 0,
  responses: 100,
  ...over,
});

describe('bench rounds', () => {
  it('goes through the scales the other way every other round, so two rounds measure small, large, large, small', () => {
    const scales = ['small', 'large'];
    expect([0, 1].flatMap((round) => roundOrder(scales, round))).toEqual(['small', 'large', 'large', 'small']);
    expect(roundOrder(scales, 2)).toEqual(['small', 'large']);
    expect(scales).toEqual(['small', 'large']);
  });

  it('averages the rounds of a case and keeps its worst request and every count', () => {
    const combined = combineLoads([run(10, { errors: 1, over1s: 2 }), run(20, { max: 1500, over1s: 1, timeouts: 1 })]);
    expect(combined.p50).toBe(15);
    expect(combined.p99).toBe(45);
    expect(combined.rps).toBe(75);
    expect(combined.max).toBe(1500);
    expect(combined).toMatchObject({ over1s: 3, errors: 1, timeouts: 1, responses: 200 });
  });

  it('averages a streamed case’s first rows the same way', () => {
    const combined = combineFirstRows([
      { p50: 10, p99: 20, endP50: 100, responses: 50 },
      { p50: 14, p99: 30, endP50: 120, responses: 40 },
    ]);
    expect(combined).toEqual({ p50: 12, p99: 25, endP50: 110, responses: 90 });
  });
});
