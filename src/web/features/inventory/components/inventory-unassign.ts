import { inventoryMessages, type InventoryItem } from '@shared/inventory/inventory.contract';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useUnassignInventoryItem } from '../api/unassign-inventory-item';

/** Unassign: asks first, then puts the item back in shop stock. */
export function useConfirmUnassign(): (item: InventoryItem) => void {
  const unassign = useUnassignInventoryItem();
  return (item) =>
    confirmAction({
      title: 'Unassign item',
      message: `Take "${item.name}" back from ${item.clientName ?? 'its client'} into shop stock?`,
      confirmLabel: 'Unassign',
      danger: false,
      onConfirm: () =>
        unassign.mutate(item.id, {
          onSuccess: (saved) => notifySuccess(inventoryMessages.unassigned(saved.name)),
          onError: (err) => notifyError(errorMessage(err, 'Error unassigning item. Please try again.')),
        }),
    });
}
