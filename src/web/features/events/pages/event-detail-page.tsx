import type { ReactNode } from 'react';
import { Anchor, Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { eventMessages, type Event } from '@shared/events/events.contract';
import { AppError } from '@shared/lib/app-error';
import { paths, withQuery } from '@web/app/paths';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { OnlineOnlyButton } from '@web/ui/online-only';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { ArchivedBadge, ArchivedNotice, RemovalActions } from '@web/ui/removal';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useArchiveEvent } from '../api/archive-event';
import { useDeleteEvent } from '../api/delete-event';
import { useEvent } from '../api/get-event';
import { useEventRemoval } from '../api/get-event-removal';
import { useRestoreEvent } from '../api/restore-event';
import { EventDetailLayout } from '../components/event-detail-layout';

/**
 * The event detail. The Registered Cars and Race Results cards belong to event-cars; the app
 * layer passes them in (see app/composed), so this feature never imports that one's components.
 * An event with history is archived rather than deleted (Archive, then Restore on its page).
 */
export function EventDetailPage({
  registeredCars,
  raceResults,
}: {
  registeredCars?: (event: Event) => ReactNode;
  raceResults?: (event: Event) => ReactNode;
}) {
  const { id = '' } = useParams();
  const event = useEvent(id);
  useDocumentTitle(event.data?.title ?? 'Event');
  const removal = useEventRemoval(id);
  const remove = useDeleteEvent();
  const archive = useArchiveEvent();
  const restore = useRestoreEvent();
  const navigate = useNavigate();
  const archived = event.data?.archivedAt ?? null;
  // Back to the list the event is in (an archived one is under Archived).
  const list = archived ? withQuery(paths.events, { show: 'archived' }) : paths.events;

  const back = (
    <Anchor component={Link} to={list} size="sm">
      <IconArrowLeft size={14} aria-hidden /> Back to Events
    </Anchor>
  );

  if (event.isPending) return <PageLoader label="Loading event..." />;
  if (event.isError) {
    const notFound = event.error instanceof AppError && event.error.status === 404;
    return (
      <Stack gap="md">
        {back}
        {notFound ? (
          <EmptyState
            title={eventMessages.notFound}
            description="It may have been deleted."
            action={
              <Button component={Link} to={paths.events} variant="light">
                Back to Events
              </Button>
            }
          />
        ) : (
          <ErrorState message={eventMessages.fetchFailed} onRetry={() => void event.refetch()} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={event.data.title}
        badge={archived ? <ArchivedBadge /> : undefined}
        actions={
          <>
            <OnlineOnlyButton to={paths.editEvent(id)} variant="default" leftSection={<IconPencil size={16} />}>
              Edit
            </OnlineOnlyButton>
            <RemovalActions
              noun="event"
              name={event.data.title}
              deleteMessage={eventMessages.deleteConfirm}
              archivedAt={archived}
              removal={removal}
              archive={() => archive.mutateAsync(id)}
              restore={() => restore.mutateAsync(id)}
              remove={() => remove.mutateAsync(id)}
              onDeleted={() => void navigate(paths.events)}
            />
          </>
        }
      />
      {archived ? <ArchivedNotice noun="event" archivedAt={archived} /> : null}
      <EventDetailLayout
        event={event.data}
        registeredCars={registeredCars?.(event.data)}
        raceResults={raceResults?.(event.data)}
      />
    </Stack>
  );
}
