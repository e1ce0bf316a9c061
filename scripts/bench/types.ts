import type { DatabaseHandle } from '../../src/server/db/client';

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
  /** Whether to send the session cookie. */
  signedIn: boolean;
  /** The SQL the endpoint runs, for the raw-driver comparison. */
  raw(data: BenchData): RawQuery[];
  /** The raw loop's statements for its `iteration`-th run, when each run needs its own rows. */
  rawAt?(data: BenchData, iteration: number): RawQuery[];
}

export type BenchGenerator = (handle: DatabaseHandle, data: BenchData, scale: BenchScale) => Promise<void>;
