import { AppError } from '@shared/lib/app-error';
import type { Removal } from '@shared/lib/removal.contract';
import { historyConflictMessage } from '@shared/lib/removal.rules';
import { trackMessages, type Track } from '@shared/tracks/tracks.contract';
import { trackRemoval, type TrackRelationCounts } from '@shared/tracks/track-removal.rules';
import { transaction, type RequestContext } from '../auth/request-context';
import { countTrackSetupsOf } from '../features/car-track-setups/car-track-setups.service';
import { countEventsAtTrack } from '../features/events/events.service';
import { countResultsAtTrack } from '../features/race-results/race-results.service';
import { deleteTrack as deleteTrackRow, findTrack, lockTrack, setTrackArchivedAt } from '../features/tracks/tracks.repository';
import { toTrack } from '../features/tracks/tracks.service';

/*
 * Archiving, restoring and deleting a track. Deciding needs the counts of other features' rows,
 * so this lives apart from the tracks service, which other features use: nothing imports this
 * file but the routes.
 */

const trackNotFound = () => new AppError('not_found', trackMessages.notFound);

async function countTrackRelations(ctx: RequestContext, trackId: string): Promise<TrackRelationCounts> {
  return {
    events: await countEventsAtTrack(ctx, trackId),
    results: await countResultsAtTrack(ctx, trackId),
    setupNotes: await countTrackSetupsOf(ctx, { trackId }),
  };
}

/** What the destructive action on the track does: archive it (it has history) or delete it, and with what. */
export async function getTrackRemoval(ctx: RequestContext, id: string): Promise<Removal> {
  const track = await findTrack(ctx.team, id);
  if (!track) throw trackNotFound();
  return { archivedAt: track.archivedAt?.toISOString() ?? null, ...trackRemoval(await countTrackRelations(ctx, id)) };
}

/** Hides the track from lists and pickers; its events, results and records stay and still name it. */
export async function archiveTrack(ctx: RequestContext, id: string): Promise<Track> {
  return transaction(ctx, async (ctx) => {
    const track = await lockTrack(ctx.team, id);
    if (!track) throw trackNotFound();
    if (track.archivedAt) return toTrack(track);
    const archived = await setTrackArchivedAt(ctx.team, id, new Date());
    if (!archived) throw trackNotFound();
    return toTrack(archived);
  });
}

export async function restoreTrack(ctx: RequestContext, id: string): Promise<Track> {
  return transaction(ctx, async (ctx) => {
    const track = await lockTrack(ctx.team, id);
    if (!track) throw trackNotFound();
    if (!track.archivedAt) return toTrack(track);
    const restored = await setTrackArchivedAt(ctx.team, id, null);
    if (!restored) throw trackNotFound();
    return toTrack(restored);
  });
}

/**
 * Deletes a track without events or results, with the cars' setup notes for it. A track with
 * history answers 409 and stays (archive it); its events and results refuse the delete in the
 * database as well, so an event added at the same moment keeps its track.
 */
export async function deleteTrack(ctx: RequestContext, id: string): Promise<void> {
  await transaction(ctx, async (ctx) => {
    if (!(await lockTrack(ctx.team, id))) throw trackNotFound();
    const plan = trackRemoval(await countTrackRelations(ctx, id));
    if (plan.action === 'archive') throw AppError.conflict(historyConflictMessage('Track', plan.history));
    if (!(await deleteTrackRow(ctx.team, id))) throw trackNotFound();
  });
}
