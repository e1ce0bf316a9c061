import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

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
