import { describe, expect, it } from 'vitest';
import { quickBillingPriceList, findPriceListItem, type PriceListItem } from '@shared/rate-cards/price-list.rules';
import { defaultRateCardRates } from '@shared/rate-cards/rate-cards.rules';
import {
  addSelectedItem,
  removeSelectedItem,
  selectedLineTotalCents,
  selectedRequestItems,
  selectedTotalCents,
  setSelectedQuantity,
  settleSelectedQuantity,
} from './selected-items';

const list = quickBillingPriceList(defaultRateCardRates);
const item = (key: string): PriceListItem => {
  const found = findPriceListItem(list, key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};

describe('Selected Items', () => {
  it('adds an item with quantity 1, and one more on a second click', () => {
    let lines = addSelectedItem([], item('oil_change'));
    expect(lines).toMatchObject([{ key: 'oil_change', quantity: 1, unitPriceCents: 8_600 }]);
    lines = addSelectedItem(lines, item('tire_replacement'));
    lines = addSelectedItem(lines, item('oil_change'));
    expect(lines.map((l) => [l.key, l.quantity])).toEqual([
      ['oil_change', 2],
      ['tire_replacement', 1],
    ]);
  });

  it('totals each line and the whole from the spec prices', () => {
    let lines = addSelectedItem(addSelectedItem([], item('oil_change')), item('tire_replacement'));
    lines = setSelectedQuantity(lines, 'tire_replacement', 4);
    expect(lines.map(selectedLineTotalCents)).toEqual([8_600, 140_000]);
    expect(selectedTotalCents(lines)).toBe(148_600);
  });

  it('counts an invalid quantity as 1 while typing, and turns it into 1 on leaving the input', () => {
    let lines = addSelectedItem([], item('tire_replacement'));
    for (const bad of ['', '0', '-3', '2.5', 'x', 0]) {
      lines = setSelectedQuantity(lines, 'tire_replacement', bad);
      expect(selectedTotalCents(lines)).toBe(35_000);
    }
    lines = settleSelectedQuantity(lines, 'tire_replacement');
    expect(lines[0]?.quantity).toBe(1);
    lines = settleSelectedQuantity(setSelectedQuantity(lines, 'tire_replacement', '3'), 'tire_replacement');
    expect(lines[0]?.quantity).toBe(3);
  });

  it('removes a line and sends only keys and quantities', () => {
    let lines = addSelectedItem(addSelectedItem([], item('oil_change')), item('paint_work'));
    lines = setSelectedQuantity(lines, 'paint_work', '2');
    expect(selectedRequestItems(lines)).toEqual([
      { key: 'oil_change', quantity: 1 },
      { key: 'paint_work', quantity: 2 },
    ]);
    expect(selectedRequestItems(removeSelectedItem(lines, 'oil_change'))).toEqual([{ key: 'paint_work', quantity: 2 }]);
  });
});
