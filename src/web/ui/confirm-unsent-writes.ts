import type { QueryClient } from '@tanstack/react-query';
import { countUnsentWrites, unsentWritesMessage } from '@web/lib/queued-writes';
import { confirmAction } from './confirm';

/**
 * Runs `proceed` (an action that empties this device's queue of changes: signing out, switching
 * team) at once when nothing is queued, else after the user confirms that the queued changes go.
 */
export function confirmIfUnsentWrites(
  queryClient: QueryClient,
  { doing, confirmLabel }: { doing: string; confirmLabel: string },
  proceed: () => void,
): void {
  const unsent = countUnsentWrites(queryClient);
  if (unsent === 0) return proceed();
  confirmAction({
    title: 'Changes not sent',
    message: unsentWritesMessage(unsent, doing),
    confirmLabel,
    onConfirm: proceed,
  });
}
