import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconFileImport, IconTrash, IconTrophy } from '@tabler/icons-react';
import type { EventSession } from '@shared/event-sessions/event-sessions.contract';
import { createLapSchema, type LapSheet } from '@shared/session-laps/session-laps.contract';
import { formatConsistency, lapTimeLabel, nextLapNumber, summarizeLaps } from '@shared/session-laps/session-laps.rules';
import { errorMessage } from '@web/lib/api-client';
import { applyServerErrors } from '@web/lib/form';
import { randomUuid } from '@web/lib/queued-writes';
import { useOnline } from '@web/lib/use-online';
import { confirmAction } from '@web/ui/confirm';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { OnlineOnlyButton, needsConnectionReason } from '@web/ui/online-only';
import { PageLoader } from '@web/ui/page-loader';
import { useDeleteSessionLap, useUpdateSessionLap } from '../api/change-session-lap';
import { useSessionLaps } from '../api/get-session-laps';
import { lapsWithQueue } from '../offline/queued-track-writes';
import { ofSession, savedOnDevice, useSendTrackWrite, useTrackQueue } from '../offline/use-track-writes';
import { SessionLapImport } from './session-lap-import';
import { useTrackButtonSize } from './use-phone-layout';
import { WaitingToSyncBadge } from './waiting-to-sync-badge';

type LapKind = 'flying' | 'out' | 'in';

interface LapEntryValues {
  lapTime: string;
  kind: LapKind;
}

const toInput = (v: LapEntryValues) => ({ lapTime: v.lapTime, isOutLap: v.kind === 'out', isInLap: v.kind === 'in' });
const resolver = schemaResolver(createLapSchema, { sync: true });

/**
 * A session's laps at the track: typed one at a time with a number keypad (the thumb stays on the
 * keypad and the Add lap button below it), marked as out or in laps, removed, or imported from a
 * lap file; with the session's best, average and consistency and its personal bests.
 */
export function SessionLapsPanel({
  session,
  carLabel,
  canRecord,
  archived,
  waitingToSync,
  onBack,
}: {
  session: EventSession;
  carLabel: string;
  /** The member may record laps (the same permission as the session checks). */
  canRecord: boolean;
  archived: boolean;
  /** The session itself was made on this device and is not sent yet: it has nothing on the server. */
  waitingToSync: boolean;
  onBack: () => void;
}) {
  const [importing, setImporting] = useState(false);
  const sheet = useSessionLaps(session.eventId, session.id, !waitingToSync);
  const queue = useTrackQueue(session.eventId);
  const empty: LapSheet = {
    sessionId: session.id,
    laps: [],
    summary: summarizeLaps([]),
    driverBest: null,
    carBest: { bestLapMs: null, previousBestMs: null, isPersonalBest: false },
  };
  const data = waitingToSync ? empty : sheet.data;
  const laps = useMemo(() => (data ? lapsWithQueue(data.laps, queue, session.id) : []), [data, queue, session.id]);
  const summary = useMemo(() => summarizeLaps(laps), [laps]);
  const editable = canRecord && !archived;

  if (importing && data) {
    return <SessionLapImport session={session} existingLaps={data.laps.length} onDone={() => setImporting(false)} />;
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          <Text fw={600}>{session.name}</Text>
          <Text size="sm" c="dimmed">
            {carLabel}
            {session.driverName ? ` · ${session.driverName}` : ''}
          </Text>
        </div>
        <Button variant="default" onClick={onBack}>
          Back to sessions
        </Button>
      </Group>
      {!waitingToSync && sheet.isPending ? (
        <PageLoader label="Loading laps..." />
      ) : !waitingToSync && sheet.isError ? (
        <ErrorState message="Failed to fetch laps" onRetry={() => void sheet.refetch()} />
      ) : data ? (
        <>
          <LapFigures summary={summary} sheet={data} />
          {editable ? <LapEntry session={session} carLabel={carLabel} nextNumber={nextLapNumber(laps)} /> : null}
          {editable && !waitingToSync ? (
            <OnlineOnlyButton
              variant="light"
              leftSection={<IconFileImport size={16} />}
              onClick={() => setImporting(true)}
            >
              Import lap file
            </OnlineOnlyButton>
          ) : null}
          <LapList laps={laps} bestLapNumber={summary.bestLapNumber} eventId={session.eventId} editable={editable} />
        </>
      ) : null}
    </Stack>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} ff="monospace" size="md" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

function LapFigures({ summary, sheet }: { summary: ReturnType<typeof summarizeLaps>; sheet: LapSheet }) {
  // The server's personal bests count the laps it has; a lap waiting to be sent can only beat them.
  const beats = (previous: number | null) =>
    summary.bestLapMs !== null && previous !== null && summary.bestLapMs < previous;
  const driverPb = sheet.driverBest !== null && beats(sheet.driverBest.previousBestMs);
  const carPb = beats(sheet.carBest.previousBestMs);
  return (
    <Stack gap="xs" aria-label="Session figures">
      <SimpleGrid cols={3} spacing="xs">
        <Figure
          label="Best"
          value={lapTimeLabel(summary.bestLapMs)}
          hint={summary.bestLapNumber ? `Lap ${summary.bestLapNumber}` : undefined}
        />
        <Figure label="Average" value={lapTimeLabel(summary.averageLapMs)} />
        <Figure
          label="Consistency"
          value={summary.consistencyMs === null ? '—' : formatConsistency(summary.consistencyMs)}
          hint="Std. deviation"
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Flying laps only ({summary.flyingLapCount} of {summary.lapCount}); out and in laps are left out.
      </Text>
      {driverPb || carPb ? (
        <Group gap="xs">
          <Badge color="grape" variant="filled" leftSection={<IconTrophy size={12} />}>
            Personal best
          </Badge>
          <Text size="sm">
            {[
              driverPb ? `driver (was ${lapTimeLabel(sheet.driverBest?.previousBestMs ?? null)})` : null,
              carPb ? `car (was ${lapTimeLabel(sheet.carBest.previousBestMs)})` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Group>
      ) : null}
      <Text size="sm" c="dimmed">
        At this track: driver&apos;s best {lapTimeLabel(sheet.driverBest?.bestLapMs ?? null)} · car&apos;s best{' '}
        {lapTimeLabel(sheet.carBest.bestLapMs)}
      </Text>
    </Stack>
  );
}

function LapEntry({ session, carLabel, nextNumber }: { session: EventSession; carLabel: string; nextNumber: number }) {
  const send = useSendTrackWrite('session-lap');
  const buttonSize = useTrackButtonSize();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LapEntryValues>({
    mode: 'controlled',
    initialValues: { lapTime: '', kind: 'flying' },
    validate: (values) => {
      const errors = resolver(toInput(values));
      return { lapTime: errors.lapTime, kind: errors.isInLap ?? errors.isOutLap };
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const outcome = await send.send({
        ...ofSession(session, carLabel),
        input: { id: randomUuid(), lapNumber: nextNumber, ...toInput(values) },
      });
      if (outcome.queued) notifySuccess(savedOnDevice(`Lap ${nextNumber}`));
      form.setValues({ lapTime: '', kind: 'flying' });
    } catch (err) {
      setError(applyServerErrors(form, err, 'The lap could not be saved'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add a lap">
      <Stack gap="xs">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label={`Lap ${nextNumber} time`}
          description="Type 1.42.318 or 102.318 (1:42.318 works too)"
          placeholder="1.42.318"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          size="lg"
          {...form.getInputProps('lapTime')}
        />
        <SegmentedControl
          fullWidth
          aria-label="Lap type"
          data={[
            { value: 'flying', label: 'Flying' },
            { value: 'out', label: 'Out lap' },
            { value: 'in', label: 'In lap' },
          ]}
          {...form.getInputProps('kind')}
        />
        <Button type="submit" size={buttonSize === 'md' ? 'lg' : 'sm'} fullWidth loading={send.sending}>
          Add lap
        </Button>
      </Stack>
    </form>
  );
}

function LapList({
  laps,
  bestLapNumber,
  eventId,
  editable,
}: {
  laps: ReturnType<typeof lapsWithQueue>;
  bestLapNumber: number | null;
  eventId: string;
  editable: boolean;
}) {
  const update = useUpdateSessionLap(eventId);
  const remove = useDeleteSessionLap(eventId);
  const online = useOnline();
  const [busy, setBusy] = useState<string | null>(null);

  if (laps.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        No laps yet. Type the first lap time above or import a lap file.
      </Text>
    );
  }

  const mark = async (id: string, change: { isOutLap?: boolean; isInLap?: boolean }) => {
    setBusy(id);
    try {
      await update.mutateAsync({ id, input: change });
    } catch (err) {
      notifyError(errorMessage(err, 'The lap could not be changed'));
    } finally {
      setBusy(null);
    }
  };
  const askRemove = (id: string, lapNumber: number) =>
    confirmAction({
      title: 'Remove lap',
      message: `Remove lap ${lapNumber}? This cannot be undone.`,
      confirmLabel: 'Remove',
      onConfirm: () => {
        setBusy(id);
        remove.mutate(id, {
          onSuccess: () => notifySuccess(`Lap ${lapNumber} removed`),
          onError: (err) => notifyError(errorMessage(err, 'The lap could not be removed')),
          onSettled: () => setBusy(null),
        });
      },
    });

  return (
    <Stack component="ul" gap={6} p={0} m={0} aria-label="Laps">
      {laps.map((lap) => {
        const best = lap.lapNumber === bestLapNumber;
        const disabled = !online || lap.waitingToSync || busy === lap.id;
        const title = !online ? needsConnectionReason : undefined;
        return (
          <Paper
            key={lap.id}
            component="li"
            withBorder
            p="xs"
            aria-label={`Lap ${lap.lapNumber}`}
            style={{
              listStyle: 'none',
              borderColor: best ? 'var(--mantine-color-green-7)' : undefined,
              background: best ? 'var(--mantine-color-green-light)' : undefined,
            }}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Group gap="xs" wrap="wrap">
                <Text size="sm" c="dimmed" w={46}>
                  Lap {lap.lapNumber}
                </Text>
                <Text ff="monospace" fw={best ? 700 : 500}>
                  {lap.lapTime}
                </Text>
                {best ? (
                  <Badge color="green" variant="filled" size="sm">
                    Best
                  </Badge>
                ) : null}
                {lap.isOutLap ? (
                  <Badge color="gray" variant="outline" size="sm">
                    Out
                  </Badge>
                ) : null}
                {lap.isInLap ? (
                  <Badge color="gray" variant="outline" size="sm">
                    In
                  </Badge>
                ) : null}
                {lap.waitingToSync ? <WaitingToSyncBadge /> : null}
              </Group>
              {editable ? (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant={lap.isOutLap ? 'filled' : 'default'}
                    aria-pressed={lap.isOutLap}
                    aria-label={`Lap ${lap.lapNumber} is an out lap`}
                    title={title}
                    disabled={disabled}
                    onClick={() => void mark(lap.id, { isOutLap: !lap.isOutLap, isInLap: false })}
                  >
                    Out
                  </Button>
                  <Button
                    size="compact-sm"
                    variant={lap.isInLap ? 'filled' : 'default'}
                    aria-pressed={lap.isInLap}
                    aria-label={`Lap ${lap.lapNumber} is an in lap`}
                    title={title}
                    disabled={disabled}
                    onClick={() => void mark(lap.id, { isInLap: !lap.isInLap, isOutLap: false })}
                  >
                    In
                  </Button>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove lap ${lap.lapNumber}`}
                    title={title}
                    disabled={disabled}
                    onClick={() => askRemove(lap.id, lap.lapNumber)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ) : null}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
