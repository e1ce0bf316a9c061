import { useMemo, useState } from 'react';
import { Alert, Modal, Select, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { carLabel } from '@shared/cars/car-label.rules';
import type { Client, ClientVehicle } from '@shared/clients/clients.contract';
import { addEventCarFormSchema } from '@shared/event-cars/event-cars.contract';
import { todayIso } from '@shared/lib/dates';
import { dollarsToCents } from '@shared/lib/money';
import { useDriverPicker } from '@web/features/drivers/api/use-driver-picker';
import { useRegisterCarForEvent } from '@web/features/event-cars/api/add-event-car';
import { useEventOptions } from '@web/features/events/api/get-event-options';
import { useEventPicker } from '@web/features/events/api/use-event-picker';
import { applyServerErrors } from '@web/lib/form';
import { FormActions } from '@web/ui/form-actions';
import { RegistrationDetailsFields } from '@web/features/event-cars/api/registration-details-fields';
import { notifySuccess } from '@web/ui/notify';

/** The spec's answers to registering a client (shop side). */
export const registerMessages = {
  eventRequired: 'Please select an event',
  failed: 'Error registering for event. Please try again.',
  succeeded: (client: string) => `Successfully registered ${client} for the event!`,
} as const;

interface RegisterValues {
  mode: 'team_admin';
  eventId: string | null;
  clientId: string;
  carId: string | null;
  carNumber: string;
  class: string;
  driverId: string | null;
  /** Dollars. */
  fee: number | string;
}

const resolver = schemaResolver(addEventCarFormSchema, { sync: true });

/** 'Add to Event' on the client profile: one of the client's cars at one of the upcoming events. */
export function RegisterForEventModal({
  client,
  vehicles,
  opened,
  onClose,
}: {
  client: Client;
  /** The client's cars, one of which is registered. */
  vehicles: ClientVehicle[];
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add to Event"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      fullScreen={phone}
    >
      {/* Mounted on every opening, so the form starts empty. */}
      <RegisterForm client={client} vehicles={vehicles} onDone={onClose} />
    </Modal>
  );
}

function RegisterForm({ client, vehicles, onDone }: { client: Client; vehicles: ClientVehicle[]; onDone: () => void }) {
  const [today] = useState(() => todayIso());
  // Whether there is an upcoming event at all.
  const anyEvent = useEventOptions({ from: today, limit: 1 });
  const register = useRegisterCarForEvent();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: {
      mode: 'team_admin',
      eventId: null,
      clientId: client.id,
      // A client with one car: that car.
      carId: vehicles.length === 1 ? (vehicles[0]?.id ?? null) : null,
      carNumber: '',
      class: '',
      driverId: null,
      fee: 0,
    },
    validate: (values) => ({
      ...resolver(values),
      ...(values.eventId ? {} : { eventId: registerMessages.eventRequired }),
    }),
  });

  const eventPicker = useEventPicker({
    ...form.getInputProps('eventId'),
    from: today,
    withTrack: true,
    placeholder: 'Select an upcoming event',
    nothingFoundMessage: 'No upcoming events',
  });
  const carData = useMemo(() => vehicles.map((car) => ({ value: car.id, label: carLabel(car) })), [vehicles]);
  const driverPicker = useDriverPicker({ ...form.getInputProps('driverId'), placeholder: 'Select a driver' });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await register.mutateAsync({
        eventId: values.eventId ?? '',
        input: {
          mode: 'team_admin',
          clientId: client.id,
          carId: values.carId ?? '',
          carNumber: values.carNumber,
          class: values.class,
          driverId: values.driverId,
          registrationFeeCents: dollarsToCents(Number(values.fee) || 0),
        },
      });
      notifySuccess(registerMessages.succeeded(client.label));
      onDone();
    } catch (err) {
      setError(applyServerErrors(form, err, registerMessages.failed));
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
        <Select label="Event" required {...eventPicker} />
        <Select
          label="Vehicle"
          required
          searchable
          placeholder="Select a vehicle"
          data={carData}
          nothingFoundMessage="No vehicles"
          {...form.getInputProps('carId')}
        />
        {anyEvent.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            There are no upcoming events. Add one under Events & Racing first.
          </Text>
        ) : null}
        <RegistrationDetailsFields inputProps={(field) => form.getInputProps(field)} driverSelect={driverPicker} />
        <FormActions onCancel={onDone} submitLabel="Register" saving={register.isPending} />
      </Stack>
    </form>
  );
}
