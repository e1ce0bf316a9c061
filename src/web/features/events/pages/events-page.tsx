import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  CloseButton,
  Collapse,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChartBar, IconChevronDown, IconChevronRight, IconFilter, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { eventListPageSize } from '@shared/events/events.rules';
import { todayIso } from '@shared/lib/dates';
import { eventMessages } from '@shared/events/events.contract';
import { planLimitMessages } from '@shared/subscription/subscription.rules';
import { paths, withQuery } from '@web/app/paths';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { trackQuery } from '@web/features/tracks/api/get-track';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PlanLimitNotice } from '@web/ui/plan-limit-notice';
import { ArchivedViewControl, useArchivedView } from '@web/ui/removal';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { OnlineOnlyButton } from '@web/ui/online-only';
import { useEvents } from '../api/get-events';
import { EventSection } from '../components/event-section';

/** The track the list is narrowed to, with the way to show every track again. */
function TrackFilterCard({ trackName, onClear }: { trackName: string | null; onClear: () => void }) {
  return (
    <Card padding="xs" aria-label="Track filter">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap">
          <IconFilter size={16} aria-hidden />
          <Text size="sm">
            Showing events at <strong>{trackName}</strong>
          </Text>
        </Group>
        <CloseButton aria-label="Clear track filter" onClick={onClear} />
      </Group>
    </Card>
  );
}

/** A list's heading with how many it holds, once known ("3 upcoming"). */
function EventListHeading({
  id,
  title,
  total,
  kind,
}: {
  id: string;
  title: string;
  total: number | undefined;
  kind: string;
}) {
  return (
    <Group gap="xs" mb="sm">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {total === undefined ? null : (
        <Badge variant="light" color="gray" aria-label={`${total} ${kind}`}>
          {total}
        </Badge>
      )}
    </Group>
  );
}

/** Previous Events, folded until opened; its count (or failure, with Retry) shows either way. */
function PreviousEvents({
  query,
  page,
  onPageChange,
  emptyText,
  showPrevious,
  onToggle,
}: {
  query: ReturnType<typeof useEvents>;
  page: number;
  onPageChange: (page: number) => void;
  emptyText: string;
  /** Open; kept by the page, so it stays open across a look at the archived events. */
  showPrevious: boolean;
  onToggle: () => void;
}) {
  return (
    <section aria-label="Previous Events">
      <UnstyledButton onClick={onToggle} aria-expanded={showPrevious} aria-controls="previous-events" mb="sm">
        <Group gap="xs">
          {showPrevious ? <IconChevronDown size={20} aria-hidden /> : <IconChevronRight size={20} aria-hidden />}
          <Title order={2} size="h3" component="span">
            Previous Events
          </Title>
          {query.data ? (
            <Badge variant="light" color="gray" aria-label={`${query.data.total} previous`}>
              {query.data.total}
            </Badge>
          ) : query.isError ? null : (
            <Loader size="xs" color="gray" aria-label="Counting previous events" />
          )}
        </Group>
      </UnstyledButton>
      {/* A failure shows whether the section is open or not, with Retry, where the count would be. */}
      {query.isError ? <ErrorState message={eventMessages.fetchFailed} onRetry={() => void query.refetch()} /> : null}
      <Collapse expanded={showPrevious && !query.isError} id="previous-events">
        {query.isError ? null : (
          <EventSection
            label="Previous events"
            query={query}
            page={page}
            onPageChange={onPageChange}
            emptyText={emptyText}
          />
        )}
      </Collapse>
    </section>
  );
}

export function EventsPage() {
  useDocumentTitle('My Track Events');
  const [searchParams, setSearchParams] = useSearchParams();
  const track = searchParams.get('track');
  const [today] = useState(() => todayIso());
  const [upcomingPage, setUpcomingPage] = useState(1);
  const [previousPage, setPreviousPage] = useState(1);
  const [archivedPage, setArchivedPage] = useState(1);
  const [showPrevious, setShowPrevious] = useState(false);
  const [archived, setArchived] = useArchivedView();
  const { showPastEvents } = usePreferences();
  // The filter's track, by its id (archived or not).
  const trackDetail = useQuery({ ...trackQuery(track ?? ''), enabled: track !== null });

  const upcoming = useEvents(
    { today, when: 'upcoming', track, page: upcomingPage, pageSize: eventListPageSize },
    { enabled: !archived },
  );
  const previous = useEvents(
    { today, when: 'previous', track, page: previousPage, pageSize: eventListPageSize },
    { enabled: showPastEvents && !archived },
  );
  // The archived events of every day, newest first.
  const archivedEvents = useEvents(
    { today, when: 'all', archived: true, track, page: archivedPage, pageSize: eventListPageSize },
    { enabled: archived },
  );
  const atPlanLimit =
    (archived ? archivedEvents.data?.atPlanLimit : (upcoming.data?.atPlanLimit ?? previous.data?.atPlanLimit)) ?? false;
  const trackName = track ? (trackDetail.data?.name ?? (trackDetail.isPending ? '…' : 'Unknown track')) : null;

  const clearTrack = () => {
    setUpcomingPage(1);
    setPreviousPage(1);
    setSearchParams((params) => {
      params.delete('track');
      return params;
    });
  };

  const addEvent = atPlanLimit ? null : (
    <OnlineOnlyButton to={withQuery(paths.newEvent, { trackId: track })} leftSection={<IconPlus size={16} />}>
      Add Event
    </OnlineOnlyButton>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="My Track Events"
        subtitle="Track days, time attacks, tests and races"
        actions={
          <>
            <Button component={Link} to={paths.eventStats} variant="default" leftSection={<IconChartBar size={16} />}>
              Event Stats
            </Button>
            {addEvent}
          </>
        }
      />
      {atPlanLimit && !archived ? <PlanLimitNotice message={planLimitMessages.events} /> : null}
      <ArchivedViewControl
        label="Events to show"
        archived={archived}
        onChange={(next) => {
          setArchived(next);
          setArchivedPage(1);
        }}
      />
      {track ? <TrackFilterCard trackName={trackName} onClear={clearTrack} /> : null}

      {archived ? (
        <section aria-labelledby="archived-events">
          <EventListHeading
            id="archived-events"
            title="Archived Events"
            total={archivedEvents.data?.total}
            kind="archived"
          />
          <EventSection
            label="Archived events"
            query={archivedEvents}
            page={archivedPage}
            onPageChange={setArchivedPage}
            emptyText={`No archived events${trackName ? ` at ${trackName}` : ''}. An event with registrations, sessions or results is archived instead of deleted; it shows here and can be restored from its page.`}
          />
        </section>
      ) : (
        <>
          <section aria-labelledby="upcoming-events">
            <EventListHeading
              id="upcoming-events"
              title="Upcoming Events"
              total={upcoming.data?.total}
              kind="upcoming"
            />
            <EventSection
              label="Upcoming events"
              query={upcoming}
              page={upcomingPage}
              onPageChange={setUpcomingPage}
              emptyText={
                <>
                  No upcoming events{trackName ? ` at ${trackName}` : ''}.{' '}
                  {atPlanLimit ? null : (
                    <Link
                      to={withQuery(paths.newEvent, { trackId: track })}
                      style={{ color: 'var(--mantine-color-anchor)' }}
                    >
                      Schedule one
                    </Link>
                  )}
                </>
              }
            />
          </section>

          {showPastEvents ? (
            <PreviousEvents
              query={previous}
              page={previousPage}
              onPageChange={setPreviousPage}
              emptyText={`No previous events${trackName ? ` at ${trackName}` : ''}.`}
              showPrevious={showPrevious}
              onToggle={() => setShowPrevious((v) => !v)}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
