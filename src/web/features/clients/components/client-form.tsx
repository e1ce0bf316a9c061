import type { ReactNode } from 'react';
import { useState } from 'react';
import { Alert, Card, Select, SimpleGrid, Stack, Switch, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { clientInputSchema, type ClientInput } from '@shared/clients/clients.contract';
import { clientCountries, clientMessages, customerSources, usStateCodes } from '@shared/clients/clients.rules';
import { errorMessage } from '@web/lib/api-client';
import { applyServerErrors } from '@web/lib/form';
import type { ClientFormValues } from './client-form-values';
import { FormActions } from '@web/ui/form-actions';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * The spec's client form. Errors show on submit and clear when the user edits the field;
 * the browser and the server check with the same schema.
 */
export function ClientForm({
  initialValues,
  isEdit,
  onSubmit,
  onCancel,
}: {
  initialValues: ClientFormValues;
  isEdit: boolean;
  onSubmit: (input: ClientInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<ClientFormValues>({
    mode: 'controlled',
    initialValues,
    clearInputErrorOnChange: true,
    validate: schemaResolver(clientInputSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    setSaving(true);
    try {
      await onSubmit(values as ClientInput);
    } catch (err) {
      applyServerErrors(form, err, clientMessages.saveFailed);
      const message = errorMessage(err, '');
      setError(message ? `Error: ${message}` : clientMessages.saveFailed);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Section title="Basic Information">
          <Stack gap="sm">
            <TextInput label="Full Name" required autoComplete="name" {...form.getInputProps('name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
              <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
            </SimpleGrid>
          </Stack>
        </Section>
        <Section title="Address Information">
          <Stack gap="sm">
            <TextInput label="Street Address" autoComplete="street-address" {...form.getInputProps('address')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="City" autoComplete="address-level2" {...form.getInputProps('city')} />
              <Select
                label="State"
                placeholder="Select state"
                data={usStateCodes}
                searchable
                clearable
                {...form.getInputProps('state')}
              />
              <TextInput label="ZIP Code" autoComplete="postal-code" {...form.getInputProps('zipCode')} />
              <Select
                label="Country"
                data={clientCountries.map((c) => ({ value: c.value, label: c.label }))}
                allowDeselect={false}
                {...form.getInputProps('country')}
              />
            </SimpleGrid>
          </Stack>
        </Section>
        <Section title="Additional Information">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Customer Source"
                placeholder="Select source"
                data={customerSources}
                clearable
                {...form.getInputProps('source')}
              />
              <TextInput label="Fleet ID" {...form.getInputProps('fleetId')} />
            </SimpleGrid>
            <Textarea label="Notes" autosize minRows={3} {...form.getInputProps('notes')} />
          </Stack>
        </Section>
        <Section title="Settings">
          <Stack gap="sm">
            <Switch label="Tax Exempt" {...form.getInputProps('taxExempt', { type: 'checkbox' })} />
            <Switch
              label="Eligible for Accounts Receivable"
              {...form.getInputProps('eligibleForAR', { type: 'checkbox' })}
            />
            <Switch
              label="Marketing Communications"
              {...form.getInputProps('marketToCustomer', { type: 'checkbox' })}
            />
          </Stack>
        </Section>
        <FormActions onCancel={onCancel} submitLabel={isEdit ? 'Update Client' : 'Create Client'} saving={saving} />
      </Stack>
    </form>
  );
}
