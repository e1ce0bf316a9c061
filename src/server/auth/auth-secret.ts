import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

const secretName = 'auth';

/**
 * AUTH_SECRET if set; otherwise the secret kept in the database, so every server on one
 * database signs and accepts the same sessions with no manual step. The first server to start
 * stores it (a concurrent start loses the insert and reads the winner's). A secret that an
 * earlier version generated into DATA_DIR/auth-secret is the one stored, so sessions survive
 * the upgrade.
 */
export async function resolveAuthSecret(
  configured: string | undefined,
  db: Database,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  const candidate = readEarlierSecret(dataDir) ?? crypto.randomBytes(48).toString('base64url');
  await db.insert(serverSecrets).values({ name: secretName, value: candidate }).onConflictDoNothing();
  const [stored] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, secretName));
  if (!stored) throw new Error('The session signing secret could not be stored in the database');
  return stored.value;
}

function readEarlierSecret(dataDir: string): string | null {
  try {
    const existing = fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim();
    return existing.length >= 32 ? existing : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
