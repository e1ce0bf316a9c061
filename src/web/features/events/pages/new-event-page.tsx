import { useState } from 'react';
import { Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@web/app/paths';
import { notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCreateEvent } from '../api/create-event';
import { EventForm, eventFormValues } from '../components/event-form';

/** Add Event; `?trackId=` and `?carId=` prefill the track and the car. */
export function NewEventPage() {
  useDocumentTitle('Add Event');
  const [searchParams] = useSearchParams();
  const [initialValues] = useState(() =>
    eventFormValues(undefined, { trackId: searchParams.get('trackId'), carId: searchParams.get('carId') }),
  );
  const create = useCreateEvent();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.events} size="sm">
        <IconArrowLeft size={14} aria-hidden /> Back to Events
      </Anchor>
      <PageHeader title="Add Event" />
      <EventForm
        initialValues={initialValues}
        submitLabel="Add Event"
        onCancel={() => void navigate(paths.events)}
        onSubmit={async (input) => {
          await create.mutateAsync(input);
          notifySuccess('Event added');
          await navigate(paths.events);
        }}
      />
    </Stack>
  );
}
