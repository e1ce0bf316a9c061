import { and, eq, notLike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAnswerFloorMs } from '../../auth/auth.routes';
import { outboxEmails, user } from '../../db/schema';
import { createTestApp, testOrigin, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me', () => {
  it('answers 401 in the error shape without a session', async () => {
    const res = await t.request(null, { method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: 'Not authenticated' } });
  });

  it('returns the user, their team and role', async () => {
    const u = await t.signUp('me@example.com');
    const res = await t.request(u, { method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: 'me@example.com' },
      team: { id: u.teamId },
      role: 'team_manager',
      onboarded: false,
    });
  });
});

describe('POST /api/me/email', () => {
  type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

  /** Mail to `address` once the mail still going out is sent, the sign-up confirmation aside. */
  const mailsTo = async (address: string) => {
    await t.settle();
    return t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, address), notLike(outboxEmails.subject, 'Confirm your email to finish%')));
  };
  const emailOf = async (userId: string) =>
    (await t.db.select({ email: user.email }).from(user).where(eq(user.id, userId)))[0]?.email;
  const signIn = (email: string, password: string) =>
    t.request(null, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  const change = (u: TestUser | null, payload: Record<string, string>) =>
    t.request(u, { method: 'POST', url: '/api/me/email', payload });

  it('answers 401 without a session', async () => {
    const res = await change(null, { currentPassword: 'secret123', newEmail: 'x@example.com' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a bad body with the field message', async () => {
    const u = await t.signUp();
    const res = await change(u, { currentPassword: '', newEmail: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.fields).toEqual({
      currentPassword: 'Enter your current password',
      newEmail: 'Invalid email format',
    });
  });

  it('requires the current password and changes nothing without it', async () => {
    const u = await t.signUp('keeper@example.com', 'right-pass');
    const res = await change(u, { currentPassword: 'wrong-pass', newEmail: 'thief@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.fields).toEqual({ currentPassword: 'Your current password is not correct' });
    expect(await emailOf(u.userId)).toBe('keeper@example.com');
    expect(await mailsTo('thief@example.com')).toHaveLength(0);
  });

  it("answers a taken address exactly as a new one, and tells that address's owner by mail", async () => {
    await t.signUp('taken@example.com');
    const u = await t.signUp('wants-taken@example.com', 'right-pass');
    const taken = await change(u, { currentPassword: 'right-pass', newEmail: 'Taken@Example.com' });
    const fresh = await change(u, { currentPassword: 'right-pass', newEmail: 'Fresh-Address@Example.com' });
    expect(taken.statusCode).toBe(202);
    expect(fresh.statusCode).toBe(202);
    const withoutAddress = (res: typeof taken) => res.body.replace(/"[^"]+@example\.com"/, '"…"');
    expect(withoutAddress(taken)).toBe(withoutAddress(fresh));
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(taken.json()).toEqual({ pendingEmail: 'taken@example.com' });
    expect(await emailOf(u.userId)).toBe('wants-taken@example.com');

    // The owner of the taken address is told, and gets no link; the new address gets the link.
    const [notice] = await mailsTo('taken@example.com');
    expect(notice?.subject).toBe('Someone tried to use your email address for another Pitboard account');
    expect(notice?.text).not.toMatch(/https?:\/\/\S+verify-email/);
    expect((await mailsTo('fresh-address@example.com'))[0]?.subject).toBe('Confirm your new Pitboard email address');
    // The account's own address hears the same about both.
    const told = (await mailsTo('wants-taken@example.com')).map((m) => m.text.replace(/\S+@example\.com/, '…'));
    expect(told).toHaveLength(2);
    expect(told[0]).toBe(told[1]);
  });

  it('takes as long to answer for a taken address as for a new one', async () => {
    // Above the time either answer takes on a busy machine, so only the floor shows.
    const floorMs = 2 * accountAnswerFloorMs;
    const timed = await createTestApp({}, { accountAnswerFloorMs: floorMs });
    try {
      await timed.signUp('timed-taken@example.com');
      const u = await timed.signUp('timed-mover@example.com', 'right-pass');
      const took = async (newEmail: string) => {
        const started = performance.now();
        const res = await timed.request(u, {
          method: 'POST',
          url: '/api/me/email',
          payload: { currentPassword: 'right-pass', newEmail },
        });
        expect(res.statusCode).toBe(202);
        return performance.now() - started;
      };
      const taken = await took('timed-taken@example.com');
      const fresh = await took(`timed-new-${crypto.randomUUID()}@example.com`);
      expect(Math.min(taken, fresh)).toBeGreaterThanOrEqual(floorMs - 1);
      expect(Math.abs(taken - fresh)).toBeLessThan(100);
    } finally {
      await timed.close();
    }
  });

  it('refuses the address the account already has', async () => {
    const u = await t.signUp('same@example.com', 'right-pass');
    const res = await change(u, { currentPassword: 'right-pass', newEmail: 'same@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.fields).toEqual({ newEmail: 'This is already your email address' });
  });

  it('changes the address only when the link mailed to the new one is opened, and tells the old one', async () => {
    const u = await t.signUp('old-address@example.com', 'right-pass');
    const res = await change(u, { currentPassword: 'right-pass', newEmail: 'new-address@example.com' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ pendingEmail: 'new-address@example.com' });

    // Nothing changed yet: the old address still signs in, the new one does not.
    expect(await emailOf(u.userId)).toBe('old-address@example.com');
    expect((await signIn('old-address@example.com', 'right-pass')).statusCode).toBe(200);
    expect((await signIn('new-address@example.com', 'right-pass')).statusCode).toBe(401);

    const [notice] = await mailsTo('old-address@example.com');
    expect(notice?.text).toContain('new-address@example.com');
    const [confirmation] = await mailsTo('new-address@example.com');
    expect(confirmation?.subject).toBe('Confirm your new Pitboard email address');
    const link = /https?:\/\/\S+/.exec(confirmation?.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${testOrigin}/api/auth/verify-email?`)).toBe(true);

    const open = await t.request(null, { method: 'GET', url: link.replace(testOrigin, '') });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe('/settings?email-change=confirmed');
    expect(await emailOf(u.userId)).toBe('new-address@example.com');
    expect((await signIn('new-address@example.com', 'right-pass')).statusCode).toBe(200);
    expect((await signIn('old-address@example.com', 'right-pass')).statusCode).toBe(401);

    // The link works once.
    const again = await t.request(null, { method: 'GET', url: link.replace(testOrigin, '') });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/settings?email-change=confirmed&error=INVALID_TOKEN');
  });

  it('says so when the address was taken between the request and the confirmation', async () => {
    const u = await t.signUp('slow@example.com', 'right-pass');
    expect((await change(u, { currentPassword: 'right-pass', newEmail: 'race@example.com' })).statusCode).toBe(202);
    await t.signUp('race@example.com');
    const [confirmation] = await mailsTo('race@example.com');
    const link = /https?:\/\/\S+/.exec(confirmation?.text ?? '')?.[0] ?? '';
    const open = await t.request(null, { method: 'GET', url: link.replace(testOrigin, '') });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe('/settings?email-change=confirmed&error=EMAIL_TAKEN');
    expect(await emailOf(u.userId)).toBe('slow@example.com');
  });

  it('leaves no way to change the address without the password', async () => {
    const u = await t.signUp('direct@example.com', 'right-pass');
    const direct = await t.request(u, {
      method: 'POST',
      url: '/api/auth/change-email',
      payload: { newEmail: 'direct-thief@example.com' },
    });
    expect(direct.statusCode).toBe(404);
    const update = await t.request(u, {
      method: 'POST',
      url: '/api/auth/update-user',
      payload: { email: 'direct-thief@example.com' },
    });
    expect(update.statusCode).toBe(400);
    expect(await emailOf(u.userId)).toBe('direct@example.com');
    expect(await mailsTo('direct-thief@example.com')).toHaveLength(0);
  });
});
