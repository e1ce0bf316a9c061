import { useState } from 'react';
import { Alert, Anchor, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useNavigate, Link } from 'react-router';
import { useInOrderInputSchema, type InventoryItem, type UseInOrderResult } from '@shared/inventory/inventory.contract';
import { formatCents } from '@shared/lib/money';
import type { WorkOrderListItem } from '@shared/work-orders/work-orders.contract';
import { lineTotalCents, workOrderStatusLabels } from '@shared/work-orders/work-orders.rules';
import { paths } from '@web/app/paths';
import { useWorkOrders } from '@web/features/work-orders/api/get-work-orders';
import { errorMessage } from '@web/lib/api-client';
import { applyServerErrors } from '@web/lib/form';
import { ErrorState } from '@web/ui/error-state';
import { FormActions } from '@web/ui/form-actions';
import { useAddInventoryItemToOrder } from '../api/add-inventory-item-to-order';

interface UseInOrderValues {
  workOrderId: string | null;
  quantity: number | string;
}

const workOrderLabel = (w: WorkOrderListItem) =>
  `${w.number} · ${w.clientName} · ${w.title} (${workOrderStatusLabels[w.status]})`;

/** 'Use in Order': adds the part as a parts charge to an open work order and takes it out of stock. */
export function InventoryUseInOrderModal({ item, onClose }: { item: InventoryItem | null; onClose: () => void }) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? `Use "${item.name}" in a work order` : 'Use in Order'}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {item ? <UseInOrderForm item={item} onClose={onClose} /> : null}
    </Modal>
  );
}

function useNotifyUsed() {
  const navigate = useNavigate();
  return (result: UseInOrderResult, quantity: number) => {
    const id = `inventory-used-${result.workOrderId}-${Date.now()}`;
    const to = paths.workOrder(result.workOrderId);
    notifications.show({
      id,
      color: 'green',
      autoClose: 8000,
      closeButtonProps: { 'aria-label': 'Close notification' },
      message: (
        <Text size="sm">
          Added {quantity} × {result.item.name} to work order{' '}
          <Anchor
            href={to}
            underline="always"
            size="sm"
            fw={600}
            onClick={(event) => {
              event.preventDefault();
              notifications.hide(id);
              void navigate(to);
            }}
          >
            {result.workOrderNumber}
          </Anchor>
          . {result.item.currentStock} left in stock.
        </Text>
      ),
    });
  };
}

function UseInOrderForm({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<WorkOrderListItem | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // The box shows the chosen work order's label: that is not a search.
  const serverSearch = chosen && debounced === workOrderLabel(chosen).trim() ? '' : debounced;
  const workOrders = useWorkOrders({
    editable: 'true',
    pageSize: 50,
    ...(serverSearch ? { search: serverSearch } : {}),
  });
  const use = useAddInventoryItemToOrder();
  const notifyUsed = useNotifyUsed();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<UseInOrderValues>({
    mode: 'controlled',
    initialValues: { workOrderId: null, quantity: 1 },
    clearInputErrorOnChange: true,
    validate: schemaResolver(useInOrderInputSchema, { sync: true }),
  });

  const options = workOrders.data?.items ?? [];
  const data = options.map((w) => ({ value: w.id, label: workOrderLabel(w) }));
  if (chosen && !data.some((d) => d.value === chosen.id))
    data.unshift({ value: chosen.id, label: workOrderLabel(chosen) });

  const quantity = typeof form.values.quantity === 'number' ? form.values.quantity : Number(form.values.quantity);
  const validQuantity = Number.isInteger(quantity) && quantity >= 1;

  const submit = form.onSubmit(async (values) => {
    setError(null);
    const qty = Number(values.quantity);
    try {
      const result = await use.mutateAsync({
        id: item.id,
        input: { workOrderId: values.workOrderId ?? '', quantity: qty },
      });
      notifyUsed(result, qty);
      onClose();
    } catch (err) {
      setError(applyServerErrors(form, err, 'The part could not be added to the work order. Please try again.'));
    }
  });

  if (item.currentStock <= 0) {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" role="status" title="Out of stock">
          There is no {item.name} left to use. Receive stock from its stock history first.
        </Alert>
      </Stack>
    );
  }

  if (workOrders.isError) {
    return (
      <ErrorState
        message={errorMessage(workOrders.error, 'The work orders could not be loaded')}
        onRetry={() => void workOrders.refetch()}
      />
    );
  }

  const noneOpen = workOrders.isSuccess && !serverSearch && options.length === 0 && !chosen;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {noneOpen ? (
          <Alert color="gray" variant="light" title="No open work orders">
            Parts go on a work order that is still a draft or pending approval.{' '}
            <Anchor component={Link} to={paths.newWorkOrder} underline="always">
              New Work Order
            </Anchor>
          </Alert>
        ) : (
          <>
            <Select
              label="Work order"
              description="Open work orders (draft or pending approval): search by number, title or client."
              required
              searchable
              placeholder={workOrders.isPending ? 'Loading work orders...' : 'Select a work order'}
              nothingFoundMessage={workOrders.isFetching ? 'Searching...' : 'No open work orders match'}
              data={data}
              searchValue={search}
              onSearchChange={setSearch}
              {...form.getInputProps('workOrderId')}
              onChange={(value: string | null) => {
                form.setFieldValue('workOrderId', value);
                setChosen(options.find((w) => w.id === value) ?? (chosen?.id === value ? chosen : null));
              }}
              data-autofocus
              comboboxProps={{ withinPortal: true }}
            />
            <NumberInput
              label="Quantity"
              required
              min={1}
              max={item.currentStock}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              description={`${item.currentStock} in stock`}
              {...form.getInputProps('quantity')}
            />
            <Text size="sm" role="status" aria-live="polite">
              {validQuantity
                ? `Adds a parts charge: ${quantity} × ${item.name} at ${formatCents(item.retailPriceCents)} = ${formatCents(
                    lineTotalCents(quantity, item.retailPriceCents),
                  )}`
                : 'Enter how many to use.'}
            </Text>
          </>
        )}
        <FormActions onCancel={onClose} submitLabel="Add to Work Order" saving={use.isPending} disabled={noneOpen} />
      </Stack>
    </form>
  );
}
