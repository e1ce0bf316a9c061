import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCar, IconGauge, IconTool } from '@tabler/icons-react';
import type { CarList } from '@shared/cars/cars.contract';
import { formatDistance } from './format';

function Tile({ label, value, icon, color }: { label: string; value: string; icon: ReactNode; color: string }) {
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fw={700} size="xl">
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** Total Vehicles, Active Service, Alerts and Avg Mileage, as the server computed them. */
export function CarSummaryTiles({ summary, useMetric }: { summary: CarList['summary']; useMetric: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" role="group" aria-label="Vehicle summary">
      <Tile label="Total Vehicles" value={String(summary.totalVehicles)} icon={<IconCar size={20} />} color="blue" />
      <Tile label="Active Service" value={String(summary.activeService)} icon={<IconTool size={20} />} color="yellow" />
      <Tile label="Alerts" value={String(summary.alerts)} icon={<IconAlertTriangle size={20} />} color="red" />
      <Tile
        label="Avg Mileage"
        value={formatDistance(summary.averageMiles, useMetric)}
        icon={<IconGauge size={20} />}
        color="teal"
      />
    </SimpleGrid>
  );
}
