import { Center, Pagination, Stack, Text } from '@mantine/core';
import { eventMessages, type EventList } from '@shared/events/events.contract';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/page-loader';
import { EventCard } from './event-card';

/** A page of events with its loading, empty and error states and a pager. */
export function EventSection({
  query,
  emptyText,
  page,
  onPageChange,
  label,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: EventList | undefined; refetch: () => unknown };
  emptyText: React.ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  if (query.isPending) return <PageLoader label="Loading events..." />;
  if (query.isError || !query.data) {
    return <ErrorState message={eventMessages.fetchFailed} onRetry={() => void query.refetch()} />;
  }
  const { items, total, pageSize } = query.data;
  if (total === 0) {
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  }
  const pages = Math.ceil(total / pageSize);
  return (
    <Stack gap="sm">
      {items.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
      {pages > 1 ? (
        <Center>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${label}: ${control} page` })}
            getItemProps={(n) => ({ 'aria-label': `${label}: page ${n}` })}
          />
        </Center>
      ) : null}
    </Stack>
  );
}
