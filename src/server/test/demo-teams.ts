import { eq } from 'drizzle-orm';
import { user } from '../db/schema';
import { demoAccount, seedDemo } from '../seed/demo-seed';
import { testOrigin, type TestApp, type TestUser } from './test-app';

/**
 * Two teams, each with the demo data (a row in every table the demo covers), in the test
 * app's database; returns the first team's signed-in user and both team ids.
 */
export async function seedTwoDemoTeams(t: TestApp): Promise<{ user: TestUser; teamA: string; teamB: string }> {
  const a = await seedDemo(t.deps);
  // The demo seed replaces the account with the demo address: give the first one another.
  const addressA = 'demo-a@example.com';
  await t.db.update(user).set({ email: addressA }).where(eq(user.email, demoAccount.email));
  const b = await seedDemo(t.deps);
  // The sign-ups' confirmation mails go out after them: done before a test compares tables.
  await t.settle();
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testOrigin },
    payload: { email: addressA, password: demoAccount.password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const setCookie = signIn.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0]).join('; ');
  return { user: { email: addressA, cookie, userId: a.userId, teamId: a.teamId }, teamA: a.teamId, teamB: b.teamId };
}
