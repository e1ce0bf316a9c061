import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { errorMessage } from '@web/lib/api-client';
import { notifyError, notifySuccess } from './notify';

/** A confirmation modal for destructive actions, worded by the caller (the spec's wording). */
export function confirmAction(options: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  danger?: boolean;
}): void {
  modals.openConfirmModal({
    title: options.title,
    centered: true,
    children: <Text size="sm">{options.message}</Text>,
    labels: { confirm: options.confirmLabel, cancel: 'Cancel' },
    confirmProps: { color: options.danger === false ? undefined : 'red' },
    onConfirm: options.onConfirm,
  });
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Asks before deleting a record for good ("Delete repair" / "Are you sure you want to delete this
 * repair? …"), then deletes it and says how it went; `onDeleted` leaves its page.
 */
export function confirmDelete(options: {
  /** What the record is called: "repair", "damage report". */
  noun: string;
  /** Starts the delete (a mutation's mutate), calling back when it is done. */
  remove: (callbacks: { onSuccess: () => void; onError: (err: unknown) => void }) => void;
  onDeleted: () => void;
}): void {
  const { noun } = options;
  confirmAction({
    title: `Delete ${noun}`,
    message: `Are you sure you want to delete this ${noun}? This action cannot be undone.`,
    confirmLabel: 'Delete',
    onConfirm: () =>
      options.remove({
        onSuccess: () => {
          notifySuccess(`${capitalized(noun)} deleted`);
          options.onDeleted();
        },
        onError: (err) => notifyError(errorMessage(err, `The ${noun} could not be deleted`)),
      }),
  });
}
