import { Badge, Group, Tooltip } from '@mantine/core';
import { inventoryCategoryLabels, type InventoryCategory } from '@shared/inventory/inventory.rules';
import { categoryChips } from '@shared/inventory/suppliers.rules';

/** Up to 3 category chips, then '+N more' (its tooltip names the rest). */
export function SupplierCategoryChips({ categories }: { categories: readonly InventoryCategory[] }) {
  if (categories.length === 0) return null;
  const { shown, more } = categoryChips(categories);
  const rest = categories.slice(shown.length).map((c) => inventoryCategoryLabels[c]);
  return (
    <Group gap={6} aria-label="Categories" role="list">
      {shown.map((category) => (
        <Badge key={category} variant="light" color="blue" radius="sm" role="listitem">
          {inventoryCategoryLabels[category]}
        </Badge>
      ))}
      {more > 0 ? (
        <Tooltip label={rest.join(', ')} withArrow>
          <Badge
            variant="outline"
            color="gray"
            radius="sm"
            role="listitem"
            tabIndex={0}
            aria-label={`${more} more: ${rest.join(', ')}`}
          >
            +{more} more
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}
