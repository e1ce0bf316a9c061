import { useState } from 'react';
import { Alert, Anchor, Modal, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { carLabel } from '@shared/cars/car-label.rules';
import { paths } from '@web/app/paths';
import { useCarOptions } from '@web/features/cars/api/get-car-options';
import { carKeys } from '@web/features/cars/api/keys';
import { useCarPicker } from '@web/features/cars/api/use-car-picker';
import { errorMessage } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { notifySuccess } from '@web/ui/notify';
import { PageLoader } from '@web/ui/page-loader';
import { useAssignClientVehicle } from '../api/assign-client-vehicle';
import { FormActions } from '@web/ui/form-actions';

/** Assign is offered only for the team's cars that have no client. */
export function AssignVehicleModal({
  clientId,
  clientLabel,
  opened,
  onClose,
}: {
  clientId: string;
  clientLabel: string;
  opened: boolean;
  onClose: () => void;
}) {
  // The picker's first page without a search: none means every car has a client.
  const cars = useCarOptions({ unassigned: true });
  const assign = useAssignClientVehicle();
  const queryClient = useQueryClient();
  const [carId, setCarId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const carPicker = useCarPicker({
    placeholder: 'Choose a vehicle without a client',
    unassigned: true,
    value: carId,
    onChange: (value) => {
      setCarId(value);
      setError(null);
    },
  });

  const close = () => {
    setCarId(null);
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!carId) {
      setError('Choose a vehicle');
      return;
    }
    setError(null);
    try {
      const car = await assign.mutateAsync({ clientId, carId });
      notifySuccess(`${carLabel(car)} assigned to ${clientLabel}`);
      close();
    } catch (err) {
      setError(errorMessage(err, 'The vehicle could not be assigned. Please try again.'));
      // The car list may be stale (another user assigned the car): show the current one.
      void queryClient.invalidateQueries({ queryKey: carKeys.options() });
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Assign Vehicle" centered>
      {cars.isPending ? (
        <PageLoader label="Loading vehicles..." />
      ) : cars.isError ? (
        <ErrorState message="Failed to fetch cars" onRetry={() => void cars.refetch()} />
      ) : cars.data.length === 0 ? (
        <Stack gap="sm">
          <Text>Every vehicle already belongs to a client.</Text>
          <Anchor component={Link} to={paths.newCar}>
            Add Vehicle
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Select label="Vehicle" {...carPicker} comboboxProps={{ withinPortal: true }} />
          <FormActions
            onCancel={close}
            submitLabel="Assign"
            saving={assign.isPending}
            disabled={!carId}
            onSubmit={() => void submit()}
          />
        </Stack>
      )}
    </Modal>
  );
}
