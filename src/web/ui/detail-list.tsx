import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Takes the whole row (long text). */
  wide?: boolean;
}

/** Label/value pairs of a record's detail screen; empty values read as an en dash. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" component="dl" m={0}>
      {items.map((item) => (
        <Stack key={item.label} gap={2} style={item.wide ? { gridColumn: '1 / -1' } : undefined}>
          <Text component="dt" size="xs" tt="uppercase" fw={600} c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.value === null || item.value === undefined || item.value === '' ? '–' : item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** One label over its value, for a record's header card where a full DetailList is too much. */
export function LabeledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
