import { z } from 'zod';
import { optionalText, requiredText } from '../lib/schema-helpers';

export const publicProfileMessages = {
  displayNameRequired: 'Display name is required',
  switchInvalid: 'Must be on or off',
  notFound: 'Profile not found',
  notFoundDetail: "This profile may be private or doesn't exist.",
  loadFailed: 'Public profile could not be loaded',
  saveFailed: 'Public profile could not be saved',
  saved: 'Public profile saved',
  copied: 'Copied',
} as const;

/** How long the copy-link button says it copied the link. */
export const copiedMessageMs = 2000;

/** How many of each the public profile shows (spec: latest 5 races, 3 events, 3 repairs; cars by name). */
export const publicProfileLimits = { races: 5, events: 3, repairs: 3, cars: 50 } as const;

export const displayNameMaxLength = 100;
export const bioMaxLength = 1000;

/** The signed-in member's own profile in the current team, as the settings page edits it. */
export const publicProfileSettingsSchema = z.object({
  /**
   * The random part of the profile's link (/p/{publicUrlId}); null only for a membership made
   * without its profile, until the first save makes it.
   */
  publicUrlId: z.string().nullable(),
  displayName: z.string(),
  bio: z.string().nullable(),
  isPublic: z.boolean(),
  showCars: z.boolean(),
  showEvents: z.boolean(),
  showRepairs: z.boolean(),
  /**
   * The team's choice, read-only here: whether its own cars, events and repairs may appear on its
   * members' profiles (the show switches above apply only then). A team manager sets it.
   */
  allowTeamRecords: z.boolean(),
});
z.globalRegistry.add(publicProfileSettingsSchema, { id: 'PublicProfileSettings' });
export type PublicProfileSettings = z.infer<typeof publicProfileSettingsSchema>;

const profileSwitch = () => z.boolean({ error: publicProfileMessages.switchInvalid });

/** The settings form, checked the same way in the browser and on the server. */
export const publicProfileInputSchema = z.object({
  displayName: requiredText(publicProfileMessages.displayNameRequired, displayNameMaxLength),
  bio: optionalText(bioMaxLength),
  isPublic: profileSwitch(),
  showCars: profileSwitch(),
  showEvents: profileSwitch(),
  showRepairs: profileSwitch(),
});
export type PublicProfileInput = z.input<typeof publicProfileInputSchema>;
export type PublicProfileValues = z.output<typeof publicProfileInputSchema>;

/** PUT /api/public-profile/team-records: a team manager allows, or stops, the team's records on profiles. */
export const teamRecordsInputSchema = z.object({ allowTeamRecords: profileSwitch() });
export type TeamRecordsInput = z.infer<typeof teamRecordsInputSchema>;
export const teamRecordsSchema = z.object({ allowTeamRecords: z.boolean() });
export type TeamRecords = z.infer<typeof teamRecordsSchema>;

/** The random part of a profile link: letters, digits, '-' and '_'. Anything else names no profile. */
export const publicUrlIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** Any text: one that is no link id answers 404 'Profile not found' like an unknown one. */
export const publicProfileParams = z.object({ publicId: z.string() });

export const bestLapAtTrackSchema = z.object({
  trackName: z.string(),
  bestLapMs: z.number(),
  /** m:ss.mmm */
  bestLapTime: z.string(),
  date: z.string(),
  carName: z.string(),
});
export type BestLapAtTrack = z.infer<typeof bestLapAtTrackSchema>;

export const profileStatisticsSchema = z.object({
  totalRaces: z.number(),
  wins: z.number(),
  podiums: z.number(),
  distinctTracks: z.number(),
  /** Of the races with a finish position, to one decimal; null when none has one. */
  averageFinish: z.number().nullable(),
  bestFinish: z.number().nullable(),
  /** Percent of all races, to one decimal; null without races. */
  winRate: z.number().nullable(),
  podiumRate: z.number().nullable(),
  bestLaps: z.array(bestLapAtTrackSchema),
});
export type ProfileStatistics = z.infer<typeof profileStatisticsSchema>;

export const publicRaceSchema = z.object({
  date: z.string(),
  eventName: z.string().nullable(),
  trackName: z.string(),
  carName: z.string(),
  startPosition: z.number().nullable(),
  finishPosition: z.number().nullable(),
  totalParticipants: z.number().nullable(),
  bestLapTime: z.string().nullable(),
});
export type PublicRace = z.infer<typeof publicRaceSchema>;

export const publicCarSchema = z.object({
  name: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().nullable(),
  /** The class the car last raced in. */
  class: z.string().nullable(),
});
export type PublicCar = z.infer<typeof publicCarSchema>;

export const publicEventSchema = z.object({
  name: z.string(),
  date: z.string(),
  trackName: z.string(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const publicRepairSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  /** Completed, else scheduled; null when neither is known. */
  date: z.string().nullable(),
  carName: z.string(),
  status: z.string(),
});
export type PublicRepair = z.infer<typeof publicRepairSchema>;

/**
 * What anyone with the link sees of a public profile, and nothing else: no address, no ids,
 * no costs, no clients. Nothing of a client's car is there (the car, its events and
 * registrations, repairs, results and laps). The team's own cars, events and repairs are there
 * only when the team allows them and the owner shows them.
 */
export const publicProfileViewSchema = z.object({
  displayName: z.string(),
  bio: z.string().nullable(),
  statistics: profileStatisticsSchema,
  recentRaces: z.array(publicRaceSchema),
  cars: z.array(publicCarSchema).optional(),
  events: z.array(publicEventSchema).optional(),
  repairs: z.array(publicRepairSchema).optional(),
});
export type PublicProfileView = z.infer<typeof publicProfileViewSchema>;
