import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { jobs, outboxEmails } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { createJobRunner, enqueueJobs, type JobHandler } from './jobs';

/** The job queue on a real database (PGlite, or PostgreSQL in its run). */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const log = { error: () => undefined, warn: () => undefined };
const jobOf = async (queue: string) => (await database.db.select().from(jobs).where(eq(jobs.queue, queue)))[0];

describe('the job queue', () => {
  it('makes one job of a key enqueued twice, and runs it once', async () => {
    const ran: string[] = [];
    const handler: JobHandler = {
      mode: 'transactional',
      run: (job) => {
        ran.push(job.key);
        return Promise.resolve();
      },
    };
    const runner = createJobRunner({ db: database.db, log, handlers: { once: handler } });
    await enqueueJobs(database.db, [{ queue: 'once', key: 'a', payload: {} }]);
    await enqueueJobs(database.db, [
      { queue: 'once', key: 'a', payload: {} },
      { queue: 'once', key: 'b', payload: {} },
    ]);
    expect(await runner.drain()).toBe(2);
    expect(await runner.drain()).toBe(0);
    expect(ran.sort()).toEqual(['a', 'b']);
  });

  it("rolls back a failing job's writes with it, retries it later and gives up after the last attempt", async () => {
    const handler: JobHandler = {
      mode: 'transactional',
      async run(_job, { tx }) {
        await tx.insert(outboxEmails).values({ to: 'half@example.com', subject: 'Half', text: 'Never' });
        throw new Error('SMTP on fire');
      },
    };
    const runner = createJobRunner({
      db: database.db,
      log,
      handlers: { failing: handler },
      maxAttempts: 2,
      retryBaseSeconds: 60,
    });
    await enqueueJobs(database.db, [{ queue: 'failing', key: 'x', payload: {} }]);
    expect(await runner.drain()).toBe(1);
    expect(await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'half@example.com'))).toEqual([]);
    expect(await jobOf('failing')).toMatchObject({ state: 'queued', attempts: 1, lastError: 'SMTP on fire' });
    // Not before its retry.
    expect(await runner.drain()).toBe(0);
    await database.db
      .update(jobs)
      .set({ runAfter: sql`now()` })
      .where(eq(jobs.queue, 'failing'));
    expect(await runner.drain()).toBe(1);
    expect(await jobOf('failing')).toMatchObject({ state: 'failed', attempts: 2 });
    expect(await runner.drain()).toBe(0);
  });

  it('prunes finished jobs once they are older than kept', async () => {
    const runner = createJobRunner({
      db: database.db,
      log,
      handlers: { old: { mode: 'transactional', run: () => Promise.resolve() } },
      keepDoneDays: 14,
    });
    await enqueueJobs(database.db, [
      { queue: 'old', key: 'done long ago', payload: {} },
      { queue: 'old', key: 'done now', payload: {} },
    ]);
    await runner.drain();
    await database.db
      .update(jobs)
      .set({ finishedAt: sql`now() - interval '15 days'` })
      .where(eq(jobs.key, 'done long ago'));
    await runner.prune();
    const left = await database.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.queue, 'old'));
    expect(left).toEqual([{ key: 'done now' }]);
  });
});
