import { Alert, Anchor, Card, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  eventInputSchema,
  eventMessages,
  eventTypes,
  type Event,
  type EventInput,
} from '@shared/events/events.contract';
import { paths } from '@web/app/paths';
import { useCarPicker } from '@web/features/cars/api/use-car-picker';
import { useTrackOptions } from '@web/features/tracks/api/get-track-options';
import { useTrackPicker } from '@web/features/tracks/api/use-track-picker';
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
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(eventInputSchema, { sync: true }),
  });

  const carPicker = useCarPicker({
    ...form.getInputProps('carId'),
    placeholder: 'No car',
    preselectDefault: preselectDefaultCar && initialValues.carId === null,
  });
  const trackPicker = useTrackPicker({
    ...form.getInputProps('trackId'),
    placeholder: 'Select a track',
    withLocation: true,
  });
  // Whether the team has a track at all.
  const anyTrack = useTrackOptions({ limit: 1 });

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
                description={
                  anyTrack.data?.length === 0 ? (
                    <>
                      No tracks yet.{' '}
                      <Anchor component={Link} to={paths.newTrack} size="xs">
                        Add a track
                      </Anchor>{' '}
                      first.
                    </>
                  ) : undefined
                }
                {...trackPicker}
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
              <Select label="Car" clearable description="Optional: the car you plan to bring" {...carPicker} />
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
