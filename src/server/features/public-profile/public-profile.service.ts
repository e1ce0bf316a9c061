import crypto from 'node:crypto';
import { AppError } from '@shared/lib/app-error';
import {
  publicProfileLimits,
  publicProfileMessages,
  publicUrlIdPattern,
  type PublicProfileSettings,
  type PublicProfileValues,
  type PublicProfileView,
  type TeamRecords,
  type TeamRecordsInput,
} from '@shared/public-profile/public-profile.contract';
import { defaultPublicProfile, profileStatistics } from '@shared/public-profile/public-profile.rules';
import type { RequestContext } from '../../auth/request-context';
import type { PublicDb } from '../../db/team-db';
import {
  findAllowTeamRecords,
  findPublicProfile,
  findSharedProfile,
  insertPublicProfile,
  listRecentRaces,
  listShownCars,
  listShownEvents,
  listShownRepairs,
  listTrackBestLaps,
  readRaceTotals,
  saveAllowTeamRecords,
  savePublicProfile,
  type PublicProfileRow,
} from './public-profile.repository';

/** A link id nobody can guess: 16 random bytes, 22 characters of base64url. */
export function newPublicUrlId(): string {
  return crypto.randomBytes(16).toString('base64url');
}

function toSettings(row: PublicProfileRow, allowTeamRecords: boolean): PublicProfileSettings {
  return {
    publicUrlId: row.publicUrlId,
    displayName: row.displayName,
    bio: row.bio,
    isPublic: row.isPublic,
    showCars: row.showCars,
    showEvents: row.showEvents,
    showRepairs: row.showRepairs,
    allowTeamRecords,
  };
}

/**
 * Makes the member's profile in the context's team (private, the spec's defaults) unless they
 * have one; part of the caller's transaction. Called wherever someone becomes a member of a team.
 */
export async function createPublicProfile(ctx: RequestContext): Promise<void> {
  await insertPublicProfile(ctx.team, {
    ...defaultPublicProfile(ctx.email),
    userId: ctx.userId,
    publicUrlId: newPublicUrlId(),
  });
}

/** The signed-in member's profile in the current team (the defaults if the membership has none yet). */
export async function getPublicProfileSettings(ctx: RequestContext): Promise<PublicProfileSettings> {
  const [row, allowTeamRecords] = await Promise.all([
    findPublicProfile(ctx.team, ctx.userId),
    findAllowTeamRecords(ctx.team),
  ]);
  return row
    ? toSettings(row, allowTeamRecords)
    : { publicUrlId: null, ...defaultPublicProfile(ctx.email), allowTeamRecords };
}

export async function changePublicProfile(
  ctx: RequestContext,
  values: PublicProfileValues,
): Promise<PublicProfileSettings> {
  const [row, allowTeamRecords] = await Promise.all([
    savePublicProfile(ctx.team, ctx.userId, newPublicUrlId(), values),
    findAllowTeamRecords(ctx.team),
  ]);
  return toSettings(row, allowTeamRecords);
}

/**
 * Allows, or stops, the team's own cars, events and repairs on its members' public profiles.
 * The route lets only team managers here (`publish_team_records`).
 */
export async function changeTeamRecords(ctx: RequestContext, input: TeamRecordsInput): Promise<TeamRecords> {
  return { allowTeamRecords: await saveAllowTeamRecords(ctx.team, input.allowTeamRecords) };
}

const profileNotFound = () => new AppError('not_found', publicProfileMessages.notFound);

/**
 * What anyone with the link sees: the profile while it is public and its owner still belongs to
 * the team, the team's own racing record (nothing of clients' cars), and the team's cars, events
 * and repairs the owner shows if the team allows them. Otherwise 404, the same for a private,
 * unknown or malformed link.
 */
export async function getSharedProfile(publicDb: PublicDb, publicId: string): Promise<PublicProfileView> {
  if (!publicUrlIdPattern.test(publicId)) throw profileNotFound();
  const shared = await findSharedProfile(publicDb, publicId);
  if (!shared) throw profileNotFound();
  const { profile, team } = shared;
  const teamRecords = await findAllowTeamRecords(team);
  const [totals, bestLaps, recentRaces, cars, events, repairs] = await Promise.all([
    readRaceTotals(team),
    listTrackBestLaps(team),
    listRecentRaces(team, publicProfileLimits.races),
    teamRecords && profile.showCars ? listShownCars(team, publicProfileLimits.cars) : undefined,
    teamRecords && profile.showEvents ? listShownEvents(team, publicProfileLimits.events) : undefined,
    teamRecords && profile.showRepairs ? listShownRepairs(team, publicProfileLimits.repairs) : undefined,
  ]);
  return {
    displayName: profile.displayName,
    bio: profile.bio,
    statistics: profileStatistics(totals, bestLaps),
    recentRaces,
    ...(cars ? { cars } : {}),
    ...(events ? { events } : {}),
    ...(repairs ? { repairs } : {}),
  };
}
