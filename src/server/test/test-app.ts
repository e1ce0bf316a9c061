import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppDeps } from '../app-deps';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { createMemoryStorage } from '../platform/storage';
import { createServices } from '../services';
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
  /** Registers a new user (with their own team) and returns its session cookie. */
  signUp(email?: string, password?: string): Promise<TestUser>;
  /** An API call as `user` (or signed out when user is null), with a same-origin header. */
  request(user: TestUser | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let counter = 0;

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    BASE_URL: testOrigin,
    DATA_DIR: '/tmp/pitboard-test-unused',
    AUTH_RATE_LIMIT_MAX: '1000',
    API_RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const services = await createServices(config, { database, storage: createMemoryStorage() });
  const app = await buildApp(services.deps);
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
    const setCookie = res.headers['set-cookie'];
    const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0]).join('; ');
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookies } });
    const body = me.json<{ user: { id: string }; team: { id: string } }>();
    return { email: address, cookie: cookies, userId: body.user.id, teamId: body.team.id };
  };

  return {
    app,
    db: database.db,
    database,
    deps: services.deps,
    signUp,
    request,
    async close() {
      await app.close();
      await services.close();
    },
  };
}
