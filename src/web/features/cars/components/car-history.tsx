import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CarDetail } from '@shared/cars/cars.contract';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { paths } from '@web/app/paths';
import { errorMessage } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { useCarHistoryPages } from '../api/get-car-history';
import type { CarHistoryKind } from '../api/keys';

/**
 * The first page of a car's events or repairs (from its detail) followed by the older ones the
 * user has asked for, a page at a time.
 */
function useCarHistory<T extends { id: string }>(carId: string, kind: CarHistoryKind, firstPage: T[], total: number) {
  const [wantsMore, setWantsMore] = useState(false);
  const more = useCarHistoryPages<T>(carId, kind, wantsMore);
  const pages = more.data?.pages ?? [];
  // A record added meanwhile moves the pages along by one: each is shown once.
  const loaded = [...firstPage, ...pages.flatMap((page) => page.items)];
  const items = [...new Map(loaded.map((item) => [item.id, item])).values()];
  const loadedTotal = pages.at(-1)?.total ?? total;
  return {
    items,
    total: loadedTotal,
    hasMore: wantsMore ? more.isPending || more.hasNextPage : total > firstPage.length,
    loading: more.isFetching,
    error: more.isError ? errorMessage(more.error, `The car's older ${kind} could not be loaded.`) : null,
    showMore: () => {
      if (!wantsMore) setWantsMore(true);
      else if (!more.data) void more.refetch();
      else void more.fetchNextPage();
    },
  };
}

function MoreHistory({
  history,
  shownText,
  buttonLabel,
}: {
  history: ReturnType<typeof useCarHistory>;
  shownText: ReactNode;
  buttonLabel: string;
}) {
  return (
    <>
      {history.total > history.items.length || history.hasMore ? (
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {shownText}
          </Text>
          {history.hasMore && !history.error ? (
            <Button variant="subtle" size="compact-sm" loading={history.loading} onClick={history.showMore}>
              {buttonLabel}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {history.error ? <ErrorState message={history.error} onRetry={history.showMore} /> : null}
    </>
  );
}

export function CarEventsHistory({
  carId,
  events,
  total,
}: {
  carId: string;
  events: CarDetail['events'];
  total: number;
}) {
  const history = useCarHistory(carId, 'events', events, total);
  if (history.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No events yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {history.items.map((event) => (
        <Group key={event.id} justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.event(event.id)} fw={600} size="sm">
              {event.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {[event.type, event.trackName].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Text size="sm">{formatDate(event.date)}</Text>
        </Group>
      ))}
      <MoreHistory
        history={history}
        shownText={`Showing the ${history.items.length} most recent of ${history.total} events.`}
        buttonLabel="Show more events"
      />
    </Stack>
  );
}

/** Repair status colours: In Progress yellow, Completed green, any other blue. */
const repairColor = (status: string) =>
  status === 'In Progress' ? 'yellow' : status === 'Completed' ? 'green' : 'blue';

export function CarRepairsHistory({
  carId,
  repairs,
  total,
}: {
  carId: string;
  repairs: CarDetail['repairs'];
  total: number;
}) {
  const history = useCarHistory(carId, 'repairs', repairs, total);
  if (history.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No repairs yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {history.items.map((repair) => (
        <Group key={repair.id} justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.repair(repair.id)} fw={600} size="sm">
              {repair.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {repair.status === 'Completed'
                ? `Done on ${formatDate(repair.completedDate ?? repair.scheduledDate)}${
                    repair.actualCostCents === null ? '' : ` · ${formatCents(repair.actualCostCents)}`
                  }`
                : repair.scheduledDate
                  ? `Scheduled for ${formatDate(repair.scheduledDate)}`
                  : 'Not scheduled yet'}
            </Text>
          </Stack>
          <Badge variant="light" color={repairColor(repair.status)}>
            {repair.status}
          </Badge>
        </Group>
      ))}
      <MoreHistory
        history={history}
        shownText={`Showing ${history.items.length} of ${history.total} repairs.`}
        buttonLabel="Show more repairs"
      />
    </Stack>
  );
}
