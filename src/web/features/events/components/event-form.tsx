import { useCallback } from 'react';
import { Alert, Anchor, Card, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { carLabel } from '@shared/cars/car-label.rules';
import {
  eventInputSchema,
  eventMessages,
  eventTypes,
  type Event,
  type EventInput,
} from '@shared/events/events.contract';
import { paths } from '@web/app/paths';
import { useCarOptions } from '@web/features/cars/api/get-car-options';
import { usePreselectDefaultCar } from '@web/features/preferences/api/use-default-car';
import { useTracks } from '@web/features/tracks/api/get-tracks';
import { useFormSubmit } from '@web/lib/use-form-submit';
import { DateField } from '@web/ui/date-field';
import { FormActions } from '@web/ui/form-actions';

export interface EventFormValues {
  title: string;
  date: string | null;
  type: string | null;
  trackId: string | null;
  /** Minutes; '' while blank (saved as 0). */
  estimatedMinutes: number | '';
  description: string;
  notes: string;
  carId: string | null;
}

export function eventFormValues(
  event?: Event,
  prefill: { trackId?: string | null; carId?: string | null } = {},
): EventFormValues {
  return {
    title: event?.title ?? '',
    date: event?.date ?? null,
    type: event?.type ?? null,
    trackId: event?.trackId ?? prefill.trackId ?? null,
    estimatedMinutes: event?.estimatedMinutes ?? '',
    description: event?.description ?? '',
    notes: event?.notes ?? '',
    carId: event ? event.carId : (prefill.carId ?? null),
  };
}

/**
 * The event form, checked with the same schema as the server: title, date, type and track
 * required; estimated minutes at least 0 (blank = 0); an optional car. A failed save shows the
 * server's message in a red box, or 'Failed to save event'.
 */
export function EventForm({
  initialValues,
  preselectDefaultCar = false,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initialValues: EventFormValues;
  /** A new event whose car the page did not choose: start on the user's default car. */
  preselectDefaultCar?: boolean;
  submitLabel: string;
  onSubmit: (input: EventInput) => Promise<void>;
  onCancel: () => void;
}) {
  const tracks = useTracks();
  const cars = useCarOptions();
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(eventInputSchema, { sync: true }),
  });
  const { setFieldValue } = form;
  usePreselectDefaultCar({
    enabled: preselectDefaultCar && initialValues.carId === null,
    value: form.values.carId,
    carIds: cars.data?.map((car) => car.id),
    onPreselect: useCallback((carId: string) => setFieldValue('carId', carId), [setFieldValue]),
  });

  const trackData = (tracks.data ?? []).map((t) => ({ value: t.id, label: `${t.name} (${t.location})` }));
  const carData = (cars.data ?? []).map((c) => ({ value: c.id, label: carLabel(c) }));

  const { handleSubmit, saving, error } = useFormSubmit(
    form,
    (values) =>
      onSubmit({
        ...values,
        date: values.date ?? '',
        type: (values.type ?? '') as EventInput['type'],
        trackId: values.trackId ?? '',
      }),
    eventMessages.saveFailed,
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Event">
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Card>
          <Stack gap="sm">
            <TextInput label="Title" required placeholder="e.g. Spring Track Day" {...form.getInputProps('title')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateField label="Date" required {...form.getInputProps('date')} />
              <Select
                label="Type"
                required
                allowDeselect={false}
                placeholder="Select a type"
                data={[...eventTypes]}
                {...form.getInputProps('type')}
              />
              <Select
                label="Track"
                required
                allowDeselect={false}
                searchable
                nothingFoundMessage="No tracks match"
                placeholder={tracks.isPending ? 'Loading tracks...' : 'Select a track'}
                data={trackData}
                disabled={tracks.isPending}
                description={
                  tracks.isError ? (
                    'Tracks could not be loaded.'
                  ) : tracks.data?.length === 0 ? (
                    <>
                      No tracks yet.{' '}
                      <Anchor component={Link} to={paths.newTrack} size="xs">
                        Add a track
                      </Anchor>{' '}
                      first.
                    </>
                  ) : undefined
                }
                {...form.getInputProps('trackId')}
              />
              <NumberInput
                label="Estimated time (minutes)"
                placeholder="0"
                min={0}
                step={15}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('estimatedMinutes')}
              />
              <Select
                label="Car"
                clearable
                searchable
                nothingFoundMessage="No cars match"
                placeholder={cars.isPending ? 'Loading cars...' : 'No car'}
                data={carData}
                disabled={cars.isPending}
                description={cars.isError ? 'Cars could not be loaded.' : 'Optional: the car you plan to bring'}
                {...form.getInputProps('carId')}
              />
            </SimpleGrid>
            <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
            <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
          </Stack>
        </Card>
        <Alert color="blue" variant="light" role="note" icon={<IconInfoCircle />} title={eventMessages.multiCarTitle}>
          <Text size="sm">{eventMessages.multiCarBody}</Text>
        </Alert>
        <FormActions onCancel={onCancel} submitLabel={submitLabel} saving={saving} />
      </Stack>
    </form>
  );
}
