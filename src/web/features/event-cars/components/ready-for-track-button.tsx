import { IconDownload } from '@tabler/icons-react';
import { errorMessage } from '@web/lib/api-client';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { OnlineOnlyButton } from '@web/ui/online-only';
import { usePrefetchForTrack } from '../api/prefetch-for-track';

/**
 * Gets everything the event screen needs onto the device before heading to a paddock without
 * signal (see prefetch-for-track.ts). Needs the connection, so it waits for it.
 */
export function ReadyForTrackButton({ eventId }: { eventId: string }) {
  const prefetch = usePrefetchForTrack(eventId);
  const run = () =>
    prefetch.mutate(undefined, {
      onSuccess: (cars) =>
        notifySuccess(
          `Ready for the track: the event and its ${cars} registered car${cars === 1 ? '' : 's'} can be read without a connection.`,
        ),
      onError: (err) =>
        notifyError(errorMessage(err, 'Not everything could be saved for the track. Please try again.')),
    });
  return (
    <OnlineOnlyButton
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      onClick={run}
      loading={prefetch.isPending}
    >
      Ready for the track
    </OnlineOnlyButton>
  );
}
