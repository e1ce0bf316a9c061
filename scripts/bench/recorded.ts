import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseHandle } from '../../src/server/db/client';
import { percentile } from './load';
import type { RawQuery, RawResult } from './types';

/*
 * The raw baseline of a read endpoint: the statements the server sent for one request of it,
 * recorded by the server itself (DB_STATEMENT_LOG, platform/query-count-header.ts) in the order
 * sent, replayed through the same driver (node-postgres, or PGlite) at the same concurrency as the
 * API's load. What the API adds is then what the server does outside the SQL: routing, the
 * session and team checks' own work, validation, serialization, compression and HTTP.
 */

/** A file the counting server appends each request's statements to, read one request at a time. */
export interface StatementLog {
  file: string;
  /** The statements of the latest request answered. */
  latest(): RawQuery[];
  remove(): void;
}

export function statementLog(): StatementLog {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-bench-statements-'));
  const file = path.join(dir, 'statements.jsonl');
  return {
    file,
    latest() {
      const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
      const last = lines.at(-1);
      if (!last) return [];
      const { statements } = JSON.parse(last) as { statements: { text: string; params: unknown[] }[] };
      return statements.map((s) => ({ text: s.text, params: s.params }));
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Runs statements for the replay: one worker per connection of its own (PostgreSQL), or the one PGlite. */
export interface Replayer {
  /** How many replays may run at once. */
  concurrency: number;
  worker(): Promise<{ query(text: string, params: unknown[]): Promise<unknown>; release(): void }>;
  close(): Promise<void>;
}

/**
 * On PostgreSQL, a pool as the server opens it (its size and settings, db/client.ts), each replay
 * on a connection of its own so that a transaction's statements stay together. On PGlite, the
 * embedded database's one connection, as the server has it.
 */
export function replayer(options: { databaseUrl?: string; handle?: DatabaseHandle; connections: number }): Replayer {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle connection dropped with the bench's database must not end the bench.
    pool.on('error', () => undefined);
    return {
      concurrency: options.connections,
      async worker() {
        const client = await pool.connect();
        return { query: (text, params) => client.query(text, params), release: () => client.release() };
      },
      close: () => pool.end(),
    };
  }
  const { handle } = options;
  if (!handle) throw new Error('A replay on PGlite needs its open database');
  // One at a time: PGlite is one connection, and a transaction's statements must not interleave.
  return {
    concurrency: 1,
    worker: () => Promise.resolve({ query: (text, params) => handle.rawQuery(text, params), release: () => undefined }),
    close: () => Promise.resolve(),
  };
}

/** Replays `statements` in order, again and again on each worker, for `seconds`; latencies in ms. */
export async function replayLoop(replay: Replayer, statements: RawQuery[], seconds: number): Promise<RawResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const loop = async () => {
    const worker = await replay.worker();
    try {
      while (performance.now() < until) {
        const start = performance.now();
        for (const q of statements) await worker.query(q.text, q.params);
        latencies.push(performance.now() - start);
      }
    } finally {
      worker.release();
    }
  };
  await Promise.all(Array.from({ length: replay.concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    concurrency: replay.concurrency,
  };
}

/** The rounds' replays as one result: their mean figures. */
export function combineRaw(runs: RawResult[]): RawResult | undefined {
  if (runs.length === 0) return undefined;
  const mean = (pick: (r: RawResult) => number) => runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
  return {
    rps: mean((r) => r.rps),
    p50: mean((r) => r.p50),
    p99: mean((r) => r.p99),
    concurrency: runs[0]?.concurrency,
  };
}

/**
 * How the API compares with its raw baseline, 1 meaning as fast: the raw p50 over the API's p50
 * when both ran at the same concurrency; otherwise (a raw loop one at a time, against the API's
 * load on several connections) the API's requests per second over the raw loop's.
 */
export function apiRawRatio(api: { rps: number; p50: number }, raw: RawResult): number {
  if ((raw.concurrency ?? 1) > 1) return raw.p50 / Math.max(api.p50, 0.001);
  return api.rps / Math.max(raw.rps, 1);
}
