import { Fragment } from 'react';
import { Anchor, Badge, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconClipboardPlus, IconHistory, IconPencil, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { InventoryItem } from '@shared/inventory/inventory.contract';
import { inventoryCategoryLabels, inventoryConditionLabels } from '@shared/inventory/inventory.rules';
import { formatCents } from '@shared/lib/money';
import { paths } from '@web/app/paths';
import { inLocationGroups, vehicleTypeLabel } from './inventory-display';
import { InventoryStockBadge } from './inventory-stock-badge';

export interface InventoryRowActions {
  /** Assign and Unassign, with the check boxes of bulk assign: left out for members who may not assign. */
  assignment: {
    onAssign: (item: InventoryItem) => void;
    onUnassign: (item: InventoryItem) => void;
  } | null;
  onUseInOrder: (item: InventoryItem) => void;
  onStockHistory: (item: InventoryItem) => void;
}

/**
 * The inventory table: one row per item, with a check box on shop items for bulk assign (when the
 * member may assign). Grouped, the items (ordered by location by the server) sit under a heading
 * per location.
 */
export function InventoryTable({
  items,
  grouped,
  selected,
  onSelect,
  actions,
}: {
  items: InventoryItem[];
  grouped: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  actions: InventoryRowActions;
}) {
  const rows = grouped ? inLocationGroups(items) : items;
  const shopIds = items.filter((i) => i.scope === 'shop').map((i) => i.id);
  const selectedHere = shopIds.filter((id) => selected.has(id)).length;
  const selectable = actions.assignment !== null;
  const columnCount = selectable ? 10 : 9;

  return (
    <Table.ScrollContainer minWidth={1400} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Inventory items">
        <Table.Thead>
          <Table.Tr>
            {selectable ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select every shop item on this page"
                  checked={shopIds.length > 0 && selectedHere === shopIds.length}
                  indeterminate={selectedHere > 0 && selectedHere < shopIds.length}
                  disabled={shopIds.length === 0}
                  onChange={(e) => onSelect(shopIds, e.currentTarget.checked)}
                />
              </Table.Th>
            ) : null}
            <Table.Th>Item</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Vehicle Type</Table.Th>
            <Table.Th>Stock</Table.Th>
            <Table.Th>Location</Table.Th>
            <Table.Th>Condition</Table.Th>
            <Table.Th ta="right">Cost</Table.Th>
            <Table.Th ta="right">Retail</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((item, index) => {
            const startsGroup = grouped && (index === 0 || rows[index - 1]?.locationId !== item.locationId);
            return (
              <Fragment key={item.id}>
                {startsGroup ? (
                  <Table.Tr>
                    <Table.Th colSpan={columnCount} scope="colgroup" bg="var(--mantine-color-dark-6)">
                      {item.locationName}
                    </Table.Th>
                  </Table.Tr>
                ) : null}
                <InventoryRow
                  item={item}
                  selected={selected.has(item.id)}
                  onSelect={(checked) => onSelect([item.id], checked)}
                  actions={actions}
                />
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function InventoryRow({
  item,
  selected,
  onSelect,
  actions,
}: {
  item: InventoryItem;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  actions: InventoryRowActions;
}) {
  const detail = [item.partNumber, item.manufacturer].filter(Boolean).join(' · ');
  const { assignment } = actions;
  return (
    <Table.Tr aria-label={item.name}>
      {assignment ? (
        <Table.Td>
          {item.scope === 'shop' ? (
            <Checkbox
              aria-label={`Select ${item.name}`}
              checked={selected}
              onChange={(e) => onSelect(e.currentTarget.checked)}
            />
          ) : null}
        </Table.Td>
      ) : null}
      <Table.Td>
        <Stack gap={2}>
          <Anchor component={Link} to={paths.editInventoryItem(item.id)} fw={600} miw={160} display="block">
            {item.name}
          </Anchor>
          {detail ? (
            <Text size="xs" c="dimmed">
              {detail}
            </Text>
          ) : null}
          {item.scope === 'client' && item.clientId ? (
            <Group gap={4}>
              <Badge size="xs" variant="light" color="blue">
                Client
              </Badge>
              <Anchor component={Link} to={paths.client(item.clientId)} size="xs">
                {item.clientName}
              </Anchor>
            </Group>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>{inventoryCategoryLabels[item.category]}</Table.Td>
      <Table.Td>
        <Text size="sm" c={item.compatibleCars.length === 0 ? 'dimmed' : undefined}>
          {vehicleTypeLabel(item.compatibleCars)}
        </Text>
      </Table.Td>
      <Table.Td>
        <InventoryStockBadge stock={item.currentStock} level={item.stockLevel} />
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm">{item.locationName}</Text>
          {item.shelfLocation ? (
            <Text size="xs" c="dimmed">
              {item.shelfLocation}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>{inventoryConditionLabels[item.condition]}</Table.Td>
      <Table.Td ta="right">{formatCents(item.unitCostCents)}</Table.Td>
      <Table.Td ta="right">{formatCents(item.retailPriceCents)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            component={Link}
            to={paths.editInventoryItem(item.id)}
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPencil size={14} />}
            aria-label={`Edit ${item.name}`}
          >
            Edit
          </Button>
          {!assignment ? null : item.scope === 'shop' ? (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconUserPlus size={14} />}
              aria-label={`Assign ${item.name}`}
              onClick={() => assignment.onAssign(item)}
            >
              Assign
            </Button>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              color="orange"
              leftSection={<IconUserMinus size={14} />}
              aria-label={`Unassign ${item.name}`}
              onClick={() => assignment.onUnassign(item)}
            >
              Unassign
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconClipboardPlus size={14} />}
            aria-label={`Use in Order: ${item.name}`}
            onClick={() => actions.onUseInOrder(item)}
          >
            Use in Order
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconHistory size={14} />}
            aria-label={`Stock history: ${item.name}`}
            onClick={() => actions.onStockHistory(item)}
          >
            Stock history
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
