import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppDeps } from '../app-deps';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { member, outboxEmails } from '../db/schema';
import type { Mailer } from '../platform/mail';
import { createMemoryStorage } from '../platform/storage';
import { createServices } from '../services';
import type { JobSchedule } from '../platform/jobs';
import { openTestDatabase } from './test-database';

export const testOrigin = 'http://localhost:3000';

export interface TestUser {
  email: string;
  cookie: string;
  userId: string;
  teamId: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  /** The app's services (memory storage for uploads), for seeding through services. */
  deps: AppDeps;
  /**
   * Registers a new user (with their own team), opens the confirmation link mailed to them
   * and returns the session cookie that link gives.
   */
  signUp(email?: string, password?: string): Promise<TestUser>;
  /** Waits for the mail and other work that runs after a reply (sign-up, password reset). */
  settle(): Promise<void>;
  /** The reminder schedule of this app (its clock is the one given to createTestApp). */
  reminders: JobSchedule;
  /**
   * Gives `user` another role in their team straight in the database (as another server's
   * change would), and forgets the team's resolved sessions as the team routes do.
   */
  setRole(user: TestUser, role: string): Promise<void>;
  /** An API call as `user` (or signed out when user is null), with a same-origin header. */
  request(user: TestUser | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let counter = 0;

/** The cookies a response sets, as one Cookie header. */
export function cookiesOf(res: LightMyRequestResponse): string {
  const setCookie = res.headers['set-cookie'];
  return (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0]).join('; ');
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    mailer?: Mailer;
    /** Sign-up and reset answers are held to a floor in production; tests skip it unless they measure it. */
    accountAnswerFloorMs?: number;
    /** A database another app uses too (a second server on it); its owner closes it, not this app. */
    database?: DatabaseHandle;
    /** The reminder schedule's clock. */
    clock?: () => Date;
  } = {},
): Promise<TestApp> {
  const database = options.database
    ? { ...options.database, close: () => Promise.resolve() }
    : await openTestDatabase();
  const config = loadConfig({
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    BASE_URL: testOrigin,
    DATA_DIR: '/tmp/pitboard-test-unused',
    AUTH_RATE_LIMIT_MAX: '1000',
    API_RATE_LIMIT_MAX: '100000',
    EXPORT_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  // Uploads in memory, unless the test points the app at an S3-compatible store.
  const services = await createServices(config, {
    database,
    ...(config.s3 ? {} : { storage: createMemoryStorage() }),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const app = await buildApp(services.deps, { accountAnswerFloorMs: options.accountAnswerFloorMs ?? 0 });
  await app.ready();

  const request: TestApp['request'] = (user, options) =>
    app.inject({
      ...options,
      headers: {
        origin: testOrigin,
        ...(user ? { cookie: user.cookie } : {}),
        ...(options.headers ?? {}),
      },
    });

  const signUp: TestApp['signUp'] = async (email, password = 'secret123') => {
    counter += 1;
    const address = email ?? `user${counter}-${Date.now()}@example.com`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: testOrigin },
      payload: { email: address, password, name: address.split('@')[0] },
    });
    if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    await services.background.settled();
    const [mail] = await database.db
      .select({ text: outboxEmails.text })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, address.toLowerCase()), like(outboxEmails.subject, 'Confirm your email%')))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
    if (!link) throw new Error(`no confirmation mail to ${address}`);
    const confirm = await app.inject({ method: 'GET', url: link.replace(testOrigin, '') });
    if (confirm.statusCode !== 302) throw new Error(`confirmation failed: ${confirm.statusCode} ${confirm.body}`);
    const cookies = cookiesOf(confirm);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookies } });
    const body = me.json<{ user: { id: string }; team: { id: string } }>();
    return { email: address, cookie: cookies, userId: body.user.id, teamId: body.team.id };
  };

  const setRole: TestApp['setRole'] = async (user, role) => {
    await database.db
      .update(member)
      .set({ role })
      .where(and(eq(member.userId, user.userId), eq(member.organizationId, user.teamId)));
    services.deps.sessions.forgetTeam(user.teamId);
  };

  return {
    app,
    db: database.db,
    setRole,
    database,
    deps: services.deps,
    signUp,
    request,
    settle: () => services.background.settled(),
    reminders: services.reminders,
    async close() {
      await app.close();
      await services.close();
    },
  };
}
