import { Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { formatCents } from '@shared/lib/money';
import { countOf } from '@shared/lib/plural';
import { selectedTotalCents, type SelectedItem } from './selected-items';

/**
 * Selected Items in one line, for a screen where they sit below the price list: the count and the
 * total, said as they change, and a button down to the list. The caller keeps it in sight.
 */
export function SelectionSummaryBar({ lines, onView }: { lines: SelectedItem[]; onView: () => void }) {
  return (
    <Paper component="section" aria-label="Selection summary" withBorder shadow="md" p="xs" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} role="status" style={{ whiteSpace: 'nowrap' }}>
          {lines.length === 0
            ? 'No items selected'
            : `${countOf(lines.length, 'item')} · ${formatCents(selectedTotalCents(lines))}`}
        </Text>
        <Button
          size="xs"
          variant="light"
          rightSection={<IconArrowDown size={14} aria-hidden />}
          onClick={onView}
          disabled={lines.length === 0}
          style={{ flexShrink: 0 }}
        >
          {/* One run of text, so the space before "items" stays (the label is a flex box). */}
          <span>
            View<VisuallyHidden> selected</VisuallyHidden> items
          </span>
        </Button>
      </Group>
    </Paper>
  );
}
