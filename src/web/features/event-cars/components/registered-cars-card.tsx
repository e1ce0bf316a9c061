import { useState } from 'react';
import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import { eventCarStatusLabel } from '@shared/event-cars/event-cars.rules';
import { useCan } from '@web/features/account/api/use-can';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { OnlineOnlyButton, OnlineOnlyGroup } from '@web/ui/online-only';
import { useEventCars } from '../api/get-event-cars';
import { useRemoveEventCar } from '../api/remove-event-car';
import { useUpdateEventCarStatus } from '../api/update-event-car-status';
import { eventCarsWithQueue } from '../offline/queued-track-writes';
import { useTrackQueue } from '../offline/use-track-writes';
import { AddEventCarModal } from './add-event-car-modal';
import { EventCarRow } from './event-car-row';
import { InspectionChecklistModal, type EventInspectionType } from './inspection-checklist-modal';
import { InspectionViewModal } from './inspection-view-modal';
import { QueuedChanges } from './queued-changes';
import { ReadyForTrackButton } from './ready-for-track-button';
import { SessionManagementModal } from './session-management-modal';

/**
 * The event detail's Registered Cars card: registrations with their inspections, status, fee,
 * work items and sessions, and the Add Car to Event, inspection (to record one or read a
 * completed one) and Session Management modals. Sessions are planned from the event's date.
 * An archived event's card shows its history without the actions that would add to it.
 */
export function RegisteredCarsCard({
  eventId,
  eventDate,
  archived,
}: {
  eventId: string;
  eventDate: string;
  archived: boolean;
}) {
  const cars = useEventCars(eventId);
  const queue = useTrackQueue(eventId);
  const updateStatus = useUpdateEventCarStatus(eventId);
  const remove = useRemoveEventCar(eventId);
  const [adding, setAdding] = useState(false);
  const [inspecting, setInspecting] = useState<{ car: EventCar; type: EventInspectionType } | null>(null);
  const [viewing, setViewing] = useState<{ car: EventCar; type: EventInspectionType } | null>(null);
  const [sessionsFor, setSessionsFor] = useState<string | null>(null);
  const canInspect = useCan('perform_inspections');
  const sessionsCar = cars.data?.find((c) => c.id === sessionsFor) ?? null;

  const confirmRemove = (car: EventCar) =>
    confirmAction({
      title: 'Remove car',
      message: `Remove ${car.carName} from this event? Its inspections, sessions, results and work items are deleted too.`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        remove.mutate(car.id, {
          onSuccess: () => notifySuccess(`${car.carName} removed from the event`),
          onError: (err) => notifyError(errorMessage(err, 'The car could not be removed')),
        }),
    });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="registered-cars-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="registered-cars-title">
            Registered Cars
          </Title>
          {archived ? null : (
            <OnlineOnlyGroup gap="xs">
              <ReadyForTrackButton eventId={eventId} />
              {cars.data && cars.data.length > 0 ? (
                <OnlineOnlyButton size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
                  Add Car
                </OnlineOnlyButton>
              ) : null}
            </OnlineOnlyGroup>
          )}
        </Group>
        <QueuedChanges writes={queue} />
        {cars.isPending ? (
          <Group justify="center" py="lg" role="status">
            <Loader size="sm" aria-label="Loading registered cars" />
            <Text c="dimmed">Loading cars...</Text>
          </Group>
        ) : cars.isError ? (
          <ErrorState
            message={errorMessage(cars.error, 'Registered cars could not be loaded')}
            onRetry={() => void cars.refetch()}
          />
        ) : cars.data.length === 0 ? (
          <Stack align="center" gap="xs" py="lg">
            <Text c="dimmed">
              {archived ? 'No cars were registered for this event.' : 'No cars registered for this event yet.'}
            </Text>
            {archived ? null : (
              <OnlineOnlyButton leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                Add First Car
              </OnlineOnlyButton>
            )}
          </Stack>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0}>
            {eventCarsWithQueue(cars.data, queue).map((car) => (
              <EventCarRow
                key={car.id}
                eventCar={car}
                archived={archived}
                canInspect={canInspect}
                statusPending={updateStatus.isPending && updateStatus.variables.id === car.id}
                onInspect={(type) => setInspecting({ car, type })}
                onViewInspection={(type) => setViewing({ car, type })}
                onSessions={() => setSessionsFor(car.id)}
                onRemove={() => confirmRemove(car)}
                onStatus={(status) =>
                  updateStatus.mutate(
                    { id: car.id, status },
                    {
                      onSuccess: () => notifySuccess(`${car.carName} is now ${eventCarStatusLabel(status)}`),
                      onError: (err) => notifyError(errorMessage(err, 'The status could not be changed')),
                    },
                  )
                }
              />
            ))}
          </Stack>
        )}
      </Stack>
      <AddEventCarModal eventId={eventId} opened={adding} onClose={() => setAdding(false)} />
      <InspectionChecklistModal
        eventId={eventId}
        eventCar={inspecting?.car ?? null}
        type={inspecting?.type ?? null}
        onClose={() => setInspecting(null)}
      />
      <InspectionViewModal
        eventId={eventId}
        eventCar={viewing?.car ?? null}
        type={viewing?.type ?? null}
        onClose={() => setViewing(null)}
      />
      <SessionManagementModal
        eventCar={sessionsCar}
        eventDate={eventDate}
        archived={archived}
        canInspect={canInspect}
        onClose={() => setSessionsFor(null)}
      />
    </Card>
  );
}
