import { useState } from 'react';
import { Alert, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { formatCents } from '@shared/lib/money';
import { workOrderStatusLabels } from '@shared/work-orders/work-orders.rules';
import type { WorkOrder } from '@shared/work-orders/work-orders.contract';
import { errorMessage } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { FormActions } from '@web/ui/form-actions';
import { useAddPriceListItems } from '../api/add-price-list-items';
import { useOpenWorkOrders } from '../api/get-work-orders';
import { selectedRequestItems, type SelectedItem } from './selected-items';

/** Add to Existing Work Order: pick one of the client's open work orders (draft or pending approval). */
export function AddToWorkOrderModal({
  opened,
  clientId,
  clientName,
  lines,
  onClose,
  onAdded,
}: {
  opened: boolean;
  clientId: string | null;
  clientName: string;
  lines: SelectedItem[];
  onClose: () => void;
  onAdded: (workOrder: WorkOrder) => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add to Existing Work Order"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <AddToWorkOrderForm
        clientId={clientId}
        clientName={clientName}
        lines={lines}
        onClose={onClose}
        onAdded={onAdded}
      />
    </Modal>
  );
}

function AddToWorkOrderForm({
  clientId,
  clientName,
  lines,
  onClose,
  onAdded,
}: {
  clientId: string | null;
  clientName: string;
  lines: SelectedItem[];
  onClose: () => void;
  onAdded: (workOrder: WorkOrder) => void;
}) {
  const workOrders = useOpenWorkOrders(clientId);
  const add = useAddPriceListItems();
  const [workOrderId, setWorkOrderId] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    if (!workOrderId) {
      setFieldError('Choose a work order');
      return;
    }
    try {
      onAdded(await add.mutateAsync({ workOrderId, input: { items: selectedRequestItems(lines) } }));
    } catch (err) {
      setError(errorMessage(err, 'The items could not be added. Please try again.'));
    }
  };

  const items = workOrders.data?.items ?? [];
  return (
    <Stack gap="md">
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Text size="sm">
        {lines.length === 1 ? '1 item' : `${lines.length} items`} for {clientName}, priced from your default rate card.
      </Text>
      {workOrders.isPending ? (
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" aria-label="Loading work orders" />
          <Text size="sm" c="dimmed">
            Loading work orders...
          </Text>
        </Stack>
      ) : workOrders.isError ? (
        <ErrorState
          message={errorMessage(workOrders.error, 'The work orders could not be loaded')}
          onRetry={() => void workOrders.refetch()}
        />
      ) : items.length === 0 ? (
        <Alert color="gray" variant="light" title="No open work orders">
          {clientName} has no draft or pending work order to add to. Create a new work order instead.
        </Alert>
      ) : (
        <Select
          label="Work order"
          required
          searchable
          placeholder="Select a work order"
          data={items.map((w) => ({
            value: w.id,
            label: `${w.number} · ${w.title} · ${w.carName} (${workOrderStatusLabels[w.status]}, ${formatCents(w.estimatedTotalCents)})`,
          }))}
          value={workOrderId}
          onChange={(value) => {
            setWorkOrderId(value);
            setFieldError(null);
          }}
          error={fieldError}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <FormActions
        onCancel={onClose}
        onSubmit={() => void submit()}
        submitLabel={lines.length === 1 ? 'Add 1 Item' : `Add ${lines.length} Items`}
        saving={add.isPending}
        disabled={items.length === 0}
      />
    </Stack>
  );
}
