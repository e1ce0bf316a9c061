import { Card, Group, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { ClientStatementButton } from '@web/features/billing/api/client-statement';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { errorMessage } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { useClientAccount } from '../api/get-client-account';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** The client's account: Total Spent (paid invoices), balance (invoices not yet paid), last payment, and the Statement. */
export function ClientAccountCard({ clientId, clientName }: { clientId: string; clientName: string }) {
  const account = useClientAccount(clientId);
  return (
    <Card component="section" aria-labelledby="client-account-title">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h4" id="client-account-title">
          Account
        </Title>
        <ClientStatementButton clientId={clientId} clientName={clientName} />
      </Group>
      {account.isPending ? (
        <Loader size="sm" aria-label="Loading account" />
      ) : account.isError ? (
        <ErrorState
          message={errorMessage(account.error, 'The account could not be loaded')}
          onRetry={() => void account.refetch()}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
          <Figure label="Total Spent" value={formatCents(account.data.totalSpentCents)} testId="client-total-spent" />
          <Figure label="Balance" value={formatCents(account.data.balanceCents)} testId="client-balance" />
          <Figure
            label="Last Payment"
            value={account.data.lastPaymentDate ? formatDate(account.data.lastPaymentDate) : 'None yet'}
            testId="client-last-payment"
          />
        </SimpleGrid>
      )}
    </Card>
  );
}
