import { and, eq, gt } from 'drizzle-orm';
import { verification } from '../../db/schema';
import type { PublicDb } from '../../db/team-db';

/** Whether a password reset link's token is one better-auth issued and has not yet expired. */
export async function isResetTokenLive({ db }: PublicDb, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, new Date())))
    .limit(1);
  return row !== undefined;
}
