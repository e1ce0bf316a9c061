import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countQueries, type QueryTally } from '../db/query-count';

export const queryCountHeader = 'x-db-queries';

/**
 * DB_QUERY_COUNT: every answer carries the number of statements its request sent to the database
 * (sign-in check, route, better-auth alike) in an `x-db-queries` header. Off by default: without
 * it nothing is tracked. With DB_STATEMENT_LOG (a file) as well, each request's statements, text
 * and parameters in the order sent, are appended to that file as a JSON line once it is answered.
 */
export function registerQueryCountHeader(app: FastifyInstance, enabled: boolean, statementLog?: string): void {
  if (!enabled) return;
  const tallies = new WeakMap<FastifyRequest, QueryTally>();
  app.addHook('onRequest', (request, _reply, done) => {
    const tally: QueryTally = { queries: 0, ...(statementLog ? { statements: [] } : {}) };
    tallies.set(request, tally);
    // The rest of the request (its body, hooks and handler) runs inside: a test reads a body
    // sent in parts over a real connection.
    countQueries(tally, done);
  });
  app.addHook('onSend', async (request, reply) => {
    const tally = tallies.get(request);
    if (tally) void reply.header(queryCountHeader, String(tally.queries));
  });
  if (!statementLog) return;
  // The bench replays each endpoint's statements, as the server sent them, in a raw driver loop.
  app.addHook('onResponse', async (request) => {
    const statements = tallies.get(request)?.statements ?? [];
    const line = JSON.stringify({ method: request.method, url: request.url, statements });
    await fs.promises.appendFile(statementLog, `${line}\n`);
  });
}
