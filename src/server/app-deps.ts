import type { Redis } from 'ioredis';
import type { Auth } from './auth/auth';
import type { SessionCache } from './auth/session-cache';
import type { Config } from './config';
import type { Database } from './db/client';
import type { BackgroundTasks } from './platform/background-tasks';
import type { PublicDb } from './db/team-db';
import type { Mailer, MailQueue } from './platform/mail';
import type { Storage } from './platform/storage';

/** What route plugins receive: the process-wide services, nothing request-specific. */
export interface AppDeps {
  config: Config;
  /** The connection, for the app's own wiring (sessions, auth); features never read it (lint). */
  db: Database;
  /** What public routes read through their repositories (db/team-db.ts). */
  publicDb: PublicDb;
  auth: Auth;
  /** Resolved sessions, reused for up to 30 s (rechecked at each use on PostgreSQL); whatever changes a session or membership forgets them. */
  sessions: SessionCache;
  mailer: Mailer;
  /** Mail that commits with what records it (a document sent to a client). */
  mail: MailQueue;
  /** Work that runs after the reply (mails whose sending must not show in an answer's timing). */
  background: BackgroundTasks;
  storage: Storage;
  /** REDIS_URL's client: the general API rate limit counts there, shared by every server. */
  redis: Redis | undefined;
}
