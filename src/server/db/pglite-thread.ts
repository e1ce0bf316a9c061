import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parse, types, type QueryOptions, type Results } from '@electric-sql/pglite';
import { DatabaseError } from 'pg-protocol';
import { Parser } from 'pg-protocol/dist/parser.js';
import { findUpwards } from './find-upwards';

/**
 * The embedded database, run on a worker thread (pglite-worker.mjs). PGlite executes Postgres,
 * compiled to WebAssembly, on the thread that calls it: its start (about 0.7 s of CPU) and every
 * statement would hold up the server's own thread, which could neither load its code meanwhile nor
 * answer other requests while a statement runs. On a thread of its own it does both alongside.
 *
 * What the server uses of PGlite, over messages: `query`, `exec` and `transaction` (as Drizzle and
 * the bulk generators call them) and `close`. Each message carries an id its answer repeats; a
 * transaction is the id of its `begin`, named by the statements sent inside it and by its `end`
 * (commit or roll back). The worker's PGlite runs statements one at a time, and those outside an
 * open transaction wait for it to end, as PGlite itself does.
 */
export interface PgliteClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
}

export interface PgliteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
}

export interface PgliteThread extends PgliteClient {
  /** Resolves once PGlite is up; rejects with the reason it could not start. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface PgliteThreadOptions {
  /** The data directory; none for an in-memory database. */
  dataDir?: string;
  /** A tarball of a data directory (`PGlite#dumpDataDir`) to start from. */
  dumpFile?: string;
  /** Postgres settings to start with, beside PGlite's own (`-c name=value`). */
  settings: Record<string, string>;
}

/** Query options as they cross to the worker: the types whose values stay text. */
interface WireOptions {
  rowMode?: QueryOptions['rowMode'];
  textTypes: number[];
}

type Operation =
  | { op: 'query'; sql: string; params?: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; options?: WireOptions; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };
type Readiness =
  | { ready: true; wasmModule: WebAssembly.Module; arrayTypes: ArrayType[] }
  | { ready: false; error: Record<string, unknown> };

/** An array type with the type of its elements (none for a few of Postgres' own). */
interface ArrayType {
  element: number | null;
  array: number;
}

/**
 * Postgres compiled to WebAssembly, as the first thread compiled it: a later thread (the API tests
 * open one database per test file) starts from it rather than compiling it again.
 */
let compiledPostgres: WebAssembly.Module | undefined;

/**
 * Drizzle asks PGlite to keep dates, times and intervals as text (it parses them itself) by passing
 * parsers that return their input. Functions cannot cross to the worker, so these cross as the list
 * of their types, and the worker keeps those as text; a parser that changes its value is refused.
 */
function wireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  if (options.serializers || options.blob || options.onNotice || options.paramTypes) {
    throw new Error('The embedded database thread takes only rowMode and text-keeping parsers');
  }
  const parsers = Object.entries(options.parsers ?? {}) as [string, (value: string, type: number) => unknown][];
  const textTypes = parsers.map(([oid, parse]) => {
    if (parse('2000-01-01', Number(oid)) !== '2000-01-01') {
      throw new Error(`A parser for type ${oid} that changes values cannot run on the database thread`);
    }
    return Number(oid);
  });
  return { ...(options.rowMode ? { rowMode: options.rowMode } : {}), textTypes };
}

type ValueParsers = Parameters<typeof parse.parseResults>[1];

/** PGlite's parsers of values by type, its arrays' included (it reads the array types from the database the same way). */
function valueParsers(arrayTypes: ArrayType[]): ValueParsers {
  const parsers: ValueParsers = { ...types.parsers };
  for (const { element, array } of arrayTypes) {
    if (element === null) continue;
    const readElement = (value: string, type?: number): unknown => (parsers[element] ?? String)(value, type);
    parsers[array] = (value): unknown => types.arrayParser(value, readElement, array);
  }
  return parsers;
}

/**
 * A statement's result from Postgres' answer as the worker passes it on (its bytes): read here with
 * node-postgres' protocol parser, then turned into rows by PGlite's own reading of results. An
 * error Postgres answered is thrown, with its fields (code, constraint, table, detail…).
 */
function resultOf<T>(answer: Uint8Array, parsers: ValueParsers, options: QueryOptions | undefined): Results<T> {
  const messages: Parameters<typeof parse.parseResults>[0] = [];
  new Parser().parse(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength), (message) => {
    messages.push(message);
  });
  const error = messages.find((message): message is DatabaseError => message instanceof DatabaseError);
  if (error) throw error;
  // Drizzle gives each statement its own few parsers: laid over PGlite's rather than copied in with them.
  const { parsers: own, ...rest } = options ?? {};
  const all: ValueParsers = own ? Object.assign(Object.create(parsers) as ValueParsers, own) : parsers;
  return parse.parseResults(messages, all, rest)[0] as Results<T>;
}

/** The worker's error again as an Error, with Postgres' fields (code, constraint…) on it. */
function errorFrom(fields: Record<string, unknown>): Error {
  const err = new Error(typeof fields.message === 'string' ? fields.message : 'Database error');
  return Object.assign(err, fields, { stack: err.stack });
}

/** pglite-worker.mjs: beside this module in the sources, at the top of the compiled server's folder. */
const workerFile = findUpwards(path.dirname(fileURLToPath(import.meta.url)), 'pglite-worker.mjs');

/**
 * Starts PGlite on a thread of its own and answers at once: statements sent before it is up wait
 * in the thread's queue. `ready` says when it is up, or why it could not start (every waiting
 * statement then fails with that error).
 */
export function startPgliteThread(options: PgliteThreadOptions): PgliteThread {
  const worker = new Worker(workerFile, { workerData: { ...options, wasmModule: compiledPostgres } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;
  let started = false;
  let parsers: ValueParsers = types.parsers;

  // Until it is up, and afterwards while an answer is awaited (as a socket would), the thread keeps
  // the process alive.
  const settle = (id: number) => {
    pending.delete(id);
    if (pending.size === 0 && started) worker.unref();
  };
  const failAll = (err: Error): Error => {
    const first = (failure ??= err);
    for (const [id, { reject }] of pending) {
      settle(id);
      reject(first);
    }
    return first;
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: Answer | Readiness) => {
      if ('ready' in message) {
        started = true;
        if (message.ready) {
          compiledPostgres ??= message.wasmModule;
          parsers = valueParsers(message.arrayTypes);
          if (pending.size === 0) worker.unref();
          return resolve();
        }
        reject(failAll(errorFrom(message.error)));
        return void worker.terminate();
      }
      const waiting = pending.get(message.id);
      if (!waiting) return;
      settle(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(errorFrom(message.error));
    });
    worker.on('error', (err) => reject(failAll(err)));
    worker.on('exit', () => reject(failAll(new Error('The embedded database has stopped'))));
  });
  // Its failure reaches whoever awaits `ready` or a statement.
  ready.catch(() => undefined);

  function send<T>(operation: Operation): Promise<T> & { id: number } {
    const id = nextId++;
    const answer = new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ id, ...operation });
    });
    return Object.assign(answer, { id });
  }

  function statements(tx: number | undefined): PgliteTransaction {
    return {
      query: async <T>(sql: string, params?: unknown[], queryOptions?: QueryOptions) =>
        resultOf<T>(await send<Uint8Array>({ op: 'query', sql, params, tx }), parsers, queryOptions),
      exec: (sql: string, queryOptions?: QueryOptions) =>
        send<Results[]>({ op: 'exec', sql, options: wireOptions(queryOptions), tx }),
    };
  }

  return {
    ready,
    ...statements(undefined),
    async transaction<T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
      const begun = send<null>({ op: 'begin' });
      await begun;
      let result: T;
      try {
        result = await work(statements(begun.id));
      } catch (err) {
        await send({ op: 'end', tx: begun.id, commit: false });
        throw err;
      }
      await send({ op: 'end', tx: begun.id, commit: true });
      return result;
    },
    async close() {
      // A thread that failed to start has nothing to close.
      if (!failure) await send({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
