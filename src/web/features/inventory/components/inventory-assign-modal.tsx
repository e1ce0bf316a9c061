import { useState } from 'react';
import { Alert, Anchor, Modal, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { inventoryMessages, type InventoryItem } from '@shared/inventory/inventory.contract';
import { paths } from '@web/app/paths';
import { useClientOptions } from '@web/features/clients/api/get-client-options';
import { useClientPicker } from '@web/features/clients/api/use-client-picker';
import { ErrorState } from '@web/ui/error-state';
import { FormActions } from '@web/ui/form-actions';
import { notifySuccess } from '@web/ui/notify';
import { PageLoader } from '@web/ui/page-loader';
import { useAssignInventoryItem } from '../api/assign-inventory-item';
import { useBulkAssignInventoryItems } from '../api/bulk-assign-inventory-items';

/** One item from the table's Assign, or the items ticked for Assign selected. */
export type AssignTarget = { kind: 'one'; item: InventoryItem } | { kind: 'many'; itemIds: string[] };

/** Assign to a client: a client must be chosen ('Please select a client.'). */
export function InventoryAssignModal({
  target,
  onClose,
  onAssigned,
}: {
  target: AssignTarget | null;
  onClose: () => void;
  onAssigned?: () => void;
}) {
  const title =
    target?.kind === 'many'
      ? `Assign ${target.itemIds.length} item(s) to a client`
      : target
        ? `Assign "${target.item.name}"`
        : 'Assign item';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target ? <AssignForm target={target} onClose={onClose} onAssigned={onAssigned} /> : null}
    </Modal>
  );
}

function AssignForm({
  target,
  onClose,
  onAssigned,
}: {
  target: AssignTarget;
  onClose: () => void;
  onAssigned?: () => void;
}) {
  // Whether the team has a client at all.
  const anyClient = useClientOptions({ limit: 1 });
  const assignOne = useAssignInventoryItem();
  const assignMany = useBulkAssignInventoryItems();
  const [clientId, setClientId] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saving = assignOne.isPending || assignMany.isPending;
  const clientPicker = useClientPicker({
    value: clientId,
    onChange: (value) => {
      setClientId(value);
      setFieldError(null);
    },
    placeholder: 'Select a client',
    error: fieldError,
  });

  const submit = async () => {
    setError(null);
    if (!clientId) {
      setFieldError(inventoryMessages.clientRequired);
      return;
    }
    const clientName = clientPicker.data.find((c) => c.value === clientId)?.label ?? 'the client';
    try {
      if (target.kind === 'one') {
        const item = await assignOne.mutateAsync({ id: target.item.id, input: { clientId } });
        notifySuccess(inventoryMessages.assigned(item.name, item.clientName ?? clientName));
      } else {
        const { assigned } = await assignMany.mutateAsync({ clientId, itemIds: target.itemIds });
        notifySuccess(inventoryMessages.bulkAssigned(assigned, clientName));
      }
      onAssigned?.();
      onClose();
    } catch {
      setError(target.kind === 'one' ? inventoryMessages.assignFailed : inventoryMessages.bulkAssignFailed);
    }
  };

  if (anyClient.isPending) return <PageLoader label="Loading clients..." />;
  if (anyClient.isError)
    return <ErrorState message="Failed to fetch clients" onRetry={() => void anyClient.refetch()} />;
  if (anyClient.data.length === 0) {
    return (
      <Stack gap="sm">
        <Text>You have no clients yet.</Text>
        <Anchor component={Link} to={paths.newClient}>
          Add Client
        </Anchor>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Select label="Client" required data-autofocus comboboxProps={{ withinPortal: true }} {...clientPicker} />
        <FormActions onCancel={onClose} submitLabel="Assign" saving={saving} />
      </Stack>
    </form>
  );
}
