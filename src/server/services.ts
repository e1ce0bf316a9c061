import path from 'node:path';
import type { Redis } from 'ioredis';
import pino from 'pino';
import type { AppDeps } from './app-deps';
import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/auth-secret';
import { sessionCacheFor } from './auth/session-cache';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { forPublic } from './db/team-db';
import { createBackgroundTasks, type BackgroundTasks } from './platform/background-tasks';
import { createJobRunner, createJobSchedule, type Job, type JobSchedule } from './platform/jobs';
import { createMailer, createMailQueue, mailDeliveryQueue, type Mailer } from './platform/mail';
import { createFileStorage, createS3Storage, type Storage } from './platform/storage';
import { provisionTeam } from './workflows/provision-team';
import {
  planReminderDigests,
  reminderClock,
  reminderDigestHandler,
  reminderDigestQueue,
} from './workflows/send-reminder-digests';

export interface Services {
  deps: AppDeps;
  database: DatabaseHandle;
  /** Mail and other work still running after its reply. */
  background: BackgroundTasks;
  /** The reminder digests and the job queue they run on: main.ts starts it; tests run it a step at a time. */
  reminders: JobSchedule;
  close(): Promise<void>;
}

/** Opens the database (migrating it) and builds the process-wide services. */
export async function createServices(
  config: Config,
  options: {
    database?: DatabaseHandle;
    log?: pino.Logger;
    storage?: Storage;
    mailer?: Mailer;
    /** The reminder schedule's clock (REMINDER_CLOCK_FILE's or the system's without it). */
    clock?: () => Date;
    /** Tests only: called after a job's work, before its completion commits, and once it is done. */
    beforeJobCommit?: (job: Job) => void;
    afterJobDone?: (job: Job) => void;
  } = {},
): Promise<Services> {
  const log = options.log ?? pino({ level: config.logLevel });
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  // Object storage and Redis clients, closed after the database.
  const clients: (() => Promise<unknown> | void)[] = [];
  try {
    const mailer =
      options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log });
    const background = createBackgroundTasks(log);
    const secret = await resolveAuthSecret(config.authSecret, database.db, config.dataDir);
    const auth = createAuth({
      db: database.db,
      secret,
      baseUrl: config.baseUrl,
      trustedOrigins: config.trustedOrigins,
      mailer,
      background,
      rateLimitMax: config.authRateLimitMax,
      provisionTeam,
    });
    let storage = options.storage;
    if (!storage && config.s3) {
      const s3 = await createS3Storage(config.s3, log);
      clients.push(() => s3.close());
      storage = s3;
    }
    const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : undefined;
    if (redis) clients.push(() => redis.quit());
    const publicDb = forPublic(database.db);
    const clock = options.clock ?? reminderClock(config.reminderClockFile);
    const mail = createMailQueue({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log });
    const runner = createJobRunner({
      db: database.db,
      log,
      beforeCommit: options.beforeJobCommit,
      afterDone: options.afterJobDone,
      handlers: {
        [reminderDigestQueue]: reminderDigestHandler({ baseUrl: config.baseUrl, clock, mail }),
        [mailDeliveryQueue]: mail.delivery,
      },
    });
    const reminders = createJobSchedule({
      db: database.db,
      runner,
      clock,
      plan: (now) => planReminderDigests(publicDb, now),
      log,
    });
    return {
      deps: {
        config,
        db: database.db,
        publicDb,
        auth,
        sessions: sessionCacheFor(database.kind),
        mailer,
        mail,
        background,
        storage: storage ?? createFileStorage(path.join(config.dataDir, 'uploads')),
        redis,
      },
      database,
      background,
      reminders,
      async close() {
        await background.settled();
        await database.close();
        for (const close of clients) await close();
      },
    };
  } catch (err) {
    for (const close of clients) await Promise.resolve(close()).catch(() => undefined);
    if (!options.database) await database.close().catch(() => undefined);
    throw err;
  }
}

/**
 * The general API rate limit's shared counter. A server refuses to start without it; when it
 * goes away later, requests are served without the limit until it is back (logged).
 */
async function connectRedis(url: string, log: pino.Logger): Promise<Redis> {
  // Only servers that share a Redis load its client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (err: Error) => log.warn(`Redis (REDIS_URL): ${err.message}`));
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Cannot connect to Redis at REDIS_URL: ${(err as Error).message}`);
  }
  return redis;
}
