import { Anchor, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { carLabel } from '@shared/cars/car-label.rules';
import type { WorkOrder } from '@shared/work-orders/work-orders.contract';
import { workOrderPriorities, workOrderPriorityLabels } from '@shared/work-orders/work-orders.rules';
import { paths, withQuery } from '@web/app/paths';
import { useCan } from '@web/features/account/api/use-can';
import { clientVehiclesQuery } from '@web/features/clients/api/get-client-vehicles';
import { useClientPicker } from '@web/features/clients/api/use-client-picker';
import { DateField } from '@web/ui/date-field';
import { rateCardItems } from '@shared/work-orders/line-prices.rules';
import {
  pricingTierLabels,
  pricingTiers,
  tierMultiplier,
  type PricingTier,
} from '@shared/work-orders/pricing-tier.rules';
import type { Pricing } from '../api/use-pricing';
import { repricedLabourLists, type WorkOrderFormValues } from './work-order-form-values';
import { WorkOrderSection } from './work-order-section';

type WorkOrderForm = UseFormReturnType<WorkOrderFormValues>;

/**
 * The client and vehicle fields: a vehicle belongs to one client, so a new client clears it and
 * the vehicles offered are the client's (the stored ones stay offered, labelled as stored, should
 * they be archived since).
 */
function ClientAndVehicleFields({ form, current }: { form: WorkOrderForm; current: WorkOrder | null }) {
  const clientId = form.values.clientId;
  // A car added for a client is an assignment: the shortcut is for those who manage assignments.
  const canAssign = useCan('manage_assignments');
  const vehicles = useQuery({ ...clientVehiclesQuery(clientId ?? ''), enabled: Boolean(clientId) });
  const clientPicker = useClientPicker({
    ...form.getInputProps('clientId'),
    onChange: (value: string | null) => {
      if (value === form.values.clientId) return;
      form.setFieldValue('clientId', value);
      // A vehicle belongs to one client: a new client starts without one.
      form.setFieldValue('carId', null);
    },
    placeholder: 'Select a client',
    // The work order's client, labelled as stored, should the server no longer offer it (archived).
    extraOptions: current ? [{ value: current.clientId, label: current.clientName }] : [],
  });
  const carData = (vehicles.data ?? [])
    .filter((car) => !car.archivedAt || car.id === form.values.carId)
    .map((car) => ({ value: car.id, label: carLabel(car) }));
  if (current && clientId === current.clientId && !carData.some((c) => c.value === current.carId)) {
    carData.unshift({ value: current.carId, label: current.carName });
  }
  const noVehicles = Boolean(clientId) && vehicles.isSuccess && carData.length === 0;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select label="Client" required {...clientPicker} />
      <Select
        label="Vehicle"
        required
        searchable
        disabled={!clientId}
        placeholder={
          !clientId
            ? 'Select a client first'
            : vehicles.isPending
              ? 'Loading vehicles...'
              : noVehicles
                ? 'This client has no vehicles'
                : 'Select a vehicle'
        }
        nothingFoundMessage="No vehicles match"
        data={carData}
        description={
          noVehicles && clientId && canAssign ? (
            <Anchor component={Link} to={withQuery(paths.newCar, { clientId })} size="xs">
              Add a vehicle for this client
            </Anchor>
          ) : undefined
        }
        {...form.getInputProps('carId')}
        error={form.errors.carId ?? (vehicles.isError ? 'Failed to fetch cars' : undefined)}
      />
    </SimpleGrid>
  );
}

/**
 * Standard, rush, weekend or holiday work, each with its multiplier on the card. Choosing another
 * moves the labour lines at their rate-card price to the new one.
 */
function PricingTierField({ form, pricing }: { form: WorkOrderForm; pricing: Pricing }) {
  const { card } = pricing;
  const data = pricingTiers.map((tier) => ({
    value: tier,
    label:
      tier === 'standard' || !card
        ? pricingTierLabels[tier]
        : `${pricingTierLabels[tier]} (× ${tierMultiplier(card, tier)})`,
  }));
  const change = (value: string | null) => {
    const tier = (value ?? 'standard') as PricingTier;
    if (tier === form.values.pricingTier) return;
    if (card) {
      const from = rateCardItems(card, tierMultiplier(card, form.values.pricingTier));
      const to = rateCardItems(card, tierMultiplier(card, tier));
      form.setValues({ pricingTier: tier, ...repricedLabourLists(form.values, from, to) });
    } else {
      form.setFieldValue('pricingTier', tier);
    }
  };
  return (
    <Select
      label="Pricing"
      description="Rush, weekend and holiday work multiply the labour rates"
      data={data}
      allowDeselect={false}
      {...form.getInputProps('pricingTier')}
      onChange={change}
    />
  );
}

/** The work order's header: client, vehicle, title, description, priority, pricing, dates, approval and notes. */
export function WorkOrderDetailsSection({
  form,
  current,
  pricing,
}: {
  form: WorkOrderForm;
  current: WorkOrder | null;
  pricing: Pricing;
}) {
  return (
    <WorkOrderSection title="Work Order Details">
      <Stack gap="sm">
        <ClientAndVehicleFields form={form} current={current} />
        <TextInput label="Title" required placeholder="e.g. Race weekend support" {...form.getInputProps('title')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Select
            label="Priority"
            data={workOrderPriorities.map((p) => ({ value: p, label: workOrderPriorityLabels[p] }))}
            allowDeselect={false}
            {...form.getInputProps('priority')}
          />
          <PricingTierField form={form} pricing={pricing} />
          <DateField label="Requested date" {...form.getInputProps('requestedDate')} />
          <DateField label="Scheduled start date" {...form.getInputProps('scheduledStartDate')} />
          <DateField label="Estimated completion date" {...form.getInputProps('estimatedCompletionDate')} />
        </SimpleGrid>
        <Switch
          label="Requires client approval"
          {...form.getInputProps('requiresClientApproval', { type: 'checkbox' })}
        />
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
      </Stack>
    </WorkOrderSection>
  );
}
