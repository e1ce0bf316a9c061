import { useQueryClient } from '@tanstack/react-query';
import { trackMessages } from '@shared/tracks/tracks.contract';
import { errorMessage } from '@web/lib/api-client';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { confirmRemoval } from '@web/ui/removal';
import { useArchiveTrack } from '../api/archive-track';
import { useDeleteTrack } from '../api/delete-track';
import { trackRemovalQuery } from '../api/get-track-removal';
import { useRestoreTrack } from '../api/restore-track';

/**
 * A track card's delete: reads whether the track has history, then asks 'Are you sure you want
 * to delete {name}? …' (listing what goes with it) or, for a track with history, offers to
 * archive it instead. A refusal shows 'Failed to delete track: {message}'.
 */
export function useConfirmRemoveTrack() {
  const queryClient = useQueryClient();
  const remove = useDeleteTrack();
  const archive = useArchiveTrack();
  return async (track: { id: string; name: string }) => {
    let removal;
    try {
      removal = await queryClient.fetchQuery({ ...trackRemovalQuery(track.id), staleTime: 0 });
    } catch (err) {
      notifyError(trackMessages.deleteFailed(errorMessage(err, 'Please try again.')));
      return;
    }
    confirmRemoval({
      noun: 'track',
      name: track.name,
      deleteMessage: trackMessages.deleteConfirm(track.name),
      removal,
      onConfirm: () => {
        if (removal.action === 'delete') {
          remove.mutate(track.id, {
            onSuccess: () => notifySuccess(`${track.name} deleted`),
            onError: (err) => notifyError(trackMessages.deleteFailed(errorMessage(err, 'Please try again.'))),
          });
        } else {
          archive.mutate(track.id, {
            onSuccess: () => notifySuccess(`${track.name} archived`),
            onError: (err) => notifyError(errorMessage(err, 'The track could not be archived')),
          });
        }
      },
    });
  };
}

/** An archived track card's Restore. */
export function useRestoreTrackNow() {
  const restore = useRestoreTrack();
  return (track: { id: string; name: string }) =>
    restore.mutate(track.id, {
      onSuccess: () => notifySuccess(`${track.name} restored`),
      onError: (err) => notifyError(errorMessage(err, 'The track could not be restored')),
    });
}
