import { Card, SimpleGrid, Text } from '@mantine/core';
import type { Dashboard } from '@shared/dashboard/dashboard.contract';
import { formatNumber } from '@shared/lib/number-format';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={800} aria-label={`${label}: ${value}`}>
        {formatNumber(value)}
      </Text>
    </Card>
  );
}

export function StatCards({
  counts,
  isTeamMode,
  racing,
}: {
  counts: Dashboard['counts'];
  isTeamMode: boolean;
  racing: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 2, md: racing ? 4 : 2 }} spacing="md">
      <Stat label={isTeamMode ? 'Fleet Vehicles' : 'My Vehicles'} value={counts.cars} />
      {racing ? <Stat label="Track Events" value={counts.events} /> : null}
      {racing ? <Stat label="Total Track Hours" value={counts.trackHours} /> : null}
      <Stat label="Repairs" value={counts.repairs} />
    </SimpleGrid>
  );
}
