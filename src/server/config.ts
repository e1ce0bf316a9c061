import path from 'node:path';
import { z } from 'zod';

/**
 * Environment → typed configuration. Anything missing or malformed stops the server at
 * start with a message that names the variable.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BASE_URL: z.url('must be a URL such as https://pitboard.example.com').optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Pitboard <no-reply@pitboard.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  API_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  EXPORT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\//.test(v), 'must start with redis:// or rediss://')
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url('must be a URL such as https://s3.example.com').optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('false'),
  S3_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  DB_QUERY_COUNT: z.enum(['true', 'false', '1', '0']).default('false'),
  DB_STATEMENT_LOG: z.string().optional(),
  REMINDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  REMINDER_CLOCK_FILE: z.string().min(1).optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  baseUrl: string;
  trustedOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  authRateLimitMax: number;
  apiRateLimitMax: number;
  /** Whole-account exports (GET /api/account/export) per 10 minutes and address. */
  exportRateLimitMax: number;
  webDistDir: string;
  /** Behind a reverse proxy, take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Redis for the general API rate limit, shared by every server; per process without it. */
  redisUrl: string | undefined;
  /** S3-compatible object storage for uploads; DATA_DIR/uploads without it. */
  s3: S3Config | undefined;
  /** Answer every request with an `x-db-queries` header: the statements it sent to the database. */
  dbQueryCount: boolean;
  /** With dbQueryCount: a file each request's statements are appended to (the bench's raw baseline). */
  dbStatementLog?: string;
  /** How often each server plans reminder digests and runs the waiting jobs. */
  reminderCheckSeconds: number;
  /** Tests only: a file holding the moment the reminder schedule takes for now (the system clock without it). */
  reminderClockFile: string | undefined;
}

export interface S3Config {
  bucket: string;
  /** Unset: Amazon S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Addresses buckets as endpoint/bucket rather than bucket.endpoint (most self-hosted stores need it). */
  forcePathStyle: boolean;
  /** How long one call to the store may take in all (retries included) before it counts as not answering. */
  timeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function blankToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nCheck your environment variables.`);
  }
  const e = parsed.data;
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const extraOrigins = (e.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of extraOrigins) {
    if (!z.url().safeParse(origin).success) {
      throw new ConfigError(`Invalid configuration:\n  TRUSTED_ORIGINS: "${origin}" is not a URL`);
    }
  }
  const defaultOrigins = e.BASE_URL ? [] : [`http://127.0.0.1:${e.PORT}`];
  const s3 = s3ConfigOf(e);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    baseUrl,
    trustedOrigins: [...new Set([baseUrl, ...defaultOrigins, ...extraOrigins])],
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    apiRateLimitMax: e.API_RATE_LIMIT_MAX,
    exportRateLimitMax: e.EXPORT_RATE_LIMIT_MAX,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? 'dist/web'),
    trustProxy: isTrue(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    s3,
    dbQueryCount: isTrue(e.DB_QUERY_COUNT),
    ...(e.DB_STATEMENT_LOG ? { dbStatementLog: e.DB_STATEMENT_LOG } : {}),
    reminderCheckSeconds: e.REMINDER_CHECK_SECONDS,
    reminderClockFile: e.REMINDER_CLOCK_FILE,
  };
}

function isTrue(flag: 'true' | 'false' | '1' | '0'): boolean {
  return flag === 'true' || flag === '1';
}

function s3ConfigOf(e: z.infer<typeof envSchema>): S3Config | undefined {
  const given = [e.S3_ENDPOINT, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].some((v) => v !== undefined);
  if (!e.S3_BUCKET) {
    if (given) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when other S3_ settings are given');
    return undefined;
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither');
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: isTrue(e.S3_FORCE_PATH_STYLE),
    timeoutMs: e.S3_TIMEOUT_MS,
  };
}
