import { useState } from 'react';
import { Alert, Input, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { addEventCarFormSchema, type RegistrationCarOwner } from '@shared/event-cars/event-cars.contract';
import { dollarsToCents } from '@shared/lib/money';
import { useCarPicker } from '@web/features/cars/api/use-car-picker';
import { useClientOptions } from '@web/features/clients/api/get-client-options';
import { useClientPicker } from '@web/features/clients/api/use-client-picker';
import { useDriverPicker } from '@web/features/drivers/api/use-driver-picker';
import { useMode } from '@web/lib/mode-context';
import { applyServerErrors } from '@web/lib/form';
import { notifySuccess } from '@web/ui/notify';
import { useAddEventCar } from '../api/add-event-car';
import { usePhoneLayout } from './use-phone-layout';
import { FormActions } from '@web/ui/form-actions';
import { RegistrationDetailsFields } from '@web/features/event-cars/api/registration-details-fields';

interface AddCarValues {
  mode: 'team_admin' | 'individual';
  /** Team admin mode: a client's car, or one of the team's own. */
  carOwner: RegistrationCarOwner;
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
  carOwner: 'client',
  clientId: null,
  carId: null,
  carNumber: '',
  class: '',
  driverId: null,
  fee: 0,
});

/**
 * 'Add Car to Event'. Team admin mode: an active client that owns at least one car, then one of
 * that client's cars; or one of the team's own cars (those without a client). Individual mode:
 * one of the user's own cars, without a client.
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
  const add = useAddEventCar(eventId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AddCarValues>({
    mode: 'controlled',
    initialValues: initialValues(mode),
    validate: schemaResolver(addEventCarFormSchema, { sync: true }),
  });

  const clientCar = teamMode && form.values.carOwner === 'client';
  const clientPicker = useClientPicker({
    ...form.getInputProps('clientId'),
    onChange: (value: string | null) => {
      form.setFieldValue('clientId', value);
      form.setFieldValue('carId', null);
    },
    active: true,
    withCars: true,
    placeholder: 'Select a client',
    nothingFoundMessage: 'No active clients with cars',
    disabled: !clientCar,
  });
  // Whether any client can be registered at all (the first one will do).
  const anyClient = useClientOptions({ active: true, withCars: true, limit: 1 }, { enabled: teamMode });
  const chooseOwner = (owner: string) => {
    form.setValues({ carOwner: owner === 'team' ? 'team' : 'client', clientId: null, carId: null });
    form.clearErrors();
  };
  // Registering one's own car starts on the default car.
  const carPicker = useCarPicker({
    ...form.getInputProps('carId'),
    placeholder: clientCar && !form.values.clientId ? 'Select a client first' : 'Select a car',
    disabled: clientCar && !form.values.clientId,
    clientId: clientCar ? form.values.clientId : undefined,
    unassigned: teamMode && !clientCar,
    preselectDefault: !teamMode,
    nothingFoundMessage: clientCar ? 'No cars' : teamMode ? 'No team cars: every car has a client' : 'No cars',
  });
  const driverPicker = useDriverPicker({ ...form.getInputProps('driverId'), placeholder: 'Select a driver' });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const created = await add.mutateAsync({
        mode,
        clientId: clientCar ? values.clientId : null,
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

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {teamMode ? (
          <Stack gap={4}>
            <Input.Label labelElement="div" id="add-car-owner-label">
              Whose car
            </Input.Label>
            <SegmentedControl
              aria-labelledby="add-car-owner-label"
              fullWidth
              value={form.values.carOwner}
              onChange={chooseOwner}
              data={[
                { label: "A client's car", value: 'client' },
                { label: 'Team car', value: 'team' },
              ]}
            />
          </Stack>
        ) : null}
        {clientCar ? <Select label="Client" required {...clientPicker} /> : null}
        <Select label="Car" required {...carPicker} />
        {clientCar && anyClient.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            Only active clients that own at least one car can be registered. A team car needs no client.
          </Text>
        ) : null}
        <RegistrationDetailsFields inputProps={(field) => form.getInputProps(field)} driverSelect={driverPicker} />
        <FormActions onCancel={onDone} submitLabel="Add Car" saving={add.isPending} />
      </Stack>
    </form>
  );
}
