import { trackMessages } from '@shared/tracks/tracks.contract';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useDeleteTrack } from '../api/delete-track';

/**
 * Asks 'Are you sure you want to delete {name}? …' and deletes the track; a refusal (a track
 * that events use) shows 'Failed to delete track: {message}'.
 */
export function useConfirmDeleteTrack(onDeleted?: () => void) {
  const remove = useDeleteTrack();
  return (track: { id: string; name: string }) =>
    confirmAction({
      title: 'Delete track',
      message: trackMessages.deleteConfirm(track.name),
      confirmLabel: 'Delete',
      onConfirm: () => {
        remove.mutate(track.id, {
          onSuccess: () => {
            notifySuccess(`${track.name} deleted`);
            onDeleted?.();
          },
          onError: (err) => notifyError(trackMessages.deleteFailed(errorMessage(err, 'Please try again.'))),
        });
      },
    });
}
