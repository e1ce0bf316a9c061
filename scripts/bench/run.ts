/**
 * npm run bench: for each scale, seeds a fresh database through the bulk generators, times
 * the SQL of each endpoint in a raw driver loop, then starts the compiled server (as `npm start`
 * runs it) and drives the same endpoints with autocannon from this process, then the whole-shop
 * scenarios (scenarios.ts), then measures a start on the seeded database. Prints req/s, p50, p99,
 * the API/raw ratio and the statements each request sent to the database, the scenarios' figures,
 * start-up and bundle figures, and the goals they meet or miss. Stops everything it started.
 */
import path from 'node:path';
import { measureBundle } from '../check-bundle.mjs';
import { measureStart } from '../measure-start.mjs';
import { benchCases } from './cases';
import { freshDatabase, rawLoop, seed } from './database';
import { printGoals } from './goals';
import { firstRowsLoad, requestOf, runLoad, type Target } from './load';
import { busyShopCeiling, busyShopP99LimitMs, scenarios } from './scenarios';
import { buildAppIfChanged, freePort } from './app-server';
import { benchSecret, queriesOf, signIn, startServer, stopAllServers, stopServer } from './server';
import type { BenchCase, BenchData, BenchScale, CaseResult, RawResult, ScenarioResult, StartResult } from './types';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const scales: BenchScale[] = [
  {
    name: 'small',
    otherTeams: 100,
    sizes: { cars: 1_000, serviceItemsPerCar: 5, events: 1_000, tracks: 200, workOrders: 2_000, inventoryItems: 5_000 },
  },
  {
    name: 'large',
    otherTeams: 2_000,
    sizes: {
      cars: 10_000,
      serviceItemsPerCar: 5,
      events: 100_000,
      tracks: 200,
      workOrders: 10_000,
      inventoryItems: 50_000,
    },
  },
].filter((s) => !process.env.BENCH_SCALES || process.env.BENCH_SCALES.split(',').includes(s.name));
const only = process.env.BENCH_ONLY;
/** The scenarios run four times as long as an endpoint: 20 s by default. */
const scenarioSeconds = durationSeconds * 4;
const startUpName = 'start-up';

const cleanups: (() => Promise<void>)[] = [];
async function stopEverything(): Promise<void> {
  stopAllServers();
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
}
process.on('SIGINT', () => void stopEverything().then(() => process.exit(130)));

/** One request of each case after one to warm up (session cache and the like), read with the query count on. */
async function queryCounts(
  target: Target,
  data: BenchData,
  cases: BenchCase[],
): Promise<Map<string, number | undefined>> {
  const counts = new Map<string, number | undefined>();
  for (const c of cases) {
    await queriesOf(target, data, c);
    counts.set(c.name, await queriesOf(target, data, c));
  }
  return counts;
}

interface ScaleResults {
  cases: CaseResult[];
  scenarios: ScenarioResult[];
  start: StartResult | undefined;
  /** BENCH_CEILING: the busy shop's p99 at growing concurrency. */
  ceiling?: string;
}

async function benchScale(scale: BenchScale, cases: BenchCase[]): Promise<ScaleResults> {
  const results: ScaleResults = { cases: [], scenarios: [], start: undefined };
  console.log(`\n▶ scale ${scale.name}: seeding ${JSON.stringify({ otherTeams: scale.otherTeams, ...scale.sizes })}`);
  const database = await freshDatabase();
  cleanups.push(database.drop);
  const handle = await database.open();
  const started = Date.now();
  const data = await seed(handle, database.env, scale);
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await handle.close();
  const port = await freePort();
  const base = `http://localhost:${port}`;

  // A first server with the query count on: the bench user's session (the raw loop looks its token
  // up) and the statements of one request of each case. The load below runs without the count.
  let server = await startServer(database.env, port, { countQueries: true });
  const queries = await queryCounts({ base, cookie: await signIn(base, data) }, data, cases);
  await stopServer(server);

  const rawHandle = await database.open();
  const raw = new Map<string, RawResult>();
  for (const c of cases) raw.set(c.name, await rawLoop(rawHandle, data, c, Math.min(durationSeconds, 3)));
  await rawHandle.close();

  server = await startServer(database.env, port, { countQueries: false });
  const target: Target = { base, cookie: await signIn(base, data) };
  for (const c of cases) {
    const api = await runLoad(target, [requestOf(target, data, c)], {
      connections,
      seconds: durationSeconds,
      amount: c.available?.(data),
    });
    const result: CaseResult = {
      scale: scale.name,
      name: c.name,
      method: c.method,
      api,
      raw: raw.get(c.name) ?? { rps: 0, p50: 0, p99: 0 },
      queries: queries.get(c.name),
      ...(c.streamed
        ? { firstRows: await firstRowsLoad(target, data, c, { connections: 1, seconds: durationSeconds }) }
        : {}),
    };
    results.cases.push(result);
    console.log(
      `  ${c.name}: ${api.rps.toFixed(0)} req/s, p50 ${api.p50.toFixed(1)} ms, p99 ${api.p99.toFixed(1)} ms, ${result.queries ?? '?'} queries${api.errors ? `, ${api.errors} errors` : ''}`,
    );
  }
  for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
    const result = await runLoad(target, scenario.requests(target, data), {
      connections: scenario.connections,
      seconds: scenarioSeconds,
    });
    results.scenarios.push({ scale: scale.name, name: scenario.name, connections: scenario.connections, result });
    console.log(`  ${scenario.name}: ${scenarioLine(result)}`);
  }
  if (process.env.BENCH_CEILING) {
    const steps = await busyShopCeiling(target, data, Math.max(durationSeconds, 5));
    results.ceiling = `busy shop, ${scale.name}: ${ceilingLine(steps)}`;
    console.log(`  ${results.ceiling}`);
  }
  await stopServer(server);

  if (!only || startUpName.includes(only)) {
    // What `npm start` does on this (now existing) database; a build that went stale meanwhile is made first.
    buildAppIfChanged();
    const figures = await measureStart({
      dataDir: database.env.DATA_DIR ?? '',
      env: { ...database.env, AUTH_SECRET: benchSecret },
    });
    results.start = { scale: scale.name, figures };
    console.log(`  ${startUpName}: first answer ${figures.firstAnswerMs} ms, idle RSS ${figures.rssMb} MB`);
  }
  await database.drop();
  cleanups.splice(cleanups.indexOf(database.drop), 1);
  return results;
}

function ceilingLine(steps: Awaited<ReturnType<typeof busyShopCeiling>>): string {
  const crossed = steps.find((s) => s.result.p99 > busyShopP99LimitMs);
  const figures = steps
    .map((s) => `${s.connections} → p99 ${s.result.p99.toFixed(0)} ms (${s.result.rps.toFixed(0)} req/s)`)
    .join(', ');
  return `${figures}; p99 ${crossed ? `over ${busyShopP99LimitMs} ms from ${crossed.connections} connections` : `under ${busyShopP99LimitMs} ms throughout`}`;
}

function scenarioLine(r: ScenarioResult['result']): string {
  return `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, max ${r.max.toFixed(0)} ms, ${r.over1s} over 1 s, ${r.over2s} over 2 s, ${r.errors} errors of which ${r.timeouts} timeouts (${r.responses} responses)`;
}

function printCases(rows: CaseResult[]): void {
  if (rows.length === 0) return;
  const width = Math.max(8, ...rows.map((r) => r.name.length));
  console.log(
    `\nscale  ${'endpoint'.padEnd(width)}  API req/s   p50 ms   p99 ms queries | raw q/s   p50 ms   p99 ms | API/raw`,
  );
  for (const r of rows) {
    console.log(
      `${r.scale.padEnd(6)} ${r.name.padEnd(width)} ${r.api.rps.toFixed(0).padStart(10)} ${r.api.p50.toFixed(1).padStart(8)} ${r.api.p99.toFixed(1).padStart(8)} ${String(r.queries ?? '?').padStart(7)} | ${r.raw.rps.toFixed(0).padStart(7)} ${r.raw.p50.toFixed(2).padStart(8)} ${r.raw.p99.toFixed(2).padStart(8)} | ${(r.api.rps / Math.max(r.raw.rps, 1)).toFixed(2).padStart(7)}${r.api.errors ? `  (${r.api.errors} errors)` : ''}`,
    );
  }
  console.log(
    'queries: statements one request sent to the database before its answer began (a streamed answer counts 0)',
  );
  for (const r of rows) {
    if (!r.firstRows) continue;
    const f = r.firstRows;
    console.log(
      `${r.scale.padEnd(6)} ${r.name}: first rows p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms; whole answer p50 ${f.endP50.toFixed(1)} ms (${f.responses} answers)`,
    );
  }
}

function printScenarios(rows: ScenarioResult[]): void {
  if (rows.length === 0) return;
  console.log(`\nscenarios (${scenarioSeconds} s each)`);
  for (const r of rows) {
    console.log(
      `${r.scale.padEnd(6)} ${`${r.name}, ${r.connections} connections`.padEnd(34)} ${scenarioLine(r.result)}`,
    );
  }
}

async function main(): Promise<void> {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  buildAppIfChanged();
  const firstLoad = measureBundle(path.resolve('dist/web'))?.find((t) => t.name === 'first load');
  const cases = benchCases.filter((c) => !only || c.name.includes(only));
  const all: ScaleResults[] = [];
  for (const scale of scales) all.push(await benchScale(scale, cases));

  const caseRows = all.flatMap((r) => r.cases);
  const scenarioRows = all.flatMap((r) => r.scenarios);
  const starts = all.flatMap((r) => (r.start ? [r.start] : []));
  printCases(caseRows);
  printScenarios(scenarioRows);
  for (const r of all) if (r.ceiling) console.log(`ceiling: ${r.ceiling}`);
  console.log(`\nfootprint (${engine})`);
  for (const s of starts) {
    console.log(
      `${s.scale.padEnd(6)} first answer on the existing database ${s.figures.firstAnswerMs} ms (CPU ${s.figures.firstAnswerCpuMs} ms), idle RSS ${s.figures.rssMb} MB`,
    );
  }
  if (firstLoad) {
    console.log(
      `       first load of the web app: JS ${(firstLoad.jsBytes / 1000).toFixed(1)} KB gzip (${firstLoad.jsFiles} files), CSS ${(firstLoad.cssBytes / 1000).toFixed(1)} KB gzip (${firstLoad.cssFiles} files)`,
    );
  }
  printGoals(engine, { cases: caseRows, scenarios: scenarioRows, starts, firstLoad });
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => void stopEverything());
