import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Fieldset,
  Modal,
  MultiSelect,
  NumberInput,
  Rating,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { inventoryCategories, inventoryCategoryLabels } from '@shared/inventory/inventory.rules';
import {
  supplierFormValues,
  supplierInputSchema,
  type Supplier,
  type SupplierFormState,
} from '@shared/inventory/suppliers.contract';
import { maxSpecialties, paymentTerms, supplierMessages } from '@shared/inventory/suppliers.rules';
import { applyServerErrors } from '@web/lib/form';
import { CentsInput } from '@web/ui/dollar-input';
import { FormActions } from '@web/ui/form-actions';
import { notifySuccess } from '@web/ui/notify';
import { useSaveSupplier } from '../api/suppliers';

const categoryOptions = inventoryCategories.map((value) => ({ value, label: inventoryCategoryLabels[value] }));

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="filled">
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}

/** Add Supplier and Edit Supplier. */
export function SupplierFormModal({
  opened,
  supplier,
  onClose,
}: {
  opened: boolean;
  /** The supplier being edited, or null for a new one. */
  supplier: Supplier | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      fullScreen={phone}
      opened={opened}
      onClose={onClose}
      title={supplier ? 'Edit Supplier' : 'Add Supplier'}
      size="lg"
    >
      {/* The modal mounts its content on each opening, so the form starts from the stored values. */}
      <SupplierForm supplier={supplier} onClose={onClose} />
    </Modal>
  );
}

function SupplierForm({ supplier, onClose }: { supplier: Supplier | null; onClose: () => void }) {
  const save = useSaveSupplier(supplier?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const ratingLabelId = useId();
  const form = useForm<SupplierFormState>({
    mode: 'controlled',
    initialValues: supplierFormValues(supplier),
    clearInputErrorOnChange: true,
    validate: schemaResolver(supplierInputSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(values);
      notifySuccess(supplier ? `Supplier "${saved.name}" saved` : `Supplier "${saved.name}" added`);
      onClose();
    } catch (err) {
      setError(supplierMessages.saveFailed(applyServerErrors(form, err, supplierMessages.loadFailedFallback)));
    }
  });

  const ratingError = form.errors.rating;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Section legend="Supplier">
          <TextInput label="Supplier name" required data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Display name" {...form.getInputProps('displayName')} />
            <TextInput label="Supplier code" {...form.getInputProps('supplierCode')} />
          </SimpleGrid>
        </Section>
        <Section legend="Contact">
          <TextInput label="Contact person" {...form.getInputProps('contactPerson')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
            <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps('phone')} />
          </SimpleGrid>
          <TextInput label="Website" type="url" placeholder="https://" {...form.getInputProps('website')} />
        </Section>
        <Section legend="Address">
          <TextInput label="Street" {...form.getInputProps('address.street')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="City" {...form.getInputProps('address.city')} />
            <TextInput label="State" {...form.getInputProps('address.state')} />
            <TextInput label="Postal code" {...form.getInputProps('address.postalCode')} />
            <TextInput label="Country" {...form.getInputProps('address.country')} />
          </SimpleGrid>
        </Section>
        <Section legend="Purchasing">
          <MultiSelect
            label="Categories"
            data={categoryOptions}
            clearable
            hidePickedOptions
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('categories')}
          />
          <TagsInput
            label="Specialties"
            description="Type a specialty and press Enter"
            maxTags={maxSpecialties}
            clearable
            {...form.getInputProps('specialties')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label="Lead time (days)"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              {...form.getInputProps('leadTimeDays')}
            />
            <CentsInput label="Minimum order" {...form.getInputProps('minimumOrderCents')} />
            <Select
              label="Payment terms"
              data={[...paymentTerms]}
              allowDeselect={false}
              {...form.getInputProps('paymentTerms')}
            />
            <div>
              <Text size="sm" fw={500} id={ratingLabelId} mb={4}>
                Rating
              </Text>
              <Rating
                role="radiogroup"
                aria-labelledby={ratingLabelId}
                getSymbolLabel={(value) => (value === 1 ? '1 star' : `${value} stars`)}
                value={form.values.rating}
                onChange={(value) => form.setFieldValue('rating', value)}
              />
              {ratingError ? (
                <Text size="xs" c="red" mt={4}>
                  {ratingError}
                </Text>
              ) : null}
            </div>
          </SimpleGrid>
          <Switch
            label="Preferred supplier"
            description="Preferred suppliers are listed first."
            {...form.getInputProps('isPreferred', { type: 'checkbox' })}
          />
        </Section>
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <FormActions
          onCancel={onClose}
          submitLabel={supplier ? 'Save Changes' : 'Add Supplier'}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
