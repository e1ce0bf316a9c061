import { ActionIcon, Divider, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatCents } from '@shared/lib/money';
import { selectedLineTotalCents, selectedTotalCents, type SelectedItem } from './selected-items';

/** Selected Items: quantity (a whole number of at least 1), line total, remove, and the overall total. */
export function SelectedItemsList({
  lines,
  onQuantityChange,
  onQuantityBlur,
  onRemove,
}: {
  lines: SelectedItem[];
  onQuantityChange: (key: string, quantity: number | string) => void;
  onQuantityBlur: (key: string) => void;
  onRemove: (key: string) => void;
}) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No items selected. Click an item of the price list to add it.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Selected items">
        {lines.map((line) => (
          <li key={line.key}>
            <Group justify="space-between" wrap="wrap" gap="xs" align="center">
              <Stack gap={0} style={{ flex: '1 1 140px', minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {line.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatCents(line.unitPriceCents)} each
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap" ml="auto">
                <NumberInput
                  aria-label={`Quantity of ${line.description}`}
                  value={line.quantity}
                  onChange={(value) => onQuantityChange(line.key, value)}
                  onBlur={() => onQuantityBlur(line.key)}
                  min={1}
                  step={1}
                  allowDecimal={false}
                  allowNegative={false}
                  inputMode="numeric"
                  w={76}
                  size="xs"
                />
                <Text size="sm" fw={600} w={92} ta="right" data-testid="line-total">
                  {formatCents(selectedLineTotalCents(line))}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${line.description}`}
                  onClick={() => onRemove(line.key)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </li>
        ))}
      </Stack>
      <Divider />
      <Group justify="space-between">
        <Text fw={600}>Total</Text>
        <Text fw={700} size="lg" data-testid="selected-total">
          {formatCents(selectedTotalCents(lines))}
        </Text>
      </Group>
    </Stack>
  );
}
