import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
  let graceOver = false;
  const grace = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      graceOver = true;
      resolve();
    }, graceMs);
  });
  const closing = app.close();
  const bounded = Promise.race([closing, grace])
    .then(() => {
      if (!graceOver) return;
      app.log.warn(`requests still under way after ${graceMs} ms, their connections are dropped`);
      app.server.closeAllConnections();
    })
    .then(() => closing)
    // The connections are closed, but a request whose client went away runs on without one.
    .then(() => Promise.race([requestsUnderWay(app), grace]))
    .then(() => {
      if (graceOver) app.log.warn(`requests still running after ${graceMs} ms, the database closes under them`);
    });
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
  trackRequests(app);
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

/** Each server's requests under way: each promise settles when its request is done with. */
const underWay = new WeakMap<FastifyInstance, Set<Promise<void>>>();
/** Per request: marks it done with, once its handler has ended (or it was answered without one). */
const requestDone = new WeakMap<FastifyRequest, { handler?: Promise<void>; done(): void }>();

/** Settles once every request `app` has received so far is done with. */
function requestsUnderWay(app: FastifyInstance): Promise<void> {
  return Promise.all([...(underWay.get(app) ?? [])]).then(() => undefined);
}

/**
 * Counts every request from its arrival until its handler has ended, whether or not its client is
 * still there: a request whose client went away keeps running, and reading the database, after its
 * connection has closed, and the server's close waits for connections only. A request answered
 * without reaching a handler (refused by a hook, or no such route) is done once answered.
 */
function trackRequests(app: FastifyInstance): void {
  const requests = new Set<Promise<void>>();
  underWay.set(app, requests);
  app.addHook('onRequest', (request, _reply, next) => {
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (done = resolve));
    requests.add(finished);
    void finished.then(() => requests.delete(finished));
    requestDone.set(request, { done });
    next();
  });
  app.addHook('onResponse', (request, _reply, next) => {
    const tracked = requestDone.get(request);
    if (tracked) void (tracked.handler ?? Promise.resolve()).then(tracked.done);
    next();
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const result: unknown = handler.call(this, request, reply);
      const tracked = requestDone.get(request);
      if (tracked && result instanceof Promise) {
        tracked.handler = result.then(
          () => undefined,
          () => undefined,
        );
        void tracked.handler.then(tracked.done);
      }
      return result;
    };
  });
}
