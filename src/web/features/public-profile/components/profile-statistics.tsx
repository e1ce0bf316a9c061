import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ProfileStatistics } from '@shared/public-profile/public-profile.contract';
import { formatPosition, formatRate } from '@shared/public-profile/public-profile.rules';
import { formatDate } from '@shared/lib/dates';
import { formatNumber } from '@shared/lib/number-format';

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <Card padding="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2}>
        {value}
      </Text>
    </Card>
  );
}

/** The racing statistics (spec): counts, finishes and rates as cards, then the best lap per track. */
export function ProfileStatisticsSection({ statistics: s }: { statistics: ProfileStatistics }) {
  const count = (n: number) => formatNumber(n);
  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-statistics">
      <Title order={2} size="h3" id="profile-statistics">
        Racing Statistics
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatCard label="Wins" value={count(s.wins)} />
        <StatCard label="Podiums" value={count(s.podiums)} />
        <StatCard label="Total Races" value={count(s.totalRaces)} />
        <StatCard label="Tracks" value={count(s.distinctTracks)} />
        <StatCard label="Average Finish" value={s.averageFinish === null ? '—' : `P${s.averageFinish.toFixed(1)}`} />
        <StatCard label="Best Finish" value={formatPosition(s.bestFinish)} />
        <StatCard label="Win Rate" value={formatRate(s.winRate)} />
        <StatCard label="Podium Rate" value={formatRate(s.podiumRate)} />
      </SimpleGrid>
      {s.bestLaps.length > 0 ? (
        <Card padding="md">
          <Title order={3} size="h4" mb="xs">
            Best Lap per Track
          </Title>
          <Table.ScrollContainer
            minWidth={420}
            type="native"
            tabIndex={0}
            role="region"
            aria-label="Best lap per track"
          >
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Track</Table.Th>
                  <Table.Th>Best Lap</Table.Th>
                  <Table.Th>Car</Table.Th>
                  <Table.Th>Date</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.bestLaps.map((lap, index) => (
                  <Table.Tr key={`${lap.trackName}-${index}`}>
                    <Table.Td>{lap.trackName}</Table.Td>
                    <Table.Td ff="monospace">{lap.bestLapTime}</Table.Td>
                    <Table.Td>{lap.carName}</Table.Td>
                    <Table.Td>{formatDate(lap.date)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : null}
    </Stack>
  );
}
