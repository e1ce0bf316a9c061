import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { teamKey, teamOwned, timestamps } from './columns';

/**
 * A member's private calendar feed in one team. The feed's address carries a random token of 32
 * bytes; only its SHA-256 is kept, so the table alone opens no feed. Revoking deletes the row;
 * regenerating replaces the hash, and the old address answers 404 from then on.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    ...teamOwned(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token in the feed's address. */
    tokenHash: text().notNull(),
    ...timestamps(),
  },
  (t) => [
    teamKey('calendar_feeds', t),
    uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash),
    uniqueIndex('calendar_feeds_team_user_idx').on(t.teamId, t.userId),
  ],
);
