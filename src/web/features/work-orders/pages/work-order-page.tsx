import { Anchor, Badge, Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { AppError } from '@shared/lib/app-error';
import { formatDate } from '@shared/lib/dates';
import type { WorkOrder } from '@shared/work-orders/work-orders.contract';
import { chargeKindLabels, chargeKinds } from '@shared/work-orders/work-orders.rules';
import { paths } from '@web/app/paths';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useWorkOrder } from '../api/get-work-order';
import { BackToWorkOrders, WorkOrderNotFound } from '../components/back-to-work-orders';
import { multiplierLabel, pricingTierLabels } from '@shared/work-orders/pricing-tier.rules';
import { ChargeLinesTable } from '../components/charge-lines-table';
import { WorkOrderPriorityBadge, WorkOrderStatusBadge } from '../components/work-order-badges';
import { chargeListField, workOrderFormValues } from '../components/work-order-form-values';
import { ApprovalNotAllowed, WorkOrderStatusActions } from '../components/work-order-status-actions';
import { WorkOrderTotals } from '../components/work-order-totals';
import { LabeledValue } from '@web/ui/detail-list';
import { can } from '@shared/auth/permissions.rules';
import { useMe } from '@web/features/account/api/get-me';
import { DocumentSendingCard } from '@web/features/billing/api/document-sending-card';
import { useClient } from '@web/features/clients/api/get-client';
import { useShopIdentity } from '@web/features/team/api/shop-identity';

const dateOrNotSet = (iso: string | null) => (iso ? formatDate(iso) : 'Not set');

function Details({ workOrder: w }: { workOrder: WorkOrder }) {
  return (
    <Card component="section" aria-labelledby="work-order-details-title">
      <Title order={2} size="h4" mb="md" id="work-order-details-title">
        Details
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <LabeledValue label="Client">
          <Anchor component={Link} to={paths.client(w.clientId)}>
            {w.clientName}
          </Anchor>
        </LabeledValue>
        <LabeledValue label="Vehicle">
          <Anchor component={Link} to={paths.car(w.carId)}>
            {w.carName}
          </Anchor>
        </LabeledValue>
        <LabeledValue label="Priority">
          <WorkOrderPriorityBadge priority={w.priority} />
        </LabeledValue>
        <LabeledValue label="Pricing">
          {pricingTierLabels[w.pricingTier]}
          {w.pricingTier === 'standard' ? '' : ` (labour × ${w.pricingMultiplier})`}
        </LabeledValue>
        <LabeledValue label="Requested">{dateOrNotSet(w.requestedDate)}</LabeledValue>
        <LabeledValue label="Scheduled start">{dateOrNotSet(w.scheduledStartDate)}</LabeledValue>
        <LabeledValue label="Estimated completion">{dateOrNotSet(w.estimatedCompletionDate)}</LabeledValue>
        <LabeledValue label="Client approval">
          {w.clientApprovedAt
            ? `Approved ${formatDate(w.clientApprovedAt)}${w.clientApprovedBy ? ` by ${w.clientApprovedBy}` : ''}`
            : w.requiresClientApproval
              ? 'Required'
              : 'Not required'}
        </LabeledValue>
        <LabeledValue label="Invoice">{w.invoiceNumber ?? 'Not invoiced'}</LabeledValue>
        <LabeledValue label="Created">{formatDate(w.createdAt)}</LabeledValue>
      </SimpleGrid>
      {w.description || w.notes ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="lg">
          {w.description ? (
            <LabeledValue label="Description">
              <span style={{ whiteSpace: 'pre-wrap' }}>{w.description}</span>
            </LabeledValue>
          ) : null}
          {w.notes ? (
            <LabeledValue label="Notes">
              <span style={{ whiteSpace: 'pre-wrap' }}>{w.notes}</span>
            </LabeledValue>
          ) : null}
        </SimpleGrid>
      ) : null}
    </Card>
  );
}

/** Send estimate: to the client's address on file, as the shop is named on its documents. */
function EstimateSending({ workOrder: w }: { workOrder: WorkOrder }) {
  const me = useMe();
  const client = useClient(w.clientId);
  const shop = useShopIdentity();
  return (
    <DocumentSendingCard
      document={{ kind: 'estimate', id: w.id }}
      number={w.number}
      shopName={shop.data?.name ?? ''}
      clientEmail={client.data?.email ?? null}
      canSend={can(me.data, 'send_documents')}
      sendable={w.status === 'draft' || w.status === 'pending_approval'}
    />
  );
}

/** /work-orders/:id: the work order as saved, its charges and totals, and the status moves open to it. */
export function WorkOrderPage() {
  const { id = '' } = useParams();
  const workOrder = useWorkOrder(id);
  useDocumentTitle(workOrder.data ? `Work Order ${workOrder.data.number}` : 'Work Order');

  if (workOrder.isPending) return <PageLoader label="Loading work order..." />;
  if (workOrder.isError) {
    if (workOrder.error instanceof AppError && workOrder.error.code === 'not_found') return <WorkOrderNotFound />;
    return (
      <ErrorState
        title="Error loading work order"
        message={errorMessage(workOrder.error, 'The work order could not be loaded. Please try again.')}
        onRetry={() => void workOrder.refetch()}
      />
    );
  }
  const w = workOrder.data;
  const lists = workOrderFormValues(w);

  return (
    <Stack gap="md">
      <BackToWorkOrders />
      <PageHeader
        title={`Work Order ${w.number}`}
        subtitle={w.title}
        badge={<WorkOrderStatusBadge status={w.status} />}
        actions={
          <>
            {w.editable ? (
              <Button
                component={Link}
                to={paths.editWorkOrder(w.id)}
                variant="default"
                leftSection={<IconPencil size={16} />}
              >
                Edit
              </Button>
            ) : null}
            <WorkOrderStatusActions workOrder={w} nextStatuses={w.nextStatuses} />
          </>
        }
      />
      <ApprovalNotAllowed nextStatuses={w.nextStatuses} />
      <Details workOrder={w} />
      <EstimateSending workOrder={w} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card component="section" aria-labelledby="work-order-charges-title">
            <Title order={2} size="h4" mb="md" id="work-order-charges-title">
              Charges
            </Title>
            <Stack gap="lg">
              {chargeKinds.map((kind) => {
                const lines = lists[chargeListField[kind]];
                return (
                  <Stack key={kind} gap="xs">
                    <Group gap="xs">
                      <Title order={3} size="h5">
                        {chargeKindLabels[kind]} charges
                      </Title>
                      <Badge variant="light" color="gray">
                        {lines.length}
                      </Badge>
                    </Group>
                    {lines.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        None.
                      </Text>
                    ) : (
                      <ChargeLinesTable
                        kind={kind}
                        lines={lines}
                        multiplierLabel={multiplierLabel(w.pricingTier, w.pricingMultiplier)}
                      />
                    )}
                  </Stack>
                );
              })}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card component="section" aria-labelledby="work-order-totals-title">
            <Title order={2} size="h4" mb="md" id="work-order-totals-title">
              Totals
            </Title>
            <WorkOrderTotals lists={lists} />
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
