import { serviceItemMessages } from '@shared/service-items/service-items.contract';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useDeleteServiceItem } from '../api/delete-service-item';
import { useResetServiceItem } from '../api/reset-service-item';

/** Reset and delete of a car's items (the car of the screen), each after the spec's confirmation. */
export function useServiceItemActions(carId: string, options: { onDeleted?: () => void } = {}) {
  const reset = useResetServiceItem();
  const remove = useDeleteServiceItem();

  const confirmReset = (item: { id: string; name: string }) =>
    confirmAction({
      title: 'Reset service hours',
      message: serviceItemMessages.resetConfirm,
      confirmLabel: 'Reset',
      danger: false,
      onConfirm: () => {
        reset
          .mutateAsync({ carId, itemId: item.id })
          .then(() => notifySuccess(`${item.name} reset`))
          .catch((err: unknown) => notifyError(errorMessage(err, 'The service item could not be reset')));
      },
    });

  const confirmDelete = (item: { id: string; name: string }) =>
    confirmAction({
      title: 'Delete service item',
      message: serviceItemMessages.deleteConfirm,
      confirmLabel: 'Delete',
      onConfirm: () => {
        remove
          .mutateAsync({ carId, itemId: item.id })
          .then(() => {
            notifySuccess(`${item.name} deleted`);
            options.onDeleted?.();
          })
          .catch((err: unknown) => notifyError(errorMessage(err, 'The service item could not be deleted')));
      },
    });

  return { confirmReset, confirmDelete, resetting: reset.isPending };
}
