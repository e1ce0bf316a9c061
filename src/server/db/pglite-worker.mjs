// The embedded database on a thread of its own: PGlite (Postgres compiled to WebAssembly) runs its
// start and every statement here, so that neither holds up the server's own thread. The server
// talks to it through pglite-thread.ts, which documents the messages.
//
// Plain JavaScript: a worker thread loads this file as it is, from the sources as from the build.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
// The extensions the migrations create (migration 0020: trigrams for searches).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** @param {unknown} value */
const keepText = (value) => value;

/** The query options PGlite takes, from their form on the wire. */
function queryOptions(options) {
  if (!options) return undefined;
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    parsers: Object.fromEntries((options.textTypes ?? []).map((oid) => [oid, keepText])),
  };
}

/** An error as plain data: its message and Postgres' fields (code, constraint, table, detail…). */
function plainError(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields = { name: err.name, message: err.message };
  for (const [key, value] of Object.entries(err)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return fields;
}

const reply = (id, value) => port.postMessage({ id, ok: true, value });
const replyError = (id, err) => port.postMessage({ id, ok: false, error: plainError(err) });

/** Open transactions by the id of the message that began them. */
const transactions = new Map();

/** Thrown inside a transaction to end it with ROLLBACK. */
const rollback = Symbol('rollback');

function begin(db, id) {
  let end = () => undefined;
  const ended = new Promise((resolve, reject) => {
    end = (commit) => (commit ? resolve() : reject(rollback));
  });
  let begun = false;
  const outcome = db.transaction(async (tx) => {
    begun = true;
    transactions.set(id, { tx, end, outcome });
    reply(id, null);
    await ended;
  });
  // A BEGIN that failed never reaches the callback: the transaction's beginning answers the error.
  outcome.catch((err) => {
    if (!begun) replyError(id, err);
  });
}

async function finish(message) {
  const open = transactions.get(message.tx);
  if (!open) throw new Error('No such transaction');
  transactions.delete(message.tx);
  open.end(message.commit);
  try {
    await open.outcome;
  } catch (err) {
    if (err !== rollback) throw err;
  }
  return null;
}

async function handle(db, message) {
  const on = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
  if (!on) throw new Error('No such transaction');
  switch (message.op) {
    case 'query':
      return on.query(message.sql, message.params, queryOptions(message.options));
    case 'exec':
      return on.exec(message.sql, queryOptions(message.options));
    case 'end':
      return finish(message);
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

/** Postgres compiled to WebAssembly: given by the server when an earlier thread compiled it, else compiled here. */
async function compiledPostgres() {
  if (workerData.wasmModule) return workerData.wasmModule;
  const wasmFile = new URL('./pglite.wasm', import.meta.resolve('@electric-sql/pglite'));
  return WebAssembly.compile(await fs.promises.readFile(wasmFile));
}

async function open(pgliteWasmModule) {
  const { dataDir, dumpFile, settings } = workerData;
  const settingParams = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(dumpFile ? { loadDataDir: await fs.openAsBlob(dumpFile) } : {}),
    pgliteWasmModule,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...settingParams],
  });
}

try {
  const wasmModule = await compiledPostgres();
  const db = await open(wasmModule);
  port.on('message', (message) => {
    if (message.op === 'begin') return begin(db, message.id);
    handle(db, message).then(
      (value) => reply(message.id, value),
      (err) => replyError(message.id, err),
    );
  });
  // The compiled module goes back to the server, which hands it to the next thread it starts.
  port.postMessage({ ready: true, wasmModule });
} catch (err) {
  port.postMessage({ ready: false, error: plainError(err) });
}
