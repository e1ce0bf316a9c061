import crypto from 'node:crypto';
import { AppError } from '@shared/lib/app-error';
import {
  publicProfileLimits,
  publicProfileMessages,
  publicUrlIdPattern,
  type PublicProfileSettings,
  type PublicProfileValues,
  type PublicProfileView,
} from '@shared/public-profile/public-profile.contract';
import { defaultPublicProfile, profileStatistics } from '@shared/public-profile/public-profile.rules';
import type { RequestContext } from '../../auth/request-context';
import type { PublicDb } from '../../db/team-db';
import {
  findPublicProfile,
  findSharedProfile,
  insertPublicProfile,
  listRecentRaces,
  listShownCars,
  listShownEvents,
  listShownRepairs,
  listTrackBestLaps,
  readRaceTotals,
  savePublicProfile,
  type PublicProfileRow,
} from './public-profile.repository';

/** A link id nobody can guess: 16 random bytes, 22 characters of base64url. */
export function newPublicUrlId(): string {
  return crypto.randomBytes(16).toString('base64url');
}

function toSettings(row: PublicProfileRow): PublicProfileSettings {
  return {
    publicUrlId: row.publicUrlId,
    displayName: row.displayName,
    bio: row.bio,
    isPublic: row.isPublic,
    showCars: row.showCars,
    showEvents: row.showEvents,
    showRepairs: row.showRepairs,
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
  const row = await findPublicProfile(ctx.team, ctx.userId);
  return row ? toSettings(row) : { publicUrlId: null, ...defaultPublicProfile(ctx.email) };
}

export async function changePublicProfile(
  ctx: RequestContext,
  values: PublicProfileValues,
): Promise<PublicProfileSettings> {
  return toSettings(await savePublicProfile(ctx.team, ctx.userId, newPublicUrlId(), values));
}

const profileNotFound = () => new AppError('not_found', publicProfileMessages.notFound);

/**
 * What anyone with the link sees: the profile while it is public and its owner still belongs to
 * the team, the team's racing record, and the sections the owner shows. Otherwise 404, the same
 * for a private, unknown or malformed link.
 */
export async function getSharedProfile(publicDb: PublicDb, publicId: string): Promise<PublicProfileView> {
  if (!publicUrlIdPattern.test(publicId)) throw profileNotFound();
  const shared = await findSharedProfile(publicDb, publicId);
  if (!shared) throw profileNotFound();
  const { profile, team } = shared;
  const [totals, bestLaps, recentRaces, cars, events, repairs] = await Promise.all([
    readRaceTotals(team),
    listTrackBestLaps(team),
    listRecentRaces(team, publicProfileLimits.races),
    profile.showCars ? listShownCars(team, publicProfileLimits.cars) : undefined,
    profile.showEvents ? listShownEvents(team, publicProfileLimits.events) : undefined,
    profile.showRepairs ? listShownRepairs(team, publicProfileLimits.repairs) : undefined,
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
