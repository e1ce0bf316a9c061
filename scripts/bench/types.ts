import type { DatabaseHandle } from '../../src/server/db/client';
import type { StartFigures } from '../measure-start.mjs';

/** What the generator created, for building requests and raw queries. */
export interface BenchData {
  email: string;
  password: string;
  userId: string;
  teamId: string;
  /** Filled by feature generators: ids of records to read. */
  ids: Record<string, string>;
}

export interface BenchScale {
  name: string;
  /** Other teams sharing the database, so indexes matter. */
  otherTeams: number;
  /** Size factors feature generators read (cars, events …). */
  sizes: Record<string, number>;
}

export interface RawQuery {
  text: string;
  params: unknown[];
}

export interface BenchCase {
  name: string;
  method: 'GET' | 'POST';
  path(data: BenchData): string;
  body?(data: BenchData): unknown;
  /** A body per request, for writes that consume what they use (each invoice needs its own work orders). */
  nextBody?(data: BenchData): unknown;
  /** A path per request, for writes that consume what they address (each completion needs its own session). */
  nextPath?(data: BenchData): string;
  /** How many requests the prepared rows allow, for a case that consumes them: its load run stops there. */
  available?(data: BenchData): number;
  /** Whether to send the session cookie. */
  signedIn: boolean;
  /**
   * An answer sent in parts as it is read (a CSV export): its size follows the data, so how it
   * grows with the team is judged on the time to its first rows rather than to its end.
   */
  streamed?: boolean;
  /** The SQL the endpoint runs, for the raw-driver comparison. */
  raw(data: BenchData): RawQuery[];
  /** The raw loop's statements for its `iteration`-th run, when each run needs its own rows. */
  rawAt?(data: BenchData, iteration: number): RawQuery[];
}

export type BenchGenerator = (handle: DatabaseHandle, data: BenchData, scale: BenchScale) => Promise<void>;

/** What one load run measured; latencies in ms, from every response (not a histogram's buckets). */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Requests that took longer than 1 s and 2 s, those that timed out included. */
  over1s: number;
  over2s: number;
  /** Failed requests (timeouts, resets) and answers other than 2xx. */
  errors: number;
  /** Requests given up after autocannon's 10 s (among the errors; their latency is not in the percentiles). */
  timeouts: number;
  responses: number;
}

/** The SQL of a case timed in a raw driver loop, one run at a time; latencies in ms. */
export interface RawResult {
  rps: number;
  p50: number;
  p99: number;
  /**
   * Replays run at once: the API's connections when the endpoint's recorded statements were
   * replayed beside its load (PostgreSQL); absent or 1 when timed one at a time.
   */
  concurrency?: number;
}

/** One endpoint case at one scale. */
export interface CaseResult {
  scale: string;
  name: string;
  method: BenchCase['method'];
  api: LoadResult;
  raw: RawResult;
  /** Statements one request sent to the database (the server's x-db-queries header). */
  queries: number | undefined;
  /** A streamed case: the time to its first rows, one request at a time. */
  firstRows?: FirstRowsResult;
}

/** Latencies in ms to the first rows of a streamed answer (its second line) and to its end. */
export interface FirstRowsResult {
  p50: number;
  p99: number;
  /** The whole answer, measured alongside. */
  endP50: number;
  responses: number;
}

export interface ScenarioResult {
  scale: string;
  name: string;
  connections: number;
  result: LoadResult;
}

export interface StartResult {
  scale: string;
  figures: StartFigures;
}
