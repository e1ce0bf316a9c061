import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organization } from './auth';

/** Columns every team-owned table starts with. */
export const teamOwned = () => ({
  id: uuid().primaryKey().defaultRandom(),
  teamId: text()
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
});

export const timestamps = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
