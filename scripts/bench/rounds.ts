import type { FirstRowsResult, LoadResult } from './types';

/*
 * An endpoint's growth is the ratio of its p50 on the large team to that on the small one, so
 * both are measured close together: each round measures the endpoint on every scale, and every
 * other round goes through the scales the other way (small, large, then large, small), so a drift
 * in the machine's speed over the run weighs on both alike. A case's figures are the mean of its
 * rounds.
 */

/** The scales in the order round `round` (from 0) measures them. */
export function roundOrder<T>(scales: readonly T[], round: number): T[] {
  return round % 2 === 0 ? [...scales] : [...scales].reverse();
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Several load runs of one case as one: rates and percentiles averaged, the longest request and the counts over all. */
export function combineLoads(runs: LoadResult[]): LoadResult {
  return {
    rps: mean(runs.map((r) => r.rps)),
    p50: mean(runs.map((r) => r.p50)),
    p99: mean(runs.map((r) => r.p99)),
    max: Math.max(0, ...runs.map((r) => r.max)),
    over1s: sum(runs.map((r) => r.over1s)),
    over2s: sum(runs.map((r) => r.over2s)),
    errors: sum(runs.map((r) => r.errors)),
    timeouts: sum(runs.map((r) => r.timeouts)),
    responses: sum(runs.map((r) => r.responses)),
  };
}

/** Several first-rows runs of one streamed case as one, the same way. */
export function combineFirstRows(runs: FirstRowsResult[]): FirstRowsResult {
  return {
    p50: mean(runs.map((r) => r.p50)),
    p99: mean(runs.map((r) => r.p99)),
    endP50: mean(runs.map((r) => r.endP50)),
    responses: sum(runs.map((r) => r.responses)),
  };
}
