import { Alert, Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { eventMessages } from '@shared/events/events.contract';
import { AppError } from '@shared/lib/app-error';
import { paths } from '@web/app/paths';
import { notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useEvent } from '../api/get-event';
import { useUpdateEvent } from '../api/update-event';
import { EventForm, eventFormValues } from '../components/event-form';

export function EditEventPage() {
  useDocumentTitle('Edit Event');
  const { id = '' } = useParams();
  const event = useEvent(id);
  const update = useUpdateEvent();
  const navigate = useNavigate();

  if (event.isPending) return <PageLoader label="Loading event..." />;
  if (event.isError) {
    const notFound = event.error instanceof AppError && event.error.status === 404;
    return (
      <Stack gap="md">
        <Anchor component={Link} to={paths.events} size="sm">
          <IconArrowLeft size={14} aria-hidden /> Back to Events
        </Anchor>
        <Alert color="red" variant="light" role="alert" title="Edit Event">
          {notFound ? eventMessages.notFound : eventMessages.fetchFailed}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.event(id)} size="sm">
        <IconArrowLeft size={14} aria-hidden /> Back to Event
      </Anchor>
      <PageHeader title="Edit Event" subtitle={event.data.title} />
      <EventForm
        key={event.data.id}
        initialValues={eventFormValues(event.data)}
        submitLabel="Update Event"
        onCancel={() => void navigate(paths.event(id))}
        onSubmit={async (input) => {
          await update.mutateAsync({ id, input });
          notifySuccess('Event updated');
          await navigate(paths.events);
        }}
      />
    </Stack>
  );
}
