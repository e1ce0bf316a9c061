import type { ReactNode } from 'react';
import { Anchor, Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { eventMessages, type Event } from '@shared/events/events.contract';
import { AppError } from '@shared/lib/app-error';
import { paths } from '@web/app/paths';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { OnlineOnlyButton } from '@web/ui/online-only';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useDeleteEvent } from '../api/delete-event';
import { useEvent } from '../api/get-event';
import { EventDetailLayout } from '../components/event-detail-layout';

/**
 * The event detail. The Registered Cars and Race Results cards belong to event-cars; the app
 * layer passes them in (see app/composed), so this feature never imports that one's components.
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
  const remove = useDeleteEvent();
  const navigate = useNavigate();

  const back = (
    <Anchor component={Link} to={paths.events} size="sm">
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

  const askDelete = () =>
    confirmAction({
      title: 'Delete event',
      message: eventMessages.deleteConfirm,
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: () => {
            notifySuccess('Event deleted');
            void navigate(paths.events);
          },
          onError: (err) => notifyError(errorMessage(err, 'The event could not be deleted. Please try again.')),
        }),
    });

  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={event.data.title}
        actions={
          <>
            <OnlineOnlyButton to={paths.editEvent(id)} variant="default" leftSection={<IconPencil size={16} />}>
              Edit
            </OnlineOnlyButton>
            <OnlineOnlyButton
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={askDelete}
              loading={remove.isPending}
            >
              Delete
            </OnlineOnlyButton>
          </>
        }
      />
      <EventDetailLayout
        event={event.data}
        registeredCars={registeredCars?.(event.data)}
        raceResults={raceResults?.(event.data)}
      />
    </Stack>
  );
}
