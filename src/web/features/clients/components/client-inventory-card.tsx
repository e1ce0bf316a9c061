import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Modal, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPackage, IconUserMinus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Client } from '@shared/clients/clients.contract';
import { inventoryMessages, type InventoryItem } from '@shared/inventory/inventory.contract';
import { formatCents } from '@shared/lib/money';
import { paths } from '@web/app/paths';
import { useAssignInventoryItem } from '@web/features/inventory/api/assign-inventory-item';
import { useInventoryItems } from '@web/features/inventory/api/get-inventory-items';
import { useUnassignInventoryItem } from '@web/features/inventory/api/unassign-inventory-item';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { ErrorState } from '@web/ui/error-state';
import { FormActions } from '@web/ui/form-actions';
import { ListFooter } from '@web/ui/list-footer';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageLoader } from '@web/ui/page-loader';

const pageSize = 10;

const itemLabel = (item: InventoryItem) => (item.partNumber ? `${item.name} (${item.partNumber})` : item.name);

/**
 * Client Inventory: the items assigned to this client, and for members who manage assignments
 * (`canManage`) Unassign and Assign Item from shop stock.
 */
export function ClientInventoryCard({ client, canManage }: { client: Client; canManage: boolean }) {
  const [page, setPage] = useState(1);
  const [assignOpen, setAssignOpen] = useState(false);
  const items = useInventoryItems({ clientId: client.id, scope: 'client', page, pageSize });
  const unassign = useUnassignInventoryItem();

  const askUnassign = (item: InventoryItem) =>
    confirmAction({
      title: 'Unassign item',
      message: `Take "${item.name}" back from ${client.label} into shop stock?`,
      confirmLabel: 'Unassign',
      danger: false,
      onConfirm: () =>
        unassign.mutate(item.id, {
          onSuccess: (saved) => notifySuccess(inventoryMessages.unassigned(saved.name)),
          onError: (err) => notifyError(errorMessage(err, 'Error unassigning item. Please try again.')),
        }),
    });

  return (
    <Card component="section" aria-labelledby="client-inventory-title">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4" id="client-inventory-title">
          Client Inventory
        </Title>
        {client.archivedAt || !canManage ? null : (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPackage size={16} />}
            onClick={() => setAssignOpen(true)}
          >
            Assign Item
          </Button>
        )}
      </Group>
      {items.isPending ? (
        <PageLoader label="Loading inventory..." />
      ) : items.isError ? (
        <ErrorState
          message={errorMessage(items.error, 'The inventory could not be loaded')}
          onRetry={() => void items.refetch()}
        />
      ) : items.data.items.length === 0 ? (
        <Text c="dimmed">No inventory items assigned to this client yet.</Text>
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={560} type="native">
            <Table striped verticalSpacing="sm" aria-label="Client inventory">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Part number</Table.Th>
                  <Table.Th ta="right">Stock</Table.Th>
                  <Table.Th ta="right">Retail</Table.Th>
                  {canManage ? <Table.Th>Actions</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.data.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.editInventoryItem(item.id)} fw={600}>
                        {item.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{item.partNumber ?? '—'}</Table.Td>
                    <Table.Td ta="right">{item.currentStock}</Table.Td>
                    <Table.Td ta="right">{formatCents(item.retailPriceCents)}</Table.Td>
                    {canManage ? (
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="orange"
                          leftSection={<IconUserMinus size={14} />}
                          onClick={() => askUnassign(item)}
                          aria-label={`Unassign ${item.name}`}
                        >
                          Unassign
                        </Button>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter
            summary={`Showing ${items.data.items.length} of ${items.data.total} items`}
            total={items.data.total}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
          />
        </Stack>
      )}
      <Modal
        opened={assignOpen}
        onClose={() => setAssignOpen(false)}
        title="Assign Item"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {assignOpen && canManage ? <AssignItemForm client={client} onClose={() => setAssignOpen(false)} /> : null}
      </Modal>
    </Card>
  );
}

/** Assign Item: one of the shop's items (searched on the server) goes to this client. */
function AssignItemForm({ client, onClose }: { client: Client; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<InventoryItem | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const serverSearch = chosen && debounced === itemLabel(chosen) ? '' : debounced;
  const shopItems = useInventoryItems({
    scope: 'shop',
    pageSize: 50,
    ...(serverSearch ? { search: serverSearch } : {}),
  });
  const assign = useAssignInventoryItem();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const options = shopItems.data?.items ?? [];
  const data = options.map((i) => ({ value: i.id, label: itemLabel(i) }));
  if (chosen && !data.some((d) => d.value === chosen.id)) data.unshift({ value: chosen.id, label: itemLabel(chosen) });

  const submit = async () => {
    setError(null);
    if (!chosen) {
      setFieldError('Choose an item');
      return;
    }
    try {
      const item = await assign.mutateAsync({ id: chosen.id, input: { clientId: client.id } });
      notifySuccess(inventoryMessages.assigned(item.name, client.label));
      onClose();
    } catch {
      setError(inventoryMessages.assignFailed);
      void shopItems.refetch();
    }
  };

  if (shopItems.isError) {
    return (
      <ErrorState
        message={errorMessage(shopItems.error, 'The inventory could not be loaded')}
        onRetry={() => void shopItems.refetch()}
      />
    );
  }
  if (shopItems.isSuccess && shopItems.data.teamTotal === 0) {
    return (
      <Stack gap="sm">
        <Text>Your inventory is empty.</Text>
        <Anchor component={Link} to={paths.newInventoryItem}>
          Add Item
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
        <Select
          label="Item"
          description="Shop items (not assigned to a client): search by name, part number or manufacturer."
          required
          searchable
          placeholder={shopItems.isPending ? 'Loading items...' : 'Select an item'}
          nothingFoundMessage={shopItems.isFetching ? 'Searching...' : 'No shop items match'}
          data={data}
          searchValue={search}
          onSearchChange={setSearch}
          value={chosen?.id ?? null}
          onChange={(value) => {
            setChosen(options.find((i) => i.id === value) ?? (chosen?.id === value ? chosen : null));
            setFieldError(null);
          }}
          error={fieldError}
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        {chosen ? (
          <Text size="sm" c="dimmed">
            {chosen.partNumber ? `${chosen.partNumber} · ` : ''}
            {chosen.currentStock} in stock · {formatCents(chosen.retailPriceCents)} · {chosen.locationName}
          </Text>
        ) : null}
        <FormActions onCancel={onClose} submitLabel="Assign" saving={assign.isPending} />
      </Stack>
    </form>
  );
}
