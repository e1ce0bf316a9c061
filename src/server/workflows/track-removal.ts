import { AppError } from '@shared/lib/app-error';
import type { Removal } from '@shared/lib/removal.contract';
import { trackMessages, type Track } from '@shared/tracks/tracks.contract';
import { trackRelations } from '@shared/tracks/track-removal.rules';
import type { RequestContext } from '../auth/request-context';
import { deleteTrackRecord, findTrackRecord, setTrackArchivedAt } from '../features/tracks/tracks.service';
import {
  archiveRecord,
  deleteRecordWithoutHistory,
  getRemoval,
  restoreRecord,
  type RemovableRecord,
} from './record-removal';

/*
 * Archiving, restoring and deleting a track. Its history is what other features recorded there
 * (events, results), so this lives above the features.
 */

const tracks: RemovableRecord<Track> = {
  table: 'tracks',
  relations: trackRelations,
  notFound: () => new AppError('not_found', trackMessages.notFound),
  find: findTrackRecord,
  setArchivedAt: setTrackArchivedAt,
  delete: deleteTrackRecord,
};

/** What the destructive action on the track does: archive it (it has history) or delete it, and with what. */
export const getTrackRemoval = (ctx: RequestContext, id: string): Promise<Removal> => getRemoval(ctx, tracks, id);

/** Hides the track from lists and pickers; its events, results and records stay and still name it. */
export const archiveTrack = (ctx: RequestContext, id: string): Promise<Track> => archiveRecord(ctx, tracks, id);

export const restoreTrack = (ctx: RequestContext, id: string): Promise<Track> => restoreRecord(ctx, tracks, id);

/**
 * Deletes a track without events or results, with the cars' setup notes for it. A track with
 * history answers 409 and stays (archive it); its events and results refuse the delete in the
 * database as well, so an event added at the same moment keeps its track.
 */
export async function deleteTrack(ctx: RequestContext, id: string): Promise<void> {
  await deleteRecordWithoutHistory(ctx, tracks, id);
}
