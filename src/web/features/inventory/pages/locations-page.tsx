import { useState } from 'react';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconMapPinPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Location } from '@shared/inventory/locations.contract';
import { locationMessages, successorDefaultLocation } from '@shared/inventory/locations.rules';
import { paths } from '@web/app/paths';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDeleteLocation, useLocations, useSetDefaultLocation } from '../api/locations';
import { LocationCard } from '../components/location-card';
import { LocationFormModal } from '../components/location-form-modal';

const unknownError = 'Unknown error occurred';

/** Inventory Locations (/inventory/locations): where the shop keeps its parts. */
export function LocationsPage() {
  useDocumentTitle('Inventory Locations');
  const locations = useLocations();
  const setDefault = useSetDefaultLocation();
  const remove = useDeleteLocation();
  // The location stays while the modal closes, so its title does not change on the way out.
  const [modal, setModal] = useState<{ opened: boolean; location: Location | null }>({
    opened: false,
    location: null,
  });
  const busyId = setDefault.isPending ? setDefault.variables : remove.isPending ? remove.variables : null;
  const all = locations.data ?? [];

  const openNew = () => setModal({ opened: true, location: null });

  const makeDefault = (location: Location) =>
    setDefault.mutate(location.id, {
      onSuccess: () => notifySuccess(`"${location.name}" is now your default location`),
      onError: (err) => notifyError(locationMessages.saveFailed(errorMessage(err, unknownError))),
    });

  const confirmDelete = (location: Location) => {
    const successor = location.isDefault ? successorDefaultLocation(all, location.id) : null;
    const defaultNote = location.isDefault
      ? ` ${successor ? locationMessages.defaultMovesTo(successor.name) : locationMessages.lastDefault}`
      : '';
    confirmAction({
      title: 'Delete location',
      message: `${locationMessages.deleteConfirm(location.name)}${defaultNote}`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(location.id, {
          onSuccess: () => notifySuccess(`Location "${location.name}" deleted`),
          onError: (err) => notifyError(locationMessages.deleteFailed(errorMessage(err, unknownError))),
        }),
    });
  };

  const refuseDelete = (message: string) =>
    notifications.show({
      color: 'yellow',
      title: 'Location in use',
      message,
      autoClose: 8000,
      closeButtonProps: { 'aria-label': 'Close notification' },
    });

  const addButton = (
    <Button leftSection={<IconMapPinPlus size={16} />} onClick={openNew}>
      Add Location
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Inventory Locations"
        subtitle="Shop bays, trailers and storage where your parts are kept."
        actions={
          <>
            <Button component={Link} to={paths.inventory} variant="default" leftSection={<IconArrowLeft size={16} />}>
              Inventory
            </Button>
            {addButton}
          </>
        }
      />
      {locations.isPending ? (
        <PageLoader label="Loading locations..." />
      ) : locations.isError ? (
        <ErrorState
          message={locationMessages.loadFailed(errorMessage(locations.error, unknownError))}
          onRetry={() => void locations.refetch()}
        />
      ) : all.length === 0 ? (
        <EmptyState
          title="No locations yet"
          description="Add the places you keep parts: a shop bay, a trailer, a storage unit. The first one becomes your default location."
          action={addButton}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {all.map((location) => (
            <LocationCard
              key={location.id}
              location={location}
              busy={busyId === location.id}
              onEdit={() => setModal({ opened: true, location })}
              onSetDefault={() => makeDefault(location)}
              onDelete={() => confirmDelete(location)}
              onDeleteRefused={refuseDelete}
            />
          ))}
        </SimpleGrid>
      )}
      <LocationFormModal
        opened={modal.opened}
        location={modal.location}
        isFirst={locations.isSuccess && all.length === 0}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
      />
    </Stack>
  );
}
