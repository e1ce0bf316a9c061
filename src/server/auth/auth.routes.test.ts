import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, outboxEmails, subscriptions, user } from '../db/schema';
import { createTestApp, testOrigin, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

  it('sets an httpOnly SameSite session cookie', async () => {
    const res = await t.request(null, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'cookie@example.com', password: 'secret123', name: 'cookie' },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
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

describe('password reset through the outbox', () => {
  it('mails a link whose token resets the password once', async () => {
    await t.signUp('forgot@example.com', 'old-password');
    const ask = await t.request(null, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'forgot@example.com', redirectTo: '/reset-password' },
    });
    expect(ask.statusCode).toBe(200);
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'forgot@example.com'));
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
});
