import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCar, IconCurrencyDollar, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatCents } from '@shared/lib/money';
import { ErrorState } from '@web/ui/error-state';
import { useClientSummary } from '../api/get-client-summary';

function Tile({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card padding="md">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={26} fw={700} data-testid={`summary-${label.toLowerCase().replace(/\s+/g, '-')}`}>
            {value}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

export function ClientSummaryCards() {
  const summary = useClientSummary();
  if (summary.isError) {
    return <ErrorState message="The client totals could not be loaded" onRetry={() => void summary.refetch()} />;
  }
  const value = (render: (s: NonNullable<typeof summary.data>) => ReactNode) =>
    summary.data ? render(summary.data) : <Skeleton height={30} width={80} mt={4} />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <Tile label="Total Clients" icon={<IconUsers size={24} />} value={value((s) => s.totalClients)} />
      <Tile label="Total Vehicles" icon={<IconCar size={24} />} value={value((s) => s.totalVehicles)} />
      <Tile
        label="Total Revenue"
        icon={<IconCurrencyDollar size={24} />}
        value={value((s) => formatCents(s.totalRevenueCents))}
      />
    </SimpleGrid>
  );
}
