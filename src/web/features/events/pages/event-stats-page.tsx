import { useState } from 'react';
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { EventStats } from '@shared/events/event-stats.contract';
import { eventMessages } from '@shared/events/events.contract';
import { formatDate, todayIso } from '@shared/lib/dates';
import { paths } from '@web/app/paths';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useEventStats } from '../api/get-event-stats';
import { EventTypeBadge } from '../components/event-type-badge';
import { EventsByTypeChart } from '../components/events-by-type-chart';
import { formatNumber } from '@shared/lib/number-format';

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Card padding="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {formatNumber(value)}
      </Text>
    </Card>
  );
}

function TrackRecords({ records }: { records: EventStats['trackRecords'] }) {
  if (records.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No lap times recorded yet. Best laps from sessions and race results appear here.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label="Track records">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Track</Table.Th>
            <Table.Th>Best Lap</Table.Th>
            <Table.Th>Car</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((r) => (
            <Table.Tr key={r.trackId}>
              <Table.Td>
                <Anchor component={Link} to={paths.track(r.trackId)}>
                  {r.trackName}
                </Anchor>
              </Table.Td>
              <Table.Td ff="monospace">{r.bestLapTime}</Table.Td>
              <Table.Td>{r.carName}</Table.Td>
              <Table.Td>{formatDate(r.date)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RecentActivity({ items }: { items: EventStats['recentActivity'] }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No events yet.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" aria-label="Recent activity" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => {
        const cars =
          item.cars.length > 0 ? item.cars.join(', ') + (item.moreCars > 0 ? ` +${item.moreCars} more` : '') : 'No car';
        return (
          <Group component="li" key={item.id} justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={paths.event(item.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {formatDate(item.date)} · {item.trackName} · {cars}
              </Text>
            </div>
            <EventTypeBadge type={item.type} />
          </Group>
        );
      })}
    </Stack>
  );
}

/** 'Track Statistics': totals, events by type, track records and recent activity. */
export function EventStatsPage() {
  useDocumentTitle('Track Statistics');
  const [today] = useState(() => todayIso());
  const stats = useEventStats(today);

  const header = (
    <>
      <Anchor component={Link} to={paths.events} size="sm">
        <IconArrowLeft size={14} aria-hidden /> Back to Events
      </Anchor>
      <PageHeader title="Track Statistics" subtitle="Your time on track at a glance" />
    </>
  );

  if (stats.isPending) return <PageLoader label="Loading statistics..." />;
  if (stats.isError) {
    return (
      <Stack gap="md">
        {header}
        <ErrorState message={eventMessages.fetchFailed} onRetry={() => void stats.refetch()} />
      </Stack>
    );
  }
  const s = stats.data;
  return (
    <Stack gap="md">
      {header}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatCard label="Total Events" value={s.totalEvents} />
        <StatCard label="Unique Tracks" value={s.uniqueTracks} />
        <StatCard label="Track Hours" value={s.trackHours} />
        <StatCard label="Track Days" value={s.trackDays} />
      </SimpleGrid>
      {s.totalEvents === 0 ? (
        <EmptyState title="No events yet" description="Schedule events to see your statistics here." />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card>
            <Title order={2} size="h4" mb="md">
              Events by Type
            </Title>
            <EventsByTypeChart byType={s.byType} />
          </Card>
          <Card>
            <Title order={2} size="h4" mb="md">
              Recent Activity
            </Title>
            <RecentActivity items={s.recentActivity} />
          </Card>
        </SimpleGrid>
      )}
      <Card>
        <Title order={2} size="h4" mb="md">
          Track Records
        </Title>
        <TrackRecords records={s.trackRecords} />
      </Card>
    </Stack>
  );
}
