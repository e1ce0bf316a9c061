import { Alert, Card, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  componentInputSchema,
  componentKindLabels,
  componentKinds,
  type Component,
  type ComponentInput,
  type ComponentKind,
} from '@shared/components/components.contract';
import { componentMessages } from '@shared/components/components.rules';
import { distanceUnit, fieldToMiles, milesToField } from '@shared/preferences/preferences.rules';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { FormActions } from '@web/ui/form-actions';
import { useFormSubmit } from '@web/lib/use-form-submit';

export interface ComponentFormValues {
  name: string;
  kind: string | null;
  serialNumber: string;
  notes: string;
  hours: number | '';
  /** In the user's unit while typed; miles when sent. */
  distance: number | '';
}

export function componentFormValues(component: Component | undefined, useMetric: boolean): ComponentFormValues {
  return {
    name: component?.name ?? '',
    kind: component?.kind ?? null,
    serialNumber: component?.serialNumber ?? '',
    notes: component?.notes ?? '',
    hours: component?.hours ?? 0,
    distance: component ? milesToField(component.distance, useMetric) : 0,
  };
}

const kindOptions = componentKinds.map((kind) => ({ value: kind, label: componentKindLabels[kind] }));

/**
 * The component form, checked with the server's schema: name and kind required, serial number
 * and notes optional, and its meters as they read now (hours, and distance in the user's unit).
 */
export function ComponentForm({
  initialValues,
  storedDistance = null,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initialValues: ComponentFormValues;
  /** The distance saved (miles), kept exactly when its field is left as shown. */
  storedDistance?: number | null;
  submitLabel: string;
  onSubmit: (input: ComponentInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { useMetric } = usePreferences();
  const toInput = (values: ComponentFormValues): ComponentInput => ({
    name: values.name,
    kind: (values.kind ?? '') as ComponentKind,
    serialNumber: values.serialNumber,
    notes: values.notes,
    hours: values.hours === '' ? 0 : values.hours,
    distance: values.distance === '' ? 0 : (fieldToMiles(values.distance, storedDistance, useMetric) ?? 0),
  });
  const form = useForm<ComponentFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => schemaResolver(componentInputSchema, { sync: true })(toInput(values)),
  });
  const { handleSubmit, saving, error } = useFormSubmit(
    form,
    (values) => onSubmit(toInput(values)),
    componentMessages.saveFailed,
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Component">
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Card>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Name" required placeholder="e.g. Engine 9A1" {...form.getInputProps('name')} />
              <Select
                label="Kind"
                required
                placeholder="Select a kind"
                data={kindOptions}
                {...form.getInputProps('kind')}
              />
              <TextInput label="Serial number" placeholder="e.g. 9A1-0042" {...form.getInputProps('serialNumber')} />
              <NumberInput
                label="Hours"
                min={0}
                decimalScale={1}
                allowNegative={false}
                {...form.getInputProps('hours')}
              />
              <NumberInput
                label={`Distance (${distanceUnit(useMetric)})`}
                min={0}
                decimalScale={1}
                allowNegative={false}
                {...form.getInputProps('distance')}
              />
            </SimpleGrid>
            <Textarea label="Notes" autosize minRows={3} {...form.getInputProps('notes')} />
          </Stack>
        </Card>
        <FormActions onCancel={onCancel} submitLabel={submitLabel} saving={saving} />
      </Stack>
    </form>
  );
}
