import { apiRawRatio } from './recorded';
import { firstLoadBudget, type BundleTarget } from '../check-bundle.mjs';
import { busyShop, busyShopP99LimitMs, mixedReadWrite } from './scenarios';
import type { CaseResult, ScenarioResult, StartResult } from './types';

/*
 * The performance goals, checked against what this run measured. A goal the run could not
 * measure (a scale or a scenario left out with BENCH_SCALES or BENCH_ONLY) says so.
 */

export interface Measured {
  cases: CaseResult[];
  scenarios: ScenarioResult[];
  starts: StartResult[];
  /** The first load of the web app (check-bundle.mjs), when there is a build. */
  firstLoad: BundleTarget | undefined;
}

interface Goal {
  goal: string;
  /** What was measured; undefined when this run did not measure it. */
  measured: string | undefined;
  pass: boolean;
  /** The endpoints that miss a per-endpoint goal. */
  misses?: string[];
}

const apiRawFloor = 0.5;
const growthCeiling = 1.3;
const mixedFloorRps = 300;
const firstAnswerMs = 1500;
/** The first load's budget, as `npm run check:bundle` holds it. */
const initialJsBytes = firstLoadBudget.js;
const initialCssBytes = 25_000;

const ratio = (n: number) => n.toFixed(2);
const ms = (n: number) => `${Math.round(n)} ms`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A goal every endpoint must meet (a floor or a ceiling): the worst value is the measure, every miss is listed. */
function perEndpoint(
  goal: string,
  values: { name: string; value: number }[],
  limit: { floor: number } | { ceiling: number },
): Goal {
  const ok = (v: number) => ('floor' in limit ? v >= limit.floor : v <= limit.ceiling);
  const worse = (a: number, b: number) => ('floor' in limit ? b < a : b > a);
  const worst = values.reduce<{ name: string; value: number } | undefined>(
    (a, b) => (a === undefined || worse(a.value, b.value) ? b : a),
    undefined,
  );
  if (!worst) return { goal, measured: undefined, pass: false };
  const misses = values.filter((v) => !ok(v.value)).map((v) => `${v.name}: ${ratio(v.value)}`);
  return {
    goal,
    measured: `${misses.length} of ${values.length} miss; worst ${ratio(worst.value)} (${worst.name})`,
    pass: misses.length === 0,
    misses,
  };
}

function apiRawGoals(cases: CaseResult[]): Goal[] {
  const scales = [...new Set(cases.map((c) => c.scale))];
  return scales.map((scale) => {
    const reads = cases.filter((c) => c.scale === scale && c.method === 'GET');
    const values = reads.map((c) => ({ name: c.name, value: apiRawRatio(c.api, c.raw) }));
    return perEndpoint(`API/raw ≥ ${apiRawFloor} per read endpoint, ${scale}`, values, { floor: apiRawFloor });
  });
}

/** What a case's growth is judged on: its p50, or for a streamed answer the p50 of its first rows. */
const growthP50 = (c: CaseResult) => c.firstRows?.p50 ?? c.api.p50;

function growthGoal(cases: CaseResult[]): Goal {
  const small = new Map(cases.filter((c) => c.scale === 'small').map((c) => [c.name, c]));
  const values = cases
    .filter((c) => c.scale === 'large' && small.has(c.name))
    .map((c) => {
      const before = small.get(c.name);
      return { name: c.name, value: growthP50(c) / Math.max(before ? growthP50(before) : 0, 0.001) };
    });
  return perEndpoint(`p50 large/small ≤ ${growthCeiling} per endpoint (streamed: first rows)`, values, {
    ceiling: growthCeiling,
  });
}

function scenarioGoals(scenarios: ScenarioResult[]): Goal[] {
  return scenarios.flatMap((s): Goal[] => {
    const r = s.result;
    if (s.name === busyShop.name) {
      return [
        {
          goal: `busy shop p99 < 1 s and none over 2 s, ${s.scale}`,
          measured: `p99 ${ms(r.p99)}, max ${ms(r.max)}, ${r.over2s} over 2 s (${r.errors} errors, ${r.timeouts} timeouts)`,
          pass: r.p99 < busyShopP99LimitMs && r.over2s === 0 && r.errors === 0,
        },
      ];
    }
    if (s.name === mixedReadWrite.name) {
      return [
        {
          goal: `mixed read/write ≥ ${mixedFloorRps} req/s, ${s.scale}`,
          measured: `${r.rps.toFixed(0)} req/s, p99 ${ms(r.p99)} (${r.errors} errors)`,
          pass: r.rps >= mixedFloorRps && r.errors === 0,
        },
      ];
    }
    return [];
  });
}

function startGoals(starts: StartResult[]): Goal[] {
  return starts.map((s) => ({
    goal: `first answer ≤ 1.5 s on an existing data directory, ${s.scale}`,
    measured: `${ms(s.figures.firstAnswerMs)} (idle RSS ${s.figures.rssMb} MB)`,
    pass: s.figures.firstAnswerMs <= firstAnswerMs,
  }));
}

function bundleGoals(firstLoad: BundleTarget | undefined): Goal[] {
  return [
    {
      goal: `initial JS ≤ ${kb(initialJsBytes)} gzip`,
      measured: firstLoad && `${kb(firstLoad.jsBytes)} (${firstLoad.jsFiles} files)`,
      pass: firstLoad !== undefined && firstLoad.jsBytes <= initialJsBytes,
    },
    {
      goal: `initial CSS ≤ ${kb(initialCssBytes)} gzip`,
      measured: firstLoad && `${kb(firstLoad.cssBytes)} (${firstLoad.cssFiles} files)`,
      pass: firstLoad !== undefined && firstLoad.cssBytes <= initialCssBytes,
    },
  ];
}

export function printGoals(engine: string, measured: Measured): void {
  const goals = [
    ...apiRawGoals(measured.cases),
    growthGoal(measured.cases),
    ...scenarioGoals(measured.scenarios),
    ...startGoals(measured.starts),
    ...bundleGoals(measured.firstLoad),
  ];
  console.log(`\nGoals (${engine})`);
  for (const g of goals) {
    const mark = g.measured === undefined ? '–' : g.pass ? '✓ pass' : '✗ FAIL';
    console.log(`  ${mark.padEnd(6)} ${g.goal.padEnd(58)} ${g.measured ?? 'not measured in this run'}`);
    for (const miss of g.misses ?? []) console.log(`           ${miss}`);
  }
}
