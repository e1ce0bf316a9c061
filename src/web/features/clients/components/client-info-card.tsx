import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Client } from '@shared/clients/clients.contract';
import { clientCountries, clientTypeLabel } from '@shared/clients/clients.rules';
import { formatDate } from '@shared/lib/dates';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

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
        <Field label="Email">
          {client.email ? <Anchor href={`mailto:${client.email}`}>{client.email}</Anchor> : 'Not set'}
        </Field>
        <Field label="Phone">
          {client.phone ? <Anchor href={`tel:${client.phone}`}>{client.phone}</Anchor> : 'Not set'}
        </Field>
        <Field label="Type">{clientTypeLabel(client.type)}</Field>
        <Field label="Address">
          {address.length > 0 ? (
            <Stack gap={0}>
              {address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </Stack>
          ) : (
            'Not set'
          )}
        </Field>
        <Field label="Customer Source">{client.referralSource ?? 'Not set'}</Field>
        <Field label="Fleet ID">{client.fleetId ?? 'Not set'}</Field>
        <Field label="Tax Exempt">
          <YesNo value={client.taxExempt} />
        </Field>
        <Field label="Accounts Receivable">
          <YesNo value={client.eligibleForAr} />
        </Field>
        <Field label="Marketing Communications">
          <YesNo value={client.marketingConsent} />
        </Field>
        <Field label="Client Since">
          {client.contractStartDate ? formatDate(client.contractStartDate) : formatDate(client.createdAt)}
        </Field>
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
