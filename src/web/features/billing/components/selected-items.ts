import {
  priceListLineTotalCents,
  priceListTotalCents,
  quickBillingQuantity,
  type PriceListItem,
} from '@shared/rate-cards/price-list.rules';
import type { QuickBillingItem } from '@shared/work-orders/work-orders.contract';

/** A line of Selected Items: the item as priced, and the quantity as typed (checked when used). */
export interface SelectedItem extends PriceListItem {
  quantity: number | string;
}

/** Clicking an item adds it with quantity 1; clicking it again adds one more. */
export function addSelectedItem(lines: readonly SelectedItem[], item: PriceListItem): SelectedItem[] {
  const existing = lines.find((line) => line.key === item.key);
  if (!existing) return [...lines, { ...item, quantity: 1 }];
  return lines.map((line) =>
    line.key === item.key ? { ...line, quantity: quickBillingQuantity(line.quantity) + 1 } : line,
  );
}

/** What the quantity input holds while the user types. */
export function setSelectedQuantity(
  lines: readonly SelectedItem[],
  key: string,
  quantity: number | string,
): SelectedItem[] {
  return lines.map((line) => (line.key === key ? { ...line, quantity } : line));
}

/** Leaving the input: anything but a whole number of at least 1 becomes 1. */
export function settleSelectedQuantity(lines: readonly SelectedItem[], key: string): SelectedItem[] {
  return lines.map((line) => (line.key === key ? { ...line, quantity: quickBillingQuantity(line.quantity) } : line));
}

export function removeSelectedItem(lines: readonly SelectedItem[], key: string): SelectedItem[] {
  return lines.filter((line) => line.key !== key);
}

/** Each line's quantity as it counts (the shared quantity rule). */
export const selectedQuantity = (line: SelectedItem): number => quickBillingQuantity(line.quantity);

export const selectedLineTotalCents = (line: SelectedItem): number =>
  priceListLineTotalCents(line, selectedQuantity(line));

export function selectedTotalCents(lines: readonly SelectedItem[]): number {
  return priceListTotalCents(
    lines.map((line) => ({ unitPriceCents: line.unitPriceCents, quantity: selectedQuantity(line) })),
  );
}

/** The request's items: keys and quantities only; the server prices them from the default card. */
export function selectedRequestItems(lines: readonly SelectedItem[]): QuickBillingItem[] {
  return lines.map((line) => ({ key: line.key, quantity: selectedQuantity(line) }));
}
