import { useState } from 'react';
import { Badge, Button, Collapse, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconChevronRight,
  IconFlag,
  IconListNumbers,
  IconPlayerPlay,
  IconPlus,
  IconClockEdit,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import { carWithNumber } from '@shared/event-cars/event-cars.rules';
import { sessionMessages, type EventSession } from '@shared/event-sessions/event-sessions.contract';
import { sessionStatusColor, sessionValueLabel } from '@shared/event-sessions/event-sessions.rules';
import { canDoPostSession, canDoPreSession } from '@shared/event-sessions/session-inspection.rules';
import { errorMessage } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { OnlineOnlyButton } from '@web/ui/online-only';
import { PageLoader } from '@web/ui/page-loader';
import { useEventSessions } from '../api/get-event-sessions';
import { sessionsWithQueue } from '../offline/queued-track-writes';
import type { SessionAction } from '../offline/track-writes';
import { ofSession, savedOnDevice, useSendTrackWrite, useTrackQueue } from '../offline/use-track-writes';
import { PostSessionForm } from './post-session-form';
import { PreSessionForm } from './pre-session-form';
import { SessionInspectionDetails } from './session-inspection-details';
import { SessionCompleteForm } from './session-complete-form';
import { SessionCreateForm } from './session-create-form';
import { SessionTimeCorrectionForm } from './session-time-correction-form';
import { SessionLapsPanel } from './session-laps-panel';
import { usePhoneLayout, useTrackButtonSize } from './use-phone-layout';
import { WaitingToSyncBadge } from './waiting-to-sync-badge';

type View =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: 'pre'; session: EventSession }
  | { kind: 'post'; session: EventSession }
  /** waitingToSync: the session was made on this device and is not on the server yet. */
  | { kind: 'laps'; session: EventSession; waitingToSync: boolean }
  | { kind: 'complete'; session: EventSession }
  | { kind: 'correct'; session: EventSession };

const titles: Record<View['kind'], string> = {
  list: 'Session Management',
  create: 'Create New Session',
  pre: 'Pre-Session Inspection',
  post: 'Post-Session Inspection',
  laps: 'Laps',
  complete: 'Complete Session',
  correct: 'Correct Session Time',
};

/** 'Session Management' of one registered car: its sessions, new sessions and session inspections. */
export function SessionManagementModal({
  eventCar,
  eventDate,
  archived,
  canInspect,
  onClose,
}: {
  eventCar: EventCar | null;
  /** The event's day (YYYY-MM-DD): the start time picker opens on its month. */
  eventDate: string;
  /** The event is archived: its sessions are read, not run or added to. */
  archived: boolean;
  canInspect: boolean;
  onClose: () => void;
}) {
  const phone = usePhoneLayout();
  const [view, setView] = useState<View>({ kind: 'list' });
  const carLabel = eventCar ? carWithNumber(eventCar.carName, eventCar.carNumber) : '';
  const close = () => {
    setView({ kind: 'list' });
    onClose();
  };
  return (
    <Modal
      opened={eventCar !== null}
      onClose={close}
      title={titles[view.kind]}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
      fullScreen={phone}
    >
      {eventCar === null ? null : view.kind === 'create' ? (
        <SessionCreateForm
          eventId={eventCar.eventId}
          eventCarId={eventCar.id}
          carLabel={carLabel}
          defaultDriverId={eventCar.driverId}
          defaultDriverName={eventCar.driverName}
          eventDate={eventDate}
          onDone={() => setView({ kind: 'list' })}
        />
      ) : view.kind === 'pre' ? (
        <PreSessionForm session={view.session} carLabel={carLabel} onDone={() => setView({ kind: 'list' })} />
      ) : view.kind === 'complete' ? (
        <SessionCompleteForm session={view.session} carLabel={carLabel} onDone={() => setView({ kind: 'list' })} />
      ) : view.kind === 'correct' ? (
        <SessionTimeCorrectionForm
          session={view.session}
          carLabel={carLabel}
          onDone={() => setView({ kind: 'list' })}
        />
      ) : view.kind === 'post' ? (
        <PostSessionForm session={view.session} carLabel={carLabel} onDone={() => setView({ kind: 'list' })} />
      ) : view.kind === 'laps' ? (
        <SessionLapsPanel
          session={view.session}
          carLabel={carLabel}
          canRecord={canInspect}
          archived={archived}
          waitingToSync={view.waitingToSync}
          onBack={() => setView({ kind: 'list' })}
        />
      ) : (
        <SessionList eventCar={eventCar} archived={archived} canInspect={canInspect} onView={setView} />
      )}
    </Modal>
  );
}

/** Shows what the session's inspections recorded, loaded when opened. */
function SessionDetailsToggle({ eventId, session }: { eventId: string; session: EventSession }) {
  const [open, setOpen] = useState(false);
  const id = `session-details-${session.id}`;
  return (
    <Stack gap={6}>
      <Button
        size="compact-sm"
        variant="subtle"
        w="fit-content"
        leftSection={open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        Inspection details
      </Button>
      <Collapse expanded={open} id={id}>
        {open ? <SessionInspectionDetails eventId={eventId} sessionId={session.id} /> : null}
      </Collapse>
    </Stack>
  );
}

function formatStart(iso: string): string {
  return dayjs(iso).format('MM/DD/YYYY h:mm A');
}

function SessionList({
  eventCar,
  archived,
  canInspect,
  onView,
}: {
  eventCar: EventCar;
  archived: boolean;
  canInspect: boolean;
  onView: (view: View) => void;
}) {
  const sessions = useEventSessions(eventCar.eventId, eventCar.id);
  const queue = useTrackQueue(eventCar.eventId);
  const change = useSendTrackWrite('session-status');
  const [moving, setMoving] = useState<string | null>(null);
  const carLabel = carWithNumber(eventCar.carName, eventCar.carNumber);
  const buttonSize = useTrackButtonSize();

  const move = async (session: EventSession, action: SessionAction) => {
    setMoving(session.id);
    try {
      const { queued } = await change.send({ ...ofSession(session, carLabel), action });
      if (queued) notifySuccess(savedOnDevice(`${action === 'start' ? 'Start' : 'Completion'} of ${session.name}`));
      else notifySuccess(action === 'start' ? `${session.name} started` : `${session.name} completed`);
    } catch (err) {
      notifyError(errorMessage(err, 'The session could not be updated'));
    } finally {
      setMoving(null);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{carLabel}</Text>
        {archived ? null : (
          <Button size={buttonSize} leftSection={<IconPlus size={14} />} onClick={() => onView({ kind: 'create' })}>
            Create New Session
          </Button>
        )}
      </Group>
      {sessions.isPending ? (
        <PageLoader label="Loading sessions..." />
      ) : sessions.isError ? (
        <ErrorState message={sessionMessages.fetchFailed} onRetry={() => void sessions.refetch()} />
      ) : sessions.data.length === 0 && !queue.some((w) => w.kind === 'session-create') ? (
        <Text c="dimmed" ta="center" py="md">
          {archived ? 'No sessions.' : 'No sessions yet. Create the first one.'}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {sessionsWithQueue(sessions.data, queue, eventCar.id).map((s) => {
            const state = { preDone: s.preInspectionDone, postDone: s.postInspectionDone };
            const busy = moving === s.id;
            return (
              <Paper key={s.id} withBorder p="sm" component="li" aria-label={s.name} style={{ listStyle: 'none' }}>
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Group gap={6} wrap="wrap">
                      <Text fw={600}>{s.name}</Text>
                      <Badge variant="outline" color="gray">
                        {sessionValueLabel(s.sessionType)}
                      </Badge>
                    </Group>
                    <Group gap={6} wrap="wrap">
                      {s.waitingToSync ? <WaitingToSyncBadge /> : null}
                      <Badge color={sessionStatusColor(s.status)} variant="light">
                        {sessionValueLabel(s.status)}
                      </Badge>
                    </Group>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {formatStart(s.startTime)} · {s.durationMinutes} min
                    {s.driverName ? ` · ${s.driverName}` : ''}
                  </Text>
                  <Group gap="xs" justify="space-between" wrap="wrap">
                    <Text size="sm">Best lap: {s.bestLapTime ?? '—'}</Text>
                    <Button
                      size={buttonSize}
                      variant="light"
                      leftSection={<IconListNumbers size={14} />}
                      aria-label={`Laps of ${s.name}`}
                      onClick={() =>
                        onView({
                          kind: 'laps',
                          session: s,
                          waitingToSync: !sessions.data.some((known) => known.id === s.id),
                        })
                      }
                    >
                      Laps
                    </Button>
                  </Group>
                  {(s.preInspectionDone || s.postInspectionDone) && !s.waitingToSync ? (
                    <SessionDetailsToggle eventId={eventCar.eventId} session={s} />
                  ) : null}
                  {archived ? null : (
                    <Group gap="xs" wrap="wrap">
                      {s.status === 'scheduled' ? (
                        <Button
                          size={buttonSize}
                          variant="light"
                          leftSection={<IconPlayerPlay size={14} />}
                          loading={busy}
                          onClick={() => void move(s, 'start')}
                        >
                          Start
                        </Button>
                      ) : null}
                      {s.status === 'in_progress' ? (
                        <Button
                          size={buttonSize}
                          variant="light"
                          color="green"
                          leftSection={<IconFlag size={14} />}
                          loading={busy}
                          onClick={() => onView({ kind: 'complete', session: s })}
                        >
                          Complete
                        </Button>
                      ) : null}
                      {s.status === 'completed' && !s.waitingToSync ? (
                        <OnlineOnlyButton
                          size={buttonSize}
                          variant="light"
                          leftSection={<IconClockEdit size={14} />}
                          aria-label={`Correct time of ${s.name}`}
                          onClick={() => onView({ kind: 'correct', session: s })}
                        >
                          Correct Time
                        </OnlineOnlyButton>
                      ) : null}
                      <Button
                        size={buttonSize}
                        variant={s.preInspectionDone ? 'light' : 'filled'}
                        color={s.preInspectionDone ? 'green' : undefined}
                        leftSection={s.preInspectionDone ? <IconCheck size={14} /> : undefined}
                        disabled={!canDoPreSession(state) || !canInspect}
                        onClick={() => onView({ kind: 'pre', session: s })}
                      >
                        Pre-Session
                      </Button>
                      <Button
                        size={buttonSize}
                        variant={s.postInspectionDone ? 'light' : 'filled'}
                        color={s.postInspectionDone ? 'green' : undefined}
                        leftSection={s.postInspectionDone ? <IconCheck size={14} /> : undefined}
                        disabled={!canDoPostSession(state) || !canInspect}
                        onClick={() => onView({ kind: 'post', session: s })}
                      >
                        Post-Session
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
