// The embedded database on a thread of its own: PGlite (Postgres compiled to WebAssembly) runs its
// start and every statement here, so that neither holds up the server's own thread. The server
// talks to it through pglite-thread.ts, which documents the messages.
//
// Plain JavaScript: a worker thread loads this file as it is, from the sources as from the build.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
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
/** Postgres' answer to a statement, its bytes handed over to the server's thread rather than copied. */
const replyBytes = (id, bytes) => port.postMessage({ id, ok: true, value: bytes }, [bytes.buffer]);
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

/**
 * The parameter types of the statements run so far, by their text: Postgres names them when it
 * describes a statement, and a statement seen before is sent in one exchange without asking again.
 * Any statement but a read or a write of rows or a savepoint's (a migration's, say) forgets them,
 * since it may change what they are.
 */
const parameterTypes = new Map();
const maxKnownStatements = 2_000;
const keepsTypes = /^\s*(select|insert|update|delete|with|savepoint|release|rollback)\b/i;

function joined(parts) {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/**
 * Postgres' answer to `messages`, as bytes: PGlite's raw stream, which (unlike its other ways in)
 * does not read the answer itself on the way out.
 */
async function exchange(db, messages) {
  const chunks = [];
  await db.execProtocolRawStream(messages, {
    syncToFs: false,
    // A view into Postgres' memory, written over by what comes next.
    onRawData: (bytes) => chunks.push(bytes.slice()),
  });
  return chunks.length === 1 ? chunks[0] : joined(chunks);
}

const backendMessages = (bytes) => {
  const messages = [];
  new protocol.Parser().parse(bytes, (message) => messages.push(message));
  return messages;
};

/** The statement's parameter types, or Postgres' answer when it refused the statement. */
async function describe(db, sql) {
  const known = parameterTypes.get(sql);
  if (known) return { types: known };
  const { serialize } = protocol;
  const answer = await exchange(
    db,
    joined([serialize.parse({ text: sql }), serialize.describe({ type: 'S' }), serialize.sync()]),
  );
  const messages = backendMessages(answer);
  if (messages.some((message) => message instanceof Error)) return { refused: answer };
  const types = parse.parseDescribeStatementResults(messages);
  if (parameterTypes.size >= maxKnownStatements) parameterTypes.delete(parameterTypes.keys().next().value);
  parameterTypes.set(sql, types);
  return { types };
}

/**
 * A statement with its parameters as PGlite's own query runs it (parse, bind, describe, execute,
 * sync; the values written as PGlite writes them for their types), in one exchange with Postgres
 * instead of one per message. The answer is Postgres' bytes as they are: the server's thread reads
 * them (pglite-thread.ts), which takes that work off this thread, where every statement waits its turn.
 */
async function runQuery(db, sql, params = []) {
  if (!keepsTypes.test(sql)) parameterTypes.clear();
  const described = await describe(db, sql);
  if (described.refused) return described.refused;
  const values = params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const write = db.serializers[described.types[i]];
    return write ? write(param) : param.toString();
  });
  const { serialize } = protocol;
  return exchange(
    db,
    joined([
      serialize.parse({ text: sql }),
      serialize.bind({ values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]),
  );
}

/**
 * A statement in an open transaction, or outside one once any open transaction has ended (as
 * PGlite's own query waits); one outside a transaction is then written out, as PGlite does.
 */
async function query(db, message) {
  const inTransaction = message.tx !== undefined;
  if (inTransaction && !transactions.has(message.tx)) throw new Error('No such transaction');
  await db._checkReady();
  const run = () =>
    db._runExclusiveQuery(async () => {
      const answer = await runQuery(db, message.sql, message.params);
      if (!inTransaction) await db.syncToFs();
      return answer;
    });
  return inTransaction ? run() : db._runExclusiveTransaction(run);
}

async function handle(db, message) {
  const on = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
  if (!on) throw new Error('No such transaction');
  switch (message.op) {
    case 'exec':
      // Statements without parameters, any number of them: schema changes come this way too.
      parameterTypes.clear();
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

/** Each array type with the type of its elements, as PGlite reads them to parse arrays. */
async function arrayTypesOf(db) {
  const { rows } = await db.query(
    `select b.oid as element, b.typarray as array from pg_catalog.pg_type a
       left join pg_catalog.pg_type b on b.oid = a.typelem
     where a.typcategory = 'A' group by b.oid, b.typarray`,
  );
  return rows;
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
  const arrayTypes = await arrayTypesOf(db);
  port.on('message', (message) => {
    if (message.op === 'begin') return begin(db, message.id);
    if (message.op === 'query') {
      return query(db, message).then(
        (bytes) => replyBytes(message.id, bytes),
        (err) => replyError(message.id, err),
      );
    }
    handle(db, message).then(
      (value) => reply(message.id, value),
      (err) => replyError(message.id, err),
    );
  });
  // The compiled module goes back to the server, which hands it to the next thread it starts; the
  // array types go with it, for the server's thread to read their values as PGlite would.
  port.postMessage({ ready: true, wasmModule, arrayTypes });
} catch (err) {
  port.postMessage({ ready: false, error: plainError(err) });
}
