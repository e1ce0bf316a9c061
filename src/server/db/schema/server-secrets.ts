import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets every server on this database must share (the session signing secret when
 * AUTH_SECRET is unset). The first server to start inserts it; the others read it.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
