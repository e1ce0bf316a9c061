import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Divider,
  Grid,
  Group,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Invoice } from '@shared/invoices/invoices.contract';
import { consolidationRefusal, invoiceMessages, invoiceTaxLabel, invoiceTotals } from '@shared/invoices/invoices.rules';
import { formatDate, todayIso } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import type { WorkOrderListItem } from '@shared/work-orders/work-orders.contract';
import { paths } from '@web/app/paths';
import { clientQuery } from '@web/features/clients/api/get-client';
import { useClientPicker } from '@web/features/clients/api/use-client-picker';
import { errorMessage } from '@web/lib/api-client';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { ListFooter } from '@web/ui/list-footer';
import { notifySuccess } from '@web/ui/notify';
import { PageLoader } from '@web/ui/page-loader';
import { useCreateInvoice } from '../api/create-invoice';
import { useApprovedWorkOrders } from '../api/get-work-orders';

const pageSize = 10;

function WorkOrderRow({
  workOrder,
  checked,
  blockedBy,
  onToggle,
}: {
  workOrder: WorkOrderListItem;
  checked: boolean;
  /** The client whose work orders are selected, when it is another one. */
  blockedBy: string | null;
  onToggle: () => void;
}) {
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Checkbox
          checked={checked}
          onChange={onToggle}
          disabled={blockedBy !== null}
          style={{ flex: '1 1 220px', minWidth: 0 }}
          label={
            <Text component="span" fw={600}>
              {workOrder.number} · {workOrder.title}
            </Text>
          }
          description={
            <>
              {workOrder.clientName} · {workOrder.carName}
              <br />
              {workOrder.requestedDate ? `Requested ${formatDate(workOrder.requestedDate)}` : 'No requested date'} ·
              Created {formatDate(workOrder.createdAt)}
              {blockedBy ? (
                <>
                  <br />
                  One invoice holds one client&apos;s work orders: {blockedBy}&apos;s are selected.
                </>
              ) : null}
            </>
          }
        />
        <Group gap="xs" wrap="nowrap" ml="auto">
          <Badge color="green" variant="light">
            Approved
          </Badge>
          <Text fw={600}>{formatCents(workOrder.estimatedTotalCents)}</Text>
        </Group>
      </Group>
    </Card>
  );
}

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        data-testid={`summary-${label.toLowerCase().split(' ')[0]}`}
      >
        {value}
      </Text>
    </Group>
  );
}

/**
 * Billing Workflow: the team's approved work orders, selectable; the selection's subtotal, tax
 * and total (the shared invoice rule, tax-exempt clients pay none); Create Consolidated Invoice.
 */
export function BillingWorkflow({ onCreated }: { onCreated: (invoice: Invoice) => void }) {
  const [clientFilter, setClientFilter] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<string, WorkOrderListItem>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const approved = useApprovedWorkOrders({ clientId: clientFilter ?? undefined, page, pageSize });
  const create = useCreateInvoice();

  const chosen = useMemo(() => [...selected.values()], [selected]);
  const selectedClientId = chosen[0]?.clientId ?? null;
  const selectedClient = useQuery({ ...clientQuery(selectedClientId ?? ''), enabled: selectedClientId !== null });
  const taxExempt = selectedClient.data?.taxExempt === true;
  const totals = invoiceTotals(
    chosen.map((w) => w.estimatedTotalCents),
    { taxExempt },
  );
  const refusal = chosen.length > 0 ? consolidationRefusal(chosen) : null;

  const toggle = (workOrder: WorkOrderListItem) => {
    setError(null);
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(workOrder.id)) next.delete(workOrder.id);
      else next.set(workOrder.id, workOrder);
      return next;
    });
  };

  const createInvoice = async () => {
    setError(null);
    try {
      const invoice = await create.mutateAsync({ workOrderIds: chosen.map((w) => w.id), today: todayIso() });
      notifySuccess(invoiceMessages.created(invoice.number));
      setSelected(new Map());
      onCreated(invoice);
    } catch (err) {
      setError(errorMessage(err, invoiceMessages.createFailed));
    }
  };

  const clientPicker = useClientPicker({
    value: clientFilter,
    onChange: (value) => {
      setClientFilter(value);
      setPage(1);
    },
    placeholder: 'All clients',
  });

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder component="section" aria-labelledby="approved-title">
          <Group justify="space-between" align="flex-end" gap="sm" mb="md" wrap="wrap">
            <Title order={2} size="h4" id="approved-title">
              Approved Work Orders
            </Title>
            <Select label="Client" clearable w={{ base: '100%', xs: 220 }} {...clientPicker} />
          </Group>
          {approved.isPending ? (
            <PageLoader label="Loading approved work orders..." />
          ) : approved.isError ? (
            <ErrorState
              message={errorMessage(approved.error, 'The approved work orders could not be loaded')}
              onRetry={() => void approved.refetch()}
            />
          ) : approved.data.items.length === 0 ? (
            <EmptyState
              title={clientFilter ? 'No approved work orders for this client' : 'No approved work orders'}
              description="Work orders show here once they are approved, ready to go on an invoice."
              action={
                <Button component={Link} to={paths.workOrders} variant="default">
                  Work Orders
                </Button>
              }
            />
          ) : (
            <Stack gap="sm" style={{ opacity: approved.isPlaceholderData ? 0.6 : 1 }} aria-busy={approved.isFetching}>
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {approved.data.items.map((w) => (
                  <WorkOrderRow
                    key={w.id}
                    workOrder={w}
                    checked={selected.has(w.id)}
                    blockedBy={
                      selectedClientId !== null && selectedClientId !== w.clientId
                        ? (chosen[0]?.clientName ?? null)
                        : null
                    }
                    onToggle={() => toggle(w)}
                  />
                ))}
              </Stack>
              <ListFooter
                summary={`Showing ${approved.data.items.length} of ${approved.data.total} approved work orders`}
                total={approved.data.total}
                page={page}
                pageSize={pageSize}
                onPageChange={setPage}
              />
            </Stack>
          )}
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder component="section" aria-labelledby="invoice-summary-title">
          <Title order={2} size="h4" mb="sm" id="invoice-summary-title">
            Invoice Summary
          </Title>
          <Stack gap="xs">
            <Text size="sm" c="dimmed" role="status">
              {chosen.length === 0
                ? 'Select approved work orders of one client.'
                : `${chosen.length === 1 ? '1 work order' : `${chosen.length} work orders`} for ${chosen[0]?.clientName ?? ''}`}
            </Text>
            <SummaryRow label="Subtotal" value={formatCents(totals.subtotalCents)} />
            <SummaryRow label={invoiceTaxLabel(totals.taxRatePercent)} value={formatCents(totals.taxCents)} />
            <Divider />
            <SummaryRow label="Total" value={formatCents(totals.totalCents)} strong />
            {refusal ? (
              <Alert color="yellow" variant="light">
                {refusal.message}
              </Alert>
            ) : null}
            {error ? (
              <Alert color="red" variant="light" role="alert" title={invoiceMessages.createFailed}>
                {error === invoiceMessages.createFailed ? null : error}
              </Alert>
            ) : null}
            <Box mt="xs">
              <Button
                fullWidth
                leftSection={<IconFileInvoice size={16} />}
                onClick={() => void createInvoice()}
                loading={create.isPending}
                disabled={chosen.length === 0 || refusal !== null}
              >
                Create Consolidated Invoice
              </Button>
            </Box>
            <Text size="xs" c="dimmed">
              The invoice is saved as a draft, issued today and due in 30 days; its work orders become invoiced.
            </Text>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
