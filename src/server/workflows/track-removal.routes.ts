import { trackSchema } from '@shared/tracks/tracks.contract';
import { recordRemovalRoutes } from './record-removal.routes';
import { archiveTrack, deleteTrack, getTrackRemoval, restoreTrack } from './track-removal';

export const trackRemovalRoutes = recordRemovalRoutes({
  noun: 'track',
  path: '/api/tracks',
  tags: ['tracks'],
  removalDescription:
    'Whether deleting the track would archive it instead (it has history), and what a delete takes along.',
  schema: trackSchema,
  getRemoval: getTrackRemoval,
  archive: archiveTrack,
  restore: restoreTrack,
  remove: (_deps, ctx, id) => deleteTrack(ctx, id),
});
