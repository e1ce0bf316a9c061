import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  templateDefaults,
  templateFormSchema,
  templateMessages,
  templateTypes,
  type CreateTemplateInput,
  type TemplateType,
} from '@shared/inspection-templates/inspection-templates.contract';
import { templateTypeLabel } from '@shared/inspection-templates/inspection-templates.rules';
import { itemInputTypes, type ItemInputType } from '@shared/inspections/inspections.contract';
import { dollarsToCents } from '@shared/lib/money';
import { applyServerErrors } from '@web/lib/form';
import { notifySuccess } from '@web/ui/notify';
import { useCreateInspectionTemplate } from '../api/create-inspection-template';
import { DollarInput } from '@web/ui/dollar-input';
import { FormActions } from '@web/ui/form-actions';

interface ItemValues {
  key: string;
  category: string;
  itemName: string;
  isRequired: boolean;
  inputType: ItemInputType;
  failureCreatesWorkItem: boolean;
  workItemTemplate: string;
  estimatedRepairMinutes: number | string;
}

interface TemplateFormValues {
  name: string;
  description: string;
  inspectionType: TemplateType;
  /** Dollars. */
  baseFee: number | string;
  estimatedMinutes: number | string;
  isDefault: boolean;
  items: ItemValues[];
}

const inputTypeLabels: Record<ItemInputType, string> = { pass_fail: 'Pass / fail', text: 'Text', number: 'Number' };
const categorySuggestions = ['Safety', 'Mechanical', 'Body', 'Brakes', 'Tires', 'Electrical', 'Fluids'];

let itemKey = 0;
function newItem(): ItemValues {
  itemKey += 1;
  return {
    key: `item-${itemKey}`,
    category: '',
    itemName: '',
    isRequired: true,
    inputType: 'pass_fail',
    failureCreatesWorkItem: false,
    workItemTemplate: '',
    estimatedRepairMinutes: '',
  };
}

const initialValues = (): TemplateFormValues => ({
  name: '',
  description: '',
  inspectionType: templateDefaults.inspectionType,
  baseFee: 0,
  estimatedMinutes: templateDefaults.estimatedMinutes,
  isDefault: false,
  items: [],
});

function toInput(values: TemplateFormValues): CreateTemplateInput {
  const num = (v: number | string) => (v === '' ? null : Number(v));
  return {
    name: values.name,
    description: values.description,
    inspectionType: values.inspectionType,
    baseFeeCents: dollarsToCents(Number(values.baseFee) || 0),
    estimatedMinutes: num(values.estimatedMinutes) ?? templateDefaults.estimatedMinutes,
    isDefault: values.isDefault,
    items: values.items.map((item) => ({
      category: item.category,
      itemName: item.itemName,
      isRequired: item.isRequired,
      inputType: item.inputType,
      failureCreatesWorkItem: item.failureCreatesWorkItem,
      workItemTemplate: item.failureCreatesWorkItem ? item.workItemTemplate : null,
      estimatedRepairMinutes: item.failureCreatesWorkItem ? num(item.estimatedRepairMinutes) : null,
    })),
  };
}

/** The New Template modal: template fields and its checklist items. */
export function TemplateFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateInspectionTemplate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TemplateFormValues>({
    mode: 'controlled',
    initialValues: initialValues(),
    validate: schemaResolver(templateFormSchema, { sync: true }),
  });

  const close = () => {
    form.setValues(initialValues());
    form.clearErrors();
    setError(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const created = await create.mutateAsync(toInput(values));
      notifySuccess(`Template ${created.name} created`);
      close();
    } catch (err) {
      setError(applyServerErrors(form, err, templateMessages.createFailed));
    }
  });

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={close} title="New Template" size="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput label="Template name" required {...form.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Inspection type"
              data={templateTypes.map((t) => ({ value: t, label: templateTypeLabel(t) }))}
              allowDeselect={false}
              {...form.getInputProps('inspectionType')}
            />
            <DollarInput label="Base fee" {...form.getInputProps('baseFee')} />
            <NumberInput
              label="Estimated minutes"
              min={0}
              allowDecimal={false}
              {...form.getInputProps('estimatedMinutes')}
            />
          </SimpleGrid>
          <Switch
            label="Set as default for this type"
            description="Inspections of this type use the default template."
            {...form.getInputProps('isDefault', { type: 'checkbox' })}
          />

          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>Checklist items</Text>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => form.insertListItem('items', newItem())}
              >
                Add Item
              </Button>
            </Group>
            {form.values.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                No items yet. Add the checks an inspector marks pass, fail or n/a.
              </Text>
            ) : null}
            {form.values.items.map((item, index) => (
              <Fieldset key={item.key} legend={`Item ${index + 1}`} variant="filled">
                <Stack gap="xs">
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <Autocomplete
                      label="Category"
                      required
                      data={categorySuggestions}
                      {...form.getInputProps(`items.${index}.category`)}
                    />
                    <TextInput label="Item name" required {...form.getInputProps(`items.${index}.itemName`)} />
                  </SimpleGrid>
                  <Group gap="md" align="flex-end" wrap="wrap">
                    <Select
                      label="Input type"
                      data={itemInputTypes.map((t) => ({ value: t, label: inputTypeLabels[t] }))}
                      allowDeselect={false}
                      w={160}
                      {...form.getInputProps(`items.${index}.inputType`)}
                    />
                    <Checkbox
                      label="Required"
                      {...form.getInputProps(`items.${index}.isRequired`, { type: 'checkbox' })}
                    />
                    <Checkbox
                      label="Failure creates work item"
                      {...form.getInputProps(`items.${index}.failureCreatesWorkItem`, { type: 'checkbox' })}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      ml="auto"
                      aria-label={`Remove item ${index + 1}`}
                      onClick={() => form.removeListItem('items', index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                  {item.failureCreatesWorkItem ? (
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <TextInput
                        label="Work item title"
                        placeholder={`Repair: ${item.itemName || 'item'}`}
                        {...form.getInputProps(`items.${index}.workItemTemplate`)}
                      />
                      <NumberInput
                        label="Estimated repair minutes"
                        placeholder="60"
                        min={0}
                        allowDecimal={false}
                        {...form.getInputProps(`items.${index}.estimatedRepairMinutes`)}
                      />
                    </SimpleGrid>
                  ) : null}
                </Stack>
              </Fieldset>
            ))}
          </Stack>

          <FormActions
            onCancel={close}
            submitLabel="Create Template"
            saving={create.isPending}
            disabled={form.values.name.trim() === ''}
          />
        </Stack>
      </form>
    </Modal>
  );
}
