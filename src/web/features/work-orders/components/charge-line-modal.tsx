import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { damageSeverities, damageSeverityLabels } from '@shared/damage-reports/damage-reports.rules';
import { formatCents } from '@shared/lib/money';
import {
  chargeKindLabels,
  lineTotalCents,
  markupPercentage,
  priceWithMarkupCents,
  type ChargeKind,
} from '@shared/work-orders/work-orders.rules';
import { damageReportsQuery } from '@web/features/damage-reports/api/get-damage-reports';
import { useDriverPicker } from '@web/features/drivers/api/use-driver-picker';
import { useEventPicker } from '@web/features/events/api/use-event-picker';
import { numberOrNull } from '@web/lib/numbers';
import { DateField } from '@web/ui/date-field';
import { CentsInput } from '@web/ui/dollar-input';
import { FormActions } from '@web/ui/form-actions';
import {
  chargeLineFormValues,
  chargeLineFromValues,
  chargeLineSchemas,
  emptyChargeLineValues,
  type ChargeLineFormValues,
} from './charge-line-values';
import type { AnyLine } from './work-order-form-values';

const quantityHints: Record<ChargeKind, string> = {
  event: 'Days, hours or trips',
  service: 'Hours of labor or visits',
  parts: 'How many',
  damage: 'Hours of repair work',
};

function useChargeLineForm(kind: ChargeKind, line: AnyLine | null) {
  return useForm<ChargeLineFormValues>({
    mode: 'controlled',
    initialValues: line ? chargeLineFormValues(kind, line) : emptyChargeLineValues(),
    clearInputErrorOnChange: true,
    validate: schemaResolver(chargeLineSchemas[kind], { sync: true }),
  });
}
type ChargeLineForm = ReturnType<typeof useChargeLineForm>;

function EventFields({ form }: { form: ChargeLineForm }) {
  const eventPicker = useEventPicker({
    ...form.getInputProps('eventId'),
    onChange: (value, event) => {
      form.setFieldValue('eventId', value);
      if (event && !form.values.eventDate) form.setFieldValue('eventDate', event.date);
    },
    placeholder: 'No event',
  });
  const driverPicker = useDriverPicker({ ...form.getInputProps('driverId'), placeholder: 'No driver' });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select label="Event" clearable {...eventPicker} />
      <DateField label="Event date" {...form.getInputProps('eventDate')} />
      <Select label="Driver" clearable {...driverPicker} />
      <NumberInput label="Sessions" min={0} allowDecimal={false} {...form.getInputProps('sessionCount')} />
    </SimpleGrid>
  );
}

function DamageFields({ form, carId }: { form: ChargeLineForm; carId: string | null }) {
  const reports = useQuery({
    ...damageReportsQuery({ carId: carId ?? undefined, page: 1, pageSize: 200 }),
    enabled: Boolean(carId),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label="Damage report"
        placeholder={!carId ? 'Choose the vehicle first' : reports.isPending ? 'Loading reports...' : 'No report'}
        data={(reports.data?.items ?? []).map((r) => ({ value: r.id, label: r.title }))}
        disabled={!carId}
        searchable
        clearable
        nothingFoundMessage="No damage reports for this vehicle"
        {...form.getInputProps('damageReportId')}
        error={form.errors.damageReportId ?? (reports.isError ? 'Failed to fetch damage reports' : undefined)}
      />
      <TextInput label="Damage type" placeholder="e.g. Bodywork" {...form.getInputProps('damageType')} />
      <Select
        label="Severity"
        data={damageSeverities.map((s) => ({ value: s, label: damageSeverityLabels[s] }))}
        clearable
        {...form.getInputProps('severity')}
      />
      <DateField label="Assessment date" {...form.getInputProps('assessmentDate')} />
      <NumberInput
        label="Estimated repair time (minutes)"
        min={0}
        allowDecimal={false}
        {...form.getInputProps('estimatedRepairMinutes')}
      />
    </SimpleGrid>
  );
}

/**
 * Adds or edits one charge line of the builder (mounted while open, one per line edited), checked with the API's line schema. Parts show
 * their markup from the shared rule and can be priced at the rate card's parts markup.
 */
export function ChargeLineModal({
  kind,
  line,
  carId,
  partsMarkup,
  onClose,
  onSave,
}: {
  kind: ChargeKind;
  /** The line to edit; null adds one. */
  line: AnyLine | null;
  /** The work order's vehicle: damage reports are that car's. */
  carId: string | null;
  /** The default rate card's parts markup %, when there is a card. */
  partsMarkup: number | null;
  onClose: () => void;
  onSave: (line: AnyLine) => void;
}) {
  const form = useChargeLineForm(kind, line);

  const submit = form.onSubmit((values) => {
    onSave(chargeLineFromValues(kind, values, line?.key));
    onClose();
  });

  const v = form.values;
  const parts = kind === 'parts';
  const rate = parts ? v.unitPriceCents : v.unitRateCents;
  const quantity = numberOrNull(v.quantity);
  const total = quantity !== null && rate !== null ? lineTotalCents(quantity, rate) : null;
  const markup =
    parts && v.unitCostCents !== null && v.unitPriceCents !== null
      ? markupPercentage(v.unitCostCents, v.unitPriceCents)
      : null;
  const label = chargeKindLabels[kind];

  return (
    <Modal
      opened
      onClose={onClose}
      title={`${line ? 'Edit' : 'Add'} ${label} Charge`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog sits inside the builder's tree: its submit is its own.
          event.stopPropagation();
          submit(event);
        }}
      >
        <Stack gap="sm">
          {parts ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Part name" required {...form.getInputProps('partName')} />
              <TextInput label="Part number" {...form.getInputProps('partNumber')} />
            </SimpleGrid>
          ) : null}
          <TextInput
            label="Description"
            required={!parts}
            description={parts ? 'Left blank, the part name is used' : undefined}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: parts ? 3 : 2 }}>
            <NumberInput
              label="Quantity"
              description={quantityHints[kind]}
              required
              min={0}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps('quantity')}
            />
            {parts ? (
              <>
                <CentsInput label="Unit cost" required {...form.getInputProps('unitCostCents')} />
                <CentsInput label="Unit price" required {...form.getInputProps('unitPriceCents')} />
              </>
            ) : (
              <CentsInput label="Unit rate" required {...form.getInputProps('unitRateCents')} />
            )}
          </SimpleGrid>
          {parts ? (
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" data-testid="line-markup">
                Markup: {markup === null ? '—' : `${markup}%`}
              </Text>
              {partsMarkup !== null && v.unitCostCents !== null ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() =>
                    form.setFieldValue('unitPriceCents', priceWithMarkupCents(v.unitCostCents ?? 0, partsMarkup))
                  }
                >
                  Price at {partsMarkup}% markup
                </Button>
              ) : null}
            </Group>
          ) : null}
          <Text size="sm" fw={600} data-testid="line-total">
            Line total: {total === null ? '—' : formatCents(total)}
          </Text>
          {kind === 'event' ? <EventFields form={form} /> : null}
          {kind === 'service' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Service type" placeholder="e.g. Inspection" {...form.getInputProps('serviceType')} />
              <DateField label="Service date" {...form.getInputProps('serviceDate')} />
            </SimpleGrid>
          ) : null}
          {parts ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Category" {...form.getInputProps('category')} />
              <TextInput label="Supplier" {...form.getInputProps('supplier')} />
            </SimpleGrid>
          ) : null}
          {kind === 'damage' ? <DamageFields form={form} carId={carId} /> : null}
          <TextInput label="Charge type" placeholder="e.g. labor" {...form.getInputProps('chargeType')} />
          <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
          <FormActions onCancel={onClose} submitLabel={line ? 'Save Line' : 'Add Line'} />
        </Stack>
      </form>
    </Modal>
  );
}
