import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DueKind } from '@shared/due-list/due-list.rules';
import type { ReminderFrequency } from '@shared/reminders/reminders.rules';
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
    /** Muted kinds and frequency of the reminder digests are missing in rows saved before them (none, daily). */
    notificationPreferences: jsonb()
      .$type<{ email: boolean; push: boolean; mutedKinds?: DueKind[]; frequency?: ReminderFrequency }>()
      .notNull(),
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
    /**
     * The unguessable token of the unsubscribe link in the member's reminder mails (244 random
     * bits): the link turns their e-mail reminders in this team off, signed out.
     */
    unsubscribeToken: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    ...timestamps(),
  },
  (t) => [
    teamKey('user_preferences', t),
    uniqueIndex('user_preferences_unsubscribe_token_idx').on(t.unsubscribeToken),
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
    /** Extra headers (List-Unsubscribe …) of a mail queued in a transaction (platform/mail.ts). */
    headers: jsonb().$type<Record<string, string>>(),
    /** Files sent with the mail (an invoice's PDF): name, type and base64 content. */
    attachments: jsonb().$type<{ filename: string; contentType: string; content: string }[]>(),
    /** When SMTP accepted a queued mail; null while it waits, and for mail kept in the outbox only. */
    deliveredAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to)],
);
