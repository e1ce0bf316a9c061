import { Alert, Card, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  trackInputSchema,
  trackMessages,
  trackTypes,
  type Track,
  type TrackInput,
  type TrackType,
} from '@shared/tracks/tracks.contract';
import { formatTrackLength } from '@shared/tracks/tracks.rules';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { FormActions } from '@web/ui/form-actions';
import { useFormSubmit } from '@web/lib/use-form-submit';

export interface TrackFormValues {
  name: string;
  location: string;
  /** Miles; '' while blank. */
  length: number | '';
  type: string | null;
  description: string;
  imageUrl: string;
}

export function trackFormValues(track?: Track): TrackFormValues {
  return {
    name: track?.name ?? '',
    location: track?.location ?? '',
    length: track?.length ?? '',
    type: track?.type ?? null,
    description: track?.description ?? '',
    imageUrl: track?.imageUrl ?? '',
  };
}

/**
 * The track form, checked with the same schema as the server: name and location required,
 * length in miles (at least 0, steps of 0.001, blank = unset; stored as typed, a metric user
 * sees the km beside it), one of the six types, an http(s) image URL. A failed save shows the
 * message in a red box.
 */
export function TrackForm({
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initialValues: TrackFormValues;
  submitLabel: string;
  onSubmit: (input: TrackInput) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<TrackFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(trackInputSchema, { sync: true }),
  });

  const { handleSubmit, saving, error } = useFormSubmit(
    form,
    // Validated by the schema first: the type is one of the track types or blank.
    (values) => onSubmit({ ...values, type: values.type as TrackType | null }),
    trackMessages.saveFailed,
  );
  const { useMetric } = usePreferences();
  const lengthInKm =
    useMetric && typeof form.values.length === 'number' ? formatTrackLength(form.values.length, true) : null;

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Track">
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Card>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Name" required placeholder="e.g. Laguna Seca" {...form.getInputProps('name')} />
              <TextInput
                label="Location"
                required
                placeholder="e.g. Monterey, CA"
                {...form.getInputProps('location')}
              />
              <NumberInput
                label="Length (miles)"
                placeholder="e.g. 2.238"
                min={0}
                step={0.001}
                decimalScale={3}
                allowNegative={false}
                description={lengthInKm ? `About ${lengthInKm}` : undefined}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...form.getInputProps('length')}
              />
              <Select
                label="Type"
                placeholder="Select a type"
                clearable
                data={[...trackTypes]}
                {...form.getInputProps('type')}
              />
            </SimpleGrid>
            <TextInput
              label="Image URL"
              type="url"
              placeholder="https://example.com/track.jpg"
              {...form.getInputProps('imageUrl')}
            />
            <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
          </Stack>
        </Card>
        <FormActions onCancel={onCancel} submitLabel={submitLabel} saving={saving} />
      </Stack>
    </form>
  );
}
