import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { damageReportInputSchema } from '@shared/damage-reports/damage-reports.contract';
import {
  damageSeverities,
  damageSeverityLabels,
  damageSourceTypeLabels,
  damageSourceTypes,
  driveabilityLabels,
  driveabilityOptions,
} from '@shared/damage-reports/damage-reports.rules';
import { todayIso } from '@shared/lib/dates';
import { useRecordCarPicker } from '@web/features/cars/api/use-car-picker';
import { useEventPicker } from '@web/features/events/api/use-event-picker';
import { DateField } from '@web/ui/date-field';
import { CentsInput } from '@web/ui/dollar-input';
import { FormActions, FormError } from '@web/ui/form-actions';
import { SectionCard } from '@web/ui/section-card';
import { useFormSubmit } from '@web/lib/use-form-submit';

export interface DamageReportFormValues {
  title: string;
  carId: string | null;
  severity: string | null;
  damageLocation: string;
  discoveredDate: string | null;
  description: string;
  sourceType: string | null;
  driveability: string | null;
  estimatedRepairCostCents: number | null;
  eventId: string | null;
}

export const emptyDamageReportValues = (): DamageReportFormValues => ({
  title: '',
  carId: null,
  severity: null,
  damageLocation: '',
  discoveredDate: todayIso(),
  description: '',
  sourceType: null,
  driveability: null,
  estimatedRepairCostCents: null,
  eventId: null,
});

const severityData = damageSeverities.map((s) => ({ value: s, label: damageSeverityLabels[s] }));
const sourceData = damageSourceTypes.map((s) => ({ value: s, label: damageSourceTypeLabels[s] }));
const driveabilityData = driveabilityOptions.map((s) => ({ value: s, label: driveabilityLabels[s] }));

/** The damage report form, for a new report and for editing one; a new report without a car from the page starts on the user's default car. */
export function DamageReportForm({
  initialValues,
  mode,
  savedEvent,
  carLocked,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initialValues: DamageReportFormValues;
  mode: 'create' | 'edit';
  /** The event the saved report names: listed as archived when the picker no longer offers it. */
  savedEvent?: { id: string; title: string } | null;
  /** A repair is linked: the report stays with its car. */
  carLocked?: boolean;
  submitLabel: string;
  onSubmit: (values: DamageReportFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<DamageReportFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(damageReportInputSchema, { sync: true }),
  });
  const carPicker = useRecordCarPicker(form.getInputProps('carId'), {
    creating: mode === 'create',
    hasCar: initialValues.carId !== null,
    locked: carLocked,
  });
  const eventPicker = useEventPicker({
    ...form.getInputProps('eventId'),
    placeholder: 'Not at an event',
    extraOptions: savedEvent ? [{ value: savedEvent.id, label: `${savedEvent.title} (archived)` }] : [],
  });

  const { handleSubmit, saving, error } = useFormSubmit(
    form,
    (values) => onSubmit(values),
    'The damage report could not be saved. Please try again.',
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={mode === 'create' ? 'Report damage' : 'Edit damage report'}>
      <Stack gap="md">
        <FormError error={error} />
        <SectionCard title="Damage">
          <Stack gap="sm">
            <TextInput
              label="Title"
              required
              placeholder="e.g. Cracked front splitter"
              {...form.getInputProps('title')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Car"
                required
                description={carLocked ? 'A repair is linked to this report' : undefined}
                {...carPicker}
              />
              <Select
                label="Severity"
                required
                placeholder="How bad is it?"
                data={severityData}
                {...form.getInputProps('severity')}
              />
              <TextInput
                label="Location on the car"
                placeholder="e.g. Left rear quarter"
                {...form.getInputProps('damageLocation')}
              />
              <DateField label="Discovered date" required {...form.getInputProps('discoveredDate')} />
              <Select
                label="Source"
                placeholder="Where it was found"
                clearable
                data={sourceData}
                {...form.getInputProps('sourceType')}
              />
              <Select
                label="Driveability"
                placeholder="Can the car run?"
                clearable
                data={driveabilityData}
                {...form.getInputProps('driveability')}
              />
              <CentsInput
                label="Estimated repair cost"
                placeholder="$0.00"
                {...form.getInputProps('estimatedRepairCostCents')}
              />
              <Select label="Event" clearable {...eventPicker} />
            </SimpleGrid>
            <Textarea
              label="Description"
              autosize
              minRows={3}
              placeholder="What happened and what is damaged"
              {...form.getInputProps('description')}
            />
          </Stack>
        </SectionCard>
        <FormActions onCancel={onCancel} submitLabel={submitLabel} saving={saving} />
      </Stack>
    </form>
  );
}
