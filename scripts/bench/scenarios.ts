import type autocannon from 'autocannon';
import type { DamageReportInput } from '../../src/shared/damage-reports/damage-reports.contract';
import { benchCases } from './cases';
import { requestOf, runLoad, type Target } from './load';
import type { BenchCase, BenchData, LoadResult } from './types';

/*
 * Whole-shop load, after the endpoint cases: many people at once on the lists, and a working day's
 * mix of reads and writes. Each connection sends its scenario's requests in turn, over and over.
 */

export interface Scenario {
  name: string;
  connections: number;
  requests(target: Target, data: BenchData): autocannon.Request[];
}

/** The address of one record: `/api/<resource>/<uuid>`. */
const detail = (resource: string) => new RegExp(`^/api/${resource}/[0-9a-f-]{36}$`);

/** The bench case whose request matches: cases are the one place that knows each endpoint's query string and body. */
function caseMatching(data: BenchData, method: BenchCase['method'], path: RegExp): BenchCase {
  const found = benchCases.find((c) => c.method === method && path.test(c.path(data)));
  if (!found) throw new Error(`No bench case for ${method} ${String(path)}`);
  return found;
}

/** The three lists a shop keeps open: cars, upcoming events, work orders. */
const lists = [/^\/api\/cars\?/, /^\/api\/events\?.*when=upcoming/, /^\/api\/work-orders\?page=/];

/** 50 people at once, each paging through the three lists. */
export const busyShop: Scenario = {
  name: 'busy shop',
  connections: 50,
  requests: (target, data) => lists.map((path) => requestOf(target, data, caseMatching(data, 'GET', path))),
};

/** A damage report on the first car: a short write through one insert. */
const newDamageReport = {
  method: 'POST',
  signedIn: true,
  path: () => '/api/damage-reports',
  body: (d: BenchData): DamageReportInput => ({
    title: 'Scuffed front splitter',
    carId: d.ids.carId ?? '',
    severity: 'cosmetic',
    discoveredDate: d.ids.today ?? '',
    description: 'Found in the paddock after the session',
  }),
} as const;

/** Eight reads of lists and details to two writes: a work order from the builder and a damage report. */
const mixedReads = [
  /^\/api\/cars\?/,
  detail('cars'),
  /^\/api\/events\?.*when=upcoming/,
  detail('events'),
  /^\/api\/work-orders\?page=/,
  /^\/api\/repairs\?/,
  detail('repairs'),
  /^\/api\/dashboard/,
];

export const mixedReadWrite: Scenario = {
  name: 'mixed read/write',
  connections: 20,
  requests: (target, data) => [
    ...mixedReads.map((path) => requestOf(target, data, caseMatching(data, 'GET', path))),
    requestOf(target, data, caseMatching(data, 'POST', /^\/api\/work-orders$/)),
    requestOf(target, data, newDamageReport),
  ],
};

export const scenarios: Scenario[] = [busyShop, mixedReadWrite];

/** The busy shop's p99 limit, and the connections tried in turn to find where it is crossed. */
export const busyShopP99LimitMs = 1000;
const ceilingSteps = [1, 2, 5, 10, 20, 30, 40, 50];

/**
 * BENCH_CEILING=1: the busy shop at growing concurrency, up to the first step whose p99 is over
 * the limit (the shop's ceiling lies between that step and the one before).
 */
export async function busyShopCeiling(
  target: Target,
  data: BenchData,
  seconds: number,
): Promise<{ connections: number; result: LoadResult }[]> {
  const steps: { connections: number; result: LoadResult }[] = [];
  for (const connections of ceilingSteps) {
    const result = await runLoad(target, busyShop.requests(target, data), { connections, seconds });
    steps.push({ connections, result });
    if (result.p99 > busyShopP99LimitMs) break;
  }
  return steps;
}
