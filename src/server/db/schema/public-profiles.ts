import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { teamKey, teamOwned, timestamps } from './columns';

/**
 * A member's racing profile in one team, shared by link: one row per (team, member), made with
 * the membership, private until the member makes it public. `public_url_id` is the link's
 * random, unguessable part.
 */
export const publicProfiles = pgTable(
  'public_profiles',
  {
    ...teamOwned(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    publicUrlId: text().notNull(),
    displayName: text().notNull(),
    bio: text(),
    isPublic: boolean().notNull().default(false),
    showCars: boolean().notNull().default(true),
    showEvents: boolean().notNull().default(false),
    showRepairs: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    teamKey('public_profiles', t),
    uniqueIndex('public_profiles_team_user_idx').on(t.teamId, t.userId),
    uniqueIndex('public_profiles_public_url_idx').on(t.publicUrlId),
  ],
);

/**
 * A team's choices about its members' public profiles: one row per team, made when a team manager
 * first chooses; no row reads as the defaults. `allow_team_records`: whether the team's own cars,
 * events and repairs may appear on them (off until a team manager allows it). A client's car and
 * what is tied to it never appear, whatever this says.
 */
export const teamProfileSettings = pgTable(
  'team_profile_settings',
  {
    ...teamOwned(),
    allowTeamRecords: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [teamKey('team_profile_settings', t), uniqueIndex('team_profile_settings_team_idx').on(t.teamId)],
);
