import { AppError } from '@shared/lib/app-error';
import type { OptionsFilter } from '@shared/lib/options.contract';
import { trackMessages, type Track, type TrackOption, type TrackValues } from '@shared/tracks/tracks.contract';
import type { RequestContext } from '../../auth/request-context';
import { inBatches } from '../../db/batches';
import {
  deleteTrack,
  findTrack,
  insertTrack,
  insertTracks,
  listTrackOptions,
  listTracks,
  lockTrack,
  setTrackArchivedAt as setTrackArchivedAtRow,
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
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

const trackNotFound = () => new AppError('not_found', trackMessages.notFound);

/** The team's active tracks (the list), or the archived ones. */
export async function getTracks(
  ctx: RequestContext,
  { archived = false }: { archived?: boolean } = {},
): Promise<Track[]> {
  return (await listTracks(ctx.team, archived)).map(toTrack);
}

/** The active tracks of a picker (see trackOptionsQuerySchema). */
export async function getTrackOptions(ctx: RequestContext, query: OptionsFilter): Promise<TrackOption[]> {
  return listTrackOptions(ctx.team, query);
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

/** One of the team's tracks; with `lock`, locked until the transaction ends (archiving, restoring or deleting it). */
export async function findTrackRecord(ctx: RequestContext, id: string, lock = false): Promise<Track | undefined> {
  const row = lock ? await lockTrack(ctx.team, id) : await findTrack(ctx.team, id);
  return row && toTrack(row);
}

/** Archives the track (a date) or restores it (null). */
export async function setTrackArchivedAt(
  ctx: RequestContext,
  id: string,
  archivedAt: Date | null,
): Promise<Track | undefined> {
  const row = await setTrackArchivedAtRow(ctx.team, id, archivedAt);
  return row && toTrack(row);
}

/** Deletes the track, with the cars' setup notes for it; false when the team has no such track. */
export async function deleteTrackRecord(ctx: RequestContext, id: string): Promise<boolean> {
  return deleteTrack(ctx.team, id);
}

/** Adds the tracks of an import, in batches; answers how many. Part of the caller's transaction. */
export async function importTracks(ctx: RequestContext, inputs: readonly TrackValues[]): Promise<number> {
  const rows = await inBatches(inputs, (batch) => insertTracks(ctx.team, batch));
  return rows.length;
}
