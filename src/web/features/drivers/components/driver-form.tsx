import { Alert, Card, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { driverInputSchema, type Driver, type DriverInput } from '@shared/drivers/drivers.contract';
import { FormActions } from '@web/ui/form-actions';
import { useFormSubmit } from '@web/lib/use-form-submit';

export interface DriverFormValues {
  name: string;
  email: string;
  phone: string;
  licenseNumber: string;
}

export function driverFormValues(driver?: Driver | null): DriverFormValues {
  return {
    name: driver?.name ?? '',
    email: driver?.email ?? '',
    phone: driver?.phone ?? '',
    licenseNumber: driver?.licenseNumber ?? '',
  };
}

/** Name required; e-mail and phone checked by the same schema as the server. */
export function DriverForm({
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initialValues: DriverFormValues;
  submitLabel: string;
  onSubmit: (input: DriverInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<DriverFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(driverInputSchema, { sync: true }),
  });

  const { handleSubmit, saving, error } = useFormSubmit(
    form,
    (values) => onSubmit(values),
    'Failed to save driver. Please try again.',
  );

  return (
    <Card component="form" onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput label="Name" required autoComplete="name" {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <TextInput label="License Number" {...form.getInputProps('licenseNumber')} />
        <FormActions onCancel={onCancel} submitLabel={submitLabel} saving={saving} />
      </Stack>
    </Card>
  );
}
