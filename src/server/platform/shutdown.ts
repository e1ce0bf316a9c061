import type { FastifyInstance } from 'fastify';

/** How long a stopping server waits for the requests under way before it drops their connections. */
export const shutdownGraceMs = 10_000;

interface Stoppable {
  stop(): Promise<void>;
}

/**
 * Stops a server in order, so nothing uses the database after it is closed:
 * 1. it stops accepting connections and answers the requests under way (at most `graceMs`; then
 *    their connections are dropped), while the job schedule and the upkeep stop (the job under way
 *    is finished, none other started);
 * 2. then the services close: the work left after the replies (background tasks), then the pool or
 *    the embedded database.
 */
export async function stopServer(options: {
  app: FastifyInstance;
  services: { close(): Promise<void> };
  scheduled?: readonly (Stoppable | undefined)[];
  graceMs?: number;
}): Promise<void> {
  const { app, services } = options;
  const graceMs = options.graceMs ?? shutdownGraceMs;
  let timer: NodeJS.Timeout | undefined;
  const closing = app.close();
  const bounded = Promise.race([
    closing,
    new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        app.log.warn(`requests still under way after ${graceMs} ms, their connections are dropped`);
        app.server.closeAllConnections();
        resolve();
      }, graceMs);
    }),
  ]).then(() => closing);
  try {
    await Promise.all([bounded, ...(options.scheduled ?? []).map((work) => work?.stop())]);
  } finally {
    clearTimeout(timer);
  }
  await services.close();
}

/**
 * Stops the server with `stop` on SIGTERM or SIGINT (once, whichever comes first), then ends the
 * process: status 0 when everything closed, 1 when something failed.
 */
export function stopOnSignals(app: FastifyInstance, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error(err, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/**
 * Once the server is closing, every answer closes its connection (`Connection: close`): the
 * requests under way end their keep-alive connections as they are answered, instead of leaving them
 * open (idle until the keep-alive timeout) for the close to wait on.
 */
export function registerClosingConnections(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
