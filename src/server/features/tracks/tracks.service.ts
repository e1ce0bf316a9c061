import { AppError } from '@shared/lib/app-error';
import { trackMessages, type Track, type TrackValues } from '@shared/tracks/tracks.contract';
import { transaction, type RequestContext } from '../../auth/request-context';
import { databaseErrorOf } from '../../db/references';
import { countEventsAtTrack } from '../events/events.service';
import { countResultsAtTrack } from '../race-results/race-results.service';
import {
  deleteTrack as deleteTrackRow,
  findTrack,
  insertTrack,
  listTracks,
  updateTrack as updateTrackRow,
  type TrackRow,
} from './tracks.repository';

export function toTrack(row: TrackRow): Track {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    length: row.length,
    type: row.type,
    description: row.description,
    imageUrl: row.imageUrl,
  };
}

const trackNotFound = () => new AppError('not_found', trackMessages.notFound);

export async function getTracks(ctx: RequestContext): Promise<Track[]> {
  return (await listTracks(ctx.team)).map(toTrack);
}

export async function getTrack(ctx: RequestContext, id: string): Promise<Track> {
  const row = await findTrack(ctx.team, id);
  if (!row) throw trackNotFound();
  return toTrack(row);
}

export async function createTrack(ctx: RequestContext, input: TrackValues): Promise<Track> {
  return toTrack(await insertTrack(ctx.team, input));
}

export async function changeTrack(ctx: RequestContext, id: string, input: TrackValues): Promise<Track> {
  const row = await updateTrackRow(ctx.team, id, input);
  if (!row) throw trackNotFound();
  return toTrack(row);
}

/** A foreign key still points at the row (an event was added at the same moment). */
function isForeignKeyViolation(err: unknown): boolean {
  return databaseErrorOf(err)?.code === '23503';
}

/**
 * Deletes a track that no event and no race result uses. A track in use answers 409 with a
 * message saying why, so the user can move or delete those records first.
 */
export async function removeTrack(ctx: RequestContext, id: string): Promise<void> {
  try {
    await transaction(ctx, async (ctx) => {
      if (!(await findTrack(ctx.team, id))) throw trackNotFound();
      const eventCount = await countEventsAtTrack(ctx, id);
      if (eventCount > 0) throw AppError.conflict(trackMessages.inUse(eventCount));
      if ((await countResultsAtTrack(ctx, id)) > 0) throw AppError.conflict(trackMessages.hasResults);
      await deleteTrackRow(ctx.team, id);
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw AppError.conflict(trackMessages.inUse(await countEventsAtTrack(ctx, id)));
    throw err;
  }
}
