import { boolean, date, doublePrecision, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cars } from './cars';
import { inputBounds } from '@shared/lib/input-bounds';
import { rangeChecks, teamKey, teamOwned, teamReference, timestamps } from './columns';

export const userPreferences = pgTable(
  'user_preferences',
  {
    ...teamOwned(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    showCompletedRepairs: boolean().notNull(),
    showPastEvents: boolean().notNull(),
    showRacingFeatures: boolean().notNull(),
    raceShopEnabled: boolean().notNull(),
    notificationPreferences: jsonb().$type<{ email: boolean; push: boolean }>().notNull(),
    displayPreferences: jsonb().$type<{ compactView: boolean; showImages: boolean }>().notNull(),
    /** mph, whatever the units shown (migration average-speed-mph converted the km/h of metric users). */
    averageSpeed: doublePrecision().notNull(),
    useMetric: boolean().notNull(),
    firstName: text(),
    lastName: text(),
    company: text(),
    email: text(),
    phone: text(),
    address: text(),
    defaultCarId: uuid(),
    onboardedAt: date(),
    ...timestamps(),
  },
  (t) => [
    teamKey('user_preferences', t),
    teamReference('user_preferences', 'defaultCarId', t, cars).onDelete('set null'),
    // A member has preferences in each team they belong to (the default car is one of its cars).
    uniqueIndex('user_preferences_team_user_idx').on(t.teamId, t.userId),
    index('user_preferences_user_idx').on(t.userId),
    ...rangeChecks('user_preferences', t, { averageSpeed: inputBounds.speed }),
  ],
);

/** One subscription per team: plan limits count the team's records. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    ...teamOwned(),
    plan: text({ enum: ['free', 'monthly', 'annual'] })
      .notNull()
      .default('free'),
    active: boolean().notNull().default(true),
    nextBillingDate: date(),
    ...timestamps(),
  },
  (t) => [teamKey('subscriptions', t), uniqueIndex('subscriptions_team_idx').on(t.teamId)],
);

/** Mail that was not sent over SMTP lands here (and in the server log). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    ...timestamps(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to)],
);
