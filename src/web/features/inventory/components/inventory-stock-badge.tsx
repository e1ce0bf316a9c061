import { Badge, Group, Text, type MantineColor } from '@mantine/core';
import { stockLevelLabels, type StockLevel } from '@shared/inventory/inventory.rules';

const levelColors: Record<StockLevel, MantineColor> = { out: 'red', low: 'yellow', good: 'green' };

/** The stock figure with its Out of Stock / Low Stock / In Stock badge. */
export function InventoryStockBadge({ stock, level }: { stock: number; level: StockLevel }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={600} size="sm" data-testid="stock-count">
        {stock}
      </Text>
      <Badge color={levelColors[level]} variant="light" size="sm" style={{ flexShrink: 0 }}>
        {stockLevelLabels[level]}
      </Badge>
    </Group>
  );
}
