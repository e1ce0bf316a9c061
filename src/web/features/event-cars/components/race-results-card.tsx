import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { sessionValueLabel } from '@shared/event-sessions/event-sessions.rules';
import { raceResultMessages, type RaceResult } from '@shared/race-results/race-results.contract';
import { canRecordResult, formatPositions } from '@shared/race-results/race-results.rules';
import { carWithNumber } from '@shared/event-cars/event-cars.rules';
import { formatDate, todayIso } from '@shared/lib/dates';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useDeleteRaceResult } from '../api/delete-race-result';
import { useEventCars } from '../api/get-event-cars';
import { useRaceResults } from '../api/get-race-results';
import { useTrackQueue } from '../offline/use-track-writes';
import { RaceResultModal } from './race-result-modal';
import { WaitingToSyncBadge } from './waiting-to-sync-badge';

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/**
 * The event detail's race results: start and finish positions, best laps and conditions per car.
 * Results are recorded once the event has happened (on or after its day).
 */
export function RaceResultsCard({
  eventId,
  eventDate,
  archived,
}: {
  eventId: string;
  eventDate: string;
  /** The event is archived: its results are kept and can be corrected, no new ones are recorded. */
  archived: boolean;
}) {
  const results = useRaceResults(eventId);
  const [today] = useState(() => todayIso());
  const held = canRecordResult(eventDate, today);
  const cars = useEventCars(eventId);
  const remove = useDeleteRaceResult(eventId);
  const [editing, setEditing] = useState<RaceResult | null>(null);
  const [open, setOpen] = useState(false);
  const registered = cars.data ?? [];
  // Results changed on this device and not sent yet (new ones are listed with the event's queue).
  const changing = new Set(
    useTrackQueue(eventId).flatMap((w) =>
      w.kind === 'race-result' && w.waiting && w.variables.resultId ? [w.variables.resultId] : [],
    ),
  );

  const openNew = () => {
    setEditing(null);
    setOpen(true);
  };

  const confirmDelete = (r: RaceResult) =>
    confirmAction({
      title: 'Delete result',
      message: `Are you sure you want to delete the result of ${r.carName}? This action cannot be undone.`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(r.id, {
          onSuccess: () => notifySuccess('Result deleted'),
          onError: (err) => notifyError(errorMessage(err, 'The result could not be deleted')),
        }),
    });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="race-results-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="race-results-title">
            Race Results
          </Title>
          {archived ? null : (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={openNew}
              disabled={registered.length === 0 || !held}
            >
              Add Result
            </Button>
          )}
        </Group>
        {held || archived ? null : (
          <Text size="sm" c="dimmed">
            Results can be recorded from the day of the event ({formatDate(eventDate)}).
          </Text>
        )}
        {results.isPending ? (
          <Group justify="center" py="lg" role="status">
            <Loader size="sm" aria-label="Loading results" />
            <Text c="dimmed">Loading results...</Text>
          </Group>
        ) : results.isError ? (
          <ErrorState message={raceResultMessages.fetchFailed} onRetry={() => void results.refetch()} />
        ) : results.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {archived
              ? 'No results were recorded.'
              : registered.length === 0
                ? 'Register a car to record its results.'
                : 'No results recorded yet.'}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0}>
            {results.data.map((r) => (
              <Paper
                key={r.id}
                withBorder
                p="sm"
                component="li"
                aria-label={`Result of ${r.carName}`}
                style={{ listStyle: 'none' }}
              >
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Group gap={6} wrap="wrap">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {carWithNumber(r.carName, r.carNumber)}
                      </Text>
                      {r.class ? (
                        <Badge variant="dot" color="gray">
                          {r.class}
                        </Badge>
                      ) : null}
                      {changing.has(r.id) ? <WaitingToSyncBadge /> : null}
                    </Group>
                    <Text size="lg" fw={700}>
                      {formatPositions(r)}
                    </Text>
                    <Group gap="md" wrap="wrap">
                      <Detail label="Best lap" value={r.bestLapTime} />
                      <Detail label="Session" value={r.sessionType ? sessionValueLabel(r.sessionType) : null} />
                      <Detail label="Weather" value={r.weather} />
                      <Detail label="Track" value={r.trackCondition} />
                    </Group>
                    {r.notes ? (
                      <Text size="sm" c="dimmed">
                        {r.notes}
                      </Text>
                    ) : null}
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit result of ${r.carName}`}
                      disabled={!held}
                      onClick={() => {
                        setEditing(r);
                        setOpen(true);
                      }}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete result of ${r.carName}`}
                      onClick={() => confirmDelete(r)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      <RaceResultModal
        eventId={eventId}
        cars={registered}
        editing={editing}
        opened={open}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
