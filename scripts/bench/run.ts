/**
 * npm run bench: for each scale, seeds a fresh database through the bulk generators, times
 * the SQL of each endpoint in a raw driver loop and starts the compiled server (as `npm start`
 * runs it); then drives each endpoint with autocannon from this process on every scale in turn
 * (rounds.ts); then, scale by scale, the whole-shop scenarios (scenarios.ts) and a start on the
 * seeded database. Prints req/s, p50, p99,
 * the API/raw ratio and the statements each request sent to the database, the scenarios' figures,
 * start-up and bundle figures, and the goals they meet or miss; then the browser figures
 * (cold-visit.ts: first data on the signed-in screens on a slow phone, and Lighthouse), which
 * BENCH_SKIP_BROWSER=1 leaves out and BENCH_BROWSER_ONLY=<part of a path> narrows. Stops
 * everything it started.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { measureBundle } from '../check-bundle.mjs';
import { measureStart } from '../measure-start.mjs';
import { benchCases } from './cases';
import { browserFigures } from './cold-visit';
import { freshDatabase, rawLoop, seed } from './database';
import { printGoals } from './goals';
import { firstRowsLoad, requestOf, runLoad, type Target } from './load';
import { combineFirstRows, combineLoads, roundOrder } from './rounds';
import { busyShopCeiling, busyShopP99LimitMs, scenarios } from './scenarios';
import { buildAppIfChanged, freePort } from './app-server';
import {
  apiRawRatio,
  combineRaw,
  replayer,
  replayLoop,
  statementLog,
  type Replayer,
  type StatementLog,
} from './recorded';
import { benchSecret, queriesOf, signIn, startServer, stopAllServers, stopServer } from './server';
import type {
  BenchCase,
  BenchData,
  BenchScale,
  CaseResult,
  FirstRowsResult,
  LoadResult,
  RawQuery,
  RawResult,
  ScenarioResult,
  StartResult,
} from './types';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Times each endpoint is measured on every scale (rounds.ts). */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const scales: BenchScale[] = [
  {
    name: 'small',
    otherTeams: 100,
    sizes: {
      cars: 1_000,
      serviceItemsPerCar: 5,
      events: 1_000,
      tracks: 200,
      sessions: 10_000,
      lapsPerSession: 10,
      componentsPerCar: 2,
      workOrders: 2_000,
      inventoryItems: 5_000,
    },
  },
  {
    name: 'large',
    otherTeams: 2_000,
    sizes: {
      cars: 10_000,
      serviceItemsPerCar: 5,
      events: 100_000,
      tracks: 200,
      sessions: 100_000,
      lapsPerSession: 10,
      componentsPerCar: 2,
      workOrders: 10_000,
      inventoryItems: 50_000,
    },
  },
].filter((s) => !process.env.BENCH_SCALES || process.env.BENCH_SCALES.split(',').includes(s.name));
const only = process.env.BENCH_ONLY;
/** BENCH_ONLY names one or more endpoints or scenarios by part of their name, separated by `|`. */
const chosen = (name: string): boolean => !only || only.split('|').some((part) => name.includes(part));
/** The scenarios run four times as long as an endpoint: 20 s by default. */
const scenarioSeconds = durationSeconds * 4;
const startUpName = 'start-up';

const cleanups: (() => Promise<void>)[] = [];
async function stopEverything(): Promise<void> {
  stopAllServers();
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
}
process.on('SIGINT', () => void stopEverything().then(() => process.exit(130)));

/**
 * One request of each case after one to warm up (session cache and the like), read with the query
 * count on: how many statements it sent and, for a read, the statements themselves (`log`).
 */
async function queryCounts(
  target: Target,
  data: BenchData,
  cases: BenchCase[],
  log: StatementLog,
): Promise<{ counts: Map<string, number | undefined>; statements: Map<string, RawQuery[]> }> {
  const counts = new Map<string, number | undefined>();
  const statements = new Map<string, RawQuery[]>();
  for (const c of cases) {
    await queriesOf(target, data, c);
    counts.set(c.name, await queriesOf(target, data, c));
    if (c.method === 'GET' && !c.streamed) statements.set(c.name, log.latest());
  }
  return { counts, statements };
}

interface ScaleResults {
  cases: CaseResult[];
  scenarios: ScenarioResult[];
  start: StartResult | undefined;
  /** BENCH_CEILING: the busy shop's p99 at growing concurrency. */
  ceiling?: string;
}

/** A scale seeded and served: its database, the bench user's data, the server under load and the figures measured so far. */
interface ServedScale {
  scale: BenchScale;
  database: Awaited<ReturnType<typeof freshDatabase>>;
  data: BenchData;
  server: ChildProcess;
  target: Target;
  raw: Map<string, RawResult>;
  /** Each read's statements as the server sent them, replayed as its raw baseline. */
  statements: Map<string, RawQuery[]>;
  /** On PostgreSQL, the replays run between the API's rounds; their results by case. */
  replay: Replayer | undefined;
  rawRuns: Map<string, RawResult[]>;
  queries: Map<string, number | undefined>;
  results: ScaleResults;
}

/** Seeds a fresh database for `scale`, counts each case's statements, times its raw SQL and starts the server for the load. */
async function serveScale(scale: BenchScale, cases: BenchCase[]): Promise<ServedScale> {
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
  // up) and the statements of one request of each case. The load runs without the count.
  const log = statementLog();
  const counting = await startServer({ ...database.env, DB_STATEMENT_LOG: log.file }, port, { countQueries: true });
  const { counts: queries, statements } = await queryCounts(
    { base, cookie: await signIn(base, data) },
    data,
    cases,
    log,
  );
  await stopServer(counting);
  log.remove();

  // A read's baseline is its recorded statements replayed; a write's, the case's own SQL. PGlite is
  // one process's: its baselines run now, before the server opens it. On PostgreSQL the reads'
  // replays run between the API's rounds (measureCase), on a pool as the server's.
  const rawHandle = await database.open();
  const raw = new Map<string, RawResult>();
  const databaseUrl = database.env.DATABASE_URL || undefined;
  for (const c of cases) {
    const recorded = statements.get(c.name);
    if (recorded && databaseUrl) continue;
    raw.set(
      c.name,
      recorded
        ? await replayLoop(replayer({ handle: rawHandle, connections }), recorded, Math.min(durationSeconds, 3))
        : await rawLoop(rawHandle, data, c, Math.min(durationSeconds, 3)),
    );
  }
  await rawHandle.close();
  const replay = databaseUrl ? replayer({ databaseUrl, connections }) : undefined;
  if (replay) cleanups.push(replay.close);

  const server = await startServer(database.env, port, { countQueries: false });
  const target: Target = { base, cookie: await signIn(base, data) };
  return {
    scale,
    database,
    data,
    server,
    target,
    raw,
    statements,
    replay,
    rawRuns: new Map(),
    queries,
    results: { cases: [], scenarios: [], start: undefined },
  };
}

/** One load run of `c` on one scale (and, for a streamed case, one of its first rows). */
async function measureCase(served: ServedScale, c: BenchCase): Promise<CaseRun> {
  const { target, data } = served;
  const recorded = served.statements.get(c.name);
  if (served.replay && recorded) {
    const runs = served.rawRuns.get(c.name) ?? [];
    try {
      runs.push(await replayLoop(served.replay, recorded, durationSeconds));
    } catch (err) {
      console.warn(`  ${c.name}: its recorded statements could not be replayed (${(err as Error).message})`);
    }
    served.rawRuns.set(c.name, runs);
  }
  const api = await runLoad(target, [requestOf(target, data, c)], {
    connections,
    seconds: durationSeconds,
    amount: c.available?.(data),
  });
  const firstRows = c.streamed
    ? await firstRowsLoad(target, data, c, { connections: 1, seconds: durationSeconds })
    : undefined;
  return { api, firstRows };
}

interface CaseRun {
  api: LoadResult;
  firstRows: FirstRowsResult | undefined;
}

/**
 * Each case on every scale, `rounds` times in alternating order (rounds.ts); a case that consumes
 * prepared rows once, as its rows allow one run.
 */
async function measureCases(served: ServedScale[], cases: BenchCase[]): Promise<void> {
  for (const c of cases) {
    const runs = new Map<ServedScale, CaseRun[]>(served.map((s) => [s, []]));
    const roundsOfCase = c.available ? 1 : rounds;
    for (let round = 0; round < roundsOfCase; round++) {
      for (const s of roundOrder(served, round)) runs.get(s)?.push(await measureCase(s, c));
    }
    for (const s of served) {
      const caseRuns = runs.get(s) ?? [];
      const api = combineLoads(caseRuns.map((r) => r.api));
      const firstRows = caseRuns.flatMap((r) => (r.firstRows ? [r.firstRows] : []));
      const result: CaseResult = {
        scale: s.scale.name,
        name: c.name,
        method: c.method,
        api,
        raw: combineRaw(s.rawRuns.get(c.name) ?? []) ?? s.raw.get(c.name) ?? { rps: 0, p50: 0, p99: 0 },
        queries: s.queries.get(c.name),
        ...(firstRows.length > 0 ? { firstRows: combineFirstRows(firstRows) } : {}),
      };
      s.results.cases.push(result);
      console.log(
        `  ${s.scale.name} ${c.name}: ${api.rps.toFixed(0)} req/s, p50 ${api.p50.toFixed(1)} ms, p99 ${api.p99.toFixed(1)} ms, ${result.queries ?? '?'} queries${api.errors ? `, ${api.errors} errors` : ''} (${caseRuns.length} ${caseRuns.length === 1 ? 'run' : 'runs'})`,
      );
    }
  }
}

/** The whole-shop scenarios on `served`, then its server stopped, a start measured on its database and the database dropped. */
async function finishScale(served: ServedScale): Promise<ScaleResults> {
  const { scale, target, data, results, database } = served;
  for (const scenario of scenarios.filter((s) => chosen(s.name))) {
    const result = await runLoad(target, scenario.requests(target, data), {
      connections: scenario.connections,
      seconds: scenarioSeconds,
    });
    results.scenarios.push({ scale: scale.name, name: scenario.name, connections: scenario.connections, result });
    console.log(`  ${scale.name} ${scenario.name}: ${scenarioLine(result)}`);
  }
  if (process.env.BENCH_CEILING) {
    const steps = await busyShopCeiling(target, data, Math.max(durationSeconds, 5));
    results.ceiling = `busy shop, ${scale.name}: ${ceilingLine(steps)}`;
    console.log(`  ${results.ceiling}`);
  }
  await stopServer(served.server);
  if (served.replay) {
    await served.replay.close();
    cleanups.splice(cleanups.indexOf(served.replay.close), 1);
  }

  if (chosen(startUpName)) {
    // What `npm start` does on this (now existing) database; a build that went stale meanwhile is made first.
    buildAppIfChanged();
    const figures = await measureStart({
      dataDir: database.env.DATA_DIR ?? '',
      env: { ...database.env, AUTH_SECRET: benchSecret },
    });
    results.start = { scale: scale.name, figures };
    console.log(
      `  ${scale.name} ${startUpName}: first answer ${figures.firstAnswerMs} ms, idle RSS ${figures.rssMb} MB`,
    );
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
    `\nscale  ${'endpoint'.padEnd(width)}  API req/s   p50 ms   p99 ms queries | raw q/s   p50 ms   p99 ms at | API/raw`,
  );
  for (const r of rows) {
    console.log(
      `${r.scale.padEnd(6)} ${r.name.padEnd(width)} ${r.api.rps.toFixed(0).padStart(10)} ${r.api.p50.toFixed(1).padStart(8)} ${r.api.p99.toFixed(1).padStart(8)} ${String(r.queries ?? '?').padStart(7)} | ${r.raw.rps.toFixed(0).padStart(7)} ${r.raw.p50.toFixed(2).padStart(8)} ${r.raw.p99.toFixed(2).padStart(8)} ${String(r.raw.concurrency ?? 1).padStart(2)} | ${apiRawRatio(r.api, r.raw).toFixed(2).padStart(7)}${r.api.errors ? `  (${r.api.errors} errors)` : ''}`,
    );
  }
  console.log(
    'queries: statements one request sent to the database before its answer began (a streamed answer counts 0)',
  );
  console.log(
    `raw: a read's statements as the server sent them (recorded), replayed in order through the same driver; at: replays at once (${connections} on PostgreSQL, between the API's rounds: API/raw = raw p50 / API p50; 1 on PGlite, before the server: API/raw = API req/s / raw q/s); a write's own SQL`,
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
  const cases = benchCases.filter((c) => chosen(c.name));
  // Every scale is seeded and served first, so each case is measured on all of them close together.
  const served: ServedScale[] = [];
  for (const scale of scales) served.push(await serveScale(scale, cases));
  console.log(`\n▶ endpoints: ${rounds} rounds, ${served.map((s) => s.scale.name).join(' and ')} in alternating order`);
  await measureCases(served, cases);
  const all: ScaleResults[] = [];
  for (const s of served) {
    console.log(`\n▶ scale ${s.scale.name}: scenarios and start`);
    all.push(await finishScale(s));
  }

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
  // The phone's view: first data on the signed-in screens and Lighthouse, on the built app.
  if (!process.env.BENCH_SKIP_BROWSER) {
    await browserFigures({ runs: Number(process.env.BENCH_BROWSER_RUNS ?? 2), only: process.env.BENCH_BROWSER_ONLY });
  }
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => void stopEverything());
