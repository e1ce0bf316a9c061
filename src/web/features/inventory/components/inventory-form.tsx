import { useState, type ReactNode } from 'react';
import {
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { permissionMessages } from '@shared/auth/permissions.rules';
import { inventoryMessages, type InventoryItem, type InventoryItemInput } from '@shared/inventory/inventory.contract';
import {
  inventoryCategories,
  inventoryCategoryLabels,
  inventoryConditionLabels,
  inventoryConditions,
} from '@shared/inventory/inventory.rules';
import type { Location } from '@shared/inventory/locations.contract';
import { useCarMultiPicker } from '@web/features/cars/api/use-car-picker';
import { useClientPicker } from '@web/features/clients/api/use-client-picker';
import { applyServerErrors } from '@web/lib/form';
import { confirmAction } from '@web/ui/confirm';
import { DollarInput } from '@web/ui/dollar-input';
import { FormActions, FormError } from '@web/ui/form-actions';
import { useSuppliers } from '../api/suppliers';
import {
  checkInventoryForm,
  formFieldOf,
  retailPriceHint,
  retailPricePlaceholder,
  toFormErrors,
  type InventoryFormValues,
} from './inventory-form-values';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

const categoryOptions = inventoryCategories.map((c) => ({ value: c, label: inventoryCategoryLabels[c] }));
const conditionOptions = inventoryConditions.map((c) => ({ value: c, label: inventoryConditionLabels[c] }));

const wholeNumberProps = { min: 0, allowDecimal: false, allowNegative: false, inputMode: 'numeric' } as const;

type InventoryFormApi = UseFormReturnType<InventoryFormValues>;

/** What the item is: name, part number, manufacturer, category, condition, unit cost, retail price, description. */
function BasicInformationSection({ form }: { form: InventoryFormApi }) {
  return (
    <Section title="Basic Information">
      <Stack gap="sm">
        <TextInput label="Item name" required {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Part number" {...form.getInputProps('partNumber')} />
          <TextInput label="Manufacturer" {...form.getInputProps('manufacturer')} />
          <Select
            label="Category"
            required
            data={categoryOptions}
            allowDeselect={false}
            {...form.getInputProps('category')}
          />
          <Select
            label="Condition"
            required
            data={conditionOptions}
            allowDeselect={false}
            {...form.getInputProps('condition')}
          />
          <DollarInput label="Unit cost" {...form.getInputProps('unitCost')} />
          <DollarInput
            label="Retail price"
            placeholder={retailPricePlaceholder(form.values)}
            description={retailPriceHint(form.values)}
            {...form.getInputProps('retailPrice')}
          />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      </Stack>
    </Section>
  );
}

/** How many are kept (and the levels to keep), and where. */
function StockAndLocationSection({ form, locations }: { form: InventoryFormApi; locations: Location[] }) {
  const locationData = locations.map((l) => ({ value: l.id, label: l.isDefault ? `${l.name} (default)` : l.name }));
  return (
    <Section title="Stock & Location">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput label="Current stock" required {...wholeNumberProps} {...form.getInputProps('currentStock')} />
        <NumberInput label="Min stock level" {...wholeNumberProps} {...form.getInputProps('minStockLevel')} />
        <NumberInput label="Max stock level" {...wholeNumberProps} {...form.getInputProps('maxStockLevel')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <Select
          label="Location"
          required
          searchable
          data={locationData}
          allowDeselect={false}
          nothingFoundMessage="No locations match"
          {...form.getInputProps('locationId')}
        />
        <TextInput label="Shelf location" placeholder="e.g. Rack B, shelf 2" {...form.getInputProps('shelfLocation')} />
      </SimpleGrid>
    </Section>
  );
}

/** Who supplies it: the team's suppliers, plus the stored one should it be removed since. */
function SupplierSection({ form, current }: { form: InventoryFormApi; current: InventoryItem | null }) {
  const suppliers = useSuppliers();
  const supplierData = (suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  if (current?.supplierId && current.supplierName && !supplierData.some((s) => s.value === current.supplierId)) {
    supplierData.unshift({ value: current.supplierId, label: current.supplierName });
  }
  return (
    <Section title="Supplier Information">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Supplier"
          searchable
          clearable
          placeholder={
            suppliers.isPending ? 'Loading suppliers...' : supplierData.length === 0 ? 'No suppliers yet' : 'None'
          }
          nothingFoundMessage="No suppliers match"
          data={supplierData}
          {...form.getInputProps('supplierId')}
          error={form.errors.supplierId ?? (suppliers.isError ? 'Failed to fetch suppliers' : undefined)}
        />
        <TextInput label="Supplier part number" {...form.getInputProps('supplierPartNumber')} />
        <NumberInput label="Lead time (days)" {...wholeNumberProps} {...form.getInputProps('leadTimeDays')} />
      </SimpleGrid>
    </Section>
  );
}

/** The cars the part fits (none: universal); the stored ones stay labelled. */
function VehicleCompatibilitySection({ form, current }: { form: InventoryFormApi; current: InventoryItem | null }) {
  const carsPicker = useCarMultiPicker({
    ...form.getInputProps('compatibleCarIds'),
    noCarsMessage: 'No vehicles yet',
    nothingFoundMessage: 'No vehicles match',
    extraOptions: (current?.compatibleCars ?? []).map((car) => ({ value: car.id, label: car.name })),
  });
  return (
    <Section title="Vehicle Compatibility">
      <MultiSelect
        label="Compatible vehicles"
        description="The cars this part fits. Leave empty for a universal part."
        placeholder={form.values.compatibleCarIds.length === 0 ? 'Universal (fits any vehicle)' : undefined}
        clearable
        hidePickedOptions
        {...carsPicker}
      />
    </Section>
  );
}

/**
 * Whether the shop or a client owns it. Without `canAssign` it is shown as it is, with the reason
 * it cannot change.
 */
function AssignmentSection({
  form,
  current,
  canAssign,
}: {
  form: InventoryFormApi;
  current: InventoryItem | null;
  canAssign: boolean;
}) {
  const clientPicker = useClientPicker({
    ...form.getInputProps('clientId'),
    placeholder: 'Select a client',
    disabled: !canAssign,
    // The stored client, labelled as stored, should the server no longer offer it (archived).
    extraOptions:
      current?.clientId && current.clientName ? [{ value: current.clientId, label: current.clientName }] : [],
  });
  return (
    <Section title="Assignment">
      <Stack gap="sm">
        <Radio.Group
          label="Belongs to"
          {...form.getInputProps('scope')}
          onChange={(value) => {
            form.setFieldValue('scope', value === 'client' ? 'client' : 'shop');
            if (value !== 'client') form.setFieldValue('clientId', null);
          }}
        >
          <Group gap="lg" mt={6}>
            <Radio value="shop" label="Shop inventory" disabled={!canAssign} />
            <Radio value="client" label="A client" disabled={!canAssign} />
          </Group>
        </Radio.Group>
        {form.values.scope === 'client' ? (
          <Select label="Client" required {...clientPicker} />
        ) : canAssign ? (
          <Text size="sm" c="dimmed">
            Shop items can be assigned to a client later from the inventory list.
          </Text>
        ) : null}
        {canAssign ? null : (
          <Text size="sm" c="dimmed">
            {permissionMessages.manage_assignments}
          </Text>
        )}
      </Stack>
    </Section>
  );
}

/**
 * Saving the item: the browser checks it first; the server's field names (unitCostCents) are shown
 * under the form's fields.
 */
function useInventorySubmit(form: InventoryFormApi, onSubmit: (input: InventoryItemInput) => Promise<unknown>) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = form.onSubmit(
    async (values) => {
      const checked = checkInventoryForm(values);
      if (!checked.ok) return;
      setError(null);
      setSaving(true);
      try {
        await onSubmit(checked.input);
      } catch (err) {
        const target = {
          setErrors: (errors: Record<string, string>) => form.setErrors(toFormErrors(errors)),
          getInputNode: (path: string) => form.getInputNode(formFieldOf(path)),
        };
        setError(applyServerErrors(target, err, inventoryMessages.saveFailed));
      } finally {
        setSaving(false);
      }
    },
    () => setError('Please correct the highlighted fields.'),
  );
  return { handleSubmit, saving, error };
}

/**
 * The spec's inventory form: Basic Information, Stock & Location, Supplier Information, Vehicle
 * Compatibility, Assignment and Additional Notes. The browser checks it with the API's schema.
 * Without `canAssign` the assignment is shown as it is and cannot be changed.
 */
export function InventoryForm({
  initialValues,
  current,
  locations,
  canAssign,
  onSubmit,
  onCancel,
}: {
  initialValues: InventoryFormValues;
  /** The stored item being edited (its supplier, client and cars stay offered even if removed since). */
  current: InventoryItem | null;
  locations: Location[];
  /** The member manages assignments: the item may be given to a client or taken back. */
  canAssign: boolean;
  onSubmit: (input: InventoryItemInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<InventoryFormValues>({
    mode: 'controlled',
    initialValues,
    clearInputErrorOnChange: true,
    validate: (values) => {
      const checked = checkInventoryForm(values);
      return checked.ok ? {} : checked.errors;
    },
  });
  const { handleSubmit, saving, error } = useInventorySubmit(form, onSubmit);

  const cancel = () => {
    if (!form.isDirty()) return onCancel();
    confirmAction({
      title: 'Discard changes',
      message: 'Leave without saving? The changes to this item will be lost.',
      confirmLabel: 'Discard Changes',
      onConfirm: onCancel,
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Inventory item">
      <Stack gap="md">
        <FormError error={error} />
        <BasicInformationSection form={form} />
        <StockAndLocationSection form={form} locations={locations} />
        <SupplierSection form={form} current={current} />
        <VehicleCompatibilitySection form={form} current={current} />
        <AssignmentSection form={form} current={current} canAssign={canAssign} />
        <Section title="Additional Notes">
          <Textarea label="Notes" autosize minRows={3} {...form.getInputProps('notes')} />
        </Section>
        <FormActions onCancel={cancel} submitLabel={current ? 'Update Item' : 'Create Item'} saving={saving} />
      </Stack>
    </form>
  );
}
