import type { ReactNode } from 'react';
import { useState } from 'react';
import { Alert, Fieldset, Modal, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { todayIso } from '@shared/lib/dates';
import {
  rateCardFormSchema,
  rateCardFormToInput,
  rateCardFormValues,
  rateCardMessages,
  type RateCard,
} from '@shared/rate-cards/rate-cards.contract';
import { rateLabels } from '@shared/rate-cards/rate-cards.rules';
import { applyServerErrors } from '@web/lib/form';
import { DateField } from '@web/ui/date-field';
import { DollarInput } from '@web/ui/dollar-input';
import { FormActions } from '@web/ui/form-actions';
import { notifySuccess } from '@web/ui/notify';
import { useSaveRateCard } from '../api/save-rate-card';

type Amount = number | string;

/** The modal's values: rates in dollars, markups in percent, as the inputs hold them. */
interface RateCardFormState {
  name: string;
  description: string;
  trackSupportHourlyRate: Amount;
  transportationRate: Amount;
  eventDayFlatRate: Amount;
  weekendPackageRate: Amount;
  mechanicHourlyRate: Amount;
  serviceCallRate: Amount;
  diagnosticRate: Amount;
  damageAssessmentRate: Amount;
  bodyworkHourlyRate: Amount;
  engineRebuildRate: Amount;
  partsMarkupPercentage: Amount;
  consumableMarkupPercentage: Amount;
  outsideServiceMarkupPercentage: Amount;
  rushJobMultiplier: Amount;
  weekendMultiplier: Amount;
  holidayMultiplier: Amount;
  effectiveDate: string;
  isDefault: boolean;
}

type DollarField = Extract<
  keyof RateCardFormState,
  | 'trackSupportHourlyRate'
  | 'transportationRate'
  | 'eventDayFlatRate'
  | 'weekendPackageRate'
  | 'mechanicHourlyRate'
  | 'serviceCallRate'
  | 'diagnosticRate'
  | 'damageAssessmentRate'
  | 'bodyworkHourlyRate'
  | 'engineRebuildRate'
>;
type PercentField = Extract<
  keyof RateCardFormState,
  'partsMarkupPercentage' | 'consumableMarkupPercentage' | 'outsideServiceMarkupPercentage'
>;
type MultiplierField = Extract<
  keyof RateCardFormState,
  'rushJobMultiplier' | 'weekendMultiplier' | 'holidayMultiplier'
>;

const eventRates: [DollarField, string][] = [
  ['trackSupportHourlyRate', rateLabels.trackSupportHourlyRateCents],
  ['transportationRate', rateLabels.transportationRateCents],
  ['eventDayFlatRate', rateLabels.eventDayFlatRateCents],
  ['weekendPackageRate', rateLabels.weekendPackageRateCents],
];
const serviceRates: [DollarField, string][] = [
  ['mechanicHourlyRate', rateLabels.mechanicHourlyRateCents],
  ['serviceCallRate', rateLabels.serviceCallRateCents],
  ['diagnosticRate', rateLabels.diagnosticRateCents],
];
const repairRates: [DollarField, string][] = [
  ['damageAssessmentRate', rateLabels.damageAssessmentRateCents],
  ['bodyworkHourlyRate', rateLabels.bodyworkHourlyRateCents],
  ['engineRebuildRate', rateLabels.engineRebuildRateCents],
];
const multipliers: [MultiplierField, string][] = [
  ['rushJobMultiplier', rateLabels.rushJobMultiplier],
  ['weekendMultiplier', rateLabels.weekendMultiplier],
  ['holidayMultiplier', rateLabels.holidayMultiplier],
];
const markups: [PercentField, string][] = [
  ['partsMarkupPercentage', rateLabels.partsMarkupPercentage],
  ['consumableMarkupPercentage', rateLabels.consumableMarkupPercentage],
  ['outsideServiceMarkupPercentage', rateLabels.outsideServiceMarkupPercentage],
];

function formState(card: RateCard | null): RateCardFormState {
  const values = rateCardFormValues(card, todayIso());
  return {
    ...values,
    description: values.description ?? '',
    isDefault: values.isDefault ?? false,
  } as RateCardFormState;
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="filled">
      {children}
    </Fieldset>
  );
}

/**
 * New Rate Card and Edit: name, description, Event Rates, Service Rates, Repair Rates, Settings
 * (effective date and the default flag), Markup Percentages and Multipliers. Blank amounts count as 0, as the spec says.
 */
export function RateCardFormModal({
  opened,
  card,
  onClose,
}: {
  opened: boolean;
  /** The card being edited, or null for a new one. */
  card: RateCard | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      fullScreen={phone}
      opened={opened}
      onClose={onClose}
      title={card ? 'Edit Rate Card' : 'New Rate Card'}
      size="lg"
    >
      {/* The modal mounts its content on each opening, so the form starts from the card's stored values. */}
      <RateCardForm card={card} onClose={onClose} />
    </Modal>
  );
}

function RateCardForm({ card, onClose }: { card: RateCard | null; onClose: () => void }) {
  const save = useSaveRateCard(card?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RateCardFormState>({
    mode: 'controlled',
    initialValues: formState(card),
    clearInputErrorOnChange: true,
    validate: schemaResolver(rateCardFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      // The modal does not show the expiration date, so an edit keeps the card's own.
      const input = rateCardFormToInput(rateCardFormSchema.parse(values), card?.expirationDate ?? null);
      const saved = await save.mutateAsync(input);
      notifySuccess(card ? `Rate card ${saved.name} saved` : `Rate card ${saved.name} created`);
      onClose();
    } catch (err) {
      setError(applyServerErrors(form, err, rateCardMessages.saveFailed));
    }
  });

  const dollarInput = ([field, label]: [DollarField, string]) => (
    <DollarInput key={field} label={label} fixedDecimalScale {...form.getInputProps(field)} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert" title={rateCardMessages.saveFailed}>
            {error === rateCardMessages.saveFailed ? null : error}
          </Alert>
        ) : null}
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Section legend="Event Rates">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>{eventRates.map(dollarInput)}</SimpleGrid>
        </Section>
        <Section legend="Service Rates">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>{serviceRates.map(dollarInput)}</SimpleGrid>
        </Section>
        <Section legend="Repair Rates">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>{repairRates.map(dollarInput)}</SimpleGrid>
        </Section>
        <Section legend="Settings">
          <Stack gap="sm">
            <DateField label="Effective date" required clearable={false} {...form.getInputProps('effectiveDate')} />
            <Switch
              label="Set as Default Rate Card"
              description="Quick billing and new work orders are priced from the default card."
              {...form.getInputProps('isDefault', { type: 'checkbox' })}
            />
          </Stack>
        </Section>
        <Section legend="Markup Percentages">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {markups.map(([field, label]) => (
              <NumberInput
                key={field}
                label={label}
                suffix="%"
                min={0}
                decimalScale={2}
                allowNegative={false}
                inputMode="decimal"
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
        </Section>
        <Section legend="Multipliers">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {multipliers.map(([field, label]) => (
              <NumberInput
                key={field}
                label={label}
                prefix="× "
                min={0}
                decimalScale={3}
                allowNegative={false}
                inputMode="decimal"
                description="Rush, weekend or holiday work orders"
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
        </Section>
        <FormActions onCancel={onClose} submitLabel={card ? 'Save Changes' : 'Create'} saving={save.isPending} />
      </Stack>
    </form>
  );
}
