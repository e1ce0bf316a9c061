import { useState } from 'react';
import { Anchor, Badge, Box, Card, Group, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Client } from '@shared/clients/clients.contract';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import {
  repairOrderTabLabels,
  repairOrderTabs,
  workOrderStatusColors,
  workOrderStatusLabels,
  type RepairOrderTab,
} from '@shared/work-orders/work-orders.rules';
import { paths } from '@web/app/paths';
import { useClientWorkOrders } from '@web/features/work-orders/api/get-client-work-orders';
import { errorMessage } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { ListFooter } from '@web/ui/list-footer';
import { PageLoader } from '@web/ui/page-loader';

const pageSize = 10;

const emptyTabText: Record<RepairOrderTab, string> = {
  active: 'No repair orders waiting for approval or in progress.',
  saved: 'No draft repair orders saved for later.',
  ar: 'No invoiced repair orders waiting for payment.',
  paid: 'No paid repair orders yet.',
};

/**
 * The client profile's Repair Orders: the client's real work orders in the tabs ACTIVE (pending
 * approval, approved), SAVED FOR LATER (drafts), A/R (invoiced) and PAID, with each tab's count
 * and a search by vehicle or RO number.
 */
export function ClientRepairOrders({ client }: { client: Client }) {
  const [tab, setTab] = useState<RepairOrderTab>('active');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const orders = useClientWorkOrders(client.id, {
    tab,
    page,
    pageSize,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
  });
  const counts = orders.data?.tabCounts;

  let body;
  if (orders.isPending) {
    body = <PageLoader label="Loading repair orders..." />;
  } else if (orders.isError) {
    body = (
      <ErrorState
        message={errorMessage(orders.error, 'The repair orders could not be loaded')}
        onRetry={() => void orders.refetch()}
      />
    );
  } else if (orders.data.items.length === 0) {
    body = (
      <Text size="sm" c="dimmed" py="md">
        {debouncedSearch ? 'No repair orders match your search.' : emptyTabText[tab]}
      </Text>
    );
  } else {
    body = (
      <Box style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }} aria-busy={orders.isFetching}>
        <Table.ScrollContainer minWidth={680} type="native">
          <Table striped highlightOnHover verticalSpacing="xs" aria-label="Repair orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>RO Number</Table.Th>
                <Table.Th>Vehicle</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Requested</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.data.items.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.workOrder(order.id)} ff="monospace" fw={600} size="sm">
                      {order.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.car(order.carId)} size="sm">
                      {order.carName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{order.title}</Table.Td>
                  <Table.Td>
                    <Badge color={workOrderStatusColors[order.status]} variant="light">
                      {workOrderStatusLabels[order.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{order.requestedDate ? formatDate(order.requestedDate) : '—'}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {formatCents(order.estimatedTotalCents)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Box pt="sm">
          <ListFooter
            summary={`Showing ${orders.data.items.length} of ${orders.data.total} repair orders`}
            total={orders.data.total}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
          />
        </Box>
      </Box>
    );
  }

  return (
    <Card component="section" aria-labelledby="client-repair-orders-title">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4" id="client-repair-orders-title">
          Repair Orders
        </Title>
      </Group>
      <TextInput
        label="Search repair orders"
        placeholder="Vehicle or RO number"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        mb="sm"
      />
      <Tabs
        value={tab}
        onChange={(value) => {
          if (!value) return;
          setTab(value as RepairOrderTab);
          setPage(1);
        }}
      >
        <Tabs.List>
          {repairOrderTabs.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {repairOrderTabLabels[key]}
              {counts ? ` (${counts[key]})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {repairOrderTabs.map((key) => (
          <Tabs.Panel key={key} value={key} pt="sm">
            {key === tab ? body : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}
