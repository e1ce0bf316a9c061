import pino from 'pino';
import type { AppDeps } from './app-deps';
import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/auth-secret';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createMailer } from './platform/mail';
import { createFileStorage, type Storage } from './platform/storage';
import path from 'node:path';

export interface Services {
  deps: AppDeps;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Opens the database (migrating it) and builds the process-wide services. */
export async function createServices(
  config: Config,
  options: { database?: DatabaseHandle; log?: pino.Logger; storage?: Storage } = {},
): Promise<Services> {
  const log = options.log ?? pino({ level: config.logLevel });
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log });
  const auth = createAuth({
    db: database.db,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    baseUrl: config.baseUrl,
    trustedOrigins: config.trustedOrigins,
    mailer,
    rateLimitMax: config.authRateLimitMax,
  });
  return {
    deps: {
      config,
      db: database.db,
      auth,
      mailer,
      storage: options.storage ?? createFileStorage(path.join(config.dataDir, 'uploads')),
    },
    database,
    close: () => database.close(),
  };
}
