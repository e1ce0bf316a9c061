import { useState } from 'react';
import { Anchor, Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { todayIso } from '@shared/lib/dates';
import { planLimitMessages } from '@shared/subscription/subscription.rules';
import { paths } from '@web/app/paths';
import { notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { PlanLimitNotice } from '@web/ui/plan-limit-notice';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCreateEvent } from '../api/create-event';
import { useEvents } from '../api/get-events';
import { EventForm, eventFormValues } from '../components/event-form';

/** Add Event; `?trackId=` and `?carId=` prefill the track and the car (else the user's default car). */
export function NewEventPage() {
  useDocumentTitle('Add Event');
  const [searchParams] = useSearchParams();
  const [initialValues] = useState(() =>
    eventFormValues(undefined, { trackId: searchParams.get('trackId'), carId: searchParams.get('carId') }),
  );
  const create = useCreateEvent();
  const navigate = useNavigate();
  const [today] = useState(() => todayIso());
  // The list says whether the free plan's events are used up; the form shows only when not.
  const limit = useEvents({ today, when: 'upcoming', pageSize: 1 });
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.events} size="sm">
        <IconArrowLeft size={14} aria-hidden /> Back to Events
      </Anchor>
      <PageHeader title="Add Event" />
      {limit.isPending ? (
        <PageLoader />
      ) : limit.data?.atPlanLimit ? (
        <PlanLimitNotice message={planLimitMessages.events}>
          <Button component={Link} to={paths.events} size="xs" variant="default">
            Back to Events
          </Button>
        </PlanLimitNotice>
      ) : (
        <EventForm
          initialValues={initialValues}
          preselectDefaultCar
          submitLabel="Add Event"
          onCancel={() => void navigate(paths.events)}
          onSubmit={async (input) => {
            await create.mutateAsync(input);
            notifySuccess('Event added');
            await navigate(paths.events);
          }}
        />
      )}
    </Stack>
  );
}
