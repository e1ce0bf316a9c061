import { confirmAction } from '@web/ui/confirm';
import type { TrackWrite } from '../offline/queued-track-writes';
import { trackWriteLabel } from '../offline/track-write-labels';

/** Asks before a change the user entered is thrown away. */
export function confirmDiscard(write: TrackWrite, onDiscard: () => void): void {
  confirmAction({
    title: 'Discard change',
    message: `Discard "${trackWriteLabel(write)}"? What you entered for it is lost.`,
    confirmLabel: 'Discard',
    onConfirm: onDiscard,
  });
}
