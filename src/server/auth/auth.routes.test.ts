import { and, asc, eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, outboxEmails, subscriptions, user } from '../db/schema';
import type { Mailer } from '../platform/mail';
import { cookiesOf, createTestApp, testOrigin, type TestApp } from '../test/test-app';
import { accountAnswerFloorMs } from './auth.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = (app: TestApp, address: string, subject = '%') =>
  app.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, address), ilike(outboxEmails.subject, subject)))
    .orderBy(asc(outboxEmails.createdAt));
const linkIn = (text: string | undefined) => /https?:\/\/\S+/.exec(text ?? '')?.[0] ?? '';
const signUpRequest = (app: TestApp, email: string, password = 'secret123') =>
  app.request(null, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name: email.split('@')[0] },
  });
const resetRequest = (app: TestApp, email: string) =>
  app.request(null, {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
  });

/** Every value replaced by its type, so two bodies compare by shape. */
function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shapeOf(v)]),
    );
  }
  return typeof value;
}

describe('sign-up', () => {
  it('creates the user with a team they manage and a free subscription', async () => {
    const u = await t.signUp('racer@example.com');
    const [membership] = await t.db.select().from(member).where(eq(member.userId, u.userId));
    expect(membership?.role).toBe('team_manager');
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.teamId, u.teamId));
    expect(sub?.plan).toBe('free');
  });

  it('stores a hash, never the password', async () => {
    await t.signUp('hash@example.com', 'plain-secret-1');
    const rows = await t.db.execute<{ password: string }>(
      `select a.password from account a join "user" u on u.id = a.user_id where u.email = 'hash@example.com'`,
    );
    const stored = rows.rows[0]?.password ?? '';
    expect(stored).not.toContain('plain-secret-1');
    expect(stored.length).toBeGreaterThan(20);
  });

  it('refuses a password shorter than 6 characters and creates nothing', async () => {
    const res = await t.request(null, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'short@example.com', password: '12345', name: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/short/i);
    expect(await t.db.select().from(user).where(eq(user.email, 'short@example.com'))).toHaveLength(0);
  });

  it('refuses a malformed e-mail', async () => {
    const res = await t.request(null, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'not-an-email', password: 'secret123', name: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers without a session; the mailed link confirms the address, signs in and leads to the setup', async () => {
    const res = await signUpRequest(t, 'cookie@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: null, user: { email: 'cookie@example.com', emailVerified: false } });
    expect(res.headers['set-cookie']).toBeUndefined();

    await t.settle();
    const [mail] = await mailsTo(t, 'cookie@example.com');
    expect(mail?.subject).toBe('Confirm your email to finish creating your Pitboard account');
    const link = linkIn(mail?.text);
    expect(link.startsWith(`${testOrigin}/api/auth/verify-email?`)).toBe(true);
    const open = await t.request(null, { method: 'GET', url: link.replace(testOrigin, '') });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe('/onboarding');
    const cookie = String(open.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await t.request(null, { method: 'GET', url: '/api/me', headers: { cookie: cookiesOf(open) } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses to sign in before the address is confirmed, and mails a fresh link that works', async () => {
    expect((await signUpRequest(t, 'later@example.com', 'right-pass')).statusCode).toBe(200);
    const early = await t.request(null, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'later@example.com', password: 'right-pass' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.headers['set-cookie']).toBeUndefined();

    await t.settle();
    const mails = await mailsTo(t, 'later@example.com', 'Confirm your email%');
    expect(mails).toHaveLength(2);
    const open = await t.request(null, { method: 'GET', url: linkIn(mails[1]?.text).replace(testOrigin, '') });
    expect(open.statusCode).toBe(302);
    const signIn = await t.request(null, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'later@example.com', password: 'right-pass' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('no account oracle', () => {
  /** Mail kept in the outbox, held back while `hold` is on: shows that no answer waits for it. */
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  const hold = () => {
    gate = new Promise((resolve) => {
      release = resolve;
    });
  };
  let g: TestApp;
  const heldMailer: Mailer = {
    async send(message) {
      await gate;
      await g.db.insert(outboxEmails).values({ ...message, attachments: null });
    },
  };
  beforeAll(async () => {
    g = await createTestApp({}, { mailer: heldMailer });
  });
  afterAll(async () => {
    release();
    await g.close();
  });

  it('answers a sign-up with a registered address exactly like a new one, and mails the owner instead', async () => {
    await g.signUp('owner@example.com', 'owners-pass');
    hold();
    const taken = await signUpRequest(g, 'Owner@Example.com', 'intruder-1');
    const fresh = await signUpRequest(g, 'fresh@example.com', 'intruder-1');
    expect(taken.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    expect(shapeOf(taken.json())).toEqual(shapeOf(fresh.json()));
    expect(taken.json()).toMatchObject({ token: null, user: { email: 'owner@example.com', emailVerified: false } });
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(fresh.headers['set-cookie']).toBeUndefined();
    release();
    await g.settle();

    const [notice, ...others] = await mailsTo(g, 'owner@example.com', 'Someone tried%');
    expect(others).toHaveLength(0);
    expect(notice?.subject).toBe('Someone tried to sign up with your email address');
    expect(notice?.text).toContain(`${testOrigin}/forgot-password`);
    expect(await mailsTo(g, 'fresh@example.com', 'Confirm your email%')).toHaveLength(1);
    // Nothing changed for the owner: one account, the old password.
    expect(await g.db.select().from(user).where(eq(user.email, 'owner@example.com'))).toHaveLength(1);
    const signIn = await g.request(null, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'owner@example.com', password: 'owners-pass' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers a reset request alike for any address, without waiting for the mail', async () => {
    await g.signUp('reset-owner@example.com');
    hold();
    const known = await resetRequest(g, 'reset-owner@example.com');
    const unknown = await resetRequest(g, 'nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    release();
    await g.settle();
    expect(await mailsTo(g, 'reset-owner@example.com', '%reset%')).toHaveLength(1);
    expect(await mailsTo(g, 'nobody-here@example.com')).toHaveLength(0);
  });

  it('takes as long to answer for a registered address as for a new one', async () => {
    // Above the time either answer takes on a busy machine, so only the floor shows.
    const floorMs = 2 * accountAnswerFloorMs;
    const timed = await createTestApp({}, { accountAnswerFloorMs: floorMs });
    try {
      await timed.deps.auth.api.signUpEmail({
        body: { email: 'timed-owner@example.com', password: 'secret123', name: 'owner' },
      });
      const took = async (send: () => Promise<{ statusCode: number }>) => {
        const started = performance.now();
        expect((await send()).statusCode).toBe(200);
        return performance.now() - started;
      };
      for (const send of [
        (email: string) => signUpRequest(timed, email),
        (email: string) => resetRequest(timed, email),
      ]) {
        const registered = await took(() => send('timed-owner@example.com'));
        const unknown = await took(() => send(`timed-new-${crypto.randomUUID()}@example.com`));
        expect(Math.min(registered, unknown)).toBeGreaterThanOrEqual(floorMs - 1);
        expect(Math.abs(registered - unknown)).toBeLessThan(100);
      }
    } finally {
      await timed.close();
    }
  });
});

describe('sign-in', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    await t.signUp('signin@example.com', 'right-pass');
    const ok = await t.request(null, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'signin@example.com', password: 'right-pass' },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await t.request(null, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'signin@example.com', password: 'wrong-pass' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json<{ error: { code: string } }>().error.code).toBe('unauthenticated');
  });

  it('refuses a cookie-carrying POST from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', cookie: 'pitboard.session_token=x' },
      payload: { email: 'signin@example.com', password: 'right-pass' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('sessions', () => {
  it('a signed-out cookie is refused at once, though its session was just read', async () => {
    const u = await t.signUp('signout@example.com');
    expect((await t.request(u, { method: 'GET', url: '/api/cars' })).statusCode).toBe(200);
    const out = await t.request(u, { method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await t.request(u, { method: 'GET', url: '/api/cars' })).statusCode).toBe(401);
  });

  it('revoking every session refuses the cookie at once', async () => {
    const u = await t.signUp('revoke@example.com');
    expect((await t.request(u, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const revoked = await t.request(u, { method: 'POST', url: '/api/auth/revoke-sessions', payload: {} });
    expect(revoked.statusCode).toBe(200);
    expect((await t.request(u, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });
});

describe('password reset through the outbox', () => {
  it('mails a link whose token resets the password once', async () => {
    await t.signUp('forgot@example.com', 'old-password');
    const ask = await t.request(null, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'forgot@example.com', redirectTo: '/reset-password' },
    });
    expect(ask.statusCode).toBe(200);
    await t.settle();
    const [mail] = await mailsTo(t, 'forgot@example.com', '%reset%');
    expect(mail?.subject).toMatch(/reset/i);
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link.startsWith(testOrigin)).toBe(true);

    // Following the link redirects to the reset page with the token.
    const follow = await t.request(null, { method: 'GET', url: link.replace(testOrigin, '') });
    expect(follow.statusCode).toBe(302);
    const token = new URL(String(follow.headers.location), testOrigin).searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const status = await t.request(null, { method: 'GET', url: `/api/password-reset/token-status?token=${token}` });
    expect(status.json()).toEqual({ valid: true });

    const reset = await t.request(null, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'new-password', token },
    });
    expect(reset.statusCode).toBe(200);

    const again = await t.request(null, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'another-one', token },
    });
    expect(again.statusCode).toBe(400);
    const stale = await t.request(null, { method: 'GET', url: `/api/password-reset/token-status?token=${token}` });
    expect(stale.json()).toEqual({ valid: false });

    const signIn = await t.request(null, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'forgot@example.com', password: 'new-password' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits repeated sign-in attempts', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const attempt = () =>
        limited.request(null, {
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: 'nobody@example.com', password: 'whatever1' },
        });
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await attempt()).statusCode);
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes[4]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("reads the session under the API's limit only: many tabs and phones behind one address stay signed in", async () => {
    const limited = await createTestApp({ API_RATE_LIMIT_MAX: '400' });
    try {
      const user = await limited.signUp();
      const read = () => limited.request(user, { method: 'GET', url: '/api/auth/get-session' });
      const codes = new Set<number>();
      for (let i = 0; i < 320; i++) codes.add((await read()).statusCode);
      expect([...codes]).toEqual([200]);
      for (let i = 0; i < 100; i++) codes.add((await read()).statusCode);
      expect(codes.has(429)).toBe(true);
    } finally {
      await limited.close();
    }
  });
});
