import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import dayjs from 'dayjs';
import {
  createSessionSchema,
  sessionDuration,
  sessionMessages,
  sessionTypes,
  type CreateSessionInput,
  type SessionType,
} from '@shared/event-sessions/event-sessions.contract';
import { sessionValueLabel } from '@shared/event-sessions/event-sessions.rules';
import { useDriverPicker } from '@web/features/drivers/api/use-driver-picker';
import { applyServerErrors } from '@web/lib/form';
import { notifySuccess } from '@web/ui/notify';
import { randomUuid } from '@web/lib/queued-writes';
import { savedOnDevice, useSendTrackWrite } from '../offline/use-track-writes';
import { numberOrNull } from '@web/lib/numbers';
import type { NumberField } from './form-numbers';

interface SessionFormValues {
  name: string;
  sessionType: SessionType;
  /** 'YYYY-MM-DD HH:mm:ss' from the picker, in the user's time zone. */
  startTime: string | null;
  durationMinutes: NumberField;
  driverId: string | null;
}

function toInput(values: SessionFormValues): CreateSessionInput {
  return {
    name: values.name,
    sessionType: values.sessionType,
    startTime: values.startTime ? dayjs(values.startTime).toISOString() : '',
    durationMinutes: numberOrNull(values.durationMinutes) ?? undefined,
    driverId: values.driverId,
  };
}

const resolver = schemaResolver(createSessionSchema, { sync: true });

/** 'Create New Session': name and start time are required before the button enables. */
export function SessionCreateForm({
  eventId,
  eventCarId,
  carLabel,
  defaultDriverId,
  defaultDriverName,
  eventDate,
  onDone,
}: {
  eventId: string;
  eventCarId: string;
  /** The car, as the queue of changes names it. */
  carLabel: string;
  defaultDriverId: string | null;
  defaultDriverName: string | null;
  /** The event's day (YYYY-MM-DD): the picker opens on its month. */
  eventDate: string;
  onDone: () => void;
}) {
  const create = useSendTrackWrite('session-create');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SessionFormValues>({
    mode: 'controlled',
    initialValues: {
      name: '',
      sessionType: 'practice',
      startTime: null,
      durationMinutes: sessionDuration.default,
      driverId: defaultDriverId,
    },
    validate: (values) => resolver(toInput(values)),
  });
  const driverPicker = useDriverPicker({ ...form.getInputProps('driverId'), placeholder: 'Optional' });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      // Named on the session while it waits to be sent (without a connection the picker may not know it).
      const driverName =
        driverPicker.data?.find((o) => o.value === values.driverId)?.label ??
        (values.driverId === defaultDriverId ? defaultDriverName : null);
      const input = { ...toInput(values), id: randomUuid() };
      const outcome = await create.send({ eventId, eventCarId, carLabel, driverName, input });
      notifySuccess(outcome.queued ? savedOnDevice(`Session ${input.name}`) : `Session ${outcome.data.name} created`);
      onDone();
    } catch (err) {
      setError(applyServerErrors(form, err, sessionMessages.createFailed));
    }
  });

  const ready = form.values.name.trim() !== '' && form.values.startTime !== null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput label="Session name" required placeholder="e.g. Morning practice" {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Session type"
            data={sessionTypes.map((t) => ({ value: t, label: sessionValueLabel(t) }))}
            allowDeselect={false}
            {...form.getInputProps('sessionType')}
          />
          <DateTimePicker
            label="Start time"
            required
            placeholder="Pick date and time"
            defaultDate={eventDate}
            valueFormat="MM/DD/YYYY hh:mm A"
            nextLabel="Next month"
            previousLabel="Previous month"
            submitButtonProps={{ 'aria-label': 'Confirm start time' }}
            timePickerProps={{
              format: '12h',
              hoursInputLabel: 'Hours',
              minutesInputLabel: 'Minutes',
              amPmInputLabel: 'AM or PM',
            }}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('startTime')}
          />
          <NumberInput
            label="Duration (minutes)"
            clampBehavior="none"
            min={sessionDuration.min}
            max={sessionDuration.max}
            allowDecimal={false}
            {...form.getInputProps('durationMinutes')}
          />
          <Select label="Driver" clearable {...driverPicker} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Back
          </Button>
          <Button type="submit" disabled={!ready} loading={create.sending}>
            Create Session
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
