import { Table, Text } from '@mantine/core';
import type { ServiceHistoryEntry } from '@shared/service-items/service-items.contract';
import { formatDate, formatTime } from '@shared/lib/dates';
import { milesToDisplay } from '@shared/preferences/preferences.rules';
import { formatNumber } from './format';

/** Every service of the item: when, at what hours and distance, by whom. */
export function ServiceHistory({ history, useMetric }: { history: ServiceHistoryEntry[]; useMetric: boolean }) {
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Not serviced since it was added.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label="Service history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Hours</Table.Th>
            <Table.Th>{useMetric ? 'Km' : 'Miles'}</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                {formatDate(entry.performedAt)} {formatTime(entry.performedAt)}
              </Table.Td>
              <Table.Td>{formatNumber(entry.hours)}</Table.Td>
              <Table.Td>{formatNumber(milesToDisplay(entry.distance, useMetric))}</Table.Td>
              <Table.Td>{entry.performedBy ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
