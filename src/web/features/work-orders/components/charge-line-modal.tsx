import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { permissionMessages } from '@shared/auth/permissions.rules';
import { damageSeverities, damageSeverityLabels } from '@shared/damage-reports/damage-reports.rules';
import { formatCents } from '@shared/lib/money';
import { linesWithOwnPrices, type RateCardItem } from '@shared/work-orders/line-prices.rules';
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
import { unitRateOf, type AnyLine } from './work-order-form-values';

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
 * For a member who may not set prices: what the line is, chosen from the default rate card's items
 * of its kind, sets its charge type and price (the price itself cannot be typed).
 */
export interface PriceLock {
  /** The default card's items (every kind); empty without a card. */
  items: readonly RateCardItem[];
  loading: boolean;
}

const rateCardItemRequired = 'Choose an item of the rate card';

function RateCardItemField({
  form,
  kind,
  lock,
  error,
  onChosen,
}: {
  form: ChargeLineForm;
  kind: ChargeKind;
  lock: PriceLock;
  error: string | null;
  onChosen: () => void;
}) {
  const items = lock.items.filter((item) => item.kind === kind);
  const parts = kind === 'parts';
  const v = form.values;
  const price = parts ? v.unitPriceCents : v.unitRateCents;
  // The item picked here; a line opened for editing shows the first item its price matches.
  const [picked, setPicked] = useState<number | null>(null);
  const matching = items.findIndex((item) => item.chargeType === v.chargeType.trim() && item.unitRateCents === price);
  const shown = picked !== null && items[picked]?.unitRateCents === price ? picked : matching;
  const choose = (value: string | null) => {
    const index = Number(value);
    const item = items[index];
    if (value === null || !item) return;
    setPicked(index);
    form.setFieldValue('chargeType', item.chargeType);
    form.setFieldValue(parts ? 'unitPriceCents' : 'unitRateCents', item.unitRateCents);
    if (parts && !v.partName.trim()) form.setFieldValue('partName', item.label);
    if (!parts && !v.description.trim()) form.setFieldValue('description', item.label);
    onChosen();
  };
  return (
    <Select
      label="Rate card item"
      placeholder={lock.loading ? 'Loading rate card...' : items.length > 0 ? 'Choose an item' : 'No default rate card'}
      description={permissionMessages.set_prices}
      data={items.map((item, index) => ({
        value: String(index),
        label: `${item.label} · ${formatCents(item.unitRateCents)}`,
      }))}
      value={shown >= 0 ? String(shown) : null}
      onChange={choose}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No rate card item matches"
      disabled={items.length === 0}
      error={error}
    />
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
  priceLock,
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
  /** Set for a member who may not set prices: the line is priced from the rate card only. */
  priceLock: PriceLock | null;
  onClose: () => void;
  onSave: (line: AnyLine) => void;
}) {
  const form = useChargeLineForm(kind, line);
  const [itemError, setItemError] = useState<string | null>(null);

  const submit = form.onSubmit(
    (values) => {
      const saved = chargeLineFromValues(kind, values, line?.key);
      // A locked price is the rate card's, or the edited line's own (kept as it was saved).
      const priced = (l: AnyLine) => ({ kind, chargeType: l.chargeType, unitRateCents: unitRateOf(kind, l) });
      if (priceLock && linesWithOwnPrices([priced(saved)], priceLock.items, line ? [priced(line)] : []).length > 0) {
        setItemError(rateCardItemRequired);
        return;
      }
      onSave(saved);
      onClose();
    },
    (errors) => {
      // A locked price left blank: the way to fill it is the rate card item.
      if (priceLock && ('unitRateCents' in errors || 'unitPriceCents' in errors)) setItemError(rateCardItemRequired);
    },
  );

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
  const locked = priceLock !== null;
  // A locked price reads as such: a lock where the field's controls would be.
  const priceProps = locked
    ? { readOnly: true, rightSection: <IconLock size={14} aria-hidden />, rightSectionPointerEvents: 'none' as const }
    : {};

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
          {priceLock ? (
            <RateCardItemField
              form={form}
              kind={kind}
              lock={priceLock}
              error={itemError}
              onChosen={() => setItemError(null)}
            />
          ) : null}
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
                <CentsInput label="Unit price" required {...priceProps} {...form.getInputProps('unitPriceCents')} />
              </>
            ) : (
              <CentsInput label="Unit rate" required {...priceProps} {...form.getInputProps('unitRateCents')} />
            )}
          </SimpleGrid>
          {parts ? (
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" data-testid="line-markup">
                Markup: {markup === null ? '—' : `${markup}%`}
              </Text>
              {partsMarkup !== null && v.unitCostCents !== null && !locked ? (
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
          <TextInput
            label="Charge type"
            placeholder="e.g. labor"
            readOnly={locked}
            {...form.getInputProps('chargeType')}
          />
          <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
          <FormActions onCancel={onClose} submitLabel={line ? 'Save Line' : 'Add Line'} />
        </Stack>
      </form>
    </Modal>
  );
}
