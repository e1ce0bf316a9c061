import { useState } from 'react';
import { Alert, Card, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { centsToDollars, dollarsToCents } from '@shared/lib/money';
import { fieldToMiles, milesToField } from '@shared/preferences/preferences.rules';
import {
  serviceItemFormSchema,
  serviceItemMessages,
  type ServiceItem,
  type ServiceItemInput,
} from '@shared/service-items/service-items.contract';
import {
  serviceCategories,
  serviceCategoryLabels,
  servicePriorities,
  type ServiceCategory,
  type ServicePriority,
} from '@shared/service-items/service-status.rules';
import { numberOrNull } from '@web/lib/numbers';
import { DollarInput } from '@web/ui/dollar-input';
import { FormActions } from '@web/ui/form-actions';

export interface ServiceItemFormValues {
  name: string;
  description: string;
  category: ServiceCategory;
  priority: ServicePriority;
  hourInterval: number | string;
  /** Distances in the user's unit. */
  distanceInterval: number | string;
  lastServiceHours: number | string;
  lastServiceDistance: number | string;
  expectedLifeHours: number | string;
  expectedLifeDistance: number | string;
  estimatedLaborHours: number | string;
  /** Dollars. */
  estimatedPartsCost: number | string;
}

/** The stored distances (miles) the form starts from: a field left as it was keeps its value. */
export interface StoredDistances {
  distanceInterval: number | null;
  lastServiceDistance: number | null;
  expectedLifeDistance: number | null;
}

/** The item's distances, or for a new item the car's miles as its last service. */
export function storedDistances(item: ServiceItem | null, car: { miles: number }): StoredDistances {
  return {
    distanceInterval: item?.distanceInterval ?? null,
    lastServiceDistance: item ? item.lastServiceDistance : car.miles,
    expectedLifeDistance: item?.expectedLifeDistance ?? null,
  };
}

export function serviceItemFormValues(
  item: ServiceItem | null,
  car: { hours: number; miles: number },
  useMetric: boolean,
): ServiceItemFormValues {
  const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : v);
  const dist = (miles: number | null | undefined) =>
    miles === null || miles === undefined ? '' : milesToField(miles, useMetric);
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    category: item?.category ?? 'maintenance',
    priority: item?.priority ?? 'medium',
    hourInterval: num(item?.hourInterval),
    distanceInterval: dist(item?.distanceInterval),
    lastServiceHours: item ? item.lastServiceHours : car.hours,
    lastServiceDistance: dist(item ? item.lastServiceDistance : car.miles),
    expectedLifeHours: num(item?.expectedLifeHours),
    expectedLifeDistance: dist(item?.expectedLifeDistance),
    estimatedLaborHours: num(item?.estimatedLaborHours),
    estimatedPartsCost: item?.estimatedPartsCostCents == null ? '' : centsToDollars(item.estimatedPartsCostCents),
  };
}

export function toServiceItemInput(
  values: ServiceItemFormValues,
  useMetric: boolean,
  stored: StoredDistances,
): ServiceItemInput {
  const miles = (v: number | string, original: number | null) => fieldToMiles(numberOrNull(v), original, useMetric);
  const cost = numberOrNull(values.estimatedPartsCost);
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    priority: values.priority,
    hourInterval: numberOrNull(values.hourInterval),
    distanceInterval: miles(values.distanceInterval, stored.distanceInterval),
    lastServiceHours: numberOrNull(values.lastServiceHours),
    lastServiceDistance: miles(values.lastServiceDistance, stored.lastServiceDistance),
    expectedLifeHours: numberOrNull(values.expectedLifeHours),
    expectedLifeDistance: miles(values.expectedLifeDistance, stored.expectedLifeDistance),
    estimatedLaborHours: numberOrNull(values.estimatedLaborHours),
    estimatedPartsCostCents: cost === null ? null : dollarsToCents(cost),
  };
}

const priorityLabels: Record<ServicePriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export function ServiceItemForm({
  initialValues,
  stored,
  useMetric,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initialValues: ServiceItemFormValues;
  /** The distances the initial values were made from. */
  stored: StoredDistances;
  /** The unit the initial values are in. */
  useMetric: boolean;
  submitLabel: string;
  /** Returns the server's message for the red box, or null on success. */
  onSubmit: (
    input: ServiceItemInput,
    form: { setErrors(errors: Record<string, string>): void },
  ) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<ServiceItemFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(serviceItemFormSchema, { sync: true }),
  });
  const unit = useMetric ? 'km' : 'miles';
  const numberProps = { min: 0, step: 0.1, decimalScale: 1 } as const;

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    setSaving(true);
    try {
      setError(await onSubmit(toServiceItemInput(values, useMetric, stored), form));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="filled" role="alert" title={serviceItemMessages.saveFailed}>
            {error === serviceItemMessages.saveFailed ? null : error}
          </Alert>
        ) : null}
        <Card>
          <Title order={2} size="h4" mb="md">
            Item
          </Title>
          <Stack gap="sm">
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Category"
                data={serviceCategories.map((value) => ({ value, label: serviceCategoryLabels[value] }))}
                allowDeselect={false}
                {...form.getInputProps('category')}
              />
              <Select
                label="Priority"
                data={servicePriorities.map((value) => ({ value, label: priorityLabels[value] }))}
                allowDeselect={false}
                {...form.getInputProps('priority')}
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card>
          <Title order={2} size="h4" mb="md">
            Service interval
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Hour interval"
              description="Hours between services"
              {...numberProps}
              {...form.getInputProps('hourInterval')}
            />
            <NumberInput
              label={`Distance interval (${unit})`}
              description={`${unit === 'km' ? 'Kilometers' : 'Miles'} between services`}
              {...numberProps}
              {...form.getInputProps('distanceInterval')}
            />
            <NumberInput label="Hours at last service" {...numberProps} {...form.getInputProps('lastServiceHours')} />
            <NumberInput
              label={`Distance at last service (${unit})`}
              {...numberProps}
              {...form.getInputProps('lastServiceDistance')}
            />
          </SimpleGrid>
        </Card>
        <Card>
          <Title order={2} size="h4" mb="md">
            Life and cost
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label="Expected life (hours)" {...numberProps} {...form.getInputProps('expectedLifeHours')} />
            <NumberInput
              label={`Expected life (${unit})`}
              {...numberProps}
              {...form.getInputProps('expectedLifeDistance')}
            />
            <NumberInput
              label="Estimated labor hours"
              {...numberProps}
              {...form.getInputProps('estimatedLaborHours')}
            />
            <DollarInput
              label="Estimated parts cost ($)"
              fixedDecimalScale
              {...form.getInputProps('estimatedPartsCost')}
            />
          </SimpleGrid>
        </Card>
        <FormActions onCancel={onCancel} submitLabel={submitLabel} saving={saving} />
      </Stack>
    </form>
  );
}
