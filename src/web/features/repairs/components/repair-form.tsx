import { useState, type ReactNode } from 'react';
import { NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { distanceUnit, fieldToMiles, milesToField } from '@shared/preferences/preferences.rules';
import { createRepairSchema, updateRepairSchema } from '@shared/repairs/repairs.contract';
import { useRecordCarPicker } from '@web/features/cars/api/use-car-picker';
import { useUnits } from '@web/features/preferences/api/use-units';
import { numberOrNull } from '@web/lib/numbers';
import { PageLoader } from '@web/ui/page-loader';
import { DateField } from '@web/ui/date-field';
import { CentsInput } from '@web/ui/dollar-input';
import { PendingPhotos } from './repair-images';
import { FormActions, FormError } from '@web/ui/form-actions';
import { SectionCard } from '@web/ui/section-card';
import { useFormSubmit } from '@web/lib/use-form-submit';

export interface RepairFormValues {
  title: string;
  carId: string | null;
  scheduledDate: string | null;
  description: string;
  estimatedCostCents: number | null;
  actualCostCents: number | null;
  parts: string;
  intervalMiles: number | null;
  intervalHours: number | null;
  notes: string;
  completedDate: string | null;
}

export const emptyRepairValues: RepairFormValues = {
  title: '',
  carId: null,
  scheduledDate: null,
  description: '',
  estimatedCostCents: null,
  actualCostCents: null,
  parts: '',
  intervalMiles: null,
  intervalHours: null,
  notes: '',
  completedDate: null,
};

/** What the form holds: the interval distance as typed, in the user's unit ('' while blank). */
type RepairFieldValues = Omit<RepairFormValues, 'intervalMiles'> & { intervalMiles: number | string };

interface RepairFormProps {
  /** The interval distance in miles, as stored. */
  initialValues: RepairFormValues;
  mode: 'create' | 'edit';
  /** The car cannot change (the repair fixes a damage report on that car). */
  carLocked?: boolean;
  carLockedReason?: string;
  /** The repair is completed: its completed date can be corrected. */
  completed?: boolean;
  submitLabel: string;
  /** Saves the values; a rejected promise shows the server's messages on the form. */
  onSubmit: (values: RepairFormValues, photos: File[]) => Promise<void>;
  onCancel: () => void;
  banner?: ReactNode;
}

/**
 * The repair form, for a new repair and for editing one. Money is typed in dollars and kept
 * in cents; the service interval distance is typed in the user's unit and kept in miles (an
 * interval left as it was keeps its stored miles). It waits for the user's units. A new repair
 * without a car from the page starts on the user's default car.
 */
export function RepairForm(props: RepairFormProps) {
  const units = useUnits();
  if (!units.ready) return <PageLoader label="Loading repair form..." />;
  return <RepairFormFields {...props} units={units.useMetric} />;
}

function RepairFormFields({
  initialValues,
  mode,
  carLocked,
  carLockedReason,
  completed,
  submitLabel,
  onSubmit,
  onCancel,
  banner,
  units,
}: RepairFormProps & { units: boolean }) {
  // The unit the interval was filled in; a change elsewhere does not relabel a typed value.
  const [useMetric] = useState(units);
  const [photos, setPhotos] = useState<File[]>([]);
  const form = useForm<RepairFieldValues>({
    mode: 'controlled',
    initialValues: {
      ...initialValues,
      intervalMiles: initialValues.intervalMiles === null ? '' : milesToField(initialValues.intervalMiles, useMetric),
    },
    validate: schemaResolver(mode === 'create' ? createRepairSchema : updateRepairSchema, { sync: true }),
  });
  const carPicker = useRecordCarPicker(form.getInputProps('carId'), {
    creating: mode === 'create',
    hasCar: initialValues.carId !== null,
    locked: carLocked,
  });
  const unit = distanceUnit(useMetric);

  const { handleSubmit, saving, error } = useFormSubmit(
    form,
    (values) =>
      onSubmit(
        {
          ...values,
          intervalMiles: fieldToMiles(numberOrNull(values.intervalMiles), initialValues.intervalMiles, useMetric),
        },
        photos,
      ),
    'The repair could not be saved. Please try again.',
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={mode === 'create' ? 'New repair' : 'Edit repair'}>
      <Stack gap="md">
        {banner}
        <FormError error={error} />
        <SectionCard title="Repair">
          <Stack gap="sm">
            <TextInput
              label="Title"
              required
              placeholder="e.g. Replace front brake pads"
              {...form.getInputProps('title')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select label="Car" required description={carLocked ? carLockedReason : undefined} {...carPicker} />
              <DateField label="Scheduled date" clearable {...form.getInputProps('scheduledDate')} />
              <CentsInput label="Estimated cost" placeholder="$0.00" {...form.getInputProps('estimatedCostCents')} />
              <CentsInput label="Actual cost" placeholder="$0.00" {...form.getInputProps('actualCostCents')} />
              {completed ? (
                <DateField label="Completed date" required {...form.getInputProps('completedDate')} />
              ) : null}
            </SimpleGrid>
          </Stack>
        </SectionCard>
        <SectionCard title="Work">
          <Stack gap="sm">
            <Textarea
              label="Description"
              autosize
              minRows={3}
              placeholder="What is wrong and what will be done"
              {...form.getInputProps('description')}
            />
            <Textarea
              label="Parts"
              autosize
              minRows={2}
              placeholder="Part numbers, suppliers, quantities"
              {...form.getInputProps('parts')}
            />
            <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
          </Stack>
        </SectionCard>
        <SectionCard title="Service interval" titleGap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={`Interval (${unit})`}
              description={`Repeat this work every so many ${unit}`}
              min={0}
              decimalScale={1}
              allowNegative={false}
              {...form.getInputProps('intervalMiles')}
            />
            <NumberInput
              label="Interval (hours)"
              description="Repeat this work every so many hours of use"
              min={0}
              decimalScale={1}
              allowNegative={false}
              value={form.values.intervalHours ?? ''}
              error={form.errors.intervalHours}
              onChange={(v) => form.setFieldValue('intervalHours', v === '' ? null : Number(v))}
            />
          </SimpleGrid>
        </SectionCard>
        {mode === 'create' ? <PendingPhotos files={photos} onChange={setPhotos} /> : null}
        <FormActions onCancel={onCancel} submitLabel={submitLabel} saving={saving} />
      </Stack>
    </form>
  );
}
