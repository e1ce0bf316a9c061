import { AppError } from '@shared/lib/app-error';
import { trackMessages, type Track, type TrackValues } from '@shared/tracks/tracks.contract';
import type { RequestContext } from '../../auth/request-context';
import type { Database } from '../../db/client';
import {
  countTrackEvents,
  countTrackResults,
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

export async function getTracks(db: Database, ctx: RequestContext): Promise<Track[]> {
  return (await listTracks(db, ctx.teamId)).map(toTrack);
}

export async function getTrack(db: Database, ctx: RequestContext, id: string): Promise<Track> {
  const row = await findTrack(db, ctx.teamId, id);
  if (!row) throw trackNotFound();
  return toTrack(row);
}

export async function createTrack(db: Database, ctx: RequestContext, input: TrackValues): Promise<Track> {
  return toTrack(await insertTrack(db, ctx.teamId, input));
}

export async function changeTrack(db: Database, ctx: RequestContext, id: string, input: TrackValues): Promise<Track> {
  const row = await updateTrackRow(db, ctx.teamId, id, input);
  if (!row) throw trackNotFound();
  return toTrack(row);
}

/** A foreign key still points at the row (an event was added at the same moment). */
function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * Deletes a track that no event and no race result uses. A track in use answers 409 with a
 * message saying why, so the user can move or delete those records first.
 */
export async function removeTrack(db: Database, ctx: RequestContext, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (!(await findTrack(tx, ctx.teamId, id))) throw trackNotFound();
      const eventCount = await countTrackEvents(tx, ctx.teamId, id);
      if (eventCount > 0) throw AppError.conflict(trackMessages.inUse(eventCount));
      if ((await countTrackResults(tx, ctx.teamId, id)) > 0) throw AppError.conflict(trackMessages.hasResults);
      await deleteTrackRow(tx, ctx.teamId, id);
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw AppError.conflict(trackMessages.inUse(await countTrackEvents(db, ctx.teamId, id)));
    throw err;
  }
}
