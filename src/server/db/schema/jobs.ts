import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The durable job queue every server runs (src/server/platform/jobs.ts): a job is claimed with
 * `FOR UPDATE SKIP LOCKED`, so exactly one server runs it. `key` is unique per queue: enqueueing
 * the same job twice (two servers planning the same digest) makes one job. Done jobs are kept a
 * while for that uniqueness, then pruned.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    queue: text().notNull(),
    key: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    state: text({ enum: ['queued', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** Not run before this moment (a retry waits). */
    runAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A leased job (one with an effect outside the database) belongs to its runner until then. */
    lockedUntil: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_queue_key_idx').on(t.queue, t.key),
    index('jobs_queued_idx')
      .on(t.queue, t.runAfter)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_finished_idx').on(t.finishedAt),
    check('jobs_state_check', sql`${t.state} in ('queued', 'done', 'failed')`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
