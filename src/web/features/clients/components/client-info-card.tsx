import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Client } from '@shared/clients/clients.contract';
import { clientCountries, clientTypeLabel } from '@shared/clients/clients.rules';
import { formatDate } from '@shared/lib/dates';
import { LabeledValue } from '@web/ui/detail-list';

function YesNo({ value }: { value: boolean }) {
  return (
    <Badge color={value ? 'green' : 'gray'} variant="light">
      {value ? 'Yes' : 'No'}
    </Badge>
  );
}

function addressLines(client: Client): string[] {
  const a = client.billingAddress;
  if (!a) return [];
  const country = clientCountries.find((c) => c.value === a.country)?.label ?? a.country;
  const cityLine = [a.city, [a.state, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [a.street, cityLine].filter((l): l is string => Boolean(l));
  return lines.length > 0 && country ? [...lines, country] : lines;
}

export function ClientInfoCard({ client }: { client: Client }) {
  const address = addressLines(client);
  return (
    <Card>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Client Information
        </Title>
        <Badge color={client.isActive ? 'green' : 'gray'} variant="light">
          {client.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <LabeledValue label="Email">
          {client.email ? <Anchor href={`mailto:${client.email}`}>{client.email}</Anchor> : 'Not set'}
        </LabeledValue>
        <LabeledValue label="Phone">
          {client.phone ? <Anchor href={`tel:${client.phone}`}>{client.phone}</Anchor> : 'Not set'}
        </LabeledValue>
        <LabeledValue label="Type">{clientTypeLabel(client.type)}</LabeledValue>
        <LabeledValue label="Address">
          {address.length > 0 ? (
            <Stack gap={0}>
              {address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </Stack>
          ) : (
            'Not set'
          )}
        </LabeledValue>
        <LabeledValue label="Customer Source">{client.referralSource ?? 'Not set'}</LabeledValue>
        <LabeledValue label="Fleet ID">{client.fleetId ?? 'Not set'}</LabeledValue>
        <LabeledValue label="Tax Exempt">
          <YesNo value={client.taxExempt} />
        </LabeledValue>
        <LabeledValue label="Accounts Receivable">
          <YesNo value={client.eligibleForAr} />
        </LabeledValue>
        <LabeledValue label="Marketing Communications">
          <YesNo value={client.marketingConsent} />
        </LabeledValue>
        <LabeledValue label="Client Since">
          {client.contractStartDate ? formatDate(client.contractStartDate) : formatDate(client.createdAt)}
        </LabeledValue>
      </SimpleGrid>
      {client.notes ? (
        <Stack gap={4} mt="lg">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Notes
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{client.notes}</Text>
        </Stack>
      ) : null}
    </Card>
  );
}
