import { useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Collapse,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBolt, IconChevronDown, IconChevronUp, IconPlus, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { carLabel } from '@shared/cars/car-label.rules';
import type { QuickAddTemplate } from '@shared/work-orders/quick-add.rules';
import { rateCardItems } from '@shared/work-orders/line-prices.rules';
import { workOrderInputSchema, type WorkOrder, type WorkOrderInput } from '@shared/work-orders/work-orders.contract';
import {
  chargeKindLabels,
  chargeKinds,
  workOrderMessages,
  workOrderPriorities,
  workOrderPriorityLabels,
  type ChargeKind,
} from '@shared/work-orders/work-orders.rules';
import { paths, withQuery } from '@web/app/paths';
import { useCan } from '@web/features/account/api/use-can';
import { useClientPicker } from '@web/features/clients/api/use-client-picker';
import { clientVehiclesQuery } from '@web/features/clients/api/get-client-vehicles';
import { applyServerErrors } from '@web/lib/form';
import { confirmAction } from '@web/ui/confirm';
import { DateField } from '@web/ui/date-field';
import { useDefaultRateCard } from '../api/get-default-rate-card';
import { ChargeLineModal, type PriceLock } from './charge-line-modal';
import { ChargeLinesTable } from './charge-lines-table';
import { QuickAddPanel } from './quick-add-panel';
import {
  chargeListField,
  templateLine,
  toWorkOrderInput,
  type AnyLine,
  type WorkOrderFormValues,
} from './work-order-form-values';
import { WorkOrderTotals } from './work-order-totals';

type SaveStatus = 'draft' | 'pending_approval';

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Group justify="space-between" mb="md" gap="sm" wrap="wrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}

const requiredHeaderFields = ['clientId', 'carId', 'title'];

/**
 * The work order builder: header, the four charge tabs with their lines, Quick Add from the
 * default rate card, and totals from the shared rules. Save Draft and Send for Approval check
 * the form with the API's schema and save the header and every line at once.
 */
export function WorkOrderForm({
  initialValues,
  current,
  onSubmit,
  onCancel,
}: {
  initialValues: WorkOrderFormValues;
  /** The stored work order being edited (its client and car stay offered even if archived since). */
  current: WorkOrder | null;
  onSubmit: (input: WorkOrderInput, status: SaveStatus) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<WorkOrderFormValues>({
    mode: 'controlled',
    initialValues,
    clearInputErrorOnChange: true,
    validate: schemaResolver(workOrderInputSchema, { sync: true }),
  });
  const [saving, setSaving] = useState<SaveStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  // An existing work order opens on its first tab with lines.
  const [tab, setTab] = useState<ChargeKind>(
    () => chargeKinds.find((kind) => initialValues[chargeListField[kind]].length > 0) ?? 'event',
  );
  const [quickAddOpen, setQuickAddOpen] = useState(false);
  const [lastAdded, setLastAdded] = useState('');
  const [editing, setEditing] = useState<{ kind: ChargeKind; index: number | null } | null>(null);

  const clientId = form.values.clientId;
  // A car added for a client is an assignment: the shortcut is for those who manage assignments.
  const canAssign = useCan('manage_assignments');
  const vehicles = useQuery({ ...clientVehiclesQuery(clientId ?? ''), enabled: Boolean(clientId) });
  const rateCard = useDefaultRateCard();
  // A member who may not set prices adds lines at the default rate card's prices only.
  const canSetPrices = useCan('set_prices');
  const card = rateCard.data?.rateCard ?? null;
  const priceLock: PriceLock | null = canSetPrices
    ? null
    : { items: card ? rateCardItems(card) : [], loading: rateCard.isPending };

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

  /** Line errors the server named ('serviceCharges.0.description'), cleared when the lines change. */
  const clearLineErrors = () => {
    const kept = Object.fromEntries(
      Object.entries(form.errors).filter(([path]) => !Object.values(chargeListField).some((f) => path.startsWith(f))),
    );
    form.setErrors(kept);
  };
  const lineErrors = (kind: ChargeKind) => (index: number) =>
    Object.entries(form.errors)
      .filter(([path]) => path.startsWith(`${chargeListField[kind]}.${index}.`))
      .flatMap(([, message]) => (typeof message === 'string' ? [message] : []));

  const saveLine = (kind: ChargeKind, index: number | null, line: AnyLine) => {
    clearLineErrors();
    const field = chargeListField[kind];
    if (index === null) form.insertListItem(field, line);
    else form.replaceListItem(field, index, line);
  };
  const removeLine = (kind: ChargeKind, index: number) => {
    clearLineErrors();
    form.removeListItem(chargeListField[kind], index);
  };
  const addTemplate = (template: QuickAddTemplate) => {
    const { kind, line } = templateLine(template);
    saveLine(kind, null, line);
    setTab(kind);
    setLastAdded(`Added ${template.label} to ${chargeKindLabels[kind]} charges`);
  };

  const handleSubmit = form.onSubmit(
    async (values, event) => {
      // The button pressed says which (Enter in a field saves a draft: the first button).
      const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
      const status: SaveStatus = submitter?.dataset.intent === 'pending_approval' ? 'pending_approval' : 'draft';
      setError(null);
      setSaving(status);
      try {
        await onSubmit(toWorkOrderInput(values, status), status);
      } catch (err) {
        const message = applyServerErrors(form, err, '');
        setError(
          status === 'pending_approval'
            ? message
              ? `${workOrderMessages.sendFailed} ${message}`
              : workOrderMessages.sendFailed
            : workOrderMessages.saveFailed(message || 'unknown error'),
        );
      } finally {
        setSaving(null);
      }
    },
    (errors) => {
      const missing = requiredHeaderFields.some((field) => field in errors);
      setError(missing ? workOrderMessages.requiredFields : 'Please correct the highlighted fields.');
    },
  );

  const cancel = () => {
    if (!form.isDirty()) return onCancel();
    confirmAction({
      title: 'Discard changes',
      message: 'Leave without saving? The changes to this work order will be lost.',
      confirmLabel: 'Discard Changes',
      onConfirm: onCancel,
    });
  };

  // The required-fields message goes once client, vehicle and title are all filled in.
  const shownError =
    error === workOrderMessages.requiredFields &&
    !requiredHeaderFields.some((field) => form.errors[field] !== undefined)
      ? null
      : error;

  const listError = Object.values(chargeListField)
    .map((field) => form.errors[field])
    .find((message) => typeof message === 'string');

  return (
    <>
      <form onSubmit={handleSubmit} noValidate aria-label="Work order">
        <Stack gap="md">
          {shownError ? (
            <Alert color="red" variant="light" role="alert">
              {shownError}
            </Alert>
          ) : null}
          <Section title="Work Order Details">
            <Stack gap="sm">
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
              <TextInput
                label="Title"
                required
                placeholder="e.g. Race weekend support"
                {...form.getInputProps('title')}
              />
              <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                <Select
                  label="Priority"
                  data={workOrderPriorities.map((p) => ({ value: p, label: workOrderPriorityLabels[p] }))}
                  allowDeselect={false}
                  {...form.getInputProps('priority')}
                />
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
          </Section>

          <Section
            title="Charges"
            actions={
              <Button
                variant={quickAddOpen ? 'light' : 'default'}
                leftSection={<IconBolt size={16} />}
                rightSection={quickAddOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
                aria-expanded={quickAddOpen}
                onClick={() => setQuickAddOpen((open) => !open)}
              >
                Quick Add
              </Button>
            }
          >
            <Stack gap="md">
              <Collapse expanded={quickAddOpen} keepMounted={false}>
                <QuickAddPanel onAdd={addTemplate} />
              </Collapse>
              <Text size="sm" c="dimmed" role="status" aria-live="polite">
                {lastAdded}
              </Text>
              {listError ? (
                <Text size="sm" c="red" role="alert">
                  {listError}
                </Text>
              ) : null}
              <Tabs value={tab} onChange={(value) => value && setTab(value as ChargeKind)} keepMounted={false}>
                <Tabs.List>
                  {chargeKinds.map((kind) => (
                    <Tabs.Tab key={kind} value={kind}>
                      {chargeKindLabels[kind]} ({form.values[chargeListField[kind]].length})
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {chargeKinds.map((kind) => {
                  const lines = form.values[chargeListField[kind]];
                  return (
                    <Tabs.Panel key={kind} value={kind} pt="md">
                      <Stack gap="sm">
                        {lines.length === 0 ? (
                          <Text size="sm" c="dimmed">
                            No {chargeKindLabels[kind].toLowerCase()} charges yet. Add a line or use Quick Add.
                          </Text>
                        ) : (
                          <ChargeLinesTable
                            kind={kind}
                            lines={lines}
                            onEdit={(index) => setEditing({ kind, index })}
                            onRemove={(index) => removeLine(kind, index)}
                            errorsOf={lineErrors(kind)}
                          />
                        )}
                        <Group>
                          <Button
                            variant="light"
                            size="sm"
                            leftSection={<IconPlus size={16} />}
                            onClick={() => setEditing({ kind, index: null })}
                          >
                            Add {chargeKindLabels[kind]} Charge
                          </Button>
                        </Group>
                      </Stack>
                    </Tabs.Panel>
                  );
                })}
              </Tabs>
            </Stack>
          </Section>

          <Section title="Totals">
            <WorkOrderTotals lists={form.values} />
          </Section>

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={saving !== null}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="default"
              loading={saving === 'draft'}
              disabled={saving !== null}
              data-intent="draft"
            >
              Save Draft
            </Button>
            <Button
              type="submit"
              leftSection={<IconSend size={16} />}
              loading={saving === 'pending_approval'}
              disabled={saving !== null}
              data-intent="pending_approval"
            >
              Send for Approval
            </Button>
          </Group>
        </Stack>
      </form>
      {editing ? (
        <ChargeLineModal
          kind={editing.kind}
          line={editing.index === null ? null : (form.values[chargeListField[editing.kind]][editing.index] ?? null)}
          carId={form.values.carId}
          partsMarkup={card?.partsMarkupPercentage ?? null}
          priceLock={priceLock}
          onClose={() => setEditing(null)}
          onSave={(line) => saveLine(editing.kind, editing.index, line)}
        />
      ) : null}
    </>
  );
}
