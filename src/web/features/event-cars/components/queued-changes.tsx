import { useState } from 'react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { discardQueuedWrite, retryQueuedWrite } from '@web/lib/queued-writes';
import { useOnline } from '@web/lib/use-online';
import { isConflict } from '../offline/conflict-rows';
import type { TrackWrite } from '../offline/queued-track-writes';
import { trackWriteLabel } from '../offline/track-write-labels';
import { confirmDiscard } from './confirm-discard';
import { ConflictModal } from './conflict-modal';

const changes = (n: number) => `${n} change${n === 1 ? '' : 's'}`;

function RefusedChange({ write, onCompare }: { write: TrackWrite; onCompare: () => void }) {
  const queryClient = useQueryClient();
  const label = trackWriteLabel(write);
  return (
    <Stack component="li" gap={4} aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm">{write.error?.message}</Text>
      <Group gap="xs">
        {isConflict(write) ? (
          <Button size="xs" variant="filled" onClick={onCompare}>
            Compare
          </Button>
        ) : null}
        <Button size="xs" variant="light" onClick={() => retryQueuedWrite(queryClient, write)}>
          Try again
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => confirmDiscard(write, () => discardQueuedWrite(queryClient, write))}
        >
          Discard
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The event's changes made on this device that the server has not applied: those waiting for the
 * connection (sent in order when it returns), and those the server refused, each with its answer,
 * to compare with the server's record, try again or discard. Nothing entered is dropped unasked.
 */
export function QueuedChanges({ writes }: { writes: readonly TrackWrite[] }) {
  const online = useOnline();
  const [comparing, setComparing] = useState<TrackWrite | null>(null);
  const waiting = writes.filter((w) => w.waiting);
  const refused = writes.filter((w) => !w.waiting);
  const compared = comparing && writes.find((w) => w.mutationId === comparing.mutationId);
  if (writes.length === 0) return null;
  return (
    <Stack gap="xs">
      {waiting.length > 0 ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconCloudUpload size={18} />}
          title={`${changes(waiting.length)} waiting to sync`}
          role="status"
        >
          <Stack gap={6}>
            <Text size="sm">
              {online
                ? 'Sending them to the server, in the order they were made.'
                : 'Saved on this device. They are sent in the order they were made when the connection returns.'}
            </Text>
            <List size="sm" spacing={2}>
              {waiting.map((w) => (
                <List.Item key={w.mutationId}>{trackWriteLabel(w)}</List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      ) : null}
      {refused.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={`${changes(refused.length)} not saved`}
          role="alert"
        >
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {refused.map((w) => (
              <RefusedChange key={w.mutationId} write={w} onCompare={() => setComparing(w)} />
            ))}
          </Stack>
        </Alert>
      ) : null}
      <ConflictModal write={compared && isConflict(compared) ? compared : null} onClose={() => setComparing(null)} />
    </Stack>
  );
}
