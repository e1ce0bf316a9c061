import autocannon from 'autocannon';
import type { BenchCase, BenchData, FirstRowsResult, LoadResult } from './types';

/** Where the load goes: the server's address and the bench user's session cookie. */
export interface Target {
  base: string;
  cookie: string;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The autocannon request that `c` makes, with a body of its own per request when the case needs one. */
export function requestOf(
  target: Target,
  data: BenchData,
  c: Pick<BenchCase, 'method' | 'signedIn' | 'path' | 'body' | 'nextBody' | 'nextPath'>,
): autocannon.Request {
  return {
    method: c.method,
    path: c.path(data),
    headers: {
      origin: target.base,
      'content-type': 'application/json',
      ...(c.signedIn ? { cookie: target.cookie } : {}),
    },
    ...(c.body ? { body: JSON.stringify(c.body(data)) } : {}),
    ...(c.nextBody || c.nextPath
      ? {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            ...(c.nextPath ? { path: c.nextPath(data) } : {}),
            ...(c.nextBody ? { body: JSON.stringify(c.nextBody(data)) } : {}),
          }),
        }
      : {}),
  };
}

/** How long a load run goes: `seconds`, or `amount` requests when the case can only serve that many. */
interface LoadOptions {
  connections: number;
  seconds: number;
  amount?: number;
}

/** Each connection sends `requests` in turn, over and over, for `seconds`; returns once the server is idle again. */
export async function runLoad(
  target: Target,
  requests: autocannon.Request[],
  options: LoadOptions,
): Promise<LoadResult> {
  const result = await load(target, requests, options);
  await waitUntilIdle(target);
  return result;
}

function load(target: Target, requests: autocannon.Request[], options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: target.base,
        connections: options.connections,
        duration: options.seconds,
        // A case that consumes prepared rows sends as many requests as there are rows (the duration is then ignored).
        ...(options.amount !== undefined ? { amount: options.amount } : {}),
        requests,
      },
      (err: unknown, result) => {
        if (err) {
          reject(err instanceof Error ? err : new Error('autocannon failed', { cause: err }));
          return;
        }
        latencies.sort((a, b) => a - b);
        resolve({
          rps: result.requests.average,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          max: latencies.at(-1) ?? 0,
          over1s: latencies.filter((ms) => ms > 1000).length + result.timeouts,
          over2s: latencies.filter((ms) => ms > 2000).length + result.timeouts,
          errors: result.errors + result.non2xx,
          timeouts: result.timeouts,
          responses: latencies.length,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

/**
 * Requests that a load run left in flight keep the server busy after it ends (on PGlite every
 * statement waits its turn on the one connection). Waits until requests that read the database
 * answer promptly a few times in a row, so the next run starts on an idle server and a server
 * stopped next has nothing left running.
 */
export async function waitUntilIdle(target: Target, promptMs = 250, patienceMs = 60_000): Promise<void> {
  const until = Date.now() + patienceMs;
  for (let prompt = 0; prompt < 3 && Date.now() < until;) {
    const started = performance.now();
    const res = await fetch(`${target.base}/api/preferences`, { headers: { cookie: target.cookie } });
    await res.arrayBuffer();
    prompt = performance.now() - started < promptMs ? prompt + 1 : 0;
  }
}

/**
 * A streamed answer's time to its first rows: `connections` loops each sending `c` again and
 * again for `seconds`, timing the arrival of the answer's second line (the first after a header
 * row) and of its end. The bench sends one at a time: with several, each answer's first rows wait
 * for the others' pages, and the time measures the load they make together rather than how soon
 * one answer starts.
 */
export async function firstRowsLoad(
  target: Target,
  data: BenchData,
  c: Pick<BenchCase, 'method' | 'signedIn' | 'path'>,
  options: { connections: number; seconds: number },
): Promise<FirstRowsResult> {
  const firstRows: number[] = [];
  const ends: number[] = [];
  const until = Date.now() + options.seconds * 1000;
  const headers = { origin: target.base, ...(c.signedIn ? { cookie: target.cookie } : {}) };
  const loop = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const res = await fetch(`${target.base}${c.path(data)}`, { method: c.method, headers });
      if (!res.ok || !res.body) throw new Error(`${c.path(data)} answered ${res.status}`);
      let lines = 0;
      for await (const chunk of res.body) {
        if (lines < 2) {
          lines += (chunk as Uint8Array).filter((byte) => byte === 0x0a).length;
          if (lines >= 2) firstRows.push(performance.now() - started);
        }
      }
      ends.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  await waitUntilIdle(target);
  firstRows.sort((a, b) => a - b);
  ends.sort((a, b) => a - b);
  return {
    p50: percentile(firstRows, 50),
    p99: percentile(firstRows, 99),
    endP50: percentile(ends, 50),
    responses: ends.length,
  };
}
