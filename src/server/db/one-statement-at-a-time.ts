import type pg from 'pg';

/**
 * A checked-out client's `query`, sending each statement after the one before has answered. A
 * transaction is one connection: reads a service starts together (`Promise.all`) inside it wait
 * their turn here, as node-postgres 8 queues them itself, without relying on that queue, which it
 * deprecates (it warns "client is already executing a query" and version 9 refuses).
 */
export function oneStatementAtATime(client: pg.PoolClient): pg.PoolClient['query'] {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  return ((...args: unknown[]) => {
    // The callback form answers through its callback; only the promise form is queued here.
    if (typeof args.at(-1) === 'function') return query(...args);
    const sent = previous.then(() => query(...args));
    previous = sent.catch(() => undefined);
    return sent;
  }) as pg.PoolClient['query'];
}
