import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatCents } from '@shared/lib/money';
import { chargeKindLabels, chargeKinds } from '@shared/work-orders/work-orders.rules';
import { chargeListField, chargeTotals, type ChargeLists } from './work-order-form-values';

/** Each charge tab's subtotal and the estimated total, from the shared rules (as the server saves them). */
export function WorkOrderTotals({ lists }: { lists: ChargeLists }) {
  const totals = chargeTotals(lists);
  return (
    <Stack gap={6}>
      {chargeKinds.map((kind) => (
        <Group key={kind} justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {chargeKindLabels[kind]} charges ({lists[chargeListField[kind]].length})
          </Text>
          <Text size="sm" ff="monospace" data-testid={`subtotal-${kind}`}>
            {formatCents(totals.byKind[kind])}
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text fw={700}>Estimated Total</Text>
        <Text fw={700} size="lg" ff="monospace" data-testid="estimated-total">
          {formatCents(totals.totalCents)}
        </Text>
      </Group>
    </Stack>
  );
}
