import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Inspection } from '@shared/inspections/inspections.contract';
import type { SessionInspection } from '@shared/event-sessions/event-sessions.contract';
import { discardQueuedWrite } from '@web/lib/queued-writes';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/page-loader';
import { useInspections } from '../api/get-inspections';
import { useSessionInspections } from '../api/get-session-inspections';
import { conflictRows, type ComparableWrite } from '../offline/conflict-rows';
import { trackWriteLabel } from '../offline/track-write-labels';
import { confirmDiscard } from './confirm-discard';
import { usePhoneLayout } from './use-phone-layout';

/** The server's record the refused change collided with, loaded from the server. */
function useServerRecord(write: ComparableWrite) {
  const v = write.variables;
  const isInspection = write.kind === 'inspection';
  const inspections = useInspections(v.eventId, v.eventCarId, isInspection);
  const sessionId = 'sessionId' in v ? v.sessionId : '';
  const sessionInspections = useSessionInspections(v.eventId, sessionId, !isInspection);
  const query = isInspection ? inspections : sessionInspections;
  const type =
    write.kind === 'inspection'
      ? write.variables.input.type
      : write.kind === 'session-pre'
        ? 'pre_session'
        : 'post_session';
  const records: readonly (Inspection | SessionInspection)[] = query.data ?? [];
  return { query, record: records.find((r) => r.inspectionType === type) ?? null };
}

function Comparison({ write, onClose }: { write: ComparableWrite; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { query, record } = useServerRecord(write);
  if (query.isPending) return <PageLoader label="Loading the server's record..." />;
  if (query.isError || !record) {
    return (
      <ErrorState
        message="The server's record could not be loaded. Your change is kept."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const rows = conflictRows(write, record);
  return (
    <Stack gap="md">
      <Text size="sm">
        {record.inspectorName ?? 'Someone'} recorded this on {dayjs(record.createdAt).format('MM/DD/YYYY h:mm A')} while
        your change waited to be sent. Only one can be kept, so yours was not applied. It stays on this device until you
        discard it.
      </Text>
      <Table.ScrollContainer minWidth={0}>
        <Table striped withTableBorder aria-label="Your change beside the server's record">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Item</Table.Th>
              <Table.Th scope="col">Yours (not saved)</Table.Th>
              <Table.Th scope="col">On the server</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => {
              const differs = r.mine !== r.server;
              return (
                <Table.Tr key={r.label} data-differs={differs || undefined}>
                  <Table.Th scope="row" fw={differs ? 700 : 400}>
                    {r.label}
                  </Table.Th>
                  <Table.Td fw={differs ? 700 : 400}>{r.mine}</Table.Td>
                  <Table.Td>{r.server}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          Keep mine for now
        </Button>
        <Button
          color="red"
          onClick={() =>
            confirmDiscard(write, () => {
              discardQueuedWrite(queryClient, write);
              onClose();
            })
          }
        >
          Discard mine
        </Button>
      </Group>
    </Stack>
  );
}

/** A refused change side by side with the server's record it collided with. */
export function ConflictModal({ write, onClose }: { write: ComparableWrite | null; onClose: () => void }) {
  const phone = usePhoneLayout();
  return (
    <Modal
      opened={write !== null}
      onClose={onClose}
      title={write ? `Conflict: ${trackWriteLabel(write)}` : 'Conflict'}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {write ? <Comparison write={write} onClose={onClose} /> : null}
    </Modal>
  );
}
