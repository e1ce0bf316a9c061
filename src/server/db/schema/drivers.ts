import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { archivable, teamKey, teamOwned, timestamps } from './columns';

export const drivers = pgTable(
  'drivers',
  {
    ...teamOwned(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text(),
    phone: text(),
    licenseNumber: text(),
    ...archivable(),
    ...timestamps(),
  },
  (t) => [teamKey('drivers', t), index('drivers_team_name_idx').on(t.teamId, t.name)],
);
