import { useState } from 'react';
import { Badge, Box, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { permissionMessages } from '@shared/auth/permissions.rules';
import { overdueLabel } from '@shared/invoices/receivables.rules';
import { formatDate, todayIso } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { usePermission } from '@web/features/account/api/use-can';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { ListFooter } from '@web/ui/list-footer';
import { PermissionGate } from '@web/ui/no-access';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { ClientStatementButton } from '../api/client-statement';
import { useReceivables } from '../api/get-receivables';

const pageSize = 20;

/**
 * Receivables (/billing/receivables): what clients owe on sent invoices, aged on today (current,
 * 1–30, 31–60, 61–90, over 90 days) with each bucket's total; for members who manage billing.
 */
export function ReceivablesPage() {
  useDocumentTitle('Receivables');
  return (
    <PermissionGate permission={usePermission('manage_billing')} message={permissionMessages.manage_billing}>
      <ReceivablesScreen />
    </PermissionGate>
  );
}

function ReceivablesScreen() {
  const [page, setPage] = useState(1);
  const [today] = useState(todayIso);
  const receivables = useReceivables({ today, page, pageSize });

  return (
    <Stack gap="lg">
      <PageHeader title="Receivables" subtitle={`What clients owe on sent invoices, aged on ${formatDate(today)}.`} />
      {receivables.isPending ? (
        <PageLoader label="Loading receivables..." />
      ) : receivables.isError ? (
        <ErrorState
          message={errorMessage(receivables.error, 'The receivables could not be loaded')}
          onRetry={() => void receivables.refetch()}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" component="section" aria-label="Aging">
            {receivables.data.buckets.map((bucket) => (
              <Card key={bucket.key} padding="sm" data-testid={`aging-${bucket.key}`}>
                <Text size="xs" c="dimmed">
                  {bucket.label}
                </Text>
                <Text fw={700}>{formatCents(bucket.balanceCents)}</Text>
                <Text size="xs" c="dimmed">
                  {bucket.count === 1 ? '1 invoice' : `${bucket.count} invoices`}
                </Text>
              </Card>
            ))}
            <Card padding="sm" data-testid="aging-total">
              <Text size="xs" c="dimmed">
                Total owed
              </Text>
              <Text fw={700}>{formatCents(receivables.data.totalBalanceCents)}</Text>
              <Text size="xs" c="dimmed">
                {receivables.data.total === 1 ? '1 invoice' : `${receivables.data.total} invoices`}
              </Text>
            </Card>
          </SimpleGrid>
          {receivables.data.total === 0 ? (
            <EmptyState
              title="Nothing is owed"
              description="Sent invoices with a balance show here until they are paid."
            />
          ) : (
            <Card>
              <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Receivables, scrollable">
                <Table miw={640} verticalSpacing="xs" aria-label="Receivables">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Invoice</Table.Th>
                      <Table.Th>Client</Table.Th>
                      <Table.Th>Due</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th ta="right">Total</Table.Th>
                      <Table.Th ta="right">Balance</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {receivables.data.items.map((item) => (
                      <Table.Tr key={item.id}>
                        <Table.Td fw={600}>{item.number}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            <Text size="sm">{item.clientName}</Text>
                            <ClientStatementButton clientId={item.clientId} clientName={item.clientName} compact />
                          </Group>
                        </Table.Td>
                        <Table.Td>{formatDate(item.dueDate)}</Table.Td>
                        <Table.Td>
                          {item.daysOverdue > 0 ? (
                            <Badge color="red" variant="light">
                              Overdue · {overdueLabel(item.daysOverdue)}
                            </Badge>
                          ) : (
                            <Badge color="blue" variant="light">
                              Current
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td ta="right">{formatCents(item.totalCents)}</Table.Td>
                        <Table.Td ta="right" fw={600}>
                          {formatCents(item.balanceCents)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Box>
              <Box mt="sm">
                <ListFooter
                  summary={`Showing ${receivables.data.items.length} of ${receivables.data.total} receivables`}
                  total={receivables.data.total}
                  page={page}
                  pageSize={pageSize}
                  onPageChange={setPage}
                />
              </Box>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
