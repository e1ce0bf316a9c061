import { useCallback, useMemo, useState } from 'react';
import { Alert, Modal, Select, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { carLabel } from '@shared/cars/car-label.rules';
import { addEventCarFormSchema } from '@shared/event-cars/event-cars.contract';
import { dollarsToCents } from '@shared/lib/money';
import { useCarOptions } from '@web/features/cars/api/get-car-options';
import { useClientOptions } from '@web/features/clients/api/get-client-options';
import { useDrivers } from '@web/features/drivers/api/get-drivers';
import { usePreselectDefaultCar } from '@web/features/preferences/api/use-default-car';
import { useMode } from '@web/lib/mode-context';
import { applyServerErrors } from '@web/lib/form';
import { notifySuccess } from '@web/ui/notify';
import { useAddEventCar } from '../api/add-event-car';
import { usePhoneLayout } from './use-phone-layout';
import { FormActions } from '@web/ui/form-actions';
import { RegistrationDetailsFields } from '@web/ui/registration-details-fields';

interface AddCarValues {
  mode: 'team_admin' | 'individual';
  clientId: string | null;
  carId: string | null;
  carNumber: string;
  class: string;
  driverId: string | null;
  /** Dollars. */
  fee: number | string;
}

const initialValues = (mode: AddCarValues['mode']): AddCarValues => ({
  mode,
  clientId: null,
  carId: null,
  carNumber: '',
  class: '',
  driverId: null,
  fee: 0,
});

/**
 * 'Add Car to Event'. Team admin mode: an active client that owns at least one car, then one of
 * that client's cars. Individual mode: one of the user's own cars, without a client.
 */
export function AddEventCarModal({
  eventId,
  opened,
  onClose,
}: {
  eventId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = usePhoneLayout();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add Car to Event"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      fullScreen={phone}
    >
      {/* The form mounts on every opening, so it starts empty and in the current mode. */}
      <AddEventCarForm eventId={eventId} onDone={onClose} />
    </Modal>
  );
}

function AddEventCarForm({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const { mode } = useMode();
  const teamMode = mode === 'team_admin';
  const clients = useClientOptions();
  const cars = useCarOptions();
  const drivers = useDrivers();
  const add = useAddEventCar(eventId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AddCarValues>({
    mode: 'controlled',
    initialValues: initialValues(mode),
    validate: schemaResolver(addEventCarFormSchema, { sync: true }),
  });

  const clientData = useMemo(
    () =>
      (clients.data ?? []).filter((c) => c.isActive && c.carCount > 0).map((c) => ({ value: c.id, label: c.label })),
    [clients.data],
  );
  const carData = useMemo(
    () =>
      (cars.data ?? [])
        .filter((c) => !teamMode || (form.values.clientId !== null && c.clientId === form.values.clientId))
        .map((c) => ({ value: c.id, label: carLabel(c) })),
    [cars.data, teamMode, form.values.clientId],
  );
  const driverData = useMemo(() => (drivers.data ?? []).map((d) => ({ value: d.id, label: d.name })), [drivers.data]);
  // Registering one's own car starts on the default car.
  const { setFieldValue } = form;
  usePreselectDefaultCar({
    enabled: !teamMode,
    value: form.values.carId,
    carIds: cars.data?.map((car) => car.id),
    onPreselect: useCallback((carId: string) => setFieldValue('carId', carId), [setFieldValue]),
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const created = await add.mutateAsync({
        mode,
        clientId: teamMode ? values.clientId : null,
        carId: values.carId ?? '',
        carNumber: values.carNumber,
        class: values.class,
        driverId: values.driverId,
        registrationFeeCents: dollarsToCents(Number(values.fee) || 0),
      });
      notifySuccess(`${created.carName} registered`);
      onDone();
    } catch (err) {
      setError(applyServerErrors(form, err, 'The car could not be registered'));
    }
  });

  const loadFailed = clients.isError || cars.isError;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {loadFailed ? (
          <Alert color="red" variant="light" role="alert">
            {cars.isError ? 'Failed to fetch cars' : 'Clients could not be loaded'}
          </Alert>
        ) : null}
        {teamMode ? (
          <Select
            label="Client"
            required
            searchable
            placeholder={clients.isPending ? 'Loading clients...' : 'Select a client'}
            data={clientData}
            nothingFoundMessage="No active clients with cars"
            {...form.getInputProps('clientId')}
            onChange={(value: string | null) => {
              form.setFieldValue('clientId', value);
              form.setFieldValue('carId', null);
            }}
          />
        ) : null}
        <Select
          label="Car"
          required
          searchable
          placeholder={
            teamMode && !form.values.clientId
              ? 'Select a client first'
              : cars.isPending
                ? 'Loading cars...'
                : 'Select a car'
          }
          disabled={teamMode && !form.values.clientId}
          data={carData}
          nothingFoundMessage="No cars"
          {...form.getInputProps('carId')}
        />
        {teamMode && !clients.isPending && clientData.length === 0 ? (
          <Text size="sm" c="dimmed">
            Only active clients that own at least one car can be registered.
          </Text>
        ) : null}
        <RegistrationDetailsFields
          inputProps={(field) => form.getInputProps(field)}
          drivers={driverData}
          driversLoading={drivers.isPending}
        />
        <FormActions onCancel={onDone} submitLabel="Add Car" saving={add.isPending} />
      </Stack>
    </form>
  );
}
