import { Group, SimpleGrid, Stack, Tabs, Text, ThemeIcon, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatCents } from '@shared/lib/money';
import type { BillingType, PriceListItem, PriceListSection } from '@shared/rate-cards/price-list.rules';
import classes from './price-list-tabs.module.css';

const billingTypeLabels: Record<BillingType, string> = {
  flat_rate: 'Flat rate',
  per_item: 'Per item',
  hourly: 'Per hour',
  bundled: 'Bundle',
};

/** The section's items grouped by category, in the price list's order. */
function byCategory(items: readonly PriceListItem[]): [string, PriceListItem[]][] {
  const groups = new Map<string, PriceListItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups.entries()];
}

function PriceListButton({ item, selected, onAdd }: { item: PriceListItem; selected: number; onAdd: () => void }) {
  return (
    <UnstyledButton className={classes.item} onClick={onAdd} data-selected={selected > 0 || undefined}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            <VisuallyHidden>Add </VisuallyHidden>
            {item.description}
          </Text>
          <Text size="xs" c="dimmed">
            {billingTypeLabels[item.billingType]}
            {selected > 0 ? (
              <Text component="span" size="xs" c="green.4" fw={600}>
                {' '}
                · {selected} selected
              </Text>
            ) : null}
          </Text>
        </Stack>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600}>
            {formatCents(item.unitPriceCents)}
          </Text>
          <ThemeIcon size="sm" variant="light" aria-hidden>
            <IconPlus size={14} />
          </ThemeIcon>
        </Group>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The Quick Billing Panel's four tabs; clicking an item adds it to Selected Items, and each item
 * says how many of it are selected.
 */
export function PriceListTabs({
  sections,
  selected,
  onAdd,
}: {
  sections: PriceListSection[];
  /** The quantity selected of each item, by key. */
  selected: ReadonlyMap<string, number>;
  onAdd: (item: PriceListItem) => void;
}) {
  return (
    <Tabs defaultValue={sections[0]?.type} keepMounted={false} variant="pills">
      <Tabs.List>
        {sections.map((section) => (
          <Tabs.Tab key={section.type} value={section.type}>
            {section.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Panel key={section.type} value={section.type} pt="md">
          <Stack gap="md">
            {byCategory(section.items).map(([category, items]) => (
              <Stack key={category} gap="xs">
                <Title order={3} size="h6" c="dimmed" tt="uppercase">
                  {category}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  {items.map((item) => (
                    <PriceListButton
                      key={item.key}
                      item={item}
                      selected={selected.get(item.key) ?? 0}
                      onAdd={() => onAdd(item)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
