import { AppError } from '@shared/lib/app-error';
import type { OptionsFilter } from '@shared/lib/options.contract';
import { trackMessages, type Track, type TrackOption, type TrackValues } from '@shared/tracks/tracks.contract';
import type { RequestContext } from '../../auth/request-context';
import {
  findTrack,
  insertTrack,
  listTrackOptions,
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
