import { useMemo, useRef, useState, type ComponentProps, type Dispatch, type Ref, type SetStateAction } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { IconFilePlus, IconPlaylistAdd, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCents } from '@shared/lib/money';
import { quickBillingMessages } from '@shared/rate-cards/price-list.rules';
import { quickBillingDefaultTitle, type WorkOrder } from '@shared/work-orders/work-orders.contract';
import { workOrderStatusColors, workOrderStatusLabels } from '@shared/work-orders/work-orders.rules';
import { paths } from '@web/app/paths';
import { useClientPicker } from '@web/features/clients/api/use-client-picker';
import { clientVehiclesQuery } from '@web/features/clients/api/get-client-vehicles';
import { usePriceList } from '@web/features/rate-cards/api/get-price-list';
import { errorMessage } from '@web/lib/api-client';
import { applyServerErrors } from '@web/lib/form';
import { ErrorState } from '@web/ui/error-state';
import { FormError } from '@web/ui/form-actions';
import { notifySuccess } from '@web/ui/notify';
import { PageLoader } from '@web/ui/page-loader';
import { useCreateWorkOrderFromPriceList } from '../api/create-work-order-from-price-list';
import { AddToWorkOrderModal } from './add-to-work-order-modal';
import { PriceListTabs } from './price-list-tabs';
import {
  addSelectedItem,
  removeSelectedItem,
  selectedLineTotalCents,
  selectedQuantity,
  selectedRequestItems,
  selectedTotalCents,
  setSelectedQuantity,
  settleSelectedQuantity,
  type SelectedItem,
} from './selected-items';
import { SelectedItemsList } from './selected-items-list';
import { SelectionSummaryBar } from './selection-summary-bar';

interface TargetValues {
  clientId: string | null;
  carId: string | null;
  title: string;
}

/** What was last saved: the items as they were added, and the work order they went to. */
interface SavedLines {
  workOrder: WorkOrder;
  lines: SelectedItem[];
}

function SavedItems({ saved }: { saved: SavedLines }) {
  const { workOrder, lines } = saved;
  return (
    <Card withBorder component="section" aria-labelledby="saved-items-title">
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={3} size="h5" id="saved-items-title">
          Added to {workOrder.number}
        </Title>
        <Badge color={workOrderStatusColors[workOrder.status]} variant="light">
          {workOrderStatusLabels[workOrder.status]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {workOrder.title} · {workOrder.clientName} · {workOrder.carName}
      </Text>
      <Table verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.key}>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right">{selectedQuantity(line)}</Table.Td>
              <Table.Td ta="right">{formatCents(selectedLineTotalCents(line))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Divider my="xs" />
      <Group justify="space-between">
        <Text size="sm">Items added</Text>
        <Text fw={600}>{formatCents(selectedTotalCents(lines))}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">Work order total</Text>
        <Text fw={600} data-testid="saved-work-order-total">
          {formatCents(workOrder.estimatedTotalCents)}
        </Text>
      </Group>
    </Card>
  );
}

/**
 * What the panel holds (Selected Items, the client and vehicle, what was last saved), kept by the
 * page so it survives a look at the other tab.
 */
export function useQuickBillingState() {
  const [lines, setLines] = useState<SelectedItem[]>([]);
  const [saved, setSaved] = useState<SavedLines | null>(null);
  const form = useForm<TargetValues>({
    mode: 'controlled',
    initialValues: { clientId: null, carId: null, title: '' },
    clearInputErrorOnChange: true,
  });
  return { lines, setLines, saved, setSaved, form };
}
export type QuickBillingState = ReturnType<typeof useQuickBillingState>;

/** Without a default rate card there is no price list: where to make one. */
function NoRateCardNotice() {
  return (
    <Alert color="yellow" variant="light" title={quickBillingMessages.noRateCard}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{quickBillingMessages.noRateCardHint}</Text>
        <Button component={Link} to={paths.pricing} size="xs" leftSection={<IconSettings size={14} />}>
          Pricing Management
        </Button>
      </Stack>
    </Alert>
  );
}

/** The default rate card's price list, by tab; + adds an item to Selected Items. */
function PriceListCard({ rateCardName, ...tabs }: { rateCardName: string } & ComponentProps<typeof PriceListTabs>) {
  return (
    <Card withBorder>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h4">
          Price List
        </Title>
        <Text size="sm" c="dimmed">
          From {rateCardName}
        </Text>
      </Group>
      <PriceListTabs {...tabs} />
    </Card>
  );
}

/** Selected Items, their quantities changed or removed; the summary bar scrolls here (its ref). */
function SelectedItemsCard({
  ref,
  lines,
  onChange,
}: {
  ref: Ref<HTMLElement>;
  lines: SelectedItem[];
  onChange: Dispatch<SetStateAction<SelectedItem[]>>;
}) {
  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="selected-items-title"
      ref={ref}
      tabIndex={-1}
      // Scrolled to, it stops below the fixed header.
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + var(--mantine-spacing-md))' }}
    >
      <Title order={2} size="h4" mb="sm" id="selected-items-title">
        Selected Items
      </Title>
      <SelectedItemsList
        lines={lines}
        onQuantityChange={(key, quantity) => onChange((current) => setSelectedQuantity(current, key, quantity))}
        onQuantityBlur={(key) => onChange((current) => settleSelectedQuantity(current, key))}
        onRemove={(key) => onChange((current) => removeSelectedItem(current, key))}
      />
    </Card>
  );
}

/** Where the selected items go: a client's open work order, or a new one. */
function BillToButtons({
  nothingSelected,
  creating,
  onAddToExisting,
  onCreate,
}: {
  nothingSelected: boolean;
  creating: boolean;
  onAddToExisting: () => void;
  onCreate: () => void;
}) {
  return (
    <Stack gap="xs">
      <Button
        fullWidth
        variant="default"
        leftSection={<IconPlaylistAdd size={16} />}
        onClick={onAddToExisting}
        disabled={nothingSelected || creating}
      >
        Add to Existing Work Order
      </Button>
      <Button
        fullWidth
        leftSection={<IconFilePlus size={16} />}
        onClick={onCreate}
        loading={creating}
        disabled={nothingSelected}
      >
        Create New Work Order
      </Button>
    </Stack>
  );
}

/**
 * The client billed and their vehicles: a new client clears the vehicle; only the client's active
 * vehicles are offered.
 */
function useBillToClient(form: QuickBillingState['form']) {
  const { clientId } = form.values;
  const vehicles = useQuery({ ...clientVehiclesQuery(clientId ?? ''), enabled: clientId !== null });

  const clientPicker = useClientPicker({
    ...form.getInputProps('clientId'),
    onChange: (value: string | null) => {
      form.setFieldValue('clientId', value);
      form.setFieldValue('carId', null);
      form.clearFieldError('clientId');
    },
    active: true,
    placeholder: 'Select a client',
    nothingFoundMessage: 'No active clients',
  });
  const vehicleData = useMemo(
    () => (vehicles.data ?? []).filter((v) => v.archivedAt === null).map((v) => ({ value: v.id, label: v.name })),
    [vehicles.data],
  );
  const clientName = clientPicker.data.find((c) => c.value === clientId)?.label ?? '';
  return { clientId, vehicles, clientPicker, vehicleData, clientName };
}

/**
 * Quick Billing Panel: the price list of the team's default rate card, Selected Items, and the
 * work order they go to (a client's open one, or a new draft for one of the client's cars).
 */
export function QuickBillingPanel({ state }: { state: QuickBillingState }) {
  const priceList = usePriceList();
  const create = useCreateWorkOrderFromPriceList();
  const { lines, setLines, saved, setSaved, form } = state;
  const [addOpen, setAddOpen] = useState(false);
  const selectedRef = useRef<HTMLElement>(null);
  const selectedQuantities = useMemo(() => new Map(lines.map((line) => [line.key, selectedQuantity(line)])), [lines]);
  const [error, setError] = useState<string | null>(null);
  const { clientId, vehicles, clientPicker, vehicleData, clientName } = useBillToClient(form);

  const done = (workOrder: WorkOrder, message: string) => {
    notifySuccess(message);
    setSaved({ workOrder, lines });
    setLines([]);
    setError(null);
  };

  const needClient = () => {
    if (clientId) return false;
    form.setFieldError('clientId', 'Choose a client');
    return true;
  };

  const openAddToExisting = () => {
    if (needClient()) return;
    setAddOpen(true);
  };

  const createNew = async () => {
    setError(null);
    const noClient = needClient();
    if (!form.values.carId) form.setFieldError('carId', 'Choose a vehicle');
    if (noClient || !form.values.carId) return;
    try {
      const workOrder = await create.mutateAsync({
        clientId: form.values.clientId ?? '',
        carId: form.values.carId,
        title: form.values.title,
        items: selectedRequestItems(lines),
      });
      done(workOrder, quickBillingMessages.created(lines.length));
    } catch (err) {
      setError(applyServerErrors(form, err, 'The work order could not be created. Please try again.'));
    }
  };

  if (priceList.isPending) return <PageLoader label="Loading price list..." />;
  if (priceList.isError) {
    return (
      <ErrorState
        message={errorMessage(priceList.error, 'The price list could not be loaded')}
        onRetry={() => void priceList.refetch()}
      />
    );
  }
  if (!priceList.data.rateCard) return <NoRateCardNotice />;

  const nothingSelected = lines.length === 0;
  const showSelected = () => {
    const section = selectedRef.current;
    if (!section) return;
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  };
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <PriceListCard
          rateCardName={priceList.data.rateCard.name}
          sections={priceList.data.sections}
          selected={selectedQuantities}
          onAdd={(item) => setLines((current) => addSelectedItem(current, item))}
        />
      </Grid.Col>
      {/* Below md Selected Items come after the whole price list: this bar stays at the bottom of
          the screen while the list scrolls by, so each + shows what it did. */}
      <Grid.Col span={12} hiddenFrom="md" style={{ position: 'sticky', bottom: 0, zIndex: 2 }}>
        <SelectionSummaryBar lines={lines} onView={showSelected} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <SelectedItemsCard ref={selectedRef} lines={lines} onChange={setLines} />
          <Card withBorder component="section" aria-labelledby="bill-to-title">
            <Title order={2} size="h4" mb="sm" id="bill-to-title">
              Bill To
            </Title>
            <Stack gap="sm">
              <FormError error={error} />
              <Select label="Client" required {...clientPicker} />
              <Select
                label="Vehicle"
                description="For a new work order"
                searchable
                disabled={!clientId}
                placeholder={
                  !clientId ? 'Select a client first' : vehicles.isPending ? 'Loading vehicles...' : 'Select a vehicle'
                }
                nothingFoundMessage="This client has no vehicles"
                data={vehicleData}
                {...form.getInputProps('carId')}
              />
              <TextInput
                label="Work order title"
                description="For a new work order"
                placeholder={quickBillingDefaultTitle}
                {...form.getInputProps('title')}
              />
              {clientId && !vehicles.isPending && vehicleData.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {clientName} has no vehicles. Assign one on the client&apos;s page to create a work order.
                </Text>
              ) : null}
              <BillToButtons
                nothingSelected={nothingSelected}
                creating={create.isPending}
                onAddToExisting={openAddToExisting}
                onCreate={() => void createNew()}
              />
            </Stack>
          </Card>
          {saved ? <SavedItems saved={saved} /> : null}
        </Stack>
      </Grid.Col>
      <AddToWorkOrderModal
        opened={addOpen}
        clientId={clientId}
        clientName={clientName}
        lines={lines}
        onClose={() => setAddOpen(false)}
        onAdded={(workOrder) => {
          setAddOpen(false);
          done(workOrder, quickBillingMessages.added(lines.length));
        }}
      />
    </Grid>
  );
}
