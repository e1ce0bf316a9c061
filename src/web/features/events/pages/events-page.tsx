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
      {track ? (
        <Card padding="xs" aria-label="Track filter">
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap">
              <IconFilter size={16} aria-hidden />
              <Text size="sm">
                Showing events at <strong>{trackName}</strong>
              </Text>
            </Group>
            <CloseButton aria-label="Clear track filter" onClick={clearTrack} />
          </Group>
        </Card>
      ) : null}

      {archived ? (
        <section aria-labelledby="archived-events">
          <Group gap="xs" mb="sm">
            <Title order={2} size="h3" id="archived-events">
              Archived Events
            </Title>
            {archivedEvents.data ? (
              <Badge variant="light" color="gray" aria-label={`${archivedEvents.data.total} archived`}>
                {archivedEvents.data.total}
              </Badge>
            ) : null}
          </Group>
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
            <Group gap="xs" mb="sm">
              <Title order={2} size="h3" id="upcoming-events">
                Upcoming Events
              </Title>
              {upcoming.data ? (
                <Badge variant="light" color="gray" aria-label={`${upcoming.data.total} upcoming`}>
                  {upcoming.data.total}
                </Badge>
              ) : null}
            </Group>
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
            <section aria-label="Previous Events">
              <UnstyledButton
                onClick={() => setShowPrevious((v) => !v)}
                aria-expanded={showPrevious}
                aria-controls="previous-events"
                mb="sm"
              >
                <Group gap="xs">
                  {showPrevious ? (
                    <IconChevronDown size={20} aria-hidden />
                  ) : (
                    <IconChevronRight size={20} aria-hidden />
                  )}
                  <Title order={2} size="h3" component="span">
                    Previous Events
                  </Title>
                  {previous.data ? (
                    <Badge variant="light" color="gray" aria-label={`${previous.data.total} previous`}>
                      {previous.data.total}
                    </Badge>
                  ) : previous.isError ? null : (
                    <Loader size="xs" color="gray" aria-label="Counting previous events" />
                  )}
                </Group>
              </UnstyledButton>
              {/* A failure shows whether the section is open or not, with Retry, where the count would be. */}
              {previous.isError ? (
                <ErrorState message={eventMessages.fetchFailed} onRetry={() => void previous.refetch()} />
              ) : null}
              <Collapse expanded={showPrevious && !previous.isError} id="previous-events">
                {previous.isError ? null : (
                  <EventSection
                    label="Previous events"
                    query={previous}
                    page={previousPage}
                    onPageChange={setPreviousPage}
                    emptyText={`No previous events${trackName ? ` at ${trackName}` : ''}.`}
                  />
                )}
              </Collapse>
            </section>
          ) : null}
        </>
      )}
    </Stack>
  );
}
