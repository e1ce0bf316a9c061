import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { inventoryMessages, type InventoryItem, type InventoryItemInput } from '@shared/inventory/inventory.contract';
import type { Location } from '@shared/inventory/locations.contract';
import { AppError } from '@shared/lib/app-error';
import { paths } from '@web/app/paths';
import { useCan } from '@web/features/account/api/use-can';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { confirmAction } from '@web/ui/confirm';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDeleteInventoryItem } from '../api/delete-inventory-item';
import { useInventoryItem } from '../api/get-inventory-item';
import { useLocations } from '../api/locations';
import { useSaveInventoryItem } from '../api/save-inventory-item';
import { InventoryForm } from '../components/inventory-form';
import { inventoryFormValues } from '../components/inventory-form-values';

function BackToInventory() {
  return (
    <Anchor component={Link} to={paths.inventory} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
      Back to Inventory
    </Anchor>
  );
}

function Banner({ children }: { children: string }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {children}
    </Alert>
  );
}

/** The first location to offer on create: the default one, else the first. */
function preselectedLocation(locations: Location[]): string | null {
  return (locations.find((l) => l.isDefault) ?? locations[0])?.id ?? null;
}

function NoLocationsYet() {
  return (
    <Alert color="yellow" variant="light" title="No locations yet" role="status">
      <Text size="sm">
        Every item is kept in a location (a shop bay, a trailer, a storage unit…). Add your first location, then come
        back to add items.{' '}
        <Anchor component={Link} to={paths.inventoryLocations} fw={600} size="sm" underline="always">
          Go to Locations
        </Anchor>
      </Text>
    </Alert>
  );
}

function Editor({ current, locations }: { current: InventoryItem | null; locations: Location[] }) {
  const navigate = useNavigate();
  const save = useSaveInventoryItem(current?.id ?? null);
  const canAssign = useCan('manage_assignments');
  const initialValues = inventoryFormValues(current, { locationId: preselectedLocation(locations) });

  const submit = async (input: InventoryItemInput) => {
    const saved = await save.mutateAsync(input);
    notifySuccess(current ? `${saved.name} updated` : `${saved.name} added to inventory`);
    await navigate(paths.inventory);
  };

  return (
    <InventoryForm
      initialValues={initialValues}
      current={current}
      locations={locations}
      canAssign={canAssign}
      onSubmit={submit}
      onCancel={() => void navigate(paths.inventory)}
    />
  );
}

function DeleteItemButton({ item }: { item: InventoryItem }) {
  const navigate = useNavigate();
  const remove = useDeleteInventoryItem();
  const ask = () =>
    confirmAction({
      title: 'Delete item',
      message: `Delete "${item.name}"? It leaves your inventory lists; its stock history and the work orders that used it are kept.`,
      confirmLabel: 'Delete Item',
      onConfirm: () =>
        remove.mutate(item.id, {
          onSuccess: () => {
            notifySuccess(`"${item.name}" deleted`);
            void navigate(paths.inventory);
          },
          onError: (err) => notifyError(errorMessage(err, 'The item could not be deleted. Please try again.')),
        }),
    });
  return (
    <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={ask} loading={remove.isPending}>
      Delete Item
    </Button>
  );
}

/** /inventory/new and /inventory/:id/edit. */
export function InventoryFormPage() {
  const { id } = useParams();
  const isEdit = Boolean(id);
  useDocumentTitle(isEdit ? 'Edit Inventory Item' : 'Add Inventory Item');
  const item = useInventoryItem(id ?? '', { enabled: isEdit });
  const locations = useLocations();

  const header = (
    <PageHeader
      title={isEdit ? 'Edit Inventory Item' : 'Add Inventory Item'}
      subtitle={isEdit && item.data ? item.data.name : 'A part, supply or piece of equipment you keep in stock.'}
      actions={isEdit && item.data ? <DeleteItemButton item={item.data} /> : undefined}
    />
  );

  let body;
  if (isEdit && item.isError) {
    body =
      item.error instanceof AppError && item.error.code === 'not_found' ? (
        <Banner>{inventoryMessages.notFound}</Banner>
      ) : (
        <Banner>{inventoryMessages.loadFailed(errorMessage(item.error, 'unknown error'))}</Banner>
      );
  } else if (locations.isError) {
    body = <Banner>{inventoryMessages.locationsLoadFailed(errorMessage(locations.error, 'unknown error'))}</Banner>;
  } else if (locations.isPending || (isEdit && item.isPending)) {
    body = <PageLoader label={isEdit ? 'Loading item...' : 'Loading locations...'} />;
  } else if (locations.data.length === 0) {
    body = <NoLocationsYet />;
  } else {
    const current = isEdit ? (item.data ?? null) : null;
    body = <Editor key={current?.id ?? 'new'} current={current} locations={locations.data} />;
  }

  return (
    <Stack gap="md">
      <BackToInventory />
      {header}
      {body}
    </Stack>
  );
}
