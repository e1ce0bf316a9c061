import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';
import { jobs } from '../db/schema';

/**
 * The durable job queue, kept in the database and run inside every server: no external cron
 * (docs/decisions/022). A job is a row of `jobs`, unique by queue and key, claimed with
 * `FOR UPDATE SKIP LOCKED` so that exactly one server runs it. Two ways to run one:
 * - in a transaction (`transactional`): the claim, the handler's writes and the job's completion
 *   commit together. A server that dies mid-job leaves nothing: its transaction rolls back, and
 *   the job is claimed again. Exactly once, for work that only writes to the database.
 * - leased (`leased`): the claim commits with a lease, the handler runs outside any transaction
 *   (talking to an SMTP server), and the job is marked done after it. A server that dies mid-job
 *   leaves the lease to run out, and another server runs the job again: at least once, for work
 *   with an effect outside the database.
 * A handler that throws is retried later (a minute, doubling), up to `maxAttempts`.
 */

export interface Job {
  id: string;
  queue: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface TransactionalJobContext {
  /** The transaction the job's completion commits in. */
  tx: Executor;
  /** Runs `effect` once the transaction has committed (a log line of what was done). */
  afterCommit(effect: () => void): void;
}

export type JobHandler =
  | { mode: 'transactional'; run(job: Job, context: TransactionalJobContext): Promise<void> }
  | { mode: 'leased'; leaseSeconds: number; run(job: Job): Promise<void> };

export interface NewJob {
  queue: string;
  /** Unique in its queue: a job enqueued again with the same key is the same job. */
  key: string;
  payload: Record<string, unknown>;
}

/** Adds jobs (in the caller's transaction when given one); one already there with a key stays as it is. */
export async function enqueueJobs(db: Executor, newJobs: readonly NewJob[]): Promise<void> {
  for (let i = 0; i < newJobs.length; i += 500) {
    await db
      .insert(jobs)
      .values(newJobs.slice(i, i + 500).map((job) => ({ queue: job.queue, key: job.key, payload: job.payload })))
      .onConflictDoNothing({ target: [jobs.queue, jobs.key] });
  }
}

export const jobDefaults = { maxAttempts: 5, retryBaseSeconds: 60, keepDoneDays: 14 };

export interface JobRunner {
  /**
   * Runs queued jobs until none is left that this server may claim now, or `stopping` says so
   * (checked between jobs); answers how many ran.
   */
  drain(stopping?: () => boolean): Promise<number>;
  /** Deletes jobs finished more than `keepDoneDays` ago. */
  prune(): Promise<void>;
}

export function createJobRunner(options: {
  db: Database;
  handlers: Record<string, JobHandler>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  maxAttempts?: number;
  retryBaseSeconds?: number;
  keepDoneDays?: number;
  /** Tests only: called after a transactional job's work, before it commits (a test stops the process there). */
  beforeCommit?: ((job: Job) => void) | undefined;
  /** Tests only: called once a job is done (committed). */
  afterDone?: ((job: Job) => void) | undefined;
}): JobRunner {
  const { db, handlers, log } = options;
  const maxAttempts = options.maxAttempts ?? jobDefaults.maxAttempts;
  const retryBaseSeconds = options.retryBaseSeconds ?? jobDefaults.retryBaseSeconds;
  const queues = Object.keys(handlers);

  /** The next queued job free to run, locked in `tx` (others skip it). */
  async function claim(tx: Executor): Promise<Job | undefined> {
    const [row] = await tx
      .select({ id: jobs.id, queue: jobs.queue, key: jobs.key, payload: jobs.payload, attempts: jobs.attempts })
      .from(jobs)
      .where(
        and(
          eq(jobs.state, 'queued'),
          sql`${jobs.queue} in (${sql.join(
            queues.map((queue) => sql`${queue}`),
            sql`, `,
          )})`,
          sql`${jobs.runAfter} <= now()`,
          sql`(${jobs.lockedUntil} is null or ${jobs.lockedUntil} < now())`,
        ),
      )
      .orderBy(jobs.runAfter, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  }

  async function finish(tx: Executor, job: Job): Promise<void> {
    await tx
      .update(jobs)
      .set({ state: 'done', finishedAt: sql`now()`, lockedUntil: null, attempts: job.attempts + 1 })
      .where(eq(jobs.id, job.id));
  }

  async function fail(job: Job, err: unknown): Promise<void> {
    const attempts = job.attempts + 1;
    const last = attempts >= maxAttempts;
    log.error({ err, queue: job.queue, key: job.key, attempts }, last ? 'job failed for good' : 'job failed');
    const retrySeconds = retryBaseSeconds * 2 ** (attempts - 1);
    await db
      .update(jobs)
      .set({
        attempts,
        lastError: err instanceof Error ? err.message : String(err),
        lockedUntil: null,
        ...(last
          ? { state: 'failed' as const, finishedAt: sql`now()` }
          : { runAfter: sql`now() + make_interval(secs => ${retrySeconds})` }),
      })
      .where(eq(jobs.id, job.id));
  }

  /** Claims and runs one job; false when there was none. */
  async function runOne(): Promise<boolean> {
    let claimed: Job | undefined;
    let leased: { job: Job; handler: Extract<JobHandler, { mode: 'leased' }> } | undefined;
    const effects: (() => void)[] = [];
    try {
      await db.transaction(async (tx) => {
        claimed = await claim(tx);
        if (!claimed) return;
        const handler = handlers[claimed.queue];
        if (!handler) return;
        if (handler.mode === 'leased') {
          await tx
            .update(jobs)
            .set({ lockedUntil: sql`now() + make_interval(secs => ${handler.leaseSeconds})` })
            .where(eq(jobs.id, claimed.id));
          leased = { job: claimed, handler };
          return;
        }
        await handler.run(claimed, { tx, afterCommit: (effect) => effects.push(effect) });
        await finish(tx, claimed);
        options.beforeCommit?.(claimed);
      });
    } catch (err) {
      if (!claimed) throw err;
      await fail(claimed, err);
      return true;
    }
    if (!claimed) return false;
    for (const effect of effects) effect();
    if (leased) {
      try {
        await leased.handler.run(leased.job);
      } catch (err) {
        await fail(leased.job, err);
        return true;
      }
      await finish(db, leased.job);
    }
    options.afterDone?.(claimed);
    return true;
  }

  return {
    async drain(stopping = () => false) {
      let ran = 0;
      while (!stopping() && (await runOne())) ran += 1;
      return ran;
    },
    async prune() {
      await db
        .delete(jobs)
        .where(
          and(
            sql`${jobs.state} <> 'queued'`,
            lt(
              jobs.finishedAt,
              sql`now() - make_interval(days => ${options.keepDoneDays ?? jobDefaults.keepDoneDays})`,
            ),
          ),
        );
    },
  };
}

/**
 * Runs `tick` every `intervalMs`, one at a time, from now until `stop`, which waits for the tick
 * under way. A tick that throws is logged; the next one runs as planned.
 */
export function startTicking(
  tick: () => Promise<void>,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((err: unknown) => log.error({ err }, 'scheduled work failed'))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  running = tick()
    .catch((err: unknown) => log.error({ err }, 'scheduled work failed'))
    .finally(schedule);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Plans at least this often, and whenever the clock's day changes. */
const planEveryMs = 10 * 60 * 1000;

export interface JobSchedule {
  /** Plans the jobs due now, then runs every job waiting: what each tick does. */
  runOnce(): Promise<void>;
  /** Ticks every `intervalSeconds` until `stop`. */
  start(intervalSeconds: number): { stop(): Promise<void> };
}

/**
 * A server's schedule: on each tick, the jobs that `plan` says are due (on the schedule's clock)
 * are enqueued — every server plans, the jobs' keys make one job of each — and the runner runs
 * what is waiting. Planning happens on the first tick, when the clock's day changes, and at
 * least every ten minutes; running, on every tick.
 */
export function createJobSchedule(options: {
  db: Database;
  runner: JobRunner;
  clock: () => Date;
  plan: (now: Date) => Promise<NewJob[]>;
  log: Pick<FastifyBaseLogger, 'error'>;
}): JobSchedule {
  const { db, runner, clock, log } = options;
  const plan = async () => {
    await enqueueJobs(db, await options.plan(clock()));
    await runner.prune();
  };
  let planned: { day: string; at: number } | undefined;
  return {
    async runOnce() {
      await plan();
      await runner.drain();
    },
    start(intervalSeconds) {
      // A server shutting down finishes the job under way, not every job waiting.
      let stopping = false;
      const ticking = startTicking(
        async () => {
          const day = clock().toISOString().slice(0, 10);
          if (!planned || planned.day !== day || Date.now() - planned.at >= planEveryMs) {
            await plan();
            planned = { day, at: Date.now() };
          }
          await runner.drain(() => stopping);
        },
        intervalSeconds * 1000,
        log,
      );
      return {
        async stop() {
          stopping = true;
          await ticking.stop();
        },
      };
    },
  };
}
