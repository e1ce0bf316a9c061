/**
 * A server for tests that need a process of its own (one they can kill): built as main.ts builds
 * it, from the environment (DATA_DIR or DATABASE_URL, PORT…), run with `node --import tsx`.
 * Mails are written to stdout as JSON lines (`{"mail": …}`), and `listening <url>` once it listens.
 *
 * A request carrying the `x-test-stop-after-commit` header stops the process with SIGKILL as soon
 * as its change has committed and before its answer is sent: the moment a crash hurts most.
 *
 * The reminder schedule runs as in main.ts; each job done is written as `{"job": {queue, key}}`.
 * With TEST_KILL_BEFORE_JOB_COMMIT=<queue> the process stops with SIGKILL when a job of that queue
 * has done its work and before its transaction commits.
 *
 * A request carrying the `x-test-hold-until-stop` header is held when it arrives (written as
 * `{"held": <url>}`) until the process receives SIGTERM, then carries on: a request under way while
 * the server stops. SIGTERM stops the server as main.ts does (platform/shutdown.ts).
 */
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createServices } from '../services';
import { stopOnSignals, stopServer } from '../platform/shutdown';
import { holdUntilStopHeader, stopAfterCommitHeader } from './child-server-process';

const config = loadConfig();
const killInQueue = process.env.TEST_KILL_BEFORE_JOB_COMMIT;
const services = await createServices(config, {
  beforeJobCommit(job) {
    if (job.queue === killInQueue) process.kill(process.pid, 'SIGKILL');
  },
  afterJobDone(job) {
    process.stdout.write(`${JSON.stringify({ job: { queue: job.queue, key: job.key } })}\n`);
  },
  mailer: {
    send: (mail) => {
      process.stdout.write(`${JSON.stringify({ mail })}\n`);
      return Promise.resolve();
    },
  },
});
let onStop: () => void = () => undefined;
const stopped = new Promise<void>((resolve) => (onStop = resolve));
process.once('SIGTERM', () => onStop());
const app = await buildApp(services.deps, {
  accountAnswerFloorMs: 0,
  async onRequest(request) {
    if (request.headers[holdUntilStopHeader] === undefined) return;
    process.stdout.write(`${JSON.stringify({ held: request.url })}\n`);
    await stopped;
  },
  afterChangeCommitted(request) {
    if (request.headers[stopAfterCommitHeader] !== undefined) process.kill(process.pid, 'SIGKILL');
  },
});
const schedule = services.reminders.start(config.reminderCheckSeconds);
const url = await app.listen({ port: config.port, host: config.host });
process.stdout.write(`listening ${url}\n`);

stopOnSignals(app, () => stopServer({ app, services, scheduled: [schedule] }));
